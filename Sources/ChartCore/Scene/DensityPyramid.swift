import Foundation

/// A cloud's points counted into 2-D bins over its extent at power-of-two resolutions, built once
/// per data version so that a zoom of a scatter's density costs what its pixels cost, not what
/// its points cost.
///
/// The finest bins are `columns` across x and `rows` up y, each a power of two chosen from the
/// pixels the whole extent spans in the view the cloud was first drawn in (`sides`): up to two
/// bins a pixel on each axis, so that a view of up to half the data units a pixel (a zoom)
/// still finds bins finer than its pixels. Every coarser resolution is
/// kept on each axis separately (`level(kx, ky)`: `columns >> kx` × `rows >> ky` bins), so a
/// zoom along x alone reads bins just finer than the pixels on both axes.
///
/// `coarseCounts(in:)` answers a `DensityGrid` whose cells are at least as wide and as tall as
/// the finest bins from the coarsest level whose bins are no wider and no taller than a cell:
/// each bin's count is split between the (at most 2 × 2) cells it overlaps in proportion to the
/// overlapped area. A bin that lies inside one cell gives exactly its count; otherwise each point
/// is placed somewhere in its own bin, so it is counted at most one bin (less than one cell) from
/// its true cell, and a cell's count is the area-weighted sum rounded to the nearest whole number
/// (at least 1 where any point's share falls). The bins read are at most four a cell in view:
/// the work follows the pixels. That picture stands in while a scatter's exact counts are made
/// (`DensityGridBuilder`); a grid finer than the finest bins (a deep zoom) gets nil.
///
/// Its index (`order`, `binStart`) lists the points bin by bin, so `exactCounts(in:x:y:)`
/// counts a view with the `DensityGrid` rule from the points of the bins in view alone: a deep
/// zoom, or any view holding few points, costs what it shows.
///
/// Memory: 4 bytes a bin for the levels (about 4 × `columns` · `rows` bins: every pair of
/// resolutions) and the run starts (`columns` · `rows` + 1), with `columns` · `rows` at most half
/// the points and 2^24 at most, plus 4 bytes a point for the index: under 14 bytes a point at the
/// smallest cloud given a pyramid (2^22 points), under 8 at 10^8.
struct DensityPyramid: Sendable {
    /// The data value at the low edge of bin 0 on each axis, and the width and height of one finest bin.
    let minX: Double, minY: Double
    let binWidth: Double, binHeight: Double
    /// Finest bins across x and up y (powers of two).
    let columns: Int, rows: Int
    /// Resolutions kept on each axis: `columns` >> k for k in 0..<`columnLevels`, the same for rows.
    let columnLevels: Int, rowLevels: Int
    /// `levels[kx * rowLevels + ky]`: (`columns` >> kx) × (`rows` >> ky) counts, row 0 at the
    /// lowest y, column 0 at the lowest x (`level(kx, ky)`).
    let levels: [[UInt32]]
    /// The finite points counted.
    let pointCount: Int
    /// The points' indices sorted by finest bin (row by row), and where each bin's run starts
    /// (`columns` · `rows` + 1 entries): a deep zoom reads only the points of the bins in view.
    /// Empty above 2^32 points.
    let order: [UInt32]
    let binStart: [UInt32]
    /// Seconds the build took, and on how many threads.
    var buildSeconds = 0.0
    var buildThreads = 1

    /// The largest finest side on either axis (a density grid has at most 8192 cells a side).
    static let maximumSide = 8192
    /// The most finest bins: 2^24 (64 MiB a level of that size).
    static let maximumBins = 1 << 24
    /// Finest bins a pixel of the first view aimed at on each axis.
    static let binsPerPixel = 2.0

    /// The counts at `columns >> kx` × `rows >> ky` bins.
    func level(_ kx: Int, _ ky: Int) -> [UInt32] { levels[kx * rowLevels + ky] }

    /// The finest bins on each axis for `count` points spread over `spanX` × `spanY` data units
    /// that a view shows at `pixelsPerUnit` device pixels a unit. Each axis aims at two bins a
    /// pixel of that view (the next power of two), so a zoom of up to 2× still finds bins finer
    /// than its pixels; while the bins stay at most half the points (and `maximumBins`), the axis
    /// furthest from its aim is doubled first (on a tie the one with more pixels: its bins are
    /// the dearer to read). Without a usable view: square, at most a bin per 4 points and 4096 a side.
    static func sides(count: Int, spanX: Double, spanY: Double, pixelsPerUnit: (x: Double, y: Double)?) -> (columns: Int, rows: Int) {
        guard let units = pixelsPerUnit, units.x.isFinite, units.y.isFinite, units.x != 0, units.y != 0,
              spanX.isFinite, spanY.isFinite else {
            var side = 1
            while side < 4096 && (2 * side) * (2 * side) <= count / 4 { side *= 2 }
            return (side, side)
        }
        let budget = min(maximumBins, max(1, count / 2))
        let pixelsX = max(1, spanX * abs(units.x)), pixelsY = max(1, spanY * abs(units.y))
        func aim(_ pixels: Double) -> Int {
            var side = 1
            while side < maximumSide && Double(side) < binsPerPixel * pixels { side *= 2 }
            return side
        }
        let aimX = aim(pixelsX), aimY = aim(pixelsY)
        var columns = 1, rows = 1
        while 2 * columns * rows <= budget {
            let widen = columns < aimX, raise = rows < aimY
            let shortX = Double(columns) / Double(aimX), shortY = Double(rows) / Double(aimY)
            if widen && (!raise || shortX < shortY || (shortX == shortY && pixelsX >= pixelsY)) {
                columns *= 2
            } else if raise {
                rows *= 2
            } else {
                break
            }
        }
        return (columns, rows)
    }

    /// Every pair of resolutions from the finest counts: rows halved first (kx = 0), then each
    /// of those halved across (kx > 0), `levels[kx * rowLevels + ky]`.
    static func levels(from finest: [UInt32], columns: Int, rows: Int) -> (levels: [[UInt32]], columnLevels: Int, rowLevels: Int) {
        let columnLevels = columns.trailingZeroBitCount + 1, rowLevels = rows.trailingZeroBitCount + 1
        var levels = [[UInt32]](repeating: [], count: columnLevels * rowLevels)
        levels[0] = finest
        for ky in 1..<rowLevels {
            let below = levels[ky - 1], width = columns, height = rows >> ky
            var level = [UInt32](repeating: 0, count: width * height)
            for row in 0..<height {
                let a = 2 * row * width, b = a + width
                for column in 0..<width { level[row * width + column] = below[a + column] &+ below[b + column] }
            }
            levels[ky] = level
        }
        for kx in 1..<columnLevels {
            for ky in 0..<rowLevels {
                let finer = levels[(kx - 1) * rowLevels + ky], width = columns >> kx, height = rows >> ky
                var level = [UInt32](repeating: 0, count: width * height)
                for row in 0..<height {
                    let a = row * 2 * width
                    for column in 0..<width { level[row * width + column] = finer[a + 2 * column] &+ finer[a + 2 * column + 1] }
                }
                levels[kx * rowLevels + ky] = level
            }
        }
        return (levels, columnLevels, rowLevels)
    }

    /// The bytes the counts hold.
    var byteCount: Int { levels.reduce(0) { $0 + $1.count * 4 } + order.count * 4 + binStart.count * 4 }

    /// What of the index a grid needs.
    private enum Overlap {
        /// The index cannot answer (none kept, or bins too narrow for rounding to place points).
        case unavailable
        /// No bin can hold a point inside the grid.
        case nothing
        /// The finest bins that can (two bins of margin for rounding).
        case bins(columns: ClosedRange<Int>, rows: ClosedRange<Int>)
    }

    private func overlap(_ grid: DensityGrid) -> Overlap {
        guard !binStart.isEmpty, grid.width > 0, grid.height > 0, grid.unitsX.isFinite, grid.unitsY.isFinite,
              grid.unitsX != 0, grid.unitsY != 0 else { return .unavailable }
        enum Axis { case unavailable, nothing, bins(ClosedRange<Int>) }
        func range(low: Double, width: Double, bins: Int, origin: Double, units: Double, cells: Int) -> Axis {
            let a = origin, b = origin + Double(cells) / units
            let lo = min(a, b), hi = max(a, b)
            guard lo.isFinite, hi.isFinite else { return .unavailable }
            if width == 0 { return low >= lo - abs(lo) * 1e-12 && low <= hi + abs(hi) * 1e-12 ? .bins(0...0) : .nothing }
            // Bins narrower than a millionth of a millionth of their values: rounding decides.
            guard width >= 1e-12 * max(abs(low), abs(low + width * Double(bins))) else { return .unavailable }
            let first = ((lo - low) / width).rounded(.down) - 2, last = ((hi - low) / width).rounded(.down) + 2
            guard last >= 0, first <= Double(bins - 1) else { return .nothing }
            return .bins(Int(max(0, first))...Int(min(Double(bins - 1), last)))
        }
        let columns = range(low: minX, width: binWidth, bins: self.columns, origin: grid.originX, units: grid.unitsX, cells: grid.width)
        let rows = range(low: minY, width: binHeight, bins: self.rows, origin: grid.originY, units: grid.unitsY, cells: grid.height)
        switch (columns, rows) {
        case (.unavailable, _), (_, .unavailable): return .unavailable
        case (.bins(let c), .bins(let r)): return .bins(columns: c, rows: r)
        default: return .nothing
        }
    }

    /// How many points the index would read to count `grid` exactly (those of the bins
    /// overlapping it); nil when it cannot.
    func pointsNear(_ grid: DensityGrid) -> Int? {
        switch overlap(grid) {
        case .unavailable: return nil
        case .nothing: return 0
        case .bins(let columns, let rows):
            var total = 0
            for row in rows {
                total += Int(binStart[row * self.columns + columns.upperBound + 1]) - Int(binStart[row * self.columns + columns.lowerBound])
            }
            return total
        }
    }

    /// `grid.counts(of:)` of the points (`x`, `y`) this pyramid was built from, reading only the
    /// points of the bins overlapping the grid, each counted by the grid's own rule: the same
    /// counts. Nil when the index cannot answer or `shouldStop` answers true.
    func exactCounts(in grid: DensityGrid, x: SeriesColumn, y: SeriesColumn, shouldStop: (() -> Bool)? = nil) -> [UInt32]? {
        var counts = [UInt32](repeating: 0, count: grid.width * grid.height)
        let columns: ClosedRange<Int>, rows: ClosedRange<Int>
        switch overlap(grid) {
        case .unavailable: return nil
        case .nothing: return counts
        case .bins(let c, let r): (columns, rows) = (c, r)
        }
        let kx = grid.unitsX, ky = grid.unitsY, ox = grid.originX, oy = grid.originY, width = grid.width, side = self.columns
        let w = Double(grid.width), h = Double(grid.height)
        var stopped = false
        counts.withUnsafeMutableBufferPointer { counts in
            order.withUnsafeBufferPointer { order in
                y.withUnsafeBufferPointer { ys in
                    func tally<XColumn: RandomAccessCollection>(_ xs: XColumn) where XColumn.Element == Double, XColumn.Index == Int {
                        for row in rows {
                            if let shouldStop, shouldStop() { stopped = true; return }
                            let start = Int(binStart[row * side + columns.lowerBound])
                            let end = Int(binStart[row * side + columns.upperBound + 1])
                            for k in start..<end {
                                let i = Int(order[k])
                                let cx = (xs[i] - ox) * kx, cy = (ys[i] - oy) * ky
                                guard cx >= 0, cx < w, cy >= 0, cy < h else { continue }
                                counts[Int(cy) * width + Int(cx)] &+= 1
                            }
                        }
                    }
                    if x.evenSpacing != nil { tally(x) } else { x.withUnsafeBufferPointer { tally($0) } }
                }
            }
        }
        return stopped ? nil : counts
    }

    /// The counts of `grid`'s cells from the bins (see the type's comment for the error), or nil
    /// when the finest bins are wider or taller than a cell (or the grid is empty).
    func coarseCounts(in grid: DensityGrid) -> [UInt32]? {
        guard grid.width > 0, grid.height > 0, grid.unitsX.isFinite, grid.unitsY.isFinite,
              grid.unitsX != 0, grid.unitsY != 0 else { return nil }
        guard let (kx, ky) = coarseLevel(for: grid) else { return nil }
        let levelColumns = columns >> kx, levelRows = rows >> ky
        let columnSpread = Self.spread(bins: levelColumns, low: minX, width: binWidth * Double(1 << kx), origin: grid.originX,
                                       units: grid.unitsX, cells: grid.width)
        let rowSpread = Self.spread(bins: levelRows, low: minY, width: binHeight * Double(1 << ky), origin: grid.originY,
                                    units: grid.unitsY, cells: grid.height)
        let usedColumns = columnSpread.indices.filter { columnSpread[$0].cell >= 0 || columnSpread[$0].next >= 0 }
        let usedRows = rowSpread.indices.filter { rowSpread[$0].cell >= 0 || rowSpread[$0].next >= 0 }
        guard let firstColumn = usedColumns.first, let lastColumn = usedColumns.last,
              let firstRow = usedRows.first, let lastRow = usedRows.last else {
            return [UInt32](repeating: 0, count: grid.width * grid.height)
        }
        // Cell rows are shared out among the cores: each worker adds only into its own rows
        // (a bin row straddling two workers' rows gives each its share), then rounds them.
        let width = grid.width, height = grid.height, counts = level(kx, ky)
        var result = [UInt32](repeating: 0, count: width * height)
        let workers = max(1, min(ProcessorAffinity.coreCount, height / 16,
                                 (lastColumn - firstColumn + 1) * (lastRow - firstRow + 1) / (1 << 18)))
        result.withUnsafeMutableBufferPointer { result in
            let out = result
            DispatchQueue.concurrentPerform(iterations: workers) { w in
                let owned = (w * height / workers)..<((w + 1) * height / workers)
                var mass = [Double](repeating: 0, count: owned.count * width)
                mass.withUnsafeMutableBufferPointer { mass in
                    counts.withUnsafeBufferPointer { counts in
                        for row in firstRow...lastRow {
                            let r = rowSpread[row]
                            let top = owned.contains(r.cell), bottom = owned.contains(r.next)
                            if !top && !bottom { continue }
                            let base = row * levelColumns
                            let topStart = (r.cell - owned.lowerBound) * width, bottomStart = (r.next - owned.lowerBound) * width
                            for column in firstColumn...lastColumn {
                                let n = counts[base + column]
                                if n == 0 { continue }
                                let c = columnSpread[column], value = Double(n)
                                if top {
                                    let share = value * r.share
                                    if c.cell >= 0 { mass[topStart + c.cell] += share * c.share }
                                    if c.next >= 0 { mass[topStart + c.next] += share * c.nextShare }
                                }
                                if bottom {
                                    let share = value * r.nextShare
                                    if c.cell >= 0 { mass[bottomStart + c.cell] += share * c.share }
                                    if c.next >= 0 { mass[bottomStart + c.next] += share * c.nextShare }
                                }
                            }
                        }
                    }
                    let start = owned.lowerBound * width
                    for i in 0..<mass.count {
                        let m = mass[i]
                        out[start + i] = m <= 0 ? 0 : UInt32(min(Double(UInt32.max), max(1, m.rounded())))
                    }
                }
            }
        }
        return result
    }

    /// On each axis the coarsest resolution whose bins still fit in one of `grid`'s cells; nil
    /// when the finest bins are wider or taller than a cell (or the grid is empty).
    private func coarseLevel(for grid: DensityGrid) -> (kx: Int, ky: Int)? {
        guard grid.width > 0, grid.height > 0, grid.unitsX.isFinite, grid.unitsY.isFinite,
              grid.unitsX != 0, grid.unitsY != 0 else { return nil }
        let cellWidth = 1 / abs(grid.unitsX), cellHeight = 1 / abs(grid.unitsY)
        guard binWidth <= cellWidth, binHeight <= cellHeight else { return nil }
        var kx = 0, ky = 0
        while kx + 1 < columnLevels, binWidth * Double(2 << kx) <= cellWidth { kx += 1 }
        while ky + 1 < rowLevels, binHeight * Double(2 << ky) <= cellHeight { ky += 1 }
        return (kx, ky)
    }

    /// How many bins `coarseCounts(in:)` reads for `grid` (its level's bins over the grid), or
    /// nil when it answers nil: a count of the points in view costs more once they outnumber these.
    func coarseBinCount(in grid: DensityGrid) -> Int? {
        guard let (kx, ky) = coarseLevel(for: grid) else { return nil }
        func binsOver(bins: Int, low: Double, width: Double, origin: Double, units: Double, cells: Int) -> Int {
            let a = origin, b = origin + Double(cells) / units
            let lo = min(a, b), hi = max(a, b)
            guard width > 0 else { return low >= lo && low <= hi ? 1 : 0 }
            let first = max(0, ((lo - low) / width).rounded(.down)), last = min(Double(bins - 1), ((hi - low) / width).rounded(.down))
            return last >= first ? Int(last - first) + 1 : 0
        }
        return binsOver(bins: columns >> kx, low: minX, width: binWidth * Double(1 << kx), origin: grid.originX,
                        units: grid.unitsX, cells: grid.width)
            * binsOver(bins: rows >> ky, low: minY, width: binHeight * Double(1 << ky), origin: grid.originY,
                       units: grid.unitsY, cells: grid.height)
    }

    /// Where each bin of one axis falls among the cells: the first cell it overlaps and the
    /// bin's share in it, and the next cell and its share (-1 and 0 for a cell outside or none).
    private static func spread(bins: Int, low: Double, width: Double, origin: Double, units: Double,
                               cells: Int) -> [(cell: Int, share: Double, next: Int, nextShare: Double)] {
        let limit = Double(cells)
        return (0..<bins).map { b in
            let a = (low + Double(b) * width - origin) * units, z = (low + Double(b + 1) * width - origin) * units
            let lo = min(a, z), hi = max(a, z)
            guard hi >= 0, lo < limit else { return (-1, 0, -1, 0) }
            let first = lo.rounded(.down)
            // Inside one cell (a bin of no width included: every point at one value).
            if hi <= first + 1 {
                return first >= 0 ? (Int(first), 1, -1, 0) : (-1, 0, -1, 0)
            }
            let share = (first + 1 - lo) / (hi - lo)
            let cell = first >= 0 ? Int(first) : -1, next = first + 1 < limit ? Int(first) + 1 : -1
            return (cell, cell >= 0 ? share : 0, next, next >= 0 ? 1 - share : 0)
        }
    }

    static func extent(x: SeriesColumn, y: SeriesColumn, in run: Range<Int>) -> (Double, Double, Double, Double) {
        var lowX = Double.infinity, highX = -Double.infinity, lowY = Double.infinity, highY = -Double.infinity
        y.withUnsafeBufferPointer { ys in
            func scan<XColumn: RandomAccessCollection>(_ xs: XColumn) where XColumn.Element == Double, XColumn.Index == Int {
                for i in run {
                    let px = xs[i], py = ys[i]
                    guard px.isFinite, py.isFinite else { continue }
                    lowX = min(lowX, px); highX = max(highX, px)
                    lowY = min(lowY, py); highY = max(highY, py)
                }
            }
            if x.evenSpacing != nil { scan(x) } else { x.withUnsafeBufferPointer { scan($0) } }
        }
        return (lowX, highX, lowY, highY)
    }

    /// Where a point's finest bin is: the extent's low corner, a bin's size, the bins a side.
    struct BinShape {
        var minX: Double, minY: Double
        var binWidth: Double, binHeight: Double
        var columns: Int, rows: Int

        /// The finest bin of a finite point (the largest values share the last bin).
        @inline(__always)
        func bin(_ px: Double, _ py: Double, sx: Double, sy: Double) -> Int {
            let column = min(columns - 1, max(0, Int((px - minX) * sx)))
            let row = min(rows - 1, max(0, Int((py - minY) * sy)))
            return row * columns + column
        }
        var scales: (x: Double, y: Double) { (binWidth > 0 ? 1 / binWidth : 0, binHeight > 0 ? 1 / binHeight : 0) }
    }
}
