/// A wheel or trackpad scroll as an interaction handler hears it (`ChartInteraction.scroll`):
/// positive `dy` scrolls up (away from the user), positive `dx` to the right.
public struct ScrollInput: Hashable, Sendable {
    public var dx: Double
    public var dy: Double
    /// The pointer, in points from the chart's top-left corner.
    public var position: Point
    public var modifiers: InputEvent.Modifiers
    /// Fractional (trackpad-like) offsets rather than whole wheel notches.
    public var isPrecise: Bool
    /// Seconds on the window's clock.
    public var time: Double

    public init(dx: Double = 0, dy: Double, position: Point, modifiers: InputEvent.Modifiers = [],
                isPrecise: Bool = false, time: Double = 0) {
        self.dx = dx
        self.dy = dy
        self.position = position
        self.modifiers = modifiers
        self.isPrecise = isPrecise
        self.time = time
    }
}
