import CGL

/// What the GPU did for the GL calls of one stretch of work, read from queries: the time it
/// spent (`GL_TIME_ELAPSED`), the pixels written (`GL_SAMPLES_PASSED`), and the fragment shader
/// runs, discarded ones included (`GL_FRAGMENT_SHADER_INVOCATIONS`, where the driver offers
/// `GL_ARB_pipeline_statistics_query`). For benchmarks that must tell a draw that costs what it
/// rasterizes from one that costs a fixed amount: a wall clock cannot, on a GPU that runs the
/// draw after the call returns.
///
/// ```swift
/// let work = GPUWorkQuery.measure { renderer.render(scene, pixelWidth: w, pixelHeight: h, into: fbo) }
/// print(work.milliseconds, work.fragmentShaderRuns ?? -1)
/// ```
public struct GPUWorkQuery: Sendable, Equatable {
    /// GPU time of the work, in milliseconds.
    public var milliseconds: Double
    /// Samples that passed every test and were written (one a pixel without multisampling).
    public var samplesPassed: Int
    /// Fragment shader invocations, discarded fragments included; nil where not offered.
    public var fragmentShaderRuns: Int?

    public init(milliseconds: Double, samplesPassed: Int, fragmentShaderRuns: Int?) {
        self.milliseconds = milliseconds
        self.samplesPassed = samplesPassed
        self.fragmentShaderRuns = fragmentShaderRuns
    }

    /// Runs `work` (GL calls, a context current) inside the queries and waits for their answers.
    public static func measure(_ work: () -> Void) -> GPUWorkQuery {
        let countsInvocations = offersPipelineStatistics
        var queries = [GLuint](repeating: 0, count: 3)
        glGenQueries(3, &queries)
        defer { glDeleteQueries(3, &queries) }
        glBeginQuery(GLenum(GL_TIME_ELAPSED), queries[0])
        glBeginQuery(GLenum(GL_SAMPLES_PASSED), queries[1])
        if countsInvocations { glBeginQuery(GLenum(GL_FRAGMENT_SHADER_INVOCATIONS_ARB), queries[2]) }
        work()
        if countsInvocations { glEndQuery(GLenum(GL_FRAGMENT_SHADER_INVOCATIONS_ARB)) }
        glEndQuery(GLenum(GL_SAMPLES_PASSED))
        glEndQuery(GLenum(GL_TIME_ELAPSED))
        // Reading a result waits for it.
        func result(_ query: GLuint) -> Int {
            var value: GLuint64 = 0
            glGetQueryObjectui64v(query, GLenum(GL_QUERY_RESULT), &value)
            return Int(clamping: value)
        }
        return GPUWorkQuery(milliseconds: Double(result(queries[0])) / 1e6, samplesPassed: result(queries[1]),
                            fragmentShaderRuns: countsInvocations ? result(queries[2]) : nil)
    }

    /// Whether the current context lists `GL_ARB_pipeline_statistics_query` (core in GL 4.6).
    static var offersPipelineStatistics: Bool {
        var count: GLint = 0
        glGetIntegerv(GLenum(GL_NUM_EXTENSIONS), &count)
        for i in 0..<max(count, 0) {
            guard let name = glGetStringi(GLenum(GL_EXTENSIONS), GLuint(i)) else { continue }
            if String(cString: UnsafeRawPointer(name).assumingMemoryBound(to: CChar.self))
                == "GL_ARB_pipeline_statistics_query" { return true }
        }
        return false
    }
}
