/// The smallest and largest finite y of a column over any index range in O(log n), so a huge
/// series can be drawn and auto-fitted without visiting every point.
///
/// Level 0 summarises blocks of 16 points, level 1 blocks of 32, and so on, each block holding
/// where its smallest and largest finite values sit (as offsets from the block start). Only
/// positions are stored, not values: with 4-byte offsets the whole pyramid takes about one
/// byte per point, an eighth of the `Double` column it describes. Blocks are summarised only
/// once complete; a query reads the at most 15 trailing points of a range directly.
///
/// All levels share one array in post-order (each block right after its second half), which
/// only ever grows at its end as points are appended, and whose block positions follow from a
/// formula (`position(level:index:)`), so a query walks plain memory without per-level arrays.
///
/// Rules the queries follow:
/// - NaN and infinite values are ignored; a range with no finite value has no extrema.
/// - Among equal values the earliest index wins, for the minimum and the maximum alike.
///
/// The pyramid does not own the column: every call takes it, and it must be the same column
/// (grown at its end, or cut at its start through `dropFirst(_:)`) each time.
///
/// Removing points from the start (a rolling window) costs nothing per point: the blocks keep
/// the positions they had, the pyramid remembers how many points went (`head`), and queries
/// shift by it, using only blocks that lie wholly after it. Once the dead head outgrows the
/// live points its blocks are dropped by moving the live subtrees down (no point is read
/// again), so memory stays proportional to the column and the cost, amortised, is O(1) per
/// removed point.
///
/// ```swift
/// var pyramid = MinMaxPyramid(y: values)
/// let extrema = pyramid.extrema(in: 1_000..<2_000_000, of: values)
/// ```
struct MinMaxPyramid {
    /// Where a range's extreme values are, and what they are.
    struct Extrema: Hashable, Sendable {
        var minIndex: Int
        var maxIndex: Int
        var min: Double
        var max: Double
    }

    /// One block's extreme positions as offsets from its first point; `noValue` when the block
    /// has no finite value.
    struct Block {
        var minOffset: UInt32
        var maxOffset: UInt32
    }

    static let noValue = UInt32.max
    /// log2 of the level-0 block length.
    static let baseShift = 4
    /// The highest level summarised: its blocks of 2^31 points keep every offset below
    /// `noValue`. Blocks above it are placeholders that queries never read.
    static let topLevel = 31 - baseShift

    /// Every level's blocks, in post-order (internal for the parallel build, +Parallel.swift).
    var blocks: [Block] = []
    /// Complete level-0 blocks summarised so far.
    var leafCount = 0
    /// How many points of the column have been looked at so far.
    var summarisedCount = 0
    /// Points removed from the column's start since the blocks were built: column index i is
    /// pyramid position i + head.
    private(set) var head = 0

    init() {}

    /// Builds the pyramid over the whole column in O(n), on every core for a long one.
    init(y: [Double]) {
        self = y.withUnsafeBufferPointer { Self.built(over: $0) }
    }

    /// Where block `index` of `level` sits in `blocks`: the number of blocks that precede it
    /// in post-order.
    static func position(level: Int, index: Int) -> Int {
        let count = index + 1
        return (count << (level + 1)) - count.nonzeroBitCount - count.trailingZeroBitCount - 1
    }

    /// Summarises the points added to the end of `y` since the last call, in time proportional
    /// to their number. A column shorter than before is summarised again from scratch.
    mutating func extend(with y: [Double]) {
        y.withUnsafeBufferPointer { extend(withBuffer: $0) }
    }

    /// `extend(with:)` over a column held anywhere (borrowed memory included).
    mutating func extend(withBuffer column: UnsafeBufferPointer<Double>) {
        let y = column
        if y.count < summarisedCount {
            blocks = []
            leafCount = 0
            head = 0
        }
        let head = self.head
        let completeLeaves = (y.count + head) >> Self.baseShift
        // Grow geometrically: reserving the exact need on every call would copy the whole
        // pyramid at each append (reserveCapacity allocates just what it is asked for).
        if blocks.capacity < 2 * completeLeaves {
            blocks.reserveCapacity(Swift.max(2 * completeLeaves, 2 * blocks.capacity))
        }
        do {
            while leafCount < completeLeaves {
                blocks.append(Self.summarise(column, from: (leafCount << Self.baseShift) - head))
                leafCount += 1
                // Every level whose block this leaf completes gets it now, lowest first.
                for level in 0..<leafCount.trailingZeroBitCount {
                    let parent = (leafCount >> (level + 1)) - 1
                    guard level + 1 <= Self.topLevel else {
                        blocks.append(Block(minOffset: Self.noValue, maxOffset: Self.noValue))
                        continue
                    }
                    let left = blocks[Self.position(level: level, index: 2 * parent)]
                    let right = blocks[Self.position(level: level, index: 2 * parent + 1)]
                    blocks.append(Self.merge(left, right, childLength: 1 << (Self.baseShift + level),
                                             parentStart: (parent << (Self.baseShift + level + 1)) - head,
                                             column: column))
                }
            }
        }
        summarisedCount = y.count
    }

    /// Forgets the first `removed` points, which the caller has just removed from the column
    /// (`column` is the column after the removal). O(1), or, once the dead head is longer than
    /// the live column, a compaction that moves whole subtrees (`compactHead`).
    mutating func dropFirst(_ removed: Int, fromBuffer column: UnsafeBufferPointer<Double>) {
        guard removed > 0 else { return }
        head += removed
        summarisedCount = column.count
        if head > max(column.count, 1 << 12) {
            compactHead(column: column)
        }
    }

    /// `dropFirst(_:fromBuffer:)` over an array.
    mutating func dropFirst(_ removed: Int, from y: [Double]) {
        y.withUnsafeBufferPointer { dropFirst(removed, fromBuffer: $0) }
    }

    /// Forgets the blocks of the dead head without summarising anything again.
    ///
    /// The head is cut at a multiple of a block length D = 2^(4+m) (the largest power of two
    /// not above it): every block of level m or lower keeps its contents (offsets from its own
    /// start, which moves by a multiple of its length), and a complete level-m subtree is a
    /// contiguous run in post-order, the same wherever it sits, so the live ones are copied as
    /// runs; only the few blocks above level m are merged again. O(blocks) memory moves (about
    /// a byte per live point) instead of a rebuild that reads every point; what is left of the
    /// head is below D, at most half of what it was, so the cost is O(1) per removed point.
    private mutating func compactHead(column: UnsafeBufferPointer<Double>) {
        let blockShift = Swift.max(Self.baseShift, Int.bitWidth - 1 - head.leadingZeroBitCount)
        let level = Swift.min(Self.topLevel, blockShift - Self.baseShift)
        let shift = Self.baseShift + level
        let droppedSubtrees = head >> shift
        guard droppedSubtrees > 0 else { return }
        let newHead = head - (droppedSubtrees << shift)
        let subtreeLeaves = 1 << level
        let subtreeBlocks = 2 * subtreeLeaves - 1
        let newLeafCount = leafCount - droppedSubtrees * subtreeLeaves
        let completeSubtrees = newLeafCount >> level
        var kept: [Block] = []
        kept.reserveCapacity(Swift.max(blocks.capacity - (blocks.count - 2 * newLeafCount), 2 * newLeafCount))
        for subtree in 0..<completeSubtrees {
            let oldRoot = Self.position(level: level, index: subtree + droppedSubtrees)
            kept.append(contentsOf: blocks[(oldRoot - subtreeBlocks + 1)...oldRoot])
            // The ancestors this subtree completes, lowest first (as `extend` adds them).
            let done = subtree + 1
            for step in 0..<done.trailingZeroBitCount {
                let parentLevel = level + step + 1
                let parent = (done >> (step + 1)) - 1
                guard parentLevel <= Self.topLevel else {
                    kept.append(Block(minOffset: Self.noValue, maxOffset: Self.noValue))
                    continue
                }
                let left = kept[Self.position(level: parentLevel - 1, index: 2 * parent)]
                let right = kept[Self.position(level: parentLevel - 1, index: 2 * parent + 1)]
                kept.append(Self.merge(left, right, childLength: 1 << (Self.baseShift + parentLevel - 1),
                                       parentStart: (parent << (Self.baseShift + parentLevel)) - newHead,
                                       column: column))
            }
        }
        // The incomplete subtree after them holds only blocks below level m, laid out alike.
        let tailStart = Self.position(level: level, index: completeSubtrees + droppedSubtrees) - subtreeBlocks + 1
        if tailStart < blocks.count { kept.append(contentsOf: blocks[tailStart...]) }
        blocks = kept
        leafCount = newLeafCount
        head = newHead
    }

    /// The extrema of the finite values of `y` at the indices in `range` (clipped to the
    /// column), or nil when there are none. O(log n) once the pyramid covers the column.
    func extrema(in range: Range<Int>, of y: [Double]) -> Extrema? {
        withQueries(over: y) { $0.extrema(in: range) }
    }

    /// Runs `body` with a `Query` over `y`, for answering many queries in a row without
    /// touching reference counts for each.
    func withQueries<Result>(over y: [Double], _ body: (Query) -> Result) -> Result {
        y.withUnsafeBufferPointer { withQueries(overBuffer: $0, body) }
    }

    /// `withQueries(over:_:)` over a column held anywhere (borrowed memory included).
    func withQueries<Result>(overBuffer column: UnsafeBufferPointer<Double>, _ body: (Query) -> Result) -> Result {
        withQueries(overValues: ColumnValues(column), body)
    }

    /// `withQueries(over:_:)` over a column's values however they are held (runs included).
    func withQueries<Result>(overValues column: ColumnValues, _ body: (Query) -> Result) -> Result {
        blocks.withUnsafeBufferPointer { blocks in
            body(Query(column: column, blocks: blocks, leafCount: leafCount, head: head))
        }
    }

    /// Extrema queries over borrowed storage, valid only inside `withQueries`.
    struct Query {
        let column: ColumnValues
        let blocks: UnsafeBufferPointer<Block>
        let leafCount: Int
        let head: Int

        /// The extrema of the finite values at the indices in `range` (clipped to the column),
        /// or nil when there are none.
        func extrema(in range: Range<Int>) -> Extrema? {
            // Everything below runs on pyramid positions (column index + head).
            let lower = Swift.max(0, range.lowerBound) + head
            let upper = Swift.min(column.count, range.upperBound) + head
            guard lower < upper else { return nil }
            var accumulator = Accumulator(head: head)
            var index = lower
            let baseMask = (1 << MinMaxPyramid.baseShift) - 1
            while index < upper && index & baseMask != 0 {
                accumulator.add(index, column[index - head])
                index += 1
            }
            // Whole blocks, largest first where alignment allows: at most two per level.
            let summarisedEnd = Swift.min(upper, leafCount << MinMaxPyramid.baseShift)
            while summarisedEnd - index > baseMask {
                var level = Swift.min(MinMaxPyramid.topLevel, index.trailingZeroBitCount - MinMaxPyramid.baseShift)
                while level > 0 && index + (1 << (MinMaxPyramid.baseShift + level)) > summarisedEnd {
                    level -= 1
                }
                let shift = MinMaxPyramid.baseShift + level
                let block = blocks[MinMaxPyramid.position(level: level, index: index >> shift)]
                // Offsets past the block (only a corrupt cached pyramid has them) are ignored,
                // so no read leaves the range.
                if block.minOffset != MinMaxPyramid.noValue, Int(block.minOffset) >> shift == 0,
                   Int(block.maxOffset) >> shift == 0 {
                    let minIndex = index + Int(block.minOffset)
                    let maxIndex = index + Int(block.maxOffset)
                    accumulator.add(minIndex, column[minIndex - head])
                    accumulator.add(maxIndex, column[maxIndex - head])
                }
                index += 1 << shift
            }
            while index < upper {
                accumulator.add(index, column[index - head])
                index += 1
            }
            return accumulator.result
        }
    }

    /// Running extrema over candidates offered in increasing index order, so strict comparisons
    /// keep the earliest of equal values.
    fileprivate struct Accumulator {
        /// Subtracted from the positions offered, so results are column indices.
        var head = 0
        var minIndex = -1
        var maxIndex = -1
        var min = Double.infinity
        var max = -Double.infinity

        mutating func add(_ index: Int, _ value: Double) {
            guard value.isFinite else { return }
            if minIndex < 0 || value < min {
                min = value
                minIndex = index
            }
            if maxIndex < 0 || value > max {
                max = value
                maxIndex = index
            }
        }

        var result: Extrema? {
            minIndex < 0 ? nil : Extrema(minIndex: minIndex - head, maxIndex: maxIndex - head, min: min, max: max)
        }
    }

    static func summarise(_ column: UnsafeBufferPointer<Double>, from start: Int) -> Block {
        var block = Block(minOffset: noValue, maxOffset: noValue)
        // A leaf reaching into the dropped head is never read by a query.
        guard start >= 0 else { return block }
        var minValue = Double.infinity
        var maxValue = -Double.infinity
        for offset in 0..<(1 << baseShift) {
            let value = column[start + offset]
            guard value.isFinite else { continue }
            if block.minOffset == noValue || value < minValue {
                minValue = value
                block.minOffset = UInt32(offset)
            }
            if block.maxOffset == noValue || value > maxValue {
                maxValue = value
                block.maxOffset = UInt32(offset)
            }
        }
        return block
    }

    static func merge(_ left: Block, _ right: Block, childLength: Int, parentStart: Int,
                              column: UnsafeBufferPointer<Double>) -> Block {
        // A block reaching into the dropped head is never read by a query (queries use only
        // blocks wholly after the head), so any content will do.
        if parentStart < 0 { return Block(minOffset: noValue, maxOffset: noValue) }
        if right.minOffset == noValue { return left }
        let shifted = Block(minOffset: right.minOffset + UInt32(childLength),
                            maxOffset: right.maxOffset + UInt32(childLength))
        if left.minOffset == noValue { return shifted }
        var merged = left
        // The right child wins only when strictly better, so ties keep the earlier index.
        if column[parentStart + Int(shifted.minOffset)] < column[parentStart + Int(left.minOffset)] {
            merged.minOffset = shifted.minOffset
        }
        if column[parentStart + Int(shifted.maxOffset)] > column[parentStart + Int(left.maxOffset)] {
            merged.maxOffset = shifted.maxOffset
        }
        return merged
    }
}
