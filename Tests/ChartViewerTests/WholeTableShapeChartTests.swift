import ChartKit
import ChartTestSupport
import Foundation
import XCTest
@testable import ChartViewer

/// The charts the whole-table shapes make in the viewer: one value per named item as
/// horizontal bars whose names run up a category y axis, and a column per year melted to one
/// line per entity over a year axis, as the long form of the same data draws.
final class WholeTableShapeChartTests: XCTestCase {
    private var scratch: ScratchFolder!

    override func setUpWithError() throws {
        scratch = try ScratchFolder("whole-table-shapes")
    }

    override func tearDown() {
        scratch = nil
    }

    func testNamedValuesAreBarsWithTheNamesUpTheYAxisSmallestAtTheBottom() throws {
        let path = try scratch.write("logp.tsv", "CAS\tName\tlogP\n50-00-0\tFormaldehyde\t0.35\n50-32-8\tBenzo[a]pyrene\t6.2\n64-17-5\tEthanol\t-0.31\n")
        let chart = try ChartFactory.makeChart(path: path, options: ChartOptions.parse([])).0
        XCTAssertEqual(chart.series.count, 1)
        XCTAssertTrue(chart.series[0] is BarSeries)
        XCTAssertEqual((chart.yAxis as? CategoryAxis)?.categories, ["Ethanol", "Formaldehyde", "Benzo[a]pyrene"])
        XCTAssertEqual(chart.xAxis.title, "logP")
    }

    /// A histogram the inference binned has no spec form: `--print-spec` says so in one line
    /// rather than writing a spec that draws another picture (a count per distinct value).
    func testPrintSpecOfABinnedHistogramIsOneLine() throws {
        let rows = (0..<300).map { i in "\(1000 + i)-1\(i % 10)-5\t\(20 + (i * 37) % 80)" }
        let path = try scratch.write("ron.tsv", "CAS\tRON\n" + rows.joined(separator: "\n") + "\n")
        let plan = try ChartFactory.planChart(dataFile: path, choice: try ChartOptions.parse([]).tableChoice(), strict: false, cachesColumns: false).1
        XCTAssertEqual(plan.inference.aggregation, .count)
        XCTAssertThrowsError(try plan.specJSON(dataPath: path)) { error in
            let line = "\(error)"
            XCTAssertFalse(line.contains("\n"), line)
            XCTAssertTrue(line.contains("--print-spec") && line.contains("histogram of RON"), line)
        }
    }

    /// A count per category (y empty) is written with `"y": []`, a spec that loads and draws the
    /// same counts (an empty list was written as `{}`, which the spec reader refuses).
    func testPrintSpecOfACountPerCategoryLoads() throws {
        let rows = (0..<60).map { i in "\(["red", "green", "blue"][i % 3]),\(["north", "south"][i % 2])" }
        let path = try scratch.write("colours.csv", "colour,side\n" + rows.joined(separator: "\n") + "\n")
        let plan = try ChartFactory.planChart(dataFile: path, choice: try ChartOptions.parse(["--x", "colour", "--agg", "count"]).tableChoice(),
                                              strict: false, cachesColumns: false).1
        let spec = try plan.specJSON(dataPath: path)
        XCTAssertTrue(spec.contains("\"y\": []"), spec)
        let specPath = try scratch.write("colours.json", spec)
        XCTAssertNoThrow(try ChartFactory.makeChart(path: specPath, options: ChartOptions.parse([])))
    }

    func testAColumnPerYearDrawsAsItsLongForm() throws {
        let years = Array(2001...2008)
        let wide = "Name,FIPS," + years.map(String.init).joined(separator: ",") + "\n"
            + ["Ohio", "Iowa", "Utah"].enumerated().map { i, name in
                "\(name),\(i + 1)," + years.map { String(100 * (i + 1) + $0 - 2000) }.joined(separator: ",")
            }.joined(separator: "\n") + "\n"
        let long = "Name,year,value\n" + ["Ohio", "Iowa", "Utah"].enumerated().flatMap { i, name in
            years.map { "\(name),\($0),\(100 * (i + 1) + $0 - 2000)" }
        }.joined(separator: "\n") + "\n"
        let wideChart = try ChartFactory.makeChart(path: try scratch.write("wide.csv", wide), options: ChartOptions.parse([])).0
        let longChart = try ChartFactory.makeChart(path: try scratch.write("long.csv", long), options: ChartOptions.parse([])).0
        XCTAssertEqual(wideChart.series.map(\.title), ["Ohio", "Iowa", "Utah"])
        XCTAssertEqual(wideChart.series.map(\.title), longChart.series.map(\.title))
        for i in wideChart.series.indices {
            XCTAssertEqual(wideChart.data(forSeriesAt: i).x.array, longChart.data(forSeriesAt: i).x.array)
            XCTAssertEqual(wideChart.data(forSeriesAt: i).y.array, longChart.data(forSeriesAt: i).y.array)
        }
        XCTAssertEqual((wideChart.xAxis as? NumberAxis)?.isYearScale, true)
    }
}
