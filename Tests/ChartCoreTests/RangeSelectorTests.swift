import XCTest
@testable import ChartCore

/// The range selector: its window and the main chart's range agree after replayed drags, handle
/// drags, flicks and clicks, and the main chart's listeners hear the forwarded gestures.
final class RangeSelectorTests: XCTestCase {
    private final class Recorder: ChartObserver {
        var causes: [NavigationCause] = []
        func chartIsPanning(_ chart: Chart, movement: ChartMovement) { causes.append(movement.cause) }
    }

    private func makeCharts() -> (main: GestureReplay, overview: GestureReplay, selector: RangeSelector) {
        let xs = (0...1_000).map(Double.init)
        let ys = xs.map { sin($0 / 40) * 10 }
        func chart() -> Chart {
            let chart = Chart()
            let source = ArrayDataSource()
            source.add(LineSeries(title: "s"), x: xs, y: ys)
            chart.dataSource = source
            return chart
        }
        let main = GestureReplay(chart: chart(), size: Size(width: 800, height: 400))
        let overview = GestureReplay(chart: chart(), size: Size(width: 800, height: 120))
        let selector = RangeSelector(main: main.chart, overview: overview.chart)
        main.chart.setRange(min: 300, max: 500, on: main.chart.xAxis)
        main.layOut()
        overview.layOut()
        return (main, overview, selector)
    }

    /// The window's edges are where the overview draws the main chart's range.
    private func assertWindowMatches(_ main: Chart, _ overview: Chart, _ selector: RangeSelector,
                                     file: StaticString = #filePath, line: UInt = #line) {
        guard let window = selector.windowRect else { return XCTFail("no window", file: file, line: line) }
        let range = main.xAxis.visibleRange
        XCTAssertEqual(window.minX, overview.xAxis.pixelValue(forDataValue: range.min), accuracy: 1e-9, file: file, line: line)
        XCTAssertEqual(window.maxX, overview.xAxis.pixelValue(forDataValue: range.max), accuracy: 1e-9, file: file, line: line)
        XCTAssertEqual(selector.selection, range, file: file, line: line)
    }

    private func overviewX(_ overview: Chart, _ value: Double) -> Double {
        overview.xAxis.pixelValue(forDataValue: value)
    }

    func testDraggingTheWindowPansTheMainChartByTheSameData() {
        let (main, overview, selector) = makeCharts()
        let recorder = Recorder()
        let token = main.chart.addObserver(recorder)
        let y = overview.plot.midY
        let from = Point(x: overviewX(overview.chart, 400), y: y)
        // Held still before the release: no momentum.
        overview.drag(from: from, to: Point(x: overviewX(overview.chart, 450), y: y))
        main.time = overview.time
        _ = main.runFrames()
        assertClose(main.chart.xAxis.visibleRange, AxisRange(min: 350, max: 550), relative: 1e-9)
        assertWindowMatches(main.chart, overview.chart, selector)
        XCTAssertEqual(overview.chart.xAxis.visibleRange, overview.chart.xAxis.defaultRange, "the overview stays put")
        XCTAssertTrue(recorder.causes.allSatisfy { $0 == .gesture } && !recorder.causes.isEmpty)
        XCTAssertNil(main.chart.crosshair.pointerPosition, "no crosshair left on the main chart")
        token.cancel()
    }

    func testAFlickCarriesOnWithMomentum() {
        let (main, overview, selector) = makeCharts()
        let recorder = Recorder()
        let token = main.chart.addObserver(recorder)
        let y = overview.plot.midY
        let from = Point(x: overviewX(overview.chart, 400), y: y)
        let to = Point(x: overviewX(overview.chart, 420), y: y)
        // Released while moving: the main chart glides on.
        overview.drag(from: from, to: to, steps: 6, duration: 0.06, hold: 0)
        main.time = overview.time   // one clock for both, as in a window
        let frames = main.runFrames()
        XCTAssertGreaterThan(frames, 5)
        XCTAssertTrue(recorder.causes.contains(.momentum))
        XCTAssertGreaterThan(main.chart.xAxis.visibleRange.min, 320, "further than the drag itself")
        XCTAssertEqual(main.chart.xAxis.visibleRange.span, 200, accuracy: 1e-9)
        assertWindowMatches(main.chart, overview.chart, selector)
        token.cancel()
    }

    func testAFlickTowardsTheEdgeStopsWhereTheWindowStops() {
        let (main, overview, selector) = makeCharts()
        let y = overview.plot.midY
        // A fast flick to the left: the glide would carry the range far past the data.
        overview.drag(from: Point(x: overviewX(overview.chart, 400), y: y),
                      to: Point(x: overviewX(overview.chart, 250), y: y), steps: 6, duration: 0.03, hold: 0)
        main.time = overview.time
        _ = main.runFrames()
        let shown = overview.chart.xAxis.visibleRange, range = main.chart.xAxis.visibleRange
        XCTAssertEqual(range.min, shown.min, accuracy: 1e-6, "the range stops at the overview's edge")
        XCTAssertEqual(range.span, 200, accuracy: 1e-6, "a pan keeps the span")
        assertWindowMatches(main.chart, overview.chart, selector)
        // The main chart's own gestures are not held to the overview afterwards.
        XCTAssertNil(main.chart.xAxis.drivenExtent)
        main.drag(from: Point(x: main.plot.midX, y: main.plot.midY), to: Point(x: main.plot.maxX - 1, y: main.plot.midY))
        XCTAssertLessThan(main.chart.xAxis.visibleRange.min, shown.min)
    }

    func testDraggingAHandleMovesThatEnd() {
        let (main, overview, selector) = makeCharts()
        let y = overview.plot.midY
        overview.drag(from: Point(x: overviewX(overview.chart, 500), y: y), to: Point(x: overviewX(overview.chart, 700), y: y))
        assertClose(main.chart.xAxis.visibleRange, AxisRange(min: 300, max: 700), relative: 1e-9)
        overview.drag(from: Point(x: overviewX(overview.chart, 300), y: y), to: Point(x: overviewX(overview.chart, 100), y: y))
        assertClose(main.chart.xAxis.visibleRange, AxisRange(min: 100, max: 700), relative: 1e-9)
        assertWindowMatches(main.chart, overview.chart, selector)
        // A handle never crosses the other one.
        overview.drag(from: Point(x: overviewX(overview.chart, 100), y: y), to: Point(x: overviewX(overview.chart, 900), y: y))
        XCTAssertLessThan(main.chart.xAxis.visibleRange.min, 700)
    }

    func testAClickOutsideCentresTheWindowThere() {
        let (main, overview, selector) = makeCharts()
        overview.click(Point(x: overviewX(overview.chart, 800), y: overview.plot.midY))
        main.time = overview.time
        _ = main.runFrames()
        assertClose(main.chart.xAxis.visibleRange, AxisRange(min: 700, max: 900), relative: 1e-9)
        assertWindowMatches(main.chart, overview.chart, selector)
    }

    func testPanningTheMainChartMovesTheWindow() {
        let (main, overview, selector) = makeCharts()
        main.drag(from: main.center, to: Point(x: main.center.x - 100, y: main.center.y))
        _ = main.runFrames()
        overview.layOut()
        XCTAssertNotEqual(main.chart.xAxis.visibleRange.min, 300)
        assertWindowMatches(main.chart, overview.chart, selector)
        main.scroll(2, at: main.center)
        _ = main.runFrames()
        assertWindowMatches(main.chart, overview.chart, selector)
    }

    func testTheOverviewDrawsTheVeilHandlesAndNewestMarker() throws {
        let (_, overview, selector) = makeCharts()
        let layout = try XCTUnwrap(overview.chart.lastLayout)
        let commands = selector.overlayCommands(for: overview.chart, layout: layout)
        guard case .rects(let rects)? = commands.first else { return XCTFail("no rects") }
        let window = try XCTUnwrap(selector.windowRect)
        XCTAssertEqual(rects[0].rect.maxX, window.minX, "veil on the left up to the window")
        XCTAssertEqual(rects[1].rect.minX, window.maxX, "and on the right from it")
        XCTAssertEqual(rects.count, 5, "two veils, the window, two handles")
        guard case .segments(let marker)? = commands.last else { return XCTFail("no newest marker") }
        XCTAssertEqual(marker.segments[0].from.x, overview.chart.xAxis.pixelValue(forDataValue: 1_000), accuracy: 1e-9)
    }
}
