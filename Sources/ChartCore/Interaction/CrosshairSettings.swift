/// How the crosshair looks and behaves: what it reads, which lines and tooltip it draws, what
/// shows it. A plain value that interaction never changes (except `isEnabled`, which the toggle
/// key flips), so one chart's settings can be copied to another's:
///
/// ```swift
/// var settings = CrosshairSettings()
/// settings.mode = .floating                 // every series' value under the pointer
/// settings.activation = .pressAndHold
/// for chart in charts { chart.crosshairSettings = settings }
/// ```
///
/// Where the crosshair stands now is `CrosshairState`, which the chart keeps; `Chart.crosshair`
/// still reads and writes both as one `Crosshair`.
public struct CrosshairSettings: Hashable, Sendable {
    /// Default: true. The toggle key (`toggleKey`) flips it.
    public var isEnabled = true
    public var lineColor: Color?
    /// Default: 1 device pixel.
    public var lineWidth: Double?
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

    /// The lines drawn: `lines`, or the mode's default.
    public var resolvedLines: CrosshairLines { lines ?? (mode == .floating ? .vertical : .both) }

    public init() {}
}
