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

    /// The points of `data` per cell, counted on this CPU core: `width`·`height` counts, top row first.
    public func counts(of data: SeriesData) -> [UInt32] {
        var grid = [UInt32](repeating: 0, count: width * height)
        let kx = unitsX, ky = unitsY, ox = originX, oy = originY, width = self.width
        let w = Double(width), h = Double(self.height)
        func tally<XColumn: RandomAccessCollection>(_ xs: XColumn, _ ys: UnsafeBufferPointer<Double>,
                                                    into grid: UnsafeMutableBufferPointer<UInt32>)
            where XColumn.Element == Double, XColumn.Index == Int {
            for i in 0..<min(xs.count, ys.count) {
                let cx = (xs[i] - ox) * kx, cy = (ys[i] - oy) * ky
                // Comparisons are false for NaN, so gaps fall out here too.
                guard cx >= 0, cx < w, cy >= 0, cy < h else { continue }
                grid[Int(cy) * width + Int(cx)] &+= 1
            }
        }
        grid.withUnsafeMutableBufferPointer { grid in
            data.y.withUnsafeBufferPointer { ys in
                if data.x.evenSpacing != nil {
                    // Evenly sampled x is arithmetic: read through the column, never copied whole.
                    tally(data.x, ys, into: grid)
                } else {
                    data.x.withUnsafeBufferPointer { xs in tally(xs, ys, into: grid) }
                }
            }
        }
        return grid
    }
}
