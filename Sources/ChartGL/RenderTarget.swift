import CGL

/// An offscreen framebuffer with one RGBA8 colour texture, resized on demand.
final class RenderTarget {
    private(set) var framebuffer: GLuint = 0
    private(set) var texture: GLuint = 0
    private(set) var width = 0
    private(set) var height = 0
    /// False when the driver refused the framebuffer (drawing into it is skipped).
    private(set) var isComplete = false

    init() {
        glGenFramebuffers(1, &framebuffer)
        glGenTextures(1, &texture)
        glBindTexture(GLenum(GL_TEXTURE_2D), texture)
        // Read with texelFetch only, but a complete texture still needs a non-mipmap filter.
        glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_MIN_FILTER), GL_NEAREST)
        glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_MAG_FILTER), GL_NEAREST)
        glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_WRAP_S), GL_CLAMP_TO_EDGE)
        glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_WRAP_T), GL_CLAMP_TO_EDGE)
        glBindTexture(GLenum(GL_TEXTURE_2D), 0)
    }

    deinit {
        glDeleteFramebuffers(1, &framebuffer)
        glDeleteTextures(1, &texture)
    }

    /// Makes the target `width`×`height`; returns true when the size changed (contents lost).
    @discardableResult
    func resize(width: Int, height: Int) -> Bool {
        guard width != self.width || height != self.height else { return false }
        self.width = width
        self.height = height
        glBindTexture(GLenum(GL_TEXTURE_2D), texture)
        glTexImage2D(GLenum(GL_TEXTURE_2D), 0, GL_RGBA8, GLsizei(width), GLsizei(height), 0,
                     GLenum(GL_RGBA), GLenum(GL_UNSIGNED_BYTE), nil)
        glBindTexture(GLenum(GL_TEXTURE_2D), 0)
        glBindFramebuffer(GLenum(GL_FRAMEBUFFER), framebuffer)
        glFramebufferTexture2D(GLenum(GL_FRAMEBUFFER), GLenum(GL_COLOR_ATTACHMENT0), GLenum(GL_TEXTURE_2D), texture, 0)
        isComplete = glCheckFramebufferStatus(GLenum(GL_FRAMEBUFFER)) == GLenum(GL_FRAMEBUFFER_COMPLETE)
        return true
    }
}
