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
    /// back from a cache); `owner` is kept alive as long as the pyramid.
    public init(memory: UnsafeMutableRawPointer, pointCount: Int, completedLeaves: Int = 0, owner: AnyObject?) {
        self.pointCount = Swift.max(pointCount, 0)
        leafCapacity = self.pointCount >> MinMaxPyramid.baseShift
        blocks = memory.bindMemory(to: MinMaxPyramid.Block.self, capacity: Swift.max(Self.blockCount(leaves: leafCapacity), 1))
        published = Swift.min(Swift.max(completedLeaves, 0), leafCapacity)
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
        var leaf = completedLeaves
        var cursor = Self.blockCount(leaves: leaf)
        let shift = MinMaxPyramid.baseShift
        while leaf < leafCapacity {
            let chunkEnd = Swift.min(leafCapacity, leaf + Swift.max(chunkLeaves, 1))
            while leaf < chunkEnd {
                blocks[cursor] = MinMaxPyramid.summarise(column, from: leaf << shift)
                cursor += 1
                leaf += 1
                for level in 0..<leaf.trailingZeroBitCount {
                    let parent = (leaf >> (level + 1)) - 1
                    guard level + 1 <= MinMaxPyramid.topLevel else {
                        blocks[cursor] = MinMaxPyramid.Block(minOffset: MinMaxPyramid.noValue, maxOffset: MinMaxPyramid.noValue)
                        cursor += 1
                        continue
                    }
                    let left = blocks[MinMaxPyramid.position(level: level, index: 2 * parent)]
                    let right = blocks[MinMaxPyramid.position(level: level, index: 2 * parent + 1)]
                    blocks[cursor] = MinMaxPyramid.merge(left, right, childLength: 1 << (shift + level),
                                                         parentStart: parent << (shift + level + 1), column: column)
                    cursor += 1
                }
            }
            lock.lock()
            published = leaf
            lock.unlock()
            if !afterChunk(leaf) { return }
        }
    }

    /// Runs `body` with queries over `column` answered from the first `leaves` leaves (points
    /// past them are read from the column directly, so callers keep ranges inside them).
    func withQueries<Result>(over column: UnsafeBufferPointer<Double>, leaves: Int,
                             _ body: (MinMaxPyramid.Query) -> Result) -> Result {
        let leaves = Swift.min(leaves, leafCapacity)
        let stored = UnsafeBufferPointer(start: blocks, count: Self.blockCount(leaves: leaves))
        return body(MinMaxPyramid.Query(column: column, blocks: stored, leafCount: leaves, head: 0))
    }
}
