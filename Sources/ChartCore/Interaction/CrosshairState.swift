/// Where the crosshair stands now: the pointer it follows, the point a stream pinned it to, a
/// linked chart's x, the point the keyboard stepped to, a press held. Set by interaction (the
/// chart's input handling, `ChartLink`, `ChartDashboard`) and kept by the chart
/// (`Chart.crosshairState`), apart from the settings (`CrosshairSettings`) a user chooses.
public struct CrosshairState: Hashable, Sendable {
    /// Where the pointer is, in points; nil when it is outside the chart.
    public var pointerPosition: Point? {
        didSet { if pointerPosition != oldValue { anchor = nil } }
    }
    /// The data point the crosshair stays on while streamed data slide the view under a still
    /// pointer (series index and the point's x and y); set by the chart when a stream moves the
    /// view, cleared when the pointer moves. When the point leaves the plot area (or the
    /// rolling window) the crosshair hides, as it does for a point outside the view.
    public internal(set) var anchor: CrosshairAnchor?
    /// The x (in data units of the primary x axis) a linked chart's crosshair stands at, shown
    /// here while the pointer is elsewhere (`ChartLink`); nil when none.
    public var linkedX: Double?
    /// The point the keyboard stepped to (Shift+Left/Right), which the crosshair snaps to until
    /// the pointer moves; nil when none.
    public var keyboardTarget: Crosshair.KeyboardTarget?
    /// Whether a press-and-hold has activated the crosshair (set by interaction).
    public internal(set) var isHeld = false

    public init() {}
}
