import ChartCore

/// A `MarkerCommand`'s look in device pixels, as the marker shader takes it.
struct MarkerStyle: Equatable {
    /// The shader's shape index: 0 circle, 1 square, 2 diamond, 3 triangle, 4 cross.
    var shape: Int32
    var radius: Float
    var strokeWidth: Float
    var fill: PremultipliedColor
    var stroke: PremultipliedColor

    /// Nil when no marker would show (size not positive or not finite, nothing opaque).
    /// Without a usable stroke the fill colour stands in for it, so the edge stays antialiased
    /// against the background rather than against a transparent stroke.
    init?(_ command: MarkerCommand, scale: Double) {
        let size = command.size * scale
        guard size.isFinite, size > 0 else { return nil }
        switch command.shape {
        case .circle: shape = 0
        case .square: shape = 1
        case .diamond: shape = 2
        case .triangle: shape = 3
        case .cross: shape = 4
        }
        radius = Float(size / 2)
        fill = PremultipliedColor(command.fill)
        let width = command.strokeWidth * scale
        if width.isFinite, width > 0 {
            strokeWidth = Float(min(width, size))
            stroke = PremultipliedColor(command.strokeColor)
        } else {
            strokeWidth = 0
            stroke = fill
        }
        guard !fill.isInvisible || !stroke.isInvisible else { return nil }
    }
}
