/// Series points ready for the GPU: Float pairs relative to a Double origin near the visible
/// window and measured in a power-of-two unit near the window's span, so that no precision is
/// lost however far the data lie from zero, and no magnitude leaves Float's range.
///
/// Local coordinate (lx, ly) stands for data point (originX + lx · unitX, originY + ly · unitY).
/// Why a unit: Float's relative precision is the same at every magnitude, but its range is not
/// (about 1e−38…3e38), so offsets of 1e−40 would round to zero and offsets of 1e300 to infinity.
/// Measured in a unit of about the window's span, what is on screen is of order 1 whatever the
/// data's magnitude; a power of two makes the division exact, so the only rounding is still the
/// one to Float. The unit goes into the transform's scale (`DataTransform`), computed in Double.
///
/// A renderer keeps one GPU buffer per geometry (by identity). Appending points grows `count`
/// and leaves `revision` alone, so only the new points are uploaded; any other change replaces
/// the contents and bumps `revision`. A NaN coordinate marks a gap: no segment touches it.
public final class SeriesGeometry {
    /// The data value that local coordinate (0, 0) stands for.
    public private(set) var originX: Double
    public private(set) var originY: Double
    /// The data length one local unit stands for on each axis: a power of two (1 unless a
    /// builder chose one for its window).
    public private(set) var unitX: Double
    public private(set) var unitY: Double
    /// Interleaved x, y in local coordinates.
    public private(set) var vertices: [Float]
    public private(set) var revision: Int = 0
    /// Points removed from the start since the contents were last replaced (`dropFirst(_:)`):
    /// a renderer moves its buffer's start by as many points instead of uploading again.
    public private(set) var droppedCount: Int = 0

    public init(originX: Double, originY: Double, unitX: Double = 1, unitY: Double = 1, vertices: [Float] = []) {
        self.originX = originX
        self.originY = originY
        self.unitX = unitX
        self.unitY = unitY
        self.vertices = vertices
    }

    /// Number of points.
    public var count: Int { vertices.count / 2 }

    /// Adds data points after the existing ones (stored relative to the origin, in the units).
    public func append(x: Double, y: Double) {
        vertices.append(localX(x))
        vertices.append(localY(y))
    }

    /// Removes the first `n` points (all when `n` exceeds the count), keeping the revision, so
    /// a renderer drops them from its buffer without uploading the rest again.
    public func dropFirst(_ n: Int) {
        let dropped = Swift.min(Swift.max(n, 0), count)
        guard dropped > 0 else { return }
        vertices.removeFirst(2 * dropped)
        droppedCount += dropped
    }

    /// Replaces every point, the origin and the units.
    public func replace(originX: Double, originY: Double, unitX: Double = 1, unitY: Double = 1, vertices: [Float]) {
        droppedCount = 0
        self.originX = originX
        self.originY = originY
        self.unitX = unitX
        self.unitY = unitY
        self.vertices = vertices
        revision += 1
    }

    /// The point at `index` in data coordinates (as stored, so after Float rounding).
    public func dataPoint(at index: Int) -> (x: Double, y: Double) {
        (originX + Double(vertices[2 * index]) * unitX, originY + Double(vertices[2 * index + 1]) * unitY)
    }

    /// The transform that draws this geometry with the data window `xMin…xMin + xSpan` ×
    /// `yMin…yMin + ySpan` filling `plotRect` (y up: `yMin` at `plotRect.maxY`). Computed in
    /// Double on quantities of order 1 (spans and offsets in local units), so it stays finite
    /// for spans of 1e−300 or 1e300; the unit multiplies the scale.
    public func transform(xMin: Double, xSpan: Double, yMin: Double, ySpan: Double, plotRect: Rect) -> DataTransform {
        let scaleX = plotRect.width / (xSpan / unitX)
        let scaleY = -plotRect.height / (ySpan / unitY)
        return DataTransform(scaleX: scaleX, scaleY: scaleY,
                             offsetX: plotRect.minX + (originX - xMin) / unitX * scaleX,
                             offsetY: plotRect.maxY + (originY - yMin) / unitY * scaleY)
    }

    /// Data x in this geometry's local coordinates, as a vertex stores it.
    public func localX(_ x: Double) -> Float {
        Self.local(x, origin: originX, unit: unitX)
    }

    /// Data y in this geometry's local coordinates, as a vertex stores it.
    public func localY(_ y: Double) -> Float {
        Self.local(y, origin: originY, unit: unitY)
    }

    /// `value` measured from `origin` in `unit`, rounded once, to Float. The subtraction and the
    /// division by a power of two are exact in Double (short of underflow far below a pixel).
    public static func local(_ value: Double, origin: Double, unit: Double) -> Float {
        Float((value - origin) / unit)
    }

    /// The local unit for a window `span` data units wide: the power of two at or below it, so
    /// the window's local coordinates lie within ±1 of its centre. 1 for a span that is zero,
    /// negative or not finite.
    public static func unit(forSpan span: Double) -> Double {
        guard span.isFinite && span > 0 else { return 1 }
        return Double(sign: .plus, exponent: span.exponent, significand: 1)
    }

    /// Whether local coordinates in `unit` still suit a view `span` wide: a view zoomed in or
    /// out this far (2^60 times) from the span the unit was chosen for would bring its local
    /// coordinates near Float's smallest normal numbers or largest ones.
    public static func unit(_ unit: Double, suits span: Double) -> Bool {
        let ratio = span / unit
        return ratio >= 0x1p-60 && ratio <= 0x1p60
    }
}
