import Foundation

extension ParquetFile {
    /// The number columns `names` (in that order), every row, read row groups in file order a
    /// batch at a time: each batch's (row group, column) chunks are decoded on every core at once,
    /// straight into their rows of the final arrays, and `afterBatch(rowsDone, columns)` sees the
    /// rows decoded so far between batches (nothing is written meanwhile), so that a window can
    /// draw the picture filling in. A batch is at least one row group per core and at least
    /// `batchRows` rows. Errors are as `table(columns:)` gives them; a text column is one.
    public func numberColumns(_ names: [String], batchRows: Int = 1 << 22,
                              afterBatch: ((Int, [UnsafeBufferPointer<Double>]) -> Void)? = nil) throws(DataFileError) -> [[Double]] {
        let total = rowCount
        return try Self.filledArrays(count: names.count, length: total) { buffers throws(DataFileError) in
            try decodeNumberColumns(names, batchRows: batchRows) { c, rows, decode in
                decode(UnsafeMutableBufferPointer(rebasing: buffers[c][rows]))
            } afterBatch: { done in
                afterBatch?(done, buffers.map { UnsafeBufferPointer(rebasing: $0[0..<done]) })
            }
        }
    }

    /// The number columns `names` as `numberColumns(_:batchRows:afterBatch:)` reads them, decoded
    /// into `scratch` (a temporary file, `names.count` columns of `rowCount` rows) instead of
    /// memory: each (row group, column) chunk is decoded into a buffer of its rows and written
    /// out, so the process holds a row group per core, not the columns. `afterBatch` sees the
    /// rows written so far (`ScratchDoublesFile.written(column:rows:)`).
    public func numberColumns(_ names: [String], into scratch: ScratchDoublesFile, batchRows: Int = 1 << 22,
                              afterBatch: ((Int) -> Void)? = nil) throws(DataFileError) {
        precondition(scratch.columnCount == names.count && scratch.rowCount == rowCount)
        try decodeNumberColumns(names, batchRows: batchRows) { c, rows, decode in
            let buffer = UnsafeMutableBufferPointer<Double>.allocate(capacity: rows.count)
            defer { buffer.deallocate() }
            if let reason = decode(buffer) { return reason }
            return scratch.write(UnsafeBufferPointer(buffer), column: c, row: rows.lowerBound)
        } afterBatch: { done in
            afterBatch?(done)
        }
    }

    /// Decodes the number columns `names`, row groups in file order a batch at a time, each
    /// batch's (row group, column) chunks on every core at once: `store(column, rows, decode)`
    /// hands `decode` the place for those rows of that column and returns the reason it failed
    /// (nil when it worked); `afterBatch(rowsDone)` runs between batches, nothing being written.
    private func decodeNumberColumns(_ names: [String], batchRows: Int,
                                     store: @escaping (Int, Range<Int>, (UnsafeMutableBufferPointer<Double>) -> String?) -> String?,
                                     afterBatch: (Int) -> Void) throws(DataFileError) {
        let chosen = try names.map { name throws(DataFileError) -> ParquetColumn in
            guard let column = try columns.chosen([name], file: self.path).first, column.valueKind != nil else {
                throw DataFileError(file: self.path, problem: "column \(DataFileError.quoted(name)) does not hold numbers")
            }
            return column
        }
        try storage.checkUnchanged()
        let groups = metadata.rowGroups
        var starts: [Int] = []
        var total = 0
        for group in groups {
            starts.append(total)
            total += Int(group.rowCount)
        }
        // Batches of whole row groups: one group per core at least, and enough rows that a
        // partial picture between them is a small share of the work.
        var batches: [Range<Int>] = []
        var first = 0
        let cores = ProcessInfo.processInfo.activeProcessorCount
        while first < groups.count {
            var end = first
            var rows = 0
            while end < groups.count, end - first < cores || rows < batchRows {
                rows += Int(groups[end].rowCount)
                end += 1
            }
            batches.append(first..<end)
            first = end
        }
        let lock = NSLock()
        var firstFailure: (index: Int, error: DataFileError)?
        let filePath = self.path
        for batch in batches {
            let tasks = batch.count * chosen.count
            DispatchQueue.concurrentPerform(iterations: tasks) { index in
                let (offset, c) = index.quotientAndRemainder(dividingBy: chosen.count)
                let g = batch.lowerBound + offset
                let rows = Int(groups[g].rowCount)
                guard rows > 0 else { return }
                let column = chosen[c]
                let reason = store(c, starts[g]..<(starts[g] + rows)) { target in
                    decodeNumbers(of: column, in: groups[g], into: target)?.reason
                }
                if let reason {
                    let problem = "column \(DataFileError.quoted(column.name)), row group \(g + 1): \(reason)"
                    lock.lock()
                    let order = g * chosen.count + c
                    if firstFailure == nil || order < firstFailure!.index { firstFailure = (order, DataFileError(file: filePath, problem: problem)) }
                    lock.unlock()
                }
            }
            if let firstFailure { throw firstFailure.error }
            let done = batch.upperBound < groups.count ? starts[batch.upperBound] : total
            if done < total { afterBatch(done) }
        }
        try storage.checkUnchanged()
    }

    /// `count` arrays of `length` numbers whose storage `fill` writes in place (a trivial
    /// type: rows a failure leaves unwritten are never read, the error is thrown instead).
    private static func filledArrays(count: Int, length: Int,
                                     _ fill: ([UnsafeMutableBufferPointer<Double>]) throws(DataFileError) -> Void) throws(DataFileError) -> [[Double]] {
        final class Outcome { var arrays: [[Double]] = []; var failure: DataFileError? }
        let outcome = Outcome()
        func nest(_ buffers: [UnsafeMutableBufferPointer<Double>]) -> [[Double]] {
            if buffers.count == count {
                do throws(DataFileError) { try fill(buffers) } catch { outcome.failure = error }
                return []
            }
            var inner: [[Double]] = []
            let array = [Double](unsafeUninitializedCapacity: length) { buffer, initialized in
                inner = nest(buffers + [buffer])
                initialized = length
            }
            return [array] + inner
        }
        let arrays = nest([])
        if let failure = outcome.failure { throw failure }
        return arrays
    }
}
