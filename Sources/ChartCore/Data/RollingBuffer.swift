/// A `Double` array that loses values at its front (a rolling window): removed values stay as a
/// dead head that indices skip, and once the head outgrows the live values these are moved down.
/// By default they move at once (one frame in a window's worth of points pays for copying the
/// window); with `compactsInSlices` they are copied into a fresh array a slice per change, a few
/// times as many values as the change itself moves (at least `sliceFloor`), and the fresh array
/// replaces the old once it has caught up, so each change costs O(its own size), with up to
/// about four times the live values held while copying.
///
/// Reads are always of one contiguous array (`withUnsafeBufferPointer`).
struct RollingBuffer {
    /// The values, with `head` dead ones at the start.
    private(set) var storage: [Double]
    private(set) var head = 0
    /// The fresh array being filled while compacting: `fresh[k]` is `storage[freshBase + k]`.
    private var fresh: [Double]?
    private var freshBase = 0

    /// A dead head shorter than this is never compacted.
    static let compactionFloor = 1 << 12
    /// Values copied per change while compacting, at least.
    static let sliceFloor = 1 << 16
    /// Values copied per value a change adds or removes, while compacting: the copy outruns the
    /// window's movement, so it ends within a third of a window's worth of changes.
    static let sliceFactor = 4
    /// True compacts a slice per change; false (the default) moves the whole live block at once.
    /// Measured side by side on a 2.4·10^7-point window at 2·10^7 points a second, slices cut
    /// p99 only on llvmpipe's 2 cores (33.8 against 39.6 ms) and cost more on an NVIDIA H200's
    /// 16-core host (median 19.5 against 11.6 ms, p99 110.7 against 82.0 ms, +31 % memory while
    /// both arrays are held), so they stay an option until they win everywhere.
    nonisolated(unsafe) static var compactsInSlices = false

    init(_ values: [Double]) {
        storage = values
    }

    var count: Int { storage.count - head }

    /// Whether a compaction is under way (tests).
    var isCompacting: Bool { fresh != nil }

    subscript(index: Int) -> Double { storage[head + index] }

    func withUnsafeBufferPointer<Result>(_ body: (UnsafeBufferPointer<Double>) throws -> Result) rethrows -> Result {
        let head = self.head
        return try storage.withUnsafeBufferPointer { try body(UnsafeBufferPointer(rebasing: $0[head...])) }
    }

    /// The live values as an array (no copy when there is no dead head).
    var array: [Double] { head == 0 ? storage : Array(storage[head...]) }

    mutating func append(_ value: Double) {
        storage.append(value)
        copySlice(after: 1)
    }

    mutating func append<S: Sequence>(contentsOf values: S) where S.Element == Double {
        let before = storage.count
        storage.append(contentsOf: values)
        copySlice(after: storage.count - before)
    }

    /// Multiplies every value by `factor` in place (a change of unit).
    mutating func scale(by factor: Double) {
        for i in storage.indices { storage[i] *= factor }
        if fresh != nil {
            for k in fresh!.indices { fresh![k] *= factor }
        }
    }

    mutating func removeFirst(_ n: Int) {
        precondition(n >= 0 && n <= count, "RollingBuffer.removeFirst: \(n) of \(count) values")
        head += n
        if fresh == nil && head > Self.compactionFloor && head > count {
            guard Self.compactsInSlices else {
                // The buffer and its capacity are kept, so appends after it do not reallocate.
                storage.removeFirst(head)
                head = 0
                return
            }
            var made: [Double] = []
            // Room for the window to grow back to twice its size before the next compaction.
            made.reserveCapacity(Swift.max(storage.capacity - head, 2 * count + Self.sliceFloor))
            fresh = made
            freshBase = head
        }
        copySlice(after: n)
    }

    /// Copies the next slice into the fresh array, and swaps it in once it has caught up.
    private mutating func copySlice(after changed: Int) {
        guard fresh != nil else { return }
        let from = freshBase + fresh!.count
        let length = Swift.min(storage.count - from, Swift.max(Self.sliceFactor * changed, Self.sliceFloor))
        fresh!.append(contentsOf: storage[from..<(from + length)])
        if freshBase + fresh!.count == storage.count {
            storage = fresh!
            fresh = nil
            head -= freshBase
            freshBase = 0
        }
    }
}
