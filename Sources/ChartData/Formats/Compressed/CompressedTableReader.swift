/// Reads a compressed text table (`prices.csv.gz`, `log.jsonl.zst`, a gzip stream on standard
/// input) by decompressing it a megabyte at a time straight into the table reader, so the
/// decompressed text is never held whole (JSON documents, which are parsed whole, excepted).
/// A delimited file named so (`x.csv.gz`) goes through `DelimitedFileReader`, as a plain one does.
///
/// The inner format is what the name without the compression suffix says; without one (standard
/// input, `data.gz`) the first decompressed bytes decide: `{` starts JSON lines, `[` a JSON
/// array, anything else is delimited text. Delimited text and JSON lines are streamed: they may
/// decompress past `TableFile.Options.maximumDecompressedBytes` (2 GiB) up to
/// `maximumCompressionRatio` times the compressed bytes read so far, as a compressed file is
/// allowed, so a decompression bomb still ends with one line. So is a JSON array of records
/// (`JSONRecordStream`); any other JSON document is parsed whole and stays under the 2 GiB.
package enum CompressedTableReader {
    package static func read(_ input: TableInput, compression: TextCompression, inner: TableFileFormat?,
                             options: TableFile.Options) throws(DataFileError) -> DataTable {
        let file = input.file
        if let path = input.path, inner == .delimitedText {
            // A delimited file: the parts of `DelimitedFileReader`, on every core, cached beside it.
            var readOptions = DelimitedFileReader.Options()
            readOptions.compression = compression
            readOptions.cachesColumns = options.cachesColumns
            readOptions.requiresNumbers = options.requiresNumbers
            readOptions.maximumDecompressedBytes = options.maximumDecompressedBytes
            readOptions.maximumCompressionRatio = options.maximumCompressionRatio
            // The text layouts and the table under a report (Layouts/TextLayout.swift,
            // Layouts/TableBlocks.swift) as for the plain file: told from the decompressed head.
            let head = decompressedHead(path: path, compression: compression, file: file)
            if let layout = TextLayout.detect(head: head),
               let text = wholeText(path: path, compression: compression, file: file, limit: TextLayout.largestFile) {
                do {
                    if let table = try TextLayout.read(text, layout: layout, file: file) { return table }
                } catch where !layout.isDeclared {
                    // A layout the head only suggested: the delimited reader reads it, as for a plain file.
                }
            }
            do {
                return try DelimitedFileReader(path: path, file: file, options: readOptions).finish()
            } catch where TableBlocks.mayFindTable(after: error) {
                // Refused as one table from the first line: the table may sit under a report or
                // beside another. When none is found (or the text is too long to read whole), the
                // refusal stands.
                guard let text = wholeText(path: path, compression: compression, file: file, limit: TextLayout.largestFile),
                      let table = try? TableBlocks.read(text, file: file) else { throw error }
                return table
            }
        }
        if input.path == nil, inner == nil || inner == .delimitedText,
           let first = firstDecompressedByte(input.leadingBytes, compression: compression, file: file),
           first != UInt8(ascii: "{"), first != UInt8(ascii: "[") {
            // Delimited text on standard input: the same parts as a file (`DelimitedFileReader`),
            // the text never held whole.
            var readOptions = DelimitedFileReader.Options()
            readOptions.compression = compression
            readOptions.requiresNumbers = options.requiresNumbers
            readOptions.maximumDecompressedBytes = options.maximumDecompressedBytes
            readOptions.maximumCompressionRatio = options.maximumCompressionRatio
            return try DelimitedFileReader(stream: input, options: readOptions).finish()
        }
        let decompressor = try StreamDecompressor(compression, file: file)
        let limit = options.maximumDecompressedBytes
        var total = 0
        var format = inner
        var head: [UInt8] = []
        var whole: [UInt8] = []
        var reader = TableReader(file: file, output: .columns(keepTextColumns: true))
        var lines = JSONLinesTable.Accumulator(file: file)
        var records = JSONRecordStream(file: file)
        var compressedBytes = 0
        var pending: [UInt8] = []

        func feedText(_ bytes: UnsafeBufferPointer<UInt8>, isFinal: Bool) throws(DataFileError) {
            if format == .delimitedText {
                pending.append(contentsOf: bytes)
                let finished = try pending.withUnsafeBufferPointer { all throws(DataFileError) in
                    try reader.consume(all, isFinal: isFinal)
                }
                pending.removeFirst(finished)
            } else if format == .jsonLines {
                try lines.consume(bytes, isFinal: isFinal)
            } else if records.isRecords != false {
                // An array of records is streamed; any other document is read whole.
                try records.consume(bytes)
                if records.isRecords == false { whole = records.retained }
            } else {
                whole.append(contentsOf: bytes)
            }
        }
        func decide() throws(DataFileError) {
            let first = head.first { !($0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D || $0 == 0xEF || $0 == 0xBB || $0 == 0xBF) }
            format = first == UInt8(ascii: "{") ? .jsonLines : first == UInt8(ascii: "[") ? .jsonData : .delimitedText
            let held = head
            head = []
            try held.withUnsafeBufferPointer { bytes throws(DataFileError) in try feedText(bytes, isFinal: false) }
        }
        let sink = { (piece: UnsafeBufferPointer<UInt8>) throws(DataFileError) in
            total += piece.count
            // What is streamed may reach the compression ratio's bound; what is held whole (a JSON
            // document) may not. Undecided yet: a first piece, before the format is known.
            let streamed = format != .jsonData || records.isRecords != false
            let ratio = options.maximumCompressionRatio
            let (allowed, overflow) = compressedBytes.multipliedReportingOverflow(by: max(ratio, 0))
            let bound = streamed && ratio > 0 ? max(limit, overflow ? Int.max : allowed) : limit
            if total > bound {
                throw DataFileError(file: file, problem: "decompresses to more than \(Self.describe(bound)), the most chartview reads")
            }
            if format == nil {
                head.append(contentsOf: piece)
                if head.count >= 4096 { try decide() }
            } else {
                try feedText(piece, isFinal: false)
            }
        }
        while true {
            let chunk = try input.nextChunk()
            compressedBytes += chunk.count
            try chunk.withUnsafeBufferPointer { bytes throws(DataFileError) in
                try decompressor.decompress(UnsafeRawBufferPointer(bytes), isFinal: chunk.isEmpty, into: sink)
            }
            if chunk.isEmpty { break }
        }
        if format == nil { try decide() }
        switch format {
        case .jsonLines:
            try lines.consume(UnsafeBufferPointer(start: nil, count: 0), isFinal: true)
            return try lines.makeTable(xKey: options.xKey)
        case .jsonData:
            if records.isRecords == true { return try records.finish() }
            return try JSONDataTable.table(from: records.isRecords == nil ? records.retained : whole, file: file)
        default:
            try feedText(UnsafeBufferPointer(start: nil, count: 0), isFinal: true)
            try reader.finish()
            return try reader.makeTable()
        }
    }

    /// The first `TextLayout.sniffBytes` of the text the file at `path` decompresses to (fewer
    /// for a shorter text; none when it fails: the streamed read then says why).
    package static func decompressedHead(path: String, compression: TextCompression, file: String) -> [UInt8] {
        decompressed(path: path, compression: compression, file: file, limit: TextLayout.sniffBytes, cut: true) ?? []
    }

    /// The whole text the file at `path` decompresses to, or nil when it is longer than `limit`
    /// bytes or fails (the streamed read then reads or refuses it as before).
    package static func wholeText(path: String, compression: TextCompression, file: String, limit: Int) -> [UInt8]? {
        // Compressed bytes past the limit decompress past it too: not read at all.
        guard let size = TextLayout.fileSize(path), size <= limit else { return nil }
        return decompressed(path: path, compression: compression, file: file, limit: limit, cut: false)
    }

    /// Up to `limit` decompressed bytes: past it, the first `limit` when `cut`, else nil.
    private static func decompressed(path: String, compression: TextCompression, file: String,
                                     limit: Int, cut: Bool) -> [UInt8]? {
        guard let input = try? TableInput(path: path, file: file),
              let decompressor = try? StreamDecompressor(compression, file: file) else { return nil }
        var text: [UInt8] = []
        do {
            while true {
                let chunk = try input.nextChunk()
                try chunk.withUnsafeBufferPointer { bytes throws(DataFileError) in
                    try decompressor.decompress(UnsafeRawBufferPointer(bytes), isFinal: chunk.isEmpty) { piece throws(DataFileError) in
                        text.append(contentsOf: piece.prefix(limit + 1 - text.count))
                        // Past the limit: the decompression stops here (the error is never said).
                        if text.count > limit { throw DataFileError(file: file, problem: "") }
                    }
                }
                if chunk.isEmpty { return text }
            }
        } catch {
            guard cut, text.count > limit else { return nil }
            return Array(text.prefix(limit))
        }
    }

    static func describe(_ bytes: Int) -> String {
        bytes >= 1 << 30 ? "\(bytes >> 30) GiB" : bytes >= 1 << 20 ? "\(bytes >> 20) MiB" : "\(bytes) bytes"
    }

    /// The first byte of text that is not blank in what `leading` (a stream's first compressed
    /// bytes) decompresses to; nil when they give none yet, or fail.
    static func firstDecompressedByte(_ leading: [UInt8], compression: TextCompression, file: String) -> UInt8? {
        guard let decompressor = try? StreamDecompressor(compression, file: file) else { return nil }
        var first: UInt8?
        // `withUnsafeBytes` does not pass typed errors through, hence the `Result`.
        let outcome: Result<Void, DataFileError> = leading.withUnsafeBytes { bytes in
            Result { () throws(DataFileError) in
                try decompressor.decompress(bytes, isFinal: false) { piece throws(DataFileError) in
                    if first == nil { first = piece.first { !($0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D) } }
                }
            }
        }
        guard case .success = outcome else { return nil }
        return first
    }
}
