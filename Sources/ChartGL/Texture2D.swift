import CGL

/// A 2-D texture made from pixels in memory, clamped at its edges: what the image and heatmap
/// drawers upload (RGBA8 pictures, filtered; R32F grids, nearest).
enum Texture2D {
    /// A new texture of `width` × `height` texels from `bytes` (rows `alignment`-aligned), left
    /// unbound; the caller deletes it.
    static func make(width: Int, height: Int, internalFormat: GLint, format: GLenum, type: GLenum,
                     filter: GLint, alignment: GLint, bytes: UnsafeRawBufferPointer) -> GLuint {
        var texture: GLuint = 0
        glGenTextures(1, &texture)
        glBindTexture(GLenum(GL_TEXTURE_2D), texture)
        glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_MIN_FILTER), filter)
        glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_MAG_FILTER), filter)
        glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_WRAP_S), GL_CLAMP_TO_EDGE)
        glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_WRAP_T), GL_CLAMP_TO_EDGE)
        glPixelStorei(GLenum(GL_UNPACK_ALIGNMENT), alignment)
        glTexImage2D(GLenum(GL_TEXTURE_2D), 0, internalFormat, GLsizei(width), GLsizei(height), 0, format, type, bytes.baseAddress)
        glBindTexture(GLenum(GL_TEXTURE_2D), 0)
        return texture
    }
}
