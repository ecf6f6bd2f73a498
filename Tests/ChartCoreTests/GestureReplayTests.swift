import XCTest
@testable import ChartCore

/// Replayed gestures give exact ranges: drags move by exactly the pixels dragged, scrolls keep
/// the value under the pointer, box zoom lands on the rectangle, limits and aspect lock hold.
final class GestureReplayTests: XCTestCase {
    // MARK: Drag

    func testADragMovesTheRangesByExactlyThePixelsDragged() {
        let r = GestureReplay.standard()
        let x0 = r.x, y0 = r.y
        let xPerPixel = x0.span / r.chart.xAxis.pixelLength, yPerPixel = y0.span / r.chart.yAxis.pixelLength
        let start = r.center, end = Point(x: r.center.x + 137, y: r.center.y - 41)
        let grabbed = (x: r.chart.xAxis.dataValue(forPixelValue: start.x), y: r.chart.yAxis.dataValue(forPixelValue: start.y))
        let xPixels = r.pixels(r.chart.xAxis), yPixels = r.pixels(r.chart.yAxis)

        r.drag(from: start, to: end, steps: 7)

        XCTAssertFalse(r.chart.isNavigationAnimating, "a drag held still before release has no momentum")
        // Dragging right by 137 pt shows values 137 pt' worth smaller; dragging up by 41 pt
        // brings 41 pt' worth of smaller y values in from below.
        assertClose(r.x.min, x0.min - 137 * xPerPixel, scale: x0.span)
        assertClose(r.x.max, x0.max - 137 * xPerPixel, scale: x0.span)
        assertClose(r.y.min, y0.min - 41 * yPerPixel, scale: y0.span)
        assertClose(r.y.max, y0.max - 41 * yPerPixel, scale: y0.span)
        // The data point grabbed is still under the pointer (on the pixels the drag began with:
        // a new layout may move the plot's edges when tick labels change width).
        assertClose(xPixels.pixel(grabbed.x, r.x), end.x, scale: r.plot.width)
        assertClose(yPixels.pixel(grabbed.y, r.y), end.y, scale: r.plot.height)
    }

    func testEachDragStepShowsThePixelsDraggedSoFar() {
        let r = GestureReplay.standard()
        let x0 = r.x, perPixel = x0.span / r.chart.xAxis.pixelLength
        // Fixed points: the plot's centre moves when a new range changes the labels' widths.
        let start = r.center
        r.press(start)
        for dx in [5.0, -20, 33.5, 250, -400, 12] {
            r.time += 0.01
            r.move(Point(x: start.x + dx, y: start.y))
            assertClose(r.x.min, x0.min - dx * perPixel, scale: x0.span, "after moving to \(dx)")
        }
        r.time += 0.5
        r.release(Point(x: start.x + 12, y: start.y))
        assertClose(r.x.min, x0.min - 12 * perPixel, scale: x0.span)
    }

    func testAPressThatMovesLessThanTheThresholdIsAClickNotAPan() {
        let r = GestureReplay.standard()
        let delegate = RecordingDelegate()
        r.chart.delegate = delegate
        let x0 = r.x
        r.press(r.center)
        r.move(Point(x: r.center.x + 2, y: r.center.y + 1))
        r.release(Point(x: r.center.x + 2, y: r.center.y + 1))
        XCTAssertEqual(r.x, x0)
        XCTAssertFalse(r.chart.xAxis.hasUserRange)
        XCTAssertEqual(delegate.calls, [.click(1)])
    }

    func testDraggingOverAnAxisPansThatAxisAlone() {
        let r = GestureReplay.standard()
        let layout = r.chart.lastLayout!
        let x0 = r.x, y0 = r.y
        let xLength = r.chart.xAxis.pixelLength
        let onX = Point(x: layout.xAxis.frame.midX, y: layout.xAxis.frame.midY)
        XCTAssertTrue(r.chart.axis(at: onX) === r.chart.xAxis)
        r.drag(from: onX, to: Point(x: onX.x - 60, y: onX.y - 30))
        assertClose(r.x.min, x0.min + 60 * x0.span / xLength, scale: x0.span)
        XCTAssertEqual(r.y, y0, "the y axis stays put")

        let yLayout = r.chart.lastLayout!.yAxis
        let onY = Point(x: yLayout.frame.midX, y: yLayout.frame.midY)
        XCTAssertTrue(r.chart.axis(at: onY) === r.chart.yAxis)
        let x1 = r.x, yLength = r.chart.yAxis.pixelLength
        r.drag(from: onY, to: Point(x: onY.x + 80, y: onY.y + 25))
        assertClose(r.y.min, y0.min + 25 * y0.span / yLength, scale: y0.span)
        XCTAssertEqual(r.x, x1)
        XCTAssertNil(r.chart.axis(at: r.center), "the plot area is no axis")
    }

    func testAnAxisWithPanningDisabledStaysPut() {
        let r = GestureReplay.standard { $0.yAxis.isGesturePanningEnabled = false }
        let y0 = r.y
        r.drag(from: r.center, to: Point(x: r.center.x + 50, y: r.center.y + 50))
        XCTAssertEqual(r.y, y0)
        XCTAssertNotEqual(r.x, GestureReplay.standard().x)
    }

    // MARK: Scroll

    func testAScrollZoomsAboutThePointerKeepingTheValueUnderIt() {
        let r = GestureReplay.standard()
        let p = Point(x: r.plot.minX + r.plot.width * 0.3, y: r.plot.minY + r.plot.height * 0.8)
        for (dy, precise) in [(1.0, false), (3.0, false), (-2.0, false), (0.37, true), (-1.6, true)] {
            let x0 = r.x, y0 = r.y
            let under = (x: r.chart.xAxis.dataValue(forPixelValue: p.x), y: r.chart.yAxis.dataValue(forPixelValue: p.y))
            let xPixels = r.pixels(r.chart.xAxis), yPixels = r.pixels(r.chart.yAxis)
            r.wait(1)
            r.scroll(dy, at: p, precise: precise)
            let factor = pow(1.25, dy)
            assertClose(r.x.span, x0.span / factor, "x span after \(dy)")
            assertClose(r.y.span, y0.span / factor, "y span after \(dy)")
            assertClose(xPixels.pixel(under.x, r.x), p.x, scale: r.plot.width)
            assertClose(yPixels.pixel(under.y, r.y), p.y, scale: r.plot.height)
        }
    }

    func testScrollingOverAnAxisZoomsThatAxisAlone() {
        let r = GestureReplay.standard()
        let layout = r.chart.lastLayout!
        let x0 = r.x, y0 = r.y
        let onY = Point(x: layout.yAxis.frame.midX, y: r.plot.minY + 100)
        let under = r.chart.yAxis.dataValue(forPixelValue: onY.y)
        let yPixels = r.pixels(r.chart.yAxis)
        r.scroll(2, at: onY)
        XCTAssertEqual(r.x, x0)
        assertClose(r.y.span, y0.span / 1.5625)
        assertClose(yPixels.pixel(under, r.y), onY.y, scale: r.plot.height)
    }

    func testScrollingOutsideThePlotAndAxesDoesNothing() {
        let r = GestureReplay.standard()
        let x0 = r.x
        XCTAssertFalse(r.send(.scroll(dx: 0, dy: 1, position: Point(x: 2, y: 2), modifiers: [], isPrecise: false, time: r.time)))
        XCTAssertEqual(r.x, x0)
    }

    // MARK: Aspect lock

    func testAspectLockZoomsEveryAxisByTheSameFactor() {
        let r = GestureReplay.standard { $0.navigation.aspectLock = true }
        let ratio = r.x.span / r.y.span
        let layout = r.chart.lastLayout!
        // Over the x axis alone, y zooms too.
        r.scroll(2, at: Point(x: layout.xAxis.frame.midX - 100, y: layout.xAxis.frame.midY))
        assertClose(r.x.span / r.y.span, ratio)
        // A box far wider than tall: both axes take the smaller factor.
        r.drag(from: Point(x: r.plot.minX + 50, y: r.plot.minY + 100), to: Point(x: r.plot.maxX - 50, y: r.plot.minY + 140),
               button: .right)
        r.runFrames()
        assertClose(r.x.span / r.y.span, ratio)
        // A zoom limit on one axis stops both.
        r.chart.xAxis.maximumZoomLevel = 3
        for _ in 0..<20 { r.wait(1); r.scroll(1, at: r.center) }
        assertClose(r.chart.xAxis.zoomLevel, 3)
        assertClose(r.x.span / r.y.span, ratio)
        // Keys and double-click zoom steps too.
        r.chart.navigation.doubleClickResetsZoom = false
        r.chart.xAxis.maximumZoomLevel = nil
        r.key(.minus)
        r.runFrames()
        assertClose(r.x.span / r.y.span, ratio)
        r.click(r.center, count: 2)
        r.runFrames()
        assertClose(r.x.span / r.y.span, ratio)
    }

    // MARK: Box zoom

    func testBoxZoomShowsTheRectanglesDataBounds() {
        for (button, modifiers) in [(InputEvent.Button.right, InputEvent.Modifiers()), (.left, .shift)] {
            let r = GestureReplay.standard()
            let a = Point(x: r.plot.minX + 120, y: r.plot.minY + 60), b = Point(x: r.plot.minX + 310, y: r.plot.minY + 200)
            let expectedX = AxisRange(min: r.chart.xAxis.dataValue(forPixelValue: a.x), max: r.chart.xAxis.dataValue(forPixelValue: b.x))
            let expectedY = AxisRange(min: r.chart.yAxis.dataValue(forPixelValue: b.y), max: r.chart.yAxis.dataValue(forPixelValue: a.y))
            r.drag(from: b, to: a, button: button, modifiers: modifiers)
            XCTAssertTrue(r.chart.isNavigationAnimating, "box zoom animates")
            let frames = r.runFrames()
            XCTAssertGreaterThan(frames, 5)
            assertClose(r.x, expectedX)
            assertClose(r.y, expectedY)
        }
    }

    func testTheBoxIsDrawnInTheOverlayWithoutRedrawingTheBase() {
        let r = GestureReplay.standard()
        let a = Point(x: r.plot.minX + 100, y: r.plot.minY + 50)
        let before = r.chart.makeScene(size: r.size, measurer: r.measurer)
        r.press(a, button: .right)
        r.time += 0.05
        r.move(Point(x: a.x + 200, y: a.y + 120), buttons: [.right])
        let box = try! XCTUnwrap(r.chart.boxZoomRect)
        XCTAssertEqual(box, Rect(x: a.x, y: a.y, width: 200, height: 120))
        let during = r.chart.makeScene(size: r.size, measurer: r.measurer)
        XCTAssertTrue(during.hasSameBase(as: before), "drawing the box never redraws the cached base")
        let rects = during.overlay.compactMap { command -> [RectShape]? in
            if case .rects(let shapes) = command { return shapes } else { return nil }
        }.flatMap { $0 }
        XCTAssertEqual(rects.first?.rect, box)
        XCTAssertGreaterThan(rects.first?.borderWidth ?? 0, 0)
        // Escape cancels: the box goes and nothing zooms.
        let x0 = r.x
        r.key(.escape)
        XCTAssertNil(r.chart.boxZoomRect)
        r.release(Point(x: a.x + 200, y: a.y + 120), button: .right)
        XCTAssertFalse(r.chart.isNavigationAnimating)
        XCTAssertEqual(r.x, x0)
    }

    func testABoxThinInOneDirectionZoomsTheOtherAxisAlone() {
        let r = GestureReplay.standard()
        let y0 = r.y
        let a = Point(x: r.plot.minX + 100, y: r.plot.midY), b = Point(x: r.plot.minX + 300, y: r.plot.midY + 2)
        let expectedX = AxisRange(min: r.chart.xAxis.dataValue(forPixelValue: a.x), max: r.chart.xAxis.dataValue(forPixelValue: b.x))
        r.drag(from: a, to: b, button: .right)
        r.runFrames()
        assertClose(r.x, expectedX)
        XCTAssertEqual(r.y, y0)
    }

    // MARK: Double-click

    func testDoubleClickAnimatesBackToTheDefaultRange() {
        let r = GestureReplay.standard()
        let x0 = r.x, y0 = r.y
        r.drag(from: r.center, to: Point(x: r.center.x - 200, y: r.center.y + 90))
        r.wait(1)
        r.scroll(3, at: r.center)
        XCTAssertNotEqual(r.x, x0)
        r.wait(1)
        r.click(r.center)
        r.click(r.center, count: 2)
        XCTAssertTrue(r.chart.isNavigationAnimating)
        let frames = r.runFrames()
        // The animation began at the second press, 0.05 s before the release.
        XCTAssertEqual(Double(frames), ((0.35 - 0.05) / r.frameInterval).rounded(.up), accuracy: 1, "frames until its end")
        XCTAssertEqual(r.x, x0)
        XCTAssertEqual(r.y, y0)
        XCTAssertFalse(r.chart.xAxis.hasUserRange, "the axis follows its default range again")
    }

    func testDoubleClickZoomsInOneStepWhenItDoesNotReset() {
        let r = GestureReplay.standard { $0.navigation.doubleClickResetsZoom = false }
        let p = Point(x: r.plot.minX + 200, y: r.plot.minY + 150)
        let x0 = r.x
        let under = r.chart.xAxis.dataValue(forPixelValue: p.x)
        let xPixels = r.pixels(r.chart.xAxis)
        r.click(p, count: 2)
        r.runFrames()
        assertClose(r.x.span, x0.span / 2)
        assertClose(xPixels.pixel(under, r.x), p.x, scale: r.plot.width)
    }

    // MARK: Limits

    func testPanningStopsAtTheDefaultRangeWhenNotAllowedOut() {
        let r = GestureReplay.standard { chart in
            for axis in [chart.xAxis, chart.yAxis] { axis.allowsPanningOutOfDefaultRange = false }
        }
        let d = r.chart.xAxis.defaultRange
        r.scroll(2, at: r.center)
        r.wait(1)
        // Drag far right: values below the default minimum would come into view.
        r.drag(from: r.center, to: Point(x: r.center.x + 700, y: r.center.y))
        XCTAssertEqual(r.x.min, d.min)
        assertClose(r.x.span, d.span / 1.5625)
        r.drag(from: r.center, to: Point(x: r.center.x - 2000, y: r.center.y))
        assertClose(r.x.max, d.max, scale: d.span)
        // Zooming out stops at the default range.
        for _ in 0..<10 { r.wait(1); r.scroll(-1, at: Point(x: r.plot.minX + 10, y: r.center.y)) }
        assertClose(r.x, d)
        assertClose(r.y, r.chart.yAxis.defaultRange)
    }

    func testTheMaximumRangeLimitsGesturesUnlessAllowedOut() {
        let r = GestureReplay.standard { chart in
            chart.xAxis.maximumRange = AxisRange(min: -20, max: 120)
        }
        r.drag(from: r.center, to: Point(x: r.center.x + 3000, y: r.center.y))
        XCTAssertEqual(r.x.min, -20)
        r.chart.xAxis.allowsPanningOutOfMaxRange = true
        r.drag(from: r.center, to: Point(x: r.center.x + 100, y: r.center.y))
        XCTAssertLessThan(r.x.min, -20)
    }

    func testZoomLevelsStayWithinTheirLimits() {
        let r = GestureReplay.standard { chart in
            chart.xAxis.maximumZoomLevel = 8
            chart.xAxis.minimumZoomLevel = 0.5
        }
        for _ in 0..<40 { r.wait(1); r.scroll(1, at: r.center) }
        assertClose(r.chart.xAxis.zoomLevel, 8)
        XCTAssertGreaterThan(r.chart.yAxis.zoomLevel, 8, "y has no limit and zooms on")
        for _ in 0..<80 { r.wait(1); r.scroll(-1, at: r.center) }
        assertClose(r.chart.xAxis.zoomLevel, 0.5)
    }

    func testZoomingInStopsWhereDoublePrecisionRunsOut() {
        let r = GestureReplay.standard()
        for _ in 0..<400 { r.wait(1); r.scroll(3, at: r.center) }
        let x = r.x
        XCTAssertTrue(x.isFinite)
        XCTAssertGreaterThan(x.span, 0)
        XCTAssertGreaterThanOrEqual(x.span, AxisLimits.resolvableSpan(around: max(abs(x.min), abs(x.max))) * 0.999)
        // The pixel maths still works there.
        let value = r.chart.xAxis.dataValue(forPixelValue: r.center.x)
        XCTAssertTrue(x.contains(value))
    }

    // MARK: Keys and history

    func testArrowKeysPanAndPlusMinusZoomAboutTheCentre() {
        let r = GestureReplay.standard()
        let x0 = r.x
        r.key(.right)
        r.runFrames()
        assertClose(r.x.min, x0.min + 0.1 * x0.span, scale: x0.span)
        // Auto-repeat during the animation adds up.
        r.key(.left)
        r.time += 0.05
        r.chart.advance(to: r.time)
        r.key(.left, isRepeat: true)
        r.runFrames()
        assertClose(r.x.min, x0.min - 0.1 * x0.span, scale: x0.span)
        let centre = r.x.min / 2 + r.x.max / 2
        r.key(.plus)
        r.runFrames()
        assertClose(r.x.span, x0.span / 2)
        assertClose(r.x.min / 2 + r.x.max / 2, centre, scale: x0.span)
        r.key(.home)
        r.runFrames()
        XCTAssertEqual(r.x, x0)
    }

    func testTheViewHistoryGoesBackAndForward() {
        let r = GestureReplay.standard()
        let v0 = r.x
        r.drag(from: r.center, to: Point(x: r.center.x + 100, y: r.center.y))
        let v1 = r.x
        r.wait(1)
        r.scroll(2, at: r.center)
        let v2 = r.x
        XCTAssertTrue(r.chart.canGoBack)
        XCTAssertFalse(r.chart.canGoForward)
        r.key(.left, modifiers: .alt)
        r.runFrames()
        XCTAssertEqual(r.x, v1)
        r.key(.backspace)
        r.runFrames()
        XCTAssertEqual(r.x, v0)
        XCTAssertFalse(r.chart.xAxis.hasUserRange, "the first view followed the default range, and does again")
        XCTAssertFalse(r.chart.canGoBack)
        r.key(.right, modifiers: .alt)
        r.runFrames()
        XCTAssertEqual(r.x, v1)
        r.key(.right, modifiers: .alt)
        r.runFrames()
        XCTAssertEqual(r.x, v2)
        // A new movement after going back drops the views ahead.
        r.key(.left, modifiers: .alt)
        r.runFrames()
        r.drag(from: r.center, to: Point(x: r.center.x, y: r.center.y + 40))
        XCTAssertFalse(r.chart.canGoForward)
    }

    // MARK: Bad input

    func testBadEventsChangeNothing() {
        let r = GestureReplay.standard()
        let x0 = r.x, y0 = r.y
        let nan = Point(x: .nan, y: 5)
        r.send(.pointerDown(button: .left, position: nan, modifiers: [], clickCount: 1, time: r.time))
        r.send(.pointerMove(position: nan, buttons: [.left], time: r.time))
        r.send(.scroll(dx: 0, dy: .nan, position: r.center, modifiers: [], isPrecise: true, time: r.time))
        r.send(.scroll(dx: 0, dy: .infinity, position: r.center, modifiers: [], isPrecise: true, time: r.time))
        r.send(.scroll(dx: 0, dy: 1e6, position: r.center, modifiers: [], isPrecise: true, time: r.time))
        r.send(.scroll(dx: 0, dy: 1, position: r.center, modifiers: [], isPrecise: true, time: .nan))
        XCTAssertFalse(r.chart.advance(to: .nan).needsRedraw)
        XCTAssertTrue(r.x.isFinite && r.y.isFinite)
        XCTAssertGreaterThan(r.x.span, 0)
        // Before any layout, gestures do nothing.
        let fresh = Chart()
        XCTAssertFalse(fresh.handle(.scroll(dx: 0, dy: 1, position: Point(x: 10, y: 10), modifiers: [], isPrecise: false, time: 1)).needsRedraw)
        fresh.handle(.pointerDown(button: .left, position: Point(x: 10, y: 10), modifiers: [], clickCount: 1, time: 1))
        fresh.handle(.pointerMove(position: Point(x: 90, y: 10), buttons: [.left], time: 1.1))
        XCTAssertFalse(fresh.xAxis.hasUserRange)
        _ = (x0, y0)
    }
}
