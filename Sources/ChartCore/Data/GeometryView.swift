/// The view a geometry builder draws for, sanitised: finite, ordered, non-empty ranges (a range
/// of one value is widened around it) and a plot of at least one device pixel each way (and at
/// most 2^20). nil when no usable view can be made: non-finite bounds, a span that overflows, a
/// scale that is not finite and positive.
struct GeometryView {
    /// The largest plot side, in device pixels, a builder works with.
    static let maxPixels = Double(1 << 20)

    let xMin: Double, xMax: Double, yMin: Double, yMax: Double
    let plotRect: Rect
    let scale: Double
    let pixelWidth: Double
    let pixelHeight: Double

    var xSpan: Double { xMax - xMin }
    var ySpan: Double { yMax - yMin }
    var pixelsPerUnitX: Double { pixelWidth / xSpan }
    var pixelsPerUnitY: Double { pixelHeight / ySpan }
    /// One device pixel in data units.
    var pixelSizeX: Double { xSpan / pixelWidth }
    var pixelSizeY: Double { ySpan / pixelHeight }

    init?(xRange: AxisRange, yRange: AxisRange, plotRect: Rect, scale: Double) {
        guard let x = Self.widened(xRange.min, xRange.max),
              let y = Self.widened(yRange.min, yRange.max),
              plotRect.minX.isFinite, plotRect.minY.isFinite,
              plotRect.width.isFinite, plotRect.height.isFinite,
              scale.isFinite, scale > 0 else { return nil }
        (xMin, xMax) = x
        (yMin, yMax) = y
        self.plotRect = plotRect
        self.scale = scale
        pixelWidth = min(max(abs(plotRect.width) * scale, 1), Self.maxPixels)
        pixelHeight = min(max(abs(plotRect.height) * scale, 1), Self.maxPixels)
    }

    /// The bounds in order, widened around their value when they coincide; nil when not finite
    /// (or when their span overflows).
    private static func widened(_ a: Double, _ b: Double) -> (Double, Double)? {
        guard a.isFinite && b.isFinite else { return nil }
        var low = min(a, b), high = max(a, b)
        if high == low {
            let half = max(0.5, abs(low) * 0x1p-20)
            low -= half
            high += half
        }
        guard (high - low).isFinite else { return nil }
        return (low, high)
    }
}
