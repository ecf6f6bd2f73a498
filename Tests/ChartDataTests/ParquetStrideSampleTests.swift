@testable import ChartData
import Foundation
import XCTest

/// `ParquetFile.strideSample`, the window's coarse first table of a big Parquet file: every k-th
/// row of the whole file and the last, exactly the full read's rows, across row groups of
/// unequal sizes (one of a single row), one row group, dictionary and PLAIN pages, v1 and v2,
/// a nullable column and a timestamp x; pages holding no sampled row are passed over undecoded
/// (`Scripts/fixtures/write-formats14-fixtures.py`: pages of about 128 values).
final class ParquetStrideSampleTests: XCTestCase {
    private static let files = ["walk-stride-uneven.parquet", "walk-stride-one-group.parquet", "walk-groups.parquet"]

    private func assertSameRows(_ sample: DataTable, _ full: DataTable, rows: [Int], _ message: String) {
        XCTAssertEqual(sample.rowCount, rows.count, message)
        XCTAssertEqual(sample.columnNames, full.columnNames, message)
        XCTAssertEqual(sample.valueKinds, full.valueKinds, message)
        for column in full.columns {
            let sampled = sample.column(named: column.name)?.values ?? []
            let expected = rows.map { column.values[$0] }
            XCTAssertEqual(sampled.count, expected.count, "\(message): \(column.name)")
            for (i, (a, b)) in zip(sampled, expected).enumerated() where !(a == b || a.isNaN && b.isNaN) {
                return XCTFail("\(message): \(column.name) row \(rows[i]): \(a), expected \(b)")
            }
        }
    }

    func testEveryKthRowAndTheLastOfTheWholeFile() throws {
        for name in Self.files {
            let file = try ParquetFile(path: ColumnarFixtures.path("columnar", name))
            let full = try file.table()
            XCTAssertEqual(full.rowCount, 12_000, name)
            // 500 rows wanted: every 24th and the last; 7 wanted: every 1715th; more than the file: all.
            for (wanted, step) in [(500, 24), (7, 1715), (20_000, 1)] {
                var rows = Array(stride(from: 0, to: 12_000, by: step))
                if rows.last != 11_999 { rows.append(11_999) }
                assertSameRows(try file.strideSample(rows: wanted), full, rows: rows, "\(name), \(wanted) rows")
            }
        }
        let uneven = try ParquetFile(path: ColumnarFixtures.path("columnar", "walk-stride-uneven.parquet"))
        XCTAssertEqual(uneven.rowGroupCount, 5)
        XCTAssertEqual(uneven.columns.first { $0.name == "time" }?.valueKind, .instant)
        // The one-row group (row 5,250) is sampled when a stride falls on it: every 10th row.
        let sample = try uneven.strideSample(columns: ["time", "gappy"], rows: 1200)
        XCTAssertEqual(sample.columnNames, ["time", "gappy"])
        assertSameRows(sample, try uneven.table(columns: ["time", "gappy"]), rows: Array(stride(from: 0, to: 12_000, by: 10)) + [11_999], "uneven")
    }

    /// Only the pages holding a sampled row are decoded; with every row wanted, every page is.
    func testPagesWithoutASampledRowAreNotDecoded() throws {
        for name in ["walk-stride-uneven.parquet", "walk-stride-one-group.parquet"] {
            let file = try ParquetFile(path: ColumnarFixtures.path("columnar", name))
            var all = ParquetReadCost()
            _ = try file.strideSample(columns: ["time", "value"], rows: 12_000, cost: &all)
            XCTAssertEqual(all.pagesSkipped, 0, name)
            var sparse = ParquetReadCost()
            // Every 600th row: one page of about 128 in four or five holds one.
            _ = try file.strideSample(columns: ["time", "value"], rows: 20, cost: &sparse)
            XCTAssertEqual(sparse.pagesDecoded + sparse.pagesSkipped, all.pagesDecoded, name)
            XCTAssertGreaterThan(sparse.pagesSkipped, 0, name)
            XCTAssertLessThan(sparse.bytesRead, all.bytesRead, name)
            // PLAIN pages of 128 values, no dictionaries: about one page in five read. (Where
            // `value` is dictionary-encoded, each group's dictionary page is read whatever k is,
            // and a page of indices holds more rows.)
            if name == "walk-stride-one-group.parquet" {
                XCTAssertGreaterThan(sparse.pagesSkipped, 3 * sparse.pagesDecoded, name)
                XCTAssertLessThan(sparse.bytesRead * 3, all.bytesRead, name)
            }
        }
    }
}
