import Foundation

extension MinMaxPyramid {
    /// Columns at least this long are summarised on every core.
    static let parallelThreshold = 1 << 22

    /// The pyramid over the whole column, built on every core: the column is cut into aligned
    /// chunks of 2^k leaves, whose subtrees (contiguous in post-order, and holding offsets relative
    /// to their blocks, so the same wherever they sit) are built side by side; then this thread
    /// lays them end to end and adds the levels above them. The blocks are the ones `extend` makes
    /// one leaf at a time (`MinMaxPyramidTests`).
    static func built(over column: UnsafeBufferPointer<Double>,
                      cores: Int = ProcessInfo.processInfo.activeProcessorCount) -> MinMaxPyramid {
        var pyramid = MinMaxPyramid()
        let leaves = column.count >> baseShift
        guard column.count >= parallelThreshold, cores > 1 else {
            pyramid.extend(withBuffer: column)
            return pyramid
        }
        // Chunks of at least 2^10 leaves, about 8 per core.
        var level = 10
        while leaves >> (level + 1) >= 8 * cores && level + 1 < topLevel { level += 1 }
        let chunkLeaves = 1 << level
        let chunks = leaves / chunkLeaves
        guard chunks >= 2 else {
            pyramid.extend(withBuffer: column)
            return pyramid
        }
        let chunkPoints = chunkLeaves << baseShift
        let chunkBlocks = 2 * chunkLeaves - 1
        var parts = [Block](repeating: Block(minOffset: noValue, maxOffset: noValue), count: chunks * chunkBlocks)
        parts.withUnsafeMutableBufferPointer { parts in
            let shared = SharedBlocks(buffer: parts)
            DispatchQueue.concurrentPerform(iterations: chunks) { chunk in
                var part = MinMaxPyramid()
                part.extend(withBuffer: UnsafeBufferPointer(rebasing: column[chunk * chunkPoints..<(chunk + 1) * chunkPoints]))
                part.blocks.withUnsafeBufferPointer { built in
                    for k in 0..<chunkBlocks { shared.buffer[chunk * chunkBlocks + k] = built[k] }
                }
            }
        }
        pyramid.blocks.reserveCapacity(2 * leaves)
        for chunk in 0..<chunks {
            pyramid.blocks.append(contentsOf: parts[chunk * chunkBlocks..<(chunk + 1) * chunkBlocks])
            pyramid.leafCount += chunkLeaves
            // The levels above the chunks that this one completes, lowest first (as `extend`).
            for below in level..<pyramid.leafCount.trailingZeroBitCount {
                let parent = (pyramid.leafCount >> (below + 1)) - 1
                guard below + 1 <= topLevel else {
                    pyramid.blocks.append(Block(minOffset: noValue, maxOffset: noValue))
                    continue
                }
                let left = pyramid.blocks[position(level: below, index: 2 * parent)]
                let right = pyramid.blocks[position(level: below, index: 2 * parent + 1)]
                pyramid.blocks.append(merge(left, right, childLength: 1 << (baseShift + below),
                                            parentStart: parent << (baseShift + below + 1), column: column))
            }
        }
        pyramid.summarisedCount = chunks * chunkPoints
        // The leaves after the last whole chunk, and the trailing points.
        pyramid.extend(withBuffer: column)
        return pyramid
    }

    /// Disjoint ranges of one buffer, written by the threads that build the chunks.
    private struct SharedBlocks: @unchecked Sendable {
        let buffer: UnsafeMutableBufferPointer<Block>
    }
}
