/// Which font to draw text in: a fontconfig family pattern, a size in points and a weight.
public struct FontSpec: Hashable, Sendable {
    public enum Weight: Hashable, Sendable {
        case regular
        case bold
    }

    /// A fontconfig family name or pattern. Default: "sans-serif" (DejaVu Sans where installed).
    public var family: String
    /// Size in logical points. Default: 12.
    public var size: Double
    /// Default: regular.
    public var weight: Weight

    public init(family: String = "sans-serif", size: Double = 12, weight: Weight = .regular) {
        self.family = family
        self.size = size
        self.weight = weight
    }
}
