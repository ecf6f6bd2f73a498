@testable import ChartData
import Foundation
import XCTest

/// The coarse tables a window draws first of a big columnar file: every k-th row of an Arrow
/// file read in place (`ArrowIPCFile.strideSample`), the leading rows of a few Parquet row
/// groups evenly spread (`ParquetFile.leadingRowsTable(groupLimit:)`). Each must hold exactly
/// the values the full read gives for those rows. Fixtures: Scripts/fixtures/write-columnar-fixtures.py
/// (12,000 rows of UTC millisecond time and a random walk).
final class ColumnarCoarseSampleTests: XCTestCase {
    private static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures")

    private func path(_ name: String) -> String { Self.fixtures.appendingPathComponent(name).path }

    /// NaN-aware equality of two columns.
    private func assertSame(_ a: [Double], _ b: [Double], _ message: String, line: UInt = #line) {
        XCTAssertEqual(a.count, b.count, message, line: line)
        for (i, (x, y)) in zip(a, b).enumerated() where !(x == y || (x.isNaN && y.isNaN)) {
            return XCTFail("\(message): row \(i): \(x) != \(y)", line: line)
        }
    }

    /// 24 uncompressed record batches of 500 rows: every 120th row and the last, read in place,
    /// are the rows the gathered columns hold (time in seconds, as the table reads it).
    func testAnUncompressedFileIsSampledEveryKthRowInPlace() throws {
        let file = try ArrowIPCFile(path: path("columnar/walk-batches.feather"))
        XCTAssertNil(file.mappedColumn(named: "value"), "many batches: not one mapped column")
        let sample = try file.strideSample(rows: 100)
        let rows = Array(stride(from: 0, to: 12_000, by: 120)) + [11_999]
        XCTAssertEqual(sample.rowCount, rows.count)
        XCTAssertEqual(sample.columnNames, ["time", "value"])
        XCTAssertEqual(sample.valueKinds["time"], .instant)
        for name in ["time", "value"] {
            let all = try XCTUnwrap(try file.numbers(ofColumn: name))
            assertSame(try XCTUnwrap(sample.column(named: name)?.values), rows.map { all[$0] }, name)
        }
        XCTAssertEqual(sample.column(named: "time")?.values.first, 1_600_000_000)
    }

    /// lz4 buffers: 4 of the 24 batches decompressed (the first, the last and two between), every
    /// 20th row of each and the file's last row.
    func testACompressedFileIsSampledFromAFewBatches() throws {
        let file = try ArrowIPCFile(path: path("columnar/walk-batches-lz4.feather"))
        let sample = try file.strideSample(rows: 100, compressedBatches: 4)
        let rows = [0, 7, 15, 23].flatMap { batch in stride(from: 0, to: 500, by: 20).map { batch * 500 + $0 } } + [11_999]
        XCTAssertEqual(sample.rowCount, rows.count)
        for name in ["time", "value"] {
            let all = try XCTUnwrap(try file.numbers(ofColumn: name))
            assertSame(try XCTUnwrap(sample.column(named: name)?.values), rows.map { all[$0] }, name)
        }
    }

    /// Batches of 6 rows with a null in b, uncompressed, lz4, zstd and the stream format: the
    /// sample of every row is the full read, the null a NaN.
    func testNullsAndEveryCodecSampleAsTheyRead() throws {
        for name in ["same-batches-uncompressed.feather", "same-batches-lz4.feather", "same-batches-zstd.feather", "same-batches.arrows"] {
            let file = try ArrowIPCFile(path: path("same/" + name))
            let sample = try file.strideSample(rows: 1000, compressedBatches: 1000)
            XCTAssertEqual(sample.rowCount, 40, name)
            for column in sample.columnNames {
                assertSame(try XCTUnwrap(sample.column(named: column)?.values), try XCTUnwrap(try file.numbers(ofColumn: column)), "\(name) \(column)")
            }
            XCTAssertTrue(try XCTUnwrap(sample.column(named: "b")?.values[17]).isNaN, name)
        }
    }

    /// A file cut short: one line naming it, no crash, whichever step finds it.
    func testATruncatedFileSaysSoInOneLine() throws {
        let bytes = Array(try Data(contentsOf: Self.fixtures.appendingPathComponent("columnar/walk-batches.feather")))
        for cut in [bytes.count / 2, bytes.count - 300, 200] {
            do {
                let file = try ArrowIPCFile(bytes: Array(bytes.prefix(cut)), name: "cut.feather")
                _ = try file.strideSample(rows: 100)
                // A cut in the footer leaves every batch whole: then they read as before.
                XCTAssertLessThanOrEqual(file.rowCount, 12_000, "cut at \(cut)")
            } catch {
                XCTAssertTrue("\(error)".hasPrefix("cut.feather"), "\(cut): \(error)")
                XCTAssertFalse("\(error)".contains("\n"), "\(cut): one line")
            }
        }
    }

    /// 24 row groups of 500 rows, at most 4 read: groups 1, 8, 16 and 24, the first 10 rows of
    /// each, as the full read holds them; without a limit every group gives its rows.
    func testParquetCoarseRowsComeFromAFewRowGroupsEvenlySpread() throws {
        let file = try ParquetFile(path: path("columnar/walk-groups.parquet"))
        XCTAssertEqual(file.rowGroupCount, 24)
        let full = try file.table()
        let coarse = try file.leadingRowsTable(rowsPerGroup: 10, groupLimit: 4)
        let rows = [0, 7, 15, 23].flatMap { group in (0..<10).map { group * 500 + $0 } }
        XCTAssertEqual(coarse.rowCount, rows.count)
        for name in ["time", "value"] {
            let all = try XCTUnwrap(full.column(named: name)?.values)
            assertSame(try XCTUnwrap(coarse.column(named: name)?.values), rows.map { all[$0] }, name)
        }
        XCTAssertEqual(try file.leadingRowsTable(rowsPerGroup: 10).rowCount, 240)
        XCTAssertEqual(try file.leadingRowsTable(rowsPerGroup: 10, groupLimit: 30).rowCount, 240)
    }
}
