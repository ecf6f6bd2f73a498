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

    /// Files whose every column is dictionary-encoded (`Scripts/fixtures/write-formats21-fixtures.py`:
    /// distinct times and values, a nullable walk, whole numbers in runs, strings with nulls; v1
    /// pages over uneven row groups, v2 pages in one): the sample converts only the entries its
    /// rows name and reaches their indices by the runs' headers, and still gives exactly the
    /// full read's rows, gaps and texts included.
    func testDictionaryPagesGiveTheFullReadsRows() throws {
        for name in ["dictionary-stride-v1.parquet", "dictionary-stride-v2.parquet"] {
            let file = try ParquetFile(path: ColumnarFixtures.path("columnar", name))
            let full = try file.table()
            XCTAssertEqual(full.rowCount, 6_000, name)
            XCTAssertEqual(full.columnNames, ["time", "value", "gappy", "level", "station"], name)
            let stations = try XCTUnwrap(full.textColumns["station"], name)
            XCTAssertTrue(stations.contains(""), "\(name): null stations")
            XCTAssertTrue(full.column(named: "gappy")?.values.contains { $0.isNaN } == true, "\(name): null values")
            // 500 rows wanted: every 12th (each a null of gappy's every 5th in turn); 37: every
            // 163rd; 7: every 858th; more than the file: all.
            for (wanted, step) in [(500, 12), (37, 163), (7, 858), (10_000, 1)] {
                var rows = Array(stride(from: 0, to: 6_000, by: step))
                if rows.last != 5_999 { rows.append(5_999) }
                let sample = try file.strideSample(rows: wanted)
                assertSameRows(sample, full, rows: rows, "\(name), \(wanted) rows")
                XCTAssertEqual(sample.textColumns["station"], rows.map { stations[$0] }, "\(name), \(wanted) rows")
                let chosen = try file.strideSample(columns: ["gappy", "station"], rows: wanted)
                XCTAssertEqual(chosen.textColumns["station"], rows.map { stations[$0] }, "\(name), \(wanted) rows")
            }
        }
    }

    /// The hybrid's values at chosen positions, read by the runs' headers, are the ones a whole
    /// decode gives there: RLE runs (one longer than the values asked), bit-packed groups at
    /// widths of 3 and 13 bits, positions at run edges.
    func testIndicesAtPositionsMatchAWholeDecode() throws {
        // An RLE run of 10 threes, one bit-packed group of 8 values at 3 bits, an RLE run of 1,000 fives.
        let narrow: [UInt8] = [20, 3, 3, 0b1100_0001, 0b0101_1000, 0b1111_1010, 0xd0, 0x0f, 5]
        // Two bit-packed groups of 16 values at 13 bits, then an RLE run of 7 of 0x1234.
        var wide: [UInt8] = [5]
        for i in 0..<26 { wide.append(UInt8((i * 37 + 11) & 0xff)) }
        wide += [14, 0x34, 0x12]
        for (bytes, width, count) in [(narrow, 3, 1_018), (wide, 13, 23)] {
            var whole: [UInt32] = []
            _ = try bytes.withUnsafeBytes { try ParquetEncodings.rleHybrid($0, bitWidth: width, count: count, into: &whole) }
            XCTAssertEqual(whole.count, count)
            let choices = [Array(0..<count), [0], [count - 1], Array(stride(from: 0, to: count, by: 7)),
                           [9, 10, 17, 18], [5, 16, 17, 22].filter { $0 < count }]
            for positions in choices {
                let picked = try bytes.withUnsafeBytes { try ParquetEncodings.rleHybrid($0, bitWidth: width, at: positions) }
                XCTAssertEqual(picked, positions.map { whole[$0] }, "\(width) bits at \(positions.prefix(6))")
            }
            // A position past the runs is an error, not a read past the bytes.
            XCTAssertThrowsError(try bytes.withUnsafeBytes { try ParquetEncodings.rleHybrid($0, bitWidth: width, at: [count + 2_000]) })
        }
    }
}
