import XCTest
@testable import ChartCore

/// Input goes through `chart.interactions`, a list of handlers asked in order: removing one
/// turns its gesture off, one added first hears events before the built-ins, reordering changes
/// which wins, and each handler is handed the frame's layout.
final class InteractionHandlersTests: XCTestCase {
    /// A handler of the test's own: counts what it hears, consuming clicks (or presses) when told.
    final class Recorder: ChartInteraction {
        var name: String { "recorder" }
        var consumesClicks = false
        var consumesPresses = false
        var clicks: [ChartClick] = []
        var presses = 0
        var layouts: [ChartLayout?] = []

        func press(_ pointer: PointerInput, in context: InteractionContext) -> InteractionResult {
            presses += 1
            layouts.append(context.layout)
            return consumesPresses ? .consumed(redraw: false) : .ignored
        }

        func click(_ click: ChartClick, in context: InteractionContext) -> InteractionResult {
            clicks.append(click)
            return consumesClicks ? .consumed(redraw: false) : .ignored
        }
    }

    /// Two lines with a legend, laid out at 800×500.
    private func twoLines() -> (GestureReplay, LineSeries) {
        let chart = Chart(title: "Handlers")
        let source = ArrayDataSource()
        let xs = (0...200).map { Double($0) / 2 }
        let line = LineSeries(title: "Line")
        source.add(line, x: xs, y: xs.map { $0 / 2 + 3 * sin($0) })
        source.add(LineSeries(title: "Other"), x: [0, 100], y: [10, 40])
        chart.dataSource = source
        chart.legend.isVisible = true
        return (GestureReplay(chart: chart), line)
    }

    private func legendEntry(_ r: GestureReplay, _ index: Int) throws -> Point {
        let entry = try XCTUnwrap(r.chart.lastLayout?.legendEntries.first { $0.seriesIndex == index })
        return Point(x: entry.symbolFrame.midX, y: entry.symbolFrame.midY)
    }

    func testTheStandardListNamesEveryBuiltInInOrder() {
        XCTAssertEqual(Chart().interactions.names, ["extensions", "rotate", "measurement", "crosshair", "keyboard", "zoom",
                                                    "boxZoom", "pan", "legendToggle", "selection"])
    }

    func testRemovingThePanHandlerMakesADragDoNothing() throws {
        let (r, line) = twoLines()
        let x0 = r.x, y0 = r.y
        XCTAssertNotNil(r.chart.interactions.remove(named: "pan"))
        r.drag(from: r.center, to: Point(x: r.center.x + 150, y: r.center.y - 60))
        XCTAssertEqual(r.x, x0)
        XCTAssertEqual(r.y, y0)
        XCTAssertFalse(r.chart.isNavigationAnimating)
        // Everything else still answers: a scroll zooms, a legend click hides its series.
        r.send(.scroll(dx: 0, dy: 1, position: r.center, modifiers: [], isPrecise: false, time: r.time))
        XCTAssertLessThan(r.x.span, x0.span)
        let entry = try legendEntry(r, 0)
        r.press(entry)
        r.release(entry)
        XCTAssertTrue(line.isHidden)
    }

    func testRemovingByTypeTakesTheHandlerOut() {
        let chart = Chart()
        XCTAssertNotNil(chart.interactions.remove(BoxZoomInteraction.self))
        XCTAssertFalse(chart.interactions.contains(named: "boxZoom"))
        XCTAssertNil(chart.interactions.remove(BoxZoomInteraction.self), "nothing left to remove")
        XCTAssertEqual(chart.interactions.handlers.count, 9)
    }

    func testAUserHandlerAddedFirstConsumesClicksBeforeTheLegend() throws {
        let (r, line) = twoLines()
        let recorder = Recorder()
        recorder.consumesClicks = true
        r.chart.interactions.insert(recorder, at: 0)
        let entry = try legendEntry(r, 0)
        r.press(entry)
        r.release(entry)
        XCTAssertEqual(recorder.clicks.map(\.position), [entry])
        XCTAssertFalse(line.isHidden, "the legend never heard the click")

        // Added last, it hears only what the legend passed on.
        r.chart.interactions.remove(named: "recorder")
        r.chart.interactions.append(recorder)
        r.press(entry)
        r.release(entry)
        XCTAssertTrue(line.isHidden)
        XCTAssertEqual(recorder.clicks.count, 1, "the legend consumed the click")
    }

    func testAHandlerThatConsumesPressesStopsTheGesturesAfterIt() {
        let (r, _) = twoLines()
        let recorder = Recorder()
        recorder.consumesPresses = true
        r.chart.interactions.insert(recorder, before: "pan")
        let x0 = r.x
        r.drag(from: r.center, to: Point(x: r.center.x + 150, y: r.center.y))
        XCTAssertEqual(r.x, x0, "the press never reached pan")
        XCTAssertEqual(recorder.presses, 1)
        XCTAssertTrue(recorder.clicks.isEmpty, "a consumed press makes no click")
    }

    func testReorderingChangesWhichHandlerWins() {
        // Shift+drag in the plot: box zoom comes before pan in the standard list and zooms.
        let (boxFirst, _) = twoLines()
        let x0 = boxFirst.x
        boxFirst.drag(from: boxFirst.center, to: Point(x: boxFirst.center.x + 200, y: boxFirst.center.y + 100),
                      modifiers: .shift)
        boxFirst.runFrames()
        XCTAssertLessThan(boxFirst.x.span, x0.span * 0.9, "box zoom won")

        // With pan moved before box zoom, the same gesture pans: the span stays, the range moves.
        let (panFirst, _) = twoLines()
        XCTAssertTrue(panFirst.chart.interactions.move(named: "pan", before: "boxZoom"))
        XCTAssertEqual(Array(panFirst.chart.interactions.names[5...7]), ["zoom", "pan", "boxZoom"])
        panFirst.drag(from: panFirst.center, to: Point(x: panFirst.center.x + 200, y: panFirst.center.y + 100),
                      modifiers: .shift)
        panFirst.runFrames()
        assertClose(panFirst.x.span, x0.span, scale: x0.span)
        XCTAssertLessThan(panFirst.x.min, x0.min, "dragging right shows smaller x")
    }

    func testHandlersAreHandedTheFramesLayout() throws {
        let (r, _) = twoLines()
        let recorder = Recorder()
        r.chart.interactions.insert(recorder, at: 0)
        r.press(r.center)
        r.release(r.center)
        XCTAssertEqual(recorder.layouts.count, 1)
        XCTAssertEqual(try XCTUnwrap(recorder.layouts[0]), r.chart.lastLayout)
        // A layout handed in with the event is the one the handlers see.
        let smaller = r.chart.layout(size: Size(width: 400, height: 300), measurer: r.measurer)
        r.chart.handle(.pointerDown(button: .left, position: Point(x: 10, y: 10), modifiers: [], clickCount: 1, time: r.time),
                       in: smaller)
        XCTAssertEqual(try XCTUnwrap(recorder.layouts.last ?? nil).plotArea, smaller.plotArea)
    }

    func testARadialChartsClicksGoThroughTheSameList() {
        let pie = PieSeries(title: "p")
        let chart = Chart()
        let source = ArrayDataSource()
        source.add(pie, values: [1, 1, 2], names: ["a", "b", "c"])
        chart.dataSource = source
        chart.legend.isVisible = true
        let r = GestureReplay(chart: chart)
        let entry = chart.lastLayout!.legendEntries[2].frame
        let recorder = Recorder()
        recorder.consumesClicks = true
        chart.interactions.insert(recorder, after: "rotate")
        r.click(Point(x: entry.midX, y: entry.midY))
        XCTAssertEqual(recorder.clicks.count, 1, "the pie's click reached the list")
        XCTAssertEqual(pie.hiddenSliceNames, [], "and the legend never heard it")
        chart.interactions.remove(named: "recorder")
        r.click(Point(x: entry.midX, y: entry.midY))
        XCTAssertEqual(pie.hiddenSliceNames, ["c"])
        // Without the rotate handler a drag around the centre no longer turns the pie.
        chart.interactions.remove(RotateInteraction.self)
        let before = pie.rotationAngle
        let centre = Point(x: r.plot.midX, y: r.plot.midY)
        r.drag(from: Point(x: centre.x + 60, y: centre.y), to: Point(x: centre.x, y: centre.y + 60))
        XCTAssertEqual(pie.rotationAngle, before)
    }

    /// The standard handlers taken out and put back in the same order by name replay a mixed
    /// recorded stream exactly as the untouched list does.
    func testTheStandardListRebuiltReplaysTheSameGestures() throws {
        func replay(_ configure: (Chart) -> Void) throws -> [AxisRange] {
            let (r, _) = twoLines()
            configure(r.chart)
            var ranges: [AxisRange] = []
            r.drag(from: r.center, to: Point(x: r.center.x + 90, y: r.center.y + 30), hold: 0)
            r.runFrames()
            ranges += [r.x, r.y]
            r.send(.scroll(dx: 0, dy: 2, position: r.center, modifiers: [], isPrecise: false, time: r.time))
            r.runFrames()
            ranges += [r.x, r.y]
            r.drag(from: r.center, to: Point(x: r.center.x + 120, y: r.center.y + 80), button: .right)
            r.runFrames()
            ranges += [r.x, r.y]
            r.send(.key(.left, modifiers: [], isRepeat: false, time: r.time))
            r.runFrames()
            ranges += [r.x, r.y]
            r.press(r.center, clickCount: 1)
            r.release(r.center)
            r.press(r.center, clickCount: 2)
            r.release(r.center)
            r.runFrames()
            ranges += [r.x, r.y]
            let entry = try legendEntry(r, 1)
            r.press(entry)
            r.release(entry)
            r.runFrames()
            ranges += [r.x, r.y]
            return ranges
        }
        let standard = try replay { _ in }
        let rebuilt = try replay { chart in
            let names = chart.interactions.names
            let handlers = names.map { chart.interactions.remove(named: $0)! }
            XCTAssertTrue(chart.interactions.handlers.isEmpty)
            for handler in handlers.reversed() { chart.interactions.insert(handler, at: 0) }
            XCTAssertEqual(chart.interactions.names, names)
        }
        XCTAssertEqual(standard, rebuilt)
        XCTAssertNotEqual(standard.first, standard.last, "the stream moved the view")
    }

    /// An extension that takes every press (a range selector's window, say).
    final class PressGrabber: ChartExtension {
        var presses = 0
        func chart(_ chart: Chart, intercept event: InputEvent) -> Bool? {
            guard case .pointerDown = event else { return nil }
            presses += 1
            return false
        }
    }

    func testExtensionsHearEventsAsTheFirstHandlerOfTheList() {
        let (r, _) = twoLines()
        let grabber = PressGrabber()
        r.chart.addExtension(grabber)
        let x0 = r.x
        r.drag(from: r.center, to: Point(x: r.center.x + 150, y: r.center.y))
        XCTAssertEqual(r.x, x0, "the extension took the press: no pan")
        XCTAssertEqual(grabber.presses, 1)

        // A handler put before the extensions hears the press first.
        let recorder = Recorder()
        recorder.consumesPresses = true
        r.chart.interactions.insert(recorder, before: "extensions")
        r.drag(from: r.center, to: Point(x: r.center.x + 150, y: r.center.y))
        XCTAssertEqual(grabber.presses, 1, "the recorder consumed it first")
        XCTAssertEqual(recorder.presses, 1)

        // Without the extensions' handler, extensions take no input and the drag pans.
        r.chart.interactions.remove(named: "recorder")
        XCTAssertNotNil(r.chart.interactions.remove(ExtensionInteraction.self))
        r.drag(from: r.center, to: Point(x: r.center.x + 150, y: r.center.y))
        XCTAssertNotEqual(r.x, x0)
        XCTAssertEqual(grabber.presses, 1)
    }

    func testHandleClickAsksTheListsClickHandlers() throws {
        let (r, line) = twoLines()
        let entry = try legendEntry(r, 0)
        guard case .legendToggled(0) = r.chart.handleClick(at: entry) else { return XCTFail("the legend toggles") }
        XCTAssertTrue(line.isHidden)
        r.chart.handleClick(at: entry)
        XCTAssertFalse(line.isHidden)

        // Without the legend's handler a click there changes nothing.
        r.chart.interactions.remove(named: "legendToggle")
        XCTAssertFalse(r.chart.handleClick(at: entry).changedSomething)
        XCTAssertFalse(line.isHidden)

        // A handler of one's own before it is asked first, with the click's data values.
        r.chart.interactions = .standard
        let recorder = Recorder()
        recorder.consumesClicks = true
        r.chart.interactions.insert(recorder, at: 0)
        XCTAssertFalse(r.chart.handleClick(at: entry).changedSomething, "consumed before the legend heard it")
        XCTAssertFalse(line.isHidden)
        let layout = try XCTUnwrap(r.chart.lastLayout)
        XCTAssertEqual(recorder.clicks.map(\.position), [entry])
        XCTAssertEqual(recorder.clicks.first?.xValue ?? .nan, layout.dataValue(forPixelValue: entry.x, on: r.chart.xAxis))
    }

    func testTheBoxIsClippedToThePlotAreaOfTheLayoutItsPressWasHandledIn() throws {
        let (r, _) = twoLines()
        let plot = try XCTUnwrap(r.chart.lastLayout).plotArea
        r.press(r.center, button: .right)
        r.move(Point(x: plot.maxX + 300, y: plot.maxY + 300), buttons: [.right])
        XCTAssertEqual(r.chart.boxZoomRect, Rect(x: r.center.x, y: r.center.y,
                                                  width: plot.maxX - r.center.x, height: plot.maxY - r.center.y))
        // A frame's layout of another size clips the drawn box to its own plot area.
        let smaller = r.chart.layout(size: Size(width: 600, height: 400), measurer: ApproximateTextMeasurer())
        XCTAssertEqual(r.chart.navigator.boxZoomRect(within: smaller.plotArea)?.maxX, smaller.plotArea.maxX)
        r.release(Point(x: plot.maxX + 300, y: plot.maxY + 300), button: .right)
        XCTAssertNil(r.chart.boxZoomRect)
    }
}
