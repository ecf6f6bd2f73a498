import Foundation

extension DelimitedTextParser {
    /// Files at least this long are read on more than one core (up to `maximumParts`). Below it
    /// a single pass of `NumericRecordReader` takes a few tens of milliseconds, and on a busy
    /// machine a second thread may wait longer than that for a core.
    static let parallelMinimumBytes = 8 << 20
    /// The most parts a file is cut into, each read on its own core.
    static let maximumParts = 8
    /// The least a part holds: below it a thread costs more than it saves.
    static let minimumPartBytes = 4 << 20

    /// Reads a plain numeric file straight into its columns (`NumericRecordReader`), on several
    /// cores when it is long: the delimiter and the header are settled on its first 64 KiB by a
    /// `TableReader`, then the rest is cut at line breaks into parts read at once, and the
    /// columns joined.
    ///
    /// Used only where the result is certainly the serial one, and nil (read it serially)
    /// otherwise: the file holds no quote character (so every line break ends a record), the
    /// first 64 KiB give numeric columns only (no text cell, no warning), and every later record
    /// is one `NumericRecordReader` takes. Anything else (text columns, odd cells, comments,
    /// errors, whose messages name lines) goes the serial way. `minimumBytes`: shorter files are
    /// read serially (the 64 KiB that settle the table would be most of them); `parallelBytes`,
    /// `partBytes`, `parts`: from what length a file is cut, the least a part holds, the most parts.
    static func parseInParallel(_ bytes: UnsafeBufferPointer<UInt8>, file: String, keepTextColumns: Bool,
                                minimumBytes: Int = 1 << 18, parallelBytes: Int = parallelMinimumBytes,
                                partBytes: Int = minimumPartBytes,
                                parts: Int = min(maximumParts, ProcessInfo.processInfo.activeProcessorCount)) -> DataTable? {
        guard bytes.count >= minimumBytes, let base = bytes.baseAddress,
              memchr(base, Int32(UInt8(ascii: "\"")), bytes.count) == nil,
              let prefixEnd = lineEnd(in: bytes, from: min(1 << 16, bytes.count / 2)), prefixEnd < bytes.count
        else { return nil }
        var first = TableReader(file: file, output: .columns(keepTextColumns: keepTextColumns))
        guard let settled = try? first.consume(UnsafeBufferPointer(rebasing: bytes[0..<prefixEnd]), isFinal: false),
              settled == prefixEnd, first.isSettled, first.rowCount > 0,
              first.decimalCommaColumns.isEmpty, first.dottedThousands.isEmpty,
              first.columns.allSatisfy({ column in
                  guard case .numeric = column.kind else { return false }
                  return column.oddTexts.isEmpty && column.firstOdd == nil
              }),
              let reader = NumericRecordReader(delimiter: first.delimiter, fieldCount: first.columns.count, tolerant: first.tolerant)
        else { return nil }

        let rest = UnsafeBufferPointer(rebasing: bytes[prefixEnd...])
        let bytesPerRow = max(1, Double(prefixEnd) / Double(first.rowCount))
        let partCount = bytes.count < parallelBytes ? 1
            : max(1, min(parts, rest.count / max(partBytes, 1)))
        var bounds = [0]
        for part in 1..<max(partCount, 1) {
            guard let cut = lineEnd(in: rest, from: rest.count * part / partCount), cut > bounds.last! else { continue }
            bounds.append(cut)
        }
        bounds.append(rest.count)
        let parts = PartResults(count: bounds.count - 1)
        DispatchQueue.concurrentPerform(iterations: bounds.count - 1) { part in
            let slice = UnsafeBufferPointer(rebasing: rest[bounds[part]..<bounds[part + 1]])
            let expected = Int(Double(slice.count) / bytesPerRow * 1.1) + 1024
            parts.store(reader.read(slice, expectedRows: expected), at: part)
        }
        let blocks = parts.blocks.compactMap { $0 }
        guard blocks.count == parts.blocks.count else { return nil }
        first.appendBlocks(blocks)
        do {
            try first.finish()
            return try first.makeTable()
        } catch {
            return nil
        }
    }

    /// Each part's block, written by its own thread at its own index and read after all have
    /// finished (`concurrentPerform` returns after the last).
    private final class PartResults: @unchecked Sendable {
        private(set) var blocks: [ColumnBlock?]

        init(count: Int) {
            blocks = Array(repeating: nil, count: count)
        }

        func store(_ block: ColumnBlock?, at index: Int) {
            blocks.withUnsafeMutableBufferPointer { $0[index] = block }
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
    /// Whether the delimiter, the header and the column count are settled, so that records read
    /// elsewhere can be appended.
    var isSettled: Bool {
        guard !isDetecting, firstRecord == nil, columnNames != nil, case .columns = output else { return false }
        return true
    }

    /// Appends the rows of `blocks` (read by a `NumericRecordReader` from the records after this
    /// reader's) to its numeric columns, each column copied once into an array of its final size.
    mutating func appendBlocks(_ blocks: [ColumnBlock]) {
        let added = blocks.reduce(0) { $0 + $1.count }
        for index in columns.indices {
            let head = columns[index].values
            columns[index].values = [Double](unsafeUninitializedCapacity: head.count + added) { buffer, initialized in
                var at = head.withUnsafeBufferPointer { buffer.baseAddress!.initialize(from: $0.baseAddress!, count: $0.count); return $0.count }
                for block in blocks {
                    let values = block.values(of: index)
                    if let source = values.baseAddress { (buffer.baseAddress! + at).initialize(from: source, count: values.count) }
                    at += values.count
                }
                initialized = at
            }
        }
        rowCount += added
    }
}
