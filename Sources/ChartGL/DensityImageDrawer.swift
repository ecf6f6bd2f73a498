import CGL
import ChartCore

/// Draws `DensityImage`s (`raster.vert`, `raster.frag`), each kept in a texture between frames and
/// uploaded again only when its revision changes. Textures unused for two base generations go.
final class DensityImageDrawer {
    private let program: ShaderProgram
    private let rectLocation: GLint
    private let viewportLocation: GLint
    private let rowsBottomUpLocation: GLint
    private var vertexArray: GLuint = 0
    private var textures: [ObjectIdentifier: Entry] = [:]

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
