/// A column's values as the loops that draw, fit and hit-test read them: one contiguous buffer,
/// or a `ChunkedColumn`'s runs read in place, with no copy either way. Valid only inside the
/// call that hands it out (`SeriesColumn.withValues`); it holds no references, so reading it
/// touches no reference counts.
public struct ColumnValues: RandomAccessCollection {
    /// The values when contiguous.
    let base: UnsafePointer<Double>?
    public let count: Int
    /// A chunked column's run table (when `base` is nil).
    let bases: UnsafePointer<UnsafePointer<Double>>?
    let starts: UnsafePointer<Int>?
    let chunkCount: Int
    let uniformLength: Int

    /// The values of one contiguous buffer.
    public init(_ buffer: UnsafeBufferPointer<Double>) {
        base = buffer.baseAddress
        count = buffer.baseAddress == nil ? 0 : buffer.count
        bases = nil
        starts = nil
        chunkCount = 0
        uniformLength = 0
    }

    /// The values of `column`'s runs, read where they lie (the column must outlive the view).
    init(_ column: ChunkedColumn) {
        base = nil
        count = column.count
        bases = UnsafePointer(column.bases.baseAddress)
        starts = UnsafePointer(column.starts.baseAddress)
        chunkCount = column.chunks.count
        uniformLength = column.uniformLength
    }

    /// Whether the values are one buffer (`contiguous` gives it).
    public var isContiguous: Bool { base != nil || count == 0 }

    /// The values as one buffer when they are one; nil for runs.
    public var contiguous: UnsafeBufferPointer<Double>? {
        isContiguous ? UnsafeBufferPointer(start: base, count: count) : nil
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { count }

    @inline(__always)
    public subscript(index: Int) -> Double {
        if let base { return base[index] }
        precondition(index >= 0 && index < count, "index \(index) out of 0..<\(count)")
        let chunk: Int
        if uniformLength > 0 {
            chunk = index / uniformLength
        } else {
            var low = 0, high = chunkCount - 1
            while low < high {
                let middle = (low + high + 1) / 2
                if starts![middle] <= index { low = middle } else { high = middle - 1 }
            }
            chunk = low
        }
        return bases![chunk][index - starts![chunk]]
    }
}
