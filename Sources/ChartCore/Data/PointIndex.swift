import Foundation

/// A 2-D spatial index over a point cloud (an implicit k-d tree): the points inside a box, or
/// the point nearest a location under any per-axis scale, in logarithmic time plus what is found.
///
/// Built once per data change, in O(n log n); it holds one `Int32` per finite point (its order in
/// the tree) and reads coordinates from the columns it was built from. Points with a non-finite
/// coordinate are left out. Hover and click on an unsorted scatter use it instead of scanning.
///
/// ```swift
/// let index = PointIndex(x: xs, y: ys)
/// let hits = index.indices(inX: 2...3, y: -1...1)                   // ascending point indices
/// let nearest = index.nearest(toX: 2.5, y: 0, scaleX: 100, scaleY: 40) // pixel metric
/// ```
public final class PointIndex {
    /// The columns the index was built from (shared, not copied).
    public let x: [Double]
    public let y: [Double]
    /// Point indices in tree order: node `lo..<hi` has its pivot at the middle, points not after
    /// it on the node's axis before it and points not before it after it.
    private var order: [Int32]
    /// Nodes this small are scanned rather than split.
    private static let leafSize = 8

    /// Indexes the first `min(x.count, y.count)` points, on every core the process may use.
    public convenience init(x: [Double], y: [Double]) {
        self.init(x: x, y: y, cores: ProcessInfo.processInfo.activeProcessorCount)
    }

    /// Indexes the first `min(x.count, y.count)` points on up to `cores` threads (the same tree
    /// on any number).
    init(x: [Double], y: [Double], cores: Int) {
        let count = min(x.count, y.count, Int(Int32.max))
        self.x = x
        self.y = y
        var order: [Int32] = []
        order.reserveCapacity(count)
        for i in 0..<count where x[i].isFinite && y[i].isFinite { order.append(Int32(i)) }
        self.order = order
        build(cores: cores)
    }

    /// Finite points indexed.
    public var count: Int { order.count }

    /// The point indices in tree order (tests compare builds on different numbers of threads).
    var treeOrder: [Int32] { order }

    /// The indices of the points with x in `xRange` and y in `yRange` (bounds included), ascending.
    public func indices(inX xRange: ClosedRange<Double>, y yRange: ClosedRange<Double>) -> [Int] {
        var found: [Int] = []
        order.withUnsafeBufferPointer { order in
            x.withUnsafeBufferPointer { xs in
                y.withUnsafeBufferPointer { ys in
                    var stack: [(lo: Int, hi: Int, axis: Int)] = [(0, order.count, 0)]
                    while let node = stack.popLast() {
                        if node.hi - node.lo <= Self.leafSize {
                            for k in node.lo..<node.hi {
                                let i = Int(order[k])
                                if xRange.contains(xs[i]) && yRange.contains(ys[i]) { found.append(i) }
                            }
                            continue
                        }
                        let mid = (node.lo + node.hi) / 2
                        let i = Int(order[mid])
                        let pivot = node.axis == 0 ? xs[i] : ys[i]
                        let range = node.axis == 0 ? xRange : yRange
                        if xRange.contains(xs[i]) && yRange.contains(ys[i]) { found.append(i) }
                        if range.lowerBound <= pivot { stack.append((node.lo, mid, 1 - node.axis)) }
                        if range.upperBound >= pivot { stack.append((mid + 1, node.hi, 1 - node.axis)) }
                    }
                }
            }
        }
        found.sort()
        return found
    }

    /// The point nearest (`px`, `py`) in the metric where a step of 1 in x measures `scaleX` and
    /// in y `scaleY` (pixels per data unit: the distance on screen), within `maximumDistance`;
    /// on equal distances the lower index. Nil when no point is that near.
    public func nearest(toX px: Double, y py: Double, scaleX: Double, scaleY: Double,
                        maximumDistance: Double = .infinity) -> (index: Int, distance: Double)? {
        let sx = abs(scaleX), sy = abs(scaleY)
        guard px.isFinite, py.isFinite, sx.isFinite, sy.isFinite else { return nil }
        var best: (index: Int, squared: Double)?
        let limit = maximumDistance * maximumDistance
        order.withUnsafeBufferPointer { order in
            x.withUnsafeBufferPointer { xs in
                y.withUnsafeBufferPointer { ys in
                    func consider(_ i: Int) {
                        let dx = (xs[i] - px) * sx, dy = (ys[i] - py) * sy
                        let d = dx * dx + dy * dy
                        guard d <= limit else { return }
                        if let b = best, d > b.squared || (d == b.squared && i > b.index) { return }
                        best = (i, d)
                    }
                    // Depth first, nearer side first; `gap` is the squared distance to the node's
                    // half-space, so a subtree farther than the best so far is skipped.
                    var stack: [(lo: Int, hi: Int, axis: Int, gap: Double)] = [(0, order.count, 0, 0)]
                    while let node = stack.popLast() {
                        if let b = best, node.gap > b.squared { continue }
                        if node.gap > limit { continue }
                        if node.hi - node.lo <= Self.leafSize {
                            for k in node.lo..<node.hi { consider(Int(order[k])) }
                            continue
                        }
                        let mid = (node.lo + node.hi) / 2
                        let i = Int(order[mid])
                        consider(i)
                        let offset = node.axis == 0 ? (px - xs[i]) * sx : (py - ys[i]) * sy
                        let far = max(node.gap, offset * offset)
                        let left = (node.lo, mid, 1 - node.axis), right = (mid + 1, node.hi, 1 - node.axis)
                        // Ties on the pivot go both ways, so equal coordinates on either side are seen.
                        if offset < 0 {
                            stack.append((right.0, right.1, right.2, far))
                            stack.append((left.0, left.1, left.2, node.gap))
                        } else {
                            stack.append((left.0, left.1, left.2, offset == 0 ? node.gap : far))
                            stack.append((right.0, right.1, right.2, node.gap))
                        }
                    }
                }
            }
        }
        return best.map { ($0.index, $0.squared.squareRoot()) }
    }

    // MARK: Building

    /// A point while the tree is built: its coordinates beside its index, so the partitions
    /// stream through contiguous memory instead of reading the columns at random (at 10^8 points
    /// that random reading made the build take minutes).
    private struct Entry {
        var x: Double
        var y: Double
        var index: Int32

        @inline(__always) func coordinate(_ axis: Int) -> Double { axis == 0 ? x : y }
    }

    /// Disjoint ranges of one buffer, handed to the threads that split them.
    private struct SharedEntries: @unchecked Sendable {
        let buffer: UnsafeMutableBufferPointer<Entry>
    }

    /// Splits every node at its median on alternating axes (x at the root), by quickselect, and
    /// keeps the points' order. The top levels are split a level at a time, the nodes of each
    /// level on all cores at once (a level's selects read disjoint ranges, so the tree is the
    /// one a single thread builds), until there are 4 subtrees a core; those are then split on
    /// all cores. Only the root's select runs on one core: a single thread's share of the build
    /// is about 2n steps, where splitting the top levels one node at a time kept
    /// log2(4 · cores) · n of it on one core.
    private func build(cores: Int) {
        guard order.count > Self.leafSize else { return }
        var entries: [Entry] = []
        entries.reserveCapacity(order.count)
        x.withUnsafeBufferPointer { xs in
            y.withUnsafeBufferPointer { ys in
                for i in order { entries.append(Entry(x: xs[Int(i)], y: ys[Int(i)], index: i)) }
            }
        }
        entries.withUnsafeMutableBufferPointer { entries in
            let shared = SharedEntries(buffer: entries)
            // The top levels, each level's nodes on all cores, until 4 subtrees a core.
            var pending: [(lo: Int, hi: Int, axis: Int)] = [(0, entries.count, 0)]
            let cores = max(1, cores)
            while pending.count < 4 * cores, entries.count >= 1 << 16,
                  pending.allSatisfy({ $0.hi - $0.lo > Self.leafSize }) {
                let level = pending
                DispatchQueue.concurrentPerform(iterations: level.count) { k in
                    let node = level[k]
                    Self.select((node.lo + node.hi) / 2, in: shared.buffer, from: node.lo, to: node.hi, axis: node.axis)
                }
                pending = level.flatMap { node -> [(lo: Int, hi: Int, axis: Int)] in
                    let mid = (node.lo + node.hi) / 2
                    return [(node.lo, mid, 1 - node.axis), (mid + 1, node.hi, 1 - node.axis)]
                }
            }
            let subtrees = pending
            DispatchQueue.concurrentPerform(iterations: subtrees.count) { k in
                Self.split(subtrees[k], in: shared.buffer)
            }
        }
        for k in entries.indices { order[k] = entries[k].index }
    }

    /// Splits node `root` and everything under it.
    private static func split(_ root: (lo: Int, hi: Int, axis: Int), in entries: UnsafeMutableBufferPointer<Entry>) {
        var stack = [root]
        while let node = stack.popLast() {
            guard node.hi - node.lo > leafSize else { continue }
            let mid = (node.lo + node.hi) / 2
            select(mid, in: entries, from: node.lo, to: node.hi, axis: node.axis)
            stack.append((node.lo, mid, 1 - node.axis))
            stack.append((mid + 1, node.hi, 1 - node.axis))
        }
    }

    /// Rearranges `entries[lo..<hi]` so that position `k` holds the element that sorting by
    /// `axis` would put there, with nothing greater before it and nothing smaller after it
    /// (Hoare's quickselect, median-of-three pivots).
    private static func select(_ k: Int, in entries: UnsafeMutableBufferPointer<Entry>, from lo: Int, to hi: Int,
                               axis: Int) {
        var lo = lo, hi = hi - 1
        while hi > lo {
            let m = (lo + hi) / 2
            let a = entries[lo].coordinate(axis), b = entries[m].coordinate(axis), c = entries[hi].coordinate(axis)
            let pivot = max(min(a, b), min(max(a, b), c))
            var i = lo, j = hi
            while i <= j {
                while entries[i].coordinate(axis) < pivot { i += 1 }
                while entries[j].coordinate(axis) > pivot { j -= 1 }
                if i <= j {
                    entries.swapAt(i, j)
                    i += 1
                    j -= 1
                }
            }
            if k <= j {
                hi = j
            } else if k >= i {
                lo = i
            } else {
                return
            }
        }
    }
}
