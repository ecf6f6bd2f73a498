@testable import ChartData
import Foundation
import XCTest

/// Arrow IPC files and streams written by pyarrow (uncompressed, lz4, zstd; several record
/// batches; nulls) read as the values written; flat float64 columns are read in place; damaged
/// files give one line.
final class ArrowIPCFileTests: XCTestCase {
    func testFilesAndStreamsInEveryCodecReadTheValuesWritten() throws {
        let expected = try ColumnarFixtures.expected("arrow", "types.expected.csv")
        for name in ["types-uncompressed.feather", "types-lz4.feather", "types-zstd.feather", "types-stream.arrows"] {
            let file = try ArrowIPCFile(path: ColumnarFixtures.path("arrow", name))
            let table = try file.table()
            ColumnarFixtures.assertTable(table, matches: expected, name)
            XCTAssertEqual(table.valueKinds, ColumnarFixtures.typedKinds, name)
        }
        let large = try ArrowIPCFile(path: ColumnarFixtures.path("arrow", "large-string.feather")).table()
        ColumnarFixtures.assertTable(large, matches: try ColumnarFixtures.expected("arrow", "large-string.expected.csv"), "large")
    }

    /// One row (file and stream), and a file whose middle record batch holds no rows
    /// (uncompressed and lz4; `Scripts/fixtures/write-formats21-fixtures.py`): every read gives
    /// the rows written, the empty batch contributing none and breaking no run.
    func testOneRowAndAnEmptyBatchReadTheRowsWritten() throws {
        for name in ["one-row.feather", "one-row.arrows"] {
            let file = try ArrowIPCFile(path: ColumnarFixtures.path("arrow", name))
            XCTAssertEqual(file.rowCount, 1, name)
            let table = try file.table()
            XCTAssertEqual(table.rowCount, 1, name)
            XCTAssertEqual(table.columnNames, ["x", "n", "name"], name)
            XCTAssertEqual(table.column(named: "x")?.values, [0.25], name)
            XCTAssertEqual(table.column(named: "n")?.values, [7], name)
            XCTAssertEqual(table.textColumns["name"], ["one"], name)
            XCTAssertEqual(try file.strideSample(rows: 10).column(named: "x")?.values, [0.25], name)
        }
        for name in ["empty-batch.feather", "empty-batch-lz4.feather"] {
            let file = try ArrowIPCFile(path: ColumnarFixtures.path("arrow", name))
            XCTAssertEqual(file.rowCount, 5, name)
            let table = try file.table()
            XCTAssertEqual(table.column(named: "x")?.values, [1.5, 2.5, 3.5, 4.5, 5.5], name)
            let n = try XCTUnwrap(table.column(named: "n")?.values, name)
            XCTAssertEqual(Array(n.prefix(4)), [10, 20, 30, 40], name)
            XCTAssertTrue(n[4].isNaN, "\(name): the null")
            XCTAssertEqual(try file.numbers(ofColumn: "x"), [1.5, 2.5, 3.5, 4.5, 5.5], name)
            for (wanted, rows) in [(2, [0, 3, 4]), (10, [0, 1, 2, 3, 4])] {
                let sample = try file.strideSample(rows: wanted)
                XCTAssertEqual(sample.column(named: "x")?.values, rows.map { table.column(named: "x")!.values[$0] }, "\(name), \(wanted) rows")
            }
        }
        // In place: the uncompressed file's x is two runs, the empty batch skipped.
        let chunked = try XCTUnwrap(try ArrowIPCFile(path: ColumnarFixtures.path("arrow", "empty-batch.feather")).mappedChunks(named: "x"))
        XCTAssertEqual(chunked.count, 5)
        XCTAssertEqual(chunked.chunks.map(\.count), [3, 2])
        XCTAssertEqual(chunked.chunks.flatMap { Array($0) }, [1.5, 2.5, 3.5, 4.5, 5.5])
    }

    func testASingleUncompressedBatchIsReadInPlace() throws {
        let file = try ArrowIPCFile(path: ColumnarFixtures.path("arrow", "in-place.feather"))
        let y = try XCTUnwrap(file.mappedColumn(named: "y"))
        let t = try XCTUnwrap(file.mappedColumn(named: "t"))
        let table = try file.table()
        XCTAssertEqual(y.doubles(), table.column(named: "y")!.values)
        XCTAssertEqual(t.doubles(), table.column(named: "t")!.values)
        XCTAssertNotNil(y.withContiguousDoubles(in: 0..<y.count) { $0.count }, "float64 is read without conversion")
        ColumnarFixtures.assertTable(table, matches: try ColumnarFixtures.expected("arrow", "in-place.expected.csv"), "in place")
        // Compressed or chunked files are not read in place.
        XCTAssertNil(try ArrowIPCFile(path: ColumnarFixtures.path("arrow", "types-zstd.feather")).mappedColumn(named: "f64"))
        XCTAssertNil(try ArrowIPCFile(path: ColumnarFixtures.path("arrow", "types-uncompressed.feather")).mappedColumn(named: "index"))
    }

    func testNestedColumnsAreNamedInOneLine() throws {
        let file = try ArrowIPCFile(path: ColumnarFixtures.path("arrow", "nested.feather"))
        XCTAssertEqual(try file.table().columnNames, ["x"])
        XCTAssertThrowsError(try file.table(columns: ["tags"])) { error in
            XCTAssertTrue("\(error)".contains("column \"tags\": nested columns"), "\(error)")
        }
    }

    func testDictionaryEncodedStringsReadAsTextWithNulls() throws {
        let words = ["north", "south", "", "east", "south", "north", "west", "", "east"]
        for name in ["dictionary.feather", "dictionary-lz4.feather", "dictionary-delta.arrows"] {
            let file = try ArrowIPCFile(path: ColumnarFixtures.path("arrow", name))
            XCTAssertNil(file.column(named: "region")?.unsupported, name)
            let table = try file.table()
            XCTAssertEqual(table.textColumns["region"], words, name)
            XCTAssertNil(file.mappedColumn(named: "region"), name)
        }
        let numbers = try ArrowIPCFile(path: ColumnarFixtures.path("arrow", "dictionary-numbers.feather"))
        XCTAssertThrowsError(try numbers.table(columns: ["n"])) { error in
            XCTAssertTrue("\(error)".contains("column \"n\": dictionary-encoded columns of numbers are not supported"), "\(error)")
        }
    }

    func testATimestampColumnIsMappedWithItsUnit() throws {
        let file = try ArrowIPCFile(path: ColumnarFixtures.path("arrow", "in-place-time.feather"))
        let time = try XCTUnwrap(file.mappedColumn(named: "time"))
        XCTAssertEqual(file.unitsPerSecond(ofColumn: "time"), 1000)
        XCTAssertNil(file.unitsPerSecond(ofColumn: "value"))
        XCTAssertEqual(time[2999], 1_600_000_000_000 + 2999 * 250)
        XCTAssertEqual(try file.table().column(named: "time")?.values[2999], 1_600_000_000 + 2999 * 0.25)
    }

    func testTableFileDetectsArrowByItsMagicAndMarker() throws {
        XCTAssertEqual(TableFileFormat.detect(path: "x.csv", leadingBytes: Array("ARROW1\0\0".utf8)), .arrowIPC)
        XCTAssertEqual(TableFileFormat.detect(path: "x", leadingBytes: [0xff, 0xff, 0xff, 0xff, 8, 1, 0, 0]), .arrowIPC)
        let table = try TableFile.read(ColumnarFixtures.path("arrow", "types-stream.arrows"), options: TableFile.Options(columns: ["ts_ns"]))
        XCTAssertEqual(table.columnNames, ["ts_ns"])
        XCTAssertEqual(table.valueKinds["ts_ns"], .instant)
    }

    func testDamagedFilesGiveOneLine() throws {
        for name in ["types-lz4.feather", "types-stream.arrows", "in-place.feather", "types-zstd.feather"] {
            let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: ColumnarFixtures.path("arrow", name))))
            for cut in stride(from: 0, to: bytes.count, by: max(bytes.count / 200, 1)) {
                ColumnarFixtures.assertReadsOrFailsInOneLine({ try ArrowIPCFile(bytes: Array(bytes[..<cut]), name: "mem:\(name)").table() }, "\(name) cut at \(cut)")
            }
            var sequence = ColumnarFixtures.Sequence(state: UInt64(bytes.count))
            for round in 0..<300 {
                var damaged = bytes
                for _ in 0...sequence.next(4) {
                    // Most flips in the first kilobytes: the schema and the first batch's metadata.
                    let at = round % 2 == 0 ? sequence.next(min(bytes.count, 2048)) : sequence.next(bytes.count)
                    damaged[at] ^= UInt8(1 << sequence.next(8))
                }
                ColumnarFixtures.assertReadsOrFailsInOneLine({ try ArrowIPCFile(bytes: damaged, name: "mem:\(name)").table() }, "\(name) flip round \(round)")
                _ = try? ArrowIPCFile(bytes: damaged, name: "mem").mappedColumn(named: "y")
            }
        }
    }
}
