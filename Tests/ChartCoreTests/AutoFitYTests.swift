import XCTest
@testable import ChartCore

/// `NavigationOptions.autoFitsY`: every pan or zoom of x fits y to the points in the new x range,
/// exactly, in the same step (observers hear one consistent change); y moved on purpose turns
/// it off; `A` toggles it.
final class AutoFitYTests: XCTestCase {
    /// y = x on 0...100: the fitted y over any x window is that window, padded by 4 % a side.
    private func diagonal(configure: (Chart) -> Void = { _ in }) -> GestureReplay {
        let chart = Chart()
        let source = ArrayDataSource()
        let xs = (0...1000).map { Double($0) / 10 }
        source.add(LineSeries(title: "Diagonal"), x: xs, y: xs)
        chart.dataSource = source
        chart.navigation.autoFitsY = true
        chart.navigation.wheelZoomAxes = .horizontal
        configure(chart)
        return GestureReplay(chart: chart)
    }

    /// The fitted range of y = x over `x`: the data points inside it (a 0.1 grid on 0...100), padded.
    private func expectedY(over x: AxisRange) -> AxisRange {
        let low = max(0, (x.min * 10).rounded(.up) / 10), high = min(100, (x.max * 10).rounded(.down) / 10)
        let span = high - low
        return AxisRange(min: low - span * 0.04, max: high + span * 0.04)
    }

    func testWheelZoomOfXRefitsYInTheSameStep() {
        let r = diagonal()
        let delegate = RecordingDelegate()
        r.chart.delegate = delegate
        r.scroll(3, at: Point(x: r.plot.minX + r.plot.width * 0.25, y: r.center.y))
        XCTAssertLessThan(r.x.span, 60)
        assertClose(r.y, expectedY(over: r.x), relative: 1e-12)
        _ = r.runFrames()
        assertClose(r.y, expectedY(over: r.x), relative: 1e-12, "after the zoom's momentum")
        XCTAssertEqual(delegate.movements.first?.changes.map(\.axis.orientation), [.horizontal, .vertical],
                       "one step moves x and y together")
    }

    func testDragPansXAndYFollowsTheWindowNotThePointer() {
        let r = diagonal()
        r.scroll(4, at: r.center)   // x zoomed about the middle
        _ = r.runFrames()
        let span = r.x.span
        r.drag(from: r.center, to: Point(x: r.center.x - 150, y: r.center.y + 120))
        _ = r.runFrames()
        assertClose(r.x.span, span, relative: 1e-9)
        XCTAssertGreaterThan(r.x.min, 50 - span / 2)
        assertClose(r.y, expectedY(over: r.x), relative: 1e-12, "y is fitted, not dragged down")
    }

    func testKeysResetAndHistoryKeepYFitted() {
        let r = diagonal()
        for key in [InputEvent.Key.plus, .right, .right, .minus] {
            r.key(key)
            _ = r.runFrames()
            assertClose(r.y, expectedY(over: r.x), relative: 1e-12, "after \(key)")
        }
        r.key(.left, modifiers: .alt)
        _ = r.runFrames()
        assertClose(r.y, expectedY(over: r.x), relative: 1e-12, "after a history step")
        r.key(.home)
        _ = r.runFrames()
        XCTAssertEqual(r.x, r.chart.xAxis.defaultRange)
        XCTAssertEqual(r.y, r.chart.yAxis.defaultRange)
    }

    func testShiftWheelOnYTurnsAutoFitOffAndAKeyTurnsItBackOn() {
        let r = diagonal()
        r.scroll(3, at: r.center)
        _ = r.runFrames()
        let fitted = r.y
        r.send(.scroll(dx: 0, dy: 2, position: r.center, modifiers: .shift, isPrecise: false, time: r.time))
        _ = r.runFrames()
        XCTAssertFalse(r.chart.navigation.autoFitsY)
        XCTAssertLessThan(r.y.span, fitted.span * 0.9, "y zoomed as asked")
        let yOff = r.y
        r.key(.right)
        _ = r.runFrames()
        XCTAssertEqual(r.y, yOff, "with auto-fit off a pan of x leaves y")
        r.key(.character("a"))
        XCTAssertTrue(r.chart.navigation.autoFitsY)
        assertClose(r.y, expectedY(over: r.x), relative: 1e-12, "A fits at once")
        r.key(.character("a"))
        XCTAssertFalse(r.chart.navigation.autoFitsY)
    }

    func testBoxZoomKeepsItsYAndTurnsAutoFitOff() {
        let r = diagonal()
        let a = Point(x: r.plot.minX + 100, y: r.plot.minY + 50)
        let b = Point(x: r.plot.minX + 300, y: r.plot.minY + 200)
        r.drag(from: a, to: b, button: .right)
        _ = r.runFrames()
        XCTAssertFalse(r.chart.navigation.autoFitsY)
        XCTAssertGreaterThan(r.y.min, expectedY(over: r.x).min + 1, "the box's y, not the fit")
    }

    func testColumnsKeepTheirBaselineAndGapsAreSkipped() {
        let chart = Chart()
        let source = ArrayDataSource()
        source.add(ColumnSeries(title: "C"), x: (0..<10).map(Double.init), y: [5, 6, .nan, 8, 9, 10, 11, 12, 13, 14])
        chart.dataSource = source
        let r = GestureReplay(chart: chart)
        let fitted = chart.fittedYRange(for: chart.yAxis, xRanges: [ObjectIdentifier(chart.xAxis): AxisRange(min: 1.5, max: 4.5)])
        XCTAssertEqual(fitted?.min ?? .nan, -9 * 0.04, accuracy: 1e-12, "0 stays in view under the columns")
        XCTAssertEqual(fitted?.max ?? .nan, 9 * 1.04, accuracy: 1e-12)
        _ = r
    }

    func testNoPointsInViewLeavesYWhereItIs() {
        let r = diagonal()
        let y0 = r.y
        r.chart.setRange(min: 500, max: 600, on: r.chart.xAxis)
        XCTAssertEqual(r.y, y0)
    }
}
