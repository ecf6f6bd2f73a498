/// Reads a delimited text stream (standard input, a growing log) a piece at a time, handing back
/// each row as soon as it is complete.
///
///     let parser = StreamingTableParser(file: "<stdin>")
///     while let chunk = readSomeInput() {
///         for row in try parser.feed(chunk) { chart.append(row) }
///     }
///     for row in try parser.finish() { chart.append(row) }
///
/// The rules are `DelimitedTextParser`'s, and the rows are the same as parsing the whole text at
/// once, however the input is split (inside a line, a quoted field or a CRLF included). Two
/// consequences of reading as it goes:
/// - Nothing comes back until 5 data lines (or the end of input) have arrived, as the delimiter
///   is detected from them; `columnNames` is `nil` until then.
/// - A cell that is not a number is reported at once (`"abc" is not a number`), since there is no
///   waiting to see whether its whole column is text.
///
/// When a piece of input holds good rows and then an error, `feed` returns the good rows and the
/// next call throws the error; once failed, every call throws the same error. Rows have one value
/// per column, NaN for gaps.
public final class StreamingTableParser {
    /// The name used in errors.
    public let file: String
    private var reader: TableReader
    /// Bytes received but not yet part of a complete record.
    private var pending: [UInt8] = []
    private var failure: DataFileError?
    private var isFinished = false

    public init(file: String = "<stdin>") {
        self.file = file
        reader = TableReader(file: file, output: .rows)
    }

    /// The column names, once the header (or its absence) is known.
    public var columnNames: [String]? { reader.columnNames }

    /// How many data rows have been read so far.
    public var rowCount: Int { reader.rowCount }

    /// Adds text and returns the rows it completed.
    public func feed(_ chunk: String) throws(DataFileError) -> [[Double]] {
        try feed(bytes: chunk.utf8)
    }

    /// Adds UTF-8 bytes and returns the rows they completed. A chunk may end in the middle of a
    /// character: only complete lines are checked for valid UTF-8.
    public func feed<Bytes: Sequence>(bytes chunk: Bytes) throws(DataFileError) -> [[Double]] where Bytes.Element == UInt8 {
        guard !isFinished else { return [] }
        pending.append(contentsOf: chunk)
        return try readPending(isFinal: false)
    }

    /// Marks the end of input: reads a last line without a line break, and throws `no data rows`
    /// when there were none. Calls after this one return no rows.
    public func finish() throws(DataFileError) -> [[Double]] {
        guard !isFinished else {
            if let failure { throw failure }
            return []
        }
        let rows = try readPending(isFinal: true)
        isFinished = true
        return rows
    }

    private func readPending(isFinal: Bool) throws(DataFileError) -> [[Double]] {
        if let failure { throw failure }
        do throws(DataFileError) {
            let finished = try pending.withUnsafeBufferPointer { bytes throws(DataFileError) in
                try reader.consume(bytes, isFinal: isFinal)
            }
            pending.removeFirst(finished)
            if isFinal { try reader.finish() }
        } catch {
            failure = error
            let rows = reader.takeRows()
            if rows.isEmpty { throw error }
            return rows
        }
        return reader.takeRows()
    }
}
