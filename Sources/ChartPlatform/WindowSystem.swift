import CGLFW
#if canImport(Glibc)
import Glibc
#endif

/// GLFW's process-wide state: initialised when the first window opens, terminated when the last
/// one closes.
///
/// Terminating with the last window (rather than keeping GLFW for the life of the process) means
/// each new window connects to the display `DISPLAY` names *now*: a test can open a window under
/// one Xvfb, stop it, and later open another under a new one, and a failed attempt without a
/// display leaves nothing behind to retry. It also keeps Xlib from touching a server that has gone
/// away, which it answers by exiting the process. GLFW is not thread-safe: all of this runs on the
/// main thread.
enum WindowSystem {
    nonisolated(unsafe) private static var openWindows = 0
    nonisolated(unsafe) private static var lastError: String?

    /// Initialises GLFW if no window is open yet and counts one more window.
    static func acquire() throws(WindowError) {
        if openWindows == 0 {
            try initialize()
        }
        openWindows += 1
    }

    /// Counts one window fewer, terminating GLFW when none is left.
    static func release() {
        guard openWindows > 0 else { return }
        openWindows -= 1
        if openWindows == 0 {
            glfwTerminate()
        }
    }

    /// Forgets the last GLFW error, so that `takeLastError` reports only what follows.
    static func clearLastError() {
        lastError = nil
    }

    /// The text of the last GLFW error since `clearLastError`, if any, and forgets it.
    static func takeLastError() -> String? {
        defer { lastError = nil }
        return lastError
    }

    private static func initialize() throws(WindowError) {
        glfwSetErrorCallback { _, description in
            WindowSystem.lastError = description.map { String(cString: $0) } ?? "unknown GLFW error"
        }
        let display = environment("DISPLAY")
        let wayland = environment("WAYLAND_DISPLAY")
        // Without either variable glfwInit can only fail; saying so directly gives a clearer message.
        guard display != nil || wayland != nil else {
            throw .noDisplay(reason: "DISPLAY is not set")
        }
        clearLastError()
        if glfwInit() == GLFW_FALSE {
            let detail = takeLastError() ?? "glfwInit failed"
            // glfwInit cleans up after itself on failure; terminating again makes the next attempt
            // start from scratch even on GLFW versions that do not.
            glfwTerminate()
            let name = display.map { "DISPLAY=\($0)" } ?? "WAYLAND_DISPLAY=\(wayland ?? "")"
            throw .noDisplay(reason: "\(name) does not answer: \(detail)")
        }
        // The platform layer may have reported harmless warnings during a successful start.
        clearLastError()
    }

    /// A non-empty environment variable, or nil.
    private static func environment(_ name: String) -> String? {
        guard let value = getenv(name) else { return nil }
        let text = String(cString: value)
        return text.isEmpty ? nil : text
    }
}
