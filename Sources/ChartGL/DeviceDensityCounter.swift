import CGL
import ChartCore
import Foundation

/// Bins a scatter's points into density counts on the GPU (`DensityCounting`).
///
/// The points go up once per data version: x and y as the raw bits of their Float64 values (16
/// bytes a point), and each count draws them as `GL_POINTS` whose vertex shader finds the cell
/// with the same two Float64 operations per axis as `DensityGrid.counts(of:)` and puts the point
/// at that cell's centre, added with `GL_ONE, GL_ONE` blending into an R32F target. Why Float64
/// and not Float32 offsets from a per-chunk origin (8 bytes a point): a Float32 offset keeps 24
/// bits, so once a device pixel is narrower than 2^-24 of a chunk's extent (a zoom of about
/// 10^4 on an unsorted cloud, whose every chunk spans the whole cloud) cells go wrong, and even
/// before that a point within a rounding error of a pixel edge lands on the other side of it from
/// the CPU's count. Float64 keeps the counts equal to the CPU's at every zoom the CPU path holds.
///
/// Counts are exact: a pass draws at most 2^24 points (an R32F sum is exact up to there) and is
/// folded into R32UI totals. The largest count comes from 4×4 max passes down to one texel (one
/// value read back, for the colour bar); the colours are made by `density_color.frag` from
/// `DensityColorScale`'s thresholds into the image's texture, which `DensityImageDrawer` then
/// draws as it draws an uploaded one.
final class DeviceDensityCounter: DensityCounting {
    /// Points drawn per pass: R32F holds every integer up to 2^24 exactly (a test folds smaller passes).
    var pointsPerPass = 1 << 24
    /// The calibration cloud (`DensityCountingStrategy`).
    static let calibrationPoints = 1 << 20

    private let bin: ShaderProgram
    private let fold: ShaderProgram
    private let reduce: ShaderProgram
    private let colour: ShaderProgram
    private weak var drawer: DensityImageDrawer?
    /// The strategy that offered this counter: it says per cloud size whether the GPU counts.
    var strategy: DensityCountingStrategy?
    private let context = CurrentGLContext.identity
    /// Bytes of GPU memory the points may take.
    let budgetBytes: Int

    private var vertexArray: GLuint = 0
    private var pointBuffers: [GLuint] = [0, 0]
    private weak var residentData: SeriesData?
    private var resident: (data: ObjectIdentifier, version: Int, count: Int)?
    /// Data that did not fit (its identity and version): counted on the CPU from then on.
    private var refused: (data: ObjectIdentifier, version: Int)?

    private var passTarget = CountTarget(internalFormat: GL_R32F, format: GLenum(GL_RED), type: GLenum(GL_FLOAT))
    private var totals = [CountTarget(internalFormat: GL_R32UI, format: GLenum(GL_RED_INTEGER), type: GLenum(GL_UNSIGNED_INT)),
                          CountTarget(internalFormat: GL_R32UI, format: GLenum(GL_RED_INTEGER), type: GLenum(GL_UNSIGNED_INT))]
    private var maxima: [CountTarget] = []
    /// Which of `totals` holds the last count.
    private var current = 0
    private var thresholds: GLuint = 0
    private var colors: GLuint = 0
    private var colourFramebuffer: GLuint = 0

    /// A counter for the current context, or nil when it offers no Float64 shaders
    /// (`GL_ARB_gpu_shader_fp64`) or the programs do not build.
    static func make(drawer: DensityImageDrawer) -> DeviceDensityCounter? {
        guard extensions().contains("GL_ARB_gpu_shader_fp64") else { return nil }
        return try? DeviceDensityCounter(drawer: drawer)
    }

    private init(drawer: DensityImageDrawer) throws(RendererError) {
        let fp64 = ["GL_ARB_gpu_shader_fp64"]
        bin = try ShaderProgram(name: "density_bin", vertex: PackageResources.density_bin_vert,
                                fragment: PackageResources.density_bin_frag, extensions: fp64)
        fold = try ShaderProgram(name: "density_fold", vertex: PackageResources.density_pass_vert,
                                 fragment: PackageResources.density_fold_frag)
        reduce = try ShaderProgram(name: "density_max", vertex: PackageResources.density_pass_vert,
                                   fragment: PackageResources.density_max_frag)
        colour = try ShaderProgram(name: "density_color", vertex: PackageResources.density_pass_vert,
                                   fragment: PackageResources.density_color_frag)
        self.drawer = drawer
        glUseProgram(fold.id)
        glUniform1i(fold.uniform("u_pass"), 0)
        glUniform1i(fold.uniform("u_total"), 1)
        glUseProgram(colour.id)
        glUniform1i(colour.uniform("u_counts"), 0)
        glUniform1i(colour.uniform("u_thresholds"), 1)
        glUniform1i(colour.uniform("u_colors"), 2)
        glUseProgram(reduce.id)
        glUniform1i(reduce.uniform("u_source"), 0)
        glUseProgram(0)
        glGenVertexArrays(1, &vertexArray)
        glGenBuffers(2, &pointBuffers)
        glGenFramebuffers(1, &colourFramebuffer)
        glGenTextures(1, &thresholds)
        glGenTextures(1, &colors)
        budgetBytes = Self.memoryBudget()
    }

    deinit {
        glDeleteVertexArrays(1, &vertexArray)
        glDeleteBuffers(2, pointBuffers)
        glDeleteFramebuffers(1, &colourFramebuffer)
        glDeleteTextures(1, &thresholds)
        glDeleteTextures(1, &colors)
        for target in [passTarget] + totals + maxima { target.delete() }
    }

    // MARK: DensityCounting

    func countDensity(of data: SeriesData, in grid: DensityGrid, colorMap: ColorMap,
                      showingIn image: DensityImage) -> UInt32? {
        guard let drawer else { return nil }
        // A cloud small enough that the GPU's fixed cost loses to the CPU's cores.
        if let strategy, !strategy.prefersDevice(points: data.count) { return nil }
        // Headless renderers make scenes with no context current: theirs is made current here.
        var release: (() -> Void)?
        let current = CurrentGLContext.identity
        if current == nil, let activate = drawer.contextActivation {
            guard let releaser = activate(), CurrentGLContext.identity == context else { return nil }
            release = releaser
        } else if current != context {
            return nil
        }
        defer { release?() }
        return GLStateGuard.preserving {
            guard let maximum = count(data, in: grid) else { return nil }
            let texture = drawer.deviceTexture(for: image)
            colourCounts(into: texture, width: grid.width, height: grid.height,
                         scale: DensityColorScale(maximum: maximum, map: colorMap))
            return maximum
        }
    }

    /// The counts of the last `count`, top row first (a test reads them back).
    func readCounts(width: Int, height: Int) -> [UInt32] {
        var counts = [UInt32](repeating: 0, count: width * height)
        glBindFramebuffer(GLenum(GL_READ_FRAMEBUFFER), totals[current].framebuffer)
        glPixelStorei(GLenum(GL_PACK_ALIGNMENT), 4)
        counts.withUnsafeMutableBytes { bytes in
            glReadPixels(0, 0, GLsizei(width), GLsizei(height), GLenum(GL_RED_INTEGER), GLenum(GL_UNSIGNED_INT), bytes.baseAddress)
        }
        glBindFramebuffer(GLenum(GL_READ_FRAMEBUFFER), 0)
        return counts
    }

    /// Bins `data` into `grid` and returns the largest count (GL state not restored); nil when
    /// the points do not fit on the device.
    func count(_ data: SeriesData, in grid: DensityGrid) -> UInt32? {
        guard grid.width > 0, grid.height > 0, upload(data) else { return nil }
        let width = grid.width, height = grid.height
        glDisable(GLenum(GL_SCISSOR_TEST))
        glDisable(GLenum(GL_DEPTH_TEST))
        passTarget.resize(width: width, height: height)
        for i in totals.indices { totals[i].resize(width: width, height: height) }
        current = 0
        var zero: [GLuint] = [0, 0, 0, 0]
        glBindFramebuffer(GLenum(GL_FRAMEBUFFER), totals[current].framebuffer)
        glClearBufferuiv(GLenum(GL_COLOR), 0, &zero)
        glViewport(0, 0, GLsizei(width), GLsizei(height))

        glUseProgram(bin.id)
        func bits(_ value: Double) -> (GLuint, GLuint) {
            let b = value.bitPattern
            return (GLuint(truncatingIfNeeded: b), GLuint(truncatingIfNeeded: b >> 32))
        }
        for (name, value) in [("u_originX", grid.originX), ("u_originY", grid.originY),
                              ("u_unitsX", grid.unitsX), ("u_unitsY", grid.unitsY)] {
            let (low, high) = bits(value)
            glUniform2ui(bin.uniform(name), low, high)
        }
        glUniform2i(bin.uniform("u_cells"), GLint(width), GLint(height))
        glBindVertexArray(vertexArray)
        let points = resident?.count ?? 0
        for first in stride(from: 0, to: points, by: max(1, pointsPerPass)) {
            let n = min(max(1, pointsPerPass), points - first)
            glBindFramebuffer(GLenum(GL_FRAMEBUFFER), passTarget.framebuffer)
            glClearColor(0, 0, 0, 0)
            glClear(GLbitfield(GL_COLOR_BUFFER_BIT))
            glUseProgram(bin.id)
            glBindVertexArray(vertexArray)
            glEnable(GLenum(GL_BLEND))
            glBlendEquation(GLenum(GL_FUNC_ADD))
            glBlendFunc(GLenum(GL_ONE), GLenum(GL_ONE))
            glDrawArrays(GLenum(GL_POINTS), GLint(first), GLsizei(n))
            glDisable(GLenum(GL_BLEND))
            // Fold the pass into the other total.
            let next = 1 - current
            glBindFramebuffer(GLenum(GL_FRAMEBUFFER), totals[next].framebuffer)
            glUseProgram(fold.id)
            bindTexture(passTarget.texture, unit: 0)
            bindTexture(totals[current].texture, unit: 1)
            glDrawArrays(GLenum(GL_TRIANGLE_STRIP), 0, 4)
            bindTexture(0, unit: 1)
            bindTexture(0, unit: 0)
            current = next
        }
        return largest(width: width, height: height)
    }

    // MARK: Steps

    /// Makes `data`'s points resident (once per data version); false when they do not fit.
    private func upload(_ data: SeriesData) -> Bool {
        let key = ObjectIdentifier(data)
        if let r = resident, r.data == key, r.version == data.version, r.count == data.count, residentData === data {
            return true
        }
        if let refused, refused.data == key, refused.version == data.version { return false }
        let count = min(data.x.count, data.y.count)
        let bytes = count * 8
        guard 2 * bytes <= budgetBytes else {
            refused = (key, data.version)
            return false
        }
        while glGetError() != GLenum(GL_NO_ERROR) {}
        glBindVertexArray(vertexArray)
        glBindBuffer(GLenum(GL_ARRAY_BUFFER), pointBuffers[0])
        glBufferData(GLenum(GL_ARRAY_BUFFER), max(bytes, 8), nil, GLenum(GL_STATIC_DRAW))
        if data.x.evenSpacing != nil {
            // Evenly sampled x exists only as arithmetic: made a chunk at a time, as the CPU reads it.
            let chunk = 1 << 20
            var values = [Double](repeating: 0, count: min(chunk, count))
            for start in stride(from: 0, to: count, by: chunk) {
                let n = min(chunk, count - start)
                for i in 0..<n { values[i] = data.x[start + i] }
                values.withUnsafeBytes { raw in
                    glBufferSubData(GLenum(GL_ARRAY_BUFFER), start * 8, n * 8, raw.baseAddress)
                }
            }
        } else {
            data.x.withUnsafeBufferPointer { xs in
                glBufferSubData(GLenum(GL_ARRAY_BUFFER), 0, bytes, xs.baseAddress)
            }
        }
        glVertexAttribIPointer(0, 2, GLenum(GL_UNSIGNED_INT), 8, nil)
        glEnableVertexAttribArray(0)
        glBindBuffer(GLenum(GL_ARRAY_BUFFER), pointBuffers[1])
        glBufferData(GLenum(GL_ARRAY_BUFFER), max(bytes, 8), nil, GLenum(GL_STATIC_DRAW))
        data.y.withUnsafeBufferPointer { ys in
            glBufferSubData(GLenum(GL_ARRAY_BUFFER), 0, bytes, ys.baseAddress)
        }
        glVertexAttribIPointer(1, 2, GLenum(GL_UNSIGNED_INT), 8, nil)
        glEnableVertexAttribArray(1)
        glBindBuffer(GLenum(GL_ARRAY_BUFFER), 0)
        glBindVertexArray(0)
        if glGetError() == GLenum(GL_OUT_OF_MEMORY) {
            // The driver could not hold them: free what was made, and count this data on the CPU.
            glBindBuffer(GLenum(GL_ARRAY_BUFFER), pointBuffers[0])
            glBufferData(GLenum(GL_ARRAY_BUFFER), 8, nil, GLenum(GL_STATIC_DRAW))
            glBindBuffer(GLenum(GL_ARRAY_BUFFER), pointBuffers[1])
            glBufferData(GLenum(GL_ARRAY_BUFFER), 8, nil, GLenum(GL_STATIC_DRAW))
            glBindBuffer(GLenum(GL_ARRAY_BUFFER), 0)
            resident = nil
            refused = (key, data.version)
            return false
        }
        resident = (key, data.version, count)
        residentData = data
        return true
    }

    /// The largest count of the current total: 4×4 max passes down to one texel, read back.
    private func largest(width: Int, height: Int) -> UInt32 {
        var sizes: [(Int, Int)] = []
        var w = width, h = height
        repeat {
            w = (w + 3) / 4
            h = (h + 3) / 4
            sizes.append((w, h))
        } while w > 1 || h > 1
        while maxima.count < sizes.count {
            maxima.append(CountTarget(internalFormat: GL_R32UI, format: GLenum(GL_RED_INTEGER), type: GLenum(GL_UNSIGNED_INT)))
        }
        glUseProgram(reduce.id)
        glBindVertexArray(vertexArray)
        var source = totals[current].texture
        for (i, size) in sizes.enumerated() {
            maxima[i].resize(width: size.0, height: size.1)
            glBindFramebuffer(GLenum(GL_FRAMEBUFFER), maxima[i].framebuffer)
            glViewport(0, 0, GLsizei(size.0), GLsizei(size.1))
            bindTexture(source, unit: 0)
            glDrawArrays(GLenum(GL_TRIANGLE_STRIP), 0, 4)
            source = maxima[i].texture
        }
        bindTexture(0, unit: 0)
        var value: GLuint = 0
        glBindFramebuffer(GLenum(GL_READ_FRAMEBUFFER), maxima[sizes.count - 1].framebuffer)
        glReadPixels(0, 0, 1, 1, GLenum(GL_RED_INTEGER), GLenum(GL_UNSIGNED_INT), &value)
        glBindFramebuffer(GLenum(GL_READ_FRAMEBUFFER), 0)
        return value
    }

    /// Colours the current total into `texture` (RGBA8, the grid's size, top row first).
    private func colourCounts(into texture: GLuint, width: Int, height: Int, scale: DensityColorScale) {
        let levels = DensityColorScale.levels
        glBindTexture(GLenum(GL_TEXTURE_2D), thresholds)
        setNearest()
        scale.thresholds.withUnsafeBytes { bytes in
            glTexImage2D(GLenum(GL_TEXTURE_2D), 0, GL_R32UI, GLsizei(levels), 1, 0,
                         GLenum(GL_RED_INTEGER), GLenum(GL_UNSIGNED_INT), bytes.baseAddress)
        }
        glBindTexture(GLenum(GL_TEXTURE_2D), colors)
        setNearest()
        glPixelStorei(GLenum(GL_UNPACK_ALIGNMENT), 4)
        scale.colors.withUnsafeBytes { bytes in
            glTexImage2D(GLenum(GL_TEXTURE_2D), 0, GL_RGBA8, GLsizei(levels), 1, 0,
                         GLenum(GL_RGBA), GLenum(GL_UNSIGNED_BYTE), bytes.baseAddress)
        }
        glBindTexture(GLenum(GL_TEXTURE_2D), 0)
        glBindFramebuffer(GLenum(GL_FRAMEBUFFER), colourFramebuffer)
        glFramebufferTexture2D(GLenum(GL_FRAMEBUFFER), GLenum(GL_COLOR_ATTACHMENT0), GLenum(GL_TEXTURE_2D), texture, 0)
        glViewport(0, 0, GLsizei(width), GLsizei(height))
        glDisable(GLenum(GL_BLEND))
        glUseProgram(colour.id)
        glBindVertexArray(vertexArray)
        bindTexture(totals[current].texture, unit: 0)
        bindTexture(thresholds, unit: 1)
        bindTexture(colors, unit: 2)
        glDrawArrays(GLenum(GL_TRIANGLE_STRIP), 0, 4)
        for unit in [2, 1, 0] { bindTexture(0, unit: unit) }
        glFramebufferTexture2D(GLenum(GL_FRAMEBUFFER), GLenum(GL_COLOR_ATTACHMENT0), GLenum(GL_TEXTURE_2D), 0, 0)
    }

    private func bindTexture(_ texture: GLuint, unit: Int) {
        glActiveTexture(GLenum(GL_TEXTURE0 + Int32(unit)))
        glBindTexture(GLenum(GL_TEXTURE_2D), texture)
        if unit != 0 { glActiveTexture(GLenum(GL_TEXTURE0)) }
    }

    private func setNearest() {
        glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_MIN_FILTER), GL_NEAREST)
        glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_MAG_FILTER), GL_NEAREST)
    }

    // MARK: Device facts

    /// The context's extension names.
    static func extensions() -> Set<String> {
        var count: GLint = 0
        glGetIntegerv(GLenum(GL_NUM_EXTENSIONS), &count)
        var names = Set<String>()
        for i in 0..<max(0, count) {
            if let name = glGetStringi(GLenum(GL_EXTENSIONS), GLuint(i)) {
                names.insert(String(cString: UnsafeRawPointer(name).assumingMemoryBound(to: CChar.self)))
            }
        }
        return names
    }

    /// Half the free video memory where the driver tells it (`GL_NVX_gpu_memory_info`);
    /// otherwise 1 GiB (6.7·10^7 points), which any card running GL 4 class shaders holds.
    private static func memoryBudget() -> Int {
        let oneGiB = 1 << 30
        guard extensions().contains("GL_NVX_gpu_memory_info") else { return oneGiB }
        var kilobytes: GLint = 0
        glGetIntegerv(0x9049, &kilobytes)  // GPU_MEMORY_INFO_CURRENT_AVAILABLE_VIDMEM_NVX
        return kilobytes > 0 ? Int(kilobytes) * 1024 / 2 : oneGiB
    }
}

/// One single-channel texture and its framebuffer, resized on demand.
private struct CountTarget {
    let internalFormat: GLint
    let format: GLenum
    let type: GLenum
    private(set) var texture: GLuint = 0
    private(set) var framebuffer: GLuint = 0
    private var size = (width: 0, height: 0)

    init(internalFormat: GLint, format: GLenum, type: GLenum) {
        self.internalFormat = internalFormat
        self.format = format
        self.type = type
    }

    mutating func resize(width: Int, height: Int) {
        if texture == 0 {
            glGenTextures(1, &texture)
            glGenFramebuffers(1, &framebuffer)
        }
        guard size.width != width || size.height != height else { return }
        size = (width, height)
        glBindTexture(GLenum(GL_TEXTURE_2D), texture)
        glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_MIN_FILTER), GL_NEAREST)
        glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_MAG_FILTER), GL_NEAREST)
        glTexImage2D(GLenum(GL_TEXTURE_2D), 0, internalFormat, GLsizei(width), GLsizei(height), 0, format, type, nil)
        glBindTexture(GLenum(GL_TEXTURE_2D), 0)
        glBindFramebuffer(GLenum(GL_FRAMEBUFFER), framebuffer)
        glFramebufferTexture2D(GLenum(GL_FRAMEBUFFER), GLenum(GL_COLOR_ATTACHMENT0), GLenum(GL_TEXTURE_2D), texture, 0)
    }

    func delete() {
        var t = texture, f = framebuffer
        if t != 0 { glDeleteTextures(1, &t) }
        if f != 0 { glDeleteFramebuffers(1, &f) }
    }
}
