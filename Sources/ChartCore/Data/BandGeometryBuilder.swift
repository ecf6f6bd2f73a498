/// Builds two retained geometries whose vertex i share a position: a band's high and low lines,
/// or a stacked area's top and base. The fill between two lines pairs vertex i of one with
/// vertex i of the other, so both are always written together, point for point.
///
/// Both inputs are `SeriesData` in position/value form (x = position, y = value; for a vertical
/// series the geometry swaps them back, so x is the value). Policy, after `LineGeometryBuilder`:
/// - **Coverage.** Sorted positions are stored for three view widths around the view, plus one
///   point on each side; unsorted ones, and series of at most 100,000 points that are not
///   aggregated, are stored whole.
/// - **Aggregation.** When sorted positions in view outnumber device pixels along the position
///   axis by more than 2, each pixel-wide bin (on a grid fixed in data space) becomes one vertex
///   pair: the highest upper value and the lowest lower value of the bin (an envelope), found
///   with the min/max pyramids, so the cost follows the pixels, not the points.
/// - **Origin and unit.** Both geometries share one origin (the view's centre) and one
///   power-of-two unit per axis near the view's span, as in `LineGeometryBuilder`, so data at
///   any magnitude (1e−40, 1e300) keep O(1) local coordinates.
/// - **Gaps.** A point whose position or either value is not finite becomes a gap in both lines.
/// - **Reuse.** The geometries are rebuilt when an input or its version changed, when the view
///   leaves the covered window, when aggregation is wanted or no longer wanted, when the bin
///   width strays outside 0.5…1.25 of a pixel, when Float rounding at the view's edge would
///   exceed 1/16 pixel, or when the view's span has moved 2^60 times away from the unit.
public final class BandGeometryBuilder {
    /// The first line (a band's high, a stack's top).
    public let upper = SeriesGeometry(originX: 0, originY: 0)
    /// The second line (a band's low, a stack's base).
    public let lower = SeriesGeometry(originX: 0, originY: 0)
    /// Whether the last `update` replaced the geometries' contents.
    public private(set) var lastUpdateRebuilt = false
    /// Whether the geometries hold aggregated bins.
    public private(set) var lastUpdateAggregated = false

    static let smallSeriesLimit = 100_000
    static let aggregationThreshold = 2.0
    static let coverageFactor = 3.0

    private struct Built {
        weak var upper: SeriesData?
        weak var lower: SeriesData?
        var upperVersion: Int
        var lowerVersion: Int
        var vertical: Bool
        /// The covered position window; nil when everything is stored.
        var window: AxisRange?
        /// Bin width in position units when aggregated.
        var binWidth: Double?
    }

    private var built: Built?

    public init() {}

    /// Brings both geometries up to date for the view and returns the transform from their
    /// local coordinates to points (shared by both).
    @discardableResult
    public func update(upper upperData: SeriesData, lower lowerData: SeriesData, xRange: AxisRange,
                       yRange: AxisRange, plotRect: Rect, scale: Double, vertical: Bool) -> DataTransform {
        lastUpdateRebuilt = false
        guard let view = View(xRange: xRange, yRange: yRange, plotRect: plotRect, scale: scale, vertical: vertical)
        else {
            if upper.count > 0 || lower.count > 0 {
                upper.replace(originX: 0, originY: 0, vertices: [])
                lower.replace(originX: 0, originY: 0, vertices: [])
                lastUpdateRebuilt = true
            }
            built = nil
            lastUpdateAggregated = false
            return DataTransform(scaleX: 0, scaleY: 0, offsetX: plotRect.minX.isFinite ? plotRect.minX : 0,
                                 offsetY: plotRect.maxY.isFinite ? plotRect.maxY : 0)
        }
        if let state = built, state.upper === upperData, state.lower === lowerData,
           state.upperVersion == upperData.version, state.lowerVersion == lowerData.version,
           state.vertical == vertical, isStillGood(state, view: view, data: upperData) {
            // Reuse.
        } else {
            rebuild(upperData, lowerData, view: view)
        }
        lastUpdateAggregated = built?.binWidth != nil
        return transform(for: view)
    }

    // MARK: - Private

    private func transform(for view: View) -> DataTransform {
        upper.transform(xMin: view.xMin, xSpan: view.xMax - view.xMin, yMin: view.yMin,
                        ySpan: view.yMax - view.yMin, plotRect: view.plotRect)
    }

    private func wantsAggregation(_ data: SeriesData, view: View) -> Bool {
        guard data.isSortedByX else { return false }
        let inView = data.firstIndex(xAbove: view.positionMax) - data.firstIndex(xAtLeast: view.positionMin)
        return Double(inView) > Self.aggregationThreshold * view.positionPixels
    }

    private func isStillGood(_ state: Built, view: View, data: SeriesData) -> Bool {
        if let window = state.window, view.positionMin < window.min || view.positionMax > window.max { return false }
        let reachX = max(abs(view.xMin - upper.originX), abs(view.xMax - upper.originX))
        let reachY = max(abs(view.yMin - upper.originY), abs(view.yMax - upper.originY))
        let limit = 0x1p24 / 16
        guard reachX * view.pixelsPerUnitX <= limit, reachY * view.pixelsPerUnitY <= limit,
              SeriesGeometry.unit(upper.unitX, suits: view.xMax - view.xMin),
              SeriesGeometry.unit(upper.unitY, suits: view.yMax - view.yMin) else { return false }
        let wanted = wantsAggregation(data, view: view)
        if let width = state.binWidth {
            let ratio = width / view.pixelSizePosition
            return wanted && ratio >= 0.5 && ratio <= 1.25
        }
        if wanted { return false }
        // Stored whole only while small enough; otherwise a window.
        return state.window != nil || data.count <= Self.smallSeriesLimit || !data.isSortedByX
    }

    private func rebuild(_ upperData: SeriesData, _ lowerData: SeriesData, view: View) {
        let count = min(upperData.count, lowerData.count)
        let originPosition = (view.positionMin + view.positionMax) / 2
        let originValue = (view.valueMin + view.valueMax) / 2
        let half = (view.positionMax - view.positionMin) * Self.coverageFactor / 2
        var positions: [Double] = [], highs: [Double] = [], lows: [Double] = []
        var window: AxisRange?
        var binWidth: Double?
        let px = upperData.x, uy = upperData.y, ly = lowerData.y

        func emit(_ i: Int) {
            positions.append(px[i]); highs.append(uy[i]); lows.append(ly[i])
        }

        if upperData.isSortedByX, wantsAggregation(upperData, view: view),
           let bins = binGrid(lower: originPosition - half, upper: originPosition + half, width: view.pixelSizePosition) {
            let start = upperData.firstIndex(xAtLeast: bins.lower)
            let end = min(upperData.firstIndex(xAtLeast: bins.upper, from: start), count)
            if start > 0 && start - 1 < count { emit(start - 1) }
            var i = start
            while i < end {
                let bin = (px[i] / bins.width).rounded(.down)
                let binEnd = min(max(upperData.firstIndex(xAtLeast: (bin + 1) * bins.width, from: i), i + 1), end)
                let high = upperData.extrema(inIndexRange: i..<binEnd)?.max ?? .nan
                let low = lowerData.extrema(inIndexRange: i..<binEnd)?.min ?? .nan
                positions.append(px[i]); highs.append(high); lows.append(low)
                i = binEnd
            }
            if end < count { emit(end) }
            window = AxisRange(min: bins.lower, max: bins.upper)
            binWidth = bins.width
        } else if upperData.isSortedByX && count > Self.smallSeriesLimit {
            let lowerBound = originPosition - half, upperBound = originPosition + half
            let start = upperData.firstIndex(xAtLeast: lowerBound)
            let end = min(upperData.firstIndex(xAbove: upperBound, from: start), count)
            for i in max(start - 1, 0)..<min(end + 1, count) { emit(i) }
            window = AxisRange(min: lowerBound, max: upperBound)
        } else {
            for i in 0..<count { emit(i) }
        }

        let originX = view.vertical ? originValue : originPosition
        let originY = view.vertical ? originPosition : originValue
        let unitX = SeriesGeometry.unit(forSpan: view.xMax - view.xMin)
        let unitY = SeriesGeometry.unit(forSpan: view.yMax - view.yMin)
        func localX(_ value: Double) -> Float { SeriesGeometry.local(value, origin: originX, unit: unitX) }
        func localY(_ value: Double) -> Float { SeriesGeometry.local(value, origin: originY, unit: unitY) }
        var upperVertices = [Float](), lowerVertices = [Float]()
        upperVertices.reserveCapacity(positions.count * 2)
        lowerVertices.reserveCapacity(positions.count * 2)
        for i in positions.indices {
            let p = positions[i], h = highs[i], l = lows[i]
            guard p.isFinite, h.isFinite, l.isFinite else {
                upperVertices += [.nan, .nan]
                lowerVertices += [.nan, .nan]
                continue
            }
            if view.vertical {
                upperVertices += [localX(h), localY(p)]
                lowerVertices += [localX(l), localY(p)]
            } else {
                upperVertices += [localX(p), localY(h)]
                lowerVertices += [localX(p), localY(l)]
            }
        }
        upper.replace(originX: originX, originY: originY, unitX: unitX, unitY: unitY, vertices: upperVertices)
        lower.replace(originX: originX, originY: originY, unitX: unitX, unitY: unitY, vertices: lowerVertices)
        built = Built(upper: upperData, lower: lowerData, upperVersion: upperData.version,
                      lowerVersion: lowerData.version, vertical: view.vertical, window: window, binWidth: binWidth)
        lastUpdateRebuilt = true
    }

    /// Bins of `width` covering `lower...upper` on a grid fixed in data space; nil when the grid
    /// cannot be laid out exactly at this magnitude.
    private func binGrid(lower: Double, upper: Double, width: Double) -> (lower: Double, upper: Double, width: Double)? {
        let first = (lower / width).rounded(.down), last = (upper / width).rounded(.down)
        guard width > 0, first.isFinite, last.isFinite, max(abs(first), abs(last)) < 0x1p52,
              last - first < 4_000_000, (first + 1) * width > first * width else { return nil }
        return (first * width, (last + 1) * width, width)
    }

    /// The view the band is built for, read along its position and value axes; everything else
    /// is the shared `GeometryView`'s.
    @dynamicMemberLookup
    private struct View {
        let base: GeometryView
        let vertical: Bool

        subscript<T>(dynamicMember keyPath: KeyPath<GeometryView, T>) -> T { base[keyPath: keyPath] }

        var positionMin: Double { vertical ? base.yMin : base.xMin }
        var positionMax: Double { vertical ? base.yMax : base.xMax }
        var valueMin: Double { vertical ? base.xMin : base.yMin }
        var valueMax: Double { vertical ? base.xMax : base.yMax }
        var positionPixels: Double { vertical ? base.pixelHeight : base.pixelWidth }
        /// One device pixel along the position axis, in data units.
        var pixelSizePosition: Double { (positionMax - positionMin) / positionPixels }

        init?(xRange: AxisRange, yRange: AxisRange, plotRect: Rect, scale: Double, vertical: Bool) {
            guard let base = GeometryView(xRange: xRange, yRange: yRange, plotRect: plotRect, scale: scale) else { return nil }
            self.base = base
            self.vertical = vertical
        }
    }
}
