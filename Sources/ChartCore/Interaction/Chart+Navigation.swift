/// Where `Chart.pan(to:on:animated:)` moves an axis: the start, centre or end of its default range.
public enum PanPosition: Hashable, Sendable {
    case start, center, end
}

/// Navigation: feeding input and frame times to the chart, and moving its axes from code.
///
/// A window (ChartKit's `ChartView` does this) passes every input event in points from the
/// chart's top-left corner to `handle(_:)`, and calls `advance(to:)` once per frame with the
/// time on the same clock the events use:
///
/// ```swift
/// window.onEvent = { event in if chart.handle(event).needsRedraw { window.requestRedraw() } }
/// window.onFrame = {
///     let update = chart.advance(to: clock.now)
///     chart.prepareFrame()
///     draw(chart.makeScene(layout: chart.layout(size: size, measurer: fonts), measurer: fonts))
///     return update.isAnimating               // keep frames coming while something moves
/// }
/// chart.setRange(min: 10, max: 40, on: chart.xAxis, animated: true)
/// ```
extension Chart {
    /// Feeds one input event to the chart: gestures, keys, clicks, the crosshair and extensions.
    /// Returns whether to draw the chart again and whether frames must keep coming.
    ///
    /// ```swift
    /// if chart.handle(event).needsRedraw { window.requestRedraw() }
    /// ```
    @discardableResult
    public func handle(_ event: InputEvent) -> ChartUpdate {
        // Every mapping on the way asks this chart for its axes' spans (`span(of:)`), so a
        // shared axis maps the event's pixels in this chart's layout.
        let redraw = handleEvent(event)
        return ChartUpdate(needsRedraw: redraw, isAnimating: isAnimating)
    }

    /// Feeds one input event to the chart in `layout`, the geometry the screen shows (the
    /// window's last frame, or a layout of the chart as it is now): applies it, then handles the
    /// event, so gestures, clicks and the crosshair map pixels exactly as that frame drew them.
    ///
    /// ```swift
    /// let layout = chart.layout(size: size, measurer: fonts)
    /// if chart.handle(event, in: layout).needsRedraw { window.requestRedraw() }
    /// ```
    @discardableResult
    public func handle(_ event: InputEvent, in layout: ChartLayout) -> ChartUpdate {
        apply(layout)
        return handle(event)
    }

    /// Feeds one input event to the chart's gestures. Returns whether the chart should be redrawn.
    @_disfavoredOverload
    @available(*, deprecated, message: "handle(_:) returns a ChartUpdate: use chart.handle(event).needsRedraw")
    @discardableResult
    public func handle(_ event: InputEvent) -> Bool {
        handleEvent(event)
    }

    /// The body of `handle(_:)`: whether the chart should be redrawn. The handlers of
    /// `interactions` hear the event in order, the extensions' first (Chart+InteractionDispatch.swift).
    func handleEvent(_ event: InputEvent) -> Bool {
        dispatch(event)
    }

    /// Moves momentum and animations on to `time` (seconds, on the clock the events' times use).
    /// Returns whether any range changed.
    @available(*, deprecated, renamed: "advance(to:)", message: "advance(to:) moves streaming, navigation, animations and the crosshair together")
    @discardableResult
    public func advanceNavigation(to time: Double) -> Bool {
        stepNavigation(to: time)
    }

    /// `advance(to:)`'s navigation step: momentum, range and rotation animations. Returns
    /// whether any range changed.
    func stepNavigation(to time: Double) -> Bool {
        let moved = navigator.advance(to: time)
        return radial.advance(to: time) || moved
    }

    /// Momentum or an animation is running (or a scroll zoom waits a tenth of a second for a
    /// run's next step): keep calling `advanceNavigation(to:)` every frame.
    public var isNavigationAnimating: Bool { navigator.isAnimating || radial.isAnimating }

    /// The box-zoom rectangle being dragged, in points; nil when none is.
    public var boxZoomRect: Rect? { navigator.boxZoomRect }

    /// Stops momentum and animations where they are.
    public func stopNavigation() {
        navigator.stopMotion()
        radial.stopRotation()
    }

    // MARK: Programmatic moves

    /// Shows `range` on `axis`, at once (cause `.programmatic`) or animated with the easing
    /// gestures use (cause `.animation`). Code is not held to the gesture limits. A range with a
    /// non-finite bound is ignored.
    public func setRange(_ range: AxisRange, on axis: Axis, animated: Bool = false) {
        guard range.isFinite else { return }
        let target = AxisPixelMap(axis: axis, range: range.nonDegenerate(), in: self)
        guard target.low.isFinite, target.high.isFinite else { return }
        navigator.move(to: [(axis, target)], cause: animated ? .animation : .programmatic,
                       animated: animated, startTime: nil)
    }

    /// Shows `min...max` on `axis`; see `setRange(_:on:animated:)`.
    public func setRange(min: Double, max: Double, on axis: Axis, animated: Bool = false) {
        setRange(AxisRange(min: min, max: max), on: axis, animated: animated)
    }

    /// Moves `axis`, keeping its span, to the start, centre or end of its default range.
    @available(*, deprecated, renamed: "pan(to:on:animated:)")
    public func pan(_ axis: Axis, to position: PanPosition, animated: Bool = false) {
        pan(to: position, on: axis, animated: animated)
    }

    /// Moves `axis`, keeping its span, to the start, centre or end of its default range.
    ///
    /// Every programmatic move reads the same way: what to show, then `on:` the axis, then
    /// `animated:` (`setRange(_:on:animated:)`, `setZoomLevel(_:on:around:animated:)`).
    ///
    /// ```swift
    /// chart.pan(to: .end, on: chart.xAxis, animated: true)
    /// ```
    public func pan(to position: PanPosition, on axis: Axis, animated: Bool = false) {
        let current = AxisPixelMap(axis: axis, in: self)
        let full = AxisPixelMap(axis: axis, range: axis.defaultRange, in: self)
        // Half-spans keep ranges such as -1e308...1e308 finite (ARCHITECTURE.md, "Extreme ranges").
        let half = current.halfSpan
        guard half.isFinite, half > 0 else { return }
        let low: Double, high: Double
        switch position {
        case .start: low = full.low; high = AxisLimits.finite(full.low + half + half)
        case .center:
            let centre = full.low / 2 + full.high / 2
            low = AxisLimits.finite(centre - half); high = AxisLimits.finite(centre + half)
        case .end: low = AxisLimits.finite(full.high - half - half); high = full.high
        }
        navigator.move(to: [(axis, current.with(low: low, high: high))],
                       cause: animated ? .animation : .programmatic, animated: animated, startTime: nil)
    }

    /// Zooms `axis` to `level` (its default span over the visible span: 2 shows half the default
    /// range) about `value` (a data value), or about the centre of what shows now when nil.
    /// A level that is not a finite positive number is ignored.
    public func setZoomLevel(_ level: Double, on axis: Axis, around value: Double? = nil, animated: Bool = false) {
        guard level.isFinite, level > 0 else { return }
        let current = AxisPixelMap(axis: axis, in: self)
        let full = AxisPixelMap(axis: axis, range: axis.defaultRange, in: self)
        let centre = value.map(axis.linearValue) ?? (current.low / 2 + current.high / 2)
        let half = full.halfSpan / level
        guard centre.isFinite, half.isFinite, half > 0 else { return }
        navigator.move(to: [(axis, current.with(low: AxisLimits.finite(centre - half),
                                                high: AxisLimits.finite(centre + half)))],
                       cause: animated ? .animation : .programmatic, animated: animated, startTime: nil)
    }

    /// Returns every axis to its default range, which it then follows again as data change
    /// (cause `.reset`).
    public func resetZoom(animated: Bool = false) {
        navigator.resetZoom(animated: animated, startTime: nil)
    }

    // MARK: View history

    /// Whether there is an earlier view to go back to (Alt+Left, Backspace).
    public var canGoBack: Bool { navigator.history.canGoBack }
    /// Whether there is a later view to go forward to (Alt+Right).
    public var canGoForward: Bool { navigator.history.canGoForward }

    /// Animates back to the previous view the chart came to rest at; false when there is none.
    @discardableResult
    public func goBack() -> Bool {
        navigator.walkHistory(back: true, startTime: nil)
    }

    /// Animates forward again after `goBack()`; false when there is nothing ahead.
    @discardableResult
    public func goForward() -> Bool {
        navigator.walkHistory(back: false, startTime: nil)
    }
}
