import Foundation

/// The GL context current on this thread, as an opaque pointer: EGL's (headless) or GLX's (a
/// GLFW window), looked up at run time so ChartGL links neither. A renderer's GPU density
/// counter is called while a scene is made, outside its own render calls; it compares this with
/// the context it was made in and leaves the count to the CPU when another is current.
enum CurrentGLContext {
    private typealias Getter = @convention(c) () -> UnsafeMutableRawPointer?

    private static let getters: [Getter] = {
        let names: [String] = ["eglGetCurrentContext", "glXGetCurrentContext"]
        return names.compactMap { (name: String) -> Getter? in
            dlsym(UnsafeMutableRawPointer(bitPattern: 0), name).map { unsafeBitCast($0, to: Getter.self) }
        }
    }()

    /// nil when no context is current, or neither EGL nor GLX is loaded.
    static var identity: UnsafeMutableRawPointer? {
        for get in getters {
            if let context = get() { return context }
        }
        return nil
    }
}
