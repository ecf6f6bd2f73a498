/// The extent of a single line of text, in logical points.
public struct TextMetrics: Hashable, Sendable {
    /// Advance width of the whole string.
    public var width: Double
    /// Distance from the baseline up to the font's ascender line.
    public var ascent: Double
    /// Distance from the baseline down to the font's descender line (positive).
    public var descent: Double

    public init(width: Double, ascent: Double, descent: Double) {
        self.width = width
        self.ascent = ascent
        self.descent = descent
    }

    public var height: Double { ascent + descent }
}
