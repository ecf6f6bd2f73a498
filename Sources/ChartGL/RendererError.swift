/// Why a `ChartRenderer` could not be created.
public enum RendererError: Error, Equatable, CustomStringConvertible, Sendable {
    /// No OpenGL context is current on this thread.
    case noCurrentContext
    /// The current context is older than OpenGL 3.3 core.
    case unsupportedVersion(major: Int, minor: Int)
    /// A shader stage failed to compile; `log` is the driver's info log.
    case shaderCompilationFailed(shader: String, log: String)
    /// A program failed to link; `log` is the driver's info log.
    case programLinkFailed(program: String, log: String)

    public var description: String {
        switch self {
        case .noCurrentContext:
            return "no OpenGL context is current"
        case .unsupportedVersion(let major, let minor):
            return "OpenGL \(major).\(minor) is too old: ChartRenderer needs 3.3 core"
        case .shaderCompilationFailed(let shader, let log):
            return "shader \(shader) failed to compile (line numbers count from the file's first line):\n\(log)"
        case .programLinkFailed(let program, let log):
            return "program \(program) failed to link:\n\(log)"
        }
    }
}
