import Foundation

/// Looks at a little of a big delimited file before the whole of it is read, so that a file with
/// nothing to chart is refused in bounded time and memory instead of after reading every byte.
///
/// It reads the first `headBytes` and parses them as the full read would (so an error there, a
/// binary line or a wrong field count, is the one the full read would give, with its line), then
/// `sampleCount` pieces of `sampleBytes` spread evenly over the rest, whose complete lines must be
/// text too. When numbers are required, some column must hold numbers: in the head (a numeric
/// column with a value, or a mostly-numeric text column), or in a sample (a column whose filled
/// cells are mostly numbers). A file the head holds whole gets no verdict here: the full read is
/// as cheap and exact. The verdict never depends on the file's size, only on what it holds.
package enum DelimitedFileSniff {
    package struct Limits: Sendable {
        /// How much of the start is parsed: 1 MiB.
        package var headBytes = 1 << 20
        /// How many pieces of the rest are looked at, and how long each is.
        package var sampleCount = 8
        package var sampleBytes = 1 << 16

        package init() {}
    }

    /// Checks the regular file open as `descriptor` (`size` bytes); throws the one-line error
    /// that refuses it. `touched` counts the bytes read, a refusal's included.
    package static func check(_ descriptor: Int32, size: Int, file: String, requiresNumbers: Bool,
                              limits: Limits = Limits(), touched: inout Int) throws(DataFileError) {
        guard size > limits.headBytes else { return }
        let head = try readPiece(descriptor, at: 0, count: limits.headBytes, file: file)
        touched += head.count
        guard let (reader, table, headNumbers) = try head.withUnsafeBufferPointer({ bytes throws(DataFileError) in
            try readHead(bytes, file: file)
        }) else { return }
        var hasNumbers = headNumbers

        let sampleCount = max(0, limits.sampleCount)
        let spread = size - head.count - limits.sampleBytes
        var fields: [FieldSpan] = []
        for index in 0..<sampleCount where spread > 0 {
            let offset = head.count + spread * (index + 1) / sampleCount
            let piece = try readPiece(descriptor, at: offset, count: limits.sampleBytes, file: file)
            touched += piece.count
            let reachesEnd = offset + piece.count >= size
            guard let first = piece.firstIndex(of: ASCII.lineFeed) else { continue }
            let end = reachesEnd ? piece.count : (piece.lastIndex(of: ASCII.lineFeed) ?? first)
            guard first + 1 < end else { continue }
            let lines = first + 1..<end
            try piece.withUnsafeBufferPointer { bytes throws(DataFileError) in
                let verdict = TextCheck.check(bytes, lines)
                guard verdict == .text else {
                    throw DataFileError(file: file, problem: DataFileError.binaryData(verdict, nearByte: offset + lines.lowerBound))
                }
                guard requiresNumbers, !hasNumbers else { return }
                hasNumbers = samplesNumbers(bytes, lines, reader: reader, fieldCount: table.columnNames.count, fields: &fields)
            }
        }
        if requiresNumbers, !hasNumbers {
            throw DataFileError(file: file, problem: DataFileError.nothingToPlot(columns: table.columnNames,
                                                                                   headBytes: head.count, samples: sampleCount))
        }
    }

    /// Checks the first bytes of a stream that has more (a compressed file: there are no places
    /// ahead to look at), the first `limits.headBytes` of `bytes` as `check` checks a file's head.
    package static func check(head bytes: UnsafeBufferPointer<UInt8>, file: String, requiresNumbers: Bool,
                              limits: Limits = Limits()) throws(DataFileError) {
        guard let (_, table, hasNumbers) = try readHead(UnsafeBufferPointer(rebasing: bytes.prefix(limits.headBytes)), file: file)
        else { return }
        if requiresNumbers, !hasNumbers {
            throw DataFileError(file: file, problem: DataFileError.nothingToPlot(columns: table.columnNames,
                                                                                   headBytes: min(bytes.count, limits.headBytes), samples: 0))
        }
    }

    /// The head's complete lines parsed as the full read parses them, and whether some column
    /// holds numbers; nil when they are too few to settle the delimiter and the header.
    private static func readHead(_ head: UnsafeBufferPointer<UInt8>, file: String) throws(DataFileError)
        -> (reader: TableReader, table: DataTable, hasNumbers: Bool)? {
        guard let lastLineFeed = head.lastIndex(of: ASCII.lineFeed) else { return nil }
        var reader = TableReader(file: file, output: .columns(keepTextColumns: true))
        _ = try reader.consume(UnsafeBufferPointer(rebasing: head[...lastLineFeed]), isFinal: false)
        // Too few records in the head to settle the delimiter and header: no verdict.
        guard !reader.isDetecting, reader.rowCount > 0, let table = try? reader.makeTable() else { return nil }
        let hasNumbers = table.columns.contains { $0.values.contains { !$0.isNaN } } || !table.mixedColumns.isEmpty
        return (reader, table, hasNumbers)
    }

    /// Whether some column's filled cells in the lines `range` of a sample are mostly numbers.
    private static func samplesNumbers(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, reader: TableReader,
                                       fieldCount: Int, fields: inout [FieldSpan]) -> Bool {
        var numbers = Array(repeating: 0, count: fieldCount)
        var filled = Array(repeating: 0, count: fieldCount)
        var start = range.lowerBound
        while start < range.upperBound {
            var end = start
            while end < range.upperBound, bytes[end] != ASCII.lineFeed { end += 1 }
            var lineEnd = end
            if lineEnd > start, bytes[lineEnd - 1] == ASCII.carriageReturn { lineEnd -= 1 }
            FieldSplitter.split(bytes, start..<lineEnd, by: reader.delimiter, into: &fields)
            if fields.count == fieldCount {
                for (index, field) in fields.enumerated() {
                    switch reader.cellValue(field, in: bytes) {
                    case .number: numbers[index] += 1; filled[index] += 1
                    case .text: filled[index] += 1
                    case .gap: break
                    }
                }
            }
            start = end + 1
        }
        return zip(numbers, filled).contains { $0.0 > 0 && $0.0 * 2 > $0.1 }
    }

    /// Up to `count` bytes from `offset` (fewer at the end of the file).
    private static func readPiece(_ descriptor: Int32, at offset: Int, count: Int, file: String) throws(DataFileError) -> [UInt8] {
        var failure: Int32 = 0
        let piece = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            while initialized < count {
                let got = pread(descriptor, buffer.baseAddress! + initialized, count - initialized, off_t(offset + initialized))
                if got > 0 {
                    initialized += got
                } else if got < 0 && errno == EINTR {
                    continue
                } else {
                    if got < 0 { failure = errno }
                    return
                }
            }
        }
        if failure != 0 {
            throw DataFileError(file: file, problem: DataFileError.unreadable(String(cString: strerror(failure))))
        }
        return piece
    }
}
