/// How gestures, keys and animations move a chart's axes. Which axes may move at all, and how
/// far, is set on each axis (`Axis.isGesturePanningEnabled`, `allowsPanningOutOfDefaultRange`, …).
///
/// ```swift
/// chart.navigation.aspectLock = true           // x and y always zoom together
/// chart.navigation.doubleClickResetsZoom = false
/// chart.navigation.momentumFriction = 8        // flung pans stop sooner
/// ```
public struct NavigationOptions: Hashable, Sendable {
    /// Every zoom scales all axes by the same factor, so the x:y ratio never changes; zooming
    /// over one axis zooms the others about the plot's centre. Default: false.
    public var aspectLock = false
    /// A double-click animates back to the default ranges; when false it zooms in one step
    /// (`zoomStepFactor`) about the click, as map viewers do. Default: true, because box zoom is
    /// on and this is the way back out of it.
    public var doubleClickResetsZoom = true
    /// Right-drag and Shift+left-drag draw a rectangle to zoom to. Default: true.
    public var isBoxZoomEnabled = true
    /// Arrows pan, + and − zoom, Home resets, Alt+Left/Alt+Right and Backspace walk the view
    /// history. Default: true.
    public var isKeyboardEnabled = true

    /// How quickly a flung pan slows down: its speed falls as e^(−friction·t), t in seconds.
    /// Default: 4 (the speed halves about every 0.17 s).
    public var momentumFriction = 4.0
    /// The same for momentum zooming after a fast run of scroll steps. Default: 8.
    public var zoomMomentumFriction = 8.0
    /// The fastest a released drag may fly, in points per second. Default: 8000.
    public var maximumMomentumSpeed = 8000.0
    /// A released drag slower than this stops where it is, in points per second. Default: 40.
    public var minimumMomentumSpeed = 40.0

    /// The zoom factor of one wheel notch (one unit of scroll); trackpads scroll by fractions of
    /// it. Default: 1.25.
    public var scrollZoomFactor = 1.25
    /// Which axes the wheel zooms over the plot: all (default), or the horizontal ones with
    /// Shift for vertical and Ctrl for all (`WheelZoomAxes`).
    public var wheelZoomAxes = WheelZoomAxes.all
    /// Y follows x: every pan or zoom of x fits the y axes to the points in the new x range
    /// (`Chart.fittedYRange(for:)`); moving y on purpose (y alone, or a box zoom) turns it off,
    /// and `Chart.toggleAutoFitY()` (the A key) turns it back on. Default: false (chartview turns
    /// it on for time series).
    public var autoFitsY = false
    /// The zoom factor of a double-click (when it does not reset) and of the + and − keys.
    /// Default: 2.
    public var zoomStepFactor = 2.0
    /// How far an arrow key pans, as a fraction of the plot area. Default: 0.1.
    public var keyPanFraction = 0.1
    /// How long animated range changes take, in seconds. Default: 0.35 s.
    public var animationDuration = 0.35
    /// How far the pointer must move, in points, before a press becomes a drag. Default: 3 pt.
    public var dragThreshold = 3.0
    /// A box-zoom side shorter than this, in points, leaves that axis as it is. Default: 4 pt.
    public var minimumBoxSize = 4.0
    /// The box-zoom rectangle's colour (filled translucent, outlined opaque). Default: nil, the
    /// theme's crosshair colour.
    public var boxZoomColor: Color?

    public init() {}
}
