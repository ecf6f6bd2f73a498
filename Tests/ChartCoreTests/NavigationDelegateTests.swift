import XCTest
@testable import ChartCore

/// The delegate hears every range change in order with the right cause, momentum and animation
/// frames included, and finishes only when the view has come to rest; linked charts follow.
final class NavigationDelegateTests: XCTestCase {
    private func replay(_ configure: (Chart) -> Void = { _ in }) -> (GestureReplay, RecordingDelegate) {
        let r = GestureReplay.standard(configure: configure)
        let delegate = RecordingDelegate()
        r.chart.delegate = delegate
        return (r, delegate)
    }

    func testADragThenItsMomentumIsOnePanThatFinishesAfterTheLastFrame() {
        let (r, d) = replay()
        let start = r.center
        r.press(start)
        for i in 1...6 {
            r.time += 0.01
            r.move(Point(x: start.x + Double(15 * i), y: start.y))
        }
        r.release(Point(x: start.x + 90, y: start.y))
        XCTAssertTrue(r.chart.isNavigationAnimating)
        let stepsBeforeMomentum = d.movementCalls.count
        var changingFrames = 0
        var lastX = r.x
        r.runFrames {
            if r.x != lastX { changingFrames += 1 }
            lastX = r.x
        }

        let calls = d.movementCalls
        XCTAssertEqual(calls.first, .willStart(.panning, .gesture))
        // One step per move (the first move passes the threshold), then the release's step.
        let gestureSteps = calls.filter { $0 == .step(.panning, .gesture) }.count
        XCTAssertEqual(gestureSteps, 6)
        XCTAssertEqual(stepsBeforeMomentum, 1 + 6)
        // Every momentum frame that moved the range, in order, after the gesture's steps.
        let momentumSteps = calls.filter { $0 == .step(.panning, .momentum) }.count
        XCTAssertEqual(momentumSteps, changingFrames)
        XCTAssertGreaterThan(momentumSteps, 10)
        XCTAssertEqual(calls.last, .didFinish(.panning, .momentum), "finished after momentum, not at release")
        XCTAssertEqual(calls.filter { if case .didFinish = $0 { return true } else { return false } }.count, 1)
        XCTAssertEqual(Array(calls.dropFirst().dropLast()),
                       Array(repeating: .step(.panning, .gesture), count: 6) + Array(repeating: .step(.panning, .momentum), count: momentumSteps))
        // The finish spans the whole movement.
        let whole = try! XCTUnwrap(d.finished.first?.change(for: r.chart.xAxis))
        XCTAssertEqual(whole.before, r.chart.xAxis.defaultRange)
        XCTAssertEqual(whole.after, r.x)
        // Each step's ranges chain: one's after is the next one's before.
        let xs = d.movements.compactMap { $0.change(for: r.chart.xAxis) }
        for (a, b) in zip(xs, xs.dropFirst()) { XCTAssertEqual(a.after, b.before) }
    }

    func testEachStepReportsEachChangedAxisOnceBeforeTheStep() {
        let (r, d) = replay()
        let start = r.center
        r.press(start)
        r.time += 0.01
        r.move(Point(x: start.x + 20, y: start.y))            // x only
        r.time += 0.01
        r.move(Point(x: start.x + 20, y: start.y + 30))       // y only
        r.time += 0.01
        r.move(Point(x: start.x + 50, y: start.y + 60))       // both
        r.time += 0.5
        r.release(Point(x: start.x + 50, y: start.y + 60))
        XCTAssertEqual(d.calls, [
            .willStart(.panning, .gesture), .range(.horizontal), .step(.panning, .gesture),
            .range(.vertical), .step(.panning, .gesture),
            .range(.horizontal), .range(.vertical), .step(.panning, .gesture),
            .didFinish(.panning, .gesture),
        ])
        XCTAssertEqual(d.movements.map { $0.axes.count }, [1, 1, 2])
    }

    func testAScrollStepIsAZoomWithItsOwnStartAndFinish() {
        let (r, d) = replay()
        r.scroll(1, at: r.center)
        XCTAssertTrue(r.chart.isNavigationAnimating, "the zoom stays open briefly for a run's next step")
        XCTAssertEqual(r.runFrames(), Int((0.1 * 60).rounded(.up)))
        r.wait(1)
        r.scroll(-1, at: r.center)
        r.runFrames()
        XCTAssertEqual(d.movementCalls, [
            .willStart(.zooming, .gesture), .step(.zooming, .gesture), .didFinish(.zooming, .gesture),
            .willStart(.zooming, .gesture), .step(.zooming, .gesture), .didFinish(.zooming, .gesture),
        ])
        XCTAssertEqual(d.movements.first?.causeName, "zoom")
    }

    func testAScrollRunAndItsMomentumAreOneZoom() {
        let (r, d) = replay()
        for _ in 0..<3 {
            r.scroll(1, at: r.center)
            r.time += 0.02
        }
        let frames = r.runFrames()
        let calls = d.movementCalls
        XCTAssertEqual(calls.first, .willStart(.zooming, .gesture))
        XCTAssertEqual(calls.filter { $0 == .step(.zooming, .gesture) }.count, 3)
        XCTAssertEqual(calls.filter { $0 == .step(.zooming, .momentum) }.count, frames)
        XCTAssertEqual(calls.last, .didFinish(.zooming, .momentum))
        XCTAssertEqual(calls.filter { if case .willStart = $0 { return true } else { return false } }.count, 1)
    }

    func testADoubleClickResetFinishesOnlyAfterItsLastAnimationFrame() {
        let (r, d) = replay()
        r.scroll(2, at: r.center)
        r.runFrames()
        d.calls.removeAll()
        d.finished.removeAll()
        r.click(r.center)
        r.click(r.center, count: 2)
        var finishedEarly = false
        let frames = r.runFrames {
            if r.chart.isNavigationAnimating, d.calls.contains(where: { if case .didFinish = $0 { return true } else { return false } }) {
                finishedEarly = true
            }
        }
        XCTAssertFalse(finishedEarly, "the finish comes with the last frame, not when the double-click happens")
        XCTAssertEqual(d.calls.first, .click(1))
        let movement = d.movementCalls.filter { if case .click = $0 { return false } else { return true } }
        XCTAssertEqual(movement.first, .willStart(.zooming, .reset))
        XCTAssertEqual(movement.filter { $0 == .step(.zooming, .reset) }.count, frames)
        XCTAssertEqual(movement.last, .didFinish(.zooming, .reset))
        XCTAssertEqual(d.finished.last?.change(for: r.chart.xAxis)?.after, r.chart.xAxis.defaultRange)
        XCTAssertEqual(d.clicks.map(\.clickCount), [1, 2])
    }

    func testBoxZoomKeysAndCodeReportTheirCauses() {
        let (r, d) = replay()
        r.drag(from: Point(x: r.plot.minX + 100, y: r.plot.minY + 80), to: Point(x: r.plot.minX + 300, y: r.plot.minY + 200), button: .right)
        r.runFrames()
        XCTAssertEqual(Set(d.movements.map(\.cause)), [.boxZoom])
        XCTAssertEqual(d.movements.first?.causeName, "box")

        d.movements.removeAll()
        r.key(.right)
        r.runFrames()
        XCTAssertEqual(Set(d.movements.map(\.cause)), [.key])
        XCTAssertEqual(Set(d.movements.map(\.kind)), [.panning])

        d.calls.removeAll()
        r.chart.setRange(min: 10, max: 20, on: r.chart.xAxis)
        XCTAssertEqual(d.movementCalls, [.willStart(.zooming, .programmatic), .step(.zooming, .programmatic), .didFinish(.zooming, .programmatic)])
        XCTAssertEqual(r.x, AxisRange(min: 10, max: 20))

        d.calls.removeAll()
        r.chart.setRange(min: 30, max: 40, on: r.chart.xAxis, animated: true)
        XCTAssertTrue(d.calls.isEmpty, "an animation started by code waits for the next frame")
        let frames = r.runFrames()
        XCTAssertEqual(d.movementCalls.first, .willStart(.panning, .animation))
        XCTAssertEqual(d.movementCalls.filter { $0 == .step(.panning, .animation) }.count, frames - 1,
                       "every frame but the first (progress 0) moves")
        XCTAssertEqual(d.movementCalls.last, .didFinish(.panning, .animation))
        XCTAssertEqual(r.x, AxisRange(min: 30, max: 40))
    }

    func testClicksCarryPixelAndDataCoordinates() {
        let (r, d) = replay()
        let p = Point(x: r.plot.minX + 123, y: r.plot.minY + 45)
        r.click(p, button: .right)
        let click = try! XCTUnwrap(d.clicks.first)
        XCTAssertEqual(click.position, p)
        XCTAssertEqual(click.button, .right)
        XCTAssertTrue(click.isInPlotArea)
        XCTAssertEqual(click.xValue, r.chart.xAxis.dataValue(forPixelValue: p.x))
        XCTAssertEqual(click.yValue, r.chart.yAxis.dataValue(forPixelValue: p.y))
        r.click(Point(x: 3, y: 3))
        XCTAssertEqual(d.clicks.last?.isInPlotArea, false)
    }

    // MARK: Programmatic moves

    func testPanToZoomLevelAndResetFromCode() {
        let r = GestureReplay.standard()
        let axis = r.chart.xAxis
        let d = axis.defaultRange
        r.chart.setZoomLevel(4, on: axis)
        assertClose(axis.zoomLevel, 4)
        assertClose(r.x.min / 2 + r.x.max / 2, d.min / 2 + d.max / 2, scale: d.span)
        r.chart.pan(to: .start, on: axis)
        assertClose(r.x.min, d.min, scale: d.span)
        assertClose(r.x.span, d.span / 4)
        r.chart.pan(to: .end, on: axis)
        assertClose(r.x.max, d.max, scale: d.span)
        r.chart.pan(to: .center, on: axis, animated: true)
        XCTAssertTrue(r.chart.isNavigationAnimating)
        r.runFrames()
        assertClose(r.x.min / 2 + r.x.max / 2, d.min / 2 + d.max / 2, scale: d.span)
        r.chart.setZoomLevel(2, on: axis, around: 30, animated: true)
        r.runFrames()
        assertClose(r.x, AxisRange(min: 30 - d.span / 4, max: 30 + d.span / 4))
        r.chart.resetZoom(animated: true)
        r.runFrames()
        XCTAssertEqual(r.x, d)
        XCTAssertFalse(axis.hasUserRange)
        // Nonsense is ignored.
        r.chart.setZoomLevel(.nan, on: axis)
        r.chart.setZoomLevel(-2, on: axis)
        r.chart.setRange(min: .nan, max: 3, on: axis)
        r.chart.setRange(min: -.infinity, max: 3, on: axis)
        XCTAssertEqual(r.x, d)
        r.chart.setRange(min: 5, max: 5, on: axis)
        XCTAssertEqual(r.x, AxisRange(min: 5, max: 5).nonDegenerate())
    }

    // MARK: Linked charts

    func testALinkedChartFollowsEveryStepWithTheSameCause() {
        let top = GestureReplay.standard()
        let bottom = GestureReplay.standard()
        bottom.chart.setRange(min: 0, max: 1000, on: bottom.chart.xAxis)
        let heard = RecordingDelegate()
        bottom.chart.delegate = heard
        let link = ChartLink(charts: [top.chart, bottom.chart])
        XCTAssertEqual(bottom.x, top.x, "the others take the first chart's range")

        let start = top.center
        top.press(start)
        for i in 1...5 {
            top.time += 0.01
            top.move(Point(x: start.x + Double(20 * i), y: start.y + 7))
            XCTAssertEqual(bottom.x, top.x, "after step \(i)")
        }
        top.release(Point(x: start.x + 100, y: start.y + 7))
        top.runFrames { XCTAssertEqual(bottom.x, top.x) }
        XCTAssertEqual(bottom.y, bottom.chart.yAxis.defaultRange, "only x is linked")
        XCTAssertEqual(heard.movementCalls.first, .willStart(.panning, .gesture))
        XCTAssertTrue(heard.movementCalls.contains(.step(.panning, .momentum)))
        XCTAssertEqual(heard.movementCalls.last, .didFinish(.panning, .momentum))

        // Either way round, and zooms too.
        bottom.scroll(2, at: bottom.center)
        XCTAssertEqual(top.x, bottom.x)
        link.cancel()
        bottom.wait(1)
        bottom.scroll(2, at: bottom.center)
        XCTAssertNotEqual(top.x, bottom.x)
    }

    func testALinkLastsAsLongAsItsOwnerKeepsIt() {
        let top = GestureReplay.standard()
        let bottom = GestureReplay.standard()
        weak var released: ChartLink?
        do {
            let link = ChartLink(charts: [top.chart, bottom.chart])
            released = link
            top.scroll(2, at: top.center)
            XCTAssertEqual(bottom.x, top.x, "linked while kept")
        }
        XCTAssertNil(released, "the charts do not keep the link alive")
        top.wait(1)
        top.scroll(2, at: top.center)
        XCTAssertNotEqual(bottom.x, top.x, "released: the link has ended")
    }

    func testTheDelegateCanLinkChartsByHandToo() {
        final class Follower: ChartDelegate {
            let other: Chart
            init(_ other: Chart) { self.other = other }
            func chartIsPanning(_ chart: Chart, movement: ChartMovement) { follow(chart, movement) }
            func chartIsZooming(_ chart: Chart, movement: ChartMovement) { follow(chart, movement) }
            private func follow(_ chart: Chart, _ movement: ChartMovement) {
                if let x = movement.change(for: chart.xAxis) { other.setRange(x.after, on: other.xAxis) }
            }
        }
        let a = GestureReplay.standard(), b = GestureReplay.standard()
        let follower = Follower(b.chart)
        a.chart.delegate = follower
        a.drag(from: a.center, to: Point(x: a.center.x + 80, y: a.center.y))
        a.wait(1)
        a.scroll(1, at: a.center)
        XCTAssertEqual(b.x, a.x)
    }
}
