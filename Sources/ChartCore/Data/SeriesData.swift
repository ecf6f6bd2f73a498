import Foundation

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
    public private(set) var x: SeriesColumn
    public private(set) var y: SeriesColumn
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
    /// Where y is not finite, found on first need (`gaps`) and kept up to date after that.
    private var gapStorage: GapPositions?
    /// A pyramid kept outside (a mapped sidecar file), possibly still being built; see
    /// `init(x:y:pyramid:)`.
    private var externalPyramid: PyramidBlocks?
    /// The leaves of `externalPyramid` taken into account so far (`absorbPyramidProgress()`).
    public private(set) var pyramidLeaves = 0
    /// Every `previewStride`-th y (from index 0), read once at open: what stands in for the
    /// points the external pyramid does not cover yet.
    private var previewStride = 1
    private var previewValues: [Double] = []
    /// The pyramid of an in-memory column being built on other threads (`init(progressiveX:y:)`):
    /// until it is taken in, every point is drawn from the preview sample.
    private var pyramidBuild: PyramidBuild?
    /// Seconds and cores the last background pyramid build took (nil when there was none).
    public private(set) var pyramidBuildTime: (seconds: Double, cores: Int)?

    /// A series from two columns; the longer one is cut to the length of the shorter.
    public init(x: [Double], y: [Double]) {
        let count = Swift.min(x.count, y.count)
        self.x = SeriesColumn(x.count == count ? x : Array(x.prefix(count)))
        self.y = SeriesColumn(y.count == count ? y : Array(y.prefix(count)))
        if count >= Self.parallelScanThreshold {
            // A large cloud's first frame waits for this scan: on every core.
            scanOnEveryCore(includingY: true)
        } else {
            absorb(from: 0)
        }
    }

    /// Points from which a whole-column scan (sortedness, extents) is shared out to every core.
    static let parallelScanThreshold = 1 << 20

    /// A series whose x values are the indices 0, 1, 2, …
    public convenience init(y: [Double]) {
        self.init(x: (0..<y.count).map(Double.init), y: y)
    }

    /// Number of points.
    public var count: Int { x.count }

    /// Adds one point at the end.
    public func append(x newX: Double, y newY: Double) {
        finishPyramidBuild()
        detachExternalPyramid()
        x.append(newX)
        y.append(newY)
        absorb(from: x.count - 1)
        version += 1
    }

    /// Adds points at the end; the longer column is cut to the length of the shorter.
    public func append(x newX: [Double], y newY: [Double]) {
        let added = Swift.min(newX.count, newY.count)
        guard added > 0 else { return }
        finishPyramidBuild()
        detachExternalPyramid()
        let start = x.count
        x.append(contentsOf: newX.prefix(added))
        y.append(contentsOf: newY.prefix(added))
        absorb(from: start)
        version += 1
    }

    /// Removes the first `n` points (all of them when `n` exceeds the count): the oldest points
    /// of a rolling window.
    ///
    /// The columns keep the removed values as a dead head until it outgrows the live ones
    /// (`SeriesColumn.removeFirst`), and the pyramid is trimmed in O(1) (see
    /// `MinMaxPyramid.dropFirst`), both amortised over the removals; the y extent comes from
    /// it and, on sorted data, the x extent from the new ends, so only an unsorted series
    /// rescans its points.
    public func removeFirst(_ n: Int) {
        let removed = Swift.min(Swift.max(n, 0), count)
        guard removed > 0 else { return }
        finishPyramidBuild()
        detachExternalPyramid()
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
            gapStorage = nil
            absorb(from: 0)
            if var pyramid {
                y.withUnsafeBufferPointer { pyramid.dropFirst(removed, fromBuffer: $0) }
                pyramidStorage = pyramid
            }
            return
        }
        gapStorage?.dropBefore(removedCount)
        if pyramidStorage == nil {
            pyramidStorage = y.withUnsafeBufferPointer { MinMaxPyramid.built(over: $0) }
        } else {
            y.withUnsafeBufferPointer { pyramidStorage!.dropFirst(removed, fromBuffer: $0) }
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
        let exactEnd = exactCount
        let exact = indices.lowerBound < exactEnd
            ? withExtremaQueries { $0.extrema(in: indices.lowerBound..<Swift.min(indices.upperBound, exactEnd)) }
            : nil
        guard indices.upperBound > exactEnd else { return exact }
        return previewExtrema(in: Swift.max(indices.lowerBound, exactEnd)..<indices.upperBound, after: exact)
    }

    /// Runs `body` with pyramid queries over y, for loops asking many of them. Ranges must lie
    /// inside `exactCount`.
    func withExtremaQueries<Result>(_ body: (MinMaxPyramid.Query) -> Result) -> Result {
        if pyramidBuild != nil {
            // Nothing is exact yet (`exactCount` 0): an empty pyramid answers any stray range by
            // reading the points, and the frame does not wait for the build.
            return y.withValues { MinMaxPyramid().withQueries(overValues: $0, body) }
        }
        if let externalPyramid {
            // Read in place, runs of a chunked column included: a frame never copies y.
            return y.withValues { externalPyramid.withQueries(over: $0, leaves: pyramidLeaves, body) }
        }
        if pyramidStorage == nil {
            pyramidStorage = y.withUnsafeBufferPointer { MinMaxPyramid.built(over: $0) }
        }
        return y.withUnsafeBufferPointer { pyramidStorage!.withQueries(overBuffer: $0, body) }
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
        if x.evenSpacing != nil {
            // Evenly sampled x has no buffer to search; its subscript is arithmetic.
            return Self.partitionPoint(in: x, from: start, predicate)
        }
        return x.withValues { column in
            Self.partitionPoint(in: column, from: start, predicate)
        }
    }

    private static func partitionPoint<Column: RandomAccessCollection>(
        in column: Column, from start: Int, _ predicate: (Double) -> Bool
    ) -> Int where Column.Index == Int, Column.Element == Double {
        do {
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
        x.withValues { x in
            y.withValues { y in
                for index in start..<x.count {
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
            }
        }
        isSortedByX = sorted
        xExtent = xLow <= xHigh ? AxisRange(min: xLow, max: xHigh) : nil
        yExtent = yLow <= yHigh ? AxisRange(min: yLow, max: yHigh) : nil
        if pyramidStorage != nil {
            y.withUnsafeBufferPointer { pyramidStorage!.extend(withBuffer: $0) }
        }
        gapStorage?.extend(scanning: y, from: start, offset: removedCount)
    }

    /// Where y is not finite: one scan on first need, then kept up to date by appends and
    /// removals. Nil while an external pyramid stands for the column (a mapped file is not
    /// scanned on the drawing thread).
    var gaps: GapPositions? {
        if externalPyramid != nil || pyramidBuild != nil { return nil }
        if let known = gapStorage { return known }
        let found = GapPositions(scanning: y, offset: removedCount)
        gapStorage = found
        return found
    }

    // MARK: - Columns read in place, with an external pyramid

    /// A series over columns that may be read in place (a memory-mapped file) or evenly sampled,
    /// described by `pyramid`, a min/max pyramid in memory of its own (a mapped sidecar file)
    /// that may still be filling on another thread. The longer column is cut to the shorter.
    ///
    /// Nothing is scanned when x is evenly sampled and a pyramid is given: sortedness and the x
    /// extent follow from start and step, the y extent from the pyramid. While the pyramid is
    /// incomplete, the points past what it covers are represented by every k-th y (about 16,384
    /// of them, read once here), so a first picture costs a few thousand reads; each
    /// `absorbPyramidProgress()` then takes in what was built since. Without a pyramid the
    /// columns are scanned once, as arrays are.
    ///
    /// ```swift
    /// let data = SeriesData(x: SeriesColumn(start: 0, step: 1, count: n),
    ///                       y: SeriesColumn(borrowing: mapped, owner: file), pyramid: blocks)
    /// // later, on the drawing thread:
    /// if data.absorbPyramidProgress() { chart.refitAxes() }
    /// ```
    public init(x: SeriesColumn, y: SeriesColumn, pyramid: PyramidBlocks? = nil) {
        let count = Swift.min(x.count, y.count)
        self.x = x.count == count ? x : SeriesColumn(Array(x.prefix(count)))
        self.y = y.count == count ? y : SeriesColumn(Array(y.prefix(count)))
        if let pyramid, pyramid.pointCount == count {
            externalPyramid = pyramid
            pyramidLeaves = pyramid.completedLeaves
            if !pyramid.isComplete { takePreview() }
            absorbInPlace(scanningX: true)
        } else {
            absorb(from: 0)
        }
    }

    /// How many leading points the pyramid answers for exactly (all of them without an external
    /// pyramid or once it is complete); the rest are drawn from the preview sample.
    public var exactCount: Int {
        if pyramidBuild != nil { return 0 }
        guard let externalPyramid, pyramidLeaves < externalPyramid.leafCapacity else { return count }
        return pyramidLeaves * PyramidBlocks.pointsPerLeaf
    }

    /// Whether an external pyramid is still being built past what this series has taken in.
    public var isRefining: Bool { exactCount < count }

    /// Takes in the leaves the external pyramid published since the last call: the y extent is
    /// found again and `pyramidLeaves` moves on (line geometry notices and rebuilds). Returns
    /// whether anything changed. Call on the thread that draws.
    @discardableResult
    public func absorbPyramidProgress() -> Bool {
        if let build = pyramidBuild {
            guard let output = build.resultStartingAfterFirstAsk() else { return false }
            adopt(output)
            return true
        }
        guard let externalPyramid else { return false }
        let leaves = externalPyramid.completedLeaves
        guard leaves != pyramidLeaves else { return false }
        pyramidLeaves = leaves
        if leaves == externalPyramid.leafCapacity { previewValues = [] }
        absorbInPlace(scanningX: false)
        // Dependants keyed by version (extents, memos) look again.
        version += 1
        return true
    }

    /// Every `previewStride`-th index in `range` with its preview value, in order.
    func forEachPreviewPoint(in range: Range<Int>, _ body: (Int, Double) -> Void) {
        guard !range.isEmpty, !previewValues.isEmpty else { return }
        var sample = (range.lowerBound + previewStride - 1) / previewStride
        while sample < previewValues.count {
            let index = sample * previewStride
            guard index < range.upperBound else { break }
            body(index, previewValues[sample])
            sample += 1
        }
    }

    /// Extrema over `range` (past `exactCount`) among the preview points, folded after `exact`
    /// (extrema of earlier indices, which win ties).
    private func previewExtrema(in range: Range<Int>, after exact: MinMaxPyramid.Extrema?) -> MinMaxPyramid.Extrema? {
        var result = exact
        forEachPreviewPoint(in: range) { index, value in
            guard value.isFinite else { return }
            guard var found = result else {
                result = MinMaxPyramid.Extrema(minIndex: index, maxIndex: index, min: value, max: value)
                return
            }
            if value < found.min { found.min = value; found.minIndex = index }
            if value > found.max { found.max = value; found.maxIndex = index }
            result = found
        }
        return result
    }

    /// Reads the preview sample: about 16,384 values spread evenly, in parallel (on a cold page
    /// cache each is a disk read).
    /// Points between two preview samples for a column of `count` points with an incomplete
    /// pyramid: about 16,384 samples in all (so a caller can have their pages read ahead).
    public static func previewStride(forCount count: Int) -> Int {
        let target = 1 << 14
        return Swift.max(1, (count + target - 1) / target)
    }

    private func takePreview() {
        previewStride = Self.previewStride(forCount: count)
        let samples = (count + previewStride - 1) / previewStride
        var values = [Double](repeating: .nan, count: samples)
        let stride = previewStride
        y.withValues { column in
            values.withUnsafeMutableBufferPointer { out in
                let chunks = 16
                DispatchQueue.concurrentPerform(iterations: chunks) { chunk in
                    let lower = samples * chunk / chunks, upper = samples * (chunk + 1) / chunks
                    for sample in lower..<upper { out[sample] = column[sample * stride] }
                }
            }
        }
        previewValues = values
    }

    /// Sortedness and extents without scanning y: x from its spacing (or one scan of x when it
    /// is stored), y from the pyramid and the preview.
    private func absorbInPlace(scanningX: Bool) {
        if let spacing = x.evenSpacing {
            isSortedByX = spacing.step >= 0 || count < 2
            let first = spacing.start, last = count > 0 ? x[count - 1] : first
            xExtent = count > 0 && first.isFinite && last.isFinite
                ? AxisRange(min: Swift.min(first, last), max: Swift.max(first, last)) : nil
        } else if scanningX {
            scanX()
        }
        if let found = extrema(inIndexRange: 0..<count) {
            yExtent = AxisRange(min: found.min, max: found.max)
        } else {
            yExtent = nil
        }
    }

    private func scanX() {
        var sorted = true
        var low = Double.infinity, high = -Double.infinity
        var previous = -Double.infinity
        x.withValues { x in
            for value in x {
                if sorted && !(value >= previous) { sorted = false }
                previous = value
                if value.isFinite {
                    low = Swift.min(low, value)
                    high = Swift.max(high, value)
                }
            }
        }
        isSortedByX = sorted
        xExtent = low <= high ? AxisRange(min: low, max: high) : nil
    }

    // MARK: - In-memory columns, pyramid built in the background

    /// A series over in-memory columns whose y pyramid (and gap positions) are built on other
    /// threads, the pyramid on every core, so the first frame does not wait for them: until the
    /// build ends, the line is drawn from every k-th y (about 16,384, as for a mapped file whose
    /// pyramid is still filling) and `isRefining` is true; `absorbPyramidProgress()` on the drawing
    /// thread takes the result in, after which the series is what `init(x:y:)` makes of the same
    /// values (same pyramid, gaps and extents, so the same picture). x should be sorted or evenly
    /// sampled; a stored x is scanned once, on every core. Unsorted x gets the plain `init(x:y:)`
    /// treatment (a line over it is reduced point by point, not from the pyramid).
    ///
    /// ```swift
    /// let data = SeriesData(progressiveX: SeriesColumn(start: 0, step: 1, count: y.count), y: SeriesColumn(y))
    /// // each frame, on the drawing thread:
    /// if data.absorbPyramidProgress() { chart.refitAxes() }
    /// ```
    public init(progressiveX x: SeriesColumn, y: SeriesColumn) {
        let count = Swift.min(x.count, y.count)
        self.x = x.count == count ? x : SeriesColumn(Array(x.prefix(count)))
        self.y = y.count == count ? y : SeriesColumn(Array(y.prefix(count)))
        if self.x.evenSpacing == nil { scanXOnEveryCore() }
        guard isSortedByX, count >= PyramidBlocks.pointsPerLeaf else {
            isSortedByX = true
            xExtent = nil
            absorb(from: 0)
            return
        }
        pyramidBuild = PyramidBuild(column: self.y)
        takePreview()
        absorbInPlace(scanningX: false)
    }

    /// Another y column over `source`'s x, which is shared (the same storage, not copied) and
    /// not scanned again: its sortedness and x extent are `source`'s. A band's low line beside
    /// its high one. With `progressive` (and sorted x of at least a pyramid leaf) the y pyramid is
    /// built in the background on every core, as `init(progressiveX:y:)` does; otherwise, and when
    /// the lengths differ, y is scanned here, as `init(x:y:)` does. Either way the series ends as
    /// `init(x:y:)` makes it from the same values.
    public init(y column: SeriesColumn, sharingXOf source: SeriesData, progressive: Bool) {
        let count = Swift.min(source.count, column.count)
        x = source.count == count ? source.x : SeriesColumn(Array(source.x.prefix(count)))
        y = column.count == count ? column : SeriesColumn(Array(column.prefix(count)))
        guard source.count == count, source.isSortedByX, source.removedCount == 0 else {
            absorb(from: 0)
            return
        }
        xExtent = source.xExtent
        guard progressive, count >= PyramidBlocks.pointsPerLeaf else {
            absorb(from: 0)
            return
        }
        pyramidBuild = PyramidBuild(column: y)
        takePreview()
        absorbInPlace(scanningX: false)
    }

    /// Whether a background pyramid build (`init(progressiveX:y:)`) has not been taken in yet.
    public var isBuildingPyramid: Bool { pyramidBuild != nil }

    /// Whether the background build runs (or ran): it waits for the second frame
    /// (`PyramidBuild.resultStartingAfterFirstAsk`) or a wait. True when there is none.
    var pyramidBuildHasStarted: Bool { pyramidBuild?.hasStarted ?? true }

    /// Takes in a finished background build: the pyramid and gaps become the series' own.
    private func adopt(_ output: PyramidBuild.Output) {
        pyramidBuild = nil
        previewValues = []
        previewStride = 1
        pyramidStorage = output.pyramid
        gapStorage = output.gaps
        pyramidBuildTime = (output.seconds, output.cores)
        // Line geometry keyed on the leaves taken in rebuilds from the exact pyramid.
        pyramidLeaves = output.pyramid.leafCount
        if let found = extrema(inIndexRange: 0..<count) {
            yExtent = AxisRange(min: found.min, max: found.max)
        } else {
            yExtent = nil
        }
        version += 1
    }

    /// Waits for a background build and takes it in: before the columns change, or a query
    /// needs the exact pyramid.
    private func finishPyramidBuild() {
        guard let build = pyramidBuild else { return }
        adopt(build.wait())
    }

    /// Blocks until a background pyramid build ends, without taking it in: the next
    /// `absorbPyramidProgress()` (a frame) does.
    public func waitUntilPyramidBuilt() {
        _ = pyramidBuild?.wait()
    }

    /// Waits for a background pyramid build (`init(progressiveX:y:)`) and takes it in.
    public func finishBuildingPyramid() {
        finishPyramidBuild()
    }

    /// Sortedness and the x extent of a stored x, in chunks on every core.
    private func scanXOnEveryCore() {
        scanOnEveryCore(includingY: false)
    }

    /// Sortedness and the x extent of a stored x (and with `includingY` the y extent), in chunks
    /// on every core: what `absorb(from: 0)` finds, found in a share of its time.
    private func scanOnEveryCore(includingY: Bool) {
        let n = x.count
        let chunks = Swift.max(1, Swift.min(4 * ProcessInfo.processInfo.activeProcessorCount, n >> 16))
        typealias Part = (sorted: Bool, first: Double, last: Double, low: Double, high: Double, yLow: Double, yHigh: Double)
        var parts = [Part](repeating: (true, 0, 0, .infinity, -.infinity, .infinity, -.infinity), count: chunks)
        x.withUnsafeBufferPointer { column in
            y.withUnsafeBufferPointer { values in
                parts.withUnsafeMutableBufferPointer { parts in
                    let out = parts
                    DispatchQueue.concurrentPerform(iterations: chunks) { chunk in
                        let lower = n * chunk / chunks, upper = n * (chunk + 1) / chunks
                        let xs = ColumnScan(of: UnsafeBufferPointer(rebasing: column[lower..<upper]), checkingOrder: true)
                        let ys = includingY
                            ? ColumnScan(of: UnsafeBufferPointer(rebasing: values[lower..<upper]), checkingOrder: false)
                            : ColumnScan(isAscending: true, low: .infinity, high: -.infinity)
                        out[chunk] = (xs.isAscending, lower < upper ? column[lower] : 0, lower < upper ? column[upper - 1] : 0,
                                      xs.low, xs.high, ys.low, ys.high)
                    }
                }
            }
        }
        var sorted = true, low = Double.infinity, high = -Double.infinity
        var yLow = Double.infinity, yHigh = -Double.infinity
        for (i, part) in parts.enumerated() {
            // NaN fails both comparisons, as in the one-core scan.
            if !part.sorted || (i > 0 && !(part.first >= parts[i - 1].last)) { sorted = false }
            low = Swift.min(low, part.low)
            high = Swift.max(high, part.high)
            yLow = Swift.min(yLow, part.yLow)
            yHigh = Swift.max(yHigh, part.yHigh)
        }
        isSortedByX = sorted
        xExtent = low <= high ? AxisRange(min: low, max: high) : nil
        if includingY { yExtent = yLow <= yHigh ? AxisRange(min: yLow, max: yHigh) : nil }
    }

    /// Forgets the external pyramid before the columns change (they become arrays).
    private func detachExternalPyramid() {
        guard externalPyramid != nil else { return }
        externalPyramid = nil
        previewValues = []
        pyramidStorage = nil
        gapStorage = nil
    }
}
