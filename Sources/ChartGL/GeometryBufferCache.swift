import ChartCore

/// One retained `GeometryBuffer` per `SeriesGeometry`, keyed by identity.
///
/// Buffers are evicted when their geometry has been deallocated, or when no frame has drawn them
/// since the base image was redrawn twice (so geometry that merely sits in the cached base image
/// keeps its buffer however long only the overlay changes).
final class GeometryBufferCache {
    private var buffers: [ObjectIdentifier: GeometryBuffer] = [:]

    /// The up-to-date buffer for `geometry` and the bytes uploaded to make it so.
    func buffer(for geometry: SeriesGeometry, generation: Int) -> (GeometryBuffer, uploadedBytes: Int) {
        let key = ObjectIdentifier(geometry)
        let buffer: GeometryBuffer
        if let existing = buffers[key], existing.geometry === geometry {
            buffer = existing
        } else {
            // A new geometry, or a new object that reuses a dead one's address.
            buffer = GeometryBuffer(geometry: geometry)
            buffers[key] = buffer
        }
        buffer.lastUsedGeneration = generation
        return (buffer, buffer.synchronize())
    }

    /// Drops buffers whose geometry is gone or that were not drawn in `generation` or the one before.
    func evict(currentGeneration generation: Int) {
        buffers = buffers.filter { $0.value.geometry != nil && $0.value.lastUsedGeneration >= generation - 1 }
    }

    /// Number of retained buffers.
    var count: Int { buffers.count }
}
