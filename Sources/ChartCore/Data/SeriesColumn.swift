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
/// as a dead head that indices skip, and the live values are copied to a fresh array, a slice
/// per change (`RollingBuffer`), only once the head outgrows them: each removed point costs O(1),
/// no change pays for the whole window, and memory stays within about four times the live values.
///
/// ```swift
/// let x = SeriesColumn(start: 0, step: 1e-3, count: 1_000_000_000)
/// let y = SeriesColumn(borrowing: mappedDoubles, owner: mappedFile)
/// let data = SeriesData(x: x, y: y)
/// ```
public struct SeriesColumn: RandomAccessCollection {
    /// Where the values live.
    enum Storage {
        case array(RollingBuffer)
        case borrowed(UnsafeBufferPointer<Double>, owner: AnyObject)
        case evenlySpaced(start: Double, step: Double, count: Int)
        case chunked(ChunkedColumn)
    }

    private(set) var storage: Storage

    /// Values held in an array.
    public init(_ values: [Double]) {
        storage = .array(RollingBuffer(values))
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

    /// Values read in place from `column`'s runs (an Arrow file's record batches), one logical
    /// column with no copy; the column keeps its owner (the mapped file) alive.
    public init(chunked column: ChunkedColumn) {
        storage = .chunked(column)
    }

    public var startIndex: Int { 0 }

    public var endIndex: Int {
        switch storage {
        case .array(let values): return values.count
        case .borrowed(let buffer, _): return buffer.count
        case .evenlySpaced(_, _, let count): return count
        case .chunked(let column): return column.count
        }
    }

    public subscript(index: Int) -> Double {
        switch storage {
        case .array(let values): return values[index]
        case .borrowed(let buffer, _): return buffer[index]
        case .evenlySpaced(let start, let step, _): return start + Double(index) * step
        case .chunked(let column): return column[index]
        }
    }

    /// Whether the values are read in place from memory the series does not own.
    public var isBorrowed: Bool {
        switch storage {
        case .borrowed, .chunked: return true
        case .array, .evenlySpaced: return false
        }
    }

    /// The runs of a chunked column (nil for any other storage).
    public var chunks: ChunkedColumn? {
        if case .chunked(let column) = storage { return column }
        return nil
    }

    /// The start and step of evenly sampled values; nil for stored ones.
    public var evenSpacing: (start: Double, step: Double)? {
        if case .evenlySpaced(let start, let step, _) = storage { return (start, step) }
        return nil
    }

    /// Calls `body` with the values as one contiguous buffer: in place for an array or borrowed
    /// memory, from a temporary array for evenly sampled or chunked values (a copy, counted in
    /// `materialisations`: paths that can read runs use `withValues`).
    public func withUnsafeBufferPointer<Result>(_ body: (UnsafeBufferPointer<Double>) throws -> Result) rethrows -> Result {
        switch storage {
        case .array(let values):
            return try values.withUnsafeBufferPointer(body)
        case .borrowed(let buffer, _): return try body(buffer)
        case .evenlySpaced, .chunked:
            Self.copyCount.add(1, ordering: .relaxed)
            return try Array(self).withUnsafeBufferPointer(body)
        }
    }

    /// Calls `body` with the values as loops read them: in place for an array, borrowed memory
    /// or a chunked column's runs; from a temporary array (counted) only for evenly sampled ones.
    public func withValues<Result>(_ body: (ColumnValues) throws -> Result) rethrows -> Result {
        if case .chunked(let column) = storage {
            return try withExtendedLifetime(column) { try body(ColumnValues(column)) }
        }
        return try withUnsafeBufferPointer { try body(ColumnValues($0)) }
    }

    /// How many times evenly sampled values were copied whole into a temporary array (tests
    /// check that drawing paths that should read them arithmetically do not).
    static var materialisations: Int { copyCount.load(ordering: .relaxed) }
    /// Counted from whichever thread copies (frames, background builds).
    private static let copyCount = Atomic<Int>(0)

    /// The values as an array (a copy unless they already are one, with no removed head).
    public var array: [Double] {
        if case .array(let values) = storage { return values.array }
        switch storage {
        case .evenlySpaced, .chunked: Self.copyCount.add(1, ordering: .relaxed)
        case .array, .borrowed: break
        }
        return Array(self)
    }

    // MARK: - Changing (turns the storage into an array)

    mutating func append(_ value: Double) {
        var values = takeBuffer()
        values.append(value)
        storage = .array(values)
    }

    mutating func append<S: Sequence>(contentsOf values: S) where S.Element == Double {
        var all = takeBuffer()
        all.append(contentsOf: values)
        storage = .array(all)
    }

    /// Removes the first `n` values: O(1) amortised (the type's notes).
    mutating func removeFirst(_ n: Int) {
        precondition(n >= 0 && n <= count, "SeriesColumn.removeFirst: \(n) of \(count) values")
        var values = takeBuffer()
        values.removeFirst(n)
        storage = .array(values)
    }

    /// A dead head shorter than this is never compacted (small columns move their values
    /// down only after this many removals).
    static let compactionFloor = RollingBuffer.compactionFloor

    /// Whether removed heads are compacted a slice per change (`RollingBuffer`), so no frame
    /// of a rolling window pays for moving the whole window; false (the default, which measured
    /// faster on a GPU machine's host) moves it at once.
    public static var compactsInSlices: Bool {
        get { RollingBuffer.compactsInSlices }
        set { RollingBuffer.compactsInSlices = newValue }
    }

    /// The values as a buffer, leaving the storage empty so the buffer is uniquely referenced and
    /// changes in place. Borrowed or evenly sampled values are copied.
    private mutating func takeBuffer() -> RollingBuffer {
        let values: RollingBuffer
        if case .array(let held) = storage { values = held } else { values = RollingBuffer(array) }
        storage = .array(RollingBuffer([]))
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
