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
        guard plotRect.minX.isFinite, plotRect.minY.isFinite,
              plotRect.width.isFinite, plotRect.height.isFinite,
              scale.isFinite, scale > 0 else { return nil }
        // The defined rule for extreme ranges (ARCHITECTURE.md): a view whose span overflows is
        // narrowed to the widest finite span around its middle, and the plot rectangle shrinks by
        // the same share, so the geometry maps exactly as the axis does (half-span arithmetic)
        // and only values beyond ±greatestFiniteMagnitude/2 of the middle fall outside.
        var rect = plotRect
        guard let xNarrowed = Self.narrowed(xRange), let yNarrowed = Self.narrowed(yRange) else { return nil }
        if xNarrowed.share < 1 {
            let width = rect.width * xNarrowed.share
            rect = Rect(x: rect.minX + (rect.width - width) / 2, y: rect.minY, width: width, height: rect.height)
        }
        if yNarrowed.share < 1 {
            let height = rect.height * yNarrowed.share
            rect = Rect(x: rect.minX, y: rect.minY + (rect.height - height) / 2, width: rect.width, height: height)
        }
        guard let x = Self.widened(xNarrowed.range.min, xNarrowed.range.max),
              let y = Self.widened(yNarrowed.range.min, yNarrowed.range.max) else { return nil }
        (xMin, xMax) = x
        (yMin, yMax) = y
        self.plotRect = rect
        self.scale = scale
        pixelWidth = min(max(abs(plotRect.width) * scale, 1), Self.maxPixels)
        pixelHeight = min(max(abs(plotRect.height) * scale, 1), Self.maxPixels)
    }

    /// `range` narrowed to a finite span around its middle, with the share of the original it
    /// keeps (1 when its span is already finite); nil for non-finite bounds.
    static func narrowed(_ range: AxisRange) -> (range: AxisRange, share: Double)? {
        guard range.isFinite else { return nil }
        if range.span.isFinite { return (range, 1) }
        let middle = range.min / 2 + range.max / 2
        let half = Double.greatestFiniteMagnitude / 4
        return (AxisRange(min: middle - half, max: middle + half), half / range.halfSpan)
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
