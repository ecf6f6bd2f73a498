import Foundation

/// The cells a density image counts points into: `width` × `height` device pixels, cell (i, j)
/// (row 0 at the top) holding the points with ⌊(x − originX)·unitsX⌋ = i and
/// ⌊(y − originY)·unitsY⌋ = j, all in Float64. Points outside, and NaN or infinite ones, count
/// nowhere. This arithmetic is the definition: a renderer counting on a GPU does the same two
/// Float64 operations per axis, so its counts equal `counts(of:)` exactly, pixel edges included.
///
/// ```swift
/// let grid = DensityGrid(originX: 0, originY: 10, unitsX: 100, unitsY: -100, width: 400, height: 300)
/// let counts = grid.counts(of: data)   // 400 × 300, top row first
/// ```
public struct DensityGrid: Equatable, Sendable {
    /// The data values at the grid's top-left corner.
    public var originX: Double
    public var originY: Double
    /// Device pixels per data unit, signed (y usually grows upward in data, downward in cells).
    public var unitsX: Double
    public var unitsY: Double
    public var width: Int
    public var height: Int

    public init(originX: Double, originY: Double, unitsX: Double, unitsY: Double, width: Int, height: Int) {
        self.originX = originX
        self.originY = originY
        self.unitsX = unitsX
        self.unitsY = unitsY
        self.width = max(width, 0)
        self.height = max(height, 0)
    }

    /// Points a CPU worker takes at least: below this one core counts alone.
    static let pointsPerWorker = 1 << 22

    /// The points of `data` per cell, counted on the CPU: `width`·`height` counts, top row first.
    /// Above 2^22 points the points are split into runs counted on up to `cores` threads, each
    /// into its own grid, then summed (integers: the same counts as one core's).
    public func counts(of data: SeriesData, cores: Int = ProcessorAffinity.coreCount) -> [UInt32] {
        counts(of: data, cores: cores, pointsPerWorker: Self.pointsPerWorker)
    }

    /// The threads `counts(of:cores:)` shares `points` among (grids of a million cells or fewer).
    public static func workers(points: Int, cores: Int) -> Int {
        max(1, min(cores, points / pointsPerWorker))
    }

    /// `counts(of:cores:)` with workers from `pointsPerWorker` points (a test splits small clouds).
    func counts(of data: SeriesData, cores: Int, pointsPerWorker: Int) -> [UInt32] {
        counts(x: data.x, y: data.y, cores: cores, pointsPerWorker: pointsPerWorker, shouldStop: nil) ?? []
    }

    /// The counts of the columns (copies a background count reads while the series changes),
    /// or nil once `shouldStop` answers true (asked every 2^16 points a worker counts).
    func counts(x: SeriesColumn, y: SeriesColumn, cores: Int, pointsPerWorker: Int = Self.pointsPerWorker,
                shouldStop: (() -> Bool)?) -> [UInt32]? {
        let count = min(x.count, y.count), cells = width * height
        // Each worker's own grid costs 4 bytes a cell: no more workers than points pay for.
        let workers = max(1, min(cores, count / max(pointsPerWorker, 1), max(1, count / max(cells, 1))))
        if workers == 1 { return counts(x: x, y: y, in: 0..<count, shouldStop: shouldStop) }
        let runs = (0..<workers).map { w in (w * count / workers)..<((w + 1) * count / workers) }
        var partial = [[UInt32]?](repeating: nil, count: workers)
        partial.withUnsafeMutableBufferPointer { partial in
            let results = partial
            DispatchQueue.concurrentPerform(iterations: workers) { w in
                results[w] = counts(x: x, y: y, in: runs[w], shouldStop: shouldStop)
            }
        }
        guard var total = partial[0], partial.allSatisfy({ $0 != nil }) else { return nil }
        total.withUnsafeMutableBufferPointer { total in
            for case let grid? in partial.dropFirst() {
                grid.withUnsafeBufferPointer { grid in
                    for i in 0..<cells { total[i] &+= grid[i] }
                }
            }
        }
        return total
    }

    /// An estimate from every `step`-th point (indices 0, step, 2·step, …), each counted `step`
    /// times: a picture of a large cloud while its exact counts are made.
    func sampledCounts(x: SeriesColumn, y: SeriesColumn, every step: Int) -> [UInt32] {
        let count = min(x.count, y.count), step = max(1, step), weight = UInt32(clamping: step)
        var grid = [UInt32](repeating: 0, count: width * height)
        let kx = unitsX, ky = unitsY, ox = originX, oy = originY, width = self.width
        let w = Double(width), h = Double(self.height)
        grid.withUnsafeMutableBufferPointer { grid in
            for i in stride(from: 0, to: count, by: step) {
                let cx = (x[i] - ox) * kx, cy = (y[i] - oy) * ky
                guard cx >= 0, cx < w, cy >= 0, cy < h else { continue }
                let cell = Int(cy) * width + Int(cx)
                grid[cell] = grid[cell].addingReportingOverflow(weight).overflow ? .max : grid[cell] + weight
            }
        }
        return grid
    }

    /// The points with indices in `run`, counted on this thread; nil when stopped.
    private func counts(x: SeriesColumn, y: SeriesColumn, in run: Range<Int>, shouldStop: (() -> Bool)?) -> [UInt32]? {
        var grid = [UInt32](repeating: 0, count: width * height)
        let kx = unitsX, ky = unitsY, ox = originX, oy = originY, width = self.width
        let w = Double(width), h = Double(self.height)
        var stopped = false
        func tally<XColumn: RandomAccessCollection>(_ xs: XColumn, _ ys: UnsafeBufferPointer<Double>,
                                                    into grid: UnsafeMutableBufferPointer<UInt32>)
            where XColumn.Element == Double, XColumn.Index == Int {
            var start = run.lowerBound
            while start < run.upperBound {
                let end = min(run.upperBound, start + (1 << 16))
                if let shouldStop, shouldStop() { stopped = true; return }
                for i in start..<end {
                    let cx = (xs[i] - ox) * kx, cy = (ys[i] - oy) * ky
                    // Comparisons are false for NaN, so gaps fall out here too.
                    guard cx >= 0, cx < w, cy >= 0, cy < h else { continue }
                    grid[Int(cy) * width + Int(cx)] &+= 1
                }
                start = end
            }
        }
        grid.withUnsafeMutableBufferPointer { grid in
            y.withUnsafeBufferPointer { ys in
                if x.evenSpacing != nil {
                    // Evenly sampled x is arithmetic: read through the column, never copied whole.
                    tally(x, ys, into: grid)
                } else {
                    x.withUnsafeBufferPointer { xs in tally(xs, ys, into: grid) }
                }
            }
        }
        return stopped ? nil : grid
    }
}
