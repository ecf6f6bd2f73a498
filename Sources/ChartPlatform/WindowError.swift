/// Why a chart window could not be opened.
public enum WindowError: Error, Equatable, CustomStringConvertible, Sendable {
    /// There is no display to open a window on: `DISPLAY` is unset, or names a server that does
    /// not answer. `reason` says which, in a few words (`"DISPLAY is not set"`).
    case noDisplay(reason: String)
    /// The display is there but the window or its OpenGL 3.3 core context could not be created;
    /// `reason` is GLFW's message.
    case creationFailed(reason: String)

    public var description: String {
        switch self {
        case .noDisplay(let reason):
            return "cannot open a window: no display (\(reason)). "
                + "Use `chartview render FILE -o out.png` to draw without one."
        case .creationFailed(let reason):
            return "cannot open a window with an OpenGL 3.3 core context: \(reason)"
        }
    }
}
