import CGL

/// A framebuffer with one RGBA8 colour renderbuffer, for a pane of a multi-chart window: the
/// pane's chart is rendered into it, then copied into the window with `glBlitFramebuffer`.
/// The GL context must be current whenever it is used or released.
final class OffscreenFramebuffer {
    private(set) var framebuffer: GLuint = 0
    private var renderbuffer: GLuint = 0
    private(set) var width = 0
    private(set) var height = 0
    /// False when the driver refused the framebuffer (the pane is then left undrawn).
    private(set) var isComplete = false

    init() {
        glGenFramebuffers(1, &framebuffer)
        glGenRenderbuffers(1, &renderbuffer)
    }

    deinit {
        glDeleteFramebuffers(1, &framebuffer)
        glDeleteRenderbuffers(1, &renderbuffer)
    }

    /// Makes the framebuffer `width`×`height` pixels (contents are lost when the size changes).
    func resize(width: Int, height: Int) {
        guard width != self.width || height != self.height else { return }
        self.width = width
        self.height = height
        glBindRenderbuffer(GLenum(GL_RENDERBUFFER), renderbuffer)
        glRenderbufferStorage(GLenum(GL_RENDERBUFFER), GLenum(GL_RGBA8), GLsizei(max(width, 1)), GLsizei(max(height, 1)))
        glBindRenderbuffer(GLenum(GL_RENDERBUFFER), 0)
        glBindFramebuffer(GLenum(GL_FRAMEBUFFER), framebuffer)
        glFramebufferRenderbuffer(GLenum(GL_FRAMEBUFFER), GLenum(GL_COLOR_ATTACHMENT0), GLenum(GL_RENDERBUFFER), renderbuffer)
        isComplete = glCheckFramebufferStatus(GLenum(GL_FRAMEBUFFER)) == GLenum(GL_FRAMEBUFFER_COMPLETE)
        glBindFramebuffer(GLenum(GL_FRAMEBUFFER), 0)
    }

    /// Copies the whole image into framebuffer 0 with its top-left corner at (`x`, `y`) pixels from
    /// the window's top-left, pixel for pixel; leaves framebuffer 0 bound.
    func copyToWindow(x: Int, y: Int, windowHeight: Int) {
        copy(into: 0, x: x, y: y, targetHeight: windowHeight)
    }

    /// Copies the whole image into `target` (a framebuffer `targetHeight` pixels high) with its
    /// top-left corner at (`x`, `y`) pixels from the target's top-left; leaves framebuffer 0 bound.
    func copy(into target: GLuint, x: Int, y: Int, targetHeight: Int) {
        guard isComplete else { return }
        glBindFramebuffer(GLenum(GL_READ_FRAMEBUFFER), framebuffer)
        glBindFramebuffer(GLenum(GL_DRAW_FRAMEBUFFER), target)
        // GL counts rows from the bottom.
        let bottom = targetHeight - y - height
        glBlitFramebuffer(0, 0, GLint(width), GLint(height),
                          GLint(x), GLint(bottom), GLint(x + width), GLint(bottom + height),
                          GLbitfield(GL_COLOR_BUFFER_BIT), GLenum(GL_NEAREST))
        glBindFramebuffer(GLenum(GL_FRAMEBUFFER), 0)
    }
}
