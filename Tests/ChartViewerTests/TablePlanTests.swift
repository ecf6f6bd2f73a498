import ChartKit
import ChartTestSupport
import Foundation
import XCTest
@testable import ChartViewer

/// What chartview plots from a file: the columns it picks, how cells read, how long tables split
/// and repeated categories fold, and `--print-spec` drawing the same chart back. The fixtures
/// are the shapes public data sets come in (stock prices in long format, daily weather, hourly
/// temperatures, restaurant tips, airports).
final class TablePlanTests: XCTestCase {
    private var scratch: ScratchFolder!
    private var chartview: String { CommandRunner.product("chartview") }

    override func setUpWithError() throws {
        scratch = try ScratchFolder("table-plan")
    }

    override func tearDown() {
        scratch = nil
    }

    private func plan(_ text: String, _ choice: TableChoice = TableChoice()) throws -> TablePlan {
        let table = try DelimitedTextParser.parse(text, file: "t.csv", keepTextColumns: true)
        return try TablePlan(table: table, choice: choice, file: "t.csv")
    }

    private func write(_ name: String, _ text: String) throws -> String {
        try scratch.write(name, text)
    }

    /// A whole file whose number columns hold no value is refused; a sample of a bigger source
    /// (a Parquet file's first pages, a database's first rows) is planned, since the values
    /// may come later.
    func testNothingToPlotIsRefusedOnlyForAWholeTable() throws {
        let table = try DelimitedTextParser.parse("t,a\n1,nan\n2,nan\n3,\n", file: "t.csv", keepTextColumns: true)
        XCTAssertThrowsError(try TablePlan(table: table, choice: TableChoice(), file: "t.csv")) {
            XCTAssertEqual("\($0)", #"t.csv: nothing to plot: no numeric column holds a value ("a": only gaps, NaN or placeholders)"#)
        }
        XCTAssertEqual(try TablePlan(table: table, choice: TableChoice(), file: "t.csv", isSample: true).y, ["a"])
    }

    // MARK: Long tables, dates, categories

    func testLongTableSplitsByItsKeyOnADateAxis() throws {
        let p = try plan("symbol,date,price\nMSFT,Jan 1 2000,39.81\nMSFT,Feb 1 2000,36.35\nAAPL,Jan 1 2000,25.94\nAAPL,Feb 1 2000,28.66\n")
        XCTAssertEqual(p.x, "date")
        XCTAssertEqual(p.xKind, .date)
        XCTAssertEqual(p.by, "symbol")
        XCTAssertEqual(p.y, ["price"])
        XCTAssertEqual(p.type, "line")
        XCTAssertEqual(p.series.map(\.name), ["MSFT", "AAPL"])
        XCTAssertEqual(p.series[1].x, [946_684_800, 949_363_200])
        XCTAssertEqual(p.series[1].y, [25.94, 28.66])
    }

    func testEachDateFormBecomesADateAxis() throws {
        let forms = ["2012/01/01": 1_325_376_000.0, "2010/01/01 00:00": 1_262_304_000, "01.01.2012": 1_325_376_000,
                     "2012-01-01T00:00:00+00:00": 1_325_376_000, "1 January 2012": 1_325_376_000]
        for (text, expected) in forms {
            let p = try plan("when,v\n\(text),1\n\(text),2\n")
            XCTAssertEqual(p.xKind, .date, text)
            XCTAssertEqual(p.series[0].x.first, expected, text)
        }
        let dayFirst = try plan("d,v\n01/02/2024,1\n13/02/2024,2\n")
        XCTAssertEqual(dayFirst.series[0].x, [1_706_745_600, 1_707_782_400])
        let ambiguous = try plan("d,v\n01/02/2024,1\n03/04/2024,2\n")
        XCTAssertTrue(ambiguous.notes.contains { $0.contains("month first") && $0.contains("--date-format") }, "\(ambiguous.notes)")
        var choice = TableChoice()
        choice.dateFormat = "%d/%m/%Y"
        XCTAssertEqual(try plan("d,v\n01/02/2024,1\n03/04/2024,2\n", choice).series[0].x, [1_706_745_600, 1_712_102_400])
    }

    func testEpochColumnsByNameInEveryUnit() throws {
        for (scale, unit) in [(1.0, "s"), (1e3, "ms"), (1e6, "us"), (1e9, "ns")] {
            let p = try plan("timestamp,v\n\(Int64(1_700_000_000 * scale)),1\n\(Int64(1_700_000_060 * scale)),2\n")
            XCTAssertEqual(p.xKind, .date, unit)
            XCTAssertEqual(p.series[0].x, [1_700_000_000, 1_700_000_060], unit)
        }
        XCTAssertEqual(try plan("value,v\n1700000000,1\n1700000060,2\n").xKind, .number, "no time word: plain numbers")
    }

    func testATimestampAfterItsMeasurementIsStillX() throws {
        let p = try plan("temp,date\n47.8,2010/01/01 00:00:00\n47.4,2010/01/01 01:00:00\n")
        XCTAssertEqual(p.x, "date")
        XCTAssertEqual(p.y, ["temp"])
    }

    func testRepeatedCategoriesFoldByMeanOrTheChosenAggregate() throws {
        let text = "day,tip,size\nSun,1,2\nSat,2,3\nSun,3,4\nSat,4,1\nSun,5,2\n"
        let p = try plan(text)
        XCTAssertEqual(p.xKind, .category)
        XCTAssertEqual(p.categories, ["Sun", "Sat"])
        XCTAssertEqual(p.agg, .mean)
        XCTAssertEqual(p.type, "column")
        XCTAssertEqual(p.series.map(\.y), [[3, 3], [8.0 / 3, 2]])
        XCTAssertEqual(p.yTitle, "mean of tip, size")
        var choice = TableChoice()
        choice.agg = "sum"
        choice.y = ["2"]
        let sum = try plan(text, choice)
        XCTAssertEqual(sum.series.map(\.y), [[9, 6]])
        XCTAssertEqual(sum.yTitle, "sum of tip")
        choice.agg = "median"
        XCTAssertThrowsError(try plan(text, choice)) { error in
            XCTAssertEqual("\(error)", "--agg median: expected one of mean, sum, count, min, max")
        }
    }

    func testUnsortedNumericXIsAScatterAndSortedXALine() throws {
        XCTAssertEqual(try plan("total_bill,tip\n16.99,1.01\n10.34,1.66\n21.01,3.5\n").type, "scatter")
        XCTAssertEqual(try plan("t,v\n1,1\n2,3\n3,2\n").type, "line")
    }

    /// A key of several columns, as --print-spec writes one (`a+b`), names its columns by name,
    /// case or index; a part that is no column is the usual --by error.
    func testAKeyOfSeveralColumnsIsNamedByItsParts() throws {
        var choice = TableChoice()
        choice.x = "x"
        choice.y = ["y"]
        choice.by = "Machine+2"
        let text = "machine,setting,x,y\nA,lo,1,5\nA,lo,2,6\nA,hi,1,7\nA,hi,2,8\nB,lo,1,1\nB,lo,2,2\n"
        let p = try plan(text, choice)
        XCTAssertEqual(p.by, "machine+setting")
        XCTAssertEqual(p.series.map(\.name), ["A, lo", "A, hi", "B, lo"])
        choice.by = "machine+nope"
        XCTAssertThrowsError(try plan(text, choice)) { error in
            XCTAssertTrue("\(error)".hasPrefix("--by nope: no such column in t.csv"), "\(error)")
        }
    }

    func testColumnsByNameCaseOrIndexAndClearErrors() throws {
        var choice = TableChoice()
        choice.x = "2"
        choice.y = ["A"]
        let p = try plan("a,b,c\n1,2,3\n4,5,6\n", choice)
        XCTAssertEqual(p.x, "b")
        XCTAssertEqual(p.y, ["a"])
        choice.x = "nope"
        XCTAssertThrowsError(try plan("a,b,c\n1,2,3\n", choice)) { error in
            XCTAssertEqual("\(error)", "--x nope: no such column in t.csv (columns: \"a\", \"b\", \"c\", or 1…3)")
        }
        choice.x = nil
        choice.y = ["name"]
        XCTAssertThrowsError(try plan("a,name\n1,x\n2,y\n", choice)) { error in
            XCTAssertTrue("\(error)".hasPrefix("--y name: column \"name\" of t.csv holds text"), "\(error)")
        }
    }

    // MARK: Odd cells

    func testSemicolonFilesReadDecimalCommasDashGapsAndDottedDates() throws {
        let p = try plan("Datum;Wert;Menge\n01.02.2024;3,5;1.234,5\n02.02.2024;-4,25;7\n03.02.2024;-;10\n")
        XCTAssertEqual(p.table.columnNames, ["Datum", "Wert", "Menge"], "a header above dates and decimal commas")
        XCTAssertEqual(p.x, "Datum")
        XCTAssertEqual(p.xKind, .date)
        XCTAssertEqual(p.y, ["Wert", "Menge"])
        XCTAssertEqual(p.series[0].x, [1_706_745_600, 1_706_832_000, 1_706_918_400])
        XCTAssertEqual(p.series[0].y.prefix(2), [3.5, -4.25])
        XCTAssertTrue(p.series[0].y[2].isNaN, "a lone dash is a gap")
        XCTAssertEqual(p.series[1].y, [1234.5, 7, 10])
        XCTAssertTrue(p.notes.isEmpty, "\(p.notes)")
        XCTAssertNil(TableReader.decimalCommaNumber("1.23,4"))
        XCTAssertNil(TableReader.decimalCommaNumber("1,2,3"))
        XCTAssertEqual(TableReader.decimalCommaNumber("12.345.678,9"), 12_345_678.9)
        // Small numbers with an exponent, as pandas writes them with decimal=",".
        XCTAssertEqual(TableReader.decimalCommaNumber("-9,4e-05"), -9.4e-5)
        XCTAssertEqual(TableReader.decimalCommaNumber("1,5E+3"), 1500)
        for text in ["9,4e", "9,4e-", "9,4e-0005", "9,4e5x", "e5", ",4e2"] {
            XCTAssertNil(TableReader.decimalCommaNumber(text), text)
        }
    }

    func testDotsGroupThousandsInAColumnOfDecimalCommasOnly() throws {
        // Menge holds decimal commas, so 2.000 there is two thousand; Preis has none, so its
        // 2.500 keeps the dot as decimal point.
        let p = try plan("Tag;Menge;Preis\n1;2.000;2.500\n2;1,5;3.25\n3;-12.345.678;4\n4;2.5;5\n")
        XCTAssertEqual(p.series[0].y, [2000, 1.5, -12_345_678, 2.5], "2.5 is not dot-grouped: it stays")
        XCTAssertEqual(p.series[1].y, [2.5, 3.25, 4, 5])
        let comma = try plan("a,b\n1,2.000\n2,3\n")
        XCTAssertEqual(comma.series[0].y, [2, 3], "comma files keep the dot as decimal point")
        func grouped(_ text: String) -> Double? {
            Array(text.utf8).withUnsafeBufferPointer { TableReader.dotGroupedInteger($0) }
        }
        XCTAssertEqual(grouped("2.000"), 2000)
        XCTAssertEqual(grouped("+1.234.567"), 1_234_567)
        for odd in ["2.00", "2.0000", "1234.567", ".000", "2.000.", "2", "2,000", "a.000"] {
            XCTAssertNil(grouped(odd), odd)
        }
    }

    func testAHeaderAboveDatesAndTextIsFound() throws {
        let p = try plan("when,what,v\n2024-01-01,a,1\n2024-01-02,b,2\n")
        XCTAssertEqual(p.table.columnNames, ["when", "what", "v"])
        let noHeader = try DelimitedTextParser.parse("2024-01-01,a,1\n2024-01-02,b,2\n", file: "t.csv", keepTextColumns: true)
        XCTAssertEqual(noHeader.columnNames, ["column 1", "column 2", "column 3"])
        XCTAssertEqual(noHeader.rowCount, 2)
    }

    func testAnIdentifierColumnThatLooksNumericInPlacesStaysText() throws {
        var rows = ["iata,latitude,longitude"]
        for i in 0..<60 { rows.append("\(["00M", "0E0", "52E", "1E5"][i % 4 == 1 ? 1 : (i % 7 == 3 ? 3 : 0)])\(i),\(30 + Double(i) / 10),-\(90 + i)") }
        rows.append("0E0,31,-89")
        let table = try DelimitedTextParser.parse(rows.joined(separator: "\n") + "\n", file: "airports.csv", keepTextColumns: true)
        XCTAssertEqual(table.textColumns["iata"]?.last, "0E0", "kept as written")
        XCTAssertEqual(table.columnNames, ["iata", "latitude", "longitude"])
        XCTAssertTrue(table.cellWarnings.isEmpty)
    }

    func testAFewBadCellsInANumericColumnAreGapsWithOneWarning() throws {
        var text = "t,v\n"
        for i in 1...40 { text += "\(i),\(i == 17 ? "n/a" : (i == 30 ? "oops" : "\(i * 2)"))\n" }
        let table = try DelimitedTextParser.parse(text, file: "bad.csv", keepTextColumns: true)
        XCTAssertEqual(table.column(named: "v")?.values.filter(\.isNaN).count, 2)
        XCTAssertEqual(table.cellWarnings.count, 1)
        XCTAssertEqual(table.cellWarnings[0].description,
                       "bad.csv:18:2: column \"v\": 2 cells are not a number, drawn as gaps (first: \"n/a\"; --strict makes this an error)")
        XCTAssertEqual(table.cellWarnings[0].firstCell.description, "bad.csv:18:2: \"n/a\" is not a number (column \"v\")")
        // Text first, numbers after: the majority still wins.
        let late = try DelimitedTextParser.parse("t,v\n1,x\n" + (2...40).map { "\($0),\($0)\n" }.joined(), file: "late.csv",
                                                 keepTextColumns: true)
        XCTAssertEqual(late.column(named: "v")?.values.prefix(2).map(\.isNaN), [true, false])
        XCTAssertEqual(late.cellWarnings.first?.count, 1)
    }

    func testTextCellsInManyColumnsAreOneWarningLine() throws {
        // A row of text in the middle of the numbers (a repeated header, a note) puts a text
        // cell in every column: one line says so, naming the count and the first columns.
        var text = "when,a,b,c,d,e\n"
        for i in 1...40 { text += i == 20 ? "when,a,b,c,d,e\n" : "\(i),\(i),\(i * 2),\(i * 3),\(i * 4),\(i * 5)\n" }
        let table = try DelimitedTextParser.parse(text, file: "profile.csv", keepTextColumns: true)
        XCTAssertEqual(table.cellWarnings.count, 6)
        XCTAssertEqual(DataTable.CellWarning.lines(for: table.cellWarnings),
                       ["profile.csv:21:1: 6 columns (\"when\", \"a\", \"b\", …) have cells that are not a number, drawn as gaps (first: \"when\" in \"when\"; --strict makes this an error)"])
        XCTAssertEqual(DataTable.CellWarning.lines(for: Array(table.cellWarnings.prefix(3))).count, 3,
                       "up to three columns keep a line each")
    }

    func testStrictAndWarningsFromTheCommandLine() throws {
        try XCTSkipUnless(FileManager.default.isExecutableFile(atPath: chartview), "chartview is not built")
        var text = "t,v\n"
        for i in 1...40 { text += "\(i),\(i == 17 ? "n/a" : "\(i)")\n" }
        let path = try write("bad.csv", text)
        let loose = try CommandRunner.run(chartview, [path, "--print-spec"])
        XCTAssertEqual(loose.status, 0, loose.stderr)
        XCTAssertEqual(loose.stderr, "chartview: warning: \(path):18:2: column \"v\": 1 cell is not a number, drawn as gap (first: \"n/a\"; --strict makes this an error)\n")
        let strict = try CommandRunner.run(chartview, [path, "--print-spec", "--strict"])
        XCTAssertEqual(strict.status, 1)
        XCTAssertEqual(strict.stderr, "chartview: \(path):18:2: \"n/a\" is not a number (column \"v\")\n")
    }

    func testTimeZoneFromTzReachesThePrintedSpecAndTheDates() throws {
        try XCTSkipUnless(FileManager.default.isExecutableFile(atPath: chartview), "chartview is not built")
        let path = try write("local.csv", "time,v\n2023-11-14 17:13:20,1\n2023-11-14 18:13:20,2\n")
        let result = try CommandRunner.run(chartview, [path, "--print-spec", "--tz", "America/New_York"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains("\"timeZone\": \"America/New_York\""), result.stdout)
        var choice = TableChoice()
        choice.timeZone = TimeZone(identifier: "America/New_York")!
        XCTAssertEqual(try plan("time,v\n2023-11-14 17:13:20,1\n", choice).series[0].x, [1_700_000_000])
    }

    func testNamedColumnKindsSayWhatIsMissing() throws {
        try XCTSkipUnless(FileManager.default.isExecutableFile(atPath: chartview), "chartview is not built")
        let path = try write("plain.csv", "t,a,b,c\n1,2,3,4\n2,3,4,5\n")
        let band = try CommandRunner.run(chartview, ["render", path, "-o", scratch.path("b.png"), "--type", "band"])
        XCTAssertEqual(band.status, 1)
        XCTAssertTrue(band.stderr.contains("needs columns named low and high, or --y LOW,HIGH (missing: low, high"), band.stderr)
        let bubble = try CommandRunner.run(chartview, ["render", path, "-o", scratch.path("c.png"),
                                                        "--type", "bubble", "--y", "a,c"])
        XCTAssertEqual(bubble.status, 0, bubble.stderr)
    }

    // MARK: --print-spec

    func testPrintedSpecReproducesTheChartPixelForPixel() throws {
        try XCTSkipUnless(FileManager.default.isExecutableFile(atPath: chartview), "chartview is not built")
        let fixtures = [
            "stocks.csv": "symbol,date,price\n" + ["MSFT", "AAPL", "IBM"].enumerated().flatMap { k, s in
                (1...12).map { m in "\(s),\(["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"][m - 1]) 1 2000,\(Double(k * 20 + m * m) / 3)" }
            }.joined(separator: "\n") + "\n",
            "tips.csv": "total_bill,tip,day\n16.99,1.01,Sun\n10.34,1.66,Sat\n21.01,3.5,Sun\n23.68,3.31,Thur\n",
            "days.csv": "day,tip\nSun,1\nSat,2\nSun,3\nThur,4\n",
        ]
        for (name, text) in fixtures {
            let data = try write(name, text)
            let printed = try CommandRunner.run(chartview, [data, "--print-spec"])
            XCTAssertEqual(printed.status, 0, printed.stderr)
            let spec = try write(name + ".json", printed.stdout)
            let fromFile = scratch.path(name + ".png")
            let fromSpec = scratch.path(name + ".spec.png")
            for (input, output) in [(data, fromFile), (spec, fromSpec)] {
                let result = try CommandRunner.run(chartview, ["render", input, "-o", output, "--size", "500x320"])
                XCTAssertEqual(result.status, 0, "\(name): \(result.stderr)")
            }
            let a = try PNGReader.read(fromFile), b = try PNGReader.read(fromSpec)
            XCTAssertEqual(a.width, b.width)
            XCTAssertTrue(a.pixels == b.pixels, "\(name): the printed spec draws a different chart:\n\(printed.stdout)")
            XCTAssertGreaterThan(Set(stride(from: 0, to: a.pixels.count, by: 4).map { a.pixels[$0] }).count, 3, "\(name) drew something")
        }
    }
}
