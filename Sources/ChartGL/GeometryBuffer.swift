import CGL
import ChartCore

/// The GPU copy of one `SeriesGeometry`: `[gap, v0, v1, …, vn-1, gap]` as Float pairs, where
/// the two NaN gap vertices let every instanced draw read one vertex before and after its own
/// without leaving the buffer. Spare capacity after the end lets appends go in place.
final class GeometryBuffer {
    private(set) var id: GLuint = 0
    /// Held weakly: the buffer is evicted once its geometry is gone.
    private(set) weak var geometry: SeriesGeometry?
    private(set) var revision: Int
    /// Points uploaded.
    private(set) var count = 0
    /// Points the buffer holds besides the two gap vertices.
    private(set) var capacity = 0
    /// The renderer's base generation when this buffer was last drawn (for eviction).
    var lastUsedGeneration = 0

    private static let bytesPerPoint = 2 * MemoryLayout<Float>.size
    private static let gap: [Float] = [.nan, .nan]

    init(geometry: SeriesGeometry) {
        self.geometry = geometry
        revision = geometry.revision
        glGenBuffers(1, &id)
    }

    deinit {
        glDeleteBuffers(1, &id)
    }

    /// Brings the buffer up to date with its geometry and returns the bytes uploaded: nothing
    /// when unchanged, the new tail after an append, everything after a replace.
    func synchronize() -> Int {
        guard let geometry else { return 0 }
        let vertices = geometry.vertices
        let newCount = vertices.count / 2
        if geometry.revision != revision || newCount < count || capacity == 0 {
            revision = geometry.revision
            return uploadAll(vertices, count: newCount)
        }
        guard newCount > count else { return 0 }
        if newCount > capacity {
            grow(toHold: newCount)
        }
        let uploaded = upload(vertices, points: count..<newCount)
        count = newCount
        return uploaded
    }

    private func uploadAll(_ vertices: [Float], count newCount: Int) -> Int {
        // Shrink as well as grow, so a series that was once huge does not pin its memory.
        if newCount > capacity || (capacity > 4096 && newCount < capacity / 4) || capacity == 0 {
            capacity = max(newCount + newCount / 2, 64)
            glBindBuffer(GLenum(GL_ARRAY_BUFFER), id)
            glBufferData(GLenum(GL_ARRAY_BUFFER), (capacity + 2) * Self.bytesPerPoint, nil, GLenum(GL_DYNAMIC_DRAW))
        }
        glBindBuffer(GLenum(GL_ARRAY_BUFFER), id)
        Self.gap.withUnsafeBytes { glBufferSubData(GLenum(GL_ARRAY_BUFFER), 0, $0.count, $0.baseAddress) }
        count = newCount
        return Self.bytesPerPoint + upload(vertices, points: 0..<newCount)
    }

    /// Moves the contents into a buffer twice as large, on the GPU (no re-upload).
    private func grow(toHold needed: Int) {
        let newCapacity = max(needed, capacity * 2)
        var newID: GLuint = 0
        glGenBuffers(1, &newID)
        glBindBuffer(GLenum(GL_COPY_WRITE_BUFFER), newID)
        glBufferData(GLenum(GL_COPY_WRITE_BUFFER), (newCapacity + 2) * Self.bytesPerPoint, nil, GLenum(GL_DYNAMIC_DRAW))
        glBindBuffer(GLenum(GL_COPY_READ_BUFFER), id)
        glCopyBufferSubData(GLenum(GL_COPY_READ_BUFFER), GLenum(GL_COPY_WRITE_BUFFER), 0, 0,
                            (count + 1) * Self.bytesPerPoint)
        glBindBuffer(GLenum(GL_COPY_READ_BUFFER), 0)
        glBindBuffer(GLenum(GL_COPY_WRITE_BUFFER), 0)
        glDeleteBuffers(1, &id)
        id = newID
        capacity = newCapacity
    }

    /// Writes `points` of `vertices` and the closing gap vertex after them.
    private func upload(_ vertices: [Float], points: Range<Int>) -> Int {
        glBindBuffer(GLenum(GL_ARRAY_BUFFER), id)
        let start = (points.lowerBound + 1) * Self.bytesPerPoint
        let bytes = points.count * Self.bytesPerPoint
        if bytes > 0 {
            vertices.withUnsafeBytes { raw in
                glBufferSubData(GLenum(GL_ARRAY_BUFFER), start, bytes,
                                raw.baseAddress! + points.lowerBound * Self.bytesPerPoint)
            }
        }
        Self.gap.withUnsafeBytes {
            glBufferSubData(GLenum(GL_ARRAY_BUFFER), start + bytes, $0.count, $0.baseAddress)
        }
        return bytes + Self.bytesPerPoint
    }
}
