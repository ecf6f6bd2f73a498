@testable import ChartData
import ChartCore
import Foundation
import XCTest

/// Narrow binary columns (u8, i16, f32, big-endian, strided; issue #22): converted to Float64 in
/// bounded chunks into a mapped copy (`Float64Copy`) rather than whole into an array, so memory
/// holds a chunk at a time; values are the same as read one by one.
final class NarrowColumnTests: XCTestCase {
    private var scratch: URL!

    override func setUpWithError() throws {
        scratch = FileManager.default.temporaryDirectory.appendingPathComponent("narrow-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        MemoryBudget.testingLimit = nil
        try? FileManager.default.removeItem(at: scratch)
    }

    private func write(_ bytes: [UInt8], _ name: String) throws -> String {
        let path = scratch.appendingPathComponent(name).path
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    func testANarrowColumnBiggerThanMemoryAllowsIsConvertedInChunks() throws {
        // 4·10^6 u8 values need 32 MB as Doubles: more than an 8 MiB budget. Converted whole into
        // an array they were refused; in chunks into a mapped copy they draw.
        let count = 4_000_000
        let bytes = (0..<count).map { UInt8(truncatingIfNeeded: $0 &* 7) }
        let path = try write(bytes, "big.u8")
        MemoryBudget.testingLimit = 8 << 20
        let column = try RawColumnFile.open(path: path, type: NumericType(name: "u8"))
        let series = try column.seriesColumn()
        XCTAssertTrue(series.isBorrowed, "read in place from the mapped copy, not an array")
        XCTAssertEqual(series.count, count)
        for index in [0, 1, Float64Copy.chunkValues - 1, Float64Copy.chunkValues, count / 2, count - 1] {
            XCTAssertEqual(series[index], Double(bytes[index]), "value \(index)")
        }
        // A line over it keeps its pyramid beside the data, as an f8 column's.
        let source = try MappedLineSource(y: [column])
        XCTAssertNotNil(source.sidecars[0])
        source.buildNow()
        XCTAssertTrue(source.sidecars[0]!.blocks.isComplete)
        XCTAssertEqual(source.data[0].y.count, count)
    }

    func testEveryNarrowTypeConvertsAcrossChunkEdgesAsReadOneByOne() throws {
        let count = Float64Copy.chunkValues * 2 + 7
        for name in ["f32", "f16", "i64", "i32", "i16", "i8", "u64", "u32", "u16", "u8"] {
            let type = try NumericType(name: name)
            let bytes = (0..<count * type.size).map { UInt8(truncatingIfNeeded: $0 &* 2_654_435_761 >> 13) }
            let column = try RawColumnFile.open(path: try write(bytes, "v.\(name)"), type: type)
            let copy = try Float64Copy(of: column, inMemoryBytes: 0)
            XCTAssertTrue(copy.isMapped, name)
            for index in 0..<count where !(copy.buffer[index].isNaN && column[index].isNaN) {
                guard copy.buffer[index] == column[index] else { return XCTFail("\(name) value \(index)") }
            }
        }
        // A big-endian 2-D column in C order (strided): its second column.
        var header = "{'descr': '>i2', 'fortran_order': False, 'shape': (\(count), 2), }"
        while (10 + header.utf8.count + 1) % 64 != 0 { header += " " }
        header += "\n"
        let data = (0..<count * 4).map { UInt8(truncatingIfNeeded: $0 * 31) }
        let npy = [0x93, 0x4e, 0x55, 0x4d, 0x50, 0x59, 1, 0, UInt8(header.utf8.count), 0] + Array(header.utf8) + data
        let column = try NpyFile(path: try write(npy, "c.npy")).column(1)
        let copy = try Float64Copy(of: column, inMemoryBytes: 0)
        for index in 0..<count {
            guard copy.buffer[index] == column[index] else { return XCTFail("strided value \(index)") }
        }
    }

    func testANpyTableTooBigForMemoryIsRefusedBeforeItsCellsAreMade() throws {
        // A 2-D u1 array of 5·10^5 × 3 read as a table (its cells, then Doubles): 1.5·10^6 values
        // need about 60 MB, more than a 16 MiB budget. They were allocated regardless (under
        // `ulimit -v 4G`, 2·10^8 rows aborted the process).
        var header = "{'descr': '|u1', 'fortran_order': False, 'shape': (500000, 3), }"
        while (10 + header.utf8.count + 1) % 64 != 0 { header += " " }
        header += "\n"
        let bytes = [0x93, 0x4e, 0x55, 0x4d, 0x50, 0x59, 1, 0, UInt8(header.utf8.count), 0] + Array(header.utf8)
            + [UInt8](repeating: 1, count: 1_500_000)
        MemoryBudget.testingLimit = 16 << 20
        XCTAssertThrowsError(try NumPyTable.table(npyBytes: bytes, file: "wide.npy")) { error in
            let line = (error as? DataFileError)?.description ?? "\(error)"
            XCTAssertTrue(line.hasPrefix("wide.npy: 1500000 values would need "), line)
            XCTAssertTrue(line.hasSuffix("more than the 16 MiB this process may use; store each column as a 1-D .npy (drawn in place) or cut the array"), line)
        }
        MemoryBudget.testingLimit = nil
        XCTAssertEqual(try NumPyTable.table(npyBytes: bytes, file: "wide.npy").rowCount, 500_000)
    }

    func testAConversionIntoAFolderWithoutRoomFallsBackToMemoryWhenItFits() throws {
        let bytes = (0..<1000).map { UInt8(truncatingIfNeeded: $0) }
        let column = try RawColumnFile.open(path: try write(bytes, "small.u8"), type: NumericType(name: "u8"))
        let copy = try Float64Copy(of: column, directory: scratch.appendingPathComponent("missing").path, inMemoryBytes: 0)
        XCTAssertFalse(copy.isMapped)
        XCTAssertEqual(Array(copy.buffer), bytes.map(Double.init))
    }
}
