import XCTest
@testable import ChartCore

/// Gestures on ranges whose span overflows a Double (ARCHITECTURE.md, "Extreme ranges"): pans,
/// scroll and box zooms, limits, programmatic moves and the range selector work on half-spans, so
/// every range they leave behind is finite and the value under the pointer stays under it.
final class OverflowingRangeGestureTests: XCTestCase {
    private let wide = AxisRange(min: -1e308, max: 1e308)

    private func makeReplay(size: Size = Size(width: 800, height: 500),
                            configure: (Chart) -> Void = { _ in }) -> GestureReplay {
        let chart = Chart(title: "Extreme")
        let source = ArrayDataSource()
        source.add(LineSeries(title: "s"), x: [-1e308, -5e307, 0, 5e307, 1e308], y: [-1e308, 1e308, 0, -1e308, 1e308])
        chart.dataSource = source
        configure(chart)
        let replay = GestureReplay(chart: chart, size: size)
        chart.setRange(wide, on: chart.xAxis)
        chart.setRange(wide, on: chart.yAxis)
        replay.layOut()
        XCTAssertEqual(replay.x, wide)
        XCTAssertEqual(replay.x.span, .infinity, "the case under test: a span no Double holds")
        return replay
    }

    private func assertFinite(_ range: AxisRange, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertTrue(range.isFinite && range.min < range.max, "\(range)", file: file, line: line)
    }

    func testADragPansByThePixelsDragged() {
        let r = makeReplay()
        let pixels = r.pixels(r.chart.xAxis)
        let under = r.chart.xAxis.dataValue(forPixelValue: r.center.x)
        r.drag(from: r.center, to: Point(x: r.center.x + 100, y: r.center.y - 50))
        _ = r.runFrames()
        assertFinite(r.x)
        assertFinite(r.y)
        // The value that was under the pointer is under it again, on the pixels of the same plot.
        assertClose(pixels.pixel(under, r.x), r.center.x + 100, scale: r.plot.width)
        assertClose(r.x.halfSpan, wide.halfSpan, relative: 1e-12)
        XCTAssertLessThan(r.x.min, -1e308, "dragging right brings smaller values into view")
        XCTAssertLessThan(r.y.min, -1e308, "dragging up moves the content up: smaller values come into view")
    }

    func testScrollZoomingInAndOutStaysFinite() {
        let r = makeReplay()
        let anchor = Point(x: r.plot.minX + r.plot.width / 4, y: r.center.y)
        let pixels = r.pixels(r.chart.xAxis)
        let under = r.chart.xAxis.dataValue(forPixelValue: anchor.x)
        r.scroll(2, at: anchor)
        _ = r.runFrames()
        assertFinite(r.x)
        XCTAssertLessThan(r.x.halfSpan, wide.halfSpan * 0.9, "scrolling up zooms in, also from an overflowing span")
        assertClose(pixels.pixel(under, r.x), anchor.x, scale: r.plot.width)
        // Zooming far out stops at the largest finite bounds instead of turning infinite.
        for _ in 0..<12 { r.wait(1); r.scroll(-3, at: r.center) }
        _ = r.runFrames()
        assertFinite(r.x)
        XCTAssertEqual(r.x.min, -.greatestFiniteMagnitude)
        XCTAssertEqual(r.x.max, .greatestFiniteMagnitude)
    }

    func testABoxZoomShowsTheBox() {
        let r = makeReplay()
        let a = Point(x: r.plot.minX + r.plot.width / 4, y: r.plot.minY + r.plot.height / 4)
        let b = Point(x: r.plot.minX + r.plot.width / 2, y: r.plot.minY + r.plot.height / 2)
        let low = r.chart.xAxis.dataValue(forPixelValue: a.x), high = r.chart.xAxis.dataValue(forPixelValue: b.x)
        let top = r.chart.yAxis.dataValue(forPixelValue: a.y), bottom = r.chart.yAxis.dataValue(forPixelValue: b.y)
        r.drag(from: a, to: b, button: .right)
        _ = r.runFrames()
        assertClose(r.x, AxisRange(min: low, max: high), relative: 1e-9)
        assertClose(r.y, AxisRange(min: bottom, max: top), relative: 1e-9)
        assertClose(r.x.min, -5e307, relative: 1e-9)
        assertClose(r.x.max, 0, scale: 1e308)
    }

    func testLimitsHoldOnAnOverflowingDefaultRange() {
        let r = makeReplay { chart in chart.xAxis.allowsPanningOutOfDefaultRange = false }
        let d = r.chart.xAxis.defaultRange
        XCTAssertEqual(d.span, .infinity)
        r.scroll(2, at: r.center)
        _ = r.runFrames()
        r.wait(1)
        r.drag(from: r.center, to: Point(x: r.center.x + 3000, y: r.center.y))
        _ = r.runFrames()
        assertFinite(r.x)
        XCTAssertEqual(r.x.min, d.min, "a pan stops at the default range")
        for _ in 0..<10 { r.wait(1); r.scroll(-2, at: r.center) }
        _ = r.runFrames()
        assertClose(r.x, d, relative: 1e-9)
    }

    func testProgrammaticMovesStayFinite() {
        let r = makeReplay()
        r.chart.setZoomLevel(4, on: r.chart.xAxis)
        r.layOut()
        assertFinite(r.x)
        assertClose(r.x.halfSpan, r.chart.xAxis.defaultRange.halfSpan / 4, relative: 1e-12)
        assertClose(r.chart.xAxis.zoomLevel, 4, relative: 1e-12)
        r.chart.pan(to: .end, on: r.chart.xAxis)
        r.layOut()
        XCTAssertEqual(r.x.max, r.chart.xAxis.defaultRange.max)
        assertClose(r.x.halfSpan, r.chart.xAxis.defaultRange.halfSpan / 4, relative: 1e-12)
        r.chart.setRange(wide, on: r.chart.xAxis)
        r.chart.pan(to: .start, on: r.chart.xAxis)
        r.layOut()
        XCTAssertEqual(r.x.min, r.chart.xAxis.defaultRange.min)
        assertFinite(r.x)
    }

    func testTheRangeSelectorDragsAndResizesAnOverflowingWindow() {
        let main = makeReplay(size: Size(width: 800, height: 400))
        let overview = makeReplay(size: Size(width: 800, height: 120))
        overview.chart.setRange(AxisRange(min: -.greatestFiniteMagnitude, max: .greatestFiniteMagnitude),
                                on: overview.chart.xAxis)
        overview.layOut()
        let selector = RangeSelector(main: main.chart, overview: overview.chart)
        main.layOut()
        overview.layOut()
        let y = overview.plot.midY
        func px(_ value: Double) -> Double { overview.chart.xAxis.pixelValue(forDataValue: value) }
        // The window from -1e308 to 1e308, dragged by a quarter of 1e308 to the right.
        overview.drag(from: Point(x: px(0), y: y), to: Point(x: px(2.5e307), y: y))
        main.time = overview.time
        _ = main.runFrames()
        assertFinite(main.x)
        assertClose(main.x, AxisRange(min: -7.5e307, max: 1.25e308), relative: 1e-6)
        // Its high handle pulled back to 5e307.
        overview.drag(from: Point(x: px(main.x.max), y: y), to: Point(x: px(5e307), y: y))
        assertClose(main.x.max, 5e307, relative: 1e-6)
        assertFinite(main.x)
        XCTAssertEqual(selector.selection, main.x)
    }
}
