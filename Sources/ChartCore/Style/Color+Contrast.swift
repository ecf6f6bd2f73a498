import Foundation

extension Color {
    /// The colour's relative luminance (WCAG 2: linear-light sRGB weighted 0.2126 / 0.7152 /
    /// 0.0722), 0 for black and 1 for white; alpha is ignored.
    public var relativeLuminance: Double {
        func linear(_ c: Double) -> Double {
            let v = min(max(c.isFinite ? c : 0, 0), 1)
            return v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    /// The WCAG contrast ratio between this colour and `other`, 1 (none) … 21 (black on white).
    public func contrastRatio(with other: Color) -> Double {
        let a = relativeLuminance, b = other.relativeLuminance
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    /// This colour, or the nearest shade of it (towards black or white, whichever contrasts more
    /// with `background`) that stands `minimumContrast` apart from `background`.
    ///
    /// Thin marks (spokes, outlines, text) in a pale palette colour vanish on a ground of the same
    /// lightness, as a yellow spoke does on white; WCAG asks 3:1 of graphical objects, the default.
    /// Fills keep their colour: a large area needs no such help.
    public func readable(on background: Color, minimumContrast: Double = 3) -> Color {
        guard contrastRatio(with: background) < minimumContrast else { return self }
        // Towards whichever of black and white stands further from the background: on a middle
        // tone such as orange (luminance 0.3) only black reaches 4.5:1.
        let black = Color(red: 0, green: 0, blue: 0, alpha: alpha), white = Color(red: 1, green: 1, blue: 1, alpha: alpha)
        let target = black.contrastRatio(with: background) >= white.contrastRatio(with: background) ? black : white
        // Bisect the mix towards the target: the smallest change that reaches the contrast.
        var low = 0.0, high = 1.0
        for _ in 0..<12 {
            let mid = (low + high) / 2
            if mixed(with: target, amount: mid).contrastRatio(with: background) >= minimumContrast {
                high = mid
            } else {
                low = mid
            }
        }
        return mixed(with: target, amount: high)
    }
}
