/// One timestamped input event from a window, in logical points (not framebuffer pixels).
///
/// The window translates its toolkit's callbacks into these plain values, so the gesture logic
/// can be fed recorded or synthetic streams in tests. `time` is in seconds on the window's clock
/// (GLFW's timer), never the wall clock.
///
/// ```swift
/// window.onEvent = { event in
///     if case .pointerDown(.left, let at, _, 2, _) = event { print("double-click at", at) }
/// }
/// ```
public enum InputEvent: Hashable, Sendable {
    /// A button went down; `clickCount` is 2 for the second press of a double-click, 3 for a triple.
    case pointerDown(button: Button, position: Point, modifiers: Modifiers, clickCount: Int, time: Double)
    /// The pointer moved; `buttons` are those held during the move (empty when hovering).
    case pointerMove(position: Point, buttons: Set<Button>, time: Double)
    /// A button went up.
    case pointerUp(button: Button, position: Point, modifiers: Modifiers, time: Double)
    /// A wheel or trackpad scroll at the pointer; positive `dy` scrolls up (away from the user),
    /// positive `dx` to the right. `isPrecise` marks fractional (trackpad-like) offsets; a notched
    /// wheel reports whole steps.
    case scroll(dx: Double, dy: Double, position: Point, modifiers: Modifiers, isPrecise: Bool, time: Double)
    /// A key press, or its auto-repeat when `isRepeat` is true.
    case key(Key, modifiers: Modifiers, isRepeat: Bool, time: Double)
    /// The pointer left the window.
    case pointerExit(time: Double)

    /// When the event happened, in seconds on the window's clock.
    public var time: Double {
        switch self {
        case .pointerDown(_, _, _, _, let t), .pointerMove(_, _, let t), .pointerUp(_, _, _, let t),
             .scroll(_, _, _, _, _, let t), .key(_, _, _, let t), .pointerExit(let t):
            return t
        }
    }

    /// A pointer button.
    public enum Button: Hashable, Sendable {
        case left, right, middle
    }

    /// Modifier keys held during an event.
    public struct Modifiers: OptionSet, Hashable, Sendable {
        public let rawValue: UInt8
        public init(rawValue: UInt8) { self.rawValue = rawValue }

        public static let shift = Modifiers(rawValue: 1 << 0)
        public static let control = Modifiers(rawValue: 1 << 1)
        public static let alt = Modifiers(rawValue: 1 << 2)
        /// The Super (Windows, Command) key.
        public static let `super` = Modifiers(rawValue: 1 << 3)
    }

    /// The keys a chart reacts to; anything that types a character arrives as `.character`.
    public enum Key: Hashable, Sendable {
        case left, right, up, down
        /// `+` from either the main keyboard or the keypad.
        case plus
        /// `-` from either the main keyboard or the keypad.
        case minus
        case home, end
        case escape, backspace, delete, enter
        /// A character as the keyboard layout types it (`"a"`, `"A"`, `"é"`). With Control or Alt
        /// held it is the key's unshifted character (`"q"` for Ctrl+Q).
        case character(Character)
        /// A function key: `.function(1)` is F1 (the help overlay's key).
        case function(Int)
    }
}
