/// A key press as an interaction handler hears it (`ChartInteraction.key`).
public struct KeyInput: Hashable, Sendable {
    public var key: InputEvent.Key
    public var modifiers: InputEvent.Modifiers
    /// An auto-repeat of a key held down.
    public var isRepeat: Bool
    /// Seconds on the window's clock.
    public var time: Double

    public init(key: InputEvent.Key, modifiers: InputEvent.Modifiers = [], isRepeat: Bool = false, time: Double = 0) {
        self.key = key
        self.modifiers = modifiers
        self.isRepeat = isRepeat
        self.time = time
    }
}
