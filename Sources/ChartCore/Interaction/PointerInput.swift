/// A pointer event as an interaction handler hears it (`ChartInteraction`), in points from the
/// chart's top-left corner.
public struct PointerInput: Hashable, Sendable {
    public var position: Point
    /// The button pressed or released; during a drag, the button held; nil while hovering.
    public var button: InputEvent.Button?
    /// The modifier keys of a press or a release; empty for moves.
    public var modifiers: InputEvent.Modifiers
    /// 1 for a single press, 2 for the second press of a double-click; 0 for moves and releases.
    public var clickCount: Int
    /// Seconds on the window's clock.
    public var time: Double

    public init(position: Point, button: InputEvent.Button? = nil, modifiers: InputEvent.Modifiers = [],
                clickCount: Int = 0, time: Double = 0) {
        self.position = position
        self.button = button
        self.modifiers = modifiers
        self.clickCount = clickCount
        self.time = time
    }
}
