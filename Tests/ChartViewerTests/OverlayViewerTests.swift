import ChartKit
import ChartTestSupport
import Foundation
import XCTest
@testable import ChartViewer

/// chartview's overlay: crosshair lines in `--print-ranges`, annotations from specs and event
/// files, crosshair options, and their errors.
final class OverlayViewerTests: XCTestCase {
    private var scratch: ScratchFolder!

    override func setUpWithError() throws {
        scratch = try ScratchFolder("overlay-tests")
    }

    override func tearDown() {
        scratch = nil
    }

    private func write(_ name: String, _ text: String) throws -> String {
        try scratch.write(name, text)
    }

    // MARK: --print-ranges crosshair lines

    func testCrosshairLineListsEveryRowAndNullWhenHidden() throws {
        let reading = CrosshairReading(mode: .floating, x: 1.5, position: Point(x: 0, y: 0), rows: [
            TooltipRow(seriesIndex: 0, seriesTitle: "Bergen \"west\"", color: .black, pointIndex: nil,
                       values: [TooltipValue(name: "x", value: 1.5, text: "1.5"), TooltipValue(name: "y", value: 0.1 + 0.2, text: "0.3")],
                       position: Point(x: 0, y: 0)),
            TooltipRow(seriesIndex: 1, seriesTitle: "OHLC", color: .black, pointIndex: 3,
                       values: [TooltipValue(name: "open", value: 1, text: "1"), TooltipValue(name: "close", value: .nan, text: "")],
                       position: Point(x: 0, y: 0)),
        ])
        let line = RangePrinter.crosshairLine(for: reading)
        XCTAssertEqual(line, #"{"crosshair":{"x":1.5,"rows":[{"series":"Bergen \"west\"","values":{"x":1.5,"y":0.30000000000000004}},{"series":"OHLC","values":{"open":1,"close":null}}]}}"# + "\n")
        XCTAssertNoThrow(try JSONSerialization.jsonObject(with: Data(line.utf8)))
        XCTAssertEqual(RangePrinter.crosshairLine(for: nil, chartIndex: 1), "{\"chart\":1,\"crosshair\":null}\n")
    }

    func testPrinterHearsCrosshairChangesOnce() {
        let chart = Chart()
        let source = ArrayDataSource()
        source.add(LineSeries(title: "a"), x: [0, 1, 2], y: [5, 6, 7])
        chart.dataSource = source
        var lines: [String] = []
        let printer = RangePrinter { lines.append($0) }
        chart.delegate = printer
        let size = Size(width: 600, height: 400)
        // The crosshair's readings are reported as frames draw them.
        @discardableResult func frame() -> Scene { chart.makeScene(size: size, measurer: ApproximateTextMeasurer()) }
        frame()
        chart.crosshair.pointerPosition = Point(x: chart.xAxis.pixelValue(forDataValue: 1), y: chart.yAxis.pixelValue(forDataValue: 6))
        frame()
        frame()
        chart.crosshair.pointerPosition = nil
        frame()
        XCTAssertEqual(lines, ["{\"crosshair\":{\"x\":1,\"rows\":[{\"series\":\"a\",\"values\":{\"x\":1,\"y\":6}}]}}\n",
                               "{\"crosshair\":null}\n"])
    }

    // MARK: Event files

    func testEventFileRowsBecomeLinesAndSpans() throws {
        let path = try write("events.csv", #"""
            x,x2,label,colour
            # deploys and incidents
            3,,deploy v2
            5,7,"outage, region ""eu""",#ff0000

            9,canary,#00ff00
            """#)
        let chart = Chart()
        let annotations = try ChartFactory.readEventAnnotations(path: path, chart: chart)
        XCTAssertEqual(annotations.map(\.kind), [.verticalLine(x: 3), .verticalBand(from: 5, to: 7), .verticalLine(x: 9)])
        XCTAssertEqual(annotations.map(\.label), ["deploy v2", "outage, region \"eu\"", "canary"])
        XCTAssertEqual(annotations[1].style.strokeColor, Color(hex: 0xff0000))
        XCTAssertEqual(annotations[2].style.strokeColor, Color(hex: 0x00ff00))
    }

    func testEventFilesReadDatesOnADateAxisAndCategoriesByName() throws {
        let dates = Chart()
        dates.xAxis = DateTimeAxis()
        let path = try write("dates.csv", "2024-03-01,2024-03-02T12:00Z,maintenance\n")
        let annotation = try XCTUnwrap(try ChartFactory.readEventAnnotations(path: path, chart: dates).first)
        XCTAssertEqual(annotation.kind, .verticalBand(from: 1_709_251_200, to: 1_709_251_200 + 129_600))
        let categories = Chart()
        categories.xAxis = CategoryAxis(categories: ["Mon", "Tue", "Wed"])
        let named = try write("named.csv", "Tue,holiday\n")
        XCTAssertEqual(try ChartFactory.readEventAnnotations(path: named, chart: categories).first?.kind, .verticalLine(x: 1))
    }

    func testEventFileErrorsNameFileAndLine() throws {
        let cases: [(String, String)] = [
            // The file's fields are not quoted (issue #22: --annotations /etc/shadow showed a line of it).
            ("x,label\n1,ok\nsoon,late\n", ":3: x: expected a number, an ISO date on a date axis, or a category name"),
            ("1\n", ":1: expected x[,x2],label[,colour]"),
            ("1,2,label,#12345z\n", ":1: colour: expected #rrggbb"),
            ("1,2,label,#123456,extra\n", ":1: too many fields: expected x[,x2],label[,colour]"),
        ]
        for (i, (text, message)) in cases.enumerated() {
            let path = try write("bad\(i).csv", text)
            XCTAssertThrowsError(try ChartFactory.readEventAnnotations(path: path, chart: Chart())) { error in
                XCTAssertEqual("\(error)", path + message)
            }
        }
        let missing = scratch.path("none.csv")
        XCTAssertThrowsError(try ChartFactory.readEventAnnotations(path: missing, chart: Chart())) { error in
            XCTAssertEqual("\(error)", "\(missing): cannot read file (No such file or directory)")
        }
    }

    // MARK: Specs

    func testSpecAnnotationsAndCrosshairOptions() throws {
        let spec = try write("spec.json", #"""
            { "series": [ { "title": "a", "x": [0, 10], "y": [0, 100] } ],
              "yAxes": [ { "title": "right", "position": "right" } ],
              "crosshair": { "mode": "floating", "lines": "both", "outOfRange": "clamp", "activation": "pressAndHold",
                             "interpolation": "step", "tooltip": false, "tooltipStyle": "series" },
              "annotations": [
                { "type": "hline", "y": 20, "label": "limit", "color": "#ff0000", "dash": [4, 2], "layer": "underlay" },
                { "type": "box", "x": 1, "y": 2, "x2": 3, "y2": 4, "yAxis": 1 },
                { "type": "text", "x": 5, "y": 50, "text": "peak", "anchor": "bottomLeft", "rotation": 45, "background": "#ffffff" },
                { "type": "rectangle", "pinned": [0.5, 0.5], "size": [2, 3], "sizing": "data" }
              ] }
            """#)
        let (chart, _) = try ChartFactory.makeChart(path: spec, options: ChartOptions.parse([]))
        XCTAssertEqual(chart.crosshair.mode, .floating)
        XCTAssertEqual(chart.crosshair.lines, .both)
        XCTAssertEqual(chart.crosshair.outOfRange, .clamp)
        XCTAssertEqual(chart.crosshair.activation, .pressAndHold)
        XCTAssertEqual(chart.crosshair.interpolation, .step)
        XCTAssertFalse(chart.crosshair.showsTooltip)
        XCTAssertEqual(chart.crosshair.tooltipStyle, .series)
        let a = chart.annotations
        XCTAssertEqual(a.map(\.kind), [.horizontalLine(y: 20), .box(x1: 1, y1: 2, x2: 3, y2: 4),
                                       .text("peak", at: .data(x: 5, y: 50)), .rectangle(at: .plot(x: 0.5, y: 0.5))])
        XCTAssertEqual(a[0].layer, .underlay)
        XCTAssertEqual(a[0].style.dash, [4, 2])
        XCTAssertEqual(a[0].label, "limit")
        XCTAssertTrue(a[1].yAxis === chart.yAxes[1])
        XCTAssertEqual(a[2].style.anchor, .bottomLeft)
        XCTAssertEqual(a[2].style.rotation, 45)
        XCTAssertEqual(a[3].sizing, .dataUnits(width: 2, height: 3))
    }

    func testBadSpecAnnotationsGetOneLine() throws {
        let bad: [(String, String)] = [
            (#"{"type": "arrow", "x": 1}"#, "annotations[0]: type \"arrow\": expected hline, vline, hband, vband, box, rectangle, text or image"),
            (#"{"type": "vline"}"#, "annotations[0]: needs \"x\""),
            (#"{"type": "vline", "x": "tomorrow"}"#, "annotations[0]: x \"tomorrow\": expected a number, an ISO date on a date axis, or a category name"),
            (#"{"type": "hline", "y": 1, "yAxis": 3}"#, "annotations[0]: yAxis 3: the chart has 1"),
            (#"{"type": "image", "image": "missing.png", "x": 1, "y": 1}"#, "annotations[0]: image \"missing.png\": "),
            (#"{"type": "hline", "y": 1, "layer": "middle"}"#, "annotations[0]: layer \"middle\": expected overlay or underlay"),
        ]
        for (i, (entry, message)) in bad.enumerated() {
            let spec = try write("bad\(i).json", #"{"series": [{"y": [1, 2]}], "annotations": ["# + entry + "]}")
            XCTAssertThrowsError(try ChartFactory.makeChart(path: spec, options: ChartOptions.parse([]))) { error in
                XCTAssertTrue("\(error)".hasPrefix("\(spec): " + message), "\(error)")
            }
        }
        let crosshair = try write("badmode.json", #"{"series": [{"y": [1, 2]}], "crosshair": {"mode": "sticky"}}"#)
        XCTAssertThrowsError(try ChartFactory.makeChart(path: crosshair, options: ChartOptions.parse([]))) { error in
            XCTAssertEqual("\(error)", "\(crosshair): crosshair: mode \"sticky\": expected one of snap, floating")
        }
        let style = try write("badstyle.json", #"{"series": [{"y": [1, 2]}], "crosshair": {"tooltipStyle": "boxed"}}"#)
        XCTAssertThrowsError(try ChartFactory.makeChart(path: style, options: ChartOptions.parse([]))) { error in
            XCTAssertEqual("\(error)", "\(style): crosshair: tooltipStyle \"boxed\": expected one of beside, series")
        }
        XCTAssertThrowsError(try ChartFactory.makeChart(path: nil, options: ChartOptions.parse(["--crosshair", "x"]))) { error in
            XCTAssertEqual("\(error)", "--crosshair x: expected snap or floating")
        }
    }

    func testAnnotationsOptionOnTheCommandLine() throws {
        let chartview = CommandRunner.product("chartview")
        try XCTSkipUnless(FileManager.default.isExecutableFile(atPath: chartview), "chartview is not built beside the tests")
        let out = scratch.path("x.png")
        let events = try write("events.csv", "1,2,span\nlater,oops\n")
        let result = try CommandRunner.run(chartview, ["render", "demo", "-o", out, "--annotations", events])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stderr, "chartview: \(events):2: x: expected a number, an ISO date on a date axis, or a category name\n")
        let good = try write("good.csv", "1,2,span\n")
        XCTAssertEqual(try CommandRunner.run(chartview, ["render", "demo", "-o", out, "--annotations", good]).status, 0)
        XCTAssertTrue(FileManager.default.fileExists(atPath: out))
    }
}
