import Foundation

/// The parsed columns of a big delimited file, cached beside it (`prices.csv.chartkit-columns`)
/// so that the second open maps them instead of parsing the text again.
///
/// The file is a header of little-endian 64-bit words, the column names, and from the next
/// 4 KiB boundary each column's values as raw little-endian doubles, one column after another.
/// The header names what the columns were parsed from: the source's size, modification time
/// and inode, and a checksum of the parse options (and of this format's version); it carries a
/// checksum of each column's values and one of itself and the names. Any difference (a changed
/// source, other options), a wrong length, a broken checksum makes the cache count as absent: it
/// is deleted and rebuilt. A cache is written under a temporary name and renamed into place once
/// complete, so a half-written one is never read. When the folder cannot be written the table is
/// simply not cached: nothing is said.
///
/// Only tables that are numbers alone are cached (no text columns, warnings or mixed columns):
/// the cache holds exactly what the parse gave, and text cells are not kept in it.
package enum ColumnCacheSidecar {
    /// The file name suffix of a cache.
    package static let suffix = ".chartkit-columns"
    /// Sources shorter than this are parsed every time (a few tens of milliseconds), so opening
    /// a small file leaves nothing beside it: 32 MiB.
    package static let minimumSourceBytes = 32 << 20
    private static let magic: UInt64 = 0x3130_304C_4F43_4B43  // "CKCOL001", little-endian
    private static let formatVersion: UInt64 = 1
    private static let pageBytes = 4096

    /// What a cache was built from: it is valid only for the same file, unchanged.
    package struct SourceIdentity: Equatable, Sendable {
        package var size: UInt64
        package var modifiedSeconds: Int64
        package var modifiedNanoseconds: Int64
        package var inode: UInt64

        package init(_ status: stat) {
            size = UInt64(max(0, status.st_size))
            modifiedSeconds = Int64(status.st_mtim.tv_sec)
            modifiedNanoseconds = Int64(status.st_mtim.tv_nsec)
            inode = UInt64(status.st_ino)
        }

        /// The identity of the file at `path` now; nil when it cannot be read.
        package init?(path: String) {
            var status = stat()
            guard stat(path, &status) == 0 else { return nil }
            self.init(status)
        }
    }

    /// The cache path for the source file at `source`.
    package static func path(for source: String) -> String { source + suffix }

    /// A checksum of what decides the parse: the reader's options and this format's version.
    package static func optionsChecksum(keepTextColumns: Bool) -> UInt64 {
        fnv1a(Array("chartkit delimited text v\(formatVersion); keepTextColumns=\(keepTextColumns)".utf8))
    }

    /// Whether `table` can be cached whole: numbers alone, with nothing to warn about.
    package static func canStore(_ table: DataTable) -> Bool {
        table.textColumns.isEmpty && table.cellWarnings.isEmpty && table.mixedColumns.isEmpty && table.valueKinds.isEmpty
            && table.readingNotes.isEmpty
            && table.columnNames == table.columns.map(\.name) && !table.columns.isEmpty
    }

    // MARK: - Reading

    /// The table cached for `source` when the cache is valid for `identity` and `options`;
    /// otherwise nil, and an invalid cache is deleted (quietly, where the folder allows).
    /// `copyStep`: words copied from the mapping at a time (tests take small steps).
    package static func load(source: String, identity: SourceIdentity, options: UInt64,
                             copyStep: Int = copyStepWords) -> DataTable? {
        let cachePath = path(for: source)
        let descriptor = open(cachePath, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG, status.st_size >= pageBytes else {
            unlink(cachePath)
            return nil
        }
        let length = Int(status.st_size)
        guard let mapped = mmap(nil, length, PROT_READ, MAP_PRIVATE, descriptor, 0), mapped != MAP_FAILED else { return nil }
        defer { munmap(mapped, length) }
        guard let table = decode(UnsafeRawBufferPointer(start: mapped, count: length), identity: identity, options: options,
                                 copyStep: max(4, copyStep / 4 * 4)) else {
            unlink(cachePath)
            return nil
        }
        return table
    }

    private static func decode(_ file: UnsafeRawBufferPointer, identity: SourceIdentity, options: UInt64,
                               copyStep: Int) -> DataTable? {
        func word(_ index: Int) -> UInt64? {
            let offset = index * 8
            guard offset + 8 <= file.count else { return nil }
            return UInt64(littleEndian: file.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
        }
        guard word(0) == magic, word(1) == formatVersion, word(2) == identity.size,
              word(3) == UInt64(bitPattern: identity.modifiedSeconds), word(4) == UInt64(bitPattern: identity.modifiedNanoseconds),
              word(5) == identity.inode, word(6) == options,
              let rows = word(7).flatMap({ Int(exactly: $0) }), let columnCount = word(8).flatMap({ Int(exactly: $0) }),
              let namesLength = word(9).flatMap({ Int(exactly: $0) }), let dataOffset = word(10).flatMap({ Int(exactly: $0) }),
              columnCount > 0, columnCount < 1 << 20, rows < 1 << 56, namesLength < 1 << 30
        else { return nil }
        let namesStart = (11 + columnCount) * 8
        let checksumOffset = namesStart + namesLength
        let columnBytes = rows * 8
        let (dataBytes, overflow) = columnBytes.multipliedReportingOverflow(by: columnCount)
        guard checksumOffset % 8 == 0, dataOffset == roundedToPage(checksumOffset + 8), !overflow,
              dataOffset + dataBytes == file.count
        else { return nil }
        let stored = UInt64(littleEndian: file.loadUnaligned(fromByteOffset: checksumOffset, as: UInt64.self))
        guard stored == fnv1a(UnsafeRawBufferPointer(rebasing: file[0..<checksumOffset])) else { return nil }
        // The names: a 32-bit length and UTF-8 bytes each.
        var names: [String] = []
        var offset = namesStart
        for _ in 0..<columnCount {
            guard offset + 4 <= checksumOffset else { return nil }
            let count = Int(UInt32(littleEndian: file.loadUnaligned(fromByteOffset: offset, as: UInt32.self)))
            offset += 4
            guard offset + count <= checksumOffset else { return nil }
            names.append(String(decoding: UnsafeRawBufferPointer(rebasing: file[offset..<offset + count]), as: UTF8.self))
            offset += count
        }
        guard checksumOffset - offset < 8 else { return nil }  // the padding to a whole word
        // The values, copied into the table's arrays and checked on the way, one column a core.
        let base = Int(bitPattern: file.baseAddress)
        let results = CopiedColumns(count: columnCount)
        DispatchQueue.concurrentPerform(iterations: columnCount) { index in
            let source = UnsafePointer<UInt64>(bitPattern: base + dataOffset + index * columnBytes)
            var hasher = ColumnHasher()
            let values = [Double](unsafeUninitializedCapacity: rows) { buffer, initialized in
                buffer.baseAddress!.withMemoryRebound(to: UInt64.self, capacity: rows) { target in
                    // In steps of 64 MiB, each step's mapped pages let go once copied: the process
                    // holds the table's arrays, not a second copy of them in mapped pages.
                    var done = 0
                    while done < rows, let source {
                        let count = min(rows - done, copyStep)
                        // Both sides' pages made in one call each, not a fault per 4 KiB page.
                        populate(UnsafeRawPointer(source + done), bytes: count * 8, advice: 22)  // MADV_POPULATE_READ
                        FileBytes.populate(UnsafeMutableRawBufferPointer(start: target + done, count: count * 8))
                        hasher.add(source + done, copyingTo: target + done, count: count)
                        release(UnsafeRawPointer(source + done), bytes: count * 8)
                        done += count
                    }
                }
                initialized = rows
            }
            let checksum = hasher.finish(count: rows)
            results.store(values, checksum: checksum, at: index)
        }
        for index in 0..<columnCount where results.checksums[index] != word(11 + index) { return nil }
        var table = DataTable(columns: zip(names, results.values).map { DataTable.Column(name: $0, values: $1) }, rowCount: rows)
        table.columnNames = names
        return table
    }

    /// Each column's values and checksum, written by its own thread at its own index.
    private final class CopiedColumns: @unchecked Sendable {
        private(set) var values: [[Double]]
        private(set) var checksums: [UInt64]

        init(count: Int) {
            values = Array(repeating: [], count: count)
            checksums = Array(repeating: 0, count: count)
        }

        func store(_ column: [Double], checksum: UInt64, at index: Int) {
            values.withUnsafeMutableBufferPointer { $0[index] = column }
            checksums.withUnsafeMutableBufferPointer { $0[index] = checksum }
        }
    }

    // MARK: - Writing

    /// Writes the cache of `table`, parsed from `source` as it was at `identity`; false when it
    /// could not be written (a read-only folder, a full disk), which the caller ignores.
    @discardableResult
    package static func store(_ table: DataTable, source: String, identity: SourceIdentity, options: UInt64) -> Bool {
        #if _endian(big)
        return false
        #else
        guard canStore(table) else { return false }
        let rows = table.rowCount
        guard table.columns.allSatisfy({ $0.values.count == rows }) else { return false }
        var header: [UInt64] = [magic, formatVersion, identity.size, UInt64(bitPattern: identity.modifiedSeconds),
                                UInt64(bitPattern: identity.modifiedNanoseconds), identity.inode, options,
                                UInt64(rows), UInt64(table.columns.count), 0, 0]
        header += table.columns.map { column in
            column.values.withUnsafeBytes { raw in
                raw.withMemoryRebound(to: UInt64.self) { words in
                    hash(words.baseAddress, count: words.count)
                }
            }
        }
        var names: [UInt8] = []
        for column in table.columns {
            let bytes = Array(column.name.utf8)
            withUnsafeBytes(of: UInt32(bytes.count).littleEndian) { names += $0 }
            names += bytes
        }
        // Padded to whole words, so that the checksum word after the names is aligned.
        names += Array(repeating: 0, count: (8 - names.count % 8) % 8)
        let checksumOffset = header.count * 8 + names.count
        header[9] = UInt64(names.count)
        header[10] = UInt64(roundedToPage(checksumOffset + 8))
        var front = header.flatMap { word in withUnsafeBytes(of: word.littleEndian) { Array($0) } } + names
        let checksum = front.withUnsafeBytes { fnv1a($0) }
        withUnsafeBytes(of: checksum.littleEndian) { front += $0 }
        front += Array(repeating: 0, count: Int(header[10]) - front.count)

        let finalPath = path(for: source)
        let temporary = finalPath + ".tmp-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return false }
        var written = front.withUnsafeBytes { writeAll(descriptor, $0) }
        for column in table.columns where written {
            written = column.values.withUnsafeBytes { writeAll(descriptor, $0) }
        }
        close(descriptor)
        guard written, rename(temporary, finalPath) == 0 else {
            unlink(temporary)
            return false
        }
        return true
        #endif
    }

    private static func writeAll(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let count = write(descriptor, bytes.baseAddress! + offset, min(bytes.count - offset, 1 << 30))
            if count > 0 {
                offset += count
            } else if count < 0 && errno == EINTR {
                continue
            } else {
                return false
            }
        }
        return true
    }

    // MARK: - Checksums

    private static func roundedToPage(_ bytes: Int) -> Int { (bytes + pageBytes - 1) / pageBytes * pageBytes }

    static func fnv1a<Bytes: Sequence>(_ bytes: Bytes) -> UInt64 where Bytes.Element == UInt8 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        return hash
    }

    /// Words copied from the mapping at a time (64 MiB; a multiple of the hasher's four lanes).
    package static let copyStepWords = 8 << 20

    /// Drops the whole pages of a read part of a mapping from the process (the page cache keeps
    /// them): a hint, ignored where refused.
    private static func release(_ start: UnsafeRawPointer, bytes: Int) {
        populate(start, bytes: bytes, advice: MADV_DONTNEED)
    }

    /// `madvise` over the whole pages of `start..<start + bytes`; advice only (a kernel older
    /// than 5.14 refuses the populate advices, and the pages come one fault at a time).
    private static func populate(_ start: UnsafeRawPointer, bytes: Int, advice: Int32) {
        let page = Int(sysconf(Int32(_SC_PAGESIZE)))
        let first = (Int(bitPattern: start) + page - 1) / page * page
        let end = (Int(bitPattern: start) + bytes) / page * page
        guard end > first, let aligned = UnsafeMutableRawPointer(bitPattern: first) else { return }
        _ = madvise(aligned, end - first, advice)
    }

    /// A checksum of `count` words (`ColumnHasher`).
    static func hash(_ words: UnsafePointer<UInt64>?, count: Int) -> UInt64 {
        var hasher = ColumnHasher()
        if let words { hasher.add(words, copyingTo: nil, count: count) }
        return hasher.finish(count: count)
    }

    /// A checksum of a column's words: four independent lanes (so it runs at memory speed),
    /// folded with the count at the end. Words may come in steps, each a multiple of four but
    /// the last.
    struct ColumnHasher {
        private static let prime: UInt64 = 0x9E37_79B9_7F4A_7C15
        private var lanes: (UInt64, UInt64, UInt64, UInt64) = (1, 2, 3, 4)

        /// Adds `count` words from `source`, copying them to `target` when given.
        mutating func add(_ source: UnsafePointer<UInt64>, copyingTo target: UnsafeMutablePointer<UInt64>?, count: Int) {
            let prime = Self.prime
            var index = 0
            while index + 4 <= count {
                let a = source[index], b = source[index + 1], c = source[index + 2], d = source[index + 3]
                if let target {
                    target[index] = a; target[index + 1] = b; target[index + 2] = c; target[index + 3] = d
                }
                lanes.0 = ((lanes.0 ^ a) &* prime) ^ (lanes.0 >> 29)
                lanes.1 = ((lanes.1 ^ b) &* prime) ^ (lanes.1 >> 29)
                lanes.2 = ((lanes.2 ^ c) &* prime) ^ (lanes.2 >> 29)
                lanes.3 = ((lanes.3 ^ d) &* prime) ^ (lanes.3 >> 29)
                index += 4
            }
            while index < count {
                let word = source[index]
                target?[index] = word
                lanes.0 = ((lanes.0 ^ word) &* prime) ^ (lanes.0 >> 29)
                index += 1
            }
        }

        func finish(count: Int) -> UInt64 {
            var folded = UInt64(count) &* Self.prime
            for lane in [lanes.0, lanes.1, lanes.2, lanes.3] { folded = ((folded ^ lane) &* Self.prime) ^ (folded >> 31) }
            return folded
        }
    }
}
