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
    func command(data: SeriesData, x xAxis: Axis, y yAxis: Axis, plotArea: Rect, scale: Double,
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

    /// The counts per cell of the current grid (row 0 at the top), for tests.
    private(set) var counts: [UInt32] = []

    private func count(_ data: SeriesData, into s: State) {
        buildCount += 1
        let width = s.cells.width, height = s.cells.height
        var grid = [UInt32](repeating: 0, count: width * height)
        let kx = s.pixelsPerUnit.x, ky = s.pixelsPerUnit.y, ox = s.origin.x, oy = s.origin.y
        let w = Double(width), h = Double(height)
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
        let maximum = grid.max() ?? 0
        maximumCount = Int(maximum)
        counts = grid
        image.replace(width: width, height: height, pixels: Self.colored(grid, maximum: maximum, map: s.colorMap))
    }

    /// Counts to colours: empty cells transparent, others by log(1 + count) / log(1 + maximum).
    static func colored(_ grid: [UInt32], maximum: UInt32, map: ColorMap) -> [UInt8] {
        // One colour per distinct log level would be exact; a 1024-entry table is within a level.
        let table: [(UInt8, UInt8, UInt8)] = (0...1023).map { i in
            let c = map.color(at: Double(i) / 1023).rgba8
            return (c.0, c.1, c.2)
        }
        let denominator = log1p(Double(max(maximum, 1)))
        var pixels = [UInt8](repeating: 0, count: grid.count * 4)
        for (i, n) in grid.enumerated() where n > 0 {
            let t = maximum <= 1 ? 1 : log1p(Double(n)) / denominator
            let c = table[min(1023, Int((t * 1023).rounded()))]
            pixels[4 * i] = c.0
            pixels[4 * i + 1] = c.1
            pixels[4 * i + 2] = c.2
            pixels[4 * i + 3] = 255
        }
        return pixels
    }

    /// The grid's rectangle in points under the axes' current mapping.
    private func placed(_ s: State, x xAxis: Axis, y yAxis: Axis) -> DensityImageCommand {
        let left = xAxis.pixelValue(forDataValue: s.origin.x), top = yAxis.pixelValue(forDataValue: s.origin.y)
        return DensityImageCommand(image: image, rect: Rect(x: left, y: top, width: Double(s.cells.width) / s.scale,
                                                            height: Double(s.cells.height) / s.scale))
    }

    /// Device pixels per data unit when `axis` maps data to pixels affinely over the span (the
    /// same step at both ends), signed; nil otherwise.
    private static func pixelsPerUnit(_ axis: Axis, from a: Double, to b: Double, scale: Double) -> Double? {
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
