import Foundation

/// Streaming: points appended and removed without `reloadData()`, a producer on another thread
/// (`ChartFeed`), a rolling window, and a view that follows the newest data.
///
/// Cost follows the new points: the data's extents and min/max pyramid are extended and trimmed
/// incrementally, the line geometry appends the new vertices and drops the removed ones, and the
/// renderer uploads only the new tail and moves its buffer's start past the removed head.
///
/// ```swift
/// let data = ArrayDataSource()
/// data.add(LineSeries(title: "cpu"), x: [], y: [])
/// chart.dataSource = data
/// chart.rollingWindow = .span(600)          // keep ten minutes
/// chart.follow.visibleSpan = 60             // show the last minute, sliding
/// chart.append(x: [now], y: [load], toSeriesAt: 0)
/// ```
extension Chart {
    // MARK: Options

    /// Which points each series keeps as new ones arrive; nil keeps everything. Setting it
    /// trims at once. Default: nil.
    public var rollingWindow: RollingWindow? {
        get { streaming.rollingWindow }
        set {
            streaming.rollingWindow = newValue
            var removed = [Int](repeating: 0, count: seriesStates.count)
            for index in seriesStates.indices { removed[index] = trimToWindow(seriesAt: index) }
            finishStreamingChange(appended: [Int](repeating: 0, count: seriesStates.count), removed: removed,
                                  newestBefore: newestX)
        }
    }

    /// How the view follows new data. Default: `FollowOptions()` (enabled, y fitted).
    public var follow: FollowOptions {
        get { streaming.follow }
        set {
            streaming.follow = newValue
            watchUserMoves()
        }
    }

    /// Whether new data slide the view now: true until a user pan or zoom moves away from the
    /// newest point; End (`resumeFollowing()`) or a move that ends with it in view sets it again.
    public var isFollowing: Bool { streaming.follow.isEnabled && streaming.isFollowing }

    /// The largest x of any shown series' data; nil without data.
    public var newestX: Double? {
        seriesStates.filter { !$0.series.isHidden }.compactMap { $0.data.xExtent?.max }.max()
    }

    // MARK: Appending and removing

    /// Takes in the last `count` points of series `index` from the datasource, which has just
    /// appended them (the reference's `appendNumberOfDataPoints`). Asks for them with
    /// `chart(_:pointsIn:ofSeriesAt:)`, else point by point; applies the rolling window.
    public func appendNumberOfPoints(_ count: Int, toSeriesAt index: Int) {
        guard let source = dataSource, seriesStates.indices.contains(index), count > 0 else { return }
        let total = source.chart(self, numberOfPointsInSeriesAt: index)
        let range = Swift.max(0, total - count)..<Swift.max(0, total)
        let points: SeriesPoints
        if let bulk = source.chart(self, pointsIn: range, ofSeriesAt: index) {
            points = SeriesPoints(x: bulk.x ?? range.map(Double.init), y: bulk.y)
        } else {
            var xs: [Double] = [], ys: [Double] = []
            for pointIndex in range {
                let point = source.chart(self, pointAt: pointIndex, inSeriesAt: index)
                xs.append(point.x)
                ys.append(point.y)
            }
            points = SeriesPoints(x: xs, y: ys)
        }
        applyAppends([(index, points.x ?? [], points.y)], toSource: false)
    }

    /// Forgets the first `count` points of series `index`, which the datasource has just
    /// removed (the reference's `removeNumberOfDataPointsFromStart`).
    public func removeNumberOfPointsFromStart(_ count: Int, ofSeriesAt index: Int) {
        guard seriesStates.indices.contains(index), count > 0 else { return }
        let newestBefore = newestX
        let removed = Swift.min(count, seriesStates[index].data.count)
        seriesStates[index].data.removeFirst(removed)
        var removedCounts = [Int](repeating: 0, count: seriesStates.count)
        removedCounts[index] = removed
        finishStreamingChange(appended: [Int](repeating: 0, count: seriesStates.count), removed: removedCounts,
                              newestBefore: newestBefore)
    }

    /// Appends points to series `index` and to the datasource, when it is a
    /// `StreamingChartDataSource` (an `ArrayDataSource` is), so a later `reloadData()` keeps them.
    public func append(x: [Double], y: [Double], toSeriesAt index: Int) {
        applyAppends([(index, x, y)], toSource: true)
    }

    /// Lets the chart take the points `feed` collects, once per frame (`advanceStreaming(to:)`).
    public func attach(_ feed: ChartFeed) {
        guard !streaming.feeds.contains(where: { $0 === feed }) else { return }
        streaming.feeds.append(feed)
        feed.onPending = streaming.wake
        watchUserMoves()
    }

    /// Stops taking points from `feed`.
    public func detach(_ feed: ChartFeed) {
        streaming.feeds.removeAll { $0 === feed }
        feed.onPending = nil
    }

    /// Runs on a producer's thread when an attached feed gets points while none were pending:
    /// a window sets it to wake its event loop (ChartKit's `ChartView` does).
    public var onFeedPending: (@Sendable () -> Void)? {
        get { streaming.wake }
        set {
            streaming.wake = newValue
            for feed in streaming.feeds { feed.onPending = newValue }
        }
    }

    // MARK: Frames

    /// Takes in every feed's pending points and moves the y fit's easing on to `time` (seconds
    /// on the frame clock, the one input events use). Returns whether another frame is needed
    /// for the easing.
    @available(*, deprecated, renamed: "advance(to:)", message: "advance(to:) moves streaming, navigation, animations and the crosshair together")
    @discardableResult
    public func advanceStreaming(to time: Double) -> Bool {
        _ = stepStreaming(to: time)
        return isStreamingAnimating
    }

    /// `advance(to:)`'s streaming step. Returns whether points came in or the y fit eased.
    func stepStreaming(to time: Double) -> Bool {
        let pending = streaming.feeds.flatMap { $0.takePending() }
        // New keys first get an empty line series (with an ArrayDataSource), in arrival order.
        var added = false
        for batch in pending {
            guard case .key(let key) = batch.target, seriesIndex(forKey: key) == nil,
                  let source = dataSource as? ArrayDataSource,
                  !source.series.contains(where: { $0.effectiveColorKey == key }) else { continue }
            source.add(LineSeries(title: key), x: [], y: [])
            added = true
        }
        if added { reloadData() }
        var batches: [(Int, [Double], [Double])] = []
        for batch in pending {
            switch batch.target {
            case .index(let index):
                batches.append((index, batch.x, batch.y))
            case .key(let key):
                if let index = seriesIndex(forKey: key) { batches.append((index, batch.x, batch.y)) }
            }
        }
        if !batches.isEmpty { applyAppends(batches, toSource: true) }
        let elapsed = streaming.lastTime.map { Swift.max(0, time - $0) } ?? 0
        streaming.lastTime = time
        easeYTargets(elapsed: elapsed)
        return !pending.isEmpty || isStreamingAnimating
    }

    /// Whether the y fit is still easing towards its target (frames should keep coming).
    public var isStreamingAnimating: Bool { !streaming.yTargets.isEmpty }

    /// Starts following again: the x axis moves (animated) so the newest point is in view at the
    /// right, keeping the span, and new data slide it from then on.
    public func resumeFollowing(animated: Bool = true) {
        guard streaming.follow.isEnabled else { return }
        setFollowing(true)
        guard let newest = newestX else { return }
        let current = xAxis.visibleRange
        let span = streaming.follow.visibleSpan ?? current.span
        guard span.isFinite, span > 0 else { return }
        let lead = span * xAxis.rangePaddingFractionHigh + xAxis.rangePaddingHigh
        setRange(AxisRange(min: newest + lead - span, max: newest + lead), on: xAxis, animated: animated)
        fitFollowedY()
    }

    func setFollowing(_ following: Bool) {
        guard streaming.isFollowing != following else { return }
        streaming.isFollowing = following
        if !following { streaming.yTargets = [:] }
        notifyObservers { $0.chart(self, didChangeFollowing: following) }
    }

    // MARK: - Private

    private func watchUserMoves() {
        guard streaming.watcher == nil else { return }
        streaming.watcher = addObserver(FollowWatcher())
        let button = FollowButton()
        streaming.followButton = button
        addExtension(button)
    }

    private func seriesIndex(forKey key: String) -> Int? {
        seriesStates.firstIndex { $0.series.effectiveColorKey == key }
    }

    private func applyAppends(_ batches: [(Int, [Double], [Double])], toSource: Bool) {
        watchUserMoves()
        let newestBefore = newestX
        var appended = [Int](repeating: 0, count: seriesStates.count)
        var removed = appended
        let streamingSource = toSource ? dataSource as? StreamingChartDataSource : nil
        for (index, x, y) in batches where seriesStates.indices.contains(index) {
            let count = Swift.min(x.count, y.count)
            guard count > 0 else { continue }
            streamingSource?.append(x: x, y: y, toSeriesAt: index)
            seriesStates[index].data.append(x: x, y: y)
            appended[index] += count
        }
        for index in seriesStates.indices where appended[index] > 0 {
            removed[index] = trimToWindow(seriesAt: index)
        }
        finishStreamingChange(appended: appended, removed: removed, newestBefore: newestBefore)
    }

    /// Removes what falls outside the rolling window from series `index` (and its datasource).
    private func trimToWindow(seriesAt index: Int) -> Int {
        guard let window = streaming.rollingWindow else { return 0 }
        let data = seriesStates[index].data
        let excess = window.excess(in: data)
        guard excess > 0 else { return 0 }
        data.removeFirst(excess)
        (dataSource as? StreamingChartDataSource)?.removeFirst(excess, fromSeriesAt: index)
        return excess
    }

    private func finishStreamingChange(appended: [Int], removed: [Int], newestBefore: Double?) {
        guard appended.contains(where: { $0 > 0 }) || removed.contains(where: { $0 > 0 }) else { return }
        if isFollowing { anchorCrosshairForStreaming() }
        refitAxes()
        slideToNewest(newestBefore: newestBefore)
        fitFollowedY()
        for index in appended.indices where appended[index] > 0 || removed[index] > 0 {
            notifyObservers { $0.chart(self, didStreamPointsInSeriesAt: index, appended: appended[index],
                                       removed: removed[index]) }
        }
    }

    /// Keeps the newest point where it was relative to the x range's right edge.
    private func slideToNewest(newestBefore: Double?) {
        guard isFollowing, !isNavigationAnimating, let newest = newestX else { return }
        let axis = xAxis
        let current = axis.visibleRange
        if let span = streaming.follow.visibleSpan, span.isFinite, span > 0 {
            let lead = span * axis.rangePaddingFractionHigh + axis.rangePaddingHigh
            axis.setVisibleRange(AxisRange(min: newest + lead - span, max: newest + lead))
            return
        }
        // Before any zoom the default range shows all the data and follows by itself.
        guard axis.hasUserRange, let before = newestBefore else { return }
        let lead = Swift.min(Swift.max(0, current.max - before), current.span / 2)
        axis.setVisibleRange(AxisRange(min: newest + lead - current.span, max: newest + lead))
    }

    /// Fits each y axis to the points in view: grows at once, shrinks through `yTargets`.
    private func fitFollowedY() {
        guard isFollowing, streaming.follow.autoFitY else { return }
        for axis in yAxes where axis.hasLinearScale {
            let states = seriesStates.filter { !$0.series.isHidden && yAxis(for: $0) === axis }
            let extents = states.compactMap { $0.data.yExtent(inXRange: xAxis(for: $0).visibleRange) }
            guard let union = Self.unionOfRanges(extents) else { continue }
            let base = union.nonDegenerate()
            let target = axis.paddedRange(base)
            let current = axis.visibleRange
            let key = ObjectIdentifier(axis)
            if target.min < current.min || target.max > current.max {
                // Grow at once, and only as far as needed: no jump at every new extreme.
                let grown = AxisRange(min: Swift.min(current.min, target.min), max: Swift.max(current.max, target.max))
                axis.setVisibleRange(grown)
                streaming.yTargets[key] = grown.span * streaming.follow.shrinkThreshold > target.span
                    ? (axis, target) : nil
            } else if target.span < current.span * streaming.follow.shrinkThreshold || streaming.yTargets[key] != nil {
                streaming.yTargets[key] = (axis, target)
            }
        }
    }

    private func easeYTargets(elapsed: Double) {
        guard !streaming.yTargets.isEmpty else { return }
        guard isFollowing, streaming.follow.autoFitY else {
            streaming.yTargets = [:]
            return
        }
        let tau = Swift.max(streaming.follow.shrinkTimeConstant, 1e-3)
        let fraction = 1 - exp(-elapsed / tau)
        for (key, entry) in streaming.yTargets {
            let current = entry.axis.visibleRange
            let target = entry.target
            let next = AxisRange(min: current.min + (target.min - current.min) * fraction,
                                 max: current.max + (target.max - current.max) * fraction)
            let closeEnough = abs(next.min - target.min) + abs(next.max - target.max) < target.span * 0.002
            entry.axis.setVisibleRange(closeEnough ? target : next)
            if closeEnough { streaming.yTargets[key] = nil }
        }
    }
}
