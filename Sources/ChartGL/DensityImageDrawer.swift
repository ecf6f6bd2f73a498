import CGL
import Foundation
import ChartCore

/// Draws `DensityImage`s (`raster.vert`, `raster.frag`), each kept in a texture between frames and
/// uploaded again only when its revision changes, or drawn into by the GPU density counter
/// (`DeviceDensityCounter`), which this drawer offers to the images it draws when the device's
/// `DensityCountingStrategy` chose it. Textures unused for two base generations go.
final class DensityImageDrawer {
    private let program: ShaderProgram
    private let rectLocation: GLint
    private let viewportLocation: GLint
    private let rowsBottomUpLocation: GLint
    private var vertexArray: GLuint = 0
    private var textures: [ObjectIdentifier: Entry] = [:]
    /// Makes the renderer's context current from outside its render calls (`ChartRenderer.contextActivation`).
    var contextActivation: ChartRenderer.ContextActivation?
    /// The generation of the last `texture(for:generation:)` call: what a counted texture starts at.
    private var latestGeneration = 0
    /// Made on first need; nil without Float64 shaders.
    private lazy var counter: DeviceDensityCounter? = DeviceDensityCounter.make(drawer: self)

    private struct Entry {
        weak var image: DensityImage?
        var texture: GLuint
        var revision: Int
        var generation: Int
    }

    init() throws(RendererError) {
        program = try ShaderProgram(name: "raster", vertex: PackageResources.raster_vert,
                                    fragment: PackageResources.raster_frag)
        rectLocation = program.uniform("u_rect")
        viewportLocation = program.uniform("u_viewport")
        rowsBottomUpLocation = program.uniform("u_rowsBottomUp")
        glUseProgram(program.id)
        glUniform1i(program.uniform("u_image"), 0)
        glUseProgram(0)
        glGenVertexArrays(1, &vertexArray)
    }

    deinit {
        for entry in textures.values { var t = entry.texture; glDeleteTextures(1, &t) }
        glDeleteVertexArrays(1, &vertexArray)
    }

    /// The up-to-date texture for `image`, and the bytes uploaded to make it so.
    func texture(for image: DensityImage, generation: Int) -> (GLuint, Int) {
        latestGeneration = generation
        let key = ObjectIdentifier(image)
        if var entry = textures[key], entry.image === image {
            entry.generation = generation
            var uploaded = 0
            if entry.revision != image.revision {
                uploaded = upload(image, into: entry.texture)
                entry.revision = image.revision
            }
            textures[key] = entry
            return (entry.texture, uploaded)
        }
        if let stale = textures[key] { var t = stale.texture; glDeleteTextures(1, &t) }
        var texture: GLuint = 0
        glGenTextures(1, &texture)
        glBindTexture(GLenum(GL_TEXTURE_2D), texture)
        glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_MIN_FILTER), GL_NEAREST)
        glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_MAG_FILTER), GL_NEAREST)
        let uploaded = upload(image, into: texture)
        textures[key] = Entry(image: image, texture: texture, revision: image.revision, generation: generation)
        return (texture, uploaded)
    }

    /// The texture `image`'s current revision is drawn into on the GPU (RGBA8 of its size, top row
    /// first, contents left to the caller): no upload follows for this revision.
    func deviceTexture(for image: DensityImage) -> GLuint {
        let key = ObjectIdentifier(image)
        var texture: GLuint = 0
        if let entry = textures[key], entry.image === image {
            texture = entry.texture
        } else {
            if let stale = textures[key] { var t = stale.texture; glDeleteTextures(1, &t) }
            glGenTextures(1, &texture)
        }
        glBindTexture(GLenum(GL_TEXTURE_2D), texture)
        glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_MIN_FILTER), GL_NEAREST)
        glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_MAG_FILTER), GL_NEAREST)
        glTexImage2D(GLenum(GL_TEXTURE_2D), 0, GL_RGBA8, GLsizei(image.width), GLsizei(image.height), 0,
                     GLenum(GL_RGBA), GLenum(GL_UNSIGNED_BYTE), nil)
        glBindTexture(GLenum(GL_TEXTURE_2D), 0)
        textures[key] = Entry(image: image, texture: texture, revision: image.revision, generation: latestGeneration)
        return texture
    }

    /// The GPU counter images should count with under `strategy`, measuring first when it has
    /// not chosen yet (GL state is put back); nil: the CPU counts every cloud. The counter asks
    /// the strategy again per cloud size (`DensityCountingStrategy.prefersDevice(points:)`).
    func deviceCounter(under strategy: DensityCountingStrategy) -> DeviceDensityCounter? {
        switch strategy.choice {
        case .host: return nil
        case .device:
            counter?.strategy = strategy
            return counter
        case .measuring:
            guard let counter else {
                strategy.record(.init(deviceFixed: .infinity, devicePerPoint: .infinity, hostPerPoint: 0,
                                      cores: 1, devicePoints: 0))
                return nil
            }
            strategy.record(GLStateGuard.preserving { Self.calibrate(counter) })
            guard strategy.choice == .device else { return nil }
            counter.strategy = strategy
            return counter
        }
    }

    /// What counting costs here (`DensityCountingStrategy.Costs`), the grid 1024×1024 cells: one
    /// core's time per point over a 2^20-point cloud, the cores from the affinity mask, and the
    /// GPU's time as the line through its times at 2^18 and 2^20 points (points resident, the
    /// maximum read back). The GPU first counts 2^14 and 2^16 of them: when the slope through
    /// those two times is no cheaper than the CPU's per point over every core (llvmpipe, where
    /// points are rasterised on the same cores), the GPU never wins and the large clouds are not
    /// drawn, so a software renderer decides in a fraction of a second. The line's fixed part is
    /// the GPU's cost per count whatever the points, which dominates small clouds.
    private static func calibrate(_ counter: DeviceDensityCounter) -> DensityCountingStrategy.Costs {
        var state: UInt64 = 0x9e37_79b9_7f4a_7c15
        func uniform() -> Double {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Double(state >> 11) * 0x1p-53
        }
        let n = DeviceDensityCounter.calibrationPoints
        let x = (0..<n).map { _ in uniform() }, y = (0..<n).map { _ in uniform() }
        let data = SeriesData(x: x, y: y)
        let grid = DensityGrid(originX: 0, originY: 1, unitsX: 1024, unitsY: -1024, width: 1024, height: 1024)
        func fastest(_ body: () -> Void) -> Double {
            (0..<2).map { _ in
                let start = FrameStrategy.now()
                body()
                return FrameStrategy.now() - start
            }.min() ?? .infinity
        }
        let cores = ProcessorAffinity.coreCount
        let hostPerPoint = fastest { _ = grid.counts(of: data, cores: 1) } / Double(n)
        let failed = DensityCountingStrategy.Costs(deviceFixed: .infinity, devicePerPoint: .infinity,
                                                   hostPerPoint: hostPerPoint, cores: cores, devicePoints: 0)
        func time(_ points: Int) -> (points: Int, seconds: Double)? {
            let sample = points == n ? data : SeriesData(x: Array(x.prefix(points)), y: Array(y.prefix(points)))
            guard counter.count(sample, in: grid) != nil else { return nil }
            return (points, fastest { _ = counter.count(sample, in: grid) })
        }
        func line(_ a: (points: Int, seconds: Double), _ b: (points: Int, seconds: Double), timedUpTo: Int) -> DensityCountingStrategy.Costs {
            let perPoint = max(0, (b.seconds - a.seconds) / Double(b.points - a.points))
            return .init(deviceFixed: max(0, b.seconds - perPoint * Double(b.points)), devicePerPoint: perPoint,
                         hostPerPoint: hostPerPoint, cores: cores, devicePoints: timedUpTo)
        }
        guard let small = time(n / 64), let medium = time(n / 16) else { return failed }
        let early = line(small, medium, timedUpTo: n / 16)
        if early.devicePerPoint * Double(cores) >= hostPerPoint { return early }
        guard let large = time(n / 4), let largest = time(n) else { return failed }
        return line(large, largest, timedUpTo: n)
    }

    /// Deletes textures not used since `currentGeneration - 1`, or whose image is gone.
    func evict(currentGeneration: Int) {
        for (key, entry) in textures where entry.image == nil || entry.generation < currentGeneration - 1 {
            var t = entry.texture
            glDeleteTextures(1, &t)
            textures[key] = nil
        }
    }

    private func upload(_ image: DensityImage, into texture: GLuint) -> Int {
        glBindTexture(GLenum(GL_TEXTURE_2D), texture)
        image.pixels.withUnsafeBytes { bytes in
            glTexImage2D(GLenum(GL_TEXTURE_2D), 0, GL_RGBA8, GLsizei(image.width), GLsizei(image.height), 0,
                         GLenum(GL_RGBA), GLenum(GL_UNSIGNED_BYTE), bytes.baseAddress)
        }
        glBindTexture(GLenum(GL_TEXTURE_2D), 0)
        return image.pixels.count
    }

    /// `rect`: the top-left device pixel (whole) and the size in device pixels. `rowsBottomUp`:
    /// the texture was drawn into as a framebuffer, its first row at the bottom.
    func draw(_ texture: GLuint, rect: SIMD4<Float>, viewport: SIMD2<Float>, rowsBottomUp: Bool = false) {
        glUseProgram(program.id)
        glUniform1i(rowsBottomUpLocation, rowsBottomUp ? 1 : 0)
        glUniform2f(viewportLocation, viewport.x, viewport.y)
        glUniform4f(rectLocation, rect.x, rect.y, rect.z, rect.w)
        glActiveTexture(GLenum(GL_TEXTURE0))
        glBindTexture(GLenum(GL_TEXTURE_2D), texture)
        glBindVertexArray(vertexArray)
        glDrawArrays(GLenum(GL_TRIANGLE_STRIP), 0, 4)
        glBindTexture(GLenum(GL_TEXTURE_2D), 0)
    }
}
