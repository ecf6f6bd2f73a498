import CGL

/// Copies the cached base image onto the target with one full-viewport triangle
/// (`composite.vert`, `composite.frag`), texel for pixel, blending off: an exact copy.
final class CompositeDrawer {
    private let program: ShaderProgram
    private var vertexArray: GLuint = 0

    init() throws(RendererError) {
        program = try ShaderProgram(name: "composite", vertex: PackageResources.composite_vert,
                                    fragment: PackageResources.composite_frag)
        glUseProgram(program.id)
        glUniform1i(program.uniform("u_base"), 0)
        glUseProgram(0)
        // Core profile draws need a vertex array even with no attributes.
        glGenVertexArrays(1, &vertexArray)
    }

    deinit {
        glDeleteVertexArrays(1, &vertexArray)
    }

    func draw(_ base: RenderTarget) {
        glUseProgram(program.id)
        glActiveTexture(GLenum(GL_TEXTURE0))
        glBindTexture(GLenum(GL_TEXTURE_2D), base.texture)
        glBindVertexArray(vertexArray)
        glDisable(GLenum(GL_BLEND))
        glDrawArrays(GLenum(GL_TRIANGLES), 0, 3)
        glEnable(GLenum(GL_BLEND))
    }
}
