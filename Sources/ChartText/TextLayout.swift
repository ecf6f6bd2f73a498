/// One line of text laid out in device pixels, pen origin at (0, 0) on the baseline, y down.
public struct TextLayout: Hashable, Sendable {
    /// One quad per glyph with ink; whitespace and control characters have none.
    public var glyphs: [GlyphQuad]
    /// Advance width of the whole line, in device pixels.
    public var width: Double
    /// Font ascent above the baseline, in device pixels (positive).
    public var ascent: Double
    /// Font descent below the baseline, in device pixels (positive).
    public var descent: Double

    public init(glyphs: [GlyphQuad], width: Double, ascent: Double, descent: Double) {
        self.glyphs = glyphs
        self.width = width
        self.ascent = ascent
        self.descent = descent
    }

    /// No glyphs and no extent.
    public static let empty = TextLayout(glyphs: [], width: 0, ascent: 0, descent: 0)
}
