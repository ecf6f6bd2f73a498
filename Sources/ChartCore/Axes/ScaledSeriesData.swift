/// A series' data mapped onto the linear scales of its axes — logarithms on a log axis, excluded
/// stretches removed on a discontinuous one — kept between frames.
///
/// The geometry builder works on linear values only, so non-linear axes hand it this copy and a
/// range made of linear values: a pan still changes only the transform. The copy is made again
/// when the data object or either axis's `scaleRevision` changes; points appended to the data are
/// mapped and appended (the builder then appends too). Axes with a linear scale are not copied
/// at all: the data go through as they are.
///
/// Points that have no linear value become gaps: a y without one (0 or less on a log axis) is
/// NaN; an x without one keeps the x of the point before it (so the series stays sorted for
/// level-of-detail drawing) with a NaN y.
final class ScaledSeriesData {
    private struct Key: Equatable {
        var data: ObjectIdentifier
        var xAxis: ObjectIdentifier?
        var xRevision: Int
        var yAxis: ObjectIdentifier?
        var yRevision: Int
    }

    /// One mapped copy: a series draws from a few data objects (its points, a band's two lines,
    /// a step line's corners), each mapped on its own.
    private final class Entry {
        let key: Key
        weak var source: SeriesData?
        let mapped: SeriesData
        var mappedCount: Int
        /// The source's `removedCount` when mapped.
        var removedCount = 0
        /// The last mapped x that had a value, for gaps that follow it.
        var lastMappedX: Double
        /// The extents, in data values, of the x and y values that have linear values: what the
        /// axes fit, exactly as the data hold them.
        var extents: Extents

        init(key: Key, source: SeriesData, mapped: SeriesData, mappedCount: Int, lastMappedX: Double, extents: Extents) {
            self.key = key
            self.source = source
            self.mapped = mapped
            self.mappedCount = mappedCount
            self.lastMappedX = lastMappedX
            self.extents = extents
        }
    }

    /// Data-value extents of the values a scale can show.
    struct Extents {
        var x: AxisRange?
        var y: AxisRange?

        mutating func include(x value: Double) { x = Self.widened(x, by: value) }
        mutating func include(y value: Double) { y = Self.widened(y, by: value) }

        private static func widened(_ range: AxisRange?, by value: Double) -> AxisRange {
            guard let range else { return AxisRange(min: value, max: value) }
            return AxisRange(min: Swift.min(range.min, value), max: Swift.max(range.max, value))
        }
    }

    /// Most recently used first.
    private var entries: [Entry] = []
    private static let capacity = 4

    /// `data` with its x column on the linear scale of `xAxis` and its y column on that of
    /// `yAxis` (for position/value data of bars, pass the position and value axes).
    func data(_ data: SeriesData, xAxis: Axis, yAxis: Axis) -> SeriesData {
        entry(data, xAxis: xAxis, yAxis: yAxis)?.mapped ?? data
    }

    /// The extents in data values of the x and y values of `data` that have linear values on
    /// `xAxis` and `yAxis` (all finite ones on a linear axis).
    func shownExtents(_ data: SeriesData, xAxis: Axis, yAxis: Axis) -> (x: AxisRange?, y: AxisRange?) {
        guard let entry = entry(data, xAxis: xAxis, yAxis: yAxis) else { return (data.xExtent, data.yExtent) }
        return (xAxis.hasLinearScale ? data.xExtent : entry.extents.x, yAxis.hasLinearScale ? data.yExtent : entry.extents.y)
    }

    /// The mapped copy of `data`, up to date; nil when both axes are linear.
    private func entry(_ data: SeriesData, xAxis: Axis, yAxis: Axis) -> Entry? {
        let mapX = !xAxis.hasLinearScale, mapY = !yAxis.hasLinearScale
        guard mapX || mapY else { return nil }
        let key = Key(data: ObjectIdentifier(data),
                      xAxis: mapX ? ObjectIdentifier(xAxis) : nil, xRevision: mapX ? xAxis.scaleRevision : 0,
                      yAxis: mapY ? ObjectIdentifier(yAxis) : nil, yRevision: mapY ? yAxis.scaleRevision : 0)
        let xMap = mapX ? xAxis : nil, yMap = mapY ? yAxis : nil
        if let position = entries.firstIndex(where: { $0.key == key && $0.source === data }),
           data.count >= entries[position].mappedCount,
           // Extents are kept by widening only, so a removal from the start maps afresh.
           data.removedCount == entries[position].removedCount {
            let entry = entries.remove(at: position)
            entries.insert(entry, at: 0)
            if data.count > entry.mappedCount {
                let (xs, ys) = Self.map(data, from: entry.mappedCount, xAxis: xMap, yAxis: yMap, lastX: &entry.lastMappedX,
                                        extents: &entry.extents)
                entry.mapped.append(x: xs, y: ys)
                entry.mappedCount = data.count
            }
            return entry
        }
        entries.removeAll { $0.source == nil || $0.source === data }
        var lastX = Double.nan
        var extents = Extents()
        let (xs, ys) = Self.map(data, from: 0, xAxis: xMap, yAxis: yMap, lastX: &lastX, extents: &extents)
        let entry = Entry(key: key, source: data, mapped: SeriesData(x: xs, y: ys), mappedCount: data.count,
                          lastMappedX: lastX, extents: extents)
        entry.removedCount = data.removedCount
        entries.insert(entry, at: 0)
        if entries.count > Self.capacity { entries.removeLast(entries.count - Self.capacity) }
        return entry
    }

    private static func map(_ data: SeriesData, from start: Int, xAxis: Axis?, yAxis: Axis?,
                            lastX: inout Double, extents: inout Extents) -> ([Double], [Double]) {
        let x = data.x, y = data.y
        var xs = [Double](), ys = [Double]()
        xs.reserveCapacity(x.count - start)
        ys.reserveCapacity(x.count - start)
        for i in start..<x.count {
            var mx = xAxis.map { $0.linearValue(x[i]) } ?? x[i]
            var my = yAxis.map { $0.linearValue(y[i]) } ?? y[i]
            if mx.isNaN && !x[i].isNaN {
                // No linear value for this x: a gap where the line got to, keeping x in order.
                my = .nan
                mx = lastX
            } else if mx.isFinite {
                lastX = mx
                extents.include(x: x[i])
            }
            if my.isFinite && mx.isFinite { extents.include(y: y[i]) }
            xs.append(mx)
            ys.append(my)
        }
        return (xs, ys)
    }
}
