import Foundation

/// The table parsed from a big delimited file, cached beside it (`prices.csv.chartkit-columns`)
/// so that the second open maps it instead of parsing the text again.
///
/// The cache holds exactly what the reader produced: every numeric column (raw little-endian
/// doubles, date columns as seconds with their `valueKinds`; text columns of ISO times as their
/// numbers, with their layout), every other text column as a dictionary
/// of its distinct cells and one 32-bit code per row, the column order, units, cell warnings and
/// mixed columns. Layout (`ColumnCacheSidecar+Layout.swift`): a header of 64-bit words, a table of
/// each column's data offset and checksum, the metadata, then the columns' data. Each numeric
/// column starts at the same place within a page as a big array's elements do, so the second
/// open maps the cache's pages straight into the table's arrays (`+Mapping`): nothing is copied,
/// the pages come from the page cache as they are read, and the chart draws from them in place.
///
/// The header names what the table was parsed from: the source's size, modification time,
/// inode and a hash of its first and last 64 KiB, and a checksum of the parse options and of
/// this format's version; it carries a checksum of each column and one of itself and the
/// metadata. Any difference (a changed source, other options), a wrong length, a broken checksum,
/// a code outside its dictionary makes the cache count as absent: it is deleted and rebuilt,
/// never trusted. A cache is written under a temporary name and renamed into place once
/// complete, so a half-written one is never read (and a mapped one is never rewritten in place).
/// When the folder cannot be written the table is simply not cached: nothing is said.
package enum ColumnCacheSidecar {
    /// The file name suffix of a cache.
    package static let suffix = ".chartkit-columns"
    /// Sources shorter than this are parsed every time (a few tens of milliseconds), so opening
    /// a small file leaves nothing beside it: 32 MiB.
    package static let minimumSourceBytes = 32 << 20
    static let magic: UInt64 = 0x3230_304C_4F43_4B43  // "CKCOL002", little-endian
    /// 3: a big section's checksum covers sampled blocks (`sectionChecksum`), not every byte.
    /// 4: text columns of ISO times kept as numbers (`DataTable.isoTimes`).
    /// 5: ISO time columns with gap markers (`NA`) kept as numbers, a marker as a NaN naming it.
    /// 6: zoned ISO time columns cached, each with its offsets (minutes) after the times.
    static let formatVersion: UInt64 = 6

    /// What a cache was built from: it is valid only for the same file, unchanged.
    package struct SourceIdentity: Equatable, Sendable {
        package var size: UInt64
        package var modifiedSeconds: Int64
        package var modifiedNanoseconds: Int64
        package var inode: UInt64
        /// A hash of the file's first and last `sampleBytes` and of `middleBlocks` blocks spread
        /// over the rest: a rewrite that keeps the length and the modification time (a copy with
        /// `cp -p`, a clock set back) still shows where it touches those.
        package var contentHash: UInt64

        /// Bytes hashed at each end of the file: 64 KiB.
        package static let sampleBytes = 64 << 10
        /// Blocks of `middleBlockBytes` hashed between the ends: 16 of 4 KiB.
        package static let middleBlocks = 16
        package static let middleBlockBytes = 4 << 10

        package init(size: UInt64, modifiedSeconds: Int64, modifiedNanoseconds: Int64, inode: UInt64, contentHash: UInt64) {
            self.size = size
            self.modifiedSeconds = modifiedSeconds
            self.modifiedNanoseconds = modifiedNanoseconds
            self.inode = inode
            self.contentHash = contentHash
        }

        /// The identity of the open regular file `descriptor`, whose status is `status`.
        package init(_ status: stat, descriptor: Int32) {
            size = UInt64(max(0, status.st_size))
            modifiedSeconds = Int64(status.st_mtim.tv_sec)
            modifiedNanoseconds = Int64(status.st_mtim.tv_nsec)
            inode = UInt64(status.st_ino)
            contentHash = Self.hashEnds(descriptor, size: Int(size))
        }

        /// The identity of the file at `path` now; nil when it cannot be read.
        package init?(path: String) {
            let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
            guard descriptor >= 0 else { return nil }
            defer { close(descriptor) }
            var status = stat()
            guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else { return nil }
            self.init(status, descriptor: descriptor)
        }

        /// The places hashed: the head, the tail and the middle blocks, in file order.
        static func sampledRanges(size: Int) -> [Range<Int>] {
            let head = min(size, sampleBytes)
            let tailStart = max(head, size - sampleBytes)
            var ranges = [0..<head]
            let middle = tailStart - head
            if middle > middleBlocks * middleBlockBytes * 2 {
                for block in 0..<middleBlocks {
                    let start = head + (middle - middleBlockBytes) * (2 * block + 1) / (2 * middleBlocks)
                    ranges.append(start..<start + middleBlockBytes)
                }
            }
            ranges.append(tailStart..<size)
            return ranges
        }

        private static func hashEnds(_ descriptor: Int32, size: Int) -> UInt64 {
            let ranges = sampledRanges(size: size)
            var bytes = [UInt8](repeating: 0, count: ranges.reduce(0) { $0 + $1.count })
            let complete = bytes.withUnsafeMutableBytes { buffer -> Bool in
                var at = 0
                for range in ranges {
                    guard readFully(descriptor, into: buffer.baseAddress! + at, count: range.count, at: range.lowerBound) else { return false }
                    at += range.count
                }
                return true
            }
            // Unreadable ends: a hash no cache holds, so none is used.
            return complete ? fnv1a(bytes) : 0xFFFF_FFFF_FFFF_FFFF
        }
    }

    /// The cache path for the source file at `source`.
    package static func path(for source: String) -> String { source + suffix }

    /// A checksum of what decides the parse: the reader's options and this format's version.
    /// `compression`: the source is compressed so (its cache is the decompressed text's table).
    package static func optionsChecksum(keepTextColumns: Bool, compression: TextCompression? = nil) -> UInt64 {
        let compressed = compression.map { "; compression=\($0.rawValue)" } ?? ""
        return fnv1a(Array("chartkit delimited text v\(formatVersion); keepTextColumns=\(keepTextColumns)\(compressed)".utf8))
    }

    /// Whether `table` can be cached whole: at least one column, every one `rowCount` long, and
    /// fewer distinct cells in a text column than 32-bit codes can name.
    package static func canStore(_ table: DataTable) -> Bool {
        // A table with reading notes (a preamble skipped) is read afresh: the cache keeps no notes.
        guard !table.columns.isEmpty || table.hasTextColumns, table.rowCount < Int(UInt32.max),
              table.readingNotes.isEmpty else { return false }
        return table.columns.allSatisfy { $0.values.count == table.rowCount }
            && table.textColumns.allSatisfy { $0.value.count == table.rowCount }
            && table.isoTimes.allSatisfy { $0.value.count == table.rowCount }
    }

    // MARK: - Reading

    /// The table cached for `source` when the cache is valid for `identity` and `options`;
    /// otherwise nil, and an invalid cache is deleted (quietly, where the folder allows).
    /// `mapsColumns`: map big numeric columns into the arrays (false copies them: tests).
    package static func load(source: String, identity: SourceIdentity, options: UInt64, mapsColumns: Bool = true) -> DataTable? {
        let cachePath = path(for: source)
        let descriptor = open(cachePath, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else { return nil }
        let length = Int(status.st_size)
        guard length >= Layout.headerWords * 8,
              let mapped = mmap(nil, length, PROT_READ, MAP_PRIVATE, descriptor, 0), mapped != MAP_FAILED else {
            unlink(cachePath)
            return nil
        }
        defer { munmap(mapped, length) }
        guard let table = decode(UnsafeRawBufferPointer(start: mapped, count: length), identity: identity, options: options,
                                 descriptor: mapsColumns ? descriptor : nil) else {
            unlink(cachePath)
            return nil
        }
        return table
    }

    /// The table in `file`, the bytes of a cache, when it is whole and valid for `identity` and
    /// `options`; nil otherwise. `descriptor`: the open cache, to map numeric columns from; nil
    /// copies them from `file`. Every count and offset is checked before it is used: any bytes
    /// at all give a table or nil (the `sidecar` fuzz target feeds it garbage).
    package static func decode(_ file: UnsafeRawBufferPointer, identity: SourceIdentity, options: UInt64,
                               descriptor: Int32? = nil, checksums: Bool = true) -> DataTable? {
        #if _endian(big)
        return nil
        #else
        guard let layout = Layout(file, identity: identity, options: options, checksums: checksums) else { return nil }
        let metadata = layout.metadata
        guard var table = metadata.table(rowCount: layout.rowCount, numericCount: layout.numeric.count) else { return nil }
        let numericValues = readNumericColumns(file, layout: layout, descriptor: descriptor, checksums: checksums)
        guard let numericValues, numericValues.count == table.columns.count else { return nil }
        for index in table.columns.indices { table.columns[index].values = numericValues[index] }
        // The last numeric sections are the ISO time columns' numbers, then each zoned column's
        // offsets (`ISOTimeColumn.offsetMinutes`), in the same order.
        let isoCount = metadata.isoTimeNames.count
        let zoned = metadata.isoTimeLayouts.filter(\.hasOffset).count
        guard metadata.isoTimeLayouts.count == isoCount, isoCount + zoned <= table.columns.count else { return nil }
        var offsets = table.columns.suffix(zoned).map(\.values).makeIterator()
        table.columns.removeLast(zoned)
        guard Array(table.columns.suffix(isoCount).map(\.name)) == metadata.isoTimeNames else { return nil }
        for (index, column) in table.columns.suffix(isoCount).enumerated() {
            let layout = metadata.isoTimeLayouts[index]
            guard layout.hasOffset else {
                table.isoTimes[column.name] = ISOTimeColumn(layout: layout, seconds: column.values)
                continue
            }
            guard let minutes = offsets.next().flatMap(Self.offsetMinutes) else { return nil }
            table.isoTimes[column.name] = ISOTimeColumn(layout: layout, seconds: column.values, offsetMinutes: minutes)
        }
        table.columns.removeLast(isoCount)
        // After the values (a change to the columns empties it), and only for columns present.
        table.columnEvidence = metadata.evidence.filter { name, _ in table.column(named: name) != nil }
        for (index, section) in layout.text.enumerated() {
            let dictionary = metadata.dictionaries[index]
            guard let cells = readCodes(file, section: section, rows: layout.rowCount, dictionary: dictionary, checksums: checksums)
            else { return nil }
            table.textColumns[metadata.textNames[index]] = cells
        }
        return table
        #endif
    }

    /// A zoned column's offsets read back from their numbers; nil when one is not a whole number
    /// of minutes under a day (a damaged cache).
    private static func offsetMinutes(_ values: [Double]) -> [Int16]? {
        var minutes: [Int16] = []
        minutes.reserveCapacity(values.count)
        for value in values {
            guard value == value.rounded(), abs(value) < 24 * 60 else { return nil }
            minutes.append(Int16(value))
        }
        return minutes
    }

    /// The cells of one text column: each row's code looked up in its dictionary.
    private static func readCodes(_ file: UnsafeRawBufferPointer, section: Layout.Section, rows: Int, dictionary: [String],
                                  checksums: Bool) -> [String]? {
        let codes = UnsafeRawBufferPointer(rebasing: file[section.offset..<section.offset + rows * 4])
        if checksums {
            guard sectionChecksum(codes, count: rows) == section.checksum else { return nil }
        }
        var cells: [String] = []
        cells.reserveCapacity(rows)
        for row in 0..<rows {
            let code = Int(UInt32(littleEndian: codes.loadUnaligned(fromByteOffset: row * 4, as: UInt32.self)))
            guard code < dictionary.count else { return nil }
            cells.append(dictionary[code])
        }
        return cells
    }

    // MARK: - Writing

    /// Writes the cache of `table`, parsed from `source` as it was at `identity`; false when it
    /// could not be written (a read-only folder, a full disk), which the caller ignores.
    @discardableResult
    package static func store(_ table: DataTable, source: String, identity: SourceIdentity, options: UInt64) -> Bool {
        guard let image = encode(table, identity: identity, options: options) else { return false }
        let finalPath = path(for: source)
        let temporary = finalPath + ".tmp-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return false }
        var written = image.front.withUnsafeBytes { writeAll(descriptor, $0) }
        for section in image.sections where written {
            written = lseek(descriptor, off_t(section.offset), SEEK_SET) == off_t(section.offset) && section.write(descriptor)
        }
        written = written && ftruncate(descriptor, off_t(image.length)) == 0
        close(descriptor)
        guard written, rename(temporary, finalPath) == 0 else {
            unlink(temporary)
            return false
        }
        return true
    }

    static func writeAll(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) -> Bool {
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

    static func readFully(_ descriptor: Int32, into target: UnsafeMutableRawPointer, count: Int, at offset: Int) -> Bool {
        var done = 0
        while done < count {
            let got = pread(descriptor, target + done, count - done, off_t(offset + done))
            if got > 0 {
                done += got
            } else if got < 0 && errno == EINTR {
                continue
            } else {
                return false
            }
        }
        return true
    }

    // MARK: - Checksums

    static func fnv1a<Bytes: Sequence>(_ bytes: Bytes) -> UInt64 where Bytes.Element == UInt8 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        return hash
    }

    /// Sections up to this long are checksummed whole at open: 8 MiB (a few milliseconds).
    static let wholeChecksumBytes = 8 << 20
    /// Blocks a longer section's checksum covers: its first and last and 62 spread between,
    /// each 4 KiB.
    static let checksumBlocks = 64
    static let checksumBlockBytes = 4 << 10

    /// The checksum of a section of `count` elements: every byte of a short one, sampled blocks
    /// of a long one. A long column checked whole cost the second open of 10^8 rows half its time
    /// (every page of the mapped cache read); the cache is only ever renamed into place once
    /// written whole, so what the blocks guard against is a cache damaged afterwards by hand or
    /// by the disk. Garbage values cannot make the reader misbehave (every count, offset and code
    /// is checked), only draw wrong points, which `--no-cache` (or deleting the cache) clears.
    static func sectionChecksum(_ bytes: UnsafeRawBufferPointer, count: Int) -> UInt64 {
        var hasher = ColumnHasher()
        if bytes.count <= wholeChecksumBytes {
            hasher.addBytes(bytes)
        } else {
            let last = bytes.count - checksumBlockBytes
            for block in 0..<checksumBlocks {
                let start = last * block / (checksumBlocks - 1) / 32 * 32  // on a 32-byte step: four whole words
                hasher.addBytes(UnsafeRawBufferPointer(rebasing: bytes[start..<start + checksumBlockBytes]))
            }
        }
        return hasher.finish(count: count)
    }

    /// A checksum of `count` words (`ColumnHasher`).
    static func hash(_ words: UnsafePointer<UInt64>?, count: Int) -> UInt64 {
        var hasher = ColumnHasher()
        if let words { hasher.add(words, count: count) }
        return hasher.finish(count: count)
    }

    /// A checksum of a column's words: four independent lanes (so it runs at memory speed),
    /// folded with the count at the end. Words may come in steps, each a multiple of four but
    /// the last.
    struct ColumnHasher {
        private static let prime: UInt64 = 0x9E37_79B9_7F4A_7C15
        private var lanes: (UInt64, UInt64, UInt64, UInt64) = (1, 2, 3, 4)

        mutating func add(_ source: UnsafePointer<UInt64>, count: Int) {
            let prime = Self.prime
            var index = 0
            while index + 4 <= count {
                lanes.0 = ((lanes.0 ^ source[index]) &* prime) ^ (lanes.0 >> 29)
                lanes.1 = ((lanes.1 ^ source[index + 1]) &* prime) ^ (lanes.1 >> 29)
                lanes.2 = ((lanes.2 ^ source[index + 2]) &* prime) ^ (lanes.2 >> 29)
                lanes.3 = ((lanes.3 ^ source[index + 3]) &* prime) ^ (lanes.3 >> 29)
                index += 4
            }
            while index < count {
                lanes.0 = ((lanes.0 ^ source[index]) &* prime) ^ (lanes.0 >> 29)
                index += 1
            }
        }

        /// Adds any bytes, read as little-endian words (the last one padded with zeros).
        mutating func addBytes(_ bytes: UnsafeRawBufferPointer) {
            let whole = bytes.count / 8
            if let base = bytes.baseAddress, whole > 0 {
                if Int(bitPattern: base) % 8 == 0 {
                    add(base.assumingMemoryBound(to: UInt64.self), count: whole / 4 * 4)
                } else {
                    var index = 0
                    while index < whole / 4 * 4 {
                        var four = (bytes.loadUnaligned(fromByteOffset: index * 8, as: UInt64.self),
                                    bytes.loadUnaligned(fromByteOffset: index * 8 + 8, as: UInt64.self),
                                    bytes.loadUnaligned(fromByteOffset: index * 8 + 16, as: UInt64.self),
                                    bytes.loadUnaligned(fromByteOffset: index * 8 + 24, as: UInt64.self))
                        withUnsafePointer(to: &four) { $0.withMemoryRebound(to: UInt64.self, capacity: 4) { add($0, count: 4) } }
                        index += 4
                    }
                }
            }
            var rest: [UInt64] = []
            var offset = whole / 4 * 4 * 8
            while offset < bytes.count {
                var word: UInt64 = 0
                withUnsafeMutableBytes(of: &word) { target in
                    for index in 0..<min(8, bytes.count - offset) { target[index] = bytes[offset + index] }
                }
                rest.append(UInt64(littleEndian: word))
                offset += 8
            }
            rest.withUnsafeBufferPointer { if let base = $0.baseAddress { add(base, count: $0.count) } }
        }

        func finish(count: Int) -> UInt64 {
            var folded = UInt64(count) &* Self.prime
            for lane in [lanes.0, lanes.1, lanes.2, lanes.3] { folded = ((folded ^ lane) &* Self.prime) ^ (folded >> 31) }
            return folded
        }
    }
}
