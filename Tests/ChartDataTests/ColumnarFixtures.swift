@testable import ChartData
import Foundation
import XCTest

/// The Parquet and Arrow fixtures (written by Scripts/fixtures/write-parquet-fixtures.py with
/// pyarrow) and the values each must read as (the `.expected.csv` beside them).
enum ColumnarFixtures {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    static func path(_ kind: String, _ name: String) -> String {
        folder.appendingPathComponent(kind).appendingPathComponent(name).path
    }

    static func files(_ kind: String, suffix: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent(kind).path)
            .filter { $0.hasSuffix(suffix) }.sorted()
    }

    /// The expected CSV: a header, then one line per row; no field holds a comma or a quote.
    static func expected(_ kind: String, _ name: String) throws -> (names: [String], rows: [[String]]) {
        let text = try String(contentsOfFile: path(kind, name), encoding: .utf8)
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        let names = lines.removeFirst().split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        return (names, lines.map { $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init) })
    }

    /// Asserts that `table` holds exactly the expected values: numbers equal (decimals of more
    /// than 15 digits to one part in 10^15), gaps where the CSV is empty, texts equal.
    static func assertTable(_ table: DataTable, matches expected: (names: [String], rows: [[String]]), _ label: String,
                            file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(table.rowCount, expected.rows.count, "\(label): rows", file: file, line: line)
        XCTAssertEqual(table.columnNames, expected.names, "\(label): column names", file: file, line: line)
        for (c, name) in expected.names.enumerated() {
            let cells = expected.rows.map { $0[c] }
            if let column = table.column(named: name) {
                XCTAssertEqual(column.values.count, cells.count, "\(label) \(name): count", file: file, line: line)
                var mismatches = 0
                for (row, (value, cell)) in zip(column.values, cells).enumerated() {
                    let want = cell.isEmpty ? Double.nan : Double(cell)!
                    let same = value == want || (value.isNaN && want.isNaN) || abs(value - want) <= 1e-15 * abs(want)
                    if !same, mismatches < 3 {
                        XCTFail("\(label) \(name) row \(row): \(value), expected \(cell)", file: file, line: line)
                    }
                    if !same { mismatches += 1 }
                }
                XCTAssertEqual(mismatches, 0, "\(label) \(name): values that differ", file: file, line: line)
            } else if let texts = table.textColumns[name] {
                XCTAssertEqual(texts, cells, "\(label) \(name): texts", file: file, line: line)
            } else {
                XCTFail("\(label): no column \(name)", file: file, line: line)
            }
        }
    }

    /// The kinds the typed fixture's columns must have.
    static let typedKinds: [String: ValueKind] = [
        "index": .integer, "i8": .integer, "i16": .integer, "i32": .integer, "i64": .integer,
        "u8": .integer, "u16": .integer, "u32": .integer, "u64": .integer, "f32": .number, "f64": .number,
        "flag": .boolean, "day": .date, "ts_ms": .instant, "ts_us": .instant, "ts_ns": .instant,
        "ts_zone": .instant, "dec9": .number, "dec18": .number, "dec30": .number,
    ]

    /// Reading must give a consistent table or one line naming the input; never a crash.
    static func assertReadsOrFailsInOneLine(_ read: () throws -> DataTable, _ label: String,
                                            file: StaticString = #filePath, line: UInt = #line) {
        do {
            let table = try read()
            for column in table.columns {
                XCTAssertEqual(column.values.count, table.rowCount, "\(label): ragged", file: file, line: line)
            }
            for (name, texts) in table.textColumns {
                XCTAssertEqual(texts.count, table.rowCount, "\(label): ragged text \(name)", file: file, line: line)
            }
        } catch let error as DataFileError {
            let message = error.description
            XCTAssertFalse(message.unicodeScalars.contains(where: DataFileError.breaksLine), "\(label): \(message)", file: file, line: line)
            XCTAssertTrue(message.hasPrefix("mem:"), "\(label): \(message)", file: file, line: line)
        } catch {
            XCTFail("\(label): \(error)", file: file, line: line)
        }
    }

    /// A deterministic sequence for corruptions (the same bytes flipped on every run).
    struct Sequence {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(max(bound, 1)))
        }
    }
}
