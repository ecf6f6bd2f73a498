/// The points of one series as two contiguous `Double` columns, plus what is derived from them
/// once: whether x ascends, the finite extents, and a min/max pyramid over y built on first need.
///
/// Everything derived is kept up to date as points are appended, in time proportional to the
/// new points, so a streaming series never rescans its history.
///
/// Rules for bad values:
/// - `init(x:y:)` with columns of different lengths keeps the first `min(x.count, y.count)`
///   points of each.
/// - `isSortedByX` means `x[i] <= x[i + 1]` for every i; a NaN x makes the series unsorted.
///   y plays no part, so a NaN y (a gap) leaves a sorted series sorted.
/// - Extents and extrema look at finite values only; each column is judged on its own, so
///   `yExtent` includes a finite y whose x is NaN.
///
/// Not thread-safe: reading may build the pyramid.
///
/// ```swift
/// let data = SeriesData(x: times, y: prices)
/// let visibleY = data.yExtent(inXRange: AxisRange(min: t0, max: t1))
/// data.append(x: now, y: latest)
/// ```
public final class SeriesData {
    public private(set) var x: [Double]
    public private(set) var y: [Double]
    /// Whether x never decreases from one point to the next (see the type's rules).
    public private(set) var isSortedByX: Bool = true
    /// The smallest and largest finite x; nil when there is none.
    public private(set) var xExtent: AxisRange?
    /// The smallest and largest finite y; nil when there is none.
    public private(set) var yExtent: AxisRange?
    /// Bumped on every change, so dependants can tell whether they are stale.
    public private(set) var version: Int = 0
    /// How many points have been removed from the start since this object was made, so
    /// dependants that remember indices can shift them (index i then is index i − removed now).
    public private(set) var removedCount: Int = 0

    private var pyramidStorage: MinMaxPyramid?

    /// A series from two columns; the longer one is cut to the length of the shorter.
    public init(x: [Double], y: [Double]) {
        let count = Swift.min(x.count, y.count)
        self.x = x.count == count ? x : Array(x.prefix(count))
        self.y = y.count == count ? y : Array(y.prefix(count))
        absorb(from: 0)
    }

    /// A series whose x values are the indices 0, 1, 2, …
    public convenience init(y: [Double]) {
        self.init(x: (0..<y.count).map(Double.init), y: y)
    }

    /// Number of points.
    public var count: Int { x.count }

    /// Adds one point at the end.
    public func append(x newX: Double, y newY: Double) {
        x.append(newX)
        y.append(newY)
        absorb(from: x.count - 1)
        version += 1
    }

    /// Adds points at the end; the longer column is cut to the length of the shorter.
    public func append(x newX: [Double], y newY: [Double]) {
        let added = Swift.min(newX.count, newY.count)
        guard added > 0 else { return }
        let start = x.count
        x.append(contentsOf: newX.prefix(added))
        y.append(contentsOf: newY.prefix(added))
        absorb(from: start)
        version += 1
    }

    /// Removes the first `n` points (all of them when `n` exceeds the count): the oldest points
    /// of a rolling window.
    ///
    /// The pyramid is trimmed in O(1) (see `MinMaxPyramid.dropFirst`); the y extent comes from
    /// it and, on sorted data, the x extent from the new ends, so only an unsorted series
    /// rescans its points.
    public func removeFirst(_ n: Int) {
        let removed = Swift.min(Swift.max(n, 0), count)
        guard removed > 0 else { return }
        x.removeFirst(removed)
        y.removeFirst(removed)
        removedCount += removed
        version += 1
        if count == 0 || !isSortedByX {
            // Nothing left, or (unsorted) a rescan is the only way to learn the new extents.
            let pyramid = pyramidStorage
            isSortedByX = true
            xExtent = nil
            yExtent = nil
            pyramidStorage = nil
            absorb(from: 0)
            if var pyramid {
                pyramid.dropFirst(removed, from: y)
                pyramidStorage = pyramid
            }
            return
        }
        if pyramidStorage == nil {
            pyramidStorage = MinMaxPyramid(y: y)
        } else {
            pyramidStorage!.dropFirst(removed, from: y)
        }
        if let found = extrema(inIndexRange: 0..<count) {
            yExtent = AxisRange(min: found.min, max: found.max)
        } else {
            yExtent = nil
        }
        // Sorted x holds no NaN; infinities sit at the ends.
        let firstFinite = x.firstIndex(where: \.isFinite)
        let lastFinite = x.lastIndex(where: \.isFinite)
        if let firstFinite, let lastFinite {
            xExtent = AxisRange(min: x[firstFinite], max: x[lastFinite])
        } else {
            xExtent = nil
        }
    }

    /// The extent of the finite y values of the points whose x lies in `range` (bounds
    /// included), or nil when there are none: what auto-fitting y to the visible x window needs.
    ///
    /// On sorted data this is two binary searches and a pyramid query, O(log n); otherwise a scan.
    public func yExtent(inXRange range: AxisRange) -> AxisRange? {
        if isSortedByX {
            let indices = firstIndex(xAtLeast: range.min)..<firstIndex(xAbove: range.max)
            guard let found = extrema(inIndexRange: indices) else { return nil }
            return AxisRange(min: found.min, max: found.max)
        }
        var low = Double.infinity
        var high = -Double.infinity
        for index in 0..<count where range.contains(x[index]) && y[index].isFinite {
            low = Swift.min(low, y[index])
            high = Swift.max(high, y[index])
        }
        return low <= high ? AxisRange(min: low, max: high) : nil
    }

    /// The index of the point whose x is nearest to `targetX`, among points with finite x and y,
    /// for hit-testing; nil when there is no such point or `targetX` is NaN. Ties go to the
    /// lower index; an infinite target picks the point with the smallest or largest x.
    ///
    /// On sorted data this is a binary search (plus a walk past any gap points beside it).
    public func nearestIndex(toX targetX: Double) -> Int? {
        guard !targetX.isNaN, let extent = xExtent else { return nil }
        let target = Swift.min(Swift.max(targetX, extent.min), extent.max)
        if !isSortedByX {
            var best: Int?
            var bestDistance = Double.infinity
            for index in 0..<count where isDrawable(index) {
                let distance = abs(x[index] - target)
                if best == nil || distance < bestDistance {
                    best = index
                    bestDistance = distance
                }
            }
            return best
        }
        let split = firstIndex(xAtLeast: target)
        var before = split - 1
        while before >= 0 && !isDrawable(before) { before -= 1 }
        var after = split
        while after < count && !isDrawable(after) { after += 1 }
        switch (before >= 0, after < count) {
        case (false, false): return nil
        case (true, false): return before
        case (false, true): return after
        case (true, true):
            // On a run of equal x, report its first drawable point.
            if x[after] == target { return after }
            return target - x[before] <= x[after] - target ? earliestDrawable(sameXAs: before) : after
        }
    }

    // MARK: - Engine queries (sorted data)

    /// The first index from `start` on whose x is >= `value` (count when none); meaningful
    /// only when sorted.
    func firstIndex(xAtLeast value: Double, from start: Int = 0) -> Int {
        partitionPoint(from: start) { $0 >= value }
    }

    /// The first index from `start` on whose x is > `value` (count when none); meaningful only
    /// when sorted.
    func firstIndex(xAbove value: Double, from start: Int = 0) -> Int {
        partitionPoint(from: start) { $0 > value }
    }

    /// Extrema of the finite y values at `indices`, from the pyramid.
    func extrema(inIndexRange indices: Range<Int>) -> MinMaxPyramid.Extrema? {
        guard !indices.isEmpty else { return nil }
        return withExtremaQueries { $0.extrema(in: indices) }
    }

    /// Runs `body` with pyramid queries over y, for loops asking many of them.
    func withExtremaQueries<Result>(_ body: (MinMaxPyramid.Query) -> Result) -> Result {
        if pyramidStorage == nil {
            pyramidStorage = MinMaxPyramid(y: y)
        }
        return pyramidStorage!.withQueries(over: y, body)
    }

    // MARK: - Private

    private func isDrawable(_ index: Int) -> Bool {
        x[index].isFinite && y[index].isFinite
    }

    private func earliestDrawable(sameXAs index: Int) -> Int {
        var earliest = index
        var probe = index - 1
        while probe >= 0 && x[probe] == x[index] {
            if isDrawable(probe) { earliest = probe }
            probe -= 1
        }
        return earliest
    }

    /// The first index from `start` on where `predicate(x)` holds, for a predicate that is
    /// false then true along sorted x.
    ///
    /// Gallops forward from `start` before bisecting, so a search that lands near its start
    /// (the next bin boundary, say) costs the log of the distance, not of the count, and stays
    /// in memory already touched.
    private func partitionPoint(from start: Int, _ predicate: (Double) -> Bool) -> Int {
        x.withUnsafeBufferPointer { column in
            var low = Swift.min(Swift.max(start, 0), column.count)
            var high = column.count
            var step = 1
            while low < high {
                let probe = low + Swift.min(step - 1, high - low - 1)
                if predicate(column[probe]) {
                    high = probe
                    break
                }
                low = probe + 1
                step *= 2
            }
            while low < high {
                let middle = low + (high - low) / 2
                if predicate(column[middle]) {
                    high = middle
                } else {
                    low = middle + 1
                }
            }
            return low
        }
    }

    /// Folds the points from `start` on into sortedness, extents and the pyramid.
    private func absorb(from start: Int) {
        guard start < count else { return }
        var sorted = isSortedByX
        var xLow = xExtent?.min ?? .infinity
        var xHigh = xExtent?.max ?? -.infinity
        var yLow = yExtent?.min ?? .infinity
        var yHigh = yExtent?.max ?? -.infinity
        var previousX = start > 0 ? x[start - 1] : -Double.infinity
        for index in start..<count {
            let pointX = x[index]
            let pointY = y[index]
            // Written so that NaN on either side fails the comparison.
            if sorted && !(pointX >= previousX) { sorted = false }
            previousX = pointX
            if pointX.isFinite {
                xLow = Swift.min(xLow, pointX)
                xHigh = Swift.max(xHigh, pointX)
            }
            if pointY.isFinite {
                yLow = Swift.min(yLow, pointY)
                yHigh = Swift.max(yHigh, pointY)
            }
        }
        isSortedByX = sorted
        xExtent = xLow <= xHigh ? AxisRange(min: xLow, max: xHigh) : nil
        yExtent = yLow <= yHigh ? AxisRange(min: yLow, max: yHigh) : nil
        pyramidStorage?.extend(with: y)
    }
}
