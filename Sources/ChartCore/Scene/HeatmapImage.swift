/// A grid of values that a renderer keeps on the GPU between frames as one single-channel float
/// texture (like `SeriesGeometry`, it has an identity and is uploaded once): a heatmap's cells,
/// coloured at draw time through a colour map, so a new colour map or value range costs no upload.
///
/// ```swift
/// let image = HeatmapImage(width: 2, height: 1, values: [0, 1])
/// ```
public final class HeatmapImage {
    public let width: Int
    public let height: Int
    /// `width · height` values, top row first; NaN for a missing cell.
    public let values: [Float]
    /// How many grid cells each texel stands for along x and y (1 when not reduced).
    public let cellsPerTexel: (x: Int, y: Int)

    /// An image of `width`×`height`; `values` shorter than that are padded with NaN, longer cut.
    public init(width: Int, height: Int, values: [Float], cellsPerTexel: (x: Int, y: Int) = (1, 1)) {
        self.width = max(width, 0)
        self.height = max(height, 0)
        let n = self.width * self.height
        self.values = values.count == n ? values
            : Array(values.prefix(n)) + [Float](repeating: .nan, count: max(0, n - values.count))
        self.cellsPerTexel = cellsPerTexel
    }

    /// The grid as an image no wider or taller than `maximumSide` texels: each texel is the mean
    /// of the finite values of the block of cells it covers (NaN when none is finite). The mean,
    /// not the maximum, because a reduced grid should look like the grid seen from further away,
    /// as a resized photograph does; one pass over the cells, done once per grid.
    public static func reduced(_ grid: HeatmapGrid, maximumSide: Int) -> HeatmapImage {
        let side = max(maximumSide, 1)
        let fx = max(1, (grid.columns + side - 1) / side), fy = max(1, (grid.rows + side - 1) / side)
        if fx == 1 && fy == 1 {
            return HeatmapImage(width: grid.columns, height: grid.rows, values: grid.values.map { Float($0) })
        }
        let w = (grid.columns + fx - 1) / fx, h = (grid.rows + fy - 1) / fy
        var sums = [Double](repeating: 0, count: w * h)
        var counts = [Int32](repeating: 0, count: w * h)
        grid.values.withUnsafeBufferPointer { cells in
            for r in 0..<grid.rows {
                let base = (r / fy) * w, rowStart = r * grid.columns
                for c in 0..<grid.columns {
                    let v = cells[rowStart + c]
                    guard v.isFinite else { continue }
                    sums[base + c / fx] += v
                    counts[base + c / fx] += 1
                }
            }
        }
        let values = zip(sums, counts).map { sum, count in count > 0 ? Float(sum / Double(count)) : .nan }
        return HeatmapImage(width: w, height: h, values: values, cellsPerTexel: (fx, fy))
    }
}

/// Draws a `HeatmapImage` stretched over `rect` (points), each texel a flat block (no
/// filtering), coloured by `colorMap` at `(value − low) / (high − low)`, clamped; missing values
/// take `missingColor`. The rectangle's size may be negative along an axis: the image is then
/// mirrored (a reversed axis, or rows drawn bottom-up).
public struct HeatmapCommand: Equatable {
    public var image: HeatmapImage
    /// From the image's first texel corner (top-left) to its opposite one, in points.
    public var rect: Rect
    public var colorMap: ColorMap
    public var low: Double
    public var high: Double
    /// Clear leaves missing cells to the plot background.
    public var missingColor: Color

    public init(image: HeatmapImage, rect: Rect, colorMap: ColorMap, low: Double, high: Double,
                missingColor: Color = .clear) {
        self.image = image
        self.rect = rect
        self.colorMap = colorMap
        self.low = low
        self.high = high
        self.missingColor = missingColor
    }

    public static func == (a: HeatmapCommand, b: HeatmapCommand) -> Bool {
        a.image === b.image && a.rect == b.rect && a.colorMap == b.colorMap && a.low == b.low && a.high == b.high
            && a.missingColor == b.missingColor
    }
}

extension HeatmapCommand {
    /// The rectangle with its size made positive (where the image lands on the page).
    public var normalizedRect: Rect {
        Rect(x: min(rect.minX, rect.minX + rect.width), y: min(rect.minY, rect.minY + rect.height),
             width: abs(rect.width), height: abs(rect.height))
    }

    /// The cells coloured as the renderer colours them, one straight-alpha RGBA pixel per texel,
    /// laid out for `normalizedRect` (mirrored where the rectangle's size is negative): what
    /// vector writers (SVG, PDF) embed.
    public func coloredImage() -> RGBAImage {
        let w = image.width, h = image.height
        var pixels = [UInt8](repeating: 0, count: w * h * 4)
        let span = high - low
        let lookup = (0..<256).map { colorMap.color(at: (Double($0) + 0.5) / 256) }
        func bytes(_ c: Color) -> [UInt8] {
            [c.red, c.green, c.blue, c.alpha].map { UInt8((min(max($0, 0), 1) * 255).rounded()) }
        }
        let table = lookup.map(bytes), missing = bytes(missingColor)
        for row in 0..<h {
            let outRow = rect.height < 0 ? h - 1 - row : row
            for column in 0..<w {
                let outColumn = rect.width < 0 ? w - 1 - column : column
                let v = Double(image.values[row * w + column])
                let color: [UInt8]
                if v.isFinite {
                    let s = span > 0 ? min(max((v - low) / span, 0), 1) : 0.5
                    color = table[min(Int(s * 256), 255)]
                } else {
                    color = missing
                }
                let o = (outRow * w + outColumn) * 4
                pixels[o] = color[0]; pixels[o + 1] = color[1]; pixels[o + 2] = color[2]; pixels[o + 3] = color[3]
            }
        }
        return RGBAImage(width: w, height: h, pixels: pixels)
    }
}
