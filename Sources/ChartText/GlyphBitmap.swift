/// One rasterised glyph: 8-bit coverage rows from the top, placed relative to the pen origin.
struct GlyphBitmap {
    var width: Int
    var height: Int
    /// Pixels from the pen origin to the bitmap's left edge (x right).
    var left: Int
    /// Pixels from the baseline up to the bitmap's top edge (y up, as FreeType counts).
    var top: Int
    /// `width * height` coverage values, row 0 at the top.
    var coverage: [UInt8]

    var isEmpty: Bool { width == 0 || height == 0 }
}
