@testable import ChartData
import Foundation
import XCTest

/// Compressed delimited files go through `DelimitedFileReader`'s parts as plain ones do: the
/// numbers pandas reads from the same text, bit for bit, wherever the parts are cut; the columns
/// cached beside the file and used until it changes; a refusal from a bounded look.
final class CompressedDelimitedFileTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = try FormatFixtures.scratch()
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    /// `name` from Fixtures/textscale copied into the scratch folder (the cache goes beside it).
    private func copy(_ name: String) throws -> String {
        let target = folder.appendingPathComponent(name)
        try FileManager.default.copyItem(at: URL(fileURLWithPath: FormatFixtures.path("textscale/" + name)), to: target)
        return target.path
    }

    /// Read in parts of 100 KiB (several parts, the fast reader after the first), every file cached.
    private func read(_ path: String, compression: TextCompression?) throws -> (table: DataTable, usedCache: Bool) {
        var options = DelimitedFileReader.Options()
        options.compression = compression
        options.partBytes = 100 << 10
        options.cacheMinimumBytes = 0
        let reader = try DelimitedFileReader(path: path, file: path, options: options)
        return (try reader.finish(), reader.usedCache)
    }

    /// pandas' `read_csv` of the fixture's text: time, value and gappy, 6,000 doubles each.
    private func pandasValues() throws -> [[UInt64]] {
        let data = try Data(contentsOf: URL(fileURLWithPath: FormatFixtures.path("textscale/frame-values.f64")))
        let words = data.withUnsafeBytes { raw in (0..<raw.count / 8).map { UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: $0 * 8, as: UInt64.self)) } }
        return (0..<3).map { Array(words[$0 * 6_000..<($0 + 1) * 6_000]) }
    }

    private func assertPandasTable(_ table: DataTable, _ name: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let expected = try pandasValues()
        XCTAssertEqual(table.rowCount, 6_000, name, file: file, line: line)
        XCTAssertEqual(table.columnNames, ["time", "value", "station", "gappy"], name, file: file, line: line)
        for (index, column) in ["time", "value", "gappy"].enumerated() {
            let values = try XCTUnwrap(table.column(named: column)?.values, file: file, line: line)
            // pandas' NaN and ours may differ in payload: compare gaps as gaps.
            XCTAssertEqual(values.map { $0.isNaN ? 0x7FF8_0000_0000_0000 : $0.bitPattern },
                           expected[index].map { Double(bitPattern: $0).isNaN ? 0x7FF8_0000_0000_0000 : $0 },
                           "\(name) \(column)", file: file, line: line)
        }
        XCTAssertEqual(table.textColumns["station"], (0..<6_000).map { "station-\($0 % 7)" }, name, file: file, line: line)
    }

    func testEveryCompressionGivesPandasValuesBitForBit() throws {
        for (name, compression) in [("frame.csv.gz", TextCompression.gzip), ("frame.csv.bz2", .bzip2), ("frame.csv.xz", .xz)] {
            let path = try copy(name)
            let read = try read(path, compression: compression)
            XCTAssertFalse(read.usedCache)
            try assertPandasTable(read.table, name)
            // The library's entry point takes the same way (no cache: a small file).
            try assertPandasTable(TableFile.read(FormatFixtures.path("textscale/" + name)), "TableFile " + name)
        }
    }

    func testSecondOpenUsesTheCacheUntilTheFileChanges() throws {
        let path = try copy("frame.csv.gz")
        let first = try read(path, compression: .gzip)
        XCTAssertFalse(first.usedCache)
        XCTAssertTrue(FileManager.default.fileExists(atPath: path + ColumnCacheSidecar.suffix))
        let second = try read(path, compression: .gzip)
        XCTAssertTrue(second.usedCache)
        try assertPandasTable(second.table, "from the cache")
        // Another gzip member appended (a concatenated file): more rows, the cache rebuilt.
        let handle = try XCTUnwrap(FileHandle(forWritingAtPath: path))
        try handle.seekToEnd()
        try handle.write(contentsOf: Self.storedGzip(Array("1700000000,2.5,station-9,\n".utf8)))
        try handle.close()
        let changed = try read(path, compression: .gzip)
        XCTAssertFalse(changed.usedCache)
        XCTAssertEqual(changed.table.rowCount, 6_001)
        XCTAssertEqual(changed.table.column(named: "value")?.values.last, 2.5)
        XCTAssertTrue(try read(path, compression: .gzip).usedCache)
        // The plain reader's cache is not the compressed one's (other parse options).
        XCTAssertNotEqual(ColumnCacheSidecar.optionsChecksum(keepTextColumns: true),
                          ColumnCacheSidecar.optionsChecksum(keepTextColumns: true, compression: .gzip))
    }

    /// A rewrite that keeps the size, the modification time and the inode, and changes a byte
    /// in one of the blocks sampled between the file's ends, is seen.
    func testRewriteInASampledMiddleBlockRebuildsTheCache() throws {
        let path = folder.appendingPathComponent("long.csv").path
        var text = "x,y\n"
        for row in 0..<200_000 { text += "\(row),\(row % 1000)\n" }
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        XCTAssertFalse(try read(path, compression: nil).usedCache)
        XCTAssertTrue(try read(path, compression: nil).usedCache)
        let size = text.utf8.count
        let ranges = ColumnCacheSidecar.SourceIdentity.sampledRanges(size: size)
        XCTAssertEqual(ranges.count, 2 + ColumnCacheSidecar.SourceIdentity.middleBlocks)
        // A digit inside the middle of the first middle block, changed to another digit.
        var bytes = Array(text.utf8)
        var index = ranges[1].lowerBound + ranges[1].count / 2
        while !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
        XCTAssertLessThan(ranges[0].upperBound, index)
        bytes[index] = bytes[index] == UInt8(ascii: "7") ? UInt8(ascii: "3") : UInt8(ascii: "7")
        var before = stat()
        XCTAssertEqual(stat(path, &before), 0)
        let handle = try XCTUnwrap(FileHandle(forWritingAtPath: path))
        try handle.seek(toOffset: UInt64(index))
        try handle.write(contentsOf: Data([bytes[index]]))
        try handle.close()
        var times = [before.st_atim, before.st_mtim]
        XCTAssertEqual(utimensat(AT_FDCWD, path, &times, 0), 0)
        let changed = try read(path, compression: nil)
        XCTAssertFalse(changed.usedCache)
        let expected = try bytes.withUnsafeBufferPointer { try DelimitedTextParser.parseSerially($0, file: path, keepTextColumns: true) }
        XCTAssertEqual(changed.table, expected)
    }

    /// A column longer than `wholeChecksumBytes` is checked by sampled blocks: damage in one of
    /// them makes the cache absent.
    func testDamageInASampledBlockOfABigColumnIsSeen() throws {
        let path = folder.appendingPathComponent("big.csv").path
        try Data("x\n1\n".utf8).write(to: URL(fileURLWithPath: path))
        let rows = ColumnCacheSidecar.wholeChecksumBytes / 8 * 2
        let table = DataTable(columns: [DataTable.Column(name: "x", values: (0..<rows).map { Double($0) / 3 })], rowCount: rows)
        let identity = try XCTUnwrap(ColumnCacheSidecar.SourceIdentity(path: path))
        XCTAssertTrue(ColumnCacheSidecar.store(table, source: path, identity: identity, options: 7))
        XCTAssertEqual(ColumnCacheSidecar.load(source: path, identity: identity, options: 7, mapsColumns: false), table)
        let cachePath = ColumnCacheSidecar.path(for: path)
        var bytes = try Data(contentsOf: URL(fileURLWithPath: cachePath))
        // The last value's bytes: inside the last sampled block.
        bytes[bytes.count - 3] ^= 0x40
        try bytes.write(to: URL(fileURLWithPath: cachePath))
        XCTAssertNil(ColumnCacheSidecar.load(source: path, identity: identity, options: 7, mapsColumns: false))
        XCTAssertFalse(FileManager.default.fileExists(atPath: cachePath), "a damaged cache is deleted")
    }

    /// A 24 MB file with nothing to plot, plain or gzip-compressed, is refused after reading
    /// about the sniff's head and pieces: counted in the bytes this process read from files.
    func testRefusalReadsABoundedNumberOfBytes() throws {
        var text = "name,city,when\n"
        var state: UInt64 = 5
        while text.utf8.count < 24 << 20 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            text += "name\(state >> 40),city \(state % 13),2024-01-\(state % 28 + 1)\n"
        }
        let plain = folder.appendingPathComponent("names.csv").path
        try Data(text.utf8).write(to: URL(fileURLWithPath: plain))
        let compressed = folder.appendingPathComponent("names.csv.gz").path
        try Self.storedGzip(Array(text.utf8)).write(to: URL(fileURLWithPath: compressed))
        let limits = DelimitedFileSniff.Limits()
        // The sniff's look, the cache identity's samples, the format's leading bytes, and a
        // compressed stream's last chunk past the head.
        let bound = limits.headBytes + limits.sampleCount * limits.sampleBytes
            + 2 * ColumnCacheSidecar.SourceIdentity.sampleBytes
            + ColumnCacheSidecar.SourceIdentity.middleBlocks * ColumnCacheSidecar.SourceIdentity.middleBlockBytes
            + (1 << 20)
        for path in [plain, compressed] {
            let before = try Self.bytesReadByThisProcess()
            var options = TableFile.Options()
            options.requiresNumbers = true
            let error = FormatFixtures.failure(path, options: options)
            let read = try Self.bytesReadByThisProcess() - before
            XCTAssertTrue(error?.problem.hasPrefix("nothing to plot: no column holds numbers") == true, String(describing: error))
            XCTAssertLessThan(read, bound, path)
            XCTAssertLessThan(bound * 8, text.utf8.count)
        }
    }

    /// `rchar` of /proc/self/io: the bytes this process read through read() and pread().
    private static func bytesReadByThisProcess() throws -> Int {
        let text = try String(contentsOfFile: "/proc/self/io", encoding: .utf8)
        let line = try XCTUnwrap(text.split(separator: "\n").first { $0.hasPrefix("rchar:") })
        return try XCTUnwrap(Int(line.dropFirst("rchar:".count).trimmingCharacters(in: .whitespaces)))
    }

    /// A gzip member holding `bytes` in stored (not compressed) deflate blocks: a valid gzip
    /// file of any length without a compressor.
    static func storedGzip(_ bytes: [UInt8]) -> Data {
        var out: [UInt8] = [0x1F, 0x8B, 8, 0, 0, 0, 0, 0, 0, 0xFF]
        var offset = 0
        repeat {
            let count = min(65_535, bytes.count - offset)
            let isLast = offset + count == bytes.count
            out.append(isLast ? 1 : 0)
            out += [UInt8(count & 0xFF), UInt8(count >> 8), UInt8(~count & 0xFF), UInt8((~count >> 8) & 0xFF)]
            out += bytes[offset..<offset + count]
            offset += count
        } while offset < bytes.count
        let table: [UInt32] = (0..<256).map { index in
            var value = UInt32(index)
            for _ in 0..<8 { value = value & 1 != 0 ? (value >> 1) ^ 0xEDB8_8320 : value >> 1 }
            return value
        }
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes { crc = table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
        crc = ~crc
        let size = UInt32(truncatingIfNeeded: bytes.count)
        for value in [crc, size] { out += (0..<4).map { UInt8((value >> (8 * $0)) & 0xFF) } }
        return Data(out)
    }
}
