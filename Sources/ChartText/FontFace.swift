import CFreeType

/// One opened outline font: glyph lookup, design-unit advances and kerning, rasterisation.
///
/// Pen positions are computed in font design units (integers), so a line's width is exactly
/// linear in the font size and identical for measurement and layout at every scale. Only the
/// glyph bitmaps depend on the pixel size.
final class FontFace {
    let id: Int
    let path: String
    let unitsPerEm: Double
    /// Ascender above the baseline, in design units (positive).
    let ascenderUnits: Double
    /// Descender below the baseline, in design units (positive).
    let descenderUnits: Double

    private let face: FT_Face
    private let hasKerning: Bool
    private var glyphIndexByScalar: [UInt32: UInt32] = [:]
    private var advanceByGlyph: [UInt32: Int] = [:]
    private var glyphIsBlank: [UInt32: Bool] = [:]
    /// The char size last set on `face`, in 26.6 pixels; 0 before the first rasterisation.
    private var currentCharSize: Int = 0

    /// Opens face `faceIndex` of the file at `path`; it must be a scalable (outline) font.
    init(id: Int, path: String, faceIndex: Int, library: FT_Library) throws(TextError) {
        var opened: FT_Face?
        let error = FT_New_Face(library, path, FT_Long(faceIndex), &opened)
        guard error == 0, let opened else {
            throw TextError.freeType(code: error == 0 ? -1 : error, call: "FT_New_Face(\(path))")
        }
        let flags = Int(opened.pointee.face_flags)
        guard flags & FreeTypeFlags.faceFlagScalable != 0, opened.pointee.units_per_EM > 0 else {
            FT_Done_Face(opened)
            throw TextError.noFontFound(pattern: "scalable font at \(path)")
        }
        self.id = id
        self.path = path
        self.face = opened
        self.unitsPerEm = Double(opened.pointee.units_per_EM)
        self.ascenderUnits = Double(opened.pointee.ascender)
        self.descenderUnits = Double(-opened.pointee.descender)
        self.hasKerning = flags & FreeTypeFlags.faceFlagKerning != 0
    }

    deinit {
        FT_Done_Face(face)
    }

    /// Walks one line of text, calling `visit(glyph, penUnits)` for every glyph that draws
    /// something, and returns the total advance in design units.
    ///
    /// Control characters and default-ignorable code points (joiners, variation selectors)
    /// take no space; a tab advances like a space. Scalars the face lacks use its `.notdef`.
    @discardableResult
    func walk(_ text: String, visit: (_ glyph: UInt32, _ penUnits: Int) -> Void) -> Int {
        var pen = 0
        var previous: UInt32?
        for scalar in text.unicodeScalars {
            let effective: Unicode.Scalar
            if scalar == "\t" {
                effective = " "
            } else if scalar.properties.generalCategory == .control
                        || scalar.properties.isDefaultIgnorableCodePoint {
                continue
            } else {
                effective = scalar
            }
            let glyph = glyphIndex(of: effective)
            if let previous { pen += kerning(previous, glyph) }
            if !effective.properties.isWhitespace && !isBlank(glyph) { visit(glyph, pen) }
            pen += advance(of: glyph)
            previous = glyph
        }
        return pen
    }

    /// Rasterises `glyph` at `charSize` (26.6 pixels per em) with light hinting; `nil` when
    /// FreeType fails or the glyph has no ink.
    func rasterize(_ glyph: UInt32, charSize: Int) -> GlyphBitmap? {
        if charSize != currentCharSize {
            guard FT_Set_Char_Size(face, 0, FT_F26Dot6(charSize), 72, 72) == 0 else { return nil }
            currentCharSize = charSize
        }
        let flags = FreeTypeFlags.loadRender | FreeTypeFlags.loadTargetLight
        guard FT_Load_Glyph(face, glyph, flags) == 0, let slot = face.pointee.glyph else { return nil }
        return Self.copyBitmap(of: slot)
    }

    private func glyphIndex(of scalar: Unicode.Scalar) -> UInt32 {
        if let cached = glyphIndexByScalar[scalar.value] { return cached }
        let index = UInt32(FT_Get_Char_Index(face, FT_ULong(scalar.value)))
        glyphIndexByScalar[scalar.value] = index
        return index
    }

    private func advance(of glyph: UInt32) -> Int {
        if let cached = advanceByGlyph[glyph] { return cached }
        loadUnscaled(glyph)
        return advanceByGlyph[glyph] ?? 0
    }

    /// Whether the glyph's outline is empty (spaces, and glyphs of zero-width marks without ink).
    private func isBlank(_ glyph: UInt32) -> Bool {
        if let cached = glyphIsBlank[glyph] { return cached }
        loadUnscaled(glyph)
        return glyphIsBlank[glyph] ?? true
    }

    private func loadUnscaled(_ glyph: UInt32) {
        guard FT_Load_Glyph(face, glyph, FreeTypeFlags.loadNoScale) == 0,
              let slot = face.pointee.glyph else {
            advanceByGlyph[glyph] = 0
            glyphIsBlank[glyph] = true
            return
        }
        advanceByGlyph[glyph] = Int(slot.pointee.advance.x)
        glyphIsBlank[glyph] = slot.pointee.outline.n_points == 0
    }

    private func kerning(_ left: UInt32, _ right: UInt32) -> Int {
        guard hasKerning else { return 0 }
        var vector = FT_Vector()
        guard FT_Get_Kerning(face, left, right, FT_KERNING_UNSCALED.rawValue, &vector) == 0 else {
            return 0
        }
        return Int(vector.x)
    }

    private static func copyBitmap(of slot: FT_GlyphSlot) -> GlyphBitmap? {
        let bitmap = slot.pointee.bitmap
        let width = Int(bitmap.width)
        let height = Int(bitmap.rows)
        guard width > 0, height > 0, let buffer = bitmap.buffer else { return nil }
        let pitch = Int(bitmap.pitch)
        var coverage = [UInt8](repeating: 0, count: width * height)
        for row in 0..<height {
            // A negative pitch means rows are stored bottom-up.
            let source = buffer + (pitch >= 0 ? row * pitch : (height - 1 - row) * -pitch)
            let target = row * width
            switch bitmap.pixel_mode {
            case FreeTypeFlags.pixelModeGray:
                let levels = max(2, Int(bitmap.num_grays))
                for x in 0..<width {
                    let value = Int(source[x])
                    coverage[target + x] = levels == 256 ? UInt8(value) : UInt8(min(255, value * 255 / (levels - 1)))
                }
            case FreeTypeFlags.pixelModeMono:
                for x in 0..<width where source[x >> 3] & (0x80 >> UInt8(x & 7)) != 0 {
                    coverage[target + x] = 255
                }
            case FreeTypeFlags.pixelModeBGRA:
                for x in 0..<width { coverage[target + x] = source[x * 4 + 3] }
            default:
                return nil
            }
        }
        return GlyphBitmap(width: width, height: height, left: Int(slot.pointee.bitmap_left),
                           top: Int(slot.pointee.bitmap_top), coverage: coverage)
    }
}
