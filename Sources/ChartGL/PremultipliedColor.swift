import ChartCore

/// A colour as the shaders take it: Float components with alpha already multiplied in, so
/// blending (ONE, ONE_MINUS_SRC_ALPHA) composites exactly.
struct PremultipliedColor: Equatable {
    var red: Float
    var green: Float
    var blue: Float
    var alpha: Float

    /// Components are clamped to 0…1; a NaN component counts as 0.
    init(_ color: Color) {
        func unit(_ value: Double) -> Float { value >= 0 ? Float(min(value, 1)) : 0 }
        let alpha = unit(color.alpha)
        self.red = unit(color.red) * alpha
        self.green = unit(color.green) * alpha
        self.blue = unit(color.blue) * alpha
        self.alpha = alpha
    }

    init(red: Float, green: Float, blue: Float, alpha: Float) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// The colour with its coverage scaled by `factor` (0…1).
    func scaled(by factor: Float) -> PremultipliedColor {
        PremultipliedColor(red: red * factor, green: green * factor, blue: blue * factor, alpha: alpha * factor)
    }

    var isInvisible: Bool { alpha <= 0 }

    /// The colour composited over opaque white: what a translucent scene background becomes.
    var overWhite: PremultipliedColor {
        PremultipliedColor(red: red + 1 - alpha, green: green + 1 - alpha, blue: blue + 1 - alpha, alpha: 1)
    }
}
