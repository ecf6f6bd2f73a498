import CGL
import ChartCore
import ChartText

/// Draws glyph quads from the glyph atlas (`text.vert`, `text.frag`), one instanced draw per
/// line of text, and keeps the atlas texture in step with `GlyphAtlas.revision`.
final class TextDrawer {
    /// x, y, width, height (device px from the pen origin), u0, v0, u1, v1.
    static let floatsPerGlyph = 8

    private let program: ShaderProgram
    private let viewportLocation, originLocation, penOffsetLocation, rotationLocation, colorLocation: GLint
    private var vertexArray: GLuint = 0
    private var texture: GLuint = 0
    private var textureWidth = 0
    private var textureHeight = 0
    private var uploadedRevision: Int?

    init() throws(RendererError) {
        program = try ShaderProgram(name: "text", vertex: PackageResources.text_vert, fragment: PackageResources.text_frag)
        viewportLocation = program.uniform("u_viewport")
        originLocation = program.uniform("u_origin")
        penOffsetLocation = program.uniform("u_penOffset")
        rotationLocation = program.uniform("u_rotation")
        colorLocation = program.uniform("u_color")
        glUseProgram(program.id)
        glUniform1i(program.uniform("u_atlas"), 0)
        glUseProgram(0)
        glGenVertexArrays(1, &vertexArray)
        glBindVertexArray(vertexArray)
        VertexAttributes.enablePerInstance(0..<2)
        glBindVertexArray(0)
        glGenTextures(1, &texture)
        glBindTexture(GLenum(GL_TEXTURE_2D), texture)
        // Linear: rotated text samples between texels; on the pixel grid it reads texels exactly.
        glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_MIN_FILTER), GL_LINEAR)
        glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_MAG_FILTER), GL_LINEAR)
        glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_WRAP_S), GL_CLAMP_TO_EDGE)
        glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_WRAP_T), GL_CLAMP_TO_EDGE)
        glBindTexture(GLenum(GL_TEXTURE_2D), 0)
    }

    deinit {
        glDeleteVertexArrays(1, &vertexArray)
        glDeleteTextures(1, &texture)
    }

    /// Appends the instances for `layout`'s glyphs; returns how many.
    static func appendGlyphs(of layout: TextLayout, to instances: inout [Float]) -> Int {
        var appended = 0
        for glyph in layout.glyphs where glyph.width > 0 && glyph.height > 0 {
            instances.append(glyph.x); instances.append(glyph.y)
            instances.append(glyph.width); instances.append(glyph.height)
            instances.append(glyph.u0); instances.append(glyph.v0)
            instances.append(glyph.u1); instances.append(glyph.v1)
            appended += 1
        }
        return appended
    }

    /// Uploads the atlas when its revision changed since the last upload; returns the bytes sent.
    func synchronize(with atlas: GlyphAtlas) -> Int {
        guard atlas.revision != uploadedRevision else { return 0 }
        let width = atlas.width, height = atlas.height
        guard width > 0, height > 0, atlas.pixels.count == width * height else { return 0 }
        uploadedRevision = atlas.revision
        glBindTexture(GLenum(GL_TEXTURE_2D), texture)
        glPixelStorei(GLenum(GL_UNPACK_ALIGNMENT), 1)
        atlas.pixels.withUnsafeBytes { bytes in
            if width == textureWidth && height == textureHeight {
                glTexSubImage2D(GLenum(GL_TEXTURE_2D), 0, 0, 0, GLsizei(width), GLsizei(height),
                                GLenum(GL_RED), GLenum(GL_UNSIGNED_BYTE), bytes.baseAddress)
            } else {
                glTexImage2D(GLenum(GL_TEXTURE_2D), 0, GL_R8, GLsizei(width), GLsizei(height), 0,
                             GLenum(GL_RED), GLenum(GL_UNSIGNED_BYTE), bytes.baseAddress)
                textureWidth = width
                textureHeight = height
            }
        }
        glBindTexture(GLenum(GL_TEXTURE_2D), 0)
        return width * height
    }

    func draw(instancesIn buffer: GLuint, byteOffset: Int, count: Int, placement: TextPlacement,
              color: PremultipliedColor, viewport: SIMD2<Float>) {
        guard textureWidth > 0 else { return }
        glUseProgram(program.id)
        glUniform2f(viewportLocation, viewport.x, viewport.y)
        glUniform2f(originLocation, placement.originX, placement.originY)
        glUniform2f(penOffsetLocation, placement.penOffsetX, placement.penOffsetY)
        glUniform2f(rotationLocation, placement.cosine, placement.sine)
        VertexAttributes.setColor(colorLocation, color)
        glActiveTexture(GLenum(GL_TEXTURE0))
        glBindTexture(GLenum(GL_TEXTURE_2D), texture)
        glBindVertexArray(vertexArray)
        glBindBuffer(GLenum(GL_ARRAY_BUFFER), buffer)
        let stride = Self.floatsPerGlyph * 4
        VertexAttributes.pointFloats(0, components: 4, stride: stride, byteOffset: byteOffset)
        VertexAttributes.pointFloats(1, components: 4, stride: stride, byteOffset: byteOffset + 16)
        VertexAttributes.drawQuads(instances: count)
    }
}
