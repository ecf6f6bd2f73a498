extension Chart {
    /// Columns per pixel the dense-line hit test splits its reach into: a column's stroke then
    /// lies within half a pixel of the column's bounding box.
    static let denseHitColumnsPerPixel = 2.0
    /// Runs this short are walked point by point, as the plain scan does.
    private static let denseHitExactRun = 8

    /// The point of a sorted, unstacked line nearest `location` within `radius`, answered from
    /// its level-of-detail structures instead of every point within reach: the reach along the
    /// position axis is cut into half-pixel columns (two binary searches each), and a column's
    /// unbroken stroke — its points joined in order, so it covers every value between its
    /// extremes — is stood for by the box around its first and last points and its extremes
    /// (one pyramid query). The box's distance is at most the stroke's, and at most half a
    /// pixel (the column's width) less, so the answer is exact within half a pixel; the segments
    /// between columns and short columns are measured exactly, as the scan does. Gaps (non-finite
    /// values) split a column's stroke at `SeriesData.gaps`.
    ///
    /// `window` is the candidates' range without the neighbours just outside the reach and
    /// `candidates` with them. Nil when this line does not qualify (another kind, stacked,
    /// unsorted, a mapped column still without its gaps, or too few points to be worth it): the
    /// caller scans. The cost is O(pixels of reach × log n), plus the gaps within reach.
    static func nearestOnDenseLine(in frame: SeriesFrame, to location: Point, radius: Double, reach: Double,
                                   window: Range<Int>, candidates: Range<Int>)
        -> (index: Int, anchor: Point, distance: Double)?? {
        let series = frame.state.series
        let values = frame.values
        let data = values.positioned
        // Only the built-in lines: their points are drawn exactly at (position, value), joined
        // by `connection`, which stays within the box of its two ends.
        guard type(of: series) == LineSeries.self || type(of: series) == StepLineSeries.self,
              values.stack == nil, data.isSortedByX, frame.slot.offset == 0 else { return nil }
        let columns = Int((2 * reach * denseHitColumnsPerPixel).rounded(.up))
        guard columns > 0, window.count > 4 * columns, candidates.upperBound <= data.exactCount,
              let gaps = data.gaps else { return nil }
        let along = frame.orientation == .horizontal ? location.x : location.y
        // Column edges in data values, ascending (a reversed axis runs the other way).
        var edges: [Double] = []
        edges.reserveCapacity(columns)
        for k in 1..<columns {
            let edge = frame.position(atPixel: along - reach + Double(k) / denseHitColumnsPerPixel)
            guard edge.isFinite else { return nil }
            edges.append(edge)
        }
        edges.sort()
        let offset = data.removedCount

        var best: (index: Int, anchor: Point, distance: Double)?
        func consider(_ index: Int, _ anchor: Point, _ distance: Double) {
            if distance <= radius, best == nil || distance < best!.distance { best = (index, anchor, distance) }
        }
        var previous: (index: Int, anchor: Point)?
        // One point as the scan sees it: its own shape and the connection from the one before.
        func exact(_ index: Int) {
            guard let shape = series.hitShape(at: index, frame: frame) else {
                previous = nil
                return
            }
            consider(index, shape.anchor, shape.distance(to: location))
            if let before = previous {
                let joined = connectionCandidate(series, from: before, to: (index, shape.anchor), location: location)
                consider(joined.index, joined.anchor, joined.distance)
            }
            previous = (index, shape.anchor)
        }
        // An unbroken run inside one column: its first point exactly (with the connection into
        // it), the rest through the box.
        func stroke(_ run: Range<Int>) {
            guard run.count > denseHitExactRun else {
                for index in run { exact(index) }
                return
            }
            exact(run.lowerBound)
            guard previous != nil, let extrema = data.extrema(inIndexRange: run),
                  let last = series.hitShape(at: run.upperBound - 1, frame: frame)?.anchor,
                  let low = series.hitShape(at: extrema.minIndex, frame: frame)?.anchor,
                  let high = series.hitShape(at: extrema.maxIndex, frame: frame)?.anchor else {
                // A point the axis cannot place (a log axis below zero): measure them all.
                for index in run.dropFirst() { exact(index) }
                return
            }
            let first = previous!.anchor
            let corners = [(run.lowerBound, first), (extrema.minIndex, low), (extrema.maxIndex, high),
                           (run.upperBound - 1, last)]
            let minX = corners.map(\.1.x).min()!, maxX = corners.map(\.1.x).max()!
            let minY = corners.map(\.1.y).min()!, maxY = corners.map(\.1.y).max()!
            let dx = max(minX - location.x, 0, location.x - maxX), dy = max(minY - location.y, 0, location.y - maxY)
            let nearest = corners.min { a, b in
                HitShape.distance(location, a.1, a.1) < HitShape.distance(location, b.1, b.1)
            }!
            consider(nearest.0, nearest.1, (dx * dx + dy * dy).squareRoot())
            previous = (run.upperBound - 1, last)
        }
        // A column's points: split at its gaps into unbroken strokes.
        func column(_ run: Range<Int>) {
            guard run.count > denseHitExactRun else {
                for index in run { exact(index) }
                return
            }
            let breaks = gaps.indices(in: run, offset: offset)
            if breaks.count * 4 > run.count {
                for index in run { exact(index) }
                return
            }
            var start = run.lowerBound
            for gap in breaks {
                stroke(start..<gap)
                exact(gap)
                start = gap + 1
            }
            stroke(start..<run.upperBound)
        }

        for index in candidates.lowerBound..<window.lowerBound { exact(index) }
        var start = window.lowerBound
        for edge in edges {
            let end = min(max(data.firstIndex(xAtLeast: edge, from: start), start), window.upperBound)
            column(start..<end)
            start = end
        }
        column(start..<window.upperBound)
        for index in window.upperBound..<candidates.upperBound { exact(index) }
        return .some(best)
    }
}
