import CGL
import ChartCore

/// The GPU copy of one `SeriesGeometry`: `[gap, v0, v1, …, vn-1, gap]` as Float pairs, where
/// the two NaN gap vertices let every instanced draw read one vertex before and after its own
/// without leaving the buffer. Spare capacity after the end lets appends go in place.
///
/// Points dropped from the geometry's start (a rolling window) move the buffer's start
/// (`headPoints`) instead of uploading the rest again: the slot before the new first point
/// becomes the leading gap (8 bytes). When appends reach the end of the capacity the live
/// points are copied to the start of a new buffer on the GPU, again without an upload.
final class GeometryBuffer {
    private(set) var id: GLuint = 0
    /// Held weakly: the buffer is evicted once its geometry is gone.
    private(set) weak var geometry: SeriesGeometry?
    private(set) var revision: Int
    /// Points uploaded.
    private(set) var count = 0
    /// Points the buffer holds besides the two gap vertices.
    private(set) var capacity = 0
    /// Slots before the leading gap: points dropped from the start and not yet compacted away.
    private(set) var headPoints = 0
    /// The geometry's `droppedCount` the buffer reflects.
    private var droppedCount = 0
    /// Where the leading gap sits, for the drawers' attribute offsets.
    var headByteOffset: Int { headPoints * Self.bytesPerPoint }
    /// The renderer's base generation when this buffer was last drawn (for eviction).
    var lastUsedGeneration = 0
    /// Whether the uploaded points' x never decreases (NaN gaps aside), so a draw can be cut to
    /// the segments within a pixel range by binary search (`GeometryBuffer+DrawRange.swift`).
    private(set) var xIsSorted = false
    /// The largest finite x uploaded so far, to extend `xIsSorted` over appended points.
    private var largestX = -Float.infinity

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
        let dropped = geometry.droppedCount - droppedCount
        if geometry.revision != revision || capacity == 0 || dropped < 0 || dropped > count
            || newCount < count - dropped {
            revision = geometry.revision
            droppedCount = geometry.droppedCount
            return uploadAll(vertices, count: newCount)
        }
        var uploaded = 0
        if dropped > 0 {
            headPoints += dropped
            count -= dropped
            droppedCount = geometry.droppedCount
            glBindBuffer(GLenum(GL_ARRAY_BUFFER), id)
            Self.gap.withUnsafeBytes {
                glBufferSubData(GLenum(GL_ARRAY_BUFFER), headByteOffset, $0.count, $0.baseAddress)
            }
            uploaded += Self.bytesPerPoint
        }
        guard newCount > count else { return uploaded }
        if headPoints + newCount > capacity {
            grow(toHold: newCount)
        }
        noteSortedness(vertices, points: count..<newCount)
        uploaded += upload(vertices, points: count..<newCount)
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
        headPoints = 0
        count = newCount
        xIsSorted = true
        largestX = -.infinity
        noteSortedness(vertices, points: 0..<newCount)
        return Self.bytesPerPoint + upload(vertices, points: 0..<newCount)
    }

    /// Moves the live contents to the start of a new buffer, on the GPU (no re-upload): twice
    /// as large when they need it, the same size when only the dropped head was in the way.
    private func grow(toHold needed: Int) {
        let newCapacity = 2 * needed > capacity ? max(needed, capacity * 2) : capacity
        var newID: GLuint = 0
        glGenBuffers(1, &newID)
        glBindBuffer(GLenum(GL_COPY_WRITE_BUFFER), newID)
        glBufferData(GLenum(GL_COPY_WRITE_BUFFER), (newCapacity + 2) * Self.bytesPerPoint, nil, GLenum(GL_DYNAMIC_DRAW))
        glBindBuffer(GLenum(GL_COPY_READ_BUFFER), id)
        glCopyBufferSubData(GLenum(GL_COPY_READ_BUFFER), GLenum(GL_COPY_WRITE_BUFFER), headByteOffset, 0,
                            (count + 1) * Self.bytesPerPoint)
        glBindBuffer(GLenum(GL_COPY_READ_BUFFER), 0)
        glBindBuffer(GLenum(GL_COPY_WRITE_BUFFER), 0)
        glDeleteBuffers(1, &id)
        id = newID
        capacity = newCapacity
        headPoints = 0
    }

    /// Writes `points` of `vertices` and the closing gap vertex after them.
    private func upload(_ vertices: [Float], points: Range<Int>) -> Int {
        glBindBuffer(GLenum(GL_ARRAY_BUFFER), id)
        let start = (headPoints + points.lowerBound + 1) * Self.bytesPerPoint
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

    /// Extends `xIsSorted` over `points` of `vertices` (a pass over their x, once per upload).
    private func noteSortedness(_ vertices: [Float], points: Range<Int>) {
        guard xIsSorted else { return }
        var largest = largestX
        for i in points {
            let x = vertices[2 * i]
            guard !x.isNaN else { continue }
            if x < largest {
                xIsSorted = false
                return
            }
            largest = x
        }
        largestX = largest
    }
}
