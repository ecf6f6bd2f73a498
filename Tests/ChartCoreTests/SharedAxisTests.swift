import XCTest
@testable import ChartCore

/// One `Axis` object in two charts: each lays it out on its own pixels, a gesture in either
/// moves both, each chart's delegate hears each step once, and no chart is kept alive by it.
final class SharedAxisTests: XCTestCase {
    private func chart(_ title: String, x: [Double], y: [Double]) -> Chart {
        let chart = Chart(title: title)
        let source = ArrayDataSource()
        source.add(LineSeries(title: title), x: x, y: y)
        chart.dataSource = source
        return chart
    }

    /// A wide chart (0...100) and a narrow one (50...200) sharing their x axis.
    private func pair() -> (wide: GestureReplay, narrow: GestureReplay, axis: NumberAxis) {
        let xs = (0...100).map(Double.init)
        let a = chart("wide", x: xs, y: xs.map { $0 * 2 })
        let b = chart("narrow", x: xs.map { 50 + $0 * 1.5 }, y: xs.map { -$0 })
        let shared = NumberAxis()
        a.xAxis = shared
        b.xAxis = shared
        let wide = GestureReplay(chart: a, size: Size(width: 900, height: 300))
        let narrow = GestureReplay(chart: b, size: Size(width: 500, height: 300))
        return (wide, narrow, shared)
    }

    func testEachChartMapsTheSharedRangeOntoItsOwnPixels() throws {
        let (wide, narrow, axis) = pair()
        XCTAssertTrue(axis.isShared)
        XCTAssertEqual(axis.charts.count, 2)
        // The default range fits both charts' data: 0...200 padded.
        let range = axis.visibleRange
        XCTAssertLessThan(range.min, 0)
        XCTAssertGreaterThan(range.max, 200)
        let a = try XCTUnwrap(wide.chart.lastLayout?.layout(of: axis))
        let b = try XCTUnwrap(narrow.chart.lastLayout?.layout(of: axis))
        XCTAssertGreaterThan(a.pixelLength, b.pixelLength + 300)
        // Each chart's placement is its own layout's span; the axis holds none of them.
        let id = ObjectIdentifier(axis)
        XCTAssertEqual(wide.chart.axisPlacements[id]?.pixelLength, a.pixelLength)
        XCTAssertEqual(narrow.chart.axisPlacements[id]?.pixelLength, b.pixelLength)
        XCTAssertEqual(axis.detachedPlacement, AxisPlacement(), "nothing is written into the shared axis")
        // Structurally: the axis stores no pixel span, label memory or data extent of its own
        // besides that placement for an axis no chart shows.
        var stored: [String] = []
        var mirror: Mirror? = Mirror(reflecting: axis)
        while let current = mirror {
            stored += current.children.compactMap(\.label)
            mirror = current.superclassMirror
        }
        for name in ["pixelStart", "pixelLength", "layoutMemory", "dataRange", "markReach", "baselineEnds"] {
            XCTAssertFalse(stored.contains(name), "Axis stores \(name)")
        }
        XCTAssertTrue(stored.contains("detachedPlacement"))
        // Each chart maps the axis through its own span, handed over explicitly.
        for (replay, layout) in [(wide, a), (narrow, b)] {
            let expected = layout.pixelStart + layout.pixelLength * range.fraction(of: 100)
            XCTAssertEqual(replay.chart.span(of: axis), layout.span)
            let mapped = replay.chart.pixelValue(forDataValue: 100, on: axis)
            XCTAssertEqual(mapped, expected, accuracy: 1e-9)
            XCTAssertEqual(replay.chart.lastLayout!.pixelValue(forDataValue: 100, on: axis), expected, accuracy: 1e-9)
        }
    }

    func testADragInOneChartMovesTheOtherAndEachDelegateHearsEachStepOnce() {
        let (wide, narrow, axis) = pair()
        let wideDelegate = RecordingDelegate(), narrowDelegate = RecordingDelegate()
        wide.chart.delegate = wideDelegate
        narrow.chart.delegate = narrowDelegate
        let before = axis.visibleRange
        let narrowY = narrow.chart.yAxis.visibleRange
        let plotWidth = wide.plot.width
        wide.drag(from: wide.center, to: Point(x: wide.center.x - 90, y: wide.center.y))
        // The wide chart's 90 points of its own plot width.
        let shift = 90 / plotWidth * before.span
        assertClose(axis.visibleRange, AxisRange(min: before.min + shift, max: before.max + shift))
        XCTAssertEqual(narrow.chart.yAxis.visibleRange, narrowY, "the other chart's own axes stay")
        // The narrow chart heard the same movement as its own, once per step, x only.
        XCTAssertEqual(narrowDelegate.movementCalls, wideDelegate.movementCalls)
        let steps = wideDelegate.movements.count
        XCTAssertEqual(narrowDelegate.calls.filter { $0 == .range(.horizontal) }.count, steps)
        XCTAssertEqual(narrowDelegate.calls.filter { $0 == .range(.vertical) }.count, 0)
        XCTAssertEqual(narrowDelegate.finished.count, 1)
        XCTAssertEqual(narrowDelegate.finished.first?.change(for: axis)?.before, before)
        XCTAssertEqual(narrowDelegate.finished.first?.change(for: axis)?.after, axis.visibleRange)
        // Its next frame draws the moved range.
        XCTAssertTrue(narrow.chart.advance(to: narrow.time).needsRedraw)
        XCTAssertFalse(narrow.chart.advance(to: narrow.time + 0.1).needsRedraw, "told once")
    }

    func testMomentumZoomBoxZoomAndResetInEitherChartMoveBoth() {
        let (wide, narrow, axis) = pair()
        let home = axis.visibleRange
        // A flung drag: momentum runs on the wide chart's frames.
        wide.drag(from: wide.center, to: Point(x: wide.center.x + 200, y: wide.center.y), steps: 6, duration: 0.05, hold: 0)
        XCTAssertTrue(wide.chart.isNavigationAnimating)
        let released = axis.visibleRange
        wide.runFrames()
        XCTAssertNotEqual(axis.visibleRange, released, "momentum carried the shared axis on")
        // A scroll zoom in the narrow chart.
        let beforeZoom = axis.visibleRange
        narrow.scroll(3, at: narrow.center)
        narrow.runFrames()
        XCTAssertLessThan(axis.visibleRange.span, beforeZoom.span)
        // A box zoom in the narrow chart: the box's x extent in its own pixels.
        let layout = narrow.chart.lastLayout!
        let left = narrow.plot.minX + 100, right = narrow.plot.minX + 200
        let expected = AxisRange(min: layout.dataValue(forPixelValue: left, on: axis),
                                 max: layout.dataValue(forPixelValue: right, on: axis))
        narrow.drag(from: Point(x: left, y: narrow.plot.minY + 20), to: Point(x: right, y: narrow.plot.maxY - 20),
                    button: .right)
        narrow.runFrames()
        assertClose(axis.visibleRange, expected, relative: 1e-6)
        // A double-click in the wide chart goes home for both.
        wide.click(wide.center, count: 2)
        wide.runFrames()
        assertClose(axis.visibleRange, home)
    }

    func testTheAxisKeepsNoChartAliveAndRemovingItFromOneLeavesTheOther() {
        let shared = NumberAxis()
        weak var released: Chart?
        let kept = chart("kept", x: [0, 10], y: [0, 1])
        kept.xAxis = shared
        do {
            let other = chart("other", x: [0, 50], y: [0, 1])
            other.xAxis = shared
            released = other
            _ = GestureReplay(chart: other)
            XCTAssertTrue(shared.isShared)
        }
        XCTAssertNil(released, "an axis holds its charts weakly")
        XCTAssertFalse(shared.isShared)
        XCTAssertEqual(shared.dataRange, AxisRange(min: 0, max: 10), "only the live chart's data count")

        weak var weakAxis: NumberAxis?
        do {
            let axis = NumberAxis()
            weakAxis = axis
            let a = chart("a", x: [0, 1], y: [0, 1]), b = chart("b", x: [0, 1], y: [0, 1])
            a.xAxis = axis
            b.xAxis = axis
            GestureReplay(chart: a).drag(from: Point(x: 300, y: 200), to: Point(x: 200, y: 200))
        }
        XCTAssertNil(weakAxis, "charts and axis freed together: no cycle")

        // Removing it from one chart: the other keeps working, the first no longer follows.
        let a = GestureReplay(chart: chart("a", x: [0, 100], y: [0, 1]))
        let b = GestureReplay(chart: chart("b", x: [0, 100], y: [0, 1]))
        let axis = NumberAxis()
        a.chart.xAxis = axis
        b.chart.xAxis = axis
        a.layOut(); b.layOut()
        b.chart.xAxis = NumberAxis()
        b.layOut()
        XCTAssertFalse(axis.isShared)
        XCTAssertNil(b.chart.axisPlacements[ObjectIdentifier(axis)], "the chart forgets the axis's placement")
        let bRange = b.x
        a.drag(from: a.center, to: Point(x: a.center.x - 100, y: a.center.y))
        XCTAssertNotEqual(axis.visibleRange, axis.defaultRange)
        XCTAssertEqual(b.x, bRange)
        b.drag(from: b.center, to: Point(x: b.center.x + 50, y: b.center.y))
        XCTAssertNotEqual(b.x, bRange)
    }

    func testALinkBesideASharedAxisMirrorsOnceAndSetsNothingTwice() {
        let (wide, narrow, axis) = pair()
        let third = GestureReplay(chart: chart("third", x: [0, 100], y: [0, 1]))
        let link = ChartLink(charts: [narrow.chart, third.chart])
        let thirdDelegate = RecordingDelegate()
        third.chart.delegate = thirdDelegate
        wide.drag(from: wide.center, to: Point(x: wide.center.x - 60, y: wide.center.y))
        XCTAssertEqual(third.x, axis.visibleRange, "the narrow chart's link passed the shared move on")
        XCTAssertEqual(thirdDelegate.finished.count, 1)
        withExtendedLifetime(link) {}
    }

    func testTheOtherChartsYAutoFitFollowsTheSharedX() throws {
        let (wide, narrow, axis) = pair()
        narrow.chart.navigation.autoFitsY = true
        let delegate = RecordingDelegate()
        narrow.chart.delegate = delegate
        let before = narrow.chart.yAxis.visibleRange
        // Right by a third of the wide plot: the narrow chart's data (x 50…200) partly leave view.
        wide.drag(from: wide.center, to: Point(x: wide.center.x + wide.plot.width / 3, y: wide.center.y))
        let fitted = try XCTUnwrap(narrow.chart.fittedYRange(for: narrow.chart.yAxis))
        XCTAssertEqual(narrow.chart.yAxis.visibleRange, fitted)
        XCTAssertNotEqual(fitted, before)
        XCTAssertTrue(delegate.calls.contains(.range(.vertical)), "its delegate heard its y move")
        XCTAssertTrue(axis.isShared)
    }
}
