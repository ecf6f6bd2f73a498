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
        let result = try Self.filledArrays(count: chosen.count, length: total) { buffers throws(DataFileError) in
            for batch in batches {
                let tasks = batch.count * chosen.count
                DispatchQueue.concurrentPerform(iterations: tasks) { index in
                    let (offset, c) = index.quotientAndRemainder(dividingBy: chosen.count)
                    let g = batch.lowerBound + offset
                    let rows = Int(groups[g].rowCount)
                    let target = UnsafeMutableBufferPointer(rebasing: buffers[c][starts[g]..<(starts[g] + rows)])
                    guard rows > 0 else { return }
                    let column = chosen[c]
                    if let reason = decodeNumbers(of: column, in: groups[g], into: target) {
                        let problem = "column \(DataFileError.quoted(column.name)), row group \(g + 1): \(reason)"
                        lock.lock()
                        let order = g * chosen.count + c
                        if firstFailure == nil || order < firstFailure!.index { firstFailure = (order, DataFileError(file: filePath, problem: problem)) }
                        lock.unlock()
                    }
                }
                if let firstFailure { throw firstFailure.error }
                let done = batch.upperBound < groups.count ? starts[batch.upperBound] : total
                if done < total, let afterBatch {
                    afterBatch(done, buffers.map { UnsafeBufferPointer(rebasing: $0[0..<done]) })
                }
            }
        }
        try storage.checkUnchanged()
        return result
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
