extension Chart {
    // MARK: Points in view

    /// How many points of the shown series lie in view, and how many the shown series hold. On a
    /// series sorted by x (lines, columns) a point is in view when its x lies in the visible x
    /// range (two binary searches, whatever its y: the line through it is drawn); on an unsorted
    /// one (a scatter) when both its x and y do (a scan, memoised until a range or the data
    /// change).
    ///
    /// ```swift
    /// let (inView, total) = chart.pointsInView()   // "1,204 of 50,000 points"
    /// ```
    public func pointsInView() -> (inView: Int, total: Int) {
        let shown = seriesStates.filter { !$0.series.isHidden }
        let key = PointsInViewKey(
            ranges: (xAxes + yAxes).map(\.visibleRange),
            data: shown.map { PointsInViewKey.DataKey(identity: ObjectIdentifier($0.data), version: $0.data.version,
                                                       count: $0.data.count) })
        if let memo = overlayState.pointsInViewMemo, memo.key == key { return memo.counts }
        var inView = 0, total = 0
        for state in shown {
            let data = state.data
            total += data.count
            let xRange = xAxis(for: state).visibleRange
            if data.isSortedByX {
                inView += Swift.max(0, data.firstIndex(xAbove: xRange.max) - data.firstIndex(xAtLeast: xRange.min))
                continue
            }
            let yRange = yAxis(for: state).visibleRange
            for i in 0..<data.count where xRange.contains(data.x[i]) && yRange.contains(data.y[i]) {
                inView += 1
            }
        }
        overlayState.pointsInViewMemo = (key, (inView, total))
        return (inView, total)
    }
}

/// What `pointsInView()` depends on.
struct PointsInViewKey: Equatable {
    struct DataKey: Equatable {
        var identity: ObjectIdentifier
        var version: Int
        var count: Int
    }

    var ranges: [AxisRange]
    var data: [DataKey]
}
