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
        XCTAssertEqual(cities.rowCount, 3, "as before units rows: no header over texts only")
        let mixed = try read("name,score\nAlice,n/a\nBob,5\nCid,6\n")
        XCTAssertTrue(mixed.units.isEmpty, "a missing-value word above a number: a data row with a gap")
        XCTAssertEqual(mixed.rowCount, 4, "read as before units rows: the texts-only second row keeps the header rule from naming columns")
        XCTAssertEqual(mixed.textColumns["column 1"], ["name", "Alice", "Bob", "Cid"])
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
}
