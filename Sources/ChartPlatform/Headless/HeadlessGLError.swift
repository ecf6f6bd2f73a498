/// Why a headless OpenGL context could not be created or made current.
public enum HeadlessGLError: Error, Equatable, CustomStringConvertible, Sendable {
    /// The EGL library does not offer `EGL_MESA_platform_surfaceless` (or `eglGetPlatformDisplayEXT`).
    case surfacelessPlatformUnavailable
    /// `eglGetPlatformDisplayEXT` returned no display.
    case noDisplay
    /// `eglInitialize` failed with the given EGL error code.
    case initializeFailed(eglError: Int32)
    /// `eglBindAPI(EGL_OPENGL_API)` failed: the driver has no desktop OpenGL.
    case openGLUnavailable(eglError: Int32)
    /// No framebuffer configuration renders desktop OpenGL.
    case noConfig
    /// `eglCreateContext` failed: no core-profile context of version 3.3 or newer.
    case contextCreationFailed(eglError: Int32)
    /// `eglMakeCurrent` failed.
    case makeCurrentFailed(eglError: Int32)

    public var description: String {
        func hex(_ code: Int32) -> String { "0x" + String(code, radix: 16) }
        switch self {
        case .surfacelessPlatformUnavailable:
            return "EGL has no surfaceless platform (EGL_MESA_platform_surfaceless); install Mesa's libegl-mesa0"
        case .noDisplay:
            return "eglGetPlatformDisplayEXT(EGL_PLATFORM_SURFACELESS_MESA) returned no display"
        case .initializeFailed(let code):
            return "eglInitialize failed (EGL error \(hex(code)))"
        case .openGLUnavailable(let code):
            return "eglBindAPI(EGL_OPENGL_API) failed (EGL error \(hex(code))): no desktop OpenGL"
        case .noConfig:
            return "no EGL config renders desktop OpenGL"
        case .contextCreationFailed(let code):
            return "eglCreateContext for OpenGL 3.3 core failed (EGL error \(hex(code)))"
        case .makeCurrentFailed(let code):
            return "eglMakeCurrent failed (EGL error \(hex(code)))"
        }
    }
}
