/// A column of `Double`s stored as a series of runs in memory the column does not own, read as
/// one logical column: an Arrow IPC file's record batches, each batch's values left in place in
/// the memory-mapped file. Nothing is copied; an index finds its run by division when the runs
/// share one length (as pyarrow writes them, 64 Ki rows or `chunksize` each, the last shorter),
/// otherwise by bisection over the runs' starts.
///
/// ```swift
/// let y = ChunkedColumn(chunks: batches.map { $0.values }, owner: mappedFile)
/// let data = SeriesData(x: x, y: SeriesColumn(chunked: y))
/// ```
public final class ChunkedColumn: @unchecked Sendable {
    /// The runs, in order (empty ones left out).
    public let chunks: [UnsafeBufferPointer<Double>]
    /// Values in all runs.
    public let count: Int
    /// Keeps the memory alive (a mapped file).
    public let owner: AnyObject
    /// The runs' first addresses and first indices (one more: `count`), for loops that must not
    /// touch reference counts (`ColumnValues`).
    let bases: UnsafeMutableBufferPointer<UnsafePointer<Double>>
    let starts: UnsafeMutableBufferPointer<Int>
    /// The one length every run but the last has (the last no longer); 0 when they differ.
    let uniformLength: Int

    /// A column of `chunks` read one after another; they must stay valid and unchanged while
    /// `owner` lives.
    public init(chunks: [UnsafeBufferPointer<Double>], owner: AnyObject) {
        let kept = chunks.filter { $0.count > 0 && $0.baseAddress != nil }
        self.chunks = kept
        self.owner = owner
        bases = .allocate(capacity: Swift.max(kept.count, 1))
        starts = .allocate(capacity: kept.count + 1)
        var total = 0
        for (index, chunk) in kept.enumerated() {
            bases[index] = chunk.baseAddress!
            starts[index] = total
            total += chunk.count
        }
        starts[kept.count] = total
        count = total
        let first = kept.first?.count ?? 0
        let sameLength = kept.dropLast().allSatisfy { $0.count == first } && (kept.last?.count ?? 0) <= first
        uniformLength = sameLength ? first : 0
    }

    deinit {
        bases.deallocate()
        starts.deallocate()
    }

    /// The run holding `index` (in 0..<count).
    @inline(__always)
    func chunkIndex(of index: Int) -> Int {
        if uniformLength > 0 { return index / uniformLength }
        var low = 0, high = chunks.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= index { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// Value `index` (in 0..<count).
    public subscript(index: Int) -> Double {
        precondition(index >= 0 && index < count, "index \(index) out of 0..<\(count)")
        let chunk = chunkIndex(of: index)
        return bases[chunk][index - starts[chunk]]
    }

    /// Calls `body` with each run's part inside `range` (clipped to the column) and the index
    /// of its first value, in order.
    public func forEachRun(in range: Range<Int>, _ body: (UnsafeBufferPointer<Double>, Int) throws -> Void) rethrows {
        let lower = Swift.max(0, range.lowerBound), upper = Swift.min(count, range.upperBound)
        guard lower < upper else { return }
        var chunk = chunkIndex(of: lower)
        var index = lower
        while index < upper {
            let start = starts[chunk], end = Swift.min(starts[chunk + 1], upper)
            try body(UnsafeBufferPointer(start: bases[chunk] + (index - start), count: end - index), index)
            index = end
            chunk += 1
        }
    }
}
