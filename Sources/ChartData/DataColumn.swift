/// A column of numbers however it is stored: an array, a memory-mapped file, or a start and a
/// step. What a series reads its values through, so a mapped column is never copied.
///
/// ```swift
/// let y: any DataColumn = try NpyFile(path: "y.npy").column(0)
/// let x: any DataColumn = EvenlySpacedColumn(start: 0, step: 0.001, count: y.count)
/// let first = y[0]
/// ```
public protocol DataColumn {
    /// Number of values.
    var count: Int { get }
    /// The value at `index` (0..<count), as a Double.
    subscript(index: Int) -> Double { get }
    /// Calls `body` with values `range` as a contiguous buffer of Doubles when the storage is one
    /// (an array, a mapped little-endian Float64 column); otherwise returns nil without calling it.
    func withContiguousDoubles<R>(in range: Range<Int>, _ body: (UnsafeBufferPointer<Double>) throws -> R) rethrows -> R?
}

extension DataColumn {
    public func withContiguousDoubles<R>(in range: Range<Int>, _ body: (UnsafeBufferPointer<Double>) throws -> R) rethrows -> R? {
        nil
    }

    /// Copies values `range` (all by default) into an array: for code that needs one, at the
    /// cost of the memory.
    public func doubles(in range: Range<Int>? = nil) -> [Double] {
        let range = range ?? 0..<count
        if let copy = withContiguousDoubles(in: range, { Array($0) }) { return copy }
        return range.map { self[$0] }
    }
}

/// Values held in an array.
public struct ArrayColumn: DataColumn, Sendable {
    public var values: [Double]
    public init(_ values: [Double]) { self.values = values }
    public var count: Int { values.count }
    public subscript(index: Int) -> Double { values[index] }
    public func withContiguousDoubles<R>(in range: Range<Int>, _ body: (UnsafeBufferPointer<Double>) throws -> R) rethrows -> R? {
        try values.withUnsafeBufferPointer { try body(UnsafeBufferPointer(rebasing: $0[range])) }
    }
}

/// Evenly sampled values, `start + index · step`: an x column that costs no memory.
public struct EvenlySpacedColumn: DataColumn, Sendable {
    public var start: Double
    public var step: Double
    public var count: Int
    public init(start: Double, step: Double, count: Int) {
        self.start = start
        self.step = step
        self.count = max(count, 0)
    }
    public subscript(index: Int) -> Double { start + Double(index) * step }
}

/// A column inside a memory-mapped file: `count` elements of `type`, the first at `offset`,
/// `stride` bytes apart. Reading converts one element at a time; nothing is copied up front.
public struct MappedColumn: DataColumn {
    public let file: MappedFile
    public let type: NumericType
    public let offset: Int
    public let stride: Int
    public let count: Int

    /// A column over `file`; throws `.truncated` when the file is too short for it.
    public init(file: MappedFile, type: NumericType, offset: Int, stride: Int, count: Int) throws(BinaryFileError) {
        // Checked: a count and stride from a hostile header must not wrap past the check.
        guard offset >= 0, stride >= type.size, count >= 0,
              let span = count == 0 ? 0 : CheckedSize.product([count - 1, stride]).flatMap({ CheckedSize.sum($0, type.size) }),
              let needed = CheckedSize.sum(offset, span) else {
            throw .sizeOverflow(path: file.path, shape: [count], elementBytes: stride)
        }
        guard needed <= file.byteCount else {
            throw .truncated(path: file.path, expectedBytes: needed, actualBytes: file.byteCount)
        }
        self.file = file
        self.type = type
        self.offset = offset
        self.stride = stride
        self.count = count
    }

    public subscript(index: Int) -> Double {
        precondition(index >= 0 && index < count, "index \(index) out of 0..<\(count)")
        return type.value(at: file.base! + offset + index * stride)
    }

    public func withContiguousDoubles<R>(in range: Range<Int>, _ body: (UnsafeBufferPointer<Double>) throws -> R) rethrows -> R? {
        guard type == NumericType(kind: .float, size: 8), stride == 8, (offset % 8) == 0,
              range.lowerBound >= 0, range.upperBound <= count, let base = file.base else { return nil }
        let start = (base + offset).assumingMemoryBound(to: Double.self) + range.lowerBound
        return try body(UnsafeBufferPointer(start: start, count: range.count))
    }
}
