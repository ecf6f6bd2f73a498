import Foundation

/// Counts the points of a cloud per device pixel and colours the counts through a `ColorMap`:
/// scatter density mode (the way datashader shades billions of points).
///
/// The grid covers the plot area and a quarter of its size again on every side, one cell per
/// device pixel, in data space: a pan that stays inside it only moves the image (`DensityImageCommand`'s
/// rectangle), so the counts are made once per zoom level and data change, not per frame. The
/// colours use the largest count over the whole grid, so they do not change as the view pans.
/// Both axes must map data to pixels affinely (linear axes); the caller draws markers otherwise.
final class DensityGridBuilder {
    /// The image the scene draws; replaced in place, so its identity lasts.
    let image = DensityImage(width: 0, height: 0, pixels: [])
    /// The largest count in one cell of the current grid (0 when empty).
    private(set) var maximumCount = 0
    /// How many counting passes ran: a pan inside the covered region adds none.
    private(set) var buildCount = 0

    private var state: State?
    /// The largest side of the grid in cells: 8192 fits every GL 3.3 driver's texture limit
    /// in practice. A plot wider than that in device pixels draws markers instead.
    static let maximumSide = 8192

    private struct State {
        var data: ObjectIdentifier
        var version: Int
        var colorMap: ColorMap
        var scale: Double
        /// Device pixels per data unit on each axis, signed (y usually grows upward in data).
        var pixelsPerUnit: (x: Double, y: Double)
        /// The data values at the grid's top-left corner.
        var origin: (x: Double, y: Double)
        var cells: (width: Int, height: Int)
        /// The covered region in data values.
        var xRange: ClosedRange<Double>
        var yRange: ClosedRange<Double>
    }

    /// The command drawing the density of (`x`, `y`) in `plotArea` under the axes' current
    /// mapping, counting again only when needed; nil when an axis is not affine or the plot has
    /// no pixels. `pixel` maps a data point to points (the series frame's mapping).
    func command(data: SeriesData, x xAxis: PlacedAxis, y yAxis: PlacedAxis, plotArea: Rect, scale: Double,
                 colorMap: ColorMap) -> DensityImageCommand? {
        guard scale.isFinite, scale > 0, plotArea.width > 0, plotArea.height > 0,
              let kx = Self.pixelsPerUnit(xAxis, from: plotArea.minX, to: plotArea.maxX, scale: scale),
              let ky = Self.pixelsPerUnit(yAxis, from: plotArea.minY, to: plotArea.maxY, scale: scale)
        else { return nil }
        let viewX = Self.range(xAxis.dataValue(forPixelValue: plotArea.minX), xAxis.dataValue(forPixelValue: plotArea.maxX))
        let viewY = Self.range(yAxis.dataValue(forPixelValue: plotArea.minY), yAxis.dataValue(forPixelValue: plotArea.maxY))
        if let s = state, s.data == ObjectIdentifier(data), s.version == data.version, s.colorMap == colorMap,
           s.scale == scale, Self.same(s.pixelsPerUnit.x, kx), Self.same(s.pixelsPerUnit.y, ky),
           s.xRange.contains(viewX.lowerBound), s.xRange.contains(viewX.upperBound),
           s.yRange.contains(viewY.lowerBound), s.yRange.contains(viewY.upperBound) {
            absorbExactCounts(of: data)
            return placed(s, x: xAxis, y: yAxis)
        }
        // A new grid: the plot's device pixels plus a quarter of them on every side (a pan of a
        // quarter view either way reuses it), no side over `maximumSide` (textures have a limit).
        let plotWidth = Int((plotArea.width * scale).rounded()), plotHeight = Int((plotArea.height * scale).rounded())
        guard plotWidth > 0, plotHeight > 0, plotWidth <= Self.maximumSide, plotHeight <= Self.maximumSide else { return nil }
        let margin = (x: min(plotWidth / 4, (Self.maximumSide - plotWidth) / 2),
                      y: min(plotHeight / 4, (Self.maximumSide - plotHeight) / 2))
        let cells = (width: plotWidth + 2 * margin.x, height: plotHeight + 2 * margin.y)
        let left = (plotArea.minX * scale).rounded() - Double(margin.x)
        let top = (plotArea.minY * scale).rounded() - Double(margin.y)
        let origin = (x: xAxis.dataValue(forPixelValue: left / scale), y: yAxis.dataValue(forPixelValue: top / scale))
        let far = (x: origin.x + Double(cells.width) / kx, y: origin.y + Double(cells.height) / ky)
        let s = State(data: ObjectIdentifier(data), version: data.version, colorMap: colorMap, scale: scale,
                      pixelsPerUnit: (kx, ky), origin: origin, cells: cells,
                      xRange: Self.range(origin.x, far.x), yRange: Self.range(origin.y, far.y))
        count(data, into: s)
        state = s
        return placed(s, x: xAxis, y: yAxis)
    }

    /// The counts per cell of the current grid (row 0 at the top), for tests; empty when the
    /// grid was counted on a device (`DensityImage.deviceCounter`).
    private(set) var counts: [UInt32] = []
    /// How many counting passes a device made (the rest of `buildCount` ran on the CPU).
    private(set) var deviceCountCount = 0
    /// How many counting passes were answered from the `DensityPyramid` (coarse pictures).
    private(set) var coarseCountCount = 0
    /// How many counting passes read only the points in view through the pyramid's index.
    private(set) var indexCountCount = 0
    /// How many first pictures were drawn from a sample (`samplePoints` of a large cloud).
    private(set) var sampleCountCount = 0
    /// The points a large cloud's first picture is drawn from while its exact counts are made.
    static let samplePoints = 1 << 18
    /// Whether the picture shows the exact counts (false while a coarse one stands in).
    private(set) var isExact = true
    /// Clouds below this many points are counted directly: no pyramid is built for them (a
    /// test lowers it).
    var pyramidPointFloor = 1 << 22

    /// Column copies a background count reads (arrays are values; mapped memory is kept alive
    /// by its owner), so the series may change meanwhile.
    private struct Columns: @unchecked Sendable {
        var x: SeriesColumn
        var y: SeriesColumn
    }
    /// The pyramid of a data version, built (or being built) on other threads.
    private var pyramid: (data: ObjectIdentifier, version: Int, work: DensityBackgroundWork<DensityPyramid>)?
    /// The exact counts of the grid a coarse picture shows: what makes them, and the work on
    /// other threads once started.
    private struct PendingCounts {
        var grid: DensityGrid
        var data: ObjectIdentifier
        var version: Int
        var make: @Sendable (_ shouldStop: @escaping () -> Bool) -> [UInt32]?
        var work: DensityBackgroundWork<[UInt32]>?
        /// The cloud of a coarse zoom picture: once the gesture stops, a device that counts it
        /// (`deviceCounter`) makes its exact counts in one pass before the cores are asked.
        weak var settlesOnDevice: SeriesData?
    }
    private var exactCounts: PendingCounts?

    /// Starts making the exact counts of the coarse picture shown. A zoom's are started by the
    /// first frame that counts nothing again (the gesture stopped), so that the frames of a
    /// gesture do not share the cores with counts they would cancel.
    private func startExactCounts() {
        // The counts the picture waits for first, then the pyramid (as a first count started them).
        if var pending = exactCounts, pending.work == nil {
            pending.work = DensityBackgroundWork(pending.make)
            exactCounts = pending
        }
        if let start = pendingPyramidStart {
            pendingPyramidStart = nil
            start()
        }
    }
    /// A large cloud's pyramid, started with its exact counts by the frame after its first
    /// picture (so the first frame's drawing has the cores to itself).
    private var pendingPyramidStart: (() -> Void)?
    /// The data version last counted: a pyramid is started for a cloud counted for the first
    /// time or counted again unchanged (a zoom), not for every version of a streamed cloud.
    private var lastCounted: (data: ObjectIdentifier, version: Int)?

    /// Whether exact counts are still being made for the coarse picture shown: frames should
    /// keep coming until `command` takes them in.
    var isRefining: Bool { exactCounts != nil }

    /// Waits for the exact counts of the coarse picture (headless rendering, tests); the next
    /// `command` shows them.
    func waitForExactCounts() {
        if settleOnDevice() { return }
        startExactCounts()
        _ = exactCounts?.work?.wait()
    }

    /// The pyramid of the cloud last counted once built: its bytes, build seconds and threads.
    var pyramidBuild: (bytes: Int, seconds: Double, threads: Int)? {
        pyramid?.work.result.map { ($0.byteCount, $0.buildSeconds, $0.buildThreads) }
    }

    /// Whether a pyramid is built or being built for the cloud last counted (tests).
    var holdsPyramid: Bool { pyramid != nil }

    /// Waits for the pyramid being built, if any (tests, benchmarks).
    func waitForPyramid() {
        _ = pyramid?.work.wait()
    }

    /// The pyramid of `data`'s current version once built.
    private func readyPyramid(for data: SeriesData) -> DensityPyramid? {
        guard let p = pyramid, p.data == ObjectIdentifier(data), p.version == data.version else { return nil }
        return p.work.result
    }

    /// Starts building the pyramid of a large cloud on other threads, its bins sized to the
    /// view's device pixels (`DensityPyramid.sides`).
    private func startPyramid(for data: SeriesData, pixelsPerUnit: (x: Double, y: Double)) {
        guard data.count >= pyramidPointFloor else { return }
        let id = ObjectIdentifier(data)
        if let p = pyramid, p.data == id, p.version == data.version { return }
        let first = lastCounted?.data != id
        let unchanged = lastCounted.map { $0.data == id && $0.version == data.version } ?? false
        guard first || unchanged else {
            // A streamed cloud: the pyramid of an old version is of no use.
            pyramid?.work.cancel()
            pyramid = nil
            return
        }
        pyramid?.work.cancel()
        let columns = Columns(x: data.x, y: data.y)
        pyramid = (id, data.version, DensityBackgroundWork { shouldStop in
            DensityPyramid.build(x: columns.x, y: columns.y, cores: ProcessorAffinity.coreCount,
                                 pixelsPerUnit: pixelsPerUnit, shouldStop: shouldStop)
        })
    }

    /// Shows the exact counts of the current grid once made.
    private func absorbExactCounts(of data: SeriesData) {
        guard let pending = exactCounts else { return }
        guard let work = pending.work else {
            if !settleOnDevice() { startExactCounts() }
            return
        }
        guard work.isFinished else { return }
        exactCounts = nil
        guard pending.data == ObjectIdentifier(data), pending.version == data.version, let s = state,
              let counted = work.result else { return }
        show(counted, in: pending.grid, colorMap: s.colorMap)
        isExact = true
    }

    private func count(_ data: SeriesData, into s: State) {
        buildCount += 1
        let grid = DensityGrid(originX: s.origin.x, originY: s.origin.y, unitsX: s.pixelsPerUnit.x,
                               unitsY: s.pixelsPerUnit.y, width: s.cells.width, height: s.cells.height)
        let colorMap = s.colorMap
        // The exact counts of an earlier view are no longer wanted.
        exactCounts?.work?.cancel()
        exactCounts = nil
        defer { lastCounted = (ObjectIdentifier(data), data.version) }
        // Bins before any device: a GPU that counts every point still pays for every point each
        // frame of a gesture (10^8 points: most of a zoom frame on an H200), the bins what the
        // pixels cost. The device makes the exact counts once, when the gesture stops.
        if let pyramid = readyPyramid(for: data), showCoarseCounts(of: data, from: pyramid, in: grid, colorMap: colorMap) {
            return
        }
        if countOnDevice(data, in: grid, colorMap: colorMap) { return }
        if lastCounted?.data != ObjectIdentifier(data), data.count >= pyramidPointFloor, data.count >= 4 * Self.samplePoints {
            // A large cloud's first picture: a sample now, the exact counts (and the pyramid)
            // on other threads; the first frame costs the sample, not the cloud.
            let columns = Columns(x: data.x, y: data.y)
            show(grid.sampledCounts(x: columns.x, y: columns.y, every: data.count / Self.samplePoints), in: grid, colorMap: colorMap)
            isExact = false
            sampleCountCount += 1
            exactCounts = PendingCounts(grid: grid, data: ObjectIdentifier(data), version: data.version, make: { shouldStop in
                grid.counts(x: columns.x, y: columns.y, cores: ProcessorAffinity.coreCount, shouldStop: shouldStop)
            })
            // The exact counts and the pyramid start with the next frame (`absorbExactCounts`)
            // or a wait for them, not beside this frame's drawing.
            let pixelsPerUnit = s.pixelsPerUnit
            pendingPyramidStart = { [weak self, weak data] in
                guard let self, let data else { return }
                self.startPyramid(for: data, pixelsPerUnit: pixelsPerUnit)
            }
            return
        }
        if let pyramid = readyPyramid(for: data) {
            let columns = Columns(x: data.x, y: data.y)
            if let near = pyramid.pointsNear(grid), near < data.count / 2,
               let exact = pyramid.exactCounts(in: grid, x: columns.x, y: columns.y) {
                // A deep zoom, or a view of few points: only the points of the bins in view are read.
                show(exact, in: grid, colorMap: colorMap)
                isExact = true
                indexCountCount += 1
                return
            }
        }
        show(grid.counts(of: data), in: grid, colorMap: colorMap)
        isExact = true
        startPyramid(for: data, pixelsPerUnit: s.pixelsPerUnit)
    }

    /// Shows the pyramid's bins for `grid` when the points an exact count would read outnumber
    /// the bins (at most four a cell: a 10^7-point cloud over 3·10^6 cells is not counted point
    /// by point), and sets the exact counts to follow once the gesture stops: from a device that
    /// counts the cloud, else on other threads (from the index when it reads fewer than half the
    /// points). False when the bins do not answer.
    private func showCoarseCounts(of data: SeriesData, from pyramid: DensityPyramid, in grid: DensityGrid,
                                  colorMap: ColorMap) -> Bool {
        let near = pyramid.pointsNear(grid)
        // The points an exact count reads: those of the bins in view through the index, else all.
        guard (near ?? data.count) > (pyramid.coarseBinCount(in: grid) ?? .max),
              let coarse = pyramid.coarseCounts(in: grid) else { return false }
        show(coarse, in: grid, colorMap: colorMap)
        isExact = false
        coarseCountCount += 1
        let columns = Columns(x: data.x, y: data.y)
        let useIndex = near.map { $0 <= data.count / 2 } ?? false
        exactCounts = PendingCounts(grid: grid, data: ObjectIdentifier(data), version: data.version, make: { shouldStop in
            if useIndex { return pyramid.exactCounts(in: grid, x: columns.x, y: columns.y, shouldStop: shouldStop) }
            return grid.counts(x: columns.x, y: columns.y, cores: ProcessorAffinity.coreCount, shouldStop: shouldStop)
        }, settlesOnDevice: data)
        return true
    }

    /// Counts `data` into `grid` on the image's device counter, if it takes the cloud; false
    /// (the image untouched) otherwise.
    private func countOnDevice(_ data: SeriesData, in grid: DensityGrid, colorMap: ColorMap) -> Bool {
        guard let counter = image.deviceCounter else { return false }
        let before = (width: image.width, height: image.height, pixels: image.isCountedElsewhere ? nil : image.pixels)
        // The CPU picture is made only if something here reads the pixels (an SVG export).
        image.replaceCountedElsewhere(width: grid.width, height: grid.height) {
            let counts = grid.counts(of: data)
            return DensityColorScale(maximum: counts.max() ?? 0, map: colorMap).pixels(for: counts)
        }
        guard let maximum = counter.countDensity(of: data, in: grid, colorMap: colorMap, showingIn: image) else {
            // Refused: the picture shown stays (a CPU count replaces it when one follows).
            if let pixels = before.pixels { image.replace(width: before.width, height: before.height, pixels: pixels) }
            return false
        }
        deviceCountCount += 1
        maximumCount = Int(maximum)
        counts = []
        isExact = true
        return true
    }

    /// Makes the exact counts of a coarse zoom picture on the device in one pass, when it takes
    /// the cloud; false (nothing changed) otherwise.
    private func settleOnDevice() -> Bool {
        guard let pending = exactCounts, pending.work == nil, let data = pending.settlesOnDevice,
              ObjectIdentifier(data) == pending.data, data.version == pending.version, let s = state,
              countOnDevice(data, in: pending.grid, colorMap: s.colorMap) else { return false }
        exactCounts = nil
        return true
    }

    private func show(_ counted: [UInt32], in grid: DensityGrid, colorMap: ColorMap) {
        let maximum = counted.max() ?? 0
        maximumCount = Int(maximum)
        counts = counted
        image.replace(width: grid.width, height: grid.height,
                      pixels: DensityColorScale(maximum: maximum, map: colorMap).pixels(for: counted))
    }

    /// Counts to colours (`DensityColorScale`), for tests.
    static func colored(_ grid: [UInt32], maximum: UInt32, map: ColorMap) -> [UInt8] {
        DensityColorScale(maximum: maximum, map: map).pixels(for: grid)
    }

    /// The grid's rectangle in points under the axes' current mapping.
    private func placed(_ s: State, x xAxis: PlacedAxis, y yAxis: PlacedAxis) -> DensityImageCommand {
        let left = xAxis.pixelValue(forDataValue: s.origin.x), top = yAxis.pixelValue(forDataValue: s.origin.y)
        return DensityImageCommand(image: image, rect: Rect(x: left, y: top, width: Double(s.cells.width) / s.scale,
                                                            height: Double(s.cells.height) / s.scale))
    }

    /// Device pixels per data unit when `axis` maps data to pixels affinely over the span (the
    /// same step at both ends), signed; nil otherwise.
    private static func pixelsPerUnit(_ axis: PlacedAxis, from a: Double, to b: Double, scale: Double) -> Double? {
        let first = axis.dataValue(forPixelValue: a + 1) - axis.dataValue(forPixelValue: a)
        let last = axis.dataValue(forPixelValue: b) - axis.dataValue(forPixelValue: b - 1)
        guard first.isFinite, last.isFinite, first != 0, same(first, last) else { return nil }
        return scale / first
    }

    private static func same(_ a: Double, _ b: Double) -> Bool {
        abs(a - b) <= 1e-9 * max(abs(a), abs(b))
    }

    private static func range(_ a: Double, _ b: Double) -> ClosedRange<Double> {
        a.isNaN || b.isNaN ? 0...0 : min(a, b)...max(a, b)
    }
}
