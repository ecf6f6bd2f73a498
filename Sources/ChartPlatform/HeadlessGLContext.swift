import CEGL
import CGL

/// A desktop OpenGL (3.3 core or newer) context with no display and no window, on Mesa's
/// surfaceless EGL platform: for tests, CI and PNG export. Draw into framebuffer objects.
///
/// ```swift
/// let gl = try HeadlessGLContext(debug: true)
/// // ... GL calls ...
/// XCTAssertEqual(gl.errors, [])
/// ```
///
/// It works with no `DISPLAY` and no GPU (llvmpipe). The context is current on the creating
/// thread after `init`; call `makeCurrent()` to bind it again (EGL binds per thread). A debug
/// context (`debug: true`) reports through `glDebugMessageCallback`, synchronously, into
/// `debugMessages`.
public final class HeadlessGLContext {
    private let display: EGLDisplay
    private let context: EGLContext
    private let log = DebugLog()

    /// Whether the context was created with `EGL_CONTEXT_OPENGL_DEBUG`.
    public let isDebug: Bool

    /// Creates the context and makes it current on this thread.
    public init(debug: Bool = false) throws(HeadlessGLError) {
        isDebug = debug
        let clientExtensions = eglQueryString(nil, EGLint(EGL_EXTENSIONS)).map { String(cString: $0) } ?? ""
        guard clientExtensions.split(separator: " ").contains("EGL_MESA_platform_surfaceless"),
              let getPlatformDisplay = eglGetProcAddress("eglGetPlatformDisplayEXT") else {
            throw .surfacelessPlatformUnavailable
        }
        typealias GetPlatformDisplay = @convention(c) (EGLenum, UnsafeMutableRawPointer?, UnsafePointer<EGLint>?) -> EGLDisplay?
        let getDisplay = unsafeBitCast(getPlatformDisplay, to: GetPlatformDisplay.self)
        guard let display = getDisplay(EGLenum(EGL_PLATFORM_SURFACELESS_MESA), nil, nil) else {
            throw .noDisplay
        }
        var major: EGLint = 0, minor: EGLint = 0
        guard eglInitialize(display, &major, &minor) == EGL_TRUE else {
            throw .initializeFailed(eglError: eglGetError())
        }
        guard eglBindAPI(EGLenum(EGL_OPENGL_API)) == EGL_TRUE else {
            throw .openGLUnavailable(eglError: eglGetError())
        }
        let configAttributes: [EGLint] = [
            EGLint(EGL_RENDERABLE_TYPE), EGLint(EGL_OPENGL_BIT),
            EGLint(EGL_SURFACE_TYPE), EGLint(EGL_PBUFFER_BIT),
            EGLint(EGL_RED_SIZE), 8, EGLint(EGL_GREEN_SIZE), 8, EGLint(EGL_BLUE_SIZE), 8,
            EGLint(EGL_ALPHA_SIZE), 8,
            EGLint(EGL_NONE),
        ]
        var config: EGLConfig?
        var configCount: EGLint = 0
        guard eglChooseConfig(display, configAttributes, &config, 1, &configCount) == EGL_TRUE,
              configCount > 0 else {
            throw .noConfig
        }
        // A core-profile 3.3 request gets the newest core version the driver has (4.5 on llvmpipe).
        // Version and profile attributes share their values with EGL_KHR_create_context; only the
        // debug switch is spelled differently before EGL 1.5.
        var contextAttributes: [EGLint] = [
            EGLint(EGL_CONTEXT_MAJOR_VERSION), 3,
            EGLint(EGL_CONTEXT_MINOR_VERSION), 3,
            EGLint(EGL_CONTEXT_OPENGL_PROFILE_MASK), EGLint(EGL_CONTEXT_OPENGL_CORE_PROFILE_BIT),
        ]
        if debug {
            if (major, minor) >= (1, 5) {
                contextAttributes += [EGLint(EGL_CONTEXT_OPENGL_DEBUG), EGLint(EGL_TRUE)]
            } else {
                contextAttributes += [EGLint(EGL_CONTEXT_FLAGS_KHR), EGLint(EGL_CONTEXT_OPENGL_DEBUG_BIT_KHR)]
            }
        }
        contextAttributes.append(EGLint(EGL_NONE))
        guard let context = eglCreateContext(display, config, nil, contextAttributes) else {
            throw .contextCreationFailed(eglError: eglGetError())
        }
        self.display = display
        self.context = context
        try makeCurrent()
        if debug { installDebugCallback() }
    }

    deinit {
        if eglGetCurrentContext() == context {
            eglMakeCurrent(display, nil, nil, nil)
        }
        eglDestroyContext(display, context)
        // The display is shared by every context on this platform, so it is never terminated.
    }

    /// Binds the context to the calling thread, with no surface.
    public func makeCurrent() throws(HeadlessGLError) {
        guard eglMakeCurrent(display, nil, nil, context) == EGL_TRUE else {
            throw .makeCurrentFailed(eglError: eglGetError())
        }
    }

    /// Unbinds whatever EGL context is current on the calling thread (this one or another).
    ///
    /// Call it before making a GLX context (a GLFW window's) current on the same thread: glvnd
    /// allows one current context per thread across EGL and GLX, and X reports `BadAccess`
    /// (fatal under Xlib's default error handler) otherwise.
    public func releaseCurrent() {
        eglMakeCurrent(display, nil, nil, nil)
    }

    /// Every debug message received since creation or the last `clearDebugMessages()`.
    public var debugMessages: [GLDebugMessage] { log.messages }

    /// The debug messages that report faults (see `GLDebugMessage.isError`); tests expect none.
    public var errors: [GLDebugMessage] { log.messages.filter(\.isError) }

    public func clearDebugMessages() { log.messages.removeAll() }

    /// The driver's `GL_RENDERER` and `GL_VERSION` strings, e.g. "llvmpipe (LLVM 15.0.6, 256 bits), 4.5 (Core Profile) Mesa 22.3.6".
    public var rendererDescription: String {
        func string(_ name: Int32) -> String {
            glGetString(GLenum(name)).map { String(cString: UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self)) } ?? "?"
        }
        return "\(string(GL_RENDERER)), \(string(GL_VERSION))"
    }

    private func installDebugCallback() {
        glEnable(GLenum(GL_DEBUG_OUTPUT))
        // Synchronous, so a message arrives inside the GL call that caused it.
        glEnable(GLenum(GL_DEBUG_OUTPUT_SYNCHRONOUS))
        glDebugMessageControl(GLenum(GL_DONT_CARE), GLenum(GL_DONT_CARE), GLenum(GL_DONT_CARE), 0, nil, GLboolean(GL_TRUE))
        let callback: GLDEBUGPROC = { source, type, id, severity, length, message, userParam in
            guard let userParam else { return }
            let log = Unmanaged<DebugLog>.fromOpaque(userParam).takeUnretainedValue()
            let text: String
            if let message {
                if length >= 0 {
                    let bytes = UnsafeRawPointer(message).assumingMemoryBound(to: UInt8.self)
                    text = String(decoding: UnsafeBufferPointer(start: bytes, count: Int(length)), as: UTF8.self)
                } else {
                    text = String(cString: message)
                }
            } else {
                text = ""
            }
            log.messages.append(GLDebugMessage(source: source, type: type, id: id, severity: severity, text: text))
        }
        // The log lives as long as the context (both owned by self), so an unretained pointer is safe.
        glDebugMessageCallback(callback, Unmanaged.passUnretained(log).toOpaque())
    }
}

/// Where the debug callback writes: a class, so a C callback can reach it through a raw pointer.
private final class DebugLog {
    var messages: [GLDebugMessage] = []
}
