/// What an input event or a step of time did to a chart: whether to draw it again, and whether
/// frames must keep coming. `Chart.handle(_:)` and `Chart.advance(to:)` return it.
///
/// ```swift
/// if chart.handle(event).needsRedraw { window.requestRedraw() }
/// let update = chart.advance(to: now)
/// draw(chart)
/// keepDrawing = update.isAnimating
/// ```
public struct ChartUpdate: Hashable, Sendable {
    /// Something shown changed (a range, the crosshair, a selection, an animation's frame):
    /// draw the chart again.
    public var needsRedraw: Bool
    /// Something is still moving (momentum, an animation, a streaming y fit easing, a
    /// press-and-hold waiting for the crosshair): call `advance(to:)` again next frame.
    public var isAnimating: Bool

    public init(needsRedraw: Bool, isAnimating: Bool) {
        self.needsRedraw = needsRedraw
        self.isAnimating = isAnimating
    }

    /// Nothing changed and nothing moves.
    public static let none = ChartUpdate(needsRedraw: false, isAnimating: false)
}
