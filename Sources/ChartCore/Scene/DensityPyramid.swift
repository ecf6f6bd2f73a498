import Foundation

/// A cloud's points counted into square 2-D bins over its extent at power-of-two resolutions
/// (`side` × `side` bins, then half as many a side, down to one), built once per data version so
/// that a zoom of a scatter's density costs what its pixels cost, not what its points cost.
///
/// `coarseCounts(in:)` answers a `DensityGrid` whose cells are at least as wide as the finest
/// bins from the coarsest level whose bins are no wider than a cell: each bin's count is split
/// between the (at most 2 × 2) cells it overlaps in proportion to the overlapped area. A bin that
/// lies inside one cell gives exactly its count; otherwise each point is placed somewhere in its
/// own bin, so it is counted at most one bin (less than one cell) from its true cell, and a cell's
/// count is the area-weighted sum rounded to the nearest whole number (at least 1 where any
/// point's share falls). That picture stands in while a scatter's exact counts are made
/// (`DensityGridBuilder`); a grid finer than the finest bins (a deep zoom) gets nil.
///
/// Its index (`order`, `binStart`) lists the points bin by bin, so `exactCounts(in:x:y:)`
/// counts a view with the `DensityGrid` rule from the points of the bins in view alone: a deep
/// zoom, or any view holding few points, costs what it shows.
///
/// Memory: 4 bytes a bin, `side`² · 7/3 bins (levels and run starts), with `side`² at most a
/// quarter of the points and 4096² at most, plus 4 bytes a point for the index: under 6 bytes a
/// point at 10^8 points.
struct DensityPyramid: Sendable {
    /// The data value at the low edge of bin 0 on each axis, and the width of one finest bin.
    let minX: Double, minY: Double
    let binWidth: Double, binHeight: Double
    /// Finest bins a side (a power of two).
    let side: Int
    /// `levels[k]`: (`side` >> k)² counts, row 0 at the lowest y, column 0 at the lowest x.
    let levels: [[UInt32]]
    /// The finite points counted.
    let pointCount: Int
    /// The points' indices sorted by finest bin (row by row), and where each bin's run starts
    /// (`side`² + 1 entries): a deep zoom reads only the points of the bins in view. Empty
    /// above 2^32 points.
    let order: [UInt32]
    let binStart: [UInt32]
    /// Seconds the build took, and on how many threads.
    var buildSeconds = 0.0
    var buildThreads = 1

    /// The largest finest side: 4096² bins are 64 MiB.
    static let maximumSide = 4096

    /// Counts the finite points of (`x`, `y`) on up to `cores` threads (each worker its own
    /// finest grid, summed; at most one worker per `side`² points, so the workers' grids cost at
    /// most 4 bytes a point while they exist). Nil when there is nothing finite to count, the
    /// extent's width overflows, or `shouldStop` answers true.
    static func build(x: SeriesColumn, y: SeriesColumn, cores: Int, shouldStop: (() -> Bool)? = nil) -> DensityPyramid? {
        let count = min(x.count, y.count)
        guard count > 0 else { return nil }
        let started = DispatchTime.now().uptimeNanoseconds
        var side = 1
        while side < maximumSide && (2 * side) * (2 * side) <= count / 4 { side *= 2 }
        let workers = max(1, min(cores, count / (1 << 20), count / (side * side)))
        let runs = (0..<workers).map { w in (w * count / workers)..<((w + 1) * count / workers) }
        // The extent of the finite points, then the counts (two passes over the data).
        var extents = [(Double, Double, Double, Double)](repeating: (.infinity, -.infinity, .infinity, -.infinity), count: workers)
        extents.withUnsafeMutableBufferPointer { extents in
            let results = extents
            DispatchQueue.concurrentPerform(iterations: workers) { w in
                results[w] = extent(x: x, y: y, in: runs[w])
            }
        }
        let minX = extents.map(\.0).min()!, maxX = extents.map(\.1).max()!
        let minY = extents.map(\.2).min()!, maxY = extents.map(\.3).max()!
        guard minX <= maxX, minY <= maxY, (maxX - minX).isFinite, (maxY - minY).isFinite,
              shouldStop?() != true else { return nil }
        let binWidth = (maxX - minX) / Double(side), binHeight = (maxY - minY) / Double(side)
        // Bins so narrow that a point's bin (its offset over the width) would overflow: none.
        guard binWidth == 0 || (1 / binWidth).isFinite, binHeight == 0 || (1 / binHeight).isFinite else { return nil }
        var partial = [[UInt32]?](repeating: nil, count: workers)
        partial.withUnsafeMutableBufferPointer { partial in
            let results = partial
            DispatchQueue.concurrentPerform(iterations: workers) { w in
                results[w] = histogram(x: x, y: y, in: runs[w], minX: minX, minY: minY, binWidth: binWidth,
                                       binHeight: binHeight, side: side, shouldStop: shouldStop)
            }
        }
        guard var finest = partial[0], partial.allSatisfy({ $0 != nil }) else { return nil }
        finest.withUnsafeMutableBufferPointer { total in
            for case let grid? in partial.dropFirst() {
                grid.withUnsafeBufferPointer { grid in
                    for i in 0..<total.count { total[i] &+= grid[i] }
                }
            }
        }
        // The index: each bin's run of the sorted order starts where the bins before it end;
        // each worker places its own points from its own cursors (bins in the same order).
        var order: [UInt32] = [], binStart: [UInt32] = []
        let bins = side * side, finite = finest.reduce(0) { $0 + Int($1) }
        if finite <= Int(UInt32.max) {
            binStart = [UInt32](repeating: 0, count: bins + 1)
            let cursors = UnsafeMutableBufferPointer<UInt32>.allocate(capacity: workers * bins)
            defer { cursors.deallocate() }
            var at: UInt32 = 0
            for b in 0..<bins {
                binStart[b] = at
                for w in 0..<workers {
                    let n = partial[w]![b]
                    cursors[w * bins + b] = at
                    at &+= n
                }
            }
            binStart[bins] = at
            partial = []
            order = [UInt32](repeating: 0, count: finite)
            order.withUnsafeMutableBufferPointer { order in
                DispatchQueue.concurrentPerform(iterations: workers) { w in
                    place(x: x, y: y, in: runs[w], minX: minX, minY: minY, binWidth: binWidth, binHeight: binHeight,
                          side: side, cursors: cursors.baseAddress! + w * bins, order: order.baseAddress!)
                }
            }
        }
        partial = []
        var levels = [finest]
        var levelSide = side
        while levelSide > 1 {
            let below = levels[levels.count - 1], half = levelSide / 2
            var level = [UInt32](repeating: 0, count: half * half)
            for row in 0..<half {
                for column in 0..<half {
                    let a = 2 * row * levelSide + 2 * column
                    level[row * half + column] = below[a] &+ below[a + 1] &+ below[a + levelSide] &+ below[a + levelSide + 1]
                }
            }
            levels.append(level)
            levelSide = half
        }
        let total = levels[levels.count - 1][0]
        var made = DensityPyramid(minX: minX, minY: minY, binWidth: binWidth, binHeight: binHeight, side: side,
                                  levels: levels, pointCount: Int(total), order: order, binStart: binStart)
        made.buildSeconds = Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9
        made.buildThreads = workers
        return made
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
        func range(low: Double, width: Double, origin: Double, units: Double, cells: Int) -> Axis {
            let a = origin, b = origin + Double(cells) / units
            let lo = min(a, b), hi = max(a, b)
            guard lo.isFinite, hi.isFinite else { return .unavailable }
            if width == 0 { return low >= lo - abs(lo) * 1e-12 && low <= hi + abs(hi) * 1e-12 ? .bins(0...0) : .nothing }
            // Bins narrower than a millionth of a millionth of their values: rounding decides.
            guard width >= 1e-12 * max(abs(low), abs(low + width * Double(side))) else { return .unavailable }
            let first = ((lo - low) / width).rounded(.down) - 2, last = ((hi - low) / width).rounded(.down) + 2
            guard last >= 0, first <= Double(side - 1) else { return .nothing }
            return .bins(Int(max(0, first))...Int(min(Double(side - 1), last)))
        }
        let columns = range(low: minX, width: binWidth, origin: grid.originX, units: grid.unitsX, cells: grid.width)
        let rows = range(low: minY, width: binHeight, origin: grid.originY, units: grid.unitsY, cells: grid.height)
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
                total += Int(binStart[row * side + columns.upperBound + 1]) - Int(binStart[row * side + columns.lowerBound])
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
        let kx = grid.unitsX, ky = grid.unitsY, ox = grid.originX, oy = grid.originY, width = grid.width
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
    /// when the finest bins are wider than a cell on either axis (or the grid is empty).
    func coarseCounts(in grid: DensityGrid) -> [UInt32]? {
        guard grid.width > 0, grid.height > 0, grid.unitsX.isFinite, grid.unitsY.isFinite,
              grid.unitsX != 0, grid.unitsY != 0 else { return nil }
        let cellWidth = 1 / abs(grid.unitsX), cellHeight = 1 / abs(grid.unitsY)
        guard binWidth <= cellWidth, binHeight <= cellHeight else { return nil }
        // The coarsest level whose bins still fit in a cell on both axes.
        var k = 0
        while k + 1 < levels.count, binWidth * Double(2 << k) <= cellWidth, binHeight * Double(2 << k) <= cellHeight { k += 1 }
        let levelSide = side >> k, scale = Double(1 << k)
        let columns = Self.spread(bins: levelSide, low: minX, width: binWidth * scale, origin: grid.originX,
                                  units: grid.unitsX, cells: grid.width)
        let rows = Self.spread(bins: levelSide, low: minY, width: binHeight * scale, origin: grid.originY,
                               units: grid.unitsY, cells: grid.height)
        let usedColumns = columns.indices.filter { columns[$0].cell >= 0 || columns[$0].next >= 0 }
        guard let firstColumn = usedColumns.first, let lastColumn = usedColumns.last else {
            return [UInt32](repeating: 0, count: grid.width * grid.height)
        }
        // Cell rows are shared out among the cores: each worker adds only into its own rows
        // (a bin row straddling two workers' rows gives each its share), then rounds them.
        let width = grid.width, height = grid.height, counts = levels[k]
        var result = [UInt32](repeating: 0, count: width * height)
        let workers = max(1, min(ProcessorAffinity.coreCount, height / 16,
                                 (lastColumn - firstColumn + 1) * levelSide / (1 << 18)))
        result.withUnsafeMutableBufferPointer { result in
            let out = result
            DispatchQueue.concurrentPerform(iterations: workers) { w in
                let owned = (w * height / workers)..<((w + 1) * height / workers)
                var mass = [Double](repeating: 0, count: owned.count * width)
                mass.withUnsafeMutableBufferPointer { mass in
                    counts.withUnsafeBufferPointer { counts in
                        for (row, r) in rows.enumerated() {
                            let top = owned.contains(r.cell), bottom = owned.contains(r.next)
                            if !top && !bottom { continue }
                            let base = row * levelSide
                            let topStart = (r.cell - owned.lowerBound) * width, bottomStart = (r.next - owned.lowerBound) * width
                            for column in firstColumn...lastColumn {
                                let n = counts[base + column]
                                if n == 0 { continue }
                                let c = columns[column], value = Double(n)
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

    private static func extent(x: SeriesColumn, y: SeriesColumn, in run: Range<Int>) -> (Double, Double, Double, Double) {
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

    /// Writes the indices of the finite points in `run` into `order` at their bins' cursors.
    private static func place(x: SeriesColumn, y: SeriesColumn, in run: Range<Int>, minX: Double, minY: Double,
                              binWidth: Double, binHeight: Double, side: Int, cursors: UnsafeMutablePointer<UInt32>,
                              order: UnsafeMutablePointer<UInt32>) {
        let sx = binWidth > 0 ? 1 / binWidth : 0, sy = binHeight > 0 ? 1 / binHeight : 0, last = side - 1
        y.withUnsafeBufferPointer { ys in
            func place<XColumn: RandomAccessCollection>(_ xs: XColumn) where XColumn.Element == Double, XColumn.Index == Int {
                for i in run {
                    let px = xs[i], py = ys[i]
                    guard px.isFinite, py.isFinite else { continue }
                    let column = min(last, max(0, Int((px - minX) * sx)))
                    let row = min(last, max(0, Int((py - minY) * sy)))
                    let b = row * side + column
                    order[Int(cursors[b])] = UInt32(truncatingIfNeeded: i)
                    cursors[b] &+= 1
                }
            }
            if x.evenSpacing != nil { place(x) } else { x.withUnsafeBufferPointer { place($0) } }
        }
    }

    private static func histogram(x: SeriesColumn, y: SeriesColumn, in run: Range<Int>, minX: Double, minY: Double,
                                  binWidth: Double, binHeight: Double, side: Int, shouldStop: (() -> Bool)?) -> [UInt32]? {
        var grid = [UInt32](repeating: 0, count: side * side)
        let sx = binWidth > 0 ? 1 / binWidth : 0, sy = binHeight > 0 ? 1 / binHeight : 0, last = side - 1
        var stopped = false
        grid.withUnsafeMutableBufferPointer { grid in
            y.withUnsafeBufferPointer { ys in
                func tally<XColumn: RandomAccessCollection>(_ xs: XColumn) where XColumn.Element == Double, XColumn.Index == Int {
                    var start = run.lowerBound
                    while start < run.upperBound {
                        let end = min(run.upperBound, start + (1 << 16))
                        if let shouldStop, shouldStop() { stopped = true; return }
                        for i in start..<end {
                            let px = xs[i], py = ys[i]
                            guard px.isFinite, py.isFinite else { continue }
                            let column = min(last, max(0, Int((px - minX) * sx)))
                            let row = min(last, max(0, Int((py - minY) * sy)))
                            grid[row * side + column] &+= 1
                        }
                        start = end
                    }
                }
                if x.evenSpacing != nil { tally(x) } else { x.withUnsafeBufferPointer { tally($0) } }
            }
        }
        return stopped ? nil : grid
    }
}
