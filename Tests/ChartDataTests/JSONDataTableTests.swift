@testable import ChartData
import Foundation
import XCTest

/// JSON data in each orientation pandas writes reads to the same table.
final class JSONDataTableTests: XCTestCase {
    func testEveryPandasOrientationReadsTheSameTable() throws {
        let records = try TableFile.read(FormatFixtures.path("json/records.json"))
        XCTAssertEqual(records.columnNames, ["t", "v", "s", "ok"])
        XCTAssertEqual(records.column(named: "t")?.values, [1, 2, 3])
        XCTAssertEqual(records.valueKinds["t"], .integer)
        XCTAssertEqual(records.column(named: "v"), DataTable.Column(name: "v", values: [0.5, .nan, 2.25]))
        XCTAssertEqual(records.textColumns["s"], ["a", "b", ""])
        XCTAssertEqual(records.column(named: "ok")?.values, [1, 0, 1])
        XCTAssertEqual(records.valueKinds["ok"], .boolean)
        for name in ["columns", "index", "split", "table"] {
            XCTAssertEqual(try TableFile.read(FormatFixtures.path("json/\(name).json")), records, name)
        }
        let values = try TableFile.read(FormatFixtures.path("json/values.json"))
        XCTAssertEqual(values.columnNames, ["column 1", "column 2", "column 3", "column 4"])
        XCTAssertEqual(values.columns.map(\.values.count), [3, 3, 3])
    }

    func testANonDefaultIndexIsTheFirstColumn() throws {
        let table = try TableFile.read(FormatFixtures.path("json/split-index.json"))
        XCTAssertEqual(table.columnNames.first, "index")
        XCTAssertEqual(table.column(named: "index")?.values, [10, 20, 30])
    }

    func testObjectOfArraysAndOneRow() throws {
        let arrays = try TableFile.read(FormatFixtures.path("json/arrays.json"))
        XCTAssertEqual(arrays.columns.map(\.values), [[1, 2, 3], [4, 5, 6]])
        let one = try TableFile.read(FormatFixtures.path("json/onerow.json"))
        XCTAssertEqual(one.rowCount, 1)
    }

    func testKeyOrderIsKeptAndErrorsSayWhere() throws {
        let table = try JSONDataTable.table(from: Array(#"[{"z": 1, "a": 2, "m": 3}, {"q": 4}]"#.utf8), file: "k.json")
        XCTAssertEqual(table.columnNames, ["z", "a", "m", "q"])
        XCTAssertThrowsError(try JSONDataTable.table(from: Array("[{\"a\": 1},\n {\"a\": }]".utf8), file: "bad.json")) {
            XCTAssertEqual("\($0)", "bad.json:2:8: invalid JSON: expected a value")
        }
        XCTAssertThrowsError(try JSONDataTable.table(from: Array("[{\"a\": 1}, {\"a\"".utf8), file: "cut.json")) {
            XCTAssertTrue("\($0)".contains("truncated"), "\($0)")
        }
        let deep = String(repeating: "[", count: 100_000)
        XCTAssertThrowsError(try JSONDataTable.table(from: Array(deep.utf8), file: "deep.json")) {
            XCTAssertTrue("\($0)".contains("nesting deeper than 512 levels is not supported"), "\($0)")
        }
    }
}

extension JSONDataTableTests {
    /// An envelope's one list of records is the table, whatever its key and whatever else the
    /// object says about it; an object of several lists stays a column per list.
    func testTheRecordsInsideAnEnvelopeAreTheTable() throws {
        let rows = #"[{"t": 1, "v": 2.5}, {"t": 2, "v": 3.5}, {"t": 3, "v": 1}]"#
        for text in [#"{"data": \#(rows)}"#, #"{"4217": \#(rows)}"#,
                     #"{"meta": {"source": "x", "count": 3}, "version": 2, "rows": \#(rows)}"#] {
            let table = try JSONDataTable.table(from: Array(text.utf8), file: "e.json")
            XCTAssertEqual(table.columnNames, ["t", "v"], text)
            XCTAssertEqual(table.column(named: "v")?.values, [2.5, 3.5, 1], text)
        }
        let lists = try JSONDataTable.table(from: Array(#"{"t": [1, 2], "v": [2.5, 3]}"#.utf8), file: "l.json")
        XCTAssertEqual(lists.columnNames, ["t", "v"])
        // Two lists of records: no one of them is the data, so neither is taken.
        XCTAssertThrowsError(try JSONDataTable.table(from: Array(#"{"a": \#(rows), "b": \#(rows)}"#.utf8), file: "two.json")) {
            XCTAssertEqual("\($0)", #"two.json: 2 lists of records ("a", "b"): several tables in one JSON document; save the one to draw on its own"#)
        }
    }

    /// CSV's rule for mixed columns: 95 % numbers is numeric with the rest gaps and one warning.
    func testAFewTextCellsInANumericColumnAreGaps() throws {
        let records = (0..<20).map { "{\"v\": \($0)}" } + ["{\"v\": \"n/a\"}"]
        let table = try JSONDataTable.table(from: Array(("[" + records.joined(separator: ",") + "]").utf8), file: "m.json")
        XCTAssertEqual(table.column(named: "v")?.values.last.map { $0.isNaN }, true)
        XCTAssertEqual(table.cellWarnings.map(\.count), [1])
        XCTAssertEqual(table.cellWarnings.first?.firstCell.line, 21)
    }
}

extension JSONDataTableTests {
    /// One flat object of names to numbers (pymatgen's scattering lengths) is a table of name
    /// and value; a flat object of settings (texts and flags beside numbers) is still refused.
    func testAFlatObjectOfNumbersIsNamesAndValues() throws {
        let table = try JSONDataTable.table(from: Array(#"{"H": -3.739, "1H": -3.7406, "He": 3.26, "X": null, "Li": -1.9}"#.utf8), file: "n.json")
        XCTAssertEqual(table.columnNames, ["name", "value"])
        XCTAssertEqual(table.textColumns["name"], ["H", "1H", "He", "X", "Li"])
        XCTAssertEqual(table.column(named: "value")?.values.filter(\.isFinite), [-3.739, -3.7406, 3.26, -1.9])
        for settings in [#"{"width": 800, "title": "plot", "dpi": 100}"#, #"{"debug": true, "level": 3, "rate": 0.5}"#, #"{"only": 1}"#] {
            XCTAssertThrowsError(try JSONDataTable.table(from: Array(settings.utf8), file: "s.json"), settings) { error in
                XCTAssertTrue("\(error)".hasPrefix("s.json: a JSON document of settings"), "\(error)")
            }
        }
    }

    /// Objects keyed by entity (`orient="index"` of a frame indexed by names): the entities are
    /// rows when each inner key keeps one magnitude across them (a column holds one quantity);
    /// pandas' default `columns` orientation of the same frame reads to the same table.
    func testObjectsKeyedByEntityAreRowsWhenTheirFieldsKeepOneMagnitude() throws {
        let index = #"{"AAPL": {"price": 189.5, "pe": 29.1, "cap": 2.9e12}, "MSFT": {"price": 415.2, "pe": 35.4, "cap": 3.1e12}, "NVDA": {"price": 120.3, "pe": 60.2, "cap": 2.8e12}}"#
        let columns = #"{"price": {"AAPL": 189.5, "MSFT": 415.2, "NVDA": 120.3}, "pe": {"AAPL": 29.1, "MSFT": 35.4, "NVDA": 60.2}, "cap": {"AAPL": 2.9e12, "MSFT": 3.1e12, "NVDA": 2.8e12}}"#
        for text in [index, columns] {
            let table = try JSONDataTable.table(from: Array(text.utf8), file: "e.json")
            XCTAssertEqual(table.columnNames, ["index", "price", "pe", "cap"], text)
            XCTAssertEqual(table.textColumns["index"], ["AAPL", "MSFT", "NVDA"])
            XCTAssertEqual(table.column(named: "pe")?.values, [29.1, 35.4, 60.2])
        }
    }
}
