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
        let c = frame.valueAxis.dataValue(forPixelValue: across - reach)
        let d = frame.valueAxis.dataValue(forPixelValue: across + reach)
        guard c.isFinite, d.isFinite else { return nil }
        guard let index = pointIndex(for: values) else { return nil }
        return index.indices(inX: min(along.0, along.1)...max(along.0, along.1), y: min(c, d)...max(c, d))
            .filter { $0 < values.count }
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
        let horizontal = frame.orientation == .horizontal
        guard let alongScale = pixelsPerUnit(frame.positionAxis, horizontal ? (plotArea.minX, plotArea.maxX)
                                                                             : (plotArea.minY, plotArea.maxY)),
              let acrossScale = pixelsPerUnit(frame.valueAxis, horizontal ? (plotArea.minY, plotArea.maxY)
                                                                          : (plotArea.minX, plotArea.maxX))
        else { return nil }
        let along = frame.positionAxis.dataValue(forPixelValue: horizontal ? pointer.x : pointer.y)
        let across = frame.valueAxis.dataValue(forPixelValue: horizontal ? pointer.y : pointer.x)
        guard let index = pointIndex(for: values),
              let found = index.nearest(toX: along, y: across, scaleX: 4 * alongScale, scaleY: acrossScale),
              found.index < values.count else { return nil }
        return found.index
    }

    /// Pixels per data unit of `axis` when its pixels are an affine map of its data values over
    /// `span` (the same slope at both ends); nil otherwise.
    private static func pixelsPerUnit(_ axis: Axis, _ span: (Double, Double)) -> Double? {
        let a = axis.dataValue(forPixelValue: span.0), b = axis.dataValue(forPixelValue: span.0 + 1)
        let c = axis.dataValue(forPixelValue: span.1 - 1), d = axis.dataValue(forPixelValue: span.1)
        let first = b - a, last = d - c
        guard first.isFinite, last.isFinite, first != 0,
              abs(first - last) <= 1e-9 * max(abs(first), abs(last)) else { return nil }
        return 1 / abs(first)
    }
}
