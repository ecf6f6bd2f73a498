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
        // Copied rather than mapped, the same values and checksums.
        let identity = try XCTUnwrap(ColumnCacheSidecar.SourceIdentity(path: path))
        let options = ColumnCacheSidecar.optionsChecksum(keepTextColumns: true)
        let copied = try XCTUnwrap(ColumnCacheSidecar.load(source: path, identity: identity, options: options, mapsColumns: false))
        assertSameBits(copied, first.table)
        // Other parse options do not use it.
        XCTAssertFalse(try read(path, keepTextColumns: false).usedCache)
        // Nothing is left beside the file but the cache (no temporary files).
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        XCTAssertEqual(names, ["prices.csv", "prices.csv" + ColumnCacheSidecar.suffix])
    }

    /// The inference's statistics of each numeric column are computed while reading a big file
    /// and kept in its cache: the second open hands the inference what a pass over the values
    /// would give (every statistic `ColumnEvidence(values:)` sets survives the round trip), and
    /// any change to the columns drops them.
    func testColumnEvidenceIsCachedAndEqualsAFreshPass() throws {
        let path = folder.appendingPathComponent("shapes.csv").path
        var text = "row,step,walk,flag,constant\n"
        var state: UInt64 = 9
        for row in 0..<30_000 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            let walk = row % 11 == 0 ? "" : "\(Double(Int64(bitPattern: state >> 12)) / 1e7)"
            text += "\(row),\(Double(row) * 0.25 - 7),\(walk),\(row % 2),5\n"
        }
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        let first = try read(path)
        XCTAssertFalse(first.usedCache)
        let second = try read(path)
        XCTAssertTrue(second.usedCache)
        for column in first.table.columns {
            let fresh = ColumnEvidence(values: column.values)
            XCTAssertEqual(first.table.columnEvidence[column.name], fresh, column.name)
            XCTAssertEqual(second.table.columnEvidence[column.name], fresh, column.name)
            XCTAssertEqual(ColumnCacheSidecar.Metadata.evidence(from: ColumnCacheSidecar.Metadata.words(of: fresh)), fresh, column.name)
        }
        XCTAssertEqual(second.table.columnEvidence.count, 5)
        XCTAssertEqual(first.table.columnEvidence["row"]?.countsRows, 0)
        XCTAssertEqual(first.table.columnEvidence["step"]?.step, 0.25)
        // The schema from the kept evidence is the one from a pass over the values.
        var recomputed = second.table
        recomputed.columnEvidence = [:]
        XCTAssertEqual(try TableSchema(table: second.table).columns.map(\.role), try TableSchema(table: recomputed).columns.map(\.role))
        XCTAssertEqual(try TableSchema(table: second.table).columns.map(\.summary), try TableSchema(table: recomputed).columns.map(\.summary))
        var changed = second.table
        changed.columns[0].values[0] = 99
        XCTAssertTrue(changed.columnEvidence.isEmpty, "statistics of old values are dropped")
    }

    /// A text column of distinct cells (dates) is kept cell by cell, a category as a dictionary of
    /// its few labels: both come back as they were read.
    func testDistinctTextsAndCategoriesRoundTrip() throws {
        let path = folder.appendingPathComponent("dated.csv").path
        var text = "date,station,value\n"
        for row in 0..<5_000 { text += "2024-01-01T\(row / 3600 % 24):\(row / 60 % 60):\(row % 60),station-\(row % 8),\(row)\n" }
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        let first = try read(path)
        let second = try read(path)
        XCTAssertTrue(second.usedCache)
        assertSameBits(second.table, first.table)
        XCTAssertEqual(Set(try XCTUnwrap(second.table.textColumns["date"])).count, 5_000)
        let (labels, codes) = ColumnCacheSidecar.Metadata.dictionaryEncode(try XCTUnwrap(first.table.textColumns["station"]))
        XCTAssertEqual(labels.count, 8)
        XCTAssertEqual(codes.map { labels[Int($0)] }, first.table.textColumns["station"])
        let (dates, rows) = ColumnCacheSidecar.Metadata.dictionaryEncode(try XCTUnwrap(first.table.textColumns["date"]))
        XCTAssertEqual(rows.map { dates[Int($0)] }, first.table.textColumns["date"])
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
            ("name", { $0[16 * 8 + 3 * 16 + 5] ^= 0x20 }),
            ("section table", { $0[16 * 8 + 16 + 2] ^= 0x01 }),
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

    /// Dates, categories, cell warnings, mixed columns and units are cached with the numbers:
    /// the second open gives the very table the first did.
    func testTablesWithTextWarningsAndUnitsRoundTrip() throws {
        let path = folder.appendingPathComponent("stations.csv").path
        var text = "date,station,temp,pressure,mixed\n,,degC,hPa,\n"
        for row in 0..<3_000 {
            let temp = row % 97 == 5 ? "n/a" : "\(Double(row % 40) / 2)"
            let mixed = row % 3 == 0 ? "x\(row % 5)" : "\(row)"
            text += "2024-01-\(String(format: "%02d", row % 28 + 1))T\(String(format: "%02d", row % 24)):00:00,"
                + "st\(row % 4) é,\(temp),\(1000 + row % 13),\(mixed)\n"
        }
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        let first = try read(path)
        XCTAssertFalse(first.usedCache)
        XCTAssertFalse(first.table.textColumns.isEmpty)
        XCTAssertFalse(first.table.cellWarnings.isEmpty, "the n/a cells are warned of")
        XCTAssertFalse(first.table.units.isEmpty)
        let second = try read(path)
        XCTAssertTrue(second.usedCache)
        assertSameBits(second.table, first.table)
        XCTAssertEqual(second.table.textColumns, first.table.textColumns)
        XCTAssertEqual(second.table.cellWarnings.map(\.description), first.table.cellWarnings.map(\.description))
        XCTAssertEqual(second.table.mixedColumns, first.table.mixedColumns)
        XCTAssertEqual(second.table.units, first.table.units)
        XCTAssertEqual(second.table.valueKinds, first.table.valueKinds)
        XCTAssertEqual(second.table.columnOrderIsArbitrary, first.table.columnOrderIsArbitrary)
    }

    /// A table built by hand with value kinds and an arbitrary column order comes back whole.
    func testValueKindsAndColumnOrderRoundTrip() throws {
        let path = folder.appendingPathComponent("typed.csv").path
        try Data("t\n1\n".utf8).write(to: URL(fileURLWithPath: path))
        var table = DataTable(columns: [DataTable.Column(name: "t", values: [0, 86_400, .nan]),
                                        DataTable.Column(name: "n", values: [1, 2, 3])],
                              rowCount: 3, textColumns: ["kind": ["a", "b", "a"], "empty": ["", "", ""]])
        table.columnNames = ["t", "kind", "n", "empty"]
        table.valueKinds = ["t": .date, "n": .integer]
        table.columnOrderIsArbitrary = true
        let identity = try XCTUnwrap(ColumnCacheSidecar.SourceIdentity(path: path))
        XCTAssertTrue(ColumnCacheSidecar.store(table, source: path, identity: identity, options: 7))
        let loaded = try XCTUnwrap(ColumnCacheSidecar.load(source: path, identity: identity, options: 7))
        assertSameBits(loaded, table)
        XCTAssertEqual(loaded.valueKinds, table.valueKinds)
        XCTAssertTrue(loaded.columnOrderIsArbitrary)
        XCTAssertNil(ColumnCacheSidecar.load(source: path, identity: identity, options: 8), "other options")
    }

    /// A rewrite that keeps the length, the modification time and the inode is still seen: the
    /// hash of the file's ends differs.
    func testRewriteWithSameSizeAndTimeRebuildsItsCache() throws {
        let path = folder.appendingPathComponent("prices.csv").path
        try Data(numericText(rows: 5_000, seed: 1).utf8).write(to: URL(fileURLWithPath: path))
        var before = stat()
        XCTAssertEqual(stat(path, &before), 0)
        _ = try read(path)
        XCTAssertTrue(try read(path).usedCache)
        let handle = try XCTUnwrap(FileHandle(forWritingAtPath: path))
        try handle.seek(toOffset: 30)
        try handle.write(contentsOf: Data("9".utf8))  // a digit of the first value, in place
        try handle.close()
        var times = [before.st_atim, before.st_mtim]
        XCTAssertEqual(utimensat(AT_FDCWD, path, &times, 0), 0)
        var after = stat()
        XCTAssertEqual(stat(path, &after), 0)
        XCTAssertEqual(after.st_size, before.st_size)
        XCTAssertEqual(after.st_ino, before.st_ino)
        XCTAssertEqual(after.st_mtim.tv_sec, before.st_mtim.tv_sec)
        XCTAssertEqual(after.st_mtim.tv_nsec, before.st_mtim.tv_nsec)
        let changed = try read(path)
        XCTAssertFalse(changed.usedCache)
        var text = try String(contentsOfFile: path, encoding: .utf8)
        let expected = try text.withUTF8 { bytes in try DelimitedTextParser.parseSerially(bytes, file: path, keepTextColumns: true) }
        assertSameBits(changed.table, expected)
    }

    /// A column of 2^23 + 5 values (an allocation the C library maps for itself) comes back
    /// mapped: the array's pages are the cache's (its path shows in the process's mappings at
    /// the array's address), bit for bit what was stored; and changing the array leaves the
    /// cache as it was.
    func testBigColumnsAreMappedIntoTheirArrays() throws {
        let path = folder.appendingPathComponent("big.csv").path
        try Data("x\n1\n".utf8).write(to: URL(fileURLWithPath: path))
        let rows = ColumnCacheSidecar.mappedMinimumValues + 5
        let values = (0..<rows).map { Double($0) * 0.5 - 3 }
        let table = DataTable(columns: [DataTable.Column(name: "x", values: values)], rowCount: rows)
        let identity = try XCTUnwrap(ColumnCacheSidecar.SourceIdentity(path: path))
        XCTAssertTrue(ColumnCacheSidecar.store(table, source: path, identity: identity, options: 1))
        var loaded = try XCTUnwrap(ColumnCacheSidecar.load(source: path, identity: identity, options: 1))
        XCTAssertTrue(loaded.columns[0].values == values)
        let middle = loaded.columns[0].values.withUnsafeBufferPointer { Int(bitPattern: $0.baseAddress! + rows / 2) }
        let maps = try String(contentsOfFile: "/proc/self/maps", encoding: .utf8)
        let mapping = maps.split(separator: "\n").first { line in
            let range = line.split(separator: " ")[0].split(separator: "-").compactMap { Int($0, radix: 16) }
            return range.count == 2 && range[0] <= middle && middle < range[1]
        }
        // The path field of the mapping: empty for an anonymous one.
        let mappedPath = mapping.map { $0.split(separator: " ").dropFirst(5).joined(separator: " ") }
        if mappedPath == "[heap]" || mappedPath == "" {
            // Free memory left by earlier tests in this process (the main heap, or a thread's
            // arena, which is an anonymous mapping) served the allocation, so the loader copied
            // (its documented fallback, checked bit for bit above): the mapping shows only when
            // the C library maps the array for itself, as in a fresh process.
            print("ColumnCacheSidecarTests: the array came from the heap; its copy was checked")
        } else {
            XCTAssertTrue(mapping?.hasSuffix(ColumnCacheSidecar.path(for: path)) ?? false, "mapped from the cache: \(mapping ?? "none")")
        }
        loaded.columns[0].values[rows / 2] = 42  // a private page: the file keeps its value
        let again = try XCTUnwrap(ColumnCacheSidecar.load(source: path, identity: identity, options: 1))
        XCTAssertEqual(again.columns[0].values[rows / 2], values[rows / 2])
    }

    /// The second open takes the table from the cache and reads no byte of the file's text
    /// (counted by the reader), whatever the file's length.
    func testSecondOpenReadsNoTextOfTheFile() throws {
        let path = folder.appendingPathComponent("second.csv").path
        try Data(numericText(rows: 50_000, seed: 3).utf8).write(to: URL(fileURLWithPath: path))
        var options = DelimitedFileReader.Options()
        options.cacheMinimumBytes = 0
        let first = try DelimitedFileReader(path: path, file: path, options: options)
        let parsed = try first.finish()
        XCTAssertFalse(first.usedCache)
        XCTAssertGreaterThanOrEqual(first.bytesTouched, first.totalBytes)
        let second = try DelimitedFileReader(path: path, file: path, options: options)
        XCTAssertTrue(second.usedCache)
        XCTAssertFalse(try second.readNextPart())
        assertSameBits(try second.finish(), parsed)
        XCTAssertEqual(second.bytesTouched, 0, "no text read on the second open")
    }

    /// Times with a zone offset across daylight-saving changes (`+01:00`/`+02:00`) are cached
    /// with each row's offset: the second open maps them, reads no text, and every cell writes
    /// back as the file has it.
    func testZonedISOTimesAreCachedWithTheirOffsets() throws {
        let path = folder.appendingPathComponent("zoned.csv").path
        var text = "time,value\n"
        var cells: [String] = []
        for row in 0..<20_000 {
            // Every 6 hours over about 14 years: each spring and autumn change of Berlin's offset.
            let instant = 1_600_000_000 + row * 21_600
            let offset = Self.berlinOffsetMinutes(atUTC: instant)
            let cell = Self.iso(instant + offset * 60) + (offset == 60 ? "+01:00" : "+02:00")
            cells.append(cell)
            text += "\(cell),\(row % 97)\n"
        }
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        let first = try read(path)
        XCTAssertFalse(first.usedCache)
        let zoned = try XCTUnwrap(first.table.isoTimes["time"])
        XCTAssertTrue(zoned.layout.hasOffset)
        XCTAssertTrue(FileManager.default.fileExists(atPath: path + ColumnCacheSidecar.suffix), "a zoned table is cached")
        let second = try read(path)
        XCTAssertTrue(second.usedCache)
        assertSameBits(second.table, first.table)
        let cached = try XCTUnwrap(second.table.isoTimes["time"])
        XCTAssertEqual(cached.offsetMinutes, zoned.offsetMinutes)
        XCTAssertEqual(Set(cached.offsetMinutes), [60, 120])
        XCTAssertEqual(cached.seconds.map(\.bitPattern), zoned.seconds.map(\.bitPattern))
        for row in stride(from: 0, to: cells.count, by: 7) { XCTAssertEqual(cached[row], cells[row]) }
    }

    /// Berlin's offset from UTC in minutes at `instant`: summer time from the last Sunday of March
    /// 01:00 UTC to the last Sunday of October 01:00 UTC.
    private static func berlinOffsetMinutes(atUTC instant: Int) -> Int {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let date = Date(timeIntervalSince1970: TimeInterval(instant))
        let year = calendar.component(.year, from: date)
        func lastSunday(month: Int) -> Int {
            let first = calendar.date(from: DateComponents(year: year, month: month + 1, day: 1, hour: 1))!
            var day = first.addingTimeInterval(-86_400)
            while calendar.component(.weekday, from: day) != 1 { day.addTimeInterval(-86_400) }
            return Int(day.timeIntervalSince1970)
        }
        return instant >= lastSunday(month: 3) && instant < lastSunday(month: 10) ? 120 : 60
    }

    /// `seconds` (wall clock as if UTC) as `yyyy-MM-ddTHH:mm:ss`.
    private static func iso(_ seconds: Int) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd'T'HH:mm:ss"
        return formatter.string(from: Date(timeIntervalSince1970: TimeInterval(seconds)))
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
