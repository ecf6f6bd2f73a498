/// Series points ready for the GPU: Float pairs relative to a Double origin near the visible
/// window, so that no precision is lost however far the data lie from zero.
///
/// A renderer keeps one GPU buffer per geometry (by identity). Appending points grows `count`
/// and leaves `revision` alone, so only the new points are uploaded; any other change replaces
/// the contents and bumps `revision`. A NaN coordinate marks a gap: no segment touches it.
public final class SeriesGeometry {
    /// The data value that local coordinate (0, 0) stands for.
    public private(set) var originX: Double
    public private(set) var originY: Double
    /// Interleaved x, y in local coordinates.
    public private(set) var vertices: [Float]
    public private(set) var revision: Int = 0

    public init(originX: Double, originY: Double, vertices: [Float] = []) {
        self.originX = originX
        self.originY = originY
        self.vertices = vertices
    }

    /// Number of points.
    public var count: Int { vertices.count / 2 }

    /// Adds data points after the existing ones (stored relative to the origin).
    public func append(x: Double, y: Double) {
        vertices.append(Float(x - originX))
        vertices.append(Float(y - originY))
    }

    /// Replaces every point and the origin.
    public func replace(originX: Double, originY: Double, vertices: [Float]) {
        self.originX = originX
        self.originY = originY
        self.vertices = vertices
        revision += 1
    }

    /// The point at `index` in data coordinates (as stored, so after Float rounding).
    public func dataPoint(at index: Int) -> (x: Double, y: Double) {
        (originX + Double(vertices[2 * index]), originY + Double(vertices[2 * index + 1]))
    }
}
