import CGL
import ChartCore

/// Draws `ImageCommand`s as textured quads (`image.vert`, `image.frag`). Each `ChartImage` is
/// uploaded once and its texture kept, keyed by the image's identity, until the image is released
/// or goes unused for a few frames.
final class ImageDrawer {
    private struct Entry {
        weak var image: ChartImage?
        var texture: GLuint
        var lastUsed: Int
    }

    private let program: ShaderProgram
    private let viewportLocation, rectLocation, opacityLocation: GLint
    private var vertexArray: GLuint = 0
    private var textures: [ObjectIdentifier: Entry] = [:]
    private var frame = 0

    init() throws(RendererError) {
        program = try ShaderProgram(name: "image", vertex: PackageResources.image_vert,
                                    fragment: PackageResources.image_frag)
        viewportLocation = program.uniform("u_viewport")
        rectLocation = program.uniform("u_rect")
        opacityLocation = program.uniform("u_opacity")
        glUseProgram(program.id)
        glUniform1i(program.uniform("u_image"), 0)
        glUseProgram(0)
        glGenVertexArrays(1, &vertexArray)
    }

    deinit {
        glDeleteVertexArrays(1, &vertexArray)
        for entry in textures.values {
            var texture = entry.texture
            glDeleteTextures(1, &texture)
        }
    }

    /// The number of image textures kept on the GPU.
    var textureCount: Int { textures.count }

    /// Starts a frame: textures whose image was released or unused for 120 frames are deleted.
    func beginFrame() {
        frame += 1
        for (key, entry) in textures where entry.image == nil || frame - entry.lastUsed > 120 {
            var texture = entry.texture
            glDeleteTextures(1, &texture)
            textures[key] = nil
        }
    }

    /// The texture for `image`, uploading it the first time; returns it and the bytes uploaded.
    func texture(for image: ChartImage) -> (GLuint, Int)? {
        let key = ObjectIdentifier(image)
        if var entry = textures[key], entry.image === image {
            entry.lastUsed = frame
            textures[key] = entry
            return (entry.texture, 0)
        }
        let pixels = image.pixels
        guard pixels.width > 0, pixels.height > 0 else { return nil }
        let texture = pixels.pixels.withUnsafeBytes { bytes in
            Texture2D.make(width: pixels.width, height: pixels.height, internalFormat: GL_RGBA8,
                           format: GLenum(GL_RGBA), type: GLenum(GL_UNSIGNED_BYTE), filter: GL_LINEAR, alignment: 1, bytes: bytes)
        }
        textures[key] = Entry(image: image, texture: texture, lastUsed: frame)
        return (texture, pixels.pixels.count)
    }

    /// Draws `texture` over `rect` (device pixels: x, y, width, height).
    func draw(texture: GLuint, rect: SIMD4<Float>, opacity: Float, viewport: SIMD2<Float>) {
        glUseProgram(program.id)
        glUniform2f(viewportLocation, viewport.x, viewport.y)
        glUniform4f(rectLocation, rect.x, rect.y, rect.z, rect.w)
        glUniform1f(opacityLocation, opacity)
        glActiveTexture(GLenum(GL_TEXTURE0))
        glBindTexture(GLenum(GL_TEXTURE_2D), texture)
        glBindVertexArray(vertexArray)
        glDrawArrays(GLenum(GL_TRIANGLE_STRIP), 0, 4)
    }
}
