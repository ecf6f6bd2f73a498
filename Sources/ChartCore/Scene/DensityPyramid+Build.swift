import Foundation

/// How a `DensityPyramid` is built: on every core, each pass a stream over memory.
///
/// A cloud's points fall in random bins, so counting them straight into 2^24 finest bins (64 MiB)
/// and writing each index at its bin's cursor misses the caches two or three times a point:
/// 0.8 M points a second a thread. Instead the finest bins are grouped in bands of whole bin
/// rows (`bandBins` bins, 64 KiB of counts), and
/// 1. each worker counts its contiguous run of points per band (a few thousand counters);
/// 2. each worker writes its points' indices, and their bins within the band (2 bytes), at the
///    bands' cursors: a thousand or so sequential streams, which the caches hold;
/// 3. each band, on whichever core is free, counts its bins and sorts its own points by bin
///    (a stable counting sort inside a region of a few hundred KiB).
/// Runs are taken in order and every sort is stable, so the index lists each bin's points in
/// ascending order and every count and index equals the one-thread build's, whatever the cores.
extension DensityPyramid {
    /// Finest bins a band holds at most (its counts and cursors stay in a core's cache).
    static let bandBins = 1 << 14
    /// Points a worker takes at least (a smaller cloud is built on fewer threads).
    static let pointsPerWorker = 1 << 20

    /// Counts the finite points of (`x`, `y`) on up to `cores` threads and lists them bin by bin.
    /// `pixelsPerUnit` is the view the cloud is drawn in (`sides`). Nil when there is nothing
    /// finite to count, the extent's width overflows, or `shouldStop` answers true.
    /// `pointsPerWorker` is the least each thread takes (tests lower it to split small clouds).
    static func build(x: SeriesColumn, y: SeriesColumn, cores: Int, pixelsPerUnit: (x: Double, y: Double)? = nil,
                      pointsPerWorker: Int = DensityPyramid.pointsPerWorker,
                      shouldStop: (() -> Bool)? = nil) -> DensityPyramid? {
        let count = min(x.count, y.count)
        guard count > 0 else { return nil }
        let started = DispatchTime.now().uptimeNanoseconds
        let workers = max(1, min(cores, count / max(1, pointsPerWorker)))
        let runs = (0..<workers).map { w in (w * count / workers)..<((w + 1) * count / workers) }
        // The extent of the finite points, then the counts and the index.
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
        let (columns, rows) = sides(count: count, spanX: maxX - minX, spanY: maxY - minY, pixelsPerUnit: pixelsPerUnit)
        let binWidth = (maxX - minX) / Double(columns), binHeight = (maxY - minY) / Double(rows)
        // Bins so narrow that a point's bin (its offset over the width) would overflow: none.
        guard binWidth == 0 || (1 / binWidth).isFinite, binHeight == 0 || (1 / binHeight).isFinite else { return nil }
        let shape = BinShape(minX: minX, minY: minY, binWidth: binWidth, binHeight: binHeight, columns: columns, rows: rows)
        let made: (finest: [UInt32], order: [UInt32], binStart: [UInt32])?
        if count <= Int(UInt32.max) {
            made = indexed(x: x, y: y, runs: runs, shape: shape, shouldStop: shouldStop)
        } else {
            // Indices past 2^32 do not fit the index: the counts alone.
            made = counted(x: x, y: y, runs: runs, shape: shape, shouldStop: shouldStop).map { ($0, [], []) }
        }
        guard let made else { return nil }
        let (levels, columnLevels, rowLevels) = Self.levels(from: made.finest, columns: columns, rows: rows)
        let total = levels[levels.count - 1][0]
        var pyramid = DensityPyramid(minX: minX, minY: minY, binWidth: binWidth, binHeight: binHeight, columns: columns, rows: rows,
                                     columnLevels: columnLevels, rowLevels: rowLevels, levels: levels, pointCount: Int(total),
                                     order: made.order, binStart: made.binStart)
        pyramid.buildSeconds = Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9
        pyramid.buildThreads = workers
        return pyramid
    }

    /// The finest counts, the index sorted by bin and each bin's start, in the three passes the
    /// extension's comment describes. Nil when stopped.
    private static func indexed(x: SeriesColumn, y: SeriesColumn, runs: [Range<Int>], shape: BinShape,
                                shouldStop: (() -> Bool)?) -> (finest: [UInt32], order: [UInt32], binStart: [UInt32])? {
        let workers = runs.count, bins = shape.columns * shape.rows
        // Bands of whole rows (powers of two, so a bin's band is a shift and its place a mask;
        // at most 2^14 bins, since a row has at most `maximumSide` = 2^13: a place fits 2 bytes).
        let bandSize = min(bins, max(shape.columns, bandBins))
        let bandShift = bandSize.trailingZeroBitCount, bandMask = bandSize - 1
        let bands = bins / bandSize
        // 1. Points per band and worker.
        let perBand = UnsafeMutableBufferPointer<Int>.allocate(capacity: workers * bands)
        defer { perBand.deallocate() }
        perBand.initialize(repeating: 0)
        let stops = StopFlags(workers)
        DispatchQueue.concurrentPerform(iterations: workers) { w in
            let counts = perBand.baseAddress! + w * bands
            stops[w] = !forEachBin(x: x, y: y, in: runs[w], shape: shape, shouldStop: shouldStop) { _, bin in
                counts[bin &>> bandShift] &+= 1
            }
        }
        guard !stops.any else { return nil }
        // Each band's region of the index, and each worker's part of it (workers in order).
        var bandStart = [Int](repeating: 0, count: bands + 1)
        var at = 0
        for band in 0..<bands {
            bandStart[band] = at
            for w in 0..<workers {
                let n = perBand[w * bands + band]
                perBand[w * bands + band] = at
                at += n
            }
        }
        bandStart[bands] = at
        let finite = at, bandStarts = bandStart
        // 2. Indices and bins within their band, written at the bands' cursors.
        var order = [UInt32](repeating: 0, count: finite)
        let local = UnsafeMutableBufferPointer<UInt16>.allocate(capacity: max(1, finite))
        defer { local.deallocate() }
        order.withUnsafeMutableBufferPointer { order in
            let order = order.baseAddress!, local = local.baseAddress!
            DispatchQueue.concurrentPerform(iterations: workers) { w in
                let cursors = perBand.baseAddress! + w * bands
                stops[w] = !forEachBin(x: x, y: y, in: runs[w], shape: shape, shouldStop: shouldStop) { i, bin in
                    let slot = cursors[bin &>> bandShift]
                    order[slot] = UInt32(truncatingIfNeeded: i)
                    local[slot] = UInt16(truncatingIfNeeded: bin & bandMask)
                    cursors[bin &>> bandShift] = slot &+ 1
                }
            }
        }
        guard !stops.any else { return nil }
        // 3. Each band's counts and a stable sort of its points by bin.
        var finest = [UInt32](repeating: 0, count: bins)
        var binStart = [UInt32](repeating: 0, count: bins + 1)
        let bandStops = StopFlags(bands)
        finest.withUnsafeMutableBufferPointer { finest in
            binStart.withUnsafeMutableBufferPointer { binStart in
                order.withUnsafeMutableBufferPointer { order in
                    let finest = finest.baseAddress!, binStart = binStart.baseAddress!, order = order.baseAddress!
                    let local = local.baseAddress!
                    DispatchQueue.concurrentPerform(iterations: bands) { band in
                        if let shouldStop, shouldStop() { bandStops[band] = true; return }
                        let first = bandStarts[band], end = bandStarts[band + 1], counts = finest + band * bandSize
                        for j in first..<end { counts[Int(local[j])] &+= 1 }
                        let starts = binStart + band * bandSize
                        var next = first
                        for b in 0..<bandSize {
                            starts[b] = UInt32(truncatingIfNeeded: next)
                            next += Int(counts[b])
                        }
                        guard end - first > 1 else { return }
                        let placed = UnsafeMutableBufferPointer<UInt32>.allocate(capacity: end - first)
                        defer { placed.deallocate() }
                        let cursors = UnsafeMutableBufferPointer<UInt32>.allocate(capacity: bandSize)
                        defer { cursors.deallocate() }
                        for b in 0..<bandSize { cursors[b] = starts[b] &- UInt32(truncatingIfNeeded: first) }
                        let into = placed.baseAddress!
                        for j in first..<end {
                            let b = Int(local[j])
                            into[Int(cursors[b])] = order[j]
                            cursors[b] &+= 1
                        }
                        (order + first).update(from: into, count: end - first)
                    }
                    binStart[bins] = UInt32(truncatingIfNeeded: finite)
                }
            }
        }
        guard !bandStops.any else { return nil }
        return (finest, order, binStart)
    }

    /// The finest counts alone (clouds past 2^32 points): each worker its own grid, summed.
    private static func counted(x: SeriesColumn, y: SeriesColumn, runs: [Range<Int>], shape: BinShape,
                                shouldStop: (() -> Bool)?) -> [UInt32]? {
        let bins = shape.columns * shape.rows
        var partial = [[UInt32]?](repeating: nil, count: runs.count)
        partial.withUnsafeMutableBufferPointer { partial in
            let results = partial
            DispatchQueue.concurrentPerform(iterations: runs.count) { w in
                var grid = [UInt32](repeating: 0, count: bins)
                let finished = grid.withUnsafeMutableBufferPointer { grid in
                    let counts = grid.baseAddress!
                    return forEachBin(x: x, y: y, in: runs[w], shape: shape, shouldStop: shouldStop) { _, bin in counts[bin] &+= 1 }
                }
                results[w] = finished ? grid : nil
            }
        }
        guard var total = partial[0], partial.allSatisfy({ $0 != nil }) else { return nil }
        for case let grid? in partial.dropFirst() {
            for i in 0..<bins { total[i] &+= grid[i] }
        }
        return total
    }

    /// Calls `body` with the index and finest bin of each finite point of `run`, in order; false
    /// when `shouldStop` answered true (asked every 2^16 points).
    @inline(__always)
    private static func forEachBin(x: SeriesColumn, y: SeriesColumn, in run: Range<Int>, shape: BinShape,
                                   shouldStop: (() -> Bool)?, _ body: (Int, Int) -> Void) -> Bool {
        let (sx, sy) = shape.scales
        var stopped = false
        y.withUnsafeBufferPointer { ys in
            let ys = ys.baseAddress!
            func scan<XColumn: RandomAccessCollection>(_ xs: XColumn) where XColumn.Element == Double, XColumn.Index == Int {
                var start = run.lowerBound
                while start < run.upperBound {
                    let end = min(run.upperBound, start + (1 << 16))
                    if let shouldStop, shouldStop() { stopped = true; return }
                    for i in start..<end {
                        let px = xs[i], py = ys[i]
                        guard px.isFinite, py.isFinite else { continue }
                        body(i, shape.bin(px, py, sx: sx, sy: sy))
                    }
                    start = end
                }
            }
            if x.evenSpacing != nil { scan(x) } else { x.withUnsafeBufferPointer { scan($0) } }
        }
        return !stopped
    }

    /// One flag per worker, each written by its own worker only and read after the join.
    private final class StopFlags: @unchecked Sendable {
        private let flags: UnsafeMutableBufferPointer<Bool>
        init(_ count: Int) {
            flags = .allocate(capacity: count)
            flags.initialize(repeating: false)
        }
        deinit { flags.deallocate() }
        subscript(_ i: Int) -> Bool {
            get { flags[i] }
            set { flags[i] = newValue }
        }
        var any: Bool { flags.contains(true) }
    }
}
