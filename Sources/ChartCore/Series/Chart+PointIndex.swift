extension Chart {
    /// Unsorted scatters larger than this find hover and click candidates through a `PointIndex`
    /// instead of scanning every point.
    static let pointIndexThreshold = 4096
    /// Clouds up to this size are indexed on the spot (about 0.3 s at 10^6 points on one core);
    /// larger ones on a background thread, scanning meanwhile.
    static let synchronousPointIndexLimit = 1_000_000

    /// The series' spatial index: kept, built now, or nil while a background build runs.
    static func pointIndex(for values: SeriesValues) -> PointIndex? {
        if let index = values.pointIndexMemo { return index }
        if values.count <= synchronousPointIndexLimit {
            let index = PointIndex(x: values.positioned.x.array, y: values.positioned.y.array)
            values.pointIndexMemo = index
            return index
        }
        if let build = values.pointIndexBuild {
            guard let index = build.result else { return nil }
            values.pointIndexMemo = index
            values.pointIndexBuild = nil
            return index
        }
        values.pointIndexBuild = PointIndexBuild(x: values.positioned.x.array, y: values.positioned.y.array)
        return nil
    }

    /// The points of an unsorted, unstacked scatter inside the pixel box of `reach` around
    /// `location`, ascending, from the series' spatial index; nil when the series is scanned instead.
    /// `along` is the box's extent on the position axis in data values.
    static func indexedCandidates(in frame: SeriesFrame, along: (Double, Double), location: Point,
                                  reach: Double) -> [Int]? {
        let values = frame.values
        guard frame.state.series is ScatterSeries, !values.positioned.isSortedByX, values.stack == nil,
              values.count > pointIndexThreshold else { return nil }
        let across = frame.orientation == .horizontal ? location.y : location.x
        let c = frame.value(atPixel: across - reach)
        let d = frame.value(atPixel: across + reach)
        guard c.isFinite, d.isFinite else { return nil }
        let xRange = min(along.0, along.1)...max(along.0, along.1), yRange = min(c, d)...max(c, d)
        guard let index = pointIndex(for: values) else {
            // Still building: an even sample stands in, so no frame scans every point.
            var found: [Int] = []
            forEachSampledPoint(of: values) { i, x, y in
                if xRange.contains(x) && yRange.contains(y) { found.append(i) }
            }
            return found
        }
        return index.indices(inX: xRange, y: yRange).filter { $0 < values.count }
    }

    /// Points looked at per query while a cloud's index is still being built.
    static let sampledPointLimit = 1 << 16

    /// Every k-th point of the series (at most `sampledPointLimit` of them, finite ones only):
    /// what hover, click and the crosshair read while the spatial index of a large cloud is
    /// built on another thread. The answer refines once the index is there (`isIndexing`).
    static func forEachSampledPoint(of values: SeriesValues, _ body: (Int, Double, Double) -> Void) {
        let count = values.count
        let stride = max(1, (count + sampledPointLimit - 1) / sampledPointLimit)
        let x = values.positioned.x, y = values.positioned.y
        var i = 0
        while i < count {
            let px = x[i], py = y[i]
            if px.isFinite && py.isFinite { body(i, px, py) }
            i += stride
        }
    }

    /// The point of an unsorted cloud nearest `position` along the position axis alone (the
    /// floating crosshair's rule for unsorted data): from the spatial index (its value axis
    /// weighing nothing), or from the sample while the index is built; nil when the series is
    /// sorted or small (the caller searches or scans).
    static func indexedNearestAlong(_ values: SeriesValues, position: Double) -> Int? {
        guard !values.positioned.isSortedByX, values.count > pointIndexThreshold, position.isFinite else { return nil }
        if let index = pointIndex(for: values) {
            return index.nearest(toX: position, y: 0, scaleX: 1, scaleY: 0).map(\.index)
        }
        var best: (index: Int, distance: Double)?
        forEachSampledPoint(of: values) { i, x, _ in
            let d = abs(x - position)
            if best == nil || d < best!.distance { best = (i, d) }
        }
        return best?.index
    }

    /// Whether a spatial index is still being built on another thread: frames keep coming
    /// (`isAnimating`) while it is, so a reading taken from the sample meanwhile is replaced by
    /// the exact one in the first frame after (that frame's scene picks the index up).
    public var isIndexing: Bool {
        seriesStates.contains { $0.cache.values.pointIndexMemo == nil && $0.cache.values.pointIndexBuild.map { $0.result == nil } == true }
    }
}

extension Chart {
    /// The crosshair's point of an unsorted scatter, of any size, from its spatial index: the point
    /// nearest the pointer on screen, distance along the position axis counting four times (as
    /// between series). Nearest in x alone, as for sorted series, would pick a point anywhere in
    /// the column under the pointer. Nil when the series is not indexed or an axis is not linear in its data (a log
    /// axis: the pixel metric is then not a fixed scale of data distances), so the caller scans.
    static func indexedCrosshairIndex(in frame: SeriesFrame, pointer: Point, plotArea: Rect) -> Int? {
        let values = frame.values
        guard frame.state.series is ScatterSeries, !values.positioned.isSortedByX, values.stack == nil,
              frame.slot.offset == 0, values.count > 0 else { return nil }
        guard let (alongScale, acrossScale, along, across) = screenFrame(frame, point: pointer, plotArea: plotArea)
        else { return nil }
        guard let index = pointIndex(for: values) else {
            // Still building: the nearest of the sample (refined once the index is there).
            var best: (index: Int, distance: Double)?
            forEachSampledPoint(of: values) { i, x, y in
                let dx = (x - along) * 4 * alongScale, dy = (y - across) * acrossScale
                let d = dx * dx + dy * dy
                if best == nil || d < best!.distance { best = (i, d) }
            }
            return best?.index
        }
        guard let found = index.nearest(toX: along, y: across, scaleX: 4 * alongScale, scaleY: acrossScale),
              found.index < values.count else { return nil }
        return found.index
    }

    /// The point of a large scatter (sorted or not) nearest `location` within `radius`, from its
    /// spatial index in the pixel metric: a scatter's points are hit at their centres, so the
    /// nearest centre is the answer, whatever the density under the pointer (enumerating the
    /// points in the radius's box cost what the cloud holds there). While the index of a large
    /// cloud is built, the nearest of the sample. Nil when the series is not a plain scatter, is
    /// small or stacked, or an axis is not linear: the caller scans.
    static func indexedNearest(in frame: SeriesFrame, to location: Point, radius: Double, plotArea: Rect)
        -> (index: Int, anchor: Point, distance: Double)?? {
        let values = frame.values
        let series = frame.state.series
        guard type(of: series) == ScatterSeries.self, values.stack == nil, frame.slot.offset == 0,
              values.count > pointIndexThreshold else { return nil }
        guard let (alongScale, acrossScale, along, across) = screenFrame(frame, point: location, plotArea: plotArea)
        else { return nil }
        guard along.isFinite, across.isFinite else { return nil }
        var found: Int?
        if let index = pointIndex(for: values) {
            found = index.nearest(toX: along, y: across, scaleX: alongScale, scaleY: acrossScale,
                                  maximumDistance: radius * (1 + 1e-9) + 1e-9)?.index
        } else {
            var best: (index: Int, distance: Double)?
            forEachSampledPoint(of: values) { i, x, y in
                let dx = (x - along) * alongScale, dy = (y - across) * acrossScale
                let d = dx * dx + dy * dy
                if best == nil || d < best!.distance { best = (i, d) }
            }
            found = best?.index
        }
        guard let found, found < values.count, let shape = series.hitShape(at: found, frame: frame) else { return .some(nil) }
        let distance = shape.distance(to: location)
        return distance <= radius ? .some((found, shape.anchor, distance)) : .some(nil)
    }

    /// Pixels per data unit of `axis` when its pixels are an affine map of its data values over
    /// `span` (the same slope at both ends); nil otherwise.
    /// Points per data unit along and across the series (position and value axes) in the plot,
    /// and `point` in data units: what a nearest-point query in screen distance needs.
    private static func screenFrame(_ frame: SeriesFrame, point: Point, plotArea: Rect)
        -> (alongScale: Double, acrossScale: Double, along: Double, across: Double)? {
        let horizontal = frame.orientation == .horizontal
        guard let alongScale = pixelsPerUnit(frame.position(atPixel:), horizontal ? (plotArea.minX, plotArea.maxX)
                                                                                  : (plotArea.minY, plotArea.maxY)),
              let acrossScale = pixelsPerUnit(frame.value(atPixel:), horizontal ? (plotArea.minY, plotArea.maxY)
                                                                               : (plotArea.minX, plotArea.maxX))
        else { return nil }
        let along = frame.position(atPixel: horizontal ? point.x : point.y)
        let across = frame.value(atPixel: horizontal ? point.y : point.x)
        return (alongScale, acrossScale, along, across)
    }

    private static func pixelsPerUnit(_ dataValue: (Double) -> Double, _ span: (Double, Double)) -> Double? {
        let a = dataValue(span.0), b = dataValue(span.0 + 1)
        let c = dataValue(span.1 - 1), d = dataValue(span.1)
        let first = b - a, last = d - c
        guard first.isFinite, last.isFinite, first != 0,
              abs(first - last) <= 1e-9 * max(abs(first), abs(last)) else { return nil }
        return 1 / abs(first)
    }
}
