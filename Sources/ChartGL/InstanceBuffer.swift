import CGL

/// The GL buffer that per-frame instance data (rectangles, segments, glyphs) goes through: one
/// upload per pass, into freshly orphaned storage so the driver never waits for earlier draws.
final class InstanceBuffer {
    private(set) var id: GLuint = 0
    private var capacity = 0

    init() {
        glGenBuffers(1, &id)
    }

    deinit {
        glDeleteBuffers(1, &id)
    }

    /// Uploads `floats` to the start of the buffer; returns the bytes sent.
    func upload(_ floats: [Float]) -> Int {
        let bytes = floats.count * MemoryLayout<Float>.size
        guard bytes > 0 else { return 0 }
        glBindBuffer(GLenum(GL_ARRAY_BUFFER), id)
        if bytes > capacity {
            capacity = max(bytes, capacity * 2, 64 * 1024)
        }
        glBufferData(GLenum(GL_ARRAY_BUFFER), capacity, nil, GLenum(GL_STREAM_DRAW))
        floats.withUnsafeBytes { glBufferSubData(GLenum(GL_ARRAY_BUFFER), 0, bytes, $0.baseAddress) }
        return bytes
    }
}
