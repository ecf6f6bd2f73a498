import ChartKit
import ChartTestSupport
import Foundation
import XCTest
@testable import ChartViewer

/// chartview's axes: date and epoch columns found, categories, `--x-axis`, `--y-axis`,
/// `--exclude-weekends`, `--time-zone`, and axes in chart specs.
final class AxisOptionsTests: XCTestCase {
    private var scratch: ScratchFolder!

    override func setUpWithError() throws {
        scratch = try ScratchFolder("axis-options")
    }

    override func tearDown() {
        scratch = nil
    }

    private func write(_ name: String, _ text: String) throws -> String {
        try scratch.write(name, text)
    }

    private func options(_ arguments: [String]) throws -> ChartOptions {
        try ChartOptions.parse(arguments)
    }

    func testISODatesInEveryAcceptedForm() {
        let utc = DateCellParser(timeZone: TimeZone(identifier: "UTC")!)
        let table: [(String, Double?)] = [
            ("2023-11-14", 1_699_920_000),
            ("2023-11-14T22:13:20Z", 1_700_000_000),
            ("2023-11-14 22:13:20", 1_700_000_000),
            ("2023-11-14T22:13", 1_699_999_980),
            ("2023-11-14T22:13:20.250Z", 1_700_000_000.25),
            ("2023-11-14T23:13:20+01:00", 1_700_000_000),
            ("2023-11-14T17:13:20-0500", 1_700_000_000),
            ("2023-11-14T23:13:20+01", 1_700_000_000),
            ("2024-02-29", 1_709_164_800),
            ("2023-02-29", nil),
            ("2023-13-01", nil),
            ("14:30", nil),
            ("03/01/2024", nil),
            ("2023-11-14T25:00", nil),
            ("2023-11-14Tnoon", nil),
            ("", nil),
        ]
        for (text, expected) in table {
            XCTAssertEqual(utc.seconds(from: text), expected, text)
        }
        // Without an offset, the wall clock of the given zone.
        let newYork = DateCellParser(timeZone: TimeZone(identifier: "America/New_York")!)
        XCTAssertEqual(newYork.seconds(from: "2023-11-14 17:13:20"), 1_700_000_000)
    }

    func testDateAndEpochColumnsGetADateAxis() throws {
        let utc = TimeZone(identifier: "UTC")!
        let dated = try DelimitedTextParser.parse("day,price\n2024-03-01,10\n2024-03-04,11\n,12\n", file: "d.csv", keepTextColumns: true)
        let prepared = try ChartFactory.axisTable(dated, kind: nil, timeZone: utc, file: "d.csv")
        XCTAssertTrue(prepared.xAxis is DateTimeAxis)
        XCTAssertEqual(prepared.table.columns.map(\.name), ["day", "price"])
        XCTAssertEqual(prepared.table.columns[0].values.prefix(2), [1_709_251_200, 1_709_510_400])
        XCTAssertTrue(prepared.table.columns[0].values[2].isNaN, "an empty date is a gap")

        let epoch = try DelimitedTextParser.parse("timestamp,v\n1700000000000,1\n1700000000250,2\n", file: "e.csv")
        let ms = try ChartFactory.axisTable(epoch, kind: nil, timeZone: utc, file: "e.csv")
        XCTAssertEqual((ms.xAxis as? DateTimeAxis)?.valueUnit, .milliseconds)
        let seconds = try DelimitedTextParser.parse("time,v\n1700000000,1\n1700000060,2\n", file: "s.csv")
        XCTAssertEqual((try ChartFactory.axisTable(seconds, kind: nil, timeZone: utc, file: "s.csv").xAxis as? DateTimeAxis)?.valueUnit, .seconds)
        let plain = try DelimitedTextParser.parse("time,v\n0,1\n5,2\n", file: "p.csv")
        XCTAssertNil(try ChartFactory.axisTable(plain, kind: nil, timeZone: utc, file: "p.csv").xAxis, "small numbers are no epoch")
        XCTAssertTrue(try ChartFactory.axisTable(plain, kind: .date, timeZone: utc, file: "p.csv").xAxis is DateTimeAxis)
        let years = try DelimitedTextParser.parse("Year,v\n1990,1\n2020,2\n", file: "y.csv")
        let yearAxis = try XCTUnwrap(try ChartFactory.axisTable(years, kind: nil, timeZone: utc, file: "y.csv").xAxis as? NumberAxis)
        XCTAssertTrue(yearAxis.isYearScale, "1990, not 1,990")
        XCTAssertEqual(yearAxis.string(for: 1990), "1990")
    }

    func testTextColumnsBecomeCategories() throws {
        let text = "fruit,sold\nApples,3\nPears,5\nApples,4\n"
        let table = try DelimitedTextParser.parse(text, file: "f.csv", keepTextColumns: true)
        let prepared = try ChartFactory.axisTable(table, kind: nil, timeZone: TimeZone(identifier: "UTC")!, file: "f.csv")
        let axis = try XCTUnwrap(prepared.xAxis as? CategoryAxis)
        XCTAssertEqual(axis.categories, ["Apples", "Pears"])
        XCTAssertEqual(prepared.table.columns[0].values, [0, 1, 0])
        XCTAssertThrowsError(try ChartFactory.axisTable(table, kind: .date, timeZone: TimeZone(identifier: "UTC")!, file: "f.csv")) { error in
            XCTAssertEqual("\(error)", "f.csv: column \"fruit\", data row 1: \"Apples\" is not an ISO 8601 date (e.g. 2024-03-01 or 2024-03-01T14:30:00Z)")
        }
    }

    func testCommandLineAxisKindsAndWeekends() throws {
        let path = try write("prices.csv", "date,close\n2024-03-01,10\n2024-03-04,11\n2024-03-05,12\n")
        let (chart, _) = try ChartFactory.makeChart(path: path, options: try options(["--exclude-weekends", "--y-axis", "log",
                                                                                     "--time-zone", "Europe/Oslo"]))
        let x = try XCTUnwrap(chart.xAxis as? DateTimeAxis)
        XCTAssertTrue(x.scale is DiscontinuousScale, "a date axis with gaps")
        XCTAssertEqual(x.timeZone.identifier, "Europe/Oslo")
        XCTAssertEqual(x.title, "date")
        XCTAssertTrue(chart.yAxis is NumberAxis && chart.yAxis.scale is LogarithmicScale)
        XCTAssertEqual(chart.yAxis.title, "close")
        // Friday to Monday is one day on the axis.
        let friday = 1_709_247_600.0, monday = 1_709_506_800.0   // local midnights in Oslo
        XCTAssertEqual(x.linearValue(monday) - x.linearValue(friday), 86_400)

        let numbers = try write("n.csv", "x,y\n1,10\n2,100\n")
        let (logX, _) = try ChartFactory.makeChart(path: numbers, options: try options(["--x-axis", "log"]))
        XCTAssertTrue(logX.xAxis is NumberAxis && logX.xAxis.scale is LogarithmicScale)
        XCTAssertEqual(logX.xAxis.title, "x")
        let cases: [([String], String)] = [
            (["--x-axis", "polar"], "--x-axis polar: expected one of number, date, log, category"),
            (["--exclude-weekends"], "--exclude-weekends: the x axis holds no dates (give a date column, or --x-axis date)"),
            (["--time-zone", "Mars/Olympus"], "--time-zone Mars/Olympus: not a known time zone (e.g. UTC, Europe/Oslo, America/New_York)"),
        ]
        for (arguments, message) in cases {
            XCTAssertThrowsError(try ChartFactory.makeChart(path: numbers, options: try options(arguments))) { error in
                XCTAssertEqual("\(error)", message)
            }
        }
    }

    func testAnAxisKindIsItsKindOfValueAndItsScaleNotItsClass() {
        XCTAssertEqual(AxisKind(of: NumberAxis()), .number)
        XCTAssertEqual(AxisKind(of: NumberAxis(scale: LogarithmicScale(base: 2))), .log)
        XCTAssertEqual(AxisKind(of: LogarithmicAxis()), .log)
        XCTAssertEqual(AxisKind(of: NumberAxis(scale: DiscontinuousScale())), .number)
        XCTAssertEqual(AxisKind(of: DiscontinuousNumberAxis()), .number)
        XCTAssertEqual(AxisKind(of: NumberAxis(scale: DiscontinuousScale(over: LogarithmicScale()))), .log,
                       "a log axis with gaps is a log axis")
        XCTAssertEqual(AxisKind(of: DateTimeAxis(scale: DiscontinuousScale())), .date)
        XCTAssertEqual(AxisKind(of: CategoryAxis()), .category)
        XCTAssertTrue(AxisKind.log.matches(NumberAxis(scale: LogarithmicScale())))
        XCTAssertFalse(AxisKind.number.matches(NumberAxis(scale: LogarithmicScale())))
    }

    func testASpecLogBaseMakesANumberAxisOnThatScale() throws {
        _ = try write("growth.csv", "x,y\n1,2\n2,8\n3,32\n")
        let specPath = try write("log.json", """
            { "data": "growth.csv", "yAxis": { "type": "log", "base": 2, "title": "cells" } }
            """)
        let chart = try ChartFactory.makeChart(spec: try ChartFactory.loadSpec(specPath), specPath: specPath)
        let y = try XCTUnwrap(chart.yAxis as? NumberAxis)
        XCTAssertEqual((y.scale as? LogarithmicScale)?.base, 2)
        XCTAssertEqual(y.showsPowersOnLogScale, true)
        XCTAssertEqual(y.title, "cells")
    }

    func testSpecAxesKindsPlacementAndAssignment() throws {
        _ = try write("climate.csv", "Month,Temperature,Rainfall\n2024-01-01,1,80\n2024-02-01,3,60\n2024-03-01,6,40\n")
        let specPath = try write("spec.json", """
            {
              "data": "climate.csv",
              "series": [ { "column": "Temperature" }, { "column": "Rainfall", "yAxis": 1 } ],
              "xAxis": { "title": "Month", "labelFormat": "MMM", "labelOrientation": "diagonal" },
              "yAxis": { "title": "°C", "positionValue": 0, "labelsFixed": true },
              "yAxes": [ { "title": "mm", "position": "right", "type": "log", "tickMarks": "inside", "width": 60 } ]
            }
            """)
        let spec = try ChartFactory.loadSpec(specPath)
        let chart = try ChartFactory.makeChart(spec: spec, specPath: specPath)
        let x = try XCTUnwrap(chart.xAxis as? DateTimeAxis)
        XCTAssertEqual(x.labelFormatter.pattern, "MMM")
        XCTAssertEqual(x.tickLabelOrientation, .diagonal)
        XCTAssertEqual(chart.yAxis.axisPositionValue, 0)
        XCTAssertTrue(chart.yAxis.axisLabelsAreFixed)
        XCTAssertEqual(chart.yAxes.count, 2)
        let right = try XCTUnwrap(chart.yAxes[1] as? NumberAxis)
        XCTAssertTrue(right.scale is LogarithmicScale)
        XCTAssertEqual(right.axisPosition, .reverse)
        XCTAssertEqual(right.tickMarkPosition, .inside)
        XCTAssertEqual(right.fixedWidth, 60)
        XCTAssertFalse(right.showsMajorGridLines)
        XCTAssertTrue(chart.yAxis(forSeriesAt: 1) === right)
        XCTAssertEqual(right.dataRange, AxisRange(min: 40, max: 80))
        XCTAssertEqual(chart.yAxis.dataRange, AxisRange(min: 1, max: 6))

        let bad = try write("bad.json", """
            { "data": "climate.csv", "series": [ { "column": "Rainfall", "yAxis": 3 } ] }
            """)
        XCTAssertThrowsError(try ChartFactory.makeChart(spec: try ChartFactory.loadSpec(bad), specPath: bad)) { error in
            XCTAssertEqual("\(error)", "\(bad): series[0]: yAxis 3: the chart has y axes 0…0")
        }
    }

    func testRenderingADateFileWithoutWeekendsFromTheCommandLine() throws {
        let chartview = CommandRunner.product("chartview")
        try XCTSkipUnless(FileManager.default.isExecutableFile(atPath: chartview), "chartview is not built beside the tests")
        let assets = CommandRunner.packageRoot.appendingPathComponent("Assets")
        let out = scratch.path("stock.png")
        let result = try CommandRunner.run(chartview, ["render", assets.appendingPathComponent("stock-weekdays.csv").path, "-o", out,
                                                       "--exclude-weekends", "--size", "500x300"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(try PNGReader.read(out).width, 500)
    }
}
