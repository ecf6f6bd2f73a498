/// Colours along 0…1, interpolated linearly between evenly spaced stops: what a density plot or
/// a colour bar maps its values through.
///
/// ```swift
/// let c = ColorMap.viridis.color(at: 0.5)
/// ```
public struct ColorMap: Hashable, Sendable {
    public var stops: [Color]

    /// A map through `stops` (at least one; an empty list means black).
    public init(stops: [Color]) {
        self.stops = stops.isEmpty ? [.black] : stops
    }

    /// The colour at `t`, clamped to 0…1 (NaN counts as 0).
    public func color(at t: Double) -> Color {
        let t = t.isNaN ? 0 : min(max(t, 0), 1)
        guard stops.count > 1 else { return stops[0] }
        let position = t * Double(stops.count - 1)
        let i = min(Int(position), stops.count - 2)
        let f = position - Double(i)
        let a = stops[i], b = stops[i + 1]
        return Color(red: a.red + (b.red - a.red) * f, green: a.green + (b.green - a.green) * f,
                     blue: a.blue + (b.blue - a.blue) * f, alpha: a.alpha + (b.alpha - a.alpha) * f)
    }

    /// Dark blue through green to yellow, perceptually even and readable in grey (matplotlib's
    /// default), sampled at nine points.
    public static let viridis = ColorMap(stops: [
        Color(hex: 0x440154), Color(hex: 0x472d7b), Color(hex: 0x3b528b), Color(hex: 0x2c728e), Color(hex: 0x21918c),
        Color(hex: 0x28ae80), Color(hex: 0x5ec962), Color(hex: 0xaddc30), Color(hex: 0xfde725),
    ])

    /// Black through red and yellow to white.
    public static let inferno = ColorMap(stops: [
        Color(hex: 0x000004), Color(hex: 0x320a5e), Color(hex: 0x781c6d), Color(hex: 0xbc3754), Color(hex: 0xed6925),
        Color(hex: 0xfbb61a), Color(hex: 0xfcffa4),
    ])

    /// Blue through a light grey to red (ColorBrewer's RdBu, reversed): a diverging map for
    /// values on both sides of a midpoint, such as correlations or differences around 0.
    public static let blueRed = ColorMap(stops: [
        Color(hex: 0x2166ac), Color(hex: 0x4393c3), Color(hex: 0x92c5de), Color(hex: 0xd1e5f0), Color(hex: 0xf7f7f7),
        Color(hex: 0xfddbc7), Color(hex: 0xf4a582), Color(hex: 0xd6604d), Color(hex: 0xb2182b),
    ])
}
