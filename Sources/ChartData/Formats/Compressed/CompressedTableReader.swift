/// Reads a compressed text table (`prices.csv.gz`, `log.jsonl.zst`, a gzip stream on standard
/// input) by decompressing it a megabyte at a time straight into the table reader, so the
/// decompressed text is never held whole (JSON documents, which are parsed whole, excepted).
/// Delimited text (`x.csv.gz`, and `data.gz` or standard input whose text is delimited) goes
/// through `DelimitedFileReader`, as a plain file does, with the plain file's text layouts told
/// from its first 64 KiB of text and its search for a table under a report, both on text of at
/// most `TextLayout.largestFile` (256 MiB) decompressed.
///
/// The inner format is what the name without the compression suffix says; without one (standard
/// input, `data.gz`) the first decompressed 64 KiB decide: `{` starts JSON lines, `[` a JSON
/// array, anything else is delimited text. Delimited text and JSON lines are streamed: they may
/// decompress past `TableFile.Options.maximumDecompressedBytes` (2 GiB) up to
/// `maximumCompressionRatio` times the compressed bytes read so far, as a compressed file is
/// allowed, so a decompression bomb still ends with one line. So is a JSON array of records
/// (`JSONRecordStream`); any other JSON document is parsed whole and stays under the 2 GiB.
package enum CompressedTableReader {
    package static func read(_ input: TableInput, compression: TextCompression, inner: TableFileFormat?,
                             options: TableFile.Options) throws(DataFileError) -> DataTable {
        let file = input.file
        var readOptions = DelimitedFileReader.Options()
        readOptions.compression = compression
        readOptions.cachesColumns = options.cachesColumns
        readOptions.requiresNumbers = options.requiresNumbers
        readOptions.maximumDecompressedBytes = options.maximumDecompressedBytes
        readOptions.maximumCompressionRatio = options.maximumCompressionRatio
        if let path = input.path, inner == .delimitedText || inner == nil {
            // The text layouts and the table under a report (Layouts/TextLayout.swift,
            // Layouts/TableBlocks.swift) as for the plain file: told from the decompressed head.
            // A name with no inner extension (`data.gz`) is delimited text unless the head is JSON.
            let head = decompressedHead(path: path, compression: compression, file: file)
            if inner == .delimitedText || textFormat(ofHead: head) == .delimitedText {
                // A delimited file: the parts of `DelimitedFileReader`, on every core, cached beside it.
                return try readDelimited(head: head, whole: { wholeText(path: path, compression: compression, file: file, limit: TextLayout.largestFile) },
                                         file: file) { () throws(DataFileError) in
                    try DelimitedFileReader(path: path, file: file, options: readOptions).finish()
                } search: {
                    wholeText(path: path, compression: compression, file: file, limit: TextLayout.largestFile)
                }
            }
        }
        if input.path == nil, inner == nil || inner == .delimitedText {
            // Standard input, looked at once: its first decompressed 64 KiB are read and their
            // compressed bytes put back, so the stream is read from its first byte again.
            var kept: [UInt8]? = []
            let head = decompressed(input, compression: compression, limit: TextLayout.sniffBytes, cut: true, keeping: &kept) ?? []
            input.putBack(kept ?? [])
            if textFormat(ofHead: head) == .delimitedText {
                // Delimited text on standard input: the same parts as a file (`DelimitedFileReader`),
                // the text never held whole past `TextLayout.largestFile`, the bound a file is read
                // whole to for its layout or for the table under a report.
                readOptions.cachesColumns = false
                let recording = CompressedStreamRecording(limit: TextLayout.largestFile)
                return try readDelimited(head: head, whole: { () -> [UInt8]? in
                    var kept: [UInt8]? = []
                    defer { input.putBack(kept ?? []) }
                    return decompressed(input, compression: compression, limit: TextLayout.largestFile, cut: false, keeping: &kept)
                }, file: file) { () throws(DataFileError) in
                    try DelimitedFileReader(stream: input, options: readOptions, recording: recording).finish()
                } search: {
                    // What the reader read, then the rest of the stream.
                    guard let read = recording.bytes else { return nil }
                    input.putBack(read)
                    var unused: [UInt8]? = nil
                    return decompressed(input, compression: compression, limit: TextLayout.largestFile, cut: false, keeping: &unused)
                }
            }
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
            format = textFormat(ofHead: head)
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

    /// A delimited text read as a plain file is: a layout its `head` (first 64 KiB) shows read
    /// from the `whole` text (nil past `TextLayout.largestFile`), else the streamed reader
    /// (`delimited`), and when that refuses the text as one table, the table under a report
    /// found in the whole text (`search`); when none is found, the refusal stands.
    private static func readDelimited(head: [UInt8], whole: () -> [UInt8]?, file: String,
                                      delimited: () throws(DataFileError) -> DataTable,
                                      search: () -> [UInt8]?) throws(DataFileError) -> DataTable {
        if let layout = TextLayout.detect(head: head), let text = whole() {
            do {
                if let table = try TextLayout.read(text, layout: layout, file: file) { return table }
            } catch where !layout.isDeclared {
                // A layout the head only suggested: the delimited reader reads it, as for a plain file.
            }
        }
        do {
            return try delimited()
        } catch where TableBlocks.mayFindTable(after: error) {
            guard let text = search(), let table = try? TableBlocks.read(text, file: file) else { throw error }
            return table
        }
    }

    /// The format of decompressed text from its first bytes: `{` starts JSON lines, `[` a JSON
    /// document, anything else (no text at all too: the reader then says why) is delimited.
    static func textFormat(ofHead head: [UInt8]) -> TableFileFormat {
        let first = head.first { !($0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D || $0 == 0xEF || $0 == 0xBB || $0 == 0xBF) }
        return first == UInt8(ascii: "{") ? .jsonLines : first == UInt8(ascii: "[") ? .jsonData : .delimitedText
    }

    /// The first `TextLayout.sniffBytes` of the text the file at `path` decompresses to (fewer
    /// for a shorter text; none when it fails: the streamed read then says why).
    package static func decompressedHead(path: String, compression: TextCompression, file: String) -> [UInt8] {
        guard let input = try? TableInput(path: path, file: file) else { return [] }
        var unused: [UInt8]?
        return decompressed(input, compression: compression, limit: TextLayout.sniffBytes, cut: true, keeping: &unused) ?? []
    }

    /// The whole text the file at `path` decompresses to, or nil when it is longer than `limit`
    /// bytes or fails (the streamed read then reads or refuses it as before).
    package static func wholeText(path: String, compression: TextCompression, file: String, limit: Int) -> [UInt8]? {
        // Compressed bytes past the limit decompress past it too: not read at all.
        guard let size = TextLayout.fileSize(path), size <= limit, let input = try? TableInput(path: path, file: file) else { return nil }
        var unused: [UInt8]?
        return decompressed(input, compression: compression, limit: limit, cut: false, keeping: &unused)
    }

    /// Up to `limit` bytes `input` decompresses to: past it, the first `limit` when `cut`, else
    /// nil (nil too when it fails). The compressed bytes read are appended to `kept` unless it
    /// is nil, to be put back into a stream (`TableInput.putBack`); they are never more than the
    /// input holds for `limit` bytes of text, plus one read.
    private static func decompressed(_ input: TableInput, compression: TextCompression, limit: Int, cut: Bool,
                                     keeping kept: inout [UInt8]?) -> [UInt8]? {
        let file = input.file
        guard let decompressor = try? StreamDecompressor(compression, file: file) else { return nil }
        var text: [UInt8] = []
        do {
            while true {
                let chunk = try input.nextChunk(maximum: 256 << 10)
                kept?.append(contentsOf: chunk)
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
}
