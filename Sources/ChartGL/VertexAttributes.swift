import CGL

/// Small wrappers for the GL calls every drawer repeats.
enum VertexAttributes {
    /// Enables `locations` in the bound vertex array, one value per instance.
    static func enablePerInstance(_ locations: Range<GLuint>) {
        for location in locations {
            glEnableVertexAttribArray(location)
            glVertexAttribDivisor(location, 1)
        }
    }

    /// Points `location` at `components` Floats at `byteOffset` of the bound GL_ARRAY_BUFFER.
    static func pointFloats(_ location: GLuint, components: GLint, stride: Int, byteOffset: Int) {
        glVertexAttribPointer(location, components, GLenum(GL_FLOAT), GLboolean(GL_FALSE), GLsizei(stride),
                              UnsafeRawPointer(bitPattern: byteOffset))
    }

    /// Instanced quads as 4-vertex triangle strips (the corner comes from gl_VertexID).
    static func drawQuads(instances: Int) {
        glDrawArraysInstanced(GLenum(GL_TRIANGLE_STRIP), 0, 4, GLsizei(clamping: instances))
    }

    static func setColor(_ location: GLint, _ color: PremultipliedColor) {
        glUniform4f(location, color.red, color.green, color.blue, color.alpha)
    }
}
