import CGL

/// A linked program built from a vertex and a fragment file of the top-level `Shaders/` folder,
/// each stage preceded by the `#version` line, a define naming the stage (`VERTEX_STAGE` or
/// `FRAGMENT_STAGE`) and `common.glsl` (shared uniforms and helpers).
final class ShaderProgram {
    let name: String
    let id: GLuint
    private var uniformLocations: [String: GLint] = [:]

    /// Compiles and links `<name>.vert` + `<name>.frag`; the sources are embedded in the binary.
    /// `extensions` are required (`#extension NAME : require`) in both stages.
    init(name: String, vertex: [UInt8], fragment: [UInt8], extensions: [String] = []) throws(RendererError) {
        self.name = name
        let vertexShader = try Self.compile(vertex, stage: GLenum(GL_VERTEX_SHADER), file: "\(name).vert",
                                            extensions: extensions)
        defer { glDeleteShader(vertexShader) }
        let fragmentShader = try Self.compile(fragment, stage: GLenum(GL_FRAGMENT_SHADER), file: "\(name).frag",
                                              extensions: extensions)
        defer { glDeleteShader(fragmentShader) }

        let program = glCreateProgram()
        glAttachShader(program, vertexShader)
        glAttachShader(program, fragmentShader)
        glLinkProgram(program)
        var linked: GLint = 0
        glGetProgramiv(program, GLenum(GL_LINK_STATUS), &linked)
        if linked == GL_FALSE {
            let log = Self.infoLog(of: program, isProgram: true)
            glDeleteProgram(program)
            throw .programLinkFailed(program: name, log: log)
        }
        glDetachShader(program, vertexShader)
        glDetachShader(program, fragmentShader)
        id = program
        readUniformLocations()
    }

    deinit {
        glDeleteProgram(id)
    }

    /// The location of an active uniform, or -1 (which GL ignores) when the compiler dropped it.
    func uniform(_ name: String) -> GLint {
        uniformLocations[name] ?? -1
    }

    private func readUniformLocations() {
        var count: GLint = 0
        glGetProgramiv(id, GLenum(GL_ACTIVE_UNIFORMS), &count)
        var nameBuffer = [GLchar](repeating: 0, count: 256)
        for index in 0..<max(0, count) {
            var length: GLsizei = 0, size: GLint = 0, type: GLenum = 0
            glGetActiveUniform(id, GLuint(index), GLsizei(nameBuffer.count), &length, &size, &type, &nameBuffer)
            let uniformName = String(cString: nameBuffer)
            uniformLocations[uniformName] = glGetUniformLocation(id, nameBuffer)
        }
    }

    private static func compile(_ source: [UInt8], stage: GLenum, file: String,
                                extensions: [String]) throws(RendererError) -> GLuint {
        let shader = glCreateShader(stage)
        let stageName = stage == GLenum(GL_VERTEX_SHADER) ? "VERTEX_STAGE" : "FRAGMENT_STAGE"
        // `#line 1` makes the driver's log count lines from the stage file's own first line.
        // `#extension` lines must come before any other token, so right after `#version`.
        let required = extensions.map { "#extension \($0) : require\n" }.joined()
        let parts: [[UInt8]] = [Array("#version 330 core\n\(required)#define \(stageName) 1\n".utf8),
                                PackageResources.common_glsl, Array("\n#line 1\n".utf8), source]
        // glShaderSource copies the strings, so the pointers need only live through the call.
        let joined = parts.reduce([], +)
        joined.withUnsafeBufferPointer { bytes in
            var pointer: UnsafePointer<GLchar>? = bytes.baseAddress.map {
                UnsafeRawPointer($0).assumingMemoryBound(to: GLchar.self)
            }
            var length = GLint(bytes.count)
            glShaderSource(shader, 1, &pointer, &length)
        }
        glCompileShader(shader)
        var compiled: GLint = 0
        glGetShaderiv(shader, GLenum(GL_COMPILE_STATUS), &compiled)
        if compiled == GL_FALSE {
            let log = infoLog(of: shader, isProgram: false)
            glDeleteShader(shader)
            throw .shaderCompilationFailed(shader: file, log: log)
        }
        return shader
    }

    private static func infoLog(of object: GLuint, isProgram: Bool) -> String {
        var length: GLint = 0
        if isProgram {
            glGetProgramiv(object, GLenum(GL_INFO_LOG_LENGTH), &length)
        } else {
            glGetShaderiv(object, GLenum(GL_INFO_LOG_LENGTH), &length)
        }
        guard length > 0 else { return "" }
        var log = [GLchar](repeating: 0, count: Int(length) + 1)
        if isProgram {
            glGetProgramInfoLog(object, GLsizei(log.count), nil, &log)
        } else {
            glGetShaderInfoLog(object, GLsizei(log.count), nil, &log)
        }
        return String(cString: log)
    }
}
