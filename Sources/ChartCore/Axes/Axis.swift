/// What every axis has: its ranges, its place beside the plot area, tick and grid settings, the
/// mapping between data values and pixels, and the navigation settings gestures respect.
///
/// Four ranges describe an axis:
/// - `dataRange`: the extent of the data of the series on this axis (finite values only);
/// - `defaultRange`: what the chart shows at first and returns to on reset: `explicitDefaultRange`
///   when set, otherwise the data range widened by the range padding;
/// - `visibleRange`: what is shown now (`setVisibleRange`, gestures and animations change it);
/// - while nothing has changed it, the visible range follows the default range as data change.
///
/// Kinds of axis are subclasses: `NumberAxis` here; date, category, logarithmic and discontinuous
/// axes override the tick and label hooks and, where their scale is not linear, `linearValue(_:)`
/// and `dataValue(fromLinear:)`. Pixel mapping, ranges and navigation work on the linear values,
/// so a gesture behaves the same on every kind.
public class Axis {
    /// Set by the chart when the axis is added as an x (horizontal) or y (vertical) axis.
    public internal(set) var orientation: AxisOrientation
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

    // MARK: Navigation: what gestures may do to this axis

    /// Dragging pans this axis. Default: true.
    public var enableGesturePanning = true
    /// Scrolling and pinching zoom this axis. Default: true.
    public var enableGestureZooming = true
    /// A released drag carries on and slows down. Default: true.
    public var enableMomentumPanning = true
    /// A fast run of scroll events carries on briefly. Default: true.
    public var enableMomentumZooming = true
    /// Gestures may show values outside `defaultRange`. When false, panning stops at the default
    /// range's ends and zooming out stops at the default range. Default: true, so a viewer can
    /// always look around its data.
    public var allowPanningOutOfDefaultRange = true
    /// Gestures may show values outside `maximumRange` (when it is set). Default: false.
    public var allowPanningOutOfMaxRange = false
    /// The outermost range gestures may show while `allowPanningOutOfMaxRange` is false; nil
    /// for no such limit. Default: nil.
    public var maximumRange: AxisRange?
    /// How far gestures may zoom out, as `zoomLevel` (default span ÷ visible span); nil for no
    /// limit. Default: nil.
    public var minimumZoomLevel: Double?
    /// How far gestures may zoom in, as `zoomLevel`; nil to stop only where Double precision
    /// runs out (`AxisRange.minimumResolvableSpan`). Default: nil.
    public var maximumZoomLevel: Double?
    /// Momentum that meets a limit springs back from it (critically damped, so it never
    /// oscillates) instead of stopping dead. Default: false.
    public var enableEdgeBouncing = false

    /// How far the axis is zoomed in: the default range's span over the visible range's span,
    /// both measured on the axis's linear scale (so a log axis reports decades). 1 at the default
    /// range, 2 when half of it shows; 1 when either span is not a finite positive number.
    public var zoomLevel: Double {
        let d = defaultRange, v = visibleRange
        let defaultSpan = linearValue(d.max) - linearValue(d.min)
        let visibleSpan = linearValue(v.max) - linearValue(v.min)
        let level = defaultSpan / visibleSpan
        return level.isFinite && level > 0 ? level : 1
    }

    /// Data extent of the series plotted against this axis, set when the chart loads data.
    public internal(set) var dataRange: AxisRange?
    /// Set while the user (or code) has moved away from the default range.
    public private(set) var hasUserRange = false
    private var userRange: AxisRange?

    /// Pixel mapping from the last layout: where the axis starts on screen and how long it is.
    public internal(set) var pixelStart: Double = 0
    public internal(set) var pixelLength: Double = 0

    init(orientation: AxisOrientation) {
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

    // MARK: Scale hooks (identity for linear axes)

    /// The value on the axis's linear scale: log of the value on a log axis, the value with excluded
    /// ranges removed on a discontinuous one, the value itself here.
    public func linearValue(_ dataValue: Double) -> Double { dataValue }

    /// The inverse of `linearValue(_:)`.
    public func dataValue(fromLinear value: Double) -> Double { value }

    // MARK: Pixels

    /// Where a data value lands along the axis, in points (x grows right, y grows down). Values
    /// outside the visible range extrapolate linearly beyond the plot area.
    public func pixelValue(forDataValue value: Double) -> Double {
        let r = visibleRange
        let lo = linearValue(r.min), hi = linearValue(r.max)
        let t = (linearValue(value) - lo) / (hi - lo)
        switch orientation {
        case .horizontal: return pixelStart + t * pixelLength
        case .vertical: return pixelStart + (1 - t) * pixelLength
        }
    }

    /// The data value at a position along the axis, in points (extrapolating beyond the plot area).
    public func dataValue(forPixelValue pixel: Double) -> Double {
        let r = visibleRange
        guard pixelLength > 0 else { return r.min }
        var t = (pixel - pixelStart) / pixelLength
        if orientation == .vertical { t = 1 - t }
        let lo = linearValue(r.min), hi = linearValue(r.max)
        return dataValue(fromLinear: lo + t * (hi - lo))
    }

    // MARK: Ticks and labels (overridden by each kind)

    /// Major ticks for the visible range and the last laid-out length.
    public func majorTicks() -> TickSet { .empty }

    /// Minor ticks between the given major ticks.
    public func minorTicks(major: TickSet) -> TickSet { .empty }

    /// Label texts for a set of major ticks, formatted together so they share one precision.
    public func labels(for ticks: TickSet) -> [String] { ticks.values.map { "\($0)" } }

    /// The label text for a value, at the precision of the current major ticks.
    public func string(for value: Double) -> String { "\(value)" }

    /// A value's text with more precision than the tick labels, for tooltips.
    public func detailedString(for value: Double) -> String { string(for: value) }
}
