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
///
/// Two values in one: the `settings` a user chooses (`CrosshairSettings`) and the `state`
/// interaction sets (`CrosshairState`). The chart keeps them apart (`Chart.crosshairSettings`,
/// `Chart.crosshairState`); `Chart.crosshair` reads and writes both, and each property here
/// forwards to one of them.
public struct Crosshair: Hashable, Sendable {
    /// How the crosshair looks and behaves.
    public var settings = CrosshairSettings()
    /// Where it stands now.
    public var state = CrosshairState()

    /// Default: true. The toggle key (`toggleKey`) flips it.
    public var isEnabled: Bool {
        get { settings.isEnabled }
        set { settings.isEnabled = newValue }
    }
    /// Where the pointer is, in points; nil when it is outside the chart.
    public var pointerPosition: Point? {
        get { state.pointerPosition }
        set { state.pointerPosition = newValue }
    }
    /// The data point the crosshair stays on while streamed data slide the view under a still
    /// pointer (`CrosshairState.anchor`).
    public internal(set) var anchor: CrosshairAnchor? {
        get { state.anchor }
        set { state.anchor = newValue }
    }
    public var lineColor: Color? {
        get { settings.lineColor }
        set { settings.lineColor = newValue }
    }
    /// Default: 1 device pixel.
    public var lineWidth: Double? {
        get { settings.lineWidth }
        set { settings.lineWidth = newValue }
    }

    // MARK: Modes and options

    /// Snap to the nearest point, or float at the pointer. Default: `.snap`.
    public var mode: CrosshairMode {
        get { settings.mode }
        set { settings.mode = newValue }
    }
    /// Single-series mode: the crosshair reads only the series at this index; nil reads every
    /// series whose `crosshairEnabled` is on. Default: nil.
    public var seriesIndex: Int? {
        get { settings.seriesIndex }
        set { settings.seriesIndex = newValue }
    }
    /// How floating mode reads a line between its points. Default: `.automatic`.
    public var interpolation: CrosshairInterpolation {
        get { settings.interpolation }
        set { settings.interpolation = newValue }
    }
    /// Which lines are drawn (`nil` picks by mode).
    public var lines: CrosshairLines? {
        get { settings.lines }
        set { settings.lines = newValue }
    }
    /// What shows the crosshair. Default: `.hover`.
    public var activation: CrosshairActivation {
        get { settings.activation }
        set { settings.activation = newValue }
    }
    /// Seconds a press must be held before `.pressAndHold` shows the crosshair. Default: 0.4.
    public var holdDelay: Double {
        get { settings.holdDelay }
        set { settings.holdDelay = newValue }
    }
    /// What happens when the point to show lies outside the plot area. Default: `.hide`.
    public var outOfRange: CrosshairOutOfRange {
        get { settings.outOfRange }
        set { settings.outOfRange = newValue }
    }
    /// The character key that turns the crosshair on and off; nil for none. Default: "c".
    public var toggleKey: Character? {
        get { settings.toggleKey }
        set { settings.toggleKey = newValue }
    }
    /// Whether the tooltip box is drawn. Default: true.
    public var showsTooltip: Bool {
        get { settings.showsTooltip }
        set { settings.showsTooltip = newValue }
    }
    /// How the tooltip box looks and where it stands. Default: `.beside`.
    public var tooltipStyle: CrosshairTooltipStyle {
        get { settings.tooltipStyle }
        set { settings.tooltipStyle = newValue }
    }

    // MARK: State set by interaction

    /// The x a linked chart's crosshair stands at (`CrosshairState.linkedX`).
    public var linkedX: Double? {
        get { state.linkedX }
        set { state.linkedX = newValue }
    }
    /// The point the keyboard stepped to (`CrosshairState.keyboardTarget`).
    public var keyboardTarget: KeyboardTarget? {
        get { state.keyboardTarget }
        set { state.keyboardTarget = newValue }
    }
    /// Whether a press-and-hold has activated the crosshair (set by interaction).
    public internal(set) var isHeld: Bool {
        get { state.isHeld }
        set { state.isHeld = newValue }
    }

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
    public var resolvedLines: CrosshairLines { settings.resolvedLines }

    public init() {}

    /// The crosshair of these settings, standing where `state` says.
    public init(settings: CrosshairSettings, state: CrosshairState = CrosshairState()) {
        self.settings = settings
        self.state = state
    }
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
