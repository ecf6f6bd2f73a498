import Foundation

/// Reads a delimited text file from disk in parts, so that a file of any size opens with one
/// part of its bytes in memory at a time (64 MiB by default), never the whole file.
///
/// ```swift
/// let reader = try DelimitedFileReader(path: "big.csv", file: "big.csv")
/// while try reader.readNextPart() { print(reader.bytesParsed, "of", reader.totalBytes) }
/// let table = try reader.finish()
/// ```
///
/// Opening it looks first for a valid column cache (`ColumnCacheSidecar`): then the table is
/// there at once and nothing is parsed. Otherwise it sniffs (`DelimitedFileSniff`): a file with
/// nothing to chart is refused from its first megabyte and a few pieces of the rest. Each part
/// then ends at its last line break; its records are read by `NumericRecordReader` straight into
/// the columns (on every core) where the table is settled and plain numeric, and by the general
/// `TableReader` otherwise (a record cut by the part's end, inside quotes, waits for the next).
/// The table is always the one `DelimitedTextParser.parseSerially` gives for the whole file,
/// wherever the parts are cut. `finish()` caches the columns of a big file for the next open.
///
/// A compressed file (`Options.compression`: gzip, bzip2, xz, zstd, lz4) is decompressed as it is
/// read, a part at a time, into the same parts and the same parsing: bounded memory whatever its
/// size, and its columns cached beside it as a plain file's are. Its sniff is the head's alone
/// (a stream has no places to look at ahead), and it may decompress to at most
/// `maximumCompressionRatio` times its size (or `maximumDecompressedBytes`, if more): a
/// decompression bomb ends in one line.
///
/// A text column of ISO times of one layout keeps a number a row (`DataTable.isoTimes`,
/// `ColumnAccumulator+Times.swift`): the records read by the fast path parse its cells straight
/// into numbers, the general reader's are folded after each part; the cache keeps them as numbers.
/// Other text columns keep each cell's text (`DataTable.textColumns`); the cache keeps them as
/// a dictionary and codes.
package final class DelimitedFileReader {
    package struct Options: Sendable {
        package var keepTextColumns = true
        /// Keep a text column of ISO times as numbers (`ISOTimeColumn`), not a `String` a row.
        /// Off where dates are read in a form of the user's (`--date-format`).
        package var parsesTimes = true
        /// Read and write the column cache beside the file.
        package var cachesColumns = true
        /// Refuse a file in which no column holds numbers (from the sniff, for big files).
        package var requiresNumbers = false
        /// Bytes read from the file at a time.
        package var partBytes = 64 << 20
        /// Files at least this long are cached.
        package var cacheMinimumBytes = ColumnCacheSidecar.minimumSourceBytes
        package var sniff = DelimitedFileSniff.Limits()
        /// The file is compressed so: decompressed as it is read.
        package var compression: TextCompression?
        /// A compressed file may decompress to this many times its size, or to
        /// `maximumDecompressedBytes` if that is more; beyond, it is refused.
        package var maximumCompressionRatio = 250
        package var maximumDecompressedBytes = 1 << 31

        package init() {}
    }

    /// The name used in errors.
    package let file: String
    /// The file's length when it was opened (0 for a stream).
    package let totalBytes: Int
    /// How many bytes of the text are parsed so far (decompressed, for a compressed file).
    package private(set) var bytesParsed = 0
    /// How far through the file the read is, in the file's own bytes (of `totalBytes`): for
    /// progress.
    package var bytesDone: Int { decompressor == nil ? bytesParsed : compressedBytesRead }
    /// How many bytes were read from the file so far, the sniff's included: what a test checks
    /// to know a refusal came from a bounded look.
    package private(set) var bytesTouched = 0
    /// Whether the table came from the column cache.
    package private(set) var usedCache = false
    /// Whether the last part was numbers alone, read by the fast numeric reader (at about a
    /// gigabyte a second: partial charts are not worth their planning).
    package private(set) var readsNumbersOnly = false

    private let path: String
    private let options: Options
    private let descriptor: Int32
    private let identity: ColumnCacheSidecar.SourceIdentity?
    private var reader: TableReader
    /// Bytes read but not yet finished with (the start of a record cut by a part's end), at the
    /// front of `storage`: one buffer reused for every part.
    private var storage = UnsafeMutablePointer<UInt8>.allocate(capacity: 0)
    private var storageCapacity = 0
    private var pendingCount = 0
    /// The general reader's scanner stopped at a record's start, where another reader may go on.
    private var scannerAtRecordStart = true
    /// The file (or stream) has no more bytes; what it had may still wait in `storage`.
    private var reachedEnd = false
    /// The last part, to the end of the file, is parsed.
    private var finishedLastPart = false
    private var reservedRows = false
    private var cached: DataTable?
    /// A compressed file's decompressor, its input buffer, and the bytes read and produced.
    private var decompressor: StreamDecompressor?
    private var compressedInput = UnsafeMutablePointer<UInt8>.allocate(capacity: 0)
    private var compressedBytesRead = 0
    /// A compressed stream's bytes kept for a second look (`init(stream:recording:)`).
    private var recording: CompressedStreamRecording?
    private var decompressedBytes = 0
    /// A stream's bytes read before this reader took it over (`init(stream:)`), read first.
    private var streamPrefix: [UInt8] = []
    private var streamPrefixRead = 0
    /// The most bytes of text held at once (the part being parsed and the record it cut):
    /// what a test checks to know a stream was read in parts, not whole.
    package private(set) var peakHeldBytes = 0
    /// Bytes read from a compressed file at a time: 256 KiB (at most ~1,000 times that out).
    private static let compressedChunkBytes = 256 << 10

    /// Opens `path` (never standard input: streams go through `FileBytes`); `file` is the name
    /// used in errors. Throws for a file that cannot be opened or that the sniff refuses.
    package init(path: String, file: String, options: Options = Options()) throws(DataFileError) {
        self.path = path
        self.file = file
        self.options = options
        reader = TableReader(file: file, output: .columns(keepTextColumns: options.keepTextColumns))
        // Regular files only, never blocking in open() on a FIFO with no writer (a device, a
        // socket, a folder: one line).
        do {
            descriptor = try FileOpening.openRegularFile(path)
        } catch {
            throw DataFileError(file: file, problem: DataFileError.unreadable(error.reason))
        }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            let error = Self.failure(file)
            close(descriptor)
            throw error
        }
        let isRegular = (status.st_mode & S_IFMT) == S_IFREG
        totalBytes = isRegular ? Int(status.st_size) : 0
        identity = isRegular ? ColumnCacheSidecar.SourceIdentity(status, descriptor: descriptor) : nil
        posix_fadvise(descriptor, 0, 0, POSIX_FADV_SEQUENTIAL)

        if let identity, options.cachesColumns, totalBytes >= options.cacheMinimumBytes,
           let table = ColumnCacheSidecar.load(source: path, identity: identity, options: cacheOptions) {
            cached = table
            usedCache = true
            bytesParsed = totalBytes
            reachedEnd = true
            finishedLastPart = true
            return
        }
        if let compression = options.compression {
            do {
                decompressor = try StreamDecompressor(compression, file: file)
                compressedInput = .allocate(capacity: Self.compressedChunkBytes)
                // The sniff looks at the first decompressed megabyte, which the first part keeps.
                try fillPending(atLeast: options.sniff.headBytes + 1)
                try checkHead()
            } catch {
                close(descriptor)
                throw error
            }
        } else if isRegular {
            do {
                try DelimitedFileSniff.check(descriptor, size: totalBytes, file: file, requiresNumbers: options.requiresNumbers,
                                             limits: options.sniff, touched: &bytesTouched)
            } catch {
                close(descriptor)
                throw error
            }
        }
    }

    /// Reads the rest of `input`, a stream (standard input) whose leading bytes are already read,
    /// in the same parts and with the same parsing as a file: one part's bytes in memory at a
    /// time, never the whole text. Nothing is cached; the text check (`FileBytes.sniff`) and
    /// the sniff look at the stream's head, as for a compressed file. A compressed stream's bytes
    /// are kept in `recording`, when given, while they decompress to at most its limit.
    package init(stream input: TableInput, options: Options = Options(),
                 recording: CompressedStreamRecording? = nil) throws(DataFileError) {
        path = input.path ?? "-"
        file = input.file
        self.recording = recording
        var options = options
        options.cachesColumns = false
        self.options = options
        reader = TableReader(file: file, output: .columns(keepTextColumns: options.keepTextColumns))
        guard let handed = input.handOver() else { throw Self.failure(input.file) }
        descriptor = handed.descriptor
        totalBytes = 0
        identity = nil
        streamPrefix = handed.leading
        do {
            if let compression = options.compression {
                decompressor = try StreamDecompressor(compression, file: file)
                compressedInput = .allocate(capacity: Self.compressedChunkBytes)
            }
            try fillPending(atLeast: max(options.sniff.headBytes, FileBytes.sniffBytes) + 1)
            try FileBytes.sniff(Array(UnsafeBufferPointer(start: storage, count: min(pendingCount, FileBytes.sniffBytes))),
                                from: 0, file: file)
            try checkHead()
        } catch {
            close(descriptor)
            throw error
        }
    }

    /// The sniff of a text whose size is unknown (compressed, or a stream): it looks at the head
    /// already in the first part, unless the whole text fitted there and is read anyway.
    private func checkHead() throws(DataFileError) {
        guard !reachedEnd else { return }
        try DelimitedFileSniff.check(head: UnsafeBufferPointer(start: storage, count: pendingCount), file: file,
                                     requiresNumbers: options.requiresNumbers, limits: options.sniff)
    }

    deinit {
        close(descriptor)
        storage.deallocate()
        compressedInput.deallocate()
    }

    private var cacheOptions: UInt64 {
        ColumnCacheSidecar.optionsChecksum(keepTextColumns: options.keepTextColumns, compression: options.compression)
    }

    /// The most rows any column being read has room for (its values' or its cells' capacity),
    /// and how many columns are text: what a test checks to know the columns were reserved
    /// once, not grown by doubling; no rows once `finish()` has made the table.
    package var columnSlots: (rows: Int, textColumns: Int) {
        let columns = reader.columns
        return (columns.map { max($0.values.capacity, $0.texts?.capacity ?? 0) }.max() ?? 0, columns.filter(\.isText).count)
    }

    /// How many cells' texts the reader holds now (each text column's room for them): what a
    /// test checks to know a column of ISO times is kept as numbers, a part's cells at most.
    package var textCellsHeld: Int {
        reader.columns.reduce(0) { $0 + ($1.texts?.capacity ?? 0) }
    }

    /// How many rows are read so far.
    package var rowCount: Int { cached?.rowCount ?? reader.rowCount }

    /// Reads and parses the next part; false once the whole file is parsed (call `finish()`).
    package func readNextPart() throws(DataFileError) -> Bool {
        guard !finishedLastPart else { return false }
        if !reachedEnd { try fillPending() }
        let isFinal = reachedEnd
        let all = UnsafeBufferPointer(start: storage, count: pendingCount)
        let cut: Int
        if isFinal {
            cut = pendingCount
        } else if let lastLineFeed = Self.lastLineFeed(in: all) {
            cut = lastLineFeed + 1
        } else {
            return true  // one record longer than a part so far: read on
        }
        var finished = 0
        // The table settles on its first records: the general reader reads a small piece first,
        // so that the rest of the part can go the fast way.
        if !reader.isSettled, cut > Self.settlingBytes,
           let pieceEnd = Self.lineEnd(in: all, from: Self.settlingBytes, before: cut) {
            finished = try reader.consume(UnsafeBufferPointer(rebasing: all[0..<pieceEnd]), isFinal: false)
            scannerAtRecordStart = finished == pieceEnd && !reader.isDetecting
            // Times folded now, so that the rest of the part is read straight into numbers.
            if options.parsesTimes { reader.foldTimes() }
        }
        // The general reader's scanner counts from the first byte it has not finished with.
        let region = UnsafeBufferPointer(rebasing: all[finished..<cut])
        readsNumbersOnly = false
        if scannerAtRecordStart, let rows = readPlainRecords(region) {
            readsNumbersOnly = !reader.columns.contains(where: \.isText)
            reader.scanner.countLinesReadElsewhere(rows)
            if isFinal { _ = try reader.consume(UnsafeBufferPointer(rebasing: all[cut...]), isFinal: true) }
            finished = cut
        } else {
            finished += try reader.consume(region, isFinal: isFinal)
        }
        scannerAtRecordStart = finished == cut && !reader.isDetecting
        if options.parsesTimes { reader.foldTimes() }
        // The rest moves to the front, for the next part to follow.
        if finished < pendingCount { memmove(storage, storage + finished, pendingCount - finished) }
        pendingCount -= finished
        bytesParsed += finished
        reserveRowsOnce()
        if isFinal { finishedLastPart = true }
        return !isFinal
    }

    /// A table of the rows read so far, for a partial chart; nil before there are two.
    package func partialTable() -> DataTable? {
        if let cached { return cached }
        guard reader.rowCount > 1 else { return nil }
        return try? reader.makeTable()
    }

    /// Reads what is left and returns the table; caches the columns of a big file.
    package func finish() throws(DataFileError) -> DataTable {
        if let cached { return cached }
        while try readNextPart() {}
        try reader.finish()
        var table = try reader.makeTable()
        // The table now holds what it keeps of the columns; the reader's own copies (a text
        // column's NaN values, 8 bytes a row) would otherwise live as long as this reader.
        reader.releaseColumns()
        if options.cachesColumns, totalBytes >= options.cacheMinimumBytes {
            // The inference's statistics of each column, one column per core, kept in the cache.
            table.columnEvidence = Self.evidence(of: table.columns)
        }
        if options.cachesColumns, totalBytes >= options.cacheMinimumBytes, let identity,
           ColumnCacheSidecar.canStore(table), ColumnCacheSidecar.SourceIdentity(path: path) == identity {
            ColumnCacheSidecar.store(table, source: path, identity: identity, options: cacheOptions)
        }
        cached = table  // a later `finish()` or `partialTable()` gives it again
        return table
    }

    /// `ColumnEvidence(values:)` of each column, computed on every core, by name (the first of
    /// a name, as the inference looks columns up).
    static func evidence(of columns: [DataTable.Column]) -> [String: ColumnEvidence] {
        let results = PieceResults<ColumnEvidence?>(count: columns.count, initial: nil)
        DispatchQueue.concurrentPerform(iterations: columns.count) { index in
            results.store(ColumnEvidence(values: columns[index].values), at: index)
        }
        var byName: [String: ColumnEvidence] = [:]
        for (column, evidence) in zip(columns, results.values) where byName[column.name] == nil { byName[column.name] = evidence }
        return byName
    }

    // MARK: - Parts

    /// Appends up to `partBytes` from the file to the pending bytes (`atLeast` instead, when
    /// given: a stream's head for the sniff); sets `reachedEnd` at its end.
    private func fillPending(atLeast: Int = 0) throws(DataFileError) {
        let wanted = atLeast > 0 ? atLeast : max(options.partBytes, 1)
        reserveStorage(pendingCount + wanted)
        if decompressor != nil { return try fillDecompressed(wanted) }
        var got = 0
        if identity != nil, wanted >= 2 * Self.parallelReadBytes, totalBytes - bytesParsed - pendingCount >= 2 * Self.parallelReadBytes {
            // A regular file: the part in pieces read at once (`pread`, no shared offset); copying
            // from the page cache is work for the CPU. A short piece means the end of the file.
            // A file with less left than that (the size when opened; one that grew reads on
            // below) is read on this thread: waking others, and asking the system how many
            // cores there are (files under /sys), cost more than reading it.
            got = try readInPieces(at: bytesParsed + pendingCount, into: storage + pendingCount, count: wanted)
            if got < wanted { reachedEnd = true }
        }
        while got < wanted, !reachedEnd {
            let count = identity != nil
                ? pread(descriptor, storage + pendingCount + got, wanted - got, off_t(bytesParsed + pendingCount + got))
                : readStream(into: storage + pendingCount + got, count: wanted - got)
            if count > 0 {
                got += count
            } else if count == 0 {
                reachedEnd = true
                break
            } else if errno != EINTR {
                throw Self.failure(file)
            }
        }
        pendingCount += got
        bytesTouched += got
        peakHeldBytes = max(peakHeldBytes, pendingCount)
        // A regular file ends at its length; a read past it would only say so.
        if !reachedEnd, totalBytes > 0, bytesParsed + pendingCount >= totalBytes, isAtEndOfFile() { reachedEnd = true }
    }

    /// Reads up to `count` bytes of a stream (the bytes read before `init(stream:)` first);
    /// `read`'s result.
    private func readStream(into target: UnsafeMutableRawPointer, count: Int) -> Int {
        if streamPrefixRead < streamPrefix.count {
            let taken = min(count, streamPrefix.count - streamPrefixRead)
            streamPrefix.withUnsafeBytes { target.copyMemory(from: $0.baseAddress! + streamPrefixRead, byteCount: taken) }
            streamPrefixRead += taken
            if streamPrefixRead == streamPrefix.count { (streamPrefix, streamPrefixRead) = ([], 0) }
            return taken
        }
        return read(descriptor, target, count)
    }

    /// Room for `count` bytes in `storage`, what it holds kept.
    private func reserveStorage(_ count: Int) {
        guard count > storageCapacity else { return }
        let grown = UnsafeMutablePointer<UInt8>.allocate(capacity: count)
        grown.update(from: storage, count: pendingCount)
        storage.deallocate()
        storage = grown
        storageCapacity = count
    }

    /// Decompresses at least `wanted` more bytes of a compressed file into the pending bytes (a
    /// chunk's output may pass it by a few megabytes), or to its end.
    private func fillDecompressed(_ wanted: Int) throws(DataFileError) {
        guard let decompressor else { return }
        let target = pendingCount + wanted
        let file = file
        while pendingCount < target, !reachedEnd {
            let got = readStream(into: compressedInput, count: Self.compressedChunkBytes)
            if got < 0 {
                if errno == EINTR { continue }
                throw Self.failure(file)
            }
            compressedBytesRead += got
            recording?.record(UnsafeRawBufferPointer(start: compressedInput, count: got))
            // A file's limit from its size; a stream's from the compressed bytes read so far.
            let compressedSize = identity == nil ? compressedBytesRead : totalBytes
            let limit = max(options.maximumDecompressedBytes,
                            compressedSize > Int.max / max(options.maximumCompressionRatio, 1)
                                ? Int.max : compressedSize * options.maximumCompressionRatio)
            bytesTouched += got
            try decompressor.decompress(UnsafeRawBufferPointer(start: compressedInput, count: got), isFinal: got == 0) {
                piece throws(DataFileError) in
                decompressedBytes += piece.count
                recording?.countDecompressed(piece.count)
                if decompressedBytes > limit {
                    throw DataFileError(file: file, problem: "decompresses to more than \(CompressedTableReader.describe(limit)), the most chartview reads")
                }
                if pendingCount + piece.count > storageCapacity {
                    reserveStorage(max(pendingCount + piece.count, storageCapacity / 2 * 3))
                }
                (storage + pendingCount).update(from: piece.baseAddress!, count: piece.count)
                pendingCount += piece.count
                peakHeldBytes = max(peakHeldBytes, pendingCount)
            }
            if got == 0 { reachedEnd = true }
        }
    }

    /// Parts at least twice this long are read in pieces on several threads: 8 MiB.
    static let parallelReadBytes = 8 << 20

    /// Reads `count` bytes from `offset` into `target` in pieces on up to four threads; returns
    /// how many arrived without a gap.
    private func readInPieces(at offset: Int, into target: UnsafeMutablePointer<UInt8>, count: Int) throws(DataFileError) -> Int {
        let pieces = max(1, min(4, ProcessInfo.processInfo.activeProcessorCount, count / Self.parallelReadBytes))
        let bounds = (0...pieces).map { count * $0 / pieces }
        let reached = PieceResults<Int>(count: pieces, initial: 0)
        let failures = PieceResults<Int32>(count: pieces, initial: 0)
        let address = Int(bitPattern: target)
        let descriptor = descriptor
        DispatchQueue.concurrentPerform(iterations: pieces) { piece in
            let base = UnsafeMutablePointer<UInt8>(bitPattern: address)!
            var done = bounds[piece]
            while done < bounds[piece + 1] {
                let got = pread(descriptor, base + done, bounds[piece + 1] - done, off_t(offset + done))
                if got > 0 {
                    done += got
                } else if got < 0 && errno == EINTR {
                    continue
                } else {
                    if got < 0 { failures.store(errno, at: piece) }
                    break
                }
            }
            reached.store(done, at: piece)
        }
        var contiguous = 0
        for piece in 0..<pieces {
            if failures.values[piece] != 0 {
                errno = failures.values[piece]
                throw Self.failure(file)
            }
            contiguous = reached.values[piece]
            if contiguous < bounds[piece + 1] { break }
        }
        return contiguous
    }

    private func isAtEndOfFile() -> Bool {
        var byte: UInt8 = 0
        return pread(descriptor, &byte, 1, off_t(bytesParsed + pendingCount)) == 0
    }

    /// Once the table is settled: room in the numeric columns for the rows the file will have at
    /// the rate so far, so that they do not grow by doubling (twice the memory at the end).
    ///
    /// A compressed file's text is estimated from the compression ratio of its start, which
    /// need not hold for the rest: a 10^8-row `.csv.gz` compressed 3.25:1 over its first 8 MiB
    /// and 3.45:1 over all, so 6 % more rows came than were reserved and both columns doubled
    /// (2.40 GB resident against 1.83 GB for the plain CSV). Where the file states its text's
    /// size (a gzip member's trailer: the size modulo 2^32, the multiple taken nearest the
    /// estimate), that size is used; otherwise the estimate gets a margin of a quarter, which
    /// costs address space, not resident memory (capacity never written is never touched).
    private func reserveRowsOnce() {
        guard !reservedRows, reader.isSettled, reader.rowCount > 0, bytesParsed > 0 else { return }
        let text: Double, margin: Double
        if decompressor == nil {
            (text, margin) = (Double(totalBytes), 1.02)
        } else {
            guard decompressedBytes > 0, compressedBytesRead > 0, compressedBytesRead < totalBytes else { return }
            let estimate = Double(totalBytes) * Double(decompressedBytes) / Double(compressedBytesRead)
            if let stated = statedTextBytes(near: estimate) {
                (text, margin) = (stated, 1.02)
            } else {
                (text, margin) = (estimate, 1.25)
            }
        }
        guard text > Double(bytesParsed) else { return }
        reservedRows = true
        let expected = Double(reader.rowCount) * text / Double(bytesParsed) * margin + 16
        guard expected < Double(Int.max / 16) else { return }
        // Every column, text ones too: a text column's cells (16 bytes a row, besides each
        // cell's own storage) and its NaN values grew by doubling, up to twice the rows' worth.
        for index in reader.columns.indices {
            reader.columns[index].values.reserveCapacity(Int(expected))
            // (A column of ISO times folded into numbers keeps no texts.)
            if reader.columns[index].isText, reader.columns[index].timeLayout == nil {
                reader.columns[index].texts?.reserveCapacity(Int(expected))
            }
        }
    }

    /// The text's size a single-member gzip file states in its last 4 bytes (ISIZE: the size
    /// modulo 2^32), lifted by the multiple of 2^32 that comes nearest `estimate`; nil for
    /// another codec, a BGZF file (blocks of their own, each with its own trailer), or a size
    /// more than a third away from the estimate (concatenated members: the last one's size).
    private func statedTextBytes(near estimate: Double) -> Double? {
        guard options.compression == .gzip, totalBytes >= 18 else { return nil }
        var header = [UInt8](repeating: 0, count: 16), trailer: UInt32 = 0
        guard pread(descriptor, &header, 16, 0) == 16, pread(descriptor, &trailer, 4, off_t(totalBytes - 4)) == 4,
              header[0] == 0x1F, header[1] == 0x8B else { return nil }
        // FEXTRA with a `BC` subfield: BGZF (bgzip), whose last block is an empty member.
        if header[3] & 4 != 0, header[12] == 66, header[13] == 67 { return nil }
        let modulo = Double(UInt32(littleEndian: trailer)), wrap = 4_294_967_296.0
        let size = modulo + ((estimate - modulo) / wrap).rounded() * wrap
        guard size > 0, abs(size - estimate) <= estimate / 3 else { return nil }
        return size
    }

    /// The records of `region` (whole lines, from a record's start) read by `NumericRecordReader`
    /// into the reader's columns when the table is settled and plain (`plainRecordReader`) and
    /// the region holds no quote; nil, with nothing changed, for the general reader to read.
    private func readPlainRecords(_ region: UnsafeBufferPointer<UInt8>) -> Int? {
        guard let base = region.baseAddress, !region.isEmpty, let numeric = reader.plainRecordReader(),
              memchr(base, Int32(ASCII.quote), region.count) == nil
        else { return nil }
        // Cut at line breaks into one piece per core, each read at once into its own buffers.
        let partCount = max(1, min(DelimitedTextParser.maximumParts, ProcessInfo.processInfo.activeProcessorCount,
                                   region.count / DelimitedTextParser.minimumPartBytes))
        var bounds = [0]
        for part in 1..<max(partCount, 1) {
            let from = region.count * part / partCount
            guard let found = memchr(base + from, Int32(ASCII.lineFeed), region.count - from) else { continue }
            let cut = UnsafeRawPointer(found) - UnsafeRawPointer(base) + 1
            if cut > bounds.last!, cut < region.count { bounds.append(cut) }
        }
        bounds.append(region.count)
        let slices = (0..<bounds.count - 1).map { UnsafeBufferPointer(rebasing: region[bounds[$0]..<bounds[$0 + 1]]) }
        let fieldCount = numeric.fieldCount
        // Each piece's rows counted first, so that every piece writes straight into the columns'
        // arrays at its own offset: no buffers of its own, no copy to join them.
        let counts = PieceResults<Int>(count: slices.count, initial: 0)
        DispatchQueue.concurrentPerform(iterations: slices.count) { part in
            counts.store(NumericRecordReader.lineCount(slices[part]), at: part)
        }
        var offsets = [reader.rowCount]
        for count in counts.values { offsets.append(offsets.last! + count) }
        let total = offsets.last! - reader.rowCount
        guard total > 0 else { return nil }
        var arrays = reader.columns.indices.map { index in
            var values = reader.columns[index].values
            reader.columns[index].values = []  // moved out: the only reference, grown in place
            values.append(contentsOf: repeatElement(0, count: total))
            return values
        }
        let rows = PieceResults<Int?>(count: slices.count, initial: nil)
        let texts = PieceResults<[[String]]>(count: slices.count, initial: [])
        let zoneOffsets = PieceResults<[[Int16]]>(count: slices.count, initial: [])
        Self.withStorage(of: &arrays) { bases in
            let addresses = bases.map { Int(bitPattern: $0) }
            DispatchQueue.concurrentPerform(iterations: slices.count) { part in
                let columns = addresses.map { UnsafeMutablePointer<Double>(bitPattern: $0)! + offsets[part] }
                var cellTexts = Array(repeating: [String](), count: fieldCount)
                // Room for the piece's rows at once: grown by doubling, a piece's cells took twice.
                for field in 0..<fieldCount where numeric.textFields[field] { cellTexts[field].reserveCapacity(counts.values[part]) }
                var cellOffsets = Array(repeating: [Int16](), count: fieldCount)
                rows.store(numeric.read(slices[part], into: columns, capacity: counts.values[part], texts: &cellTexts,
                                        offsetMinutes: &cellOffsets), at: part)
                texts.store(cellTexts, at: part)
                zoneOffsets.store(cellOffsets, at: part)
            }
        }
        let complete = rows.values.enumerated().allSatisfy { $0.element == counts.values[$0.offset] }
        for index in arrays.indices {
            if !complete { arrays[index].removeLast(total) }
            reader.columns[index].values = arrays[index]
        }
        guard complete else { return nil }
        for field in 0..<fieldCount where numeric.textFields[field] {
            for part in texts.values.indices { reader.columns[field].texts!.append(contentsOf: texts.values[part][field]) }
        }
        // Zoned ISO times: each row's offset, in the rows' order (`ISOTimeColumn.offsetMinutes`).
        for field in 0..<fieldCount where numeric.timeLayouts[field]?.hasOffset == true {
            for part in zoneOffsets.values.indices { reader.columns[field].timeOffsets.append(contentsOf: zoneOffsets.values[part][field]) }
        }
        reader.rowCount += total
        return total
    }

    /// Calls `body` with the storage of every array of `arrays` open at once (each array's is
    /// open only inside its own closure, hence the nesting).
    private static func withStorage(of arrays: inout [[Double]], _ body: ([UnsafeMutablePointer<Double>]) -> Void) {
        func open(_ remaining: inout [[Double]], _ bases: [UnsafeMutablePointer<Double>]) {
            guard var last = remaining.popLast() else { return body(bases) }
            last.withUnsafeMutableBufferPointer { buffer in
                open(&remaining, [buffer.baseAddress!] + bases)  // the caller's arrays are not empty
            }
            remaining.append(last)
        }
        open(&arrays, [])
    }

    /// Each piece's result, written by its own thread at its own index and read after all
    /// have finished.
    private final class PieceResults<Value>: @unchecked Sendable {
        private(set) var values: [Value]

        init(count: Int, initial: Value) { values = Array(repeating: initial, count: count) }

        func store(_ value: Value, at index: Int) {
            values.withUnsafeMutableBufferPointer { $0[index] = value }
        }
    }

    /// What the general reader reads of a part before the table is settled: 64 KiB.
    static let settlingBytes = 1 << 16

    /// The index after the first line feed at or after `start` and before `end`.
    private static func lineEnd(in bytes: UnsafeBufferPointer<UInt8>, from start: Int, before end: Int) -> Int? {
        guard start < end, let base = bytes.baseAddress,
              let found = memchr(base + start, Int32(ASCII.lineFeed), end - start) else { return nil }
        return UnsafeRawPointer(found) - UnsafeRawPointer(base) + 1
    }

    /// Where the last line feed of `bytes` is (`memrchr` is not in every C library).
    private static func lastLineFeed(in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var index = bytes.count - 1
        while index >= 0 {
            if bytes[index] == ASCII.lineFeed { return index }
            index -= 1
        }
        return nil
    }

    private static func failure(_ file: String) -> DataFileError {
        DataFileError(file: file, problem: DataFileError.unreadable(String(cString: strerror(errno))))
    }
}

extension TableReader {
    /// The `NumericRecordReader` that reads further records exactly as this reader would, when
    /// the table is settled with plain columns: numbers with no odd cell, or text with no number
    /// (`DelimitedTextParser+Parallel.swift` has the reasons); nil otherwise.
    package func plainRecordReader() -> NumericRecordReader? {
        guard isSettled, rowCount > 0, decimalCommaColumns.isEmpty, dottedThousands.isEmpty,
              columns.allSatisfy({ column in
                  switch column.kind {
                  case .numeric: return column.oddTexts.isEmpty && column.firstOdd == nil
                  case .text:
                      // A column of ISO times is read on only once every cell read is folded.
                      return column.numbersInText == 0 && column.texts != nil && (column.timeLayout == nil || column.texts!.isEmpty)
                  case .undecided: return false
                  }
              }),
              var reader = NumericRecordReader(delimiter: delimiter, fieldCount: columns.count, tolerant: tolerant)
        else { return nil }
        reader.textFields = columns.map { $0.isText && $0.timeLayout == nil }
        reader.timeLayouts = columns.map(\.timeLayout)
        return reader
    }
}
