/// An axis's mapping between pixels and its linear scale for one range: the arithmetic behind
/// every pan and zoom.
///
/// Values are on the axis's linear scale (`Axis.linearValue(_:)`: the value itself on a number
/// axis, its logarithm on a log axis), so a gesture moves every kind of axis by the same number
/// of pixels. Pixels are points along the axis, growing right for x and down for y, exactly as
/// `Axis.pixelValue(forDataValue:)` returns them.
struct AxisPixelMap: Equatable {
    /// The linear values at the range's minimum and maximum.
    var low: Double
    var high: Double
    var pixelStart: Double
    var pixelLength: Double
    /// True for a y axis: its minimum sits at the bottom, where pixels are largest.
    var isVertical: Bool

    init(low: Double, high: Double, pixelStart: Double, pixelLength: Double, isVertical: Bool) {
        self.low = low
        self.high = high
        self.pixelStart = pixelStart
        self.pixelLength = pixelLength
        self.isVertical = isVertical
    }

    /// The mapping `axis` has for `range` where it runs in `chart`'s layout.
    init(axis: Axis, range: AxisRange, in chart: Chart) {
        let span = chart.span(of: axis)
        self.init(low: axis.linearValue(range.min), high: axis.linearValue(range.max),
                  pixelStart: span.pixelStart, pixelLength: span.pixelLength,
                  isVertical: axis.orientation == .vertical)
    }

    /// The mapping `axis` has now in `chart`.
    init(axis: Axis, in chart: Chart) {
        self.init(axis: axis, range: axis.visibleRange, in: chart)
    }

    var span: Double { high - low }

    /// Half the span, finite for every finite mapping (ARCHITECTURE.md, "Extreme ranges").
    var halfSpan: Double { high / 2 - low / 2 }

    /// Whether gestures can work with this mapping: a laid-out axis with a finite, non-empty range.
    var isUsable: Bool {
        low.isFinite && high.isFinite && high > low && pixelLength.isFinite && pixelLength > 0
            && pixelStart.isFinite
    }

    /// The linear value shown at `pixel`.
    func linearValue(atPixel pixel: Double) -> Double {
        var t = (pixel - pixelStart) / pixelLength
        if isVertical { t = 1 - t }
        return AxisRange(min: low, max: high).value(atFraction: t)
    }

    /// Where a linear value is shown, in pixels.
    func pixel(forLinearValue value: Double) -> Double {
        var t = AxisRange(min: low, max: high).fraction(of: value)
        if isVertical { t = 1 - t }
        return pixelStart + t * pixelLength
    }

    /// How far the linear range moves when content is dragged `pixels` along the axis (right
    /// or down positive): negative for x (dragging right brings smaller values into view),
    /// positive for y.
    func linearShift(forPixels pixels: Double) -> Double {
        let shift = Self.finite(2 * (pixels / pixelLength * halfSpan))
        return isVertical ? shift : -shift
    }

    /// The inverse of `linearShift(forPixels:)`.
    func pixels(forLinearShift shift: Double) -> Double {
        let pixels = shift / 2 / halfSpan * pixelLength
        return isVertical ? pixels : -pixels
    }

    /// The mapping after content was dragged `pixels` along the axis: what was at pixel p is now
    /// at p + pixels, so the value under a dragging pointer stays under it.
    func panned(byPixels pixels: Double) -> AxisPixelMap {
        shifted(by: linearShift(forPixels: pixels))
    }

    /// The mapping with its linear range moved by `shift`.
    func shifted(by shift: Double) -> AxisPixelMap {
        var map = self
        map.low = Self.finite(low + shift)
        map.high = Self.finite(high + shift)
        return map
    }

    /// The mapping zoomed in by `factor` (2 shows half the span) about `pixel`: the value at
    /// `pixel` stays at `pixel`.
    func zoomed(by factor: Double, aboutPixel pixel: Double) -> AxisPixelMap {
        zoomed(by: factor, aboutLinearValue: linearValue(atPixel: pixel))
    }

    /// The mapping zoomed in by `factor` about a linear value, which keeps its pixel.
    func zoomed(by factor: Double, aboutLinearValue anchor: Double) -> AxisPixelMap {
        var map = self
        map.low = Self.finite(anchor - 2 * ((anchor / 2 - low / 2) / factor))
        map.high = Self.finite(anchor + 2 * ((high / 2 - anchor / 2) / factor))
        return map
    }

    /// `value` clamped to finite Doubles (NaN stays NaN): a gesture on a range near the largest
    /// Double stops at its edge instead of turning the range infinite.
    private static func finite(_ value: Double) -> Double {
        Swift.min(Swift.max(value, -.greatestFiniteMagnitude), .greatestFiniteMagnitude)
    }

    /// The mapping showing linear values `low...high` on the same pixels.
    func with(low: Double, high: Double) -> AxisPixelMap {
        var map = self
        map.low = low
        map.high = high
        return map
    }

    /// The data range this mapping shows on `axis`.
    func range(on axis: Axis) -> AxisRange {
        AxisRange(min: axis.dataValue(fromLinear: low), max: axis.dataValue(fromLinear: high))
    }
}
