import ChartKit
import ChartTestSupport
import Foundation
import XCTest
@testable import ChartViewer

/// `chartview --type pie|donut|polar|radar` and radial specs: what a table and a spec make,
/// the warnings and errors, and the `--print-ranges` lines for rotation and selection.
final class RadialViewerTests: XCTestCase {
    private var scratch: ScratchFolder!

    override func setUpWithError() throws {
        scratch = try ScratchFolder("radial")
    }

    override func tearDown() {
        scratch = nil
    }

    private func write(_ name: String, _ text: String) throws -> String {
        try scratch.write(name, text)
    }

    func testACSVMakesOneRingPerValueColumnNamedByTheFirstColumn() throws {
        let path = try write("fruit.csv", "Fruit,Last,This\nApples,3,4\nPears,1,2\nPlums,2,2\n")
        let pie = try ChartFactory.makeChart(path: path, options: ChartOptions.parse(["--type", "pie"])).0
        XCTAssertTrue(pie.isRadialChart)
        XCTAssertEqual(pie.series.count, 2)
        XCTAssertTrue(pie.series[0] is PieSeries && pie.series[1] is DonutSeries, "a pie ringed by a donut")
        XCTAssertEqual(pie.slices(of: pie.series[0] as! PieSeries).map(\.name), ["Apples", "Pears", "Plums"])
        let donut = try ChartFactory.makeChart(path: path, options: ChartOptions.parse(["--type", "donut"])).0
        XCTAssertTrue(donut.series.allSatisfy { $0 is DonutSeries })
        let radar = try ChartFactory.makeChart(path: path, options: ChartOptions.parse(["--type", "radar"])).0
        XCTAssertTrue(radar.series.allSatisfy { $0 is RadarSeries })
        XCTAssertEqual((radar.xAxis as? CategoryAxis)?.categories, ["Apples", "Pears", "Plums"])
    }

    func testNegativeAndMissingValuesAreSkippedWithAWarning() throws {
        let chartview = CommandRunner.product("chartview")
        try XCTSkipUnless(FileManager.default.isExecutableFile(atPath: chartview), "chartview is not built beside the tests")
        let path = try write("bad.csv", "Name,Value\na,3\nb,-2\nc,\nd,0\ne,1\n")
        let out = scratch.path("bad.png")
        let result = try CommandRunner.run(chartview, ["render", path, "--type", "pie", "-o", out, "--size", "300x200"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stderr,
                       "chartview: warning: \(path): column \"Value\": 2 negative or non-numeric values skipped, first in row 2 (b)\n")
        let chart = try ChartFactory.makeChart(path: path, options: ChartOptions.parse(["--type", "pie"])).0
        XCTAssertEqual(chart.slices(of: chart.series[0] as! PieSeries).map(\.name), ["a", "e"], "zero has no slice either")
    }

    func testASpecSetsEveryPieOption() throws {
        let path = try write("pie.json", """
        { "type": "donut", "series": [ { "title": "Mix", "y": [1, 2, 3], "names": ["x", "y", "z"], "innerRadius": 0.3,
          "startAngle": 90, "direction": "counterClockwise", "labelPosition": "outside", "protrusion": 4,
          "rotateSelectedTo": 180, "minimumSliceAngle": 5 } ] }
        """)
        let chart = try ChartFactory.makeChart(path: path, options: ChartOptions.parse([])).0
        let donut = try XCTUnwrap(chart.series.first as? DonutSeries)
        XCTAssertEqual(donut.innerRadius, 0.3)
        XCTAssertEqual(donut.startAngle, 0, accuracy: 1e-15, "90° clockwise from 12 o'clock is 3 o'clock")
        XCTAssertEqual(donut.direction, .counterClockwise)
        XCTAssertEqual(donut.labelPosition, .outside)
        XCTAssertEqual(donut.protrusion, 4)
        XCTAssertEqual(donut.rotateSelectedSliceTo ?? 0, .pi / 2, accuracy: 1e-15, "180° from the top is the bottom")
        XCTAssertEqual(donut.minimumSliceAngle, 5 * .pi / 180, accuracy: 1e-15)
        XCTAssertEqual(chart.slices(of: donut).map(\.name), ["x", "y", "z"])
    }

    func testBadSpecOptionsGetOneLineNamingTheEntry() throws {
        let cases: [(String, String)] = [
            (#"{ "type": "pie", "series": [ { "y": [1], "innerRadius": 0.5 } ] }"#, "series[0]: innerRadius needs \"type\": \"donut\""),
            (#"{ "type": "donut", "series": [ { "y": [1], "innerRadius": 1.5 } ] }"#, "series[0]: innerRadius must lie in 0..<1"),
            (#"{ "type": "pie", "series": [ { "y": [1], "labelPosition": "above" } ] }"#,
             "series[0]: labelPosition \"above\": expected inside, outside or none"),
            (#"{ "type": "pie", "series": [ { "y": [1] }, { "type": "line", "y": [2] } ] }"#,
             "series[1]: line cannot share a chart with pies and donuts"),
        ]
        for (text, problem) in cases {
            let path = try write("bad.json", text)
            XCTAssertThrowsError(try ChartFactory.makeChart(path: path, options: ChartOptions.parse([]))) { error in
                XCTAssertEqual("\(error)", "\(path): \(problem)")
            }
        }
    }

    func testPrintRangesWritesRotationAndSelectionLines() {
        let chart = Chart()
        let pie = PieSeries(title: "p")
        let source = ArrayDataSource()
        source.add(pie, values: [1, 2], names: ["a", "b"])
        chart.dataSource = source
        var lines: [String] = []
        let printer = RangePrinter { lines.append($0) }
        chart.delegate = printer
        chart.rotate(pie, to: 0.25)
        chart.setPointSelected(true, pointIndex: 1, seriesIndex: 0)
        chart.setPointSelected(false, pointIndex: 1, seriesIndex: 0)
        XCTAssertEqual(lines, ["{\"rotation\":0.25,\"cause\":\"programmatic\"}\n",
                               "{\"selected\":{\"series\":0,\"point\":1}}\n",
                               "{\"selected\":null}\n"])
    }
}
