/// Follows the pointer over the plot area: lines through the nearest data point (or, floating,
/// through the pointer with every series' value there) and a tooltip with its values. Drawn in
/// the overlay, so moving it never redraws the series.
///
/// ```swift
/// chart.crosshair.mode = .floating          // every series' value under the pointer
/// chart.crosshair.lines = .vertical
/// chart.crosshair.activation = .pressAndHold
/// chart.crosshair.outOfRange = .clamp
/// ```
public struct Crosshair: Hashable, Sendable {
    /// Default: true. The toggle key (`toggleKey`) flips it.
    public var isEnabled = true
    /// Where the pointer is, in points; nil when it is outside the chart.
    public var pointerPosition: Point? {
        didSet { if pointerPosition != oldValue { anchor = nil } }
    }
    /// The data point the crosshair stays on while streamed data slide the view under a still
    /// pointer (series index and the point's x and y); set by the chart when a stream moves the
    /// view, cleared when the pointer moves. When the point leaves the plot area (or the
    /// rolling window) the crosshair hides, as it does for a point outside the view.
    public internal(set) var anchor: CrosshairAnchor?
    public var lineColor: Color?
    /// Default: 1 device pixel.
    public var lineWidth: Double?

    // MARK: Modes and options

    /// Snap to the nearest point, or float at the pointer. Default: `.snap`.
    public var mode: CrosshairMode = .snap
    /// Single-series mode: the crosshair reads only the series at this index (snapping, the
    /// tooltip and key steps alike); nil reads every series whose `crosshairEnabled` is on.
    /// Default: nil.
    public var seriesIndex: Int?
    /// How floating mode reads a line between its points. Default: `.automatic` (step lines
    /// hold their value, other lines interpolate linearly).
    public var interpolation: CrosshairInterpolation = .automatic
    /// Which lines are drawn. Default: `.both` when snapping, the vertical line alone when floating
    /// (`nil` picks by mode).
    public var lines: CrosshairLines?
    /// What shows the crosshair. Default: `.hover`.
    public var activation: CrosshairActivation = .hover
    /// Seconds a press must be held before `.pressAndHold` shows the crosshair. Default: 0.4.
    public var holdDelay: Double = 0.4
    /// What happens when the point to show lies outside the plot area. Default: `.hide`.
    public var outOfRange: CrosshairOutOfRange = .hide
    /// The character key that turns the crosshair on and off; nil for none. Default: "c".
    public var toggleKey: Character? = "c"
    /// Whether the tooltip box is drawn. Default: true.
    public var showsTooltip = true
    /// How the tooltip box looks and where it stands. Default: `.beside`.
    public var tooltipStyle: CrosshairTooltipStyle = .beside

    // MARK: State set by interaction

    /// The x (in data units of the primary x axis) a linked chart's crosshair stands at, shown
    /// here while the pointer is elsewhere (`ChartLink`); nil when none.
    public var linkedX: Double?
    /// The point the keyboard stepped to (Shift+Left/Right), which the crosshair snaps to until
    /// the pointer moves; nil when none.
    public var keyboardTarget: KeyboardTarget?
    /// Whether a press-and-hold has activated the crosshair (set by interaction).
    public internal(set) var isHeld = false

    /// A point picked with the keyboard.
    public struct KeyboardTarget: Hashable, Sendable {
        public var seriesIndex: Int
        public var pointIndex: Int
        public init(seriesIndex: Int, pointIndex: Int) {
            self.seriesIndex = seriesIndex
            self.pointIndex = pointIndex
        }
    }

    /// The lines drawn: `lines`, or the mode's default.
    public var resolvedLines: CrosshairLines { lines ?? (mode == .floating ? .vertical : .both) }

    public init() {}
}

/// How the crosshair picks what it shows.
public enum CrosshairMode: String, Hashable, Sendable, CaseIterable {
    /// Jumps to the drawn point nearest the pointer (nearest series first along x).
    case snap
    /// A vertical line at the pointer, with every series' value at that x (SciChart's rollover,
    /// Grafana's shared tooltip).
    case floating
}

/// How floating mode reads a value between two points of a line.
public enum CrosshairInterpolation: String, Hashable, Sendable, CaseIterable {
    /// Step lines hold their value the way they are drawn; other lines interpolate linearly.
    case automatic
    /// A straight line between the two points.
    case linear
    /// The earlier point's value until the next point.
    case step
    /// The nearest point's value, no interpolation.
    case nearest
}

/// Which crosshair lines are drawn.
public enum CrosshairLines: String, Hashable, Sendable, CaseIterable {
    case vertical, horizontal, both, none
}

/// How the crosshair's tooltip box is drawn (`Crosshair.tooltipStyle`).
public enum CrosshairTooltipStyle: String, Hashable, Sendable, CaseIterable {
    /// A box in the theme's tooltip colours beside the point, flipped where it would leave the
    /// plot area, with a caret in the series' colour.
    case beside
    /// The reference's series crosshair: a box filled with the tracked series' colour (its text
    /// shaded to stand 7:1 on it), 20 points above the point (below where there is no room)
    /// or, for bars, right or left of the bar's end, with a caret pointing at the point. Floating,
    /// a box per series beside its point on the line, pushed apart where they would meet, and
    /// the x in a box at the line's foot; custom tooltip lines (`tooltipContent`, the delegate)
    /// cannot be split by series and keep one box.
    case series
}

/// What makes the crosshair appear.
public enum CrosshairActivation: String, Hashable, Sendable, CaseIterable {
    /// Whenever the pointer is over the plot area (the desktop default).
    case hover
    /// After the left button has been held still for `holdDelay` seconds; then moving the pointer
    /// moves the crosshair instead of panning, until the button is released.
    case pressAndHold
}

/// What the crosshair does when its point lies outside the plot area.
public enum CrosshairOutOfRange: String, Hashable, Sendable, CaseIterable {
    /// Shows nothing.
    case hide
    /// Pins lines and marker to the nearest plot edge.
    case clamp
}

/// The data point a crosshair has found under the pointer.
public struct CrosshairTarget: Equatable, Sendable {
    public var seriesIndex: Int
    public var pointIndex: Int
    public var x: Double
    public var y: Double
    /// Where the point is drawn, in points.
    public var position: Point
}

/// A data point the crosshair is pinned to (`Crosshair.anchor`), by value, since removals from
/// the start of a series shift every index.
public struct CrosshairAnchor: Hashable, Sendable {
    public var seriesIndex: Int
    public var x: Double
    public var y: Double
}
