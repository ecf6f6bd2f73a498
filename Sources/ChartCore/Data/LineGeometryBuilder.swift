/// Decides what a line, scatter or area series puts in its GPU geometry for the current view,
/// and keeps the previous geometry while it is still good, so a pan changes only the
/// `DataTransform`, never the vertex buffer.
///
/// Policy:
/// - **Coverage.** Sorted data are stored for a window of `coverageFactor` (3) times the visible
///   x span, centred on the view, plus the one point on each side of it so the line runs on
///   past the window's edges. A series of at most `smallSeriesLimit` (100,000) points that is
///   not aggregated is stored whole. Unsorted data are stored whole, in data order, up to
///   `smallSeriesLimit` points or without aggregation; above it they are reduced exactly for the
///   view (`UnsortedLineReducer`: runs of points within one device pixel, or off the view on
///   one side, become one segment), over the view with a margin of a view's span on each side,
///   and rebuilt when the view leaves it or its pixel size leaves 1…2 cells.
/// - **Origin and unit.** Local coordinates are measured from the centre of the view at build
///   time (which is the centre of the covered window on x), in a power-of-two unit at or below
///   the view's span on each axis (`SeriesGeometry.unit(forSpan:)`), so what is on screen lies
///   within ±1 whatever the data's magnitude (1e−40 or 1e300 alike).
/// - **Aggregation.** When x is sorted, `allowAggregation` is on and the view holds more than
///   `aggregationThreshold` (4) points per device pixel column, x is cut into bins one device
///   pixel wide on a grid fixed in data space (bin k is [k·w, (k+1)·w) with w = x span / pixel
///   width), so bins do not shift as the view pans. Each bin contributes its first, lowest,
///   highest and last point (M4), each once, in x order and at their true x, found by binary
///   search and the `MinMaxPyramid`: the cost follows the plot's width, not the point count.
///   Gaps narrower than a bin may close up; a bin that starts or ends with a gap keeps it.
/// - **Reuse.** The geometry is rebuilt when the data object, its sortedness or
///   `allowAggregation` changed; when the view leaves the covered window; when `Float`
///   rounding of the view's farthest local coordinate would exceed 1/16 device pixel
///   (`|local| · 2⁻²⁴ · pixels per unit`); when the view's span has moved 2^60 times away
///   from the unit (`SeriesGeometry.unit(_:suits:)`); when the view drifts over 1024
///   build-time spans from the origin (see `PolylineVertexWriter`'s clipping box, 65,536 spans wide); when the bin
///   width strays outside 0.5…1.25 of the current pixel width; when unaggregated data now call
///   for aggregation; or when a series stored whole outgrows `smallSeriesLimit`.
/// - **Appends.** Points appended to the same `SeriesData` are appended to the geometry
///   (its `revision` stays, only its `count` grows) when it is unaggregated and covers them;
///   appends that land past the covered window and its trailing point change nothing; an
///   aggregated geometry whose window they reach is rebuilt.
/// - **Bad values.** A NaN or infinite x or y becomes a gap (one NaN vertex). Empty data give
///   empty geometry; one point gives one vertex. A NaN or infinite range, plot rectangle or
///   scale empties the geometry and yields a transform of zero scale; a zero-span range is
///   widened around its value.
///
/// ```swift
/// let builder = LineGeometryBuilder()
/// let transform = builder.update(data: data, xRange: xAxis.range, yRange: yAxis.range,
///                                plotRect: plot, scale: 2)
/// let command = PolylineCommand(geometry: GeometryRef(builder.geometry), transform: transform,
///                               color: .blue, width: 1.5)
/// ```
public final class LineGeometryBuilder {
    /// Series this small are stored whole when not aggregated.
    public static let smallSeriesLimit = 100_000
    /// Points per device pixel column in view above which sorted data are aggregated.
    public static let aggregationThreshold = 4.0
    /// The covered window's width in visible x spans.
    public static let coverageFactor = 3.0
    /// Whether large unsorted lines are reduced for the view (`UnsortedLineReducer`); off only
    /// for tests that draw every segment as the reference.
    nonisolated(unsafe) static var reducesUnsortedLines = true

    /// Largest Float rounding error allowed at the view's edge, in device pixels.
    private static let precisionLimitPixels = 1.0 / 16
    /// The clipping box's half-size in build-time spans.
    private static let clipBoxSpans = 32_768.0
    /// How far (in build-time spans) the view may wander before the clipping box counts as near.
    private static let clipBoxReach = clipBoxSpans / 32
    /// Widest plot the bins are planned for; wider plots get coarser bins.

    /// The retained geometry of this series; its contents change, never its identity.
    public let geometry = SeriesGeometry(originX: 0, originY: 0)
    /// Whether the last `update` replaced the geometry's contents.
    public private(set) var lastUpdateRebuilt = false
    /// Whether the geometry, after the last `update`, holds aggregated (M4) bins.
    public private(set) var lastUpdateAggregated = false
    /// Whether the last `update` appended new points to the geometry without replacing it.
    public private(set) var lastUpdateAppended = false

    private var built: BuildState?

    public init() {}

    /// Brings `geometry` up to date for `data` shown in `xRange` × `yRange` on `plotRect`
    /// (logical points, `scale` device pixels per point), or leaves it alone while it is still
    /// good, and returns the transform from its local coordinates to logical points: x grows
    /// to the right, y downward, `yRange.max` at `plotRect.minY`.
    @discardableResult
    public func update(data: SeriesData, xRange: AxisRange, yRange: AxisRange, plotRect: Rect,
                       scale: Double, allowAggregation: Bool = true, cullsOffView: Bool = true) -> DataTransform {
        lastUpdateRebuilt = false
        lastUpdateAppended = false
        guard let view = View(xRange: xRange, yRange: yRange, plotRect: plotRect, scale: scale) else {
            if geometry.count > 0 {
                geometry.replace(originX: 0, originY: 0, vertices: [])
                lastUpdateRebuilt = true
            }
            built = nil
            lastUpdateAggregated = false
            let anchorX = plotRect.minX.isFinite ? plotRect.minX : 0
            let anchorY = plotRect.maxY.isFinite ? plotRect.maxY : 0
            return DataTransform(scaleX: 0, scaleY: 0, offsetX: anchorX, offsetY: anchorY)
        }
        if var state = built, state.data === data, state.allowAggregation == allowAggregation,
           state.cullsOffView == cullsOffView,
           state.isSorted == data.isSortedByX, state.pyramidLeaves == data.pyramidLeaves,
           isStillGood(state, for: view, data: data) {
            if data.removedCount != state.removedCount && !dropRemovedPoints(from: &state, data: data) {
                rebuild(data: data, view: view, allowAggregation: allowAggregation, cullsOffView: cullsOffView)
            } else if data.count != state.dataCount {
                if appendNewPoints(to: &state, from: data) {
                    built = state
                } else {
                    rebuild(data: data, view: view, allowAggregation: allowAggregation, cullsOffView: cullsOffView)
                }
            }
        } else {
            rebuild(data: data, view: view, allowAggregation: allowAggregation, cullsOffView: cullsOffView)
        }
        lastUpdateAggregated = built?.coverage.isAggregated ?? false
        return transform(for: view)
    }

    // MARK: - Transform

    private func transform(for view: View) -> DataTransform {
        geometry.transform(xMin: view.xMin, xSpan: view.xSpan, yMin: view.yMin, ySpan: view.ySpan,
                           plotRect: view.plotRect)
    }

    // MARK: - Reuse

    private func isStillGood(_ state: BuildState, for view: View, data: SeriesData) -> Bool {
        switch state.coverage {
        case .all:
            break
        case .window(let lower, let upper), .bins(let lower, let upper, _):
            guard view.xMin >= lower && view.xMax <= upper else { return false }
        case .reduced(let region, let cellWidth, let cellHeight):
            // Cells of one device pixel or less (exact), but not under half of one (cost).
            guard view.xMin >= region.minX, view.xMax <= region.maxX, view.yMin >= region.minY,
                  view.yMax <= region.maxY, view.pixelSizeX >= cellWidth, view.pixelSizeX <= 2 * cellWidth,
                  view.pixelSizeY >= cellHeight, view.pixelSizeY <= 2 * cellHeight else { return false }
        }
        let reachX = max(abs(view.xMin - geometry.originX), abs(view.xMax - geometry.originX))
        let reachY = max(abs(view.yMin - geometry.originY), abs(view.yMax - geometry.originY))
        let roundingLimit = Self.precisionLimitPixels * 0x1p24
        guard SeriesGeometry.unit(geometry.unitX, suits: view.xSpan),
              SeriesGeometry.unit(geometry.unitY, suits: view.ySpan),
              reachX * view.pixelsPerUnitX <= roundingLimit,
              reachY * view.pixelsPerUnitY <= roundingLimit,
              reachX <= state.clipReachX, reachY <= state.clipReachY else { return false }
        switch state.coverage {
        case .bins(_, _, let width):
            let ratio = width / view.pixelSizeX
            return ratio >= 0.5 && ratio <= 1.25
        case .all where state.isSorted && data.count > Self.smallSeriesLimit:
            return false
        case .reduced:
            return true
        case .all, .window:
            guard state.isSorted && state.allowAggregation else { return true }
            return !wantsAggregation(data: data, view: view)
        }
    }

    private func wantsAggregation(data: SeriesData, view: View) -> Bool {
        let inView = data.firstIndex(xAbove: view.xMax) - data.firstIndex(xAtLeast: view.xMin)
        return Double(inView) > Self.aggregationThreshold * view.pixelWidth
    }

    /// Drops from the geometry what came from points removed from the start of `data` since it
    /// was built, without touching the rest (so the renderer moves its buffer's start instead
    /// of uploading it again); false when that cannot be done and a rebuild is needed.
    ///
    /// On sorted data the removed points are exactly the vertices left of the new first x (and
    /// any gap right after them); an aggregated or windowed geometry that starts left of the
    /// new first point holds none of them, so nothing changes.
    private func dropRemovedPoints(from state: inout BuildState, data: SeriesData) -> Bool {
        let removed = data.removedCount - state.removedCount
        guard state.isSorted, removed > 0, removed <= state.dataCount, data.count > 0 else { return false }
        let firstX = data.x[0]
        switch state.coverage {
        case .bins(let lower, _, _):
            guard firstX < lower else { return false }
        case .window(let lower, _) where firstX < lower:
            break
        case .reduced:
            return false
        case .all, .window:
            let firstLocal = geometry.localX(firstX)
            var drop = 0
            geometry.vertices.withUnsafeBufferPointer { vertices in
                let points = vertices.count / 2
                while drop < points && (vertices[2 * drop] < firstLocal || vertices[2 * drop].isNaN
                                        || vertices[2 * drop + 1].isNaN) {
                    drop += 1
                }
            }
            geometry.dropFirst(drop)
            if drop > 0 { lastUpdateAppended = true }
        }
        state.dataCount -= removed
        state.removedCount = data.removedCount
        return true
    }

    /// Extends the geometry with the points appended to `data` since it was built; false when
    /// that cannot be done and a rebuild is needed.
    private func appendNewPoints(to state: inout BuildState, from data: SeriesData) -> Bool {
        guard data.count > state.dataCount else { return false }
        let newPoints = state.dataCount..<data.count
        let x = data.x, y = data.y
        switch state.coverage {
        case .all:
            for index in newPoints { state.writer.add(x: x[index], y: y[index]) }
        case .window(let lower, let upper):
            // A fresh build keeps only the last point before the window; rebuilding is the
            // simple way to match it.
            guard x[state.dataCount] >= lower else { return false }
            if !state.wrotePointAfterWindow {
                for index in newPoints {
                    state.writer.add(x: x[index], y: y[index])
                    if x[index] > upper {
                        state.wrotePointAfterWindow = true
                        break
                    }
                }
            }
        case .bins:
            guard state.wrotePointAfterWindow else { return false }
        case .reduced:
            // The reduction is for the whole series and this view: made again.
            return false
        }
        state.dataCount = data.count
        let output = state.writer.takeOutput()
        if !output.isEmpty {
            for pair in stride(from: 0, to: output.count, by: 2) {
                geometry.append(x: output[pair], y: output[pair + 1])
            }
            lastUpdateAppended = true
        }
        return true
    }

    // MARK: - Building

    private func rebuild(data: SeriesData, view: View, allowAggregation: Bool, cullsOffView: Bool) {
        let originX = view.xMin + view.xSpan / 2
        let originY = view.yMin + view.ySpan / 2
        var state = BuildState(
            data: data, dataCount: data.count, removedCount: data.removedCount, isSorted: data.isSortedByX,
            pyramidLeaves: data.pyramidLeaves, allowAggregation: allowAggregation, cullsOffView: cullsOffView,
            coverage: .all,
            writer: PolylineVertexWriter(originX: originX, originY: originY,
                                         limitX: Self.clipBoxSpans * view.xSpan,
                                         limitY: Self.clipBoxSpans * view.ySpan),
            clipReachX: Self.clipBoxReach * view.xSpan, clipReachY: Self.clipBoxReach * view.ySpan,
            wrotePointAfterWindow: false)

        let halfWindow = view.xSpan * Self.coverageFactor / 2
        if !state.isSorted && allowAggregation && data.count > Self.smallSeriesLimit && Self.reducesUnsortedLines {
            writeReduced(data, view: view, into: &state)
        } else if !state.isSorted {
            writeAll(data, into: &state)
        } else if allowAggregation && wantsAggregation(data: data, view: view),
                  writeBins(data, lower: originX - halfWindow, upper: originX + halfWindow,
                            width: view.pixelSizeX, into: &state) {
            // Bins written.
        } else if data.count <= Self.smallSeriesLimit {
            writeAll(data, into: &state)
        } else {
            writeWindow(data, lower: originX - halfWindow, upper: originX + halfWindow, into: &state)
        }

        let output = state.writer.takeOutput()
        let unitX = SeriesGeometry.unit(forSpan: view.xSpan)
        let unitY = SeriesGeometry.unit(forSpan: view.ySpan)
        var vertices = [Float]()
        vertices.reserveCapacity(output.count)
        for pair in stride(from: 0, to: output.count, by: 2) {
            vertices.append(SeriesGeometry.local(output[pair], origin: originX, unit: unitX))
            vertices.append(SeriesGeometry.local(output[pair + 1], origin: originY, unit: unitY))
        }
        geometry.replace(originX: originX, originY: originY, unitX: unitX, unitY: unitY, vertices: vertices)
        built = state
        lastUpdateRebuilt = true
    }

    private func writeAll(_ data: SeriesData, into state: inout BuildState) {
        let x = data.x, y = data.y
        for index in x.indices {
            state.writer.add(x: x[index], y: y[index])
        }
        state.coverage = .all
    }

    /// The points of an unsorted line that the view needs (`UnsortedLineReducer`), over the view
    /// widened by a view's span on each side, with runs of one device pixel.
    private func writeReduced(_ data: SeriesData, view: View, into state: inout BuildState) {
        let cellWidth = view.pixelSizeX, cellHeight = view.pixelSizeY
        let marginX = (view.pixelWidth * (Self.coverageFactor - 1) / 2).rounded(.up) * cellWidth
        let marginY = (view.pixelHeight * (Self.coverageFactor - 1) / 2).rounded(.up) * cellHeight
        let region = (minX: view.xMin - marginX, maxX: view.xMax + marginX,
                      minY: view.yMin - marginY, maxY: view.yMax + marginY)
        var reducer = UnsortedLineReducer(xMin: region.minX, xMax: region.maxX, yMin: region.minY, yMax: region.maxY,
                                          cellWidth: cellWidth, cellHeight: cellHeight, cullsOffView: state.cullsOffView)
        data.x.withValues { x in
            data.y.withValues { y in
                for index in 0..<Swift.min(x.count, y.count) {
                    reducer.add(index, x: x[index], y: y[index]) { kept in state.writer.add(x: x[kept], y: y[kept]) }
                }
                reducer.finish { kept in state.writer.add(x: x[kept], y: y[kept]) }
            }
        }
        state.coverage = .reduced(region: region, cellWidth: cellWidth, cellHeight: cellHeight)
    }

    /// Raw points with x in `lower...upper`, plus one neighbour on each side.
    private func writeWindow(_ data: SeriesData, lower: Double, upper: Double, into state: inout BuildState) {
        let first = data.firstIndex(xAtLeast: lower)
        let end = data.firstIndex(xAbove: upper, from: first)
        let x = data.x, y = data.y
        for index in max(first - 1, 0)..<min(end + 1, data.count) {
            state.writer.add(x: x[index], y: y[index])
        }
        state.coverage = .window(lower: lower, upper: upper)
        state.wrotePointAfterWindow = end < data.count
    }

    /// M4 bins of `width` covering `lower...upper`, plus one neighbour on each side; false (and
    /// nothing written) when the bin grid cannot be laid out at this magnitude.
    private func writeBins(_ data: SeriesData, lower: Double, upper: Double, width: Double,
                           into state: inout BuildState) -> Bool {
        let firstBin = (lower / width).rounded(.down)
        let lastBin = (upper / width).rounded(.down)
        // Bin numbers must stay exact integers, and bins distinct, for the walk to end.
        let largestBin = max(abs(firstBin), abs(lastBin))
        guard firstBin.isFinite, lastBin.isFinite, largestBin < 0x1p52,
              lastBin - firstBin <= Self.coverageFactor * GeometryView.maxPixels + 2,
              (firstBin + 1) * width > firstBin * width, (lastBin + 1) * width > lastBin * width
        else { return false }
        let coveredLower = firstBin * width
        let coveredUpper = (lastBin + 1) * width
        let startIndex = data.firstIndex(xAtLeast: coveredLower)
        let endIndex = data.firstIndex(xAtLeast: coveredUpper, from: startIndex)

        let x = data.x, y = data.y
        if startIndex > 0 {
            state.writer.add(x: x[startIndex - 1], y: y[startIndex - 1])
        }
        // Past what the pyramid covers exactly (one still being built), bins come from the
        // preview sample.
        let exactEnd = min(endIndex, max(startIndex, data.exactCount))
        data.withExtremaQueries { query in
            var bin = firstBin
            var binStart = startIndex
            while binStart < exactEnd {
                let binEnd = data.firstIndex(xAtLeast: (bin + 1) * width, from: binStart)
                let clampedEnd = min(binEnd, exactEnd)
                if clampedEnd > binStart {
                    writeBin(x, y, binStart..<clampedEnd, query: query, into: &state)
                    binStart = clampedEnd
                    bin += 1
                } else {
                    // Skip empty bins straight to the one before the next point's (one early,
                    // in case the division rounds differently from the boundary products).
                    bin = max(bin + 1, (x[binStart] / width).rounded(.down) - 1)
                }
            }
        }
        if exactEnd < endIndex {
            writePreviewBins(data, exactEnd..<endIndex, width: width, into: &state)
        }
        if endIndex < data.count {
            state.writer.add(x: x[endIndex], y: y[endIndex])
        }
        state.coverage = .bins(lower: coveredLower, upper: coveredUpper, width: width)
        state.wrotePointAfterWindow = endIndex < data.count
        return true
    }

    /// M4 bins over the preview points of `indices` (every k-th point, read at open), while
    /// the pyramid does not cover them yet: a coarse stand-in that the exact bins replace as
    /// the pyramid grows.
    private func writePreviewBins(_ data: SeriesData, _ indices: Range<Int>, width: Double,
                                  into state: inout BuildState) {
        let x = data.x
        var currentBin = Double.nan
        var first = (index: -1, y: 0.0), low = first, high = first, last = first
        func flush(_ state: inout BuildState) {
            guard first.index >= 0 else { return }
            let early = low.index <= high.index ? low : high
            let late = low.index <= high.index ? high : low
            var written = -1
            for point in [first, early, late, last] where point.index >= 0 && point.index != written {
                state.writer.add(x: x[point.index], y: point.y)
                written = point.index
            }
            first = (-1, 0)
            low = first
            high = first
            last = first
        }
        data.forEachPreviewPoint(in: indices) { index, value in
            let bin = (x[index] / width).rounded(.down)
            if bin != currentBin {
                flush(&state)
                currentBin = bin
            }
            if first.index < 0 { first = (index, value) }
            last = (index, value)
            if value.isFinite {
                if low.index < 0 || value < low.y { low = (index, value) }
                if high.index < 0 || value > high.y { high = (index, value) }
            }
        }
        flush(&state)
    }

    /// First, lowest, highest and last point of one bin, each once, in index order.
    private func writeBin(_ x: SeriesColumn, _ y: SeriesColumn, _ indices: Range<Int>, query: MinMaxPyramid.Query,
                          into state: inout BuildState) {
        if indices.count <= 4 {
            for index in indices { state.writer.add(x: x[index], y: y[index]) }
            return
        }
        let first = indices.lowerBound, last = indices.upperBound - 1
        guard let extrema = query.extrema(in: indices) else {
            state.writer.add(x: x[first], y: y[first])
            state.writer.add(x: x[last], y: y[last])
            return
        }
        // The two extremes in index order; first <= early <= late <= last, so comparing
        // neighbours drops every duplicate.
        let early = min(extrema.minIndex, extrema.maxIndex)
        let late = max(extrema.minIndex, extrema.maxIndex)
        state.writer.add(x: x[first], y: y[first])
        if early != first { state.writer.add(x: x[early], y: y[early]) }
        if late != early { state.writer.add(x: x[late], y: y[late]) }
        if last != late { state.writer.add(x: x[last], y: y[last]) }
    }
}

extension LineGeometryBuilder {
    /// What the geometry holds, in data x.
    fileprivate enum Coverage {
        /// Every point.
        case all
        /// The points with x in `lower...upper`, and one neighbour on each side.
        case window(lower: Double, upper: Double)
        /// M4 bins of `width` tiling `lower..<upper`, and one neighbour on each side.
        case bins(lower: Double, upper: Double, width: Double)
        /// An unsorted line reduced for views inside `region` with pixels of about the cells.
        case reduced(region: (minX: Double, maxX: Double, minY: Double, maxY: Double), cellWidth: Double, cellHeight: Double)

        var isAggregated: Bool {
            switch self {
            case .bins, .reduced: return true
            case .all, .window: return false
            }
        }
    }

    /// What the current geometry was built from, to judge whether it is still good.
    fileprivate struct BuildState {
        weak var data: SeriesData?
        /// Points of `data` already taken into account.
        var dataCount: Int
        /// `data.removedCount` when `dataCount` was last brought up to date.
        var removedCount: Int
        var isSorted: Bool
        /// `data.pyramidLeaves` at build: a pyramid still filling makes the picture refine.
        var pyramidLeaves: Int
        var allowAggregation: Bool
        /// Whether a reduced unsorted line cuts runs off the view (not under a fill).
        var cullsOffView: Bool
        var coverage: Coverage
        /// Continues the polyline when points are appended.
        var writer: PolylineVertexWriter
        /// How far from the origin the view may reach before the clipping box is too near.
        var clipReachX: Double
        var clipReachY: Double
        /// Whether the point after the covered window is already in the geometry.
        var wrotePointAfterWindow: Bool
    }

    /// The view the geometry is built for (shared with the other builders).
    fileprivate typealias View = GeometryView
}
