import Foundation

/// A min/max pyramid (the same blocks `MinMaxPyramid` keeps, in the same post-order layout) in
/// memory the caller provides, typically a memory-mapped sidecar file, so a pyramid over 10^9
/// points lives in the page cache and survives to the next open. Filled from the start of the
/// column on one background thread while the drawing thread reads the part already published.
///
/// Publishing is by whole leaves (blocks of 16 points): every block a published leaf completes
/// is written before the leaf count moves on, under a lock, so a reader that takes the count
/// reads only finished blocks.
///
/// ```swift
/// let memory = UnsafeMutableRawPointer.allocate(byteCount: PyramidBlocks.byteCount(forPoints: n),
///                                               alignment: 8)
/// let blocks = PyramidBlocks(memory: memory, pointCount: n, owner: keeper)
/// DispatchQueue.global().async {
///     y.withUnsafeBufferPointer { blocks.build(over: $0) { _ in true } }
/// }
/// ```
public final class PyramidBlocks: @unchecked Sendable {
    /// Bytes per stored block.
    public static let bytesPerBlock = MemoryLayout<MinMaxPyramid.Block>.stride
    /// Points per leaf.
    public static let pointsPerLeaf = 1 << MinMaxPyramid.baseShift

    /// Points of the column the pyramid describes.
    public let pointCount: Int
    /// Leaves the whole column has.
    public let leafCapacity: Int
    let blocks: UnsafeMutablePointer<MinMaxPyramid.Block>
    /// Keeps the memory alive (a mapping, an allocation's owner).
    private let owner: AnyObject?
    private let lock = NSLock()
    private var published: Int
    /// The builder's place (builder thread only): the next leaf, where its block goes, and per
    /// level the extreme values of the last finished block there.
    private var nextLeaf: Int
    private var cursor: Int
    private var levelValues = [(block: MinMaxPyramid.Block, low: Double, high: Double)](
        repeating: (MinMaxPyramid.Block(minOffset: MinMaxPyramid.noValue, maxOffset: MinMaxPyramid.noValue), .infinity, -.infinity),
        count: 64)

    /// Blocks a column of `pointCount` points needs.
    public static func blockCount(forPoints pointCount: Int) -> Int {
        blockCount(leaves: Swift.max(pointCount, 0) >> MinMaxPyramid.baseShift)
    }

    /// Bytes a column of `pointCount` points needs.
    public static func byteCount(forPoints pointCount: Int) -> Int {
        blockCount(forPoints: pointCount) * bytesPerBlock
    }

    static func blockCount(leaves: Int) -> Int { 2 * leaves - leaves.nonzeroBitCount }

    /// A pyramid for `pointCount` points in `memory` (at least `byteCount(forPoints:)` bytes,
    /// 8-byte aligned), of which the first `completedLeaves` leaves are already summarised (read
    /// back from a cache: all of them, or none is assumed); `owner` is kept alive as long as the
    /// pyramid.
    public init(memory: UnsafeMutableRawPointer, pointCount: Int, completedLeaves: Int = 0, owner: AnyObject?) {
        self.pointCount = Swift.max(pointCount, 0)
        leafCapacity = self.pointCount >> MinMaxPyramid.baseShift
        blocks = memory.bindMemory(to: MinMaxPyramid.Block.self, capacity: Swift.max(Self.blockCount(leaves: leafCapacity), 1))
        // A partial pyramid cannot be continued without its levels' values: only none or all.
        published = completedLeaves >= leafCapacity ? leafCapacity : 0
        nextLeaf = published
        cursor = Self.blockCount(leaves: published)
        self.owner = owner
    }

    /// Leaves summarised and published so far.
    public var completedLeaves: Int {
        lock.lock()
        defer { lock.unlock() }
        return published
    }

    /// Whether every leaf is summarised.
    public var isComplete: Bool { completedLeaves == leafCapacity }

    /// Summarises the leaves not yet done, in order, publishing every `chunkLeaves` of them and
    /// then calling `afterChunk` with the leaves now complete; stops early when it returns false.
    /// `column` must be the column the pyramid describes. Call from one thread at a time.
    public func build(over column: UnsafeBufferPointer<Double>, chunkLeaves: Int = 1 << 16,
                      afterChunk: (Int) -> Bool) {
        precondition(column.count >= leafCapacity << MinMaxPyramid.baseShift, "column shorter than the pyramid")
        while nextLeaf < leafCapacity {
            let chunkEnd = Swift.min(leafCapacity, nextLeaf + Swift.max(chunkLeaves, 1))
            let shift = MinMaxPyramid.baseShift
            summarise(UnsafeBufferPointer(rebasing: column[(nextLeaf << shift)..<(chunkEnd << shift)]))
            publish()
            if !afterChunk(nextLeaf) { return }
        }
    }

    /// Summarises the next values of the column, in order, from the first leaf not yet done:
    /// whole leaves only (a trailing partial leaf is ignored, as the pyramid ignores the column's
    /// last partial leaf). Reads nothing else, so the values may come from a read buffer rather
    /// than the mapping. Call `publish()` to let readers see them; one thread at a time.
    ///
    /// Each level remembers the extreme values of its last finished block, so a parent is merged
    /// from its children's values without reading the column again.
    public func summarise(_ values: UnsafeBufferPointer<Double>) {
        let shift = MinMaxPyramid.baseShift
        let leafLength = 1 << shift
        let noValue = MinMaxPyramid.noValue
        var offset = 0
        while offset + leafLength <= values.count && nextLeaf < leafCapacity {
            var block = MinMaxPyramid.Block(minOffset: noValue, maxOffset: noValue)
            var low = Double.infinity, high = -Double.infinity
            for i in 0..<leafLength {
                let value = values[offset + i]
                guard value.isFinite else { continue }
                if block.minOffset == noValue || value < low {
                    low = value
                    block.minOffset = UInt32(i)
                }
                if block.maxOffset == noValue || value > high {
                    high = value
                    block.maxOffset = UInt32(i)
                }
            }
            offset += leafLength
            blocks[cursor] = block
            cursor += 1
            nextLeaf += 1
            var current = (block: block, low: low, high: high)
            for level in 0..<nextLeaf.trailingZeroBitCount {
                // `current` is the right child at `level`; its left sibling is remembered.
                let left = levelValues[level]
                guard level + 1 <= MinMaxPyramid.topLevel else {
                    blocks[cursor] = MinMaxPyramid.Block(minOffset: noValue, maxOffset: noValue)
                    cursor += 1
                    current = (MinMaxPyramid.Block(minOffset: noValue, maxOffset: noValue), .infinity, -.infinity)
                    continue
                }
                let childLength = UInt32(1 << (shift + level))
                var merged: (block: MinMaxPyramid.Block, low: Double, high: Double)
                if current.block.minOffset == noValue {
                    merged = left
                } else if left.block.minOffset == noValue {
                    merged = (MinMaxPyramid.Block(minOffset: current.block.minOffset + childLength,
                                                  maxOffset: current.block.maxOffset + childLength),
                              current.low, current.high)
                } else {
                    merged = left
                    // The right child wins only when strictly better: ties keep the earlier index.
                    if current.low < left.low {
                        merged.block.minOffset = current.block.minOffset + childLength
                        merged.low = current.low
                    }
                    if current.high > left.high {
                        merged.block.maxOffset = current.block.maxOffset + childLength
                        merged.high = current.high
                    }
                }
                blocks[cursor] = merged.block
                cursor += 1
                current = merged
            }
            levelValues[nextLeaf.trailingZeroBitCount] = current
        }
    }

    /// Lets readers see every leaf summarised so far (never fewer than before: a build started
    /// again rewrites the blocks already published with the same values).
    public func publish() {
        lock.lock()
        published = Swift.max(published, nextLeaf)
        lock.unlock()
    }

    /// Leaves the builder has summarised or adopted (builder thread only).
    public var builtLeaves: Int { nextLeaf }

    /// Publishes the first `leaves` leaves as they are in memory, read back from a cache and
    /// checked there, not summarised. The build cannot continue from them (its levels' values are
    /// unknown): after a partial adoption only `restartBuild()` and a build from the first leaf
    /// may follow. Builder thread only.
    public func adoptChecked(leaves: Int) {
        nextLeaf = Swift.min(Swift.max(leaves, nextLeaf), leafCapacity)
        cursor = Self.blockCount(leaves: nextLeaf)
        publish()
    }

    /// Starts the build again from the first leaf (the cache it was adopted from turned out
    /// damaged past what was published). Builder thread only.
    public func restartBuild() {
        nextLeaf = 0
        cursor = 0
        for level in levelValues.indices {
            levelValues[level] = (MinMaxPyramid.Block(minOffset: MinMaxPyramid.noValue, maxOffset: MinMaxPyramid.noValue),
                                  .infinity, -.infinity)
        }
    }

    /// The blocks' memory, for checksums over it.
    public var memory: UnsafeRawPointer { UnsafeRawPointer(blocks) }

    /// Runs `body` with queries over `column` answered from the first `leaves` leaves (points
    /// past them are read from the column directly, so callers keep ranges inside them).
    func withQueries<Result>(over column: ColumnValues, leaves: Int,
                             _ body: (MinMaxPyramid.Query) -> Result) -> Result {
        let leaves = Swift.min(leaves, leafCapacity)
        let stored = UnsafeBufferPointer(start: blocks, count: Self.blockCount(leaves: leaves))
        return body(MinMaxPyramid.Query(column: column, blocks: stored, leafCount: leaves, head: 0))
    }
}
