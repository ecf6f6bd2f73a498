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
/// An axis is a kind of value × a scale. The kind is a subclass — `NumberAxis`, `DateTimeAxis`,
/// `CategoryAxis` — and says where ticks go and what labels read; the scale (`AxisScale`:
/// `LinearScale`, `LogarithmicScale`, `DiscontinuousScale` over either) is a value the axis
/// holds and maps data values onto the linear scale and back. Number and date axes leave
/// stretches out (`ExcludableAxis`) by cutting their scale. Write an axis as its kind over its
/// scale (`NumberAxis(scale: LogarithmicScale())`); `LogarithmicAxis`, `DiscontinuousNumberAxis`
/// and `DiscontinuousDateTimeAxis` are older shorthands for the same axes.
/// Pixel mapping, ranges and navigation work on the linear values, and series data reach the GPU
/// already mapped onto them, so a gesture or a draw behaves the same on every scale.
public class Axis {
    /// Set by the chart when the axis is added as an x (horizontal) or y (vertical) axis.
    public internal(set) var orientation: AxisOrientation
    public var title: String?
    public var style = AxisStyle()

    /// Padding added below the data range, in data units (seconds on a date axis), as the
    /// reference defines it; added to `rangePaddingFractionLow`. Default: 0.
    public var rangePaddingLow: Double = 0
    /// Padding added above the data range, in data units; added to `rangePaddingFractionHigh`.
    /// Default: 0.
    public var rangePaddingHigh: Double = 0
    /// Padding added below the data range, as a fraction of its span on the axis's scale (a
    /// share of the decades on a log axis). Default: 0.04.
    public var rangePaddingFractionLow: Double = 0.04
    /// Padding added above the data range, as a fraction of its span. Default: 0.04.
    public var rangePaddingFractionHigh: Double = 0.04
    /// The range shown by default; nil to fit the data. Default: nil.
    public var explicitDefaultRange: AxisRange?

    /// A fixed distance between major ticks, in data units; nil for automatic. Default: nil.
    public var majorTickFrequency: Double?
    /// A fixed distance between minor ticks; nil for automatic subdivisions. Default: nil.
    public var minorTickFrequency: Double?
    /// A value that fixed-frequency ticks pass through. Default: 0.
    public var anchorPoint: Double = 0
    /// Default: true.
    public var showsMajorGridLines = true
    /// Default: false.
    public var showsMinorGridLines = false
    /// Default: true.
    public var showsMinorTicks = true
    /// Default: true.
    public var showsLabels = true
    /// Whether major tick marks are drawn (their labels and grid lines are not affected).
    /// Default: true.
    public var showsMajorTicks = true

    // MARK: Placement

    /// The side of the plot area the axis sits on: bottom or left (`.normal`), top or right
    /// (`.reverse`). Axes on one side stack outward in the order they were added. Default: .normal.
    public var axisPosition: AxisPosition = .normal
    /// A value on the chart's primary axis of the other orientation at which this axis crosses
    /// the plot area (an x axis through y = 0). When the value is out of view the axis stays
    /// pinned to the nearer edge of the plot area. nil keeps the axis at its edge. Default: nil.
    public var axisPositionValue: Double?
    /// With `axisPositionValue`, keeps the tick labels at the plot edge while the line and its
    /// ticks move with the crossing value. Default: false (labels follow the line).
    public var axisLabelsAreFixed = false
    /// A fixed depth for the axis band, in points (its height for an x axis, its width for a y
    /// axis), so that the plot areas of neighbouring charts line up; nil to fit the ticks, labels
    /// and title, with some hysteresis so the plot area does not jitter as labels change length.
    /// Default: nil.
    public var fixedWidth: Double?

    // MARK: Tick marks and labels

    /// Which way tick marks point from the axis line. Default: .outside.
    public var tickMarkPosition: TickMarkPosition = .outside
    /// How tick labels are turned. Default: .horizontal.
    public var tickLabelOrientation: TickLabelOrientation = .horizontal
    /// What happens to a label that reaches past the low end of the axis (its minimum).
    /// Default: .keep.
    public var tickLabelClippingModeLow: TickLabelClippingMode = .keep
    /// What happens to a label that reaches past the high end of the axis (its maximum).
    /// Default: .keep.
    public var tickLabelClippingModeHigh: TickLabelClippingMode = .keep
    /// The least distance between automatic major ticks, in points; nil for the kind's default
    /// (80 along x, 50 along y). Labels that would still overlap are thinned out. Default: nil.
    public var majorTickSpacing: Double?

    // MARK: Navigation: what gestures may do to this axis

    /// Dragging pans this axis. Default: true.
    public var isGesturePanningEnabled = true
    /// Scrolling and pinching zoom this axis. Default: true.
    public var isGestureZoomingEnabled = true
    /// A released drag carries on and slows down. Default: true.
    public var isMomentumPanningEnabled = true
    /// A fast run of scroll events carries on briefly. Default: true.
    public var isMomentumZoomingEnabled = true
    /// Gestures may show values outside `defaultRange`. When false, panning stops at the default
    /// range's ends and zooming out stops at the default range. Default: true, so a viewer can
    /// always look around its data.
    public var allowsPanningOutOfDefaultRange = true
    /// Gestures may show values outside `maximumRange` (when it is set). Default: false.
    public var allowsPanningOutOfMaxRange = false
    /// The outermost range gestures may show while `allowsPanningOutOfMaxRange` is false; nil
    /// for no such limit. Default: nil.
    public var maximumRange: AxisRange?
    /// An extent gestures must also stay within while something drives the axis from outside:
    /// a range selector sets it to its overview's range for a window drag and the glide after
    /// it, so the main chart stops where the window stops. nil otherwise.
    var drivenExtent: AxisRange?
    /// How far gestures may zoom out, as `zoomLevel` (default span ÷ visible span); nil for no
    /// limit. Default: nil.
    public var minimumZoomLevel: Double?
    /// How far gestures may zoom in, as `zoomLevel`; nil to stop only where Double precision
    /// runs out (`AxisRange.minimumResolvableSpan`). Default: nil.
    public var maximumZoomLevel: Double?
    /// Momentum that meets a limit springs back from it (critically damped, so it never
    /// oscillates) instead of stopping dead. Default: false.
    public var isEdgeBouncingEnabled = false

    /// How far the axis is zoomed in: the default range's span over the visible range's span,
    /// both measured on the axis's linear scale (so a log axis reports decades). 1 at the default
    /// range, 2 when half of it shows; 1 when either span is not a finite positive number.
    public var zoomLevel: Double {
        let d = defaultRange, v = visibleRange
        // Half-spans: a ratio of two overflowing spans (-1e308...1e308) is still a number.
        let defaultSpan = linearValue(d.max) / 2 - linearValue(d.min) / 2
        let visibleSpan = linearValue(v.max) / 2 - linearValue(v.min) / 2
        let level = defaultSpan / visibleSpan
        return level.isFinite && level > 0 ? level : 1
    }

    /// Data extent of the series plotted against this axis, set when the chart loads data; for
    /// an axis shown by several charts, the union of their data's extents (`Axis+Hosts.swift`).
    public internal(set) var dataRange: AxisRange? {
        get { sharedFit.dataRange }
        set { placement.dataRange = newValue }
    }
    /// Which ends of `dataRange` are a baseline that bars or columns stand on: the default range
    /// is not padded past those, so the marks start on the axis line.
    var baselineEnds: BaselineEnds { sharedFit.baselineEnds }
    /// How far, in points, marks drawn at data values reach past them (the largest bubble's
    /// radius), so a fitted range keeps them whole (`Axis+MarkReach.swift`).
    var markReach: Double { sharedFit.markReach }
    /// Set while the user (or code) has moved away from the default range.
    public private(set) var hasUserRange = false
    private var userRange: AxisRange?

    /// Pixel mapping from the layout last applied (`Chart.apply(_:)`): where the axis starts on
    /// screen and how long it is. Kept by the chart, not the axis: for an axis shown by several
    /// charts, the span in the first of them (code inside the library asks each chart for its
    /// own: `Chart.span(of:)`, `ChartLayout.pixelValue(forDataValue:on:)`).
    public internal(set) var pixelStart: Double {
        get { placement.pixelStart }
        set { placement.pixelStart = newValue }
    }
    public internal(set) var pixelLength: Double {
        get { placement.pixelLength }
        set { placement.pixelLength = newValue }
    }

    /// The charts showing this axis, held weakly: an axis never keeps a chart alive.
    var hostReferences: [WeakChartReference] = []
    /// The placement of an axis no chart shows (one made on its own, in a test or a tool).
    var detachedPlacement = AxisPlacement()

    init(orientation: AxisOrientation, scale: any AxisScale = LinearScale()) {
        self.orientation = orientation
        self.scale = scale
        scaleIsPlainLinear = scale is LinearScale
        logarithmicScale = scale as? LogarithmicScale
        discontinuousScale = scale as? DiscontinuousScale
        seenScaleRevision = scale.revision
    }

    /// The range shown at first and on reset.
    ///
    /// Fitting and padding happen on the axis's linear scale, so a log axis pads by a share of
    /// its decades and a discontinuous axis by a share of the time it shows.
    public var defaultRange: AxisRange {
        if let explicit = explicitDefaultRange { return sanitizedRange(explicit) }
        // One look-up of the fit (asked on every pixel mapping, so not once per part of it).
        let fit = sharedFit
        guard let data = fit.dataRange else { return rangeWithoutData }
        let linear = AxisRange(min: linearValue(data.min), max: linearValue(data.max))
        guard linear.isFinite else { return sanitizedRange(data) }
        // Padding only for data with a real spread: a widened single value is already centred.
        let fitted = linear.span > 0
            ? paddedForMarks(linear.nonDegenerate(), keepingLow: fit.baselineEnds.low, keepingHigh: fit.baselineEnds.high,
                             markReach: fit.markReach)
            : linearRange(aroundSingleValue: linear.min)
        return sanitizedRange(AxisRange(min: dataValue(fromLinear: fitted.min), max: dataValue(fromLinear: fitted.max)))
    }

    /// What is shown now.
    public var visibleRange: AxisRange { userRange ?? defaultRange }

    /// Shows `range` (sorted and made fit for the axis: non-degenerate, and positive on a log
    /// axis) until the next reset.
    public func setVisibleRange(_ range: AxisRange) {
        userRange = sanitizedRange(range)
        hasUserRange = true
    }

    /// The linear range shown for data that all have one value: a nice step either side
    /// (`AxisRange.nonDegenerate()`); a date axis shows a day either side instead.
    func linearRange(aroundSingleValue value: Double) -> AxisRange {
        AxisRange(min: value, max: value).nonDegenerate()
    }

    /// The default range of an axis without data. Default: 0...1 (1...base on a log scale).
    var rangeWithoutData: AxisRange {
        if let log = logarithmicScale { return log.rangeWithoutData }
        return AxisRange(min: 0, max: 1)
    }

    /// `range` made fit to show: sorted and non-degenerate, and in the scale's domain (positive
    /// on a log scale, which falls back on the data range or the range without data).
    func sanitizedRange(_ range: AxisRange) -> AxisRange {
        if scaleIsPlainLinear { return range.nonDegenerate() }
        return scale.sanitizedRange(range) { dataRange ?? rangeWithoutData }
    }

    /// The visible range on the linear scale: what the plot's pixels map to linearly.
    public var linearVisibleRange: AxisRange {
        let r = visibleRange
        return AxisRange(min: linearValue(r.min), max: linearValue(r.max))
    }

    /// Returns to following the default range.
    public func resetRange() {
        userRange = nil
        hasUserRange = false
    }

    // MARK: Scale

    /// How data values lie along the axis: linear, logarithmic, or with stretches left out
    /// (`AxisScale`). Chosen when the axis is made (`NumberAxis(scale:)`); a kind with a
    /// restricted scale (`CategoryAxis`) keeps `LinearScale`.
    public internal(set) var scale: any AxisScale {
        didSet { scaleDidChange() }
    }
    /// Whether `scale` is `LinearScale`: mapping then needs no call through the scale. Read on
    /// every pixel mapping, so without the run-time exclusivity check a class property gets
    /// (written only when the scale is replaced, on the thread that owns the chart).
    @exclusivity(unchecked) private var scaleIsPlainLinear: Bool
    /// `scale` when it is logarithmic or discontinuous, cast once when it is set: tick and label
    /// code asks on every query (a tooltip, a crosshair reading), where a cast each time showed in
    /// the hit test's instruction count.
    private(set) var logarithmicScale: LogarithmicScale?
    private(set) var discontinuousScale: DiscontinuousScale?
    /// The scale's own revision when last looked at (`scaleRevision`).
    private var seenScaleRevision: Int
    private var revisionCount = 0

    /// A new scale: data mapped through the old one are mapped again, and the data range is
    /// laid out on it.
    func scaleDidChange() {
        scaleIsPlainLinear = scale is LinearScale
        logarithmicScale = scale as? LogarithmicScale
        discontinuousScale = scale as? DiscontinuousScale
        seenScaleRevision = scale.revision
        revisionCount += 1
        if let data = dataRange { _ = scale.prepare(covering: data) }
    }

    /// The value on the axis's linear scale: log of the value on a log axis, the value with excluded
    /// ranges removed on a discontinuous one, the value itself on a linear one.
    public final func linearValue(_ dataValue: Double) -> Double {
        scaleIsPlainLinear ? dataValue : scale.linearValue(dataValue)
    }

    /// The inverse of `linearValue(_:)`.
    public final func dataValue(fromLinear value: Double) -> Double {
        scaleIsPlainLinear ? value : scale.dataValue(fromLinear: value)
    }

    /// Whether `linearValue(_:)` is the identity, so series data go to the GPU as they are.
    public final var hasLinearScale: Bool { scaleIsPlainLinear || scale.isLinear }

    /// Changes whenever the mapping of `linearValue(_:)` changes (a new scale, exclusions
    /// edited), so data mapped earlier are mapped again.
    public final var scaleRevision: Int {
        let current = scale.revision
        if current != seenScaleRevision {
            seenScaleRevision = current
            revisionCount += 1
        }
        return revisionCount
    }

    /// Makes the scale exact for values in `range` before data or the view are mapped through it:
    /// a discontinuous scale lays out its repeated exclusions there.
    func prepareScale(covering range: AxisRange) {
        _ = scale.prepare(covering: range)
    }

    /// Layout state kept between frames: the label space reserved last time, so small changes in
    /// label length do not move the plot area.
    var layoutMemory: AxisLayoutMemory {
        get { placement.memory }
        set { placement.memory = newValue }
    }

    // MARK: Pixels

    /// Where a data value lands along the axis, in points (x grows right, y grows down). Values
    /// outside the visible range extrapolate linearly beyond the plot area. For an axis shown by
    /// several charts, in the first chart's layout: ask a chart's layout for the others
    /// (`ChartLayout.pixelValue(forDataValue:on:)`).
    public func pixelValue(forDataValue value: Double) -> Double {
        let span = placement
        return pixelValue(forDataValue: value, pixelStart: span.pixelStart, pixelLength: span.pixelLength)
    }

    /// `pixelValue(forDataValue:)` along `span`, one chart's placement of the axis.
    func pixelValue(forDataValue value: Double, in span: AxisSpan) -> Double {
        pixelValue(forDataValue: value, pixelStart: span.pixelStart, pixelLength: span.pixelLength)
    }

    /// `dataValue(forPixelValue:)` along `span`, one chart's placement of the axis.
    func dataValue(forPixelValue pixel: Double, in span: AxisSpan) -> Double {
        dataValue(forPixelValue: pixel, pixelStart: span.pixelStart, pixelLength: span.pixelLength)
    }

    /// `pixelValue(forDataValue:in:)` for the many values of one frame: the visible range is read
    /// once (an axis without a range of its own fits one to its charts' data on every read, which
    /// cost a column chart more than its rectangles), the arithmetic is the same to the bit.
    func pixelMapping(in span: AxisSpan) -> (Double) -> Double {
        let r = visibleRange
        let linear = AxisRange(min: linearValue(r.min), max: linearValue(r.max))
        let start = span.pixelStart, length = span.pixelLength, vertical = orientation == .vertical
        return { [unowned self] value in
            let t = linear.fraction(of: linearValue(value))
            return vertical ? start + (1 - t) * length : start + t * length
        }
    }

    /// `pixelValue(forDataValue:)` for an axis laid from `pixelStart` for `pixelLength` points
    /// (a `ChartLayout`'s span for it).
    func pixelValue(forDataValue value: Double, pixelStart: Double, pixelLength: Double) -> Double {
        let r = visibleRange
        // Half-span arithmetic (ARCHITECTURE.md, "Extreme ranges"): finite for every finite range.
        let t = AxisRange(min: linearValue(r.min), max: linearValue(r.max)).fraction(of: linearValue(value))
        switch orientation {
        case .horizontal: return pixelStart + t * pixelLength
        case .vertical: return pixelStart + (1 - t) * pixelLength
        }
    }

    /// The data value at a position along the axis, in points (extrapolating beyond the plot area).
    public func dataValue(forPixelValue pixel: Double) -> Double {
        let span = placement
        return dataValue(forPixelValue: pixel, pixelStart: span.pixelStart, pixelLength: span.pixelLength)
    }

    /// `dataValue(forPixelValue:)` for an axis laid from `pixelStart` for `pixelLength` points.
    func dataValue(forPixelValue pixel: Double, pixelStart: Double, pixelLength: Double) -> Double {
        let r = visibleRange
        guard pixelLength > 0 else { return r.min }
        var t = (pixel - pixelStart) / pixelLength
        if orientation == .vertical { t = 1 - t }
        return dataValue(fromLinear: AxisRange(min: linearValue(r.min), max: linearValue(r.max)).value(atFraction: t))
    }

    // MARK: Ticks and labels (overridden by each kind)

    /// The least distance between automatic major ticks, in points: `majorTickSpacing`, or 80
    /// along x and 50 along y.
    var tickSpacing: Double {
        if let spacing = majorTickSpacing, spacing.isFinite, spacing > 0 { return spacing }
        return orientation == .horizontal ? NumberTickLocator.defaultHorizontalSpacing
                                          : NumberTickLocator.defaultVerticalSpacing
    }

    /// Major ticks for the visible range and the last laid-out length (in the first chart that
    /// shows the axis).
    public final func majorTicks() -> TickSet { majorTicks(alongPixels: placement.pixelLength) }

    /// Major ticks for the visible range on an axis `pixelLength` points long: each kind's own
    /// (the layout hands in the length it measures, never one stored on the axis).
    func majorTicks(alongPixels pixelLength: Double) -> TickSet { .empty }

    /// Minor ticks between the given major ticks.
    public func minorTicks(major: TickSet) -> TickSet { .empty }

    /// Values whose labels the layout measures besides the ticks in view, so that it reserves
    /// room for labels a pan of up to one span either way would bring: the lattice values one
    /// span below and above the visible range.
    func labelProbes(for ticks: TickSet) -> [Double] {
        let r = linearVisibleRange
        guard r.isFinite, r.span > 0, ticks.step > 0, ticks.step.isFinite, !ticks.values.isEmpty else { return [] }
        return [r.min - r.span, r.max + r.span].compactMap { linear in
            let value = dataValue(fromLinear: linear)
            let snapped = ticks.anchor + ((value - ticks.anchor) / ticks.step).rounded() * ticks.step
            return snapped.isFinite ? snapped : nil
        }
    }

    /// What the labels of these ticks leave unsaid, written once at the end of the axis (a date
    /// axis's year); nil on most kinds.
    func labelNote(for ticks: TickSet) -> String? { nil }

    /// Label texts for a set of major ticks, formatted together so they share one precision.
    public func labels(for ticks: TickSet) -> [String] { ticks.values.map { "\($0)" } }

    /// The label text for a value, at the precision of the current major ticks.
    public func string(for value: Double) -> String { "\(value)" }

    /// A value's text with more precision than the tick labels, for tooltips.
    public func detailedString(for value: Double) -> String { string(for: value) }

    /// A value's text in a crosshair tooltip: `detailedString(for:)`, less what carries nothing
    /// (a date axis of whole days leaves out the time of day).
    public func tooltipString(for value: Double) -> String { detailedString(for: value) }

    /// The text of a distance along the axis (a measurement's Δx): four significant digits by
    /// default; a date axis writes a duration.
    public func spanString(for span: Double) -> String { Self.compactNumber(span) }

    /// Four significant digits, plain or in e-notation, with a true minus sign.
    static func compactNumber(_ v: Double) -> String {
        guard v.isFinite else { return "–" }
        let magnitude = abs(v)
        var text = magnitude != 0 && (magnitude < 1e-3 || magnitude >= 1e6)
            ? String(format: "%.3e", magnitude) : String(format: "%.4g", magnitude)
        if text == "0" || v == 0 { return "0" }
        if v < 0 { text = "\u{2212}" + text }
        return text
    }
}
