/// Level of detail for markers: when a view holds many more markers than it can show, keeps only
/// those that can still be seen, so the cost of drawing them follows the plot's pixels rather than
/// the point count.
///
/// Why it is exact enough: opaque markers of one size and shape drawn in data order cover one
/// another, the later on top. The visible points are binned on a grid of cells one device pixel
/// wide and high, and only the last point (in data order) of each cell is kept. Every dropped
/// marker lies under a later one whose centre is less than one device pixel away, so at most a
/// sliver under a pixel wide at its edge, in its anti-aliased rim, could have shown; every occupied
/// cell still gets a marker; and the kept points keep their exact positions and their data order,
/// so the overlaps between cells are drawn as before. Cells of one device pixel are the finest
/// grid that still bounds the count by the plot's pixels; half-pixel cells would shrink the
/// sliver further but keep up to four times the markers. Measured against drawing every marker
/// (`ScatterLevelOfDetailPixelTests`): a 200,000-point cloud differs on 0.17 % of its pixels by
/// more than 24 levels at scale 1, 0.03 % at scale 2. The worst case is a smooth curve of markers
/// far under a pixel apart at scale 1, where the 1-pixel rims are narrower than the cells: drawn
/// whole, the rims of the last markers sweep the band to the stroke colour, while decimated the
/// fill shows between rims (2 % of the pixels); at scale 2 the pictures match.
///
/// Policy:
/// - **When.** Only when the candidate points exceed `decimationThreshold` (50,000 by default):
///   on data sorted by x, the points whose markers can reach into the view (two binary
///   searches); on unsorted data, all of them. Otherwise `update` returns nil and the caller
///   draws every point as before. The caller also draws every point when the markers are
///   not opaque, since there overlaps darken and every marker counts. (A show or hide fade
///   makes decimated markers translucent for its duration; the few overlaps it then lightens
///   pass with it.)
/// - **Coverage.** The grid covers the view plus a margin of an eighth of the view (at least the
///   markers' reach) on every side, so a pan inside it changes only the transform. Grids over
///   `maximumCells` first give up the eighth, then use cells larger than a pixel.
/// - **Origin and unit.** Local coordinates are measured from the centre of the covered area,
///   in a power-of-two unit near the view's span on each axis, as `LineGeometryBuilder` does,
///   so the `Float` vertices lose nothing at any zoom and stay in range at any magnitude.
/// - **Reuse.** The geometry is rebuilt when the data object changes, when the view (widened by
///   the markers' reach) leaves the covered area, when the pixel size differs from the one built
///   for by more than a factor 0.8…2 on either axis (cells larger than 1.25 device pixels, or
///   more than four per pixel), or when the threshold changes.
/// - **Appends.** Points appended to the same `SeriesData` are appended to the geometry as they
///   are (the inside of the covered area only): drawn last, they are on top, so the picture stays
///   exact. Once more points were appended than the build kept (and than the threshold), the
///   update rebuilds instead.
/// - **Cost.** A rebuild is two passes over the candidate points (the first records each cell's
///   last index, the second emits the points that are their cell's last, in data order) with a
///   flat array of cells kept between rebuilds: no per-point allocation, no sorting, no hashing.
/// - **Bad values.** A point with a NaN or infinite coordinate is skipped. A NaN or infinite
///   range, plot rectangle or scale returns nil (the caller's line geometry handles it).
///
/// ```swift
/// let markers = MarkerGeometryBuilder()
/// if let transform = markers.update(data: data, xRange: xAxis.range, yRange: yAxis.range,
///                                   plotRect: plot, scale: 2, markerReach: 5) {
///     // Draw the markers from markers.geometry with transform.
/// }
/// ```
public final class MarkerGeometryBuilder {
    /// Candidate points above which markers are decimated, unless set otherwise.
    public static let defaultDecimationThreshold = 50_000
    /// The margin around the view the grid covers, in view spans on each side.
    public static let coverageMargin = 1.0 / 8
    /// Most cells a grid may have (64 MiB of indices).
    public static let maximumCells = 1 << 24

    /// Candidate points above which markers are decimated; changing it rebuilds.
    public var decimationThreshold = MarkerGeometryBuilder.defaultDecimationThreshold
    /// The decimated markers, when `update` last returned a transform; empty otherwise.
    public let geometry = SeriesGeometry(originX: 0, originY: 0)
    /// The grid the geometry was built on, nil while not decimating.
    public private(set) var cellGrid: CellGrid?
    /// Whether the last `update` replaced the geometry's contents.
    public private(set) var lastUpdateRebuilt = false
    /// Whether the last `update` appended new points to the geometry without replacing it.
    public private(set) var lastUpdateAppended = false

    private var built: BuildState?
    /// Per cell, the index (relative to the scan's first) of the last point in it; -1 for none.
    /// Kept between rebuilds so a rebuild allocates nothing.
    private var lastInCell: [Int32] = []

    public init() {}

    /// Brings `geometry` up to date for markers at the points of `data` shown in
    /// `xRange` × `yRange` on `plotRect` (logical points, `scale` device pixels per point), each
    /// reaching `markerReach` points from its centre, and returns the transform from its local
    /// coordinates to logical points (as `LineGeometryBuilder.update` does); nil when the points
    /// are too few to decimate or the view is not drawable, and then the geometry is emptied.
    @discardableResult
    public func update(data: SeriesData, xRange: AxisRange, yRange: AxisRange, plotRect: Rect,
                       scale: Double, markerReach: Double) -> DataTransform? {
        lastUpdateRebuilt = false
        lastUpdateAppended = false
        let reach = markerReach.isFinite ? max(markerReach, 0) : 0
        guard let view = View(xRange: xRange, yRange: yRange, plotRect: plotRect, scale: scale,
                              reachPoints: reach),
              wantsDecimation(data, view: view) else {
            discard()
            return nil
        }
        if var state = built, state.data === data, state.threshold == decimationThreshold,
           data.removedCount == state.removedCount, data.count >= state.dataCount, isStillGood(state, for: view),
           // A stream of appends would otherwise grow the geometry without bound.
           state.appended + (data.count - state.dataCount) <= max(state.keptAtBuild, decimationThreshold) {
            if data.count > state.dataCount {
                appendNewPoints(to: &state, from: data)
                built = state
            }
        } else {
            guard rebuild(data: data, view: view) else {
                discard()
                return nil
            }
        }
        return transform(for: view)
    }

    /// Empties the geometry and lets go of the cell buffer (markers drawn whole from now on).
    public func discard() {
        if geometry.count > 0 {
            geometry.replace(originX: 0, originY: 0, vertices: [])
            lastUpdateRebuilt = true
        }
        built = nil
        cellGrid = nil
        lastInCell = []
    }

    // MARK: - Decisions

    private func wantsDecimation(_ data: SeriesData, view: View) -> Bool {
        guard data.count > decimationThreshold else { return false }
        guard data.isSortedByX else { return true }
        let first = data.firstIndex(xAtLeast: view.xMin - view.reachX)
        let end = data.firstIndex(xAbove: view.xMax + view.reachX, from: first)
        return end - first > decimationThreshold
    }

    private func isStillGood(_ state: BuildState, for view: View) -> Bool {
        let grid = state.grid
        guard view.xMin - view.reachX >= grid.minX, view.xMax + view.reachX <= grid.maxX,
              view.yMin - view.reachY >= grid.minY, view.yMax + view.reachY <= grid.maxY else { return false }
        let ratioX = view.pixelSizeX / state.pixelSizeX
        let ratioY = view.pixelSizeY / state.pixelSizeY
        return ratioX >= 0.8 && ratioX <= 2 && ratioY >= 0.8 && ratioY <= 2
    }

    // MARK: - Building

    /// Decimates the candidate points of `data` on a fresh grid; false when no grid can be laid
    /// out at this magnitude.
    private func rebuild(data: SeriesData, view: View) -> Bool {
        guard let grid = CellGrid(view: view) else { return false }
        let candidates: Range<Int>
        if data.isSortedByX {
            let first = data.firstIndex(xAtLeast: grid.minX)
            candidates = first..<data.firstIndex(xAbove: grid.maxX, from: first)
        } else {
            candidates = 0..<data.count
        }
        // Indices are stored relative to the first candidate, as Int32.
        guard candidates.count < Int(Int32.max) else { return false }

        let cellCount = grid.columns * grid.rows
        if lastInCell.count == cellCount {
            lastInCell.withUnsafeMutableBufferPointer { $0.update(repeating: -1) }
        } else {
            lastInCell = [Int32](repeating: -1, count: cellCount)
        }
        let originX = grid.minX + (grid.maxX - grid.minX) / 2
        let originY = grid.minY + (grid.maxY - grid.minY) / 2
        let unitX = SeriesGeometry.unit(forSpan: view.xSpan)
        let unitY = SeriesGeometry.unit(forSpan: view.ySpan)
        var vertices: [Float] = []
        let frame = (originX: originX, originY: originY, unitX: unitX, unitY: unitY)
        data.y.withValues { y in
            if data.x.evenSpacing != nil {
                // Evenly sampled x is arithmetic: read through the column, never copied whole.
                vertices = decimate(x: data.x, y: y, candidates: candidates, grid: grid, frame: frame)
            } else {
                // In place, a chunked column's runs included.
                vertices = data.x.withValues { x in
                    decimate(x: x, y: y, candidates: candidates, grid: grid, frame: frame)
                }
            }
        }
        geometry.replace(originX: originX, originY: originY, unitX: unitX, unitY: unitY, vertices: vertices)
        built = BuildState(data: data, dataCount: data.count, removedCount: data.removedCount, threshold: decimationThreshold, grid: grid,
                           pixelSizeX: view.pixelSizeX, pixelSizeY: view.pixelSizeY,
                           keptAtBuild: vertices.count / 2, appended: 0)
        cellGrid = grid
        lastUpdateRebuilt = true
        return true
    }

    /// The last point of each cell among `candidates`, in data order, as local vertices.
    private func decimate<XColumn: RandomAccessCollection>(
        x: XColumn, y: ColumnValues, candidates: Range<Int>, grid: CellGrid,
        frame: (originX: Double, originY: Double, unitX: Double, unitY: Double)
    ) -> [Float] where XColumn.Element == Double, XColumn.Index == Int {
        var vertices: [Float] = []
        lastInCell.withUnsafeMutableBufferPointer { cells in
            let base = candidates.lowerBound
            var kept = 0
            for index in candidates {
                guard let cell = grid.cell(x: x[index], y: y[index]) else { continue }
                if cells[cell] < 0 { kept += 1 }
                cells[cell] = Int32(truncatingIfNeeded: index - base)
            }
            vertices.reserveCapacity(2 * kept)
            for index in candidates {
                guard let cell = grid.cell(x: x[index], y: y[index]),
                      Int(cells[cell]) == index - base else { continue }
                vertices.append(SeriesGeometry.local(x[index], origin: frame.originX, unit: frame.unitX))
                vertices.append(SeriesGeometry.local(y[index], origin: frame.originY, unit: frame.unitY))
            }
        }
        return vertices
    }

    /// Appends the new points inside the covered area as they are.
    private func appendNewPoints(to state: inout BuildState, from data: SeriesData) {
        let newPoints = state.dataCount..<data.count
        state.dataCount = data.count
        let x = data.x, y = data.y
        var added = 0
        for index in newPoints where state.grid.cell(x: x[index], y: y[index]) != nil {
            geometry.append(x: x[index], y: y[index])
            added += 1
        }
        state.appended += newPoints.count
        if added > 0 { lastUpdateAppended = true }
    }

    private func transform(for view: View) -> DataTransform {
        geometry.transform(xMin: view.xMin, xSpan: view.xSpan, yMin: view.yMin, ySpan: view.ySpan,
                           plotRect: view.plotRect)
    }
}

extension MarkerGeometryBuilder {
    /// The cells points are binned on: `columns` × `rows` cells of `cellWidth` × `cellHeight`
    /// data units tiling `minX..<maxX` × `minY..<maxY` (the far edges included in the last cell).
    public struct CellGrid: Equatable, Sendable {
        public let minX: Double, minY: Double
        public let cellWidth: Double, cellHeight: Double
        public let columns: Int, rows: Int
        public let maxX: Double, maxY: Double
        /// Reciprocals of the cell size: the binning loop multiplies rather than divides.
        private let columnsPerUnit: Double, rowsPerUnit: Double

        /// The cell of point (x, y), numbered row by row; nil outside the grid or for a NaN or
        /// infinite coordinate.
        @inline(__always)
        public func cell(x: Double, y: Double) -> Int? {
            // Written so that NaN fails too.
            guard x >= minX && x <= maxX && y >= minY && y <= maxY else { return nil }
            // In range by the guard, up to rounding at the far edges.
            let column = min(Int((x - minX) * columnsPerUnit), columns - 1)
            let row = min(Int((y - minY) * rowsPerUnit), rows - 1)
            return row * columns + column
        }

        /// The grid for `view`: cells one device pixel in size, aligned with the view's edges,
        /// with a margin of whole cells; nil when it cannot be laid out exactly at this
        /// magnitude (cell edges that round together).
        fileprivate init?(view: View) {
            let limit = Double(MarkerGeometryBuilder.maximumCells)
            let reachX = min(view.reachX / view.pixelSizeX, MarkerGeometryBuilder.maxMarginPixels).rounded(.up)
            let reachY = min(view.reachY / view.pixelSizeY, MarkerGeometryBuilder.maxMarginPixels).rounded(.up)
            // Margins and plot in device pixels; then in cells of `cellPixels` device pixels.
            var marginX = max((view.pixelWidth * MarkerGeometryBuilder.coverageMargin).rounded(.up), reachX)
            var marginY = max((view.pixelHeight * MarkerGeometryBuilder.coverageMargin).rounded(.up), reachY)
            var cellPixels = 1.0
            func count(_ pixels: Double, _ margin: Double) -> Double {
                (pixels / cellPixels).rounded(.up) + 2 * (margin / cellPixels).rounded(.up)
            }
            if count(view.pixelWidth, marginX) * count(view.pixelHeight, marginY) > limit {
                marginX = reachX
                marginY = reachY
                let needed = count(view.pixelWidth, marginX) * count(view.pixelHeight, marginY)
                if needed > limit { cellPixels = (needed / limit).squareRoot().rounded(.up) }
            }
            let columnCount = count(view.pixelWidth, marginX)
            let rowCount = count(view.pixelHeight, marginY)
            cellWidth = view.pixelSizeX * cellPixels
            cellHeight = view.pixelSizeY * cellPixels
            minX = view.xMin - (marginX / cellPixels).rounded(.up) * cellWidth
            minY = view.yMin - (marginY / cellPixels).rounded(.up) * cellHeight
            guard columnCount * rowCount <= limit, cellWidth > 0, cellHeight > 0,
                  minX.isFinite, minY.isFinite else { return nil }
            columns = Int(columnCount)
            rows = Int(rowCount)
            maxX = minX + columnCount * cellWidth
            maxY = minY + rowCount * cellHeight
            columnsPerUnit = 1 / cellWidth
            rowsPerUnit = 1 / cellHeight
            // Neighbouring cell edges must stay distinct numbers for the binning to mean anything.
            guard maxX.isFinite, maxY.isFinite, columnsPerUnit.isFinite, rowsPerUnit.isFinite,
                  maxX - cellWidth < maxX, minX + cellWidth > minX,
                  maxY - cellHeight < maxY, minY + cellHeight > minY else { return nil }
        }
    }

    /// Widest margin the markers' reach may ask for, in device pixels.
    fileprivate static let maxMarginPixels = 4096.0

    /// What the current geometry was built from, to judge whether it is still good.
    fileprivate struct BuildState {
        weak var data: SeriesData?
        /// Points of `data` already taken into account.
        var dataCount: Int
        /// `data.removedCount` at the build: a removal from the start rebuilds.
        var removedCount = 0
        var threshold: Int
        var grid: CellGrid
        /// One device pixel in data units when built.
        var pixelSizeX: Double
        var pixelSizeY: Double
        var keptAtBuild: Int
        /// Points appended to `data` since the build (inside the grid or not).
        var appended: Int
    }

    /// The view the markers are built for, with how far a marker reaches from its centre in
    /// data units (it decides which points just outside the view still show); everything else
    /// is the shared `GeometryView`'s.
    @dynamicMemberLookup
    fileprivate struct View {
        let base: GeometryView
        let reachX: Double
        let reachY: Double

        subscript<T>(dynamicMember keyPath: KeyPath<GeometryView, T>) -> T { base[keyPath: keyPath] }

        init?(xRange: AxisRange, yRange: AxisRange, plotRect: Rect, scale: Double, reachPoints: Double) {
            guard let base = GeometryView(xRange: xRange, yRange: yRange, plotRect: plotRect, scale: scale) else { return nil }
            self.base = base
            reachX = reachPoints * scale * base.pixelSizeX
            reachY = reachPoints * scale * base.pixelSizeY
        }
    }
}
