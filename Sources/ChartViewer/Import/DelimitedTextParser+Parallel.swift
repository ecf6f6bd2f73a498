import Foundation

extension DelimitedTextParser {
    /// Files at least this long are read in two halves at once. Below it the second thread's
    /// start, on a busy machine, costs more than it saves (measured: a 18 MB file took 0.1 s
    /// longer on the loaded 2-core machine).
    static let parallelMinimumBytes = 32 << 20

    /// Reads a whole file on two cores: the delimiter and the header are settled on its first
    /// 64 KiB, then the rest is cut at the first line break after the middle and each half read
    /// by its own `TableReader`, the second a continuation of the first.
    ///
    /// Used only where the result is certainly the serial one, and nil (read it serially)
    /// otherwise: the file holds no quote character (so every line break ends a record), and both
    /// halves read without an error, every column numeric with no text cell. Anything else (text
    /// columns, warnings, errors, whose messages name lines) goes the serial way.
    static func parseInParallel(_ bytes: UnsafeBufferPointer<UInt8>, file: String, keepTextColumns: Bool,
                                minimumBytes: Int = parallelMinimumBytes) -> DataTable? {
        guard bytes.count >= minimumBytes, ProcessInfo.processInfo.activeProcessorCount >= 2,
              let base = bytes.baseAddress,
              memchr(base, Int32(UInt8(ascii: "\"")), bytes.count) == nil,
              let prefixEnd = lineEnd(in: bytes, from: 1 << 16),
              let split = lineEnd(in: bytes, from: bytes.count / 2), split > prefixEnd, split < bytes.count
        else { return nil }
        var first = TableReader(file: file, output: .columns(keepTextColumns: keepTextColumns))
        guard let settled = try? first.consume(UnsafeBufferPointer(rebasing: bytes[0..<prefixEnd]), isFinal: false),
              let continuation = first.continuation() else { return nil }
        // A column already holding text in the first 64 KiB (a date column, say) would send the
        // whole file the serial way after both halves were read: give up before reading them.
        guard first.columns.allSatisfy({ column in
            if case .text = column.kind { return false }
            return column.oddTexts.isEmpty && column.firstOdd == nil
        }) else { return nil }
        let second = SecondHalf(reader: continuation, bytes: UnsafeBufferPointer(rebasing: bytes[split...]))
        let group = DispatchGroup()
        DispatchQueue.global(qos: .userInitiated).async(group: group) { second.read() }
        let firstReadWell = (try? first.consume(UnsafeBufferPointer(rebasing: bytes[settled..<split]), isFinal: true)) != nil
        group.wait()
        guard firstReadWell, second.readWell, first.append(second.reader) else { return nil }
        do {
            try first.finish()
            return try first.makeTable()
        } catch {
            return nil
        }
    }

    /// The second half's reader, handed to another thread and read back after it has finished
    /// (the wait orders the accesses).
    private final class SecondHalf: @unchecked Sendable {
        var reader: TableReader
        let bytes: UnsafeBufferPointer<UInt8>
        var readWell = false

        init(reader: TableReader, bytes: UnsafeBufferPointer<UInt8>) {
            self.reader = reader
            self.bytes = bytes
        }

        func read() {
            readWell = (try? reader.consume(bytes, isFinal: true)) != nil
        }
    }

    /// The index just after the first line break at or after `start`; nil when there is none.
    private static func lineEnd(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        guard start < bytes.count, let base = bytes.baseAddress,
              let found = memchr(base + start, Int32(UInt8(ascii: "\n")), bytes.count - start) else { return nil }
        return UnsafeRawPointer(found) - UnsafeRawPointer(base) + 1
    }
}

extension TableReader {
    /// A reader for the records after a line break further on, sharing this one's delimiter,
    /// column names and field count, with no rows yet; nil while those are not settled.
    func continuation() -> TableReader? {
        guard !isDetecting, firstRecord == nil, columnNames != nil, case .columns = output else { return nil }
        var next = self
        next.columns = Array(repeating: ColumnAccumulator(), count: columns.count)
        next.rowCount = 0
        next.decimalCommaColumns = []
        next.dottedThousands = [:]
        next.scanner = RecordScanner(delimiter: delimiter)
        return next
    }

    /// Appends the rows `other` (a `continuation()`) read; false, changing nothing, unless every
    /// column of both is numeric with no text cell (then nothing else is kept per column), and
    /// neither half saw a decimal comma (whose `2.000` cells are settled by row over the whole
    /// column, so a semicolon file of decimal commas is read serially).
    mutating func append(_ other: TableReader) -> Bool {
        guard columns.count == other.columns.count,
              decimalCommaColumns.isEmpty, other.decimalCommaColumns.isEmpty,
              dottedThousands.isEmpty, other.dottedThousands.isEmpty else { return false }
        for index in columns.indices {
            guard case .numeric = columns[index].kind, case .numeric = other.columns[index].kind,
                  columns[index].oddTexts.isEmpty, other.columns[index].oddTexts.isEmpty,
                  columns[index].firstOdd == nil, other.columns[index].firstOdd == nil else { return false }
        }
        for index in columns.indices {
            columns[index].values.append(contentsOf: other.columns[index].values)
        }
        rowCount += other.rowCount
        return true
    }
}
