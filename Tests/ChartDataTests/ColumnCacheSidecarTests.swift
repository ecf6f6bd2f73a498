@testable import ChartData
import Foundation
import XCTest

/// The columns parsed from a big file are cached beside it and read back exactly; a cache that no
/// longer matches its file, or is damaged, is rebuilt; standard input is never cached.
final class ColumnCacheSidecarTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("column-cache-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    private func numericText(rows: Int, seed: UInt64) -> String {
        var text = "time,value,\"odd, name\"\n"
        var state = seed
        for row in 0..<rows {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            let value = Double(Int64(bitPattern: state >> 11)) / 1e9
            text += "\(row),\(value),\(row % 7 == 0 ? "" : "\(1.0 / Double(row + 1))")\n"
        }
        return text
    }

    /// Every file is cached here, however small, so the tests stay quick.
    private func read(_ path: String, keepTextColumns: Bool = true) throws -> (table: DataTable, usedCache: Bool) {
        var options = DelimitedFileReader.Options()
        options.cacheMinimumBytes = 0
        options.keepTextColumns = keepTextColumns
        let reader = try DelimitedFileReader(path: path, file: path, options: options)
        return (try reader.finish(), reader.usedCache)
    }

    private func assertSameBits(_ a: DataTable, _ b: DataTable, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(a.rowCount, b.rowCount, file: file, line: line)
        XCTAssertEqual(a.columnNames, b.columnNames, file: file, line: line)
        XCTAssertEqual(a.columns.map(\.name), b.columns.map(\.name), file: file, line: line)
        for (x, y) in zip(a.columns, b.columns) {
            XCTAssertEqual(x.values.map(\.bitPattern), y.values.map(\.bitPattern), x.name, file: file, line: line)
        }
        XCTAssertEqual(a, b, file: file, line: line)
    }

    func testCachedColumnsReadBackBitForBit() throws {
        let path = folder.appendingPathComponent("prices.csv").path
        try Data(numericText(rows: 20_000, seed: 1).utf8).write(to: URL(fileURLWithPath: path))
        let first = try read(path)
        XCTAssertFalse(first.usedCache)
        XCTAssertTrue(FileManager.default.fileExists(atPath: path + ColumnCacheSidecar.suffix))
        let second = try read(path)
        XCTAssertTrue(second.usedCache)
        assertSameBits(second.table, first.table)
        // Copied from the mapping in steps of any length (a multiple of the hash's four lanes),
        // the same values and checksums.
        let identity = try XCTUnwrap(ColumnCacheSidecar.SourceIdentity(path: path))
        let options = ColumnCacheSidecar.optionsChecksum(keepTextColumns: true)
        for step in [4, 12, 4_096, 19_996] {
            let stepped = try XCTUnwrap(ColumnCacheSidecar.load(source: path, identity: identity, options: options, copyStep: step))
            assertSameBits(stepped, first.table)
        }
        // Other parse options do not use it.
        XCTAssertFalse(try read(path, keepTextColumns: false).usedCache)
        // Nothing is left beside the file but the cache (no temporary files).
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        XCTAssertEqual(names, ["prices.csv", "prices.csv" + ColumnCacheSidecar.suffix])
    }

    func testChangedFileRebuildsItsCache() throws {
        let path = folder.appendingPathComponent("prices.csv").path
        try Data(numericText(rows: 5_000, seed: 1).utf8).write(to: URL(fileURLWithPath: path))
        _ = try read(path)
        // Same length, other values, other modification time.
        try Data(numericText(rows: 5_000, seed: 2).utf8).write(to: URL(fileURLWithPath: path))
        var times = [timeval(tv_sec: 1_000_000, tv_usec: 0), timeval(tv_sec: 1_000_000, tv_usec: 0)]
        XCTAssertEqual(utimes(path, &times), 0)
        let changed = try read(path)
        XCTAssertFalse(changed.usedCache)
        var text = numericText(rows: 5_000, seed: 2)
        let expected = try text.withUTF8 { bytes in
            try DelimitedTextParser.parseSerially(bytes, file: path, keepTextColumns: true)
        }
        assertSameBits(changed.table, expected)
        let again = try read(path)
        XCTAssertTrue(again.usedCache, "rebuilt for the file as it is now")
        assertSameBits(again.table, expected)
    }

    func testDamagedCacheIsRebuilt() throws {
        let path = folder.appendingPathComponent("prices.csv").path
        try Data(numericText(rows: 5_000, seed: 1).utf8).write(to: URL(fileURLWithPath: path))
        let expected = try read(path).table
        let cachePath = path + ColumnCacheSidecar.suffix
        let cacheLength = try XCTUnwrap(FileManager.default.attributesOfItem(atPath: cachePath)[.size] as? Int)
        // A flipped bit in the values, in the names, a cut-off file, garbage: each read as absent.
        let damages: [(String, (inout Data) -> Void)] = [
            ("value bit", { $0[$0.count - 100] ^= 0x10 }),
            ("header", { $0[60] ^= 0x01 }),
            ("name", { $0[11 * 8 + 3 * 8 + 5] ^= 0x20 }),
            ("truncated", { $0 = $0.prefix(cacheLength - 8) }),
            ("garbage", { $0 = Data(repeating: 0x41, count: 10_000) }),
        ]
        for (name, damage) in damages {
            var bytes = try Data(contentsOf: URL(fileURLWithPath: cachePath))
            damage(&bytes)
            try bytes.write(to: URL(fileURLWithPath: cachePath))
            let read = try read(path)
            XCTAssertFalse(read.usedCache, name)
            assertSameBits(read.table, expected)
            XCTAssertTrue(try self.read(path).usedCache, "\(name): rebuilt")
        }
    }

    func testTablesWithTextOrWarningsAreNotCached() throws {
        let path = folder.appendingPathComponent("dates.csv").path
        try Data("date,v\n2024-01-01,1\n2024-01-02,2\n2024-01-03,3\n".utf8).write(to: URL(fileURLWithPath: path))
        _ = try read(path)
        XCTAssertFalse(FileManager.default.fileExists(atPath: path + ColumnCacheSidecar.suffix))
    }

    func testStandardInputIsNeverCached() throws {
        let path = folder.appendingPathComponent("piped.csv").path
        try Data(numericText(rows: 2_000, seed: 1).utf8).write(to: URL(fileURLWithPath: path))
        let saved = dup(STDIN_FILENO)
        let input = open(path, O_RDONLY)
        XCTAssertGreaterThanOrEqual(input, 0)
        dup2(input, STDIN_FILENO)
        close(input)
        defer {
            dup2(saved, STDIN_FILENO)
            close(saved)
        }
        let table = try DelimitedTextParser.parse(contentsOf: "-", keepTextColumns: true, cachesColumns: true)
        XCTAssertEqual(table.rowCount, 2_000)
        XCTAssertFalse(FileManager.default.fileExists(atPath: path + ColumnCacheSidecar.suffix))
        XCTAssertFalse(FileManager.default.fileExists(atPath: "-" + ColumnCacheSidecar.suffix))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), ["piped.csv"])
    }

    func testNoCacheOptionNeitherReadsNorWrites() throws {
        let path = folder.appendingPathComponent("prices.csv").path
        try Data(numericText(rows: 2_000, seed: 1).utf8).write(to: URL(fileURLWithPath: path))
        var options = DelimitedFileReader.Options()
        options.cacheMinimumBytes = 0
        options.cachesColumns = false
        _ = try DelimitedFileReader(path: path, file: path, options: options).finish()
        XCTAssertFalse(FileManager.default.fileExists(atPath: path + ColumnCacheSidecar.suffix))
    }
}
