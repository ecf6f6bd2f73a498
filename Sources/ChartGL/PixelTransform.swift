import ChartCore

/// A `DataTransform` carried to device pixels: `pixel = offset + local * scale`, in Float for the
/// vertex shader. The product with the scene scale is taken in Double.
struct PixelTransform: Equatable {
    var offsetX: Float
    var offsetY: Float
    var scaleX: Float
    var scaleY: Float

    /// Nil when any part is not finite (nothing can be drawn with it).
    init?(_ transform: DataTransform, sceneScale: Double) {
        offsetX = Float(transform.offsetX * sceneScale)
        offsetY = Float(transform.offsetY * sceneScale)
        scaleX = Float(transform.scaleX * sceneScale)
        scaleY = Float(transform.scaleY * sceneScale)
        guard offsetX.isFinite, offsetY.isFinite, scaleX.isFinite, scaleY.isFinite else { return nil }
    }

    /// Points straight to pixels: `pixel = point * sceneScale`.
    init(sceneScale: Double) {
        offsetX = 0
        offsetY = 0
        scaleX = Float(sceneScale)
        scaleY = Float(sceneScale)
    }
}
