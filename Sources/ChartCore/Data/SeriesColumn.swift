import Synchronization
/// One column of a series' values, however it is stored: an array the series owns, memory it
/// borrows in place (a memory-mapped file: nothing copied or parsed), or evenly sampled values
/// `start + index · step` that take no memory at all.
///
/// A collection of `Double`, so reading code indexes it like an array. Changing it (appending,
/// removing from the front) turns borrowed or evenly sampled storage into an array first: a
/// copy, which a series that grows pays once.
///
/// Removing from the front (a rolling window) moves nothing: the array keeps the removed values
/// as a dead head that indices skip, and the live values are moved down only once the head
/// outgrows them, so each removed point costs O(1) amortised and memory stays within twice
/// the live values (the move copies the live values once per window's worth of removals).
///
/// ```swift
/// let x = SeriesColumn(start: 0, step: 1e-3, count: 1_000_000_000)
/// let y = SeriesColumn(borrowing: mappedDoubles, owner: mappedFile)
/// let data = SeriesData(x: x, y: y)
/// ```
public struct SeriesColumn: RandomAccessCollection {
    /// Where the values live.
    enum Storage {
        case array([Double])
        case borrowed(UnsafeBufferPointer<Double>, owner: AnyObject)
        case evenlySpaced(start: Double, step: Double, count: Int)
    }

    private(set) var storage: Storage
    /// Leading values of an `.array` that were removed (`removeFirst`); index i is array
    /// element `head + i`. Always 0 for other storage.
    private var head = 0

    /// Values held in an array.
    public init(_ values: [Double]) {
        storage = .array(values)
    }

    /// Values read in place from `buffer`, which must stay valid and unchanged while `owner` lives
    /// (the column keeps `owner`, say the memory-mapped file, alive).
    public init(borrowing buffer: UnsafeBufferPointer<Double>, owner: AnyObject) {
        storage = .borrowed(buffer, owner: owner)
    }

    /// Evenly sampled values `start + index · step`, `count` of them (none when negative).
    public init(start: Double, step: Double, count: Int) {
        storage = .evenlySpaced(start: start, step: step, count: Swift.max(count, 0))
    }

    public var startIndex: Int { 0 }

    public var endIndex: Int {
        switch storage {
        case .array(let values): return values.count - head
        case .borrowed(let buffer, _): return buffer.count
        case .evenlySpaced(_, _, let count): return count
        }
    }

    public subscript(index: Int) -> Double {
        switch storage {
        case .array(let values): return values[head + index]
        case .borrowed(let buffer, _): return buffer[index]
        case .evenlySpaced(let start, let step, _): return start + Double(index) * step
        }
    }

    /// Whether the values are read in place from memory the series does not own.
    public var isBorrowed: Bool {
        if case .borrowed = storage { return true }
        return false
    }

    /// The start and step of evenly sampled values; nil for stored ones.
    public var evenSpacing: (start: Double, step: Double)? {
        if case .evenlySpaced(let start, let step, _) = storage { return (start, step) }
        return nil
    }

    /// Calls `body` with the values as one contiguous buffer: in place for an array or borrowed
    /// memory, from a temporary array for evenly sampled values.
    public func withUnsafeBufferPointer<Result>(_ body: (UnsafeBufferPointer<Double>) throws -> Result) rethrows -> Result {
        switch storage {
        case .array(let values):
            let head = self.head
            return try values.withUnsafeBufferPointer { try body(UnsafeBufferPointer(rebasing: $0[head...])) }
        case .borrowed(let buffer, _): return try body(buffer)
        case .evenlySpaced:
            Self.copyCount.add(1, ordering: .relaxed)
            return try Array(self).withUnsafeBufferPointer(body)
        }
    }

    /// How many times evenly sampled values were copied whole into a temporary array (tests
    /// check that drawing paths that should read them arithmetically do not).
    static var materialisations: Int { copyCount.load(ordering: .relaxed) }
    /// Counted from whichever thread copies (frames, background builds).
    private static let copyCount = Atomic<Int>(0)

    /// The values as an array (a copy unless they already are one, with no removed head).
    public var array: [Double] {
        if case .array(let values) = storage { return head == 0 ? values : Array(values[head...]) }
        if case .evenlySpaced = storage { Self.copyCount.add(1, ordering: .relaxed) }
        return Array(self)
    }

    // MARK: - Changing (turns the storage into an array)

    mutating func append(_ value: Double) {
        var values = takeArray()
        values.append(value)
        storage = .array(values)
    }

    mutating func append<S: Sequence>(contentsOf values: S) where S.Element == Double {
        var all = takeArray()
        all.append(contentsOf: values)
        storage = .array(all)
    }

    /// Removes the first `n` values: O(1) amortised (the type's notes).
    mutating func removeFirst(_ n: Int) {
        precondition(n >= 0 && n <= count, "SeriesColumn.removeFirst: \(n) of \(count) values")
        var values = takeArray()
        head += n
        if head > Self.compactionFloor && head > values.count - head {
            // Moves the live values down in place: the buffer and its capacity are kept, so
            // appends after it do not reallocate.
            values.removeFirst(head)
            head = 0
        }
        storage = .array(values)
    }

    /// A dead head shorter than this is never compacted (small columns move their values
    /// down only after this many removals).
    static let compactionFloor = 1 << 12

    /// The values as an array with any removed head still at its start, leaving the storage
    /// empty so the array is uniquely referenced and changes in place. Borrowed or evenly
    /// sampled values are copied (head is 0 for them).
    private mutating func takeArray() -> [Double] {
        let values: [Double]
        if case .array(let held) = storage { values = held } else { values = array; head = 0 }
        storage = .array([])
        return values
    }
}

extension SeriesColumn: Equatable, ExpressibleByArrayLiteral {
    /// Equal values in the same order, however each side stores them.
    public static func == (lhs: SeriesColumn, rhs: SeriesColumn) -> Bool {
        lhs.count == rhs.count && lhs.elementsEqual(rhs)
    }

    public init(arrayLiteral elements: Double...) {
        self.init(elements)
    }
}
