import ChartKit
import Foundation
import XCTest
@testable import ChartViewer

/// JSON lines read whole are planned as a CSV is: keys in written order, x first (a time key or
/// `--x`), strings as text columns, so long tables split by their key.
final class JSONLinesTableTests: XCTestCase {
    private func table(_ text: String, x: String? = nil) throws -> DataTable {
        try JSONLinesTable.table(from: Array(text.utf8), file: "f.jsonl", xKey: x)
    }

    func testKeysInWrittenOrderTimeKeyFirstStringsAsText() throws {
        let t = try table("""
            {"sym": "A", "v": 1.5, "t": 1700000000, "ok": true}
            {"sym": "B", "v": null, "t": 1700000060}
            {"sym": "A", "t": 1700000120, "v": 2, "extra": 7}
            """)
        XCTAssertEqual(t.columnNames, ["t", "sym", "v", "extra"], "booleans are left out")
        XCTAssertEqual(t.rowCount, 3)
        XCTAssertEqual(t.textColumns["sym"], ["A", "B", "A"])
        let v = try XCTUnwrap(t.column(named: "v")).values
        XCTAssertEqual(v[0], 1.5)
        XCTAssertTrue(v[1].isNaN, "null is a gap")
        XCTAssertEqual(v[2], 2)
        let extra = try XCTUnwrap(t.column(named: "extra")).values
        XCTAssertTrue(extra[0].isNaN && extra[1].isNaN, "a key missing from a line is a gap")
    }

    func testALongJSONTableSplitsByItsKeyOnADateAxis() throws {
        var lines: [String] = []
        for i in 0..<10 { for sym in ["A", "B"] { lines.append("{\"sym\":\"\(sym)\",\"t\":\(1_700_000_000 + i * 60),\"v\":\(i)}") } }
        let plan = try TablePlan(table: try table(lines.joined(separator: "\n")), choice: TableChoice(), file: "f.jsonl")
        XCTAssertEqual(plan.x, "t")
        XCTAssertEqual(plan.xKind, .date, "epoch seconds under a time key")
        XCTAssertEqual(plan.series.map(\.name), ["A", "B"], plan.inference.explanation)
        guard plan.series.count == 2 else { return }
        XCTAssertEqual(plan.series[0].y, (0..<10).map(Double.init))
    }

    func testWithoutATimeKeyXIsTheRowIndexAndXNamesAKey() throws {
        // No `line` column is made up (it was drawn as a series of row numbers).
        let t = try table("{\"a\": 3, \"b\": 4}\n{\"a\": 5, \"b\": 6}\n")
        XCTAssertEqual(t.columnNames, ["a", "b"])
        var choice = TableChoice()
        choice.keysAreUnordered = true
        let plan = try TablePlan(table: t, choice: choice, file: "f.jsonl")
        XCTAssertNil(plan.x)
        XCTAssertEqual(plan.xKind, .row)
        XCTAssertEqual(plan.series.map(\.name), ["a", "b"])
        XCTAssertEqual(try table("{\"a\": 3, \"b\": 4}\n", x: "b").columnNames, ["b", "a"])
        XCTAssertThrowsError(try table("{\"a\": 3}\n", x: "c")) { error in
            XCTAssertEqual("\(error)", "f.jsonl: --x c: no such key (keys: \"a\")")
        }
        // A key's control character is escaped: the error stays one line (found by the stdin fuzzer).
        XCTAssertThrowsError(try table("{\"a\u{7F}b\": 3}\n", x: "c")) { error in
            XCTAssertEqual("\(error)", "f.jsonl: --x c: no such key (keys: \"a\\u{7F}b\")")
        }
        XCTAssertThrowsError(try table("{\"a\": 3}\n[1, 2]\n")) { error in
            XCTAssertEqual("\(error)", "f.jsonl:2: not a JSON object")
        }
        XCTAssertThrowsError(try table("\n\n")) { error in XCTAssertEqual("\(error)", "f.jsonl: no data rows") }
    }
}
