import CGL

/// Puts back the GL state a pass outside the renderer's own frame changes (framebuffers,
/// viewport, blending, scissor, program, vertex array, buffer and texture bindings, pixel
/// alignment, clear colour): the density counter runs while a scene is made, between frames,
/// and a window's or a test's state must look untouched afterwards.
enum GLStateGuard {
    static func preserving<Result>(_ body: () -> Result) -> Result {
        func integer(_ name: Int32) -> GLint {
            var value: GLint = 0
            glGetIntegerv(GLenum(name), &value)
            return value
        }
        let drawFramebuffer = integer(GL_DRAW_FRAMEBUFFER_BINDING), readFramebuffer = integer(GL_READ_FRAMEBUFFER_BINDING)
        var viewport: [GLint] = [0, 0, 0, 0]
        glGetIntegerv(GLenum(GL_VIEWPORT), &viewport)
        var clear: [GLfloat] = [0, 0, 0, 0]
        glGetFloatv(GLenum(GL_COLOR_CLEAR_VALUE), &clear)
        let blend = glIsEnabled(GLenum(GL_BLEND)), scissor = glIsEnabled(GLenum(GL_SCISSOR_TEST))
        let blendSourceRGB = integer(GL_BLEND_SRC_RGB), blendDestinationRGB = integer(GL_BLEND_DST_RGB)
        let blendSourceAlpha = integer(GL_BLEND_SRC_ALPHA), blendDestinationAlpha = integer(GL_BLEND_DST_ALPHA)
        let blendEquationRGB = integer(GL_BLEND_EQUATION_RGB), blendEquationAlpha = integer(GL_BLEND_EQUATION_ALPHA)
        let program = integer(GL_CURRENT_PROGRAM), vertexArray = integer(GL_VERTEX_ARRAY_BINDING)
        let arrayBuffer = integer(GL_ARRAY_BUFFER_BINDING), activeTexture = integer(GL_ACTIVE_TEXTURE)
        let packAlignment = integer(GL_PACK_ALIGNMENT), unpackAlignment = integer(GL_UNPACK_ALIGNMENT)
        glActiveTexture(GLenum(GL_TEXTURE0))
        let texture = integer(GL_TEXTURE_BINDING_2D)

        let result = body()

        glBindFramebuffer(GLenum(GL_DRAW_FRAMEBUFFER), GLuint(drawFramebuffer))
        glBindFramebuffer(GLenum(GL_READ_FRAMEBUFFER), GLuint(readFramebuffer))
        glViewport(viewport[0], viewport[1], viewport[2], viewport[3])
        glClearColor(clear[0], clear[1], clear[2], clear[3])
        if blend == GLboolean(GL_TRUE) { glEnable(GLenum(GL_BLEND)) } else { glDisable(GLenum(GL_BLEND)) }
        if scissor == GLboolean(GL_TRUE) { glEnable(GLenum(GL_SCISSOR_TEST)) } else { glDisable(GLenum(GL_SCISSOR_TEST)) }
        glBlendFuncSeparate(GLenum(blendSourceRGB), GLenum(blendDestinationRGB),
                            GLenum(blendSourceAlpha), GLenum(blendDestinationAlpha))
        glBlendEquationSeparate(GLenum(blendEquationRGB), GLenum(blendEquationAlpha))
        glUseProgram(GLuint(program))
        glBindVertexArray(GLuint(vertexArray))
        glBindBuffer(GLenum(GL_ARRAY_BUFFER), GLuint(arrayBuffer))
        glActiveTexture(GLenum(GL_TEXTURE0))
        glBindTexture(GLenum(GL_TEXTURE_2D), GLuint(texture))
        glActiveTexture(GLenum(activeTexture))
        glPixelStorei(GLenum(GL_PACK_ALIGNMENT), packAlignment)
        glPixelStorei(GLenum(GL_UNPACK_ALIGNMENT), unpackAlignment)
        return result
    }
}
