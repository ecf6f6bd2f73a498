/// A continuous axis of plain numbers.
///
/// Four ranges describe it:
/// - `dataRange`: the extent of the data of the series on this axis (finite values only);
/// - `defaultRange`: what the chart shows at first and returns to on reset: `explicitDefaultRange`
///   when set, otherwise the data range widened by the range padding;
/// - `visibleRange`: what is shown now (`setVisibleRange` or, later, gestures change it);
/// - while nothing has changed it, the visible range follows the default range as data change.
///
/// ```swift
/// chart.yAxis.title = "Temperature (°C)"
/// chart.yAxis.explicitDefaultRange = AxisRange(min: -10, max: 40)
/// ```
public final class NumberAxis {
    public let orientation: AxisOrientation
    public var title: String?
    public var style = AxisStyle()

    /// Padding added below the data range, as a fraction of its span. Default: 0.04.
    public var rangePaddingLow: Double = 0.04
    /// Padding added above the data range, as a fraction of its span. Default: 0.04.
    public var rangePaddingHigh: Double = 0.04
    /// The range shown by default; nil to fit the data. Default: nil.
    public var explicitDefaultRange: AxisRange?

    /// A fixed distance between major ticks, in data units; nil for automatic. Default: nil.
    public var majorTickFrequency: Double?
    /// A fixed distance between minor ticks; nil for automatic subdivisions. Default: nil.
    public var minorTickFrequency: Double?
    /// A value that fixed-frequency ticks pass through. Default: 0.
    public var anchorPoint: Double = 0
    /// Default: true.
    public var showMajorGridLines = true
    /// Default: false.
    public var showMinorGridLines = false
    /// Default: true.
    public var showMinorTicks = true
    /// Default: true.
    public var showLabels = true
    public var labelFormatter = NumberLabelFormatter()

    /// Data extent of the series plotted against this axis, set when the chart loads data.
    public internal(set) var dataRange: AxisRange?
    /// Set while the user (or code) has moved away from the default range.
    public private(set) var hasUserRange = false
    private var userRange: AxisRange?

    /// Pixel mapping from the last layout: where the axis starts on screen and how long it is.
    public internal(set) var pixelStart: Double = 0
    public internal(set) var pixelLength: Double = 0

    public init(orientation: AxisOrientation) {
        self.orientation = orientation
    }

    /// The range shown at first and on reset.
    public var defaultRange: AxisRange {
        if let explicit = explicitDefaultRange { return explicit.nonDegenerate() }
        guard let data = dataRange else { return AxisRange(min: 0, max: 1) }
        let fitted = data.nonDegenerate()
        // Padding only for data with a real spread: a widened single value is already centred.
        guard data.span > 0 else { return fitted }
        return fitted.padded(low: rangePaddingLow, high: rangePaddingHigh)
    }

    /// What is shown now.
    public var visibleRange: AxisRange { userRange ?? defaultRange }

    /// Shows `range` (sorted and made non-degenerate) until the next reset.
    public func setVisibleRange(_ range: AxisRange) {
        userRange = range.nonDegenerate()
        hasUserRange = true
    }

    /// Returns to following the default range.
    public func resetRange() {
        userRange = nil
        hasUserRange = false
    }

    /// Where a data value lands along the axis, in points (x grows right, y grows down).
    public func pixelValue(forDataValue value: Double) -> Double {
        let r = visibleRange
        let t = (value - r.min) / r.span
        switch orientation {
        case .horizontal: return pixelStart + t * pixelLength
        case .vertical: return pixelStart + (1 - t) * pixelLength
        }
    }

    /// The data value at a position along the axis, in points.
    public func dataValue(forPixelValue pixel: Double) -> Double {
        let r = visibleRange
        guard pixelLength > 0 else { return r.min }
        var t = (pixel - pixelStart) / pixelLength
        if orientation == .vertical { t = 1 - t }
        return r.min + t * r.span
    }

    /// The label text for a value, at the precision of the current major ticks.
    public func string(for value: Double) -> String {
        labelFormatter.string(for: value, step: majorTicks().step)
    }

    /// Major ticks for the visible range and the last laid-out length.
    public func majorTicks() -> TickSet {
        let range = visibleRange
        if let f = majorTickFrequency {
            let fixed = NumberTickLocator.ticks(in: range, frequency: f, anchor: anchorPoint)
            if !fixed.values.isEmpty || f > 0 { return fixed }
        }
        return NumberTickLocator.majorTicks(in: range, pixelLength: pixelLength,
                                            minSpacing: orientation == .horizontal ? 90 : 45)
    }

    /// Minor ticks between the given major ticks.
    public func minorTicks(major: TickSet) -> TickSet {
        if let f = minorTickFrequency {
            return NumberTickLocator.ticks(in: visibleRange, frequency: f, anchor: anchorPoint)
        }
        return NumberTickLocator.minorTicks(in: visibleRange, major: major)
    }
}
