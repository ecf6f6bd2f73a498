import CGL
import ChartCore

/// Draws `HeatmapCommand`s (`heatmap.vert`, `heatmap.frag`): each `HeatmapImage` is one `GL_R32F`
/// texture with nearest filtering, uploaded once and kept by the image's identity; each colour map
/// a 256-entry 1-D lookup texture. A frame draws one quad per heatmap whatever its cell count.
/// Images wider or taller than `GL_MAX_TEXTURE_SIZE` are averaged down once more on the CPU.
final class HeatmapDrawer {
    private struct Entry {
        weak var image: HeatmapImage?
        var texture: GLuint
        var generation: Int
    }

    /// Entries of a colour map's lookup texture.
    static let colorEntries = 256

    private let program: ShaderProgram
    private let viewportLocation, rectLocation, rangeLocation, missingLocation: GLint
    private var vertexArray: GLuint = 0
    private var textures: [ObjectIdentifier: Entry] = [:]
    private var colorTextures: [ColorMap: GLuint] = [:]
    let maximumTextureSize: Int

    init() throws(RendererError) {
        program = try ShaderProgram(name: "heatmap", vertex: PackageResources.heatmap_vert,
                                    fragment: PackageResources.heatmap_frag)
        viewportLocation = program.uniform("u_viewport")
        rectLocation = program.uniform("u_rect")
        rangeLocation = program.uniform("u_range")
        missingLocation = program.uniform("u_missing")
        glUseProgram(program.id)
        glUniform1i(program.uniform("u_values"), 0)
        glUniform1i(program.uniform("u_colors"), 1)
        glUseProgram(0)
        glGenVertexArrays(1, &vertexArray)
        var size: GLint = 0
        glGetIntegerv(GLenum(GL_MAX_TEXTURE_SIZE), &size)
        maximumTextureSize = max(Int(size), 64)
    }

    deinit {
        for entry in textures.values { var t = entry.texture; glDeleteTextures(1, &t) }
        for texture in colorTextures.values { var t = texture; glDeleteTextures(1, &t) }
        glDeleteVertexArrays(1, &vertexArray)
    }

    /// The value texture of `image`, uploading it the first time; returns it and the bytes uploaded.
    func valueTexture(for image: HeatmapImage, generation: Int) -> (GLuint, Int) {
        let key = ObjectIdentifier(image)
        if var entry = textures[key], entry.image === image {
            entry.generation = generation
            textures[key] = entry
            return (entry.texture, 0)
        }
        if let stale = textures[key] { var t = stale.texture; glDeleteTextures(1, &t) }
        var uploadedImage = image
        if image.width > maximumTextureSize || image.height > maximumTextureSize {
            let grid = HeatmapGrid(rows: image.height, columns: image.width, values: image.values.map { Double($0) })
            uploadedImage = HeatmapImage.reduced(grid, maximumSide: maximumTextureSize)
        }
        let texture = uploadedImage.values.withUnsafeBytes { bytes in
            Texture2D.make(width: uploadedImage.width, height: uploadedImage.height, internalFormat: GL_R32F,
                           format: GLenum(GL_RED), type: GLenum(GL_FLOAT), filter: GL_NEAREST, alignment: 4, bytes: bytes)
        }
        textures[key] = Entry(image: image, texture: texture, generation: generation)
        return (texture, uploadedImage.values.count * MemoryLayout<Float>.size)
    }

    /// The lookup texture of `map`: `colorEntries` premultiplied RGBA8 samples, made once.
    func colorTexture(for map: ColorMap) -> GLuint {
        if let texture = colorTextures[map] { return texture }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(Self.colorEntries * 4)
        for i in 0..<Self.colorEntries {
            let c = PremultipliedColor(map.color(at: (Double(i) + 0.5) / Double(Self.colorEntries)))
            for component in [c.red, c.green, c.blue, c.alpha] { bytes.append(UInt8((component * 255).rounded())) }
        }
        var texture: GLuint = 0
        glGenTextures(1, &texture)
        glBindTexture(GLenum(GL_TEXTURE_1D), texture)
        glTexParameteri(GLenum(GL_TEXTURE_1D), GLenum(GL_TEXTURE_MIN_FILTER), GL_NEAREST)
        glTexParameteri(GLenum(GL_TEXTURE_1D), GLenum(GL_TEXTURE_MAG_FILTER), GL_NEAREST)
        glPixelStorei(GLenum(GL_UNPACK_ALIGNMENT), 1)
        bytes.withUnsafeBytes { raw in
            glTexImage1D(GLenum(GL_TEXTURE_1D), 0, GL_RGBA8, GLsizei(Self.colorEntries), 0, GLenum(GL_RGBA),
                         GLenum(GL_UNSIGNED_BYTE), raw.baseAddress)
        }
        glBindTexture(GLenum(GL_TEXTURE_1D), 0)
        // A handful of maps in practice; a program cycling through many keeps the last 16.
        if colorTextures.count >= 16 {
            for texture in colorTextures.values { var t = texture; glDeleteTextures(1, &t) }
            colorTextures.removeAll()
        }
        colorTextures[map] = texture
        return texture
    }

    /// Deletes value textures not used since `currentGeneration - 1`, or whose image is gone.
    func evict(currentGeneration: Int) {
        for (key, entry) in textures where entry.image == nil || entry.generation < currentGeneration - 1 {
            var t = entry.texture
            glDeleteTextures(1, &t)
            textures[key] = nil
        }
    }

    /// Draws the grid over `rect` (device pixels, signed size).
    func draw(values: GLuint, colors: GLuint, rect: SIMD4<Float>, range: SIMD2<Float>, missing: PremultipliedColor,
              viewport: SIMD2<Float>) {
        glUseProgram(program.id)
        glUniform2f(viewportLocation, viewport.x, viewport.y)
        glUniform4f(rectLocation, rect.x, rect.y, rect.z, rect.w)
        glUniform2f(rangeLocation, range.x, range.y)
        glUniform4f(missingLocation, missing.red, missing.green, missing.blue, missing.alpha)
        glActiveTexture(GLenum(GL_TEXTURE1))
        glBindTexture(GLenum(GL_TEXTURE_1D), colors)
        glActiveTexture(GLenum(GL_TEXTURE0))
        glBindTexture(GLenum(GL_TEXTURE_2D), values)
        glBindVertexArray(vertexArray)
        glDrawArrays(GLenum(GL_TRIANGLE_STRIP), 0, 4)
        glActiveTexture(GLenum(GL_TEXTURE1))
        glBindTexture(GLenum(GL_TEXTURE_1D), 0)
        glActiveTexture(GLenum(GL_TEXTURE0))
        glBindTexture(GLenum(GL_TEXTURE_2D), 0)
    }
}
