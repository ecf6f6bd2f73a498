@testable import ChartCore
@testable import ChartData
import Foundation
import XCTest

/// An Arrow file of many record batches, written by pyarrow (Scripts/fixtures/
/// write-chunked-fixtures.py, write-columnar-fixtures.py), reads its Float64 columns in place
/// across the batches (`ArrowIPCFile.mappedChunks(named:)`): every run lies in the mapping, the
/// values are the table read's bit for bit, and a truncated file is one line, never a crash.
final class ArrowChunkedReadTests: XCTestCase {
    private func path(_ name: String) -> String { ColumnarFixtures.path("columnar", name) }

    func testEveryBatchIsReadInPlace() throws {
        for (name, columns, batches) in [("walk-uneven-batches.arrow", ["x", "y"], 7), ("walk-batches.feather", ["value"], 24)] {
            let file = try ArrowIPCFile(path: path(name))
            let mapped = try XCTUnwrap(file.mappedFile)
            let mapping = UInt(bitPattern: mapped.base)..<(UInt(bitPattern: mapped.base) + UInt(mapped.byteCount))
            for columnName in columns {
                let column = try XCTUnwrap(file.mappedChunks(named: columnName), "\(name) \(columnName)")
                XCTAssertEqual(column.chunks.count, batches, "\(name): one run per batch with rows")
                XCTAssertTrue(column.chunks.allSatisfy {
                    mapping.contains(UInt(bitPattern: $0.baseAddress)) && mapping.contains(UInt(bitPattern: $0.baseAddress! + $0.count) - 1)
                }, "\(name): every run lies in the mapping (no copy)")
                let values = try XCTUnwrap(file.numbers(ofColumn: columnName))
                XCTAssertEqual(column.count, values.count)
                XCTAssertEqual((0..<column.count).map { column[$0].bitPattern }, values.map(\.bitPattern), "\(name) \(columnName)")
            }
        }
        // The CSV pyarrow wrote beside it holds the same Doubles (written with repr).
        let csv = try String(contentsOfFile: path("walk-uneven-batches.csv"), encoding: .utf8)
            .split(separator: "\n").dropFirst().map { $0.split(separator: ",").map { Double(String($0))! } }
        let file = try ArrowIPCFile(path: path("walk-uneven-batches.arrow"))
        let y = try XCTUnwrap(file.mappedChunks(named: "y"))
        XCTAssertEqual(csv.count, 12_000)
        XCTAssertEqual(y.uniformLength, 0, "uneven batches: found by bisection")
        XCTAssertEqual((0..<y.count).map { y[$0] }, csv.map { $0[1] })
    }

    func testColumnsNotStoredAsPlainFloat64BatchesAreNotChunked() throws {
        let lz4 = try ArrowIPCFile(path: path("walk-batches-lz4.feather"))
        XCTAssertNil(lz4.mappedChunks(named: "value"), "compressed buffers are decompressed, not read in place")
        let plain = try ArrowIPCFile(path: path("walk-batches.feather"))
        XCTAssertNil(plain.mappedChunks(named: "time"), "timestamps are converted to seconds")
        XCTAssertNil(plain.mappedChunks(named: "missing"))
        let bytes = try ArrowIPCFile(bytes: Array(try Data(contentsOf: URL(fileURLWithPath: path("walk-uneven-batches.arrow")))), name: "bytes")
        let inMemory = try XCTUnwrap(bytes.mappedChunks(named: "y"), "read in place from the bytes held too")
        XCTAssertNil(bytes.mappedFile)
        XCTAssertEqual((0..<inMemory.count).map { inMemory[$0] }, try XCTUnwrap(bytes.numbers(ofColumn: "y")))
        let nulls = try ArrowIPCFile(path: ColumnarFixtures.path("same", "same-batches-uncompressed.feather"))
        XCTAssertNil(nulls.mappedChunks(named: "b"), "a column with nulls")
        XCTAssertNotNil(nulls.mappedChunks(named: "a"))
    }

    /// Cut anywhere, a file of many batches opens with the batches it still holds whole (read
    /// in place as far as they go) or fails in one line naming the file; never a crash.
    func testATruncatedFileOfManyBatchesIsOneLineOrItsWholeBatches() throws {
        let whole = try Data(contentsOf: URL(fileURLWithPath: path("walk-uneven-batches.arrow")))
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("arrow-cut-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var opened = 0, failed = 0
        for cut in stride(from: 0, to: whole.count, by: 1009) + [whole.count - 1, whole.count - 10] {
            let cutPath = folder.appendingPathComponent("cut-\(cut).arrow").path
            try whole.prefix(cut).write(to: URL(fileURLWithPath: cutPath))
            do {
                let file = try ArrowIPCFile(path: cutPath)
                if let y = file.mappedChunks(named: "y") {
                    XCTAssertLessThanOrEqual(y.count, 12_000)
                    if y.count > 0 { XCTAssertEqual(y[y.count - 1], try XCTUnwrap(file.numbers(ofColumn: "y")).last) }
                }
                opened += 1
            } catch {
                XCTAssertFalse(error.description.contains("\n"), error.description)
                XCTAssertTrue(error.description.hasPrefix(cutPath), error.description)
                failed += 1
            }
        }
        XCTAssertGreaterThan(failed, 0)
    }
}
