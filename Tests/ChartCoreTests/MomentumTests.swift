import XCTest
@testable import ChartCore

/// Momentum: the curve's shape (monotonic, bounded, exact at any frame rate), flung drags and
/// scroll runs replayed through a chart, presses that stop it, and limits it stops or bounces at.
final class MomentumTests: XCTestCase {
    // MARK: The curve

    func testTheCurveSlowsMonotonicallyAndStopsWithinItsBound() {
        let curve = MomentumCurve(velocity: 1200, friction: 4, stopSpeed: 20)
        assertClose(curve.duration, log(60) / 4)
        XCTAssertEqual(curve.finalOffset, (1200 - 20) / 4)
        var previous = 0.0, previousStep = Double.infinity
        for i in 1...200 {
            let t = Double(i) / 120
            let offset = curve.offset(at: t)
            let step = offset - previous
            XCTAssertGreaterThanOrEqual(step, 0, "never moves back (t = \(t))")
            XCTAssertLessThanOrEqual(step, previousStep, "never speeds up (t = \(t))")
            XCTAssertLessThanOrEqual(offset, 1200 / 4, "bounded by v/friction")
            previous = offset
            previousStep = step
        }
        XCTAssertEqual(curve.offset(at: curve.duration), curve.finalOffset)
        XCTAssertEqual(curve.offset(at: 50), curve.finalOffset)
        XCTAssertTrue(curve.isFinished(at: curve.duration))
        XCTAssertFalse(curve.isFinished(at: curve.duration - 0.01))
        // Continuous at its end: no jump when it stops.
        assertClose(curve.offset(at: curve.duration - 1e-9), curve.finalOffset, relative: 1e-6)
        // Negative velocities mirror it.
        let back = MomentumCurve(velocity: -1200, friction: 4, stopSpeed: 20)
        XCTAssertEqual(back.offset(at: 0.3), -curve.offset(at: 0.3))
    }

    func testASlowOrBrokenCurveDoesNotMove() {
        for curve in [MomentumCurve(velocity: 15, friction: 4, stopSpeed: 20),
                      MomentumCurve(velocity: .nan, friction: 4, stopSpeed: 20),
                      MomentumCurve(velocity: .infinity, friction: 4, stopSpeed: 20),
                      MomentumCurve(velocity: 500, friction: 0, stopSpeed: 20),
                      MomentumCurve(velocity: 500, friction: -1, stopSpeed: 20),
                      MomentumCurve(velocity: 500, friction: 4, stopSpeed: .nan)] {
            XCTAssertEqual(curve.duration, 0)
            XCTAssertEqual(curve.offset(at: 0.5), 0)
            XCTAssertTrue(curve.isFinished(at: 0))
        }
        XCTAssertEqual(MomentumCurve(velocity: 500, friction: 4, stopSpeed: 20).offset(at: .nan), 0)
    }

    func testALimitStopsTheCurveDeadAtIt() {
        let curve = MomentumCurve(velocity: 2000, friction: 4, stopSpeed: 10, limits: -50...120)
        XCTAssertEqual(curve.finalOffset, 120)
        var previous = 0.0
        for i in 0...300 {
            let offset = curve.offset(at: Double(i) / 240)
            XCTAssertLessThanOrEqual(offset, 120)
            XCTAssertGreaterThanOrEqual(offset, previous)
            previous = offset
        }
        // It ends the moment it arrives: 1 − e^(−4t) = 120·4/2000.
        assertClose(curve.duration, -log(1 - 0.24) / 4)
    }

    func testABouncingCurveOvershootsAndSettlesWithoutOscillating() {
        let curve = MomentumCurve(velocity: 2000, friction: 4, stopSpeed: 10, limits: -50...120, bounces: true)
        XCTAssertEqual(curve.finalOffset, 120)
        var peak = 0.0, passedPeak = false, previous = 0.0
        for i in 0...2000 {
            let t = Double(i) / 1000
            let offset = curve.offset(at: t)
            XCTAssertGreaterThanOrEqual(offset, 0)
            if offset < previous { passedPeak = true }
            if passedPeak {
                XCTAssertLessThanOrEqual(offset, previous + 1e-12, "after its peak it only returns (t = \(t))")
                XCTAssertGreaterThanOrEqual(offset, 120, "it never swings back past the limit (t = \(t))")
            }
            peak = max(peak, offset)
            previous = offset
        }
        XCTAssertGreaterThan(peak, 125, "it ran past the limit")
        XCTAssertEqual(curve.offset(at: curve.duration), 120)
        XCTAssertLessThan(curve.duration, 2, "and settled within bounded time")
    }

    // MARK: Flung drags

    /// A quick drag released while still moving: 10 steps of 12 pt, 10 ms apart.
    private func fling(_ r: GestureReplay, dx: Double = 12, dy: Double = 0) {
        r.press(r.center)
        var p = r.center
        for _ in 0..<10 {
            r.time += 0.01
            p = Point(x: p.x + dx, y: p.y + dy)
            r.move(p)
        }
        r.release(p)
    }

    func testAReleasedDragCarriesOnAndSlowsDownMonotonically() {
        let r = GestureReplay.standard()
        let perPixel = r.x.span / r.chart.xAxis.pixelLength
        fling(r)
        XCTAssertTrue(r.chart.isNavigationAnimating)
        let released = r.x
        var mins = [released.min]
        let frames = r.runFrames { mins.append(r.x.min) }
        XCTAssertFalse(r.chart.isNavigationAnimating)
        // 1200 pt/s at friction 4 stops after ln(1200/10)/4 s.
        XCTAssertLessThanOrEqual(Double(frames) * r.frameInterval, log(1200.0 / 10) / 4 + r.frameInterval)
        let steps = zip(mins, mins.dropFirst()).map { $1 - $0 }
        XCTAssertTrue(steps.allSatisfy { $0 <= 0 }, "dragged right, the range keeps moving down")
        for (a, b) in zip(steps, steps.dropFirst()) {
            XCTAssertLessThanOrEqual(abs(b), abs(a) + 1e-9 * r.x.span, "each frame moves less than the last")
        }
        // It ends exactly the curve's final offset beyond the release.
        let expected = MomentumCurve(velocity: 1200, friction: 4, stopSpeed: 10).finalOffset
        assertClose(r.x.min, released.min - expected * perPixel, relative: 1e-9, scale: r.x.span)
    }

    func testMomentumIsTheSameAtAnyFrameRate() {
        var finals: [AxisRange] = []
        var atQuarter: [AxisRange] = []
        for rate in [30.0, 60, 144, 1000] {
            let r = GestureReplay.standard()
            r.frameInterval = 1 / rate
            fling(r, dx: 9, dy: -4)
            r.runFrames()
            finals.append(r.x)
            // The range at a given time does not depend on the frames before it.
            let s = GestureReplay.standard()
            fling(s, dx: 9, dy: -4)
            let target = s.time + 0.25
            var t = s.time
            while t + 1 / rate < target {
                t += 1 / rate
                if s.chart.advance(to: t).needsRedraw { s.layOut() }
            }
            s.chart.advance(to: target)
            atQuarter.append(s.x)
        }
        for range in finals.dropFirst() { XCTAssertEqual(range, finals[0]) }
        for range in atQuarter.dropFirst() { XCTAssertEqual(range, atQuarter[0]) }
    }

    func testAPressStopsMomentumWhereItIs() {
        let r = GestureReplay.standard()
        fling(r)
        for _ in 0..<5 {
            r.time += r.frameInterval
            r.chart.advance(to: r.time)
        }
        let stoppedAt = r.x
        r.press(Point(x: r.center.x + 40, y: r.center.y + 40))
        XCTAssertFalse(r.chart.isNavigationAnimating)
        XCTAssertFalse(r.chart.advance(to: r.time + 1).needsRedraw)
        XCTAssertEqual(r.x, stoppedAt)
        r.release(Point(x: r.center.x + 40, y: r.center.y + 40))
        XCTAssertEqual(r.x, stoppedAt)
    }

    func testADragHeldStillBeforeReleaseOrWithMomentumOffHasNone() {
        let r = GestureReplay.standard()
        r.drag(from: r.center, to: Point(x: r.center.x + 100, y: r.center.y), duration: 0.05, hold: 0.15)
        XCTAssertFalse(r.chart.isNavigationAnimating)
        let s = GestureReplay.standard { chart in
            chart.xAxis.isMomentumPanningEnabled = false
            chart.yAxis.isMomentumPanningEnabled = false
        }
        fling(s)
        XCTAssertFalse(s.chart.isNavigationAnimating)
    }

    func testMomentumMeetingALimitStopsThereWithoutJitter() {
        let r = GestureReplay.standard { $0.xAxis.allowsPanningOutOfDefaultRange = false }
        r.scroll(3, at: r.center)
        r.wait(1)
        let d = r.chart.xAxis.defaultRange
        fling(r, dx: 30)
        var mins: [Double] = []
        r.runFrames { mins.append(r.x.min) }
        XCTAssertEqual(r.x.min, d.min, "it stops exactly at the edge")
        XCTAssertTrue(mins.allSatisfy { $0 >= d.min }, "never past it")
        XCTAssertEqual(mins, mins.sorted(by: >), "never back and forth")
    }

    func testWithEdgeBouncingMomentumSpringsBackToTheLimit() {
        let r = GestureReplay.standard { chart in
            chart.xAxis.allowsPanningOutOfDefaultRange = false
            chart.xAxis.isEdgeBouncingEnabled = true
        }
        r.scroll(3, at: r.center)
        r.wait(1)
        let d = r.chart.xAxis.defaultRange
        fling(r, dx: 30)
        var mins: [Double] = []
        r.runFrames { mins.append(r.x.min) }
        XCTAssertLessThan(mins.min()!, d.min, "it runs past the edge")
        XCTAssertEqual(r.x.min, d.min, "and comes to rest on it")
        let lowest = mins.firstIndex(of: mins.min()!)!
        let back = Array(mins[lowest...])
        XCTAssertEqual(back, back.sorted(), "coming back it never swings past the edge again")
        XCTAssertTrue(back.allSatisfy { $0 <= d.min })
    }

    // MARK: Scroll runs

    func testAFastRunOfScrollStepsCarriesOnAsMomentumZooming() {
        let r = GestureReplay.standard()
        let p = Point(x: r.plot.minX + 150, y: r.plot.minY + 120)
        let xPixels = r.pixels(r.chart.xAxis)
        let under = r.chart.xAxis.dataValue(forPixelValue: p.x)
        let x0 = r.x
        for _ in 0..<3 {
            r.scroll(1, at: p)
            r.time += 0.02
        }
        XCTAssertTrue(r.chart.isNavigationAnimating)
        let afterSteps = r.x.span
        assertClose(afterSteps, x0.span / pow(1.25, 3))
        var spans: [Double] = []
        r.runFrames { spans.append(r.x.span) }
        XCTAssertLessThan(r.x.span, afterSteps, "it zoomed on after the last step")
        XCTAssertEqual(spans, spans.sorted(by: >), "monotonically")
        // The speed was capped: at most e^(4/8) more.
        XCTAssertGreaterThan(r.x.span, afterSteps / exp(0.5) * 0.999)
        // Momentum zooms about the same point.
        let moved = xPixels.pixel(under, r.x) - p.x
        XCTAssertLessThan(abs(moved), 2, "the value under the pointer stays (within label relayout)")
    }

    func testSingleScrollNotchesAndDisabledMomentumStopAtOnce() {
        let r = GestureReplay.standard()
        r.scroll(1, at: r.center)
        r.wait(0.5)
        r.scroll(1, at: r.center)
        let afterSteps = r.x
        r.runFrames()
        XCTAssertEqual(r.x, afterSteps, "no momentum after notches far apart")
        let s = GestureReplay.standard { chart in
            chart.xAxis.isMomentumZoomingEnabled = false
            chart.yAxis.isMomentumZoomingEnabled = false
        }
        s.scroll(1, at: s.center)
        s.time += 0.02
        s.scroll(1, at: s.center)
        let afterRun = s.x
        XCTAssertLessThanOrEqual(s.runFrames(), 7, "only the brief wait for a next step")
        XCTAssertEqual(s.x, afterRun)
    }
}
