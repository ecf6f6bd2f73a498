import XCTest
@testable import ChartCore

/// The help overlay, the status line and the load progress bar: chart extensions drawing in the
/// overlay, driven by replayed input.
final class WindowAidsTests: XCTestCase {
    private func texts(_ r: GestureReplay) -> [String] {
        r.chart.extensionOverlayCommands(layout: r.chart.lastLayout!, measurer: r.measurer).compactMap {
            if case .text(let t) = $0 { return t.text } else { return nil }
        }
    }

    func testQuestionMarkF1AndEscapeShowAndHideTheHelp() {
        let r = GestureReplay.standard()
        let help = HelpOverlay(sheet: .navigation(for: r.chart))
        r.chart.addExtension(help)
        var toggles: [Bool] = []
        help.onToggle = { toggles.append($0) }
        XCTAssertTrue(texts(r).isEmpty)
        r.key(.character("?"))
        XCTAssertTrue(help.isShown)
        let shown = texts(r)
        XCTAssertTrue(shown.contains("Keys and gestures"))
        for entry in help.sheet.sections.flatMap(\.entries) {
            XCTAssertTrue(shown.contains(entry.keys) && shown.contains(entry.action), "\(entry) drawn")
        }
        let x0 = r.x
        r.key(.right)   // keys other than the help's go on to the chart
        _ = r.runFrames()
        XCTAssertNotEqual(r.x, x0)
        XCTAssertTrue(help.isShown)
        r.key(.escape)
        XCTAssertFalse(help.isShown)
        r.key(.function(1))
        XCTAssertTrue(help.isShown)
        r.key(.function(1))
        XCTAssertFalse(help.isShown)
        r.key(.escape)   // not shown: Escape goes on to navigation
        XCTAssertEqual(toggles, [true, false, true, false])
    }

    func testHelpPanelFitsTheWindowInTwoColumnsWhenShort() throws {
        let r = GestureReplay.standard()
        let help = HelpOverlay(sheet: .navigation(for: r.chart))
        help.isShown = true
        r.chart.addExtension(help)
        let tall = HelpPanelLayout(sheet: help.sheet, fontSize: 12, measurer: r.measurer,
                                   bounds: Rect(x: 0, y: 0, width: 1200, height: 900))
        XCTAssertEqual(tall.columns.count, 1)
        let short = HelpPanelLayout(sheet: help.sheet, fontSize: 12, measurer: r.measurer,
                                    bounds: Rect(x: 0, y: 0, width: 1200, height: 360))
        XCTAssertEqual(short.columns.count, 2)
        XCTAssertLessThanOrEqual(short.panel.height, 360)
        XCTAssertEqual(short.panel.midX, 600, accuracy: 1)
    }

    func testASmallWindowShowsTheWholeHelpSmallerAndAShorterStatusLine() {
        let r = GestureReplay(chart: GestureReplay.standard().chart, size: Size(width: 520, height: 380))
        let bounds = Rect(x: 0, y: 0, width: 520, height: 380)
        let layout = HelpPanelLayout.fitting(sheet: .navigation(for: r.chart), fontSize: 12, measurer: r.measurer, bounds: bounds)
        XCTAssertLessThanOrEqual(layout.panel.width, 520 - 2 * HelpPanelLayout.margin + 1)
        XCTAssertLessThanOrEqual(layout.panel.height, 380 - 2 * HelpPanelLayout.margin + 1)
        XCTAssertLessThan(layout.entryFont.size, 12)
        let status = StatusLine(hint: "? or F1: keys and gestures")
        r.chart.addExtension(status)
        r.layOut()   // the status line's strip is laid out below the axes
        let drawn = texts(r)
        XCTAssertEqual(drawn.count, 1)
        let strip = r.chart.lastLayout!.footerStrip!
        XCTAssertTrue(status.text(for: r.chart).hasPrefix(drawn[0]), "the parts that fit, from the start: \(drawn)")
        XCTAssertLessThan(r.measurer.measure(drawn[0], font: FontSpec(size: status.fontSize)).width, strip.width)
        // Narrower still: parts are dropped from the end.
        let narrow = GestureReplay(chart: GestureReplay.standard().chart, size: Size(width: 260, height: 380))
        narrow.chart.addExtension(status)
        narrow.layOut()
        let short = texts(narrow)
        XCTAssertEqual(short.count, 1)
        XCTAssertTrue(status.text(for: narrow.chart).hasPrefix(short[0]) && short[0] != status.text(for: narrow.chart),
                      "the parts that fit, from the start: \(short)")
    }

    func testHelpDescribesTheWheelAsTheChartIsSetUp() {
        let chart = Chart()
        XCTAssertTrue(HelpSheet.navigation(for: chart).sections[0].entries.contains(.init("Wheel", "zoom about the pointer")))
        chart.navigation.wheelZoomAxes = .horizontal
        XCTAssertTrue(HelpSheet.navigation(for: chart).sections[0].entries.contains {
            $0.keys == "Wheel" && $0.action.contains("Shift: y")
        })
    }

    func testStatusLineReadsThePointerPointsInViewAndAutoFit() {
        let r = GestureReplay.standard()
        let status = StatusLine(hint: "? or F1: keys and gestures")
        r.chart.addExtension(status)
        var heard: [String] = []
        status.onTextChange = { heard.append($0) }
        r.layOut()
        XCTAssertEqual(status.text(for: r.chart), "201 points   ·   y auto-fit off (A)   ·   ? or F1: keys and gestures")
        XCTAssertEqual(heard.last, status.text(for: r.chart))
        // The pointer at the plot's x of data 25 and y of 10.
        let x = r.chart.xAxis.pixelValue(forDataValue: 25), y = r.chart.yAxis.pixelValue(forDataValue: 10)
        r.send(.pointerMove(position: Point(x: x, y: y), buttons: [], time: r.time))
        XCTAssertTrue(status.text(for: r.chart).hasPrefix("x 25"), status.text(for: r.chart))
        XCTAssertTrue(status.text(for: r.chart).contains("y 10"), status.text(for: r.chart))
        XCTAssertTrue(status.text(for: r.chart).hasSuffix("? or F1: keys and gestures"), "a move keeps the hint")
        r.setRangeX(10, 20)
        // Points at 10, 10.5, … 20: 21 of them.
        XCTAssertTrue(status.text(for: r.chart).contains("21 of 201 points in view"), status.text(for: r.chart))
        r.key(.character("a"))
        XCTAssertTrue(status.text(for: r.chart).contains("y auto-fit on (A)"))
        XCTAssertFalse(status.text(for: r.chart).contains("keys and gestures"), "the first key takes the hint away")
        r.send(.pointerExit(time: r.time))
        XCTAssertFalse(status.text(for: r.chart).hasPrefix("x "))
        r.layOut()
        XCTAssertEqual(heard.last, status.text(for: r.chart), "the last frame's text was reported")
    }

    func testStatusLineWritesDatesWithTheDateAxis() {
        let chart = Chart()
        chart.xAxis = DateTimeAxis()
        let source = ArrayDataSource()
        let day = 86_400.0
        let start = 1_325_376_000.0   // 2012-01-01
        source.add(LineSeries(title: "Price"), x: (0..<60).map { start + Double($0) * day }, y: (0..<60).map(Double.init))
        chart.dataSource = source
        let r = GestureReplay(chart: chart)
        let status = StatusLine()
        chart.addExtension(status)
        let x = chart.xAxis.pixelValue(forDataValue: start + 31 * day)
        r.send(.pointerMove(position: Point(x: x, y: r.center.y), buttons: [], time: r.time))
        XCTAssertTrue(status.text(for: chart).hasPrefix("x 2012-02-01   y "), "days read as dates: \(status.text(for: chart))")
    }

    func testPointsInViewCountsScatterInBothAxes() {
        let chart = Chart()
        let source = ArrayDataSource()
        source.add(ScatterSeries(title: "S"), x: [5, 1, 3, 2, 4], y: [1, 5, 3, 2, 4])
        chart.dataSource = source
        let r = GestureReplay(chart: chart)
        XCTAssertEqual(chart.pointsInView().inView, 5)
        chart.setRange(min: 1.5, max: 4.5, on: chart.xAxis)
        chart.setRange(min: 2.5, max: 4.5, on: chart.yAxis)
        XCTAssertEqual(chart.pointsInView().inView, 2, "(3, 3) and (4, 4)")
        XCTAssertEqual(chart.pointsInView().total, 5)
        _ = r
    }

    func testABigUnsortedChartKeepsItsCountWhileDraggedAndCountsAtRest() {
        let chart = Chart()
        let source = ArrayDataSource()
        let n = 1_000_001
        // Unsorted x (a scatter): counting needs a scan.
        source.add(ScatterSeries(title: "S"), x: (0..<n).map { Double(($0 * 7919) % n) }, y: (0..<n).map { Double($0 % 100) })
        chart.dataSource = source
        let r = GestureReplay(chart: chart)
        let status = StatusLine()
        chart.addExtension(status)
        XCTAssertTrue(status.text(for: chart).hasPrefix("1,000,001 points"), status.text(for: chart))
        r.press(r.center)
        r.time += 0.05
        r.move(Point(x: r.center.x - 200, y: r.center.y))
        XCTAssertTrue(chart.navigator.isDragging)
        XCTAssertTrue(status.text(for: chart).contains("   1,000,001 points   "), "no scan while dragging: \(status.text(for: chart))")
        r.time += 0.5
        r.release(Point(x: r.center.x - 200, y: r.center.y))
        _ = r.runFrames()
        XCTAssertTrue(status.text(for: chart).contains("of 1,000,001 points in view"), "counted at rest: \(status.text(for: chart))")
    }

    func testProgressBarFillsWithTheFraction() throws {
        let r = GestureReplay.standard()
        let progress = LoadProgress(title: "Loading big.csv")
        r.chart.addExtension(progress)
        progress.update(fraction: 0.25, detail: "10 of 40 MB")
        let bars = try XCTUnwrap(progress.barFrames(in: r.plot))
        XCTAssertEqual(bars.filled.width, (bars.track.width * 0.25).rounded())
        XCTAssertEqual(bars.track.midX, r.plot.midX, accuracy: 1)
        XCTAssertTrue(texts(r).contains("Loading big.csv   25 %   10 of 40 MB"))
        progress.update(fraction: .nan)
        XCTAssertEqual(progress.fraction, 0)
        progress.update(fraction: 7)
        XCTAssertEqual(progress.fraction, 1)
        progress.finish()
        XCTAssertNil(progress.barFrames(in: r.plot))
        XCTAssertTrue(texts(r).isEmpty)
    }
}

private extension GestureReplay {
    func setRangeX(_ min: Double, _ max: Double) {
        chart.setRange(min: min, max: max, on: chart.xAxis)
        layOut()
    }
}
