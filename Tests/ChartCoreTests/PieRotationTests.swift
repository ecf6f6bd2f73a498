import XCTest
@testable import ChartCore

/// Replayed gestures on a pie: the drag follows the pointer's angle exactly, momentum slows
/// monotonically and stops, a press stops it, selection turns the slice into place.
final class PieRotationTests: XCTestCase {
    final class RotationRecorder: ChartObserver {
        var events: [(kind: String, angle: Double, cause: RotationCause)] = []
        var selections: [SeriesSelection] = []
        func chart(_ chart: Chart, willStartRotating rotation: ChartRotation) { events.append(("will", rotation.angle, rotation.cause)) }
        func chart(_ chart: Chart, isRotating rotation: ChartRotation) { events.append(("is", rotation.angle, rotation.cause)) }
        func chart(_ chart: Chart, didFinishRotating rotation: ChartRotation) { events.append(("did", rotation.angle, rotation.cause)) }
        func chart(_ chart: Chart, didChangeSelection selection: SeriesSelection) { selections.append(selection) }
    }

    private func replay(_ values: [Double] = [1, 2, 3, 4], configure: (PieSeries) -> Void = { _ in })
        -> (GestureReplay, PieSeries, RotationRecorder, ChartObservation) {
        let chart = Chart()
        let pie = PieSeries(title: "pie")
        pie.labelPosition = .none
        configure(pie)
        let source = ArrayDataSource()
        source.add(pie, values: values, names: values.indices.map { "s\($0)" })
        chart.dataSource = source
        let recorder = RotationRecorder()
        let token = chart.addObserver(recorder)
        return (GestureReplay(chart: chart), pie, recorder, token)
    }

    /// A drag along a circle of `radius` about the pie's centre from `from` to `to` (radians).
    private func arcDrag(_ replay: GestureReplay, radius: Double, from: Double, to: Double, steps: Int,
                         duration: Double, hold: Double) {
        let c = replay.chart.radialCenter!
        func at(_ a: Double) -> Point { Point(x: c.x + radius * cos(a), y: c.y + radius * sin(a)) }
        replay.press(at(from))
        for i in 1...steps {
            replay.time += duration / Double(steps)
            replay.move(at(from + (to - from) * Double(i) / Double(steps)))
        }
        replay.time += hold
        replay.release(at(to))
    }

    func testADragThroughNinetyDegreesRotatesExactlyNinety() {
        let (r, pie, recorder, token) = replay()
        defer { token.cancel() }
        let radius = r.chart.radialRadius! * 0.6
        arcDrag(r, radius: radius, from: -0.3, to: -0.3 + .pi / 2, steps: 17, duration: 0.3, hold: 0.3)
        XCTAssertEqual(pie.rotationAngle, .pi / 2, accuracy: 1e-12)
        XCTAssertFalse(r.chart.isNavigationAnimating, "a drag held still before release leaves no spin")
        XCTAssertEqual(recorder.events.first?.kind, "will")
        XCTAssertEqual(recorder.events.last?.kind, "did")
        XCTAssertTrue(recorder.events.allSatisfy { $0.cause == .drag })
        // The slice under the pointer at the press is under it at the release.
        let slicesAfter = r.chart.slices(of: pie)
        XCTAssertEqual(slicesAfter[0].startAngle, -.pi / 2 + .pi / 2, accuracy: 1e-12)
    }

    func testADragAcrossThePiSeamAndOnceAroundKeepsCounting() {
        let (r, pie, _, token) = replay()
        defer { token.cancel() }
        let radius = r.chart.radialRadius! * 0.5
        // From 170° clockwise through 180° (where atan2 jumps) on to 170° + 360°.
        let start = 170 * Double.pi / 180
        arcDrag(r, radius: radius, from: start, to: start + 2 * .pi, steps: 36, duration: 0.6, hold: 0.3)
        XCTAssertEqual(pie.rotationAngle, 2 * .pi, accuracy: 1e-9)
    }

    func testMomentumSlowsMonotonicallyAndStops() {
        let (r, pie, recorder, token) = replay()
        defer { token.cancel() }
        let radius = r.chart.radialRadius! * 0.6
        arcDrag(r, radius: radius, from: 0, to: 1.0, steps: 10, duration: 0.1, hold: 0)
        let released = pie.rotationAngle
        XCTAssertEqual(released, 1.0, accuracy: 1e-12)
        XCTAssertTrue(r.chart.isNavigationAnimating, "a fast release spins on")
        var angles = [released]
        let frames = r.runFrames { angles.append(pie.rotationAngle) }
        XCTAssertLessThan(frames, 10_000, "the spin stops")
        let steps = zip(angles.dropFirst(), angles).map { $0 - $1 }
        XCTAssertTrue(steps.allSatisfy { $0 >= 0 }, "keeps turning the same way")
        XCTAssertTrue(zip(steps.dropFirst(), steps).allSatisfy { $0 <= $1 + 1e-12 }, "never speeds up")
        // 10 rad/s with friction 3 runs on for at most 10/3 rad.
        XCTAssertLessThanOrEqual(pie.rotationAngle - released, 10.0 / 3 + 1e-9)
        XCTAssertGreaterThan(pie.rotationAngle - released, 1)
        XCTAssertEqual(recorder.events.last?.kind, "did")
        XCTAssertEqual(recorder.events.last?.cause, .momentum)
        XCTAssertTrue(recorder.events.contains { $0.kind == "is" && $0.cause == .momentum })
    }

    func testMomentumIsTheSameAtAnyFrameRate() {
        var finals: [Double] = []
        var midway: [Double] = []
        for interval in [1.0 / 30, 1.0 / 144] {
            let (r, pie, _, token) = replay()
            r.frameInterval = interval
            arcDrag(r, radius: r.chart.radialRadius! * 0.6, from: 0, to: 1.0, steps: 10, duration: 0.1, hold: 0)
            let releaseTime = r.time
            r.time = releaseTime + 0.25 - interval
            r.runFrames(limit: 1)
            midway.append(pie.rotationAngle)
            r.runFrames()
            finals.append(pie.rotationAngle)
            token.cancel()
        }
        XCTAssertEqual(midway[0], midway[1], accuracy: 1e-12)
        XCTAssertEqual(finals[0], finals[1], accuracy: 1e-12)
    }

    func testAPressStopsTheSpin() {
        let (r, pie, recorder, token) = replay()
        defer { token.cancel() }
        arcDrag(r, radius: r.chart.radialRadius! * 0.6, from: 0, to: 1.0, steps: 10, duration: 0.1, hold: 0)
        r.runFrames(limit: 5)
        let held = pie.rotationAngle
        r.press(r.chart.radialCenter!)
        XCTAssertFalse(r.chart.isNavigationAnimating)
        XCTAssertEqual(recorder.events.last?.kind, "did")
        r.time += 1
        r.runFrames()
        XCTAssertEqual(pie.rotationAngle, held)
    }

    /// A spinning pie and a click on slice 2 while it spins.
    private func clickWhileSpinning(_ r: GestureReplay, _ pie: PieSeries) {
        arcDrag(r, radius: r.chart.radialRadius! * 0.6, from: 0, to: 1.0, steps: 10, duration: 0.1, hold: 0)
        r.runFrames(limit: 3)
        XCTAssertTrue(r.chart.isNavigationAnimating, "the pie spins on after the release")
        let c = r.chart.radialCenter!, radius = r.chart.radialRadius! * 0.5
        let middle = r.chart.slices(of: pie)[2].midAngle
        r.click(Point(x: c.x + radius * cos(middle), y: c.y + radius * sin(middle)))
    }

    func testTheClickThatStopsASpinSelectsNothing() {
        let (r, pie, recorder, token) = replay()
        defer { token.cancel() }
        clickWhileSpinning(r, pie)
        XCTAssertFalse(r.chart.isNavigationAnimating, "the click stopped the spin")
        XCTAssertEqual(pie.selectedPointIndices, [])
        XCTAssertTrue(recorder.selections.isEmpty)
        // The next click, on a still pie, selects as usual.
        let c = r.chart.radialCenter!, radius = r.chart.radialRadius! * 0.5
        let middle = r.chart.slices(of: pie)[2].midAngle
        r.click(Point(x: c.x + radius * cos(middle), y: c.y + radius * sin(middle)))
        XCTAssertEqual(pie.selectedPointIndices, [2])
    }

    func testASeriesCanAskTheStoppingClickToSelect() {
        let (r, pie, recorder, token) = replay { $0.selectsWhenStoppingSpin = true }
        defer { token.cancel() }
        clickWhileSpinning(r, pie)
        XCTAssertEqual(pie.selectedPointIndices, [2])
        XCTAssertEqual(recorder.selections.map(\.pointIndex), [2])
    }

    func testMomentumAndGesturesCanBeTurnedOff() {
        let (r, pie, _, token) = replay { $0.momentumEnabled = false }
        defer { token.cancel() }
        arcDrag(r, radius: r.chart.radialRadius! * 0.6, from: 0, to: 1.0, steps: 10, duration: 0.1, hold: 0)
        XCTAssertEqual(pie.rotationAngle, 1.0, accuracy: 1e-12)
        XCTAssertFalse(r.chart.isNavigationAnimating)
        pie.gesturesEnabled = false
        arcDrag(r, radius: r.chart.radialRadius! * 0.6, from: 0, to: 1.0, steps: 10, duration: 0.3, hold: 0.3)
        XCTAssertEqual(pie.rotationAngle, 1.0, accuracy: 1e-12)
    }

    func testSelectingASliceTurnsItToTheRequestedAngle() {
        let (r, pie, recorder, token) = replay { $0.rotateSelectedSliceTo = .pi / 2 }
        defer { token.cancel() }
        // Slice 2 (value 3 of 10) spans 108° from 18° past 12 o'clock; click its middle.
        let c = r.chart.radialCenter!, radius = r.chart.radialRadius! * 0.5
        let middle = r.chart.slices(of: pie)[2].midAngle
        r.click(Point(x: c.x + radius * cos(middle), y: c.y + radius * sin(middle)))
        XCTAssertEqual(pie.selectedPointIndices, [2])
        XCTAssertEqual(recorder.selections.map(\.pointIndex), [2])
        XCTAssertTrue(r.chart.isNavigationAnimating)
        r.runFrames()
        let turned = r.chart.slices(of: pie)[2].midAngle
        var offset = (turned - .pi / 2).truncatingRemainder(dividingBy: 2 * .pi)
        if offset > .pi { offset -= 2 * .pi } else if offset < -.pi { offset += 2 * .pi }
        XCTAssertEqual(offset, 0, accuracy: 1e-12)
        XCTAssertEqual(r.chart.slice(atAngle: .pi / 2, in: pie)?.pointIndex, 2)
        XCTAssertEqual(recorder.events.first?.kind, "will")
        XCTAssertTrue(recorder.events.allSatisfy { $0.cause == .selection })
        // A second click on the (now moved) slice deselects it, without turning.
        let again = r.chart.slices(of: pie)[2].midAngle
        let before = pie.rotationAngle
        r.click(Point(x: c.x + radius * cos(again), y: c.y + radius * sin(again)))
        XCTAssertEqual(pie.selectedPointIndices, [])
        XCTAssertEqual(pie.rotationAngle, before)
    }

    func testProgrammaticRotationTellsObserversItsCause() {
        let (r, pie, recorder, token) = replay()
        defer { token.cancel() }
        r.chart.rotate(pie, to: 0.5)
        XCTAssertEqual(recorder.events.map(\.kind), ["will", "is", "did"])
        XCTAssertTrue(recorder.events.allSatisfy { $0.cause == .programmatic })
        recorder.events = []
        r.chart.rotate(pie, to: 1.5, animated: true)
        XCTAssertEqual(pie.rotationAngle, 0.5, "an animation starts at the next frame")
        r.runFrames()
        XCTAssertEqual(pie.rotationAngle, 1.5)
        XCTAssertEqual(recorder.events.first?.kind, "will")
        XCTAssertEqual(recorder.events.last?.kind, "did")
        XCTAssertTrue(recorder.events.allSatisfy { $0.cause == .animation })
        r.chart.rotate(pie, to: .nan)
        XCTAssertEqual(pie.rotationAngle, 1.5)
    }

    func testChartWideConveniencesTurnEveryRing() {
        let chart = Chart()
        let inner = DonutSeries(title: "a"), outer = DonutSeries(title: "b")
        let source = ArrayDataSource()
        source.add(inner, values: [1, 1], names: ["x", "y"])
        source.add(outer, values: [1, 3], names: ["x", "y"])
        chart.dataSource = source
        chart.rotate(to: 0.3)
        XCTAssertEqual(inner.rotationAngle, 0.3)
        XCTAssertEqual(outer.rotationAngle, 0.3)
        XCTAssertEqual(chart.slice(atAngle: -.pi / 2 + 0.35)?.name, "x", "of the first ring")
        chart.rotateSlice(1, to: .pi / 2, animated: false)
        XCTAssertEqual(chart.slices(of: inner)[1].midAngle, .pi / 2, accuracy: 1e-12)
    }

    func testRotateSliceTakesTheShorterWay() {
        let (r, pie, _, token) = replay()
        defer { token.cancel() }
        // Slice 0 spans −90°…−54°, its middle at −72°; to −90° is 18° back, not 342° on.
        r.chart.rotateSlice(0, of: pie, to: -.pi / 2, animated: false)
        XCTAssertEqual(pie.rotationAngle, -18 * .pi / 180, accuracy: 1e-12)
    }

    func testHitTestingByAngleAndRadiusWithProtrusion() {
        let (r, pie, _, token) = replay { $0.protrusion = 20 }
        defer { token.cancel() }
        let c = r.chart.radialCenter!, radius = r.chart.radialRadius!
        let mid = r.chart.slices(of: pie)[1].midAngle
        func at(_ d: Double) -> Point { Point(x: c.x + d * cos(mid), y: c.y + d * sin(mid)) }
        XCTAssertEqual(r.chart.slice(at: at(radius * 0.5))?.slice.pointIndex, 1)
        XCTAssertNil(r.chart.slice(at: at(radius + 10)), "outside the rim")
        r.chart.setPointSelected(true, pointIndex: 1, seriesIndex: 0)
        r.layOut()
        XCTAssertEqual(r.chart.slice(at: at(radius + 10))?.slice.pointIndex, 1, "the protruding slice reaches further")
    }
}
