import ChartCore

/// A single-channel texture of rasterised glyphs, kept on the CPU for a renderer to upload.
///
/// Glyphs are rasterised at the device pixel size (`font.size * scale`) so text is crisp, and
/// cached by (face, pixel size, glyph). When the atlas is full it grows (its height doubles, up
/// to `maximumHeight`); when it cannot grow it is cleared and refilled. Either way `revision`
/// bumps (re-upload the pixels) and so does `generation` (quads from earlier layouts now point
/// at the wrong place: lay the text out again). Not thread-safe.
///
/// ```swift
/// let atlas = GlyphAtlas(library: fonts)
/// let line = atlas.layout("−0.25", font: FontSpec(size: 14), scale: 2)
/// // upload atlas.pixels (R8, atlas.width × atlas.height) if atlas.revision changed,
/// // then draw one textured quad per line.glyphs element at the pen position.
/// ```
public final class GlyphAtlas {
    /// The height the atlas grows to before it starts over. Default: 4096.
    public static let maximumHeight = 4096

    private struct GlyphKey: Hashable {
        var faceID: Int
        /// Pixels per em in 26.6 fixed point.
        var charSize: Int
        var glyph: UInt32
    }

    /// A glyph's place in the atlas; `nil` in the cache for glyphs without ink or that never fit.
    private struct Entry {
        var atlasX: Int
        var atlasY: Int
        var bitmap: (width: Int, height: Int, left: Int, top: Int)
    }

    private struct PlacedGlyph {
        var entry: Entry
        var penX: Double
    }

    public let library: FontLibrary
    /// Width in pixels; fixed for the atlas's lifetime.
    public private(set) var width: Int
    /// Height in pixels; grows as glyphs are added.
    public private(set) var height: Int
    /// `width * height` coverage values (0...255), row 0 at the top.
    public private(set) var pixels: [UInt8]
    /// Bumps whenever `pixels` change.
    public private(set) var revision = 0
    /// Bumps whenever the atlas grows or is cleared, which moves or drops every cached glyph's
    /// UV box: quads laid out under an older generation must be laid out again.
    public private(set) var generation = 0

    private let heightLimit: Int
    private var packer: ShelfPacker
    private var entries: [GlyphKey: Entry?] = [:]
    private var clearCount = 0

    /// An empty atlas. `width` and `height` are clamped to 64...8192 pixels.
    public init(library: FontLibrary, width: Int = 1024, height: Int = 1024) {
        self.library = library
        self.width = min(max(width, 64), 8192)
        self.height = min(max(height, 64), 8192)
        heightLimit = max(self.height, Self.maximumHeight)
        pixels = [UInt8](repeating: 0, count: self.width * self.height)
        packer = ShelfPacker(width: self.width, height: self.height)
    }

    /// Glyphs bigger than this many pixels per em are rasterised at this size and their quads
    /// magnified, so any glyph fits into the atlas.
    public var maximumRasterPixelSize: Double {
        Double(min(width, heightLimit)) / 4
    }

    /// The number of glyphs (with ink) currently held.
    public var glyphCount: Int {
        entries.values.reduce(0) { $1 == nil ? $0 : $0 + 1 }
    }

    /// Lays out one line of `text` in `font` at `scale` device pixels per point.
    ///
    /// The pen starts at (0, 0) on the baseline; x runs right and y down, in device pixels.
    /// Pen positions are unhinted (so `width / scale` equals `FontLibrary.measure(_:font:scale:)`)
    /// and each glyph box is snapped to whole pixels. A scale that is not finite and positive
    /// counts as 1; a font size that is NaN, zero or negative gives `TextLayout.empty`, and one
    /// above `FontLibrary.maximumFontSize` counts as that size.
    public func layout(_ text: String, font: FontSpec, scale: Double) -> TextLayout {
        let scale = FontLibrary.sanitizedScale(scale)
        guard let size = FontLibrary.sanitizedSize(font.size) else { return .empty }
        let (face, units) = library.advance(of: text, font: font)
        let pixelSize = size * scale
        let pixelsPerUnit = pixelSize / face.unitsPerEm
        var result = TextLayout(glyphs: [], width: Double(units) * pixelsPerUnit,
                                ascent: face.ascenderUnits * pixelsPerUnit,
                                descent: face.descenderUnits * pixelsPerUnit)

        let rasterPixelSize = min(pixelSize, maximumRasterPixelSize)
        let charSize = Int((rasterPixelSize * 64).rounded())
        // Below one pixel per em nothing is visible; the line still has its extent.
        guard charSize >= 64 else { return result }
        let magnification = pixelSize > rasterPixelSize ? pixelSize / (Double(charSize) / 64) : 1

        // If the atlas had to start over midway, glyphs placed earlier in this line were wiped:
        // place them all again, this time dropping what does not fit rather than clearing.
        var placed = place(text, face: face, charSize: charSize, pixelsPerUnit: pixelsPerUnit,
                           allowClear: true)
        if placed.restarted {
            placed = place(text, face: face, charSize: charSize, pixelsPerUnit: pixelsPerUnit,
                           allowClear: false)
        }

        let atlasWidth = Float(width)
        let atlasHeight = Float(height)
        result.glyphs.reserveCapacity(placed.glyphs.count)
        for glyph in placed.glyphs {
            let box = glyph.entry.bitmap
            let x = glyph.penX.rounded() + Double(box.left) * magnification
            let y = -Double(box.top) * magnification
            let u0 = Float(glyph.entry.atlasX) / atlasWidth
            let v0 = Float(glyph.entry.atlasY) / atlasHeight
            result.glyphs.append(GlyphQuad(
                x: Float(x), y: Float(y),
                width: Float(Double(box.width) * magnification),
                height: Float(Double(box.height) * magnification),
                u0: u0, v0: v0,
                u1: Float(glyph.entry.atlasX + box.width) / atlasWidth,
                v1: Float(glyph.entry.atlasY + box.height) / atlasHeight))
        }
        return result
    }

    private func place(_ text: String, face: FontFace, charSize: Int, pixelsPerUnit: Double,
                       allowClear: Bool) -> (glyphs: [PlacedGlyph], restarted: Bool) {
        let clearsBefore = clearCount
        var glyphs: [PlacedGlyph] = []
        face.walk(text) { glyph, penUnits in
            let key = GlyphKey(faceID: face.id, charSize: charSize, glyph: glyph)
            if let entry = entry(for: key, face: face, allowClear: allowClear) {
                glyphs.append(PlacedGlyph(entry: entry, penX: Double(penUnits) * pixelsPerUnit))
            }
        }
        return (glyphs, clearCount != clearsBefore)
    }

    private func entry(for key: GlyphKey, face: FontFace, allowClear: Bool) -> Entry? {
        if let cached = entries[key] { return cached }
        guard let bitmap = face.rasterize(key.glyph, charSize: key.charSize), !bitmap.isEmpty else {
            entries[key] = .some(nil)
            return nil
        }
        guard let origin = allocate(width: bitmap.width, height: bitmap.height, allowClear: allowClear) else {
            return nil
        }
        for row in 0..<bitmap.height {
            let target = (origin.y + row) * width + origin.x
            let source = row * bitmap.width
            pixels.replaceSubrange(target..<target + bitmap.width,
                                   with: bitmap.coverage[source..<source + bitmap.width])
        }
        revision += 1
        let entry = Entry(atlasX: origin.x, atlasY: origin.y,
                          bitmap: (bitmap.width, bitmap.height, bitmap.left, bitmap.top))
        entries[key] = .some(entry)
        return entry
    }

    private func allocate(width w: Int, height h: Int, allowClear: Bool) -> (x: Int, y: Int)? {
        if let origin = packer.insert(width: w, height: h) { return origin }
        while height < heightLimit {
            grow(toHeight: min(height * 2, heightLimit))
            if let origin = packer.insert(width: w, height: h) { return origin }
        }
        guard allowClear, packer.canEverFit(width: w, height: h) else { return nil }
        clear()
        return packer.insert(width: w, height: h)
    }

    private func grow(toHeight newHeight: Int) {
        pixels.append(contentsOf: repeatElement(0, count: (newHeight - height) * width))
        height = newHeight
        packer.grow(toHeight: newHeight)
        revision += 1
        generation += 1
    }

    private func clear() {
        pixels = [UInt8](repeating: 0, count: width * height)
        entries.removeAll(keepingCapacity: true)
        packer.removeAll()
        clearCount += 1
        revision += 1
        generation += 1
    }
}
