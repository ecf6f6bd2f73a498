import Foundation

extension DelimitedTextParser {
    /// Files at least this long are read on more than one core (up to `maximumParts`). Below it
    /// a single pass of `NumericRecordReader` takes a few tens of milliseconds, and on a busy
    /// machine a second thread may wait longer than that for a core.
    package static let parallelMinimumBytes = 8 << 20
    /// The most parts a file is cut into, each read on its own core.
    package static let maximumParts = 8
    /// The least a part holds: below it a thread costs more than it saves.
    package static let minimumPartBytes = 4 << 20

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
    package static func parseInParallel(_ bytes: UnsafeBufferPointer<UInt8>, file: String, keepTextColumns: Bool,
                                minimumBytes: Int = 1 << 18, parallelBytes: Int = parallelMinimumBytes,
                                partBytes: Int = minimumPartBytes,
                                parts: Int = min(maximumParts, ProcessInfo.processInfo.activeProcessorCount),
                                allowsTextColumns: Bool = true) -> DataTable? {
        guard bytes.count >= minimumBytes, let base = bytes.baseAddress,
              memchr(base, Int32(UInt8(ascii: "\"")), bytes.count) == nil,
              let prefixEnd = lineEnd(in: bytes, from: min(1 << 16, bytes.count / 2)), prefixEnd < bytes.count
        else { return nil }
        var first = TableReader(file: file, output: .columns(keepTextColumns: keepTextColumns))
        guard let settled = try? first.consume(UnsafeBufferPointer(rebasing: bytes[0..<prefixEnd]), isFinal: false),
              settled == prefixEnd, first.isSettled, first.rowCount > 0,
              first.decimalCommaColumns.isEmpty, first.dottedThousands.isEmpty,
              first.columns.allSatisfy({ column in
                  switch column.kind {
                  case .numeric: return column.oddTexts.isEmpty && column.firstOdd == nil
                  case .text: return allowsTextColumns && column.numbersInText == 0 && column.texts != nil
                  case .undecided: return false
                  }
              }),
              var reader = NumericRecordReader(delimiter: first.delimiter, fieldCount: first.columns.count, tolerant: first.tolerant)
        else { return nil }
        reader.textFields = first.columns.map(\.isText)

        let rest = UnsafeBufferPointer(rebasing: bytes[prefixEnd...])
        let partCount = bytes.count < parallelBytes ? 1
            : max(1, min(parts, rest.count / max(partBytes, 1)))
        var bounds = [0]
        for part in 1..<max(partCount, 1) {
            guard let cut = lineEnd(in: rest, from: rest.count * part / partCount), cut > bounds.last! else { continue }
            bounds.append(cut)
        }
        bounds.append(rest.count)
        let slices = (0..<bounds.count - 1).map { UnsafeBufferPointer(rebasing: rest[bounds[$0]..<bounds[$0 + 1]]) }

        // Each part's rows are counted first, so that every part writes its values straight into
        // the columns' final arrays at its own offset: no intermediate buffers, no copy to join.
        let counts = PartResults(count: slices.count, initial: 0)
        let texts = PartTexts(count: slices.count, initial: [])
        DispatchQueue.concurrentPerform(iterations: slices.count) { part in
            counts.store(NumericRecordReader.lineCount(slices[part]), at: part)
        }
        let head = first.rowCount
        var offsets = [head]
        for count in counts.values { offsets.append(offsets.last! + count) }
        let total = offsets.last!
        let filled = Self.makeColumns(count: first.columns.count, length: total) { buffers in
            for (index, buffer) in buffers.enumerated() {
                first.columns[index].values.withUnsafeBufferPointer { values in
                    _ = buffer.initialize(from: values)
                }
            }
            let rows = PartResults(count: slices.count, initial: 0)
            let addresses = buffers.map { Int(bitPattern: $0.baseAddress) }
            DispatchQueue.concurrentPerform(iterations: slices.count) { part in
                let columns = addresses.map { UnsafeMutablePointer<Double>(bitPattern: $0)! + offsets[part] }
                for column in columns {
                    FileBytes.populate(UnsafeMutableRawBufferPointer(start: column, count: counts.values[part] * MemoryLayout<Double>.size))
                }
                var cellTexts = Array(repeating: [String](), count: columns.count)
                for (field, isText) in reader.textFields.enumerated() where isText {
                    cellTexts[field].reserveCapacity(counts.values[part])
                }
                rows.store(reader.read(slices[part], into: columns, capacity: counts.values[part], texts: &cellTexts) ?? -1, at: part)
                texts.store(cellTexts, at: part)
            }
            return rows.values == counts.values
        }
        guard let filled else { return nil }
        for index in first.columns.indices {
            first.columns[index].values = filled[index]
            guard reader.textFields[index] else { continue }
            first.columns[index].texts!.reserveCapacity(total)
            for part in texts.values.indices {
                first.columns[index].texts!.append(contentsOf: texts.values[part][index])
                texts.update(at: part) { $0[index] = [] }  // each part's list goes once copied
            }
        }
        first.rowCount = total
        do {
            try first.finish()
            return try first.makeTable()
        } catch {
            return nil
        }
    }

    /// Makes `count` arrays of `length` doubles and hands `body` all their storage at once, to
    /// fill in place; nil when `body` returns false (it did not fill them).
    package static func makeColumns(count: Int, length: Int,
                            _ body: ([UnsafeMutableBufferPointer<Double>]) -> Bool) -> [[Double]]? {
        var made: [[Double]] = []
        var filled = false
        // Each array's storage is open inside its own initializer, so the arrays are made nested,
        // and `body` runs in the innermost, with every buffer open.
        func open(_ buffers: [UnsafeMutableBufferPointer<Double>]) {
            guard buffers.count < count else {
                filled = body(buffers)
                return
            }
            let column = [Double](unsafeUninitializedCapacity: length) { buffer, initialized in
                open(buffers + [buffer])
                if !filled { buffer.initialize(repeating: 0) }
                initialized = length
            }
            made.append(column)
        }
        open([])
        return filled ? made.reversed() : nil
    }

    /// A number per part, written by the part's own thread at its own index and read after all
    /// have finished (`concurrentPerform` returns after the last).
    private final class PartResults<Value>: @unchecked Sendable {
        private(set) var values: [Value]

        package init(count: Int, initial: Value) {
            values = Array(repeating: initial, count: count)
        }

        package func store(_ value: Value, at index: Int) {
            values.withUnsafeMutableBufferPointer { $0[index] = value }
        }

        package func update(at index: Int, _ change: (inout Value) -> Void) {
            values.withUnsafeMutableBufferPointer { change(&$0[index]) }
        }
    }

    /// Each part's texts per field, kept until they are copied into the column.
    private typealias PartTexts = PartResults<[[String]]>

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
    package var isSettled: Bool {
        guard !isDetecting, firstRecord == nil, columnNames != nil, case .columns = output else { return false }
        return true
    }
}
