import CFreeType
import ChartCore

/// Finds fonts through fontconfig, opens them with FreeType and measures text for layout.
///
/// Owns the `FT_Library`, a private fontconfig configuration and every opened face. A
/// `FontSpec`'s family is a fontconfig pattern ("sans-serif", "DejaVu Serif", "monospace");
/// when a pattern matches nothing usable the default sans-serif face is used instead, so
/// measuring never fails once the library exists. Not thread-safe: use it from one thread.
///
/// ```swift
/// let fonts = try FontLibrary()
/// let metrics = fonts.measure("1,234.5", font: FontSpec(size: 12))
/// ```
public final class FontLibrary: TextMeasuring {
    /// Sizes above this many points are measured (and laid out) as this size, so widths stay finite.
    public static let maximumFontSize: Double = 10_000

    private struct SpecKey: Hashable {
        var family: String
        var weight: FontSpec.Weight
    }

    private struct MeasureKey: Hashable {
        var text: String
        var family: String
        var weight: FontSpec.Weight
    }

    private let freeType: FT_Library
    private let resolver: FontconfigResolver
    private var faces: [FontFace] = []
    private var faceIDByMatch: [FontconfigResolver.Match: Int] = [:]
    private var faceIDBySpec: [SpecKey: Int] = [:]
    private let defaultFaceID: Int
    /// Line advances in design units; per face, so one entry serves every size and scale.
    private var advanceCache = BoundedCache<MeasureKey, Int>(capacity: 4096)
    /// Texts longer than this many UTF-8 bytes are measured afresh each time.
    private static let longestCachedText = 1024

    /// Starts FreeType and fontconfig and opens the default sans-serif face.
    ///
    /// Throws `.noFontFound` when fontconfig has no usable outline font at all, and
    /// `.freeType` when FreeType cannot start or open the font fontconfig chose.
    public init() throws(TextError) {
        var library: FT_Library?
        let error = FT_Init_FreeType(&library)
        guard error == 0, let library else {
            throw TextError.freeType(code: error == 0 ? -1 : error, call: "FT_Init_FreeType")
        }
        guard let resolver = FontconfigResolver(),
              let match = resolver.match(family: FontSpec().family, weight: .regular) else {
            FT_Done_FreeType(library)
            throw TextError.noFontFound(pattern: FontSpec().family)
        }
        self.freeType = library
        self.resolver = resolver
        do throws(TextError) {
            let face = try FontFace(id: 0, path: match.path, faceIndex: match.faceIndex, library: library)
            faces.append(face)
        } catch {
            FT_Done_FreeType(library)
            throw error
        }
        defaultFaceID = 0
        faceIDByMatch[match] = 0
        faceIDBySpec[SpecKey(family: FontSpec().family, weight: .regular)] = 0
    }

    deinit {
        faces.removeAll()   // FT_Done_Face before FT_Done_FreeType
        FT_Done_FreeType(freeType)
    }

    /// The file of the face used for `font`: what fontconfig matched, or the default face's file
    /// when the match could not be opened.
    public func resolvedFontPath(for font: FontSpec) -> String {
        face(for: font).path
    }

    /// The extent of `text` on one line in `font`, in logical points.
    ///
    /// Equal to `measure(text, font: font, scale: 1)`. An empty string has zero width and the
    /// font's ascent and descent. A size that is NaN, zero or negative measures as all zeros;
    /// sizes above `maximumFontSize` (+∞ included) count as `maximumFontSize`.
    public func measure(_ text: String, font: FontSpec) -> TextMetrics {
        measure(text, font: font, scale: 1)
    }

    /// The extent of `text` as `GlyphAtlas.layout` sets it at `scale` device pixels per point,
    /// expressed in logical points: always `layout(text, font, scale).width / scale`.
    ///
    /// Pen positions are unhinted, so the result hardly depends on `scale`; a scale that is not
    /// finite and positive counts as 1.
    public func measure(_ text: String, font: FontSpec, scale: Double) -> TextMetrics {
        let scale = Self.sanitizedScale(scale)
        guard let size = Self.sanitizedSize(font.size) else {
            return TextMetrics(width: 0, ascent: 0, descent: 0)
        }
        let (face, units) = advance(of: text, font: font)
        let pixelsPerUnit = size * scale / face.unitsPerEm
        return TextMetrics(width: Double(units) * pixelsPerUnit / scale,
                           ascent: face.ascenderUnits * pixelsPerUnit / scale,
                           descent: face.descenderUnits * pixelsPerUnit / scale)
    }

    // MARK: - Shared with GlyphAtlas

    /// The face used for `font`, opening it on first use.
    func face(for font: FontSpec) -> FontFace {
        let key = SpecKey(family: font.family, weight: font.weight)
        if let id = faceIDBySpec[key] { return faces[id] }
        let id = openFace(family: font.family, weight: font.weight)
        faceIDBySpec[key] = id
        return faces[id]
    }

    /// The line advance of `text` in `font`'s face, in design units (cached).
    func advance(of text: String, font: FontSpec) -> (face: FontFace, units: Int) {
        let face = face(for: font)
        // Labels are short; the rare long text is not worth its memory in the cache.
        guard text.utf8.count <= Self.longestCachedText else { return (face, face.walk(text) { _, _ in }) }
        let key = MeasureKey(text: text, family: font.family, weight: font.weight)
        if let units = advanceCache.value(for: key) { return (face, units) }
        let units = face.walk(text) { _, _ in }
        advanceCache.insert(units, for: key)
        return (face, units)
    }

    /// How many line advances the measurement cache holds (bounded).
    var measurementCacheCount: Int { advanceCache.count }

    /// `scale` if it is finite and positive, else 1.
    static func sanitizedScale(_ scale: Double) -> Double {
        scale.isFinite && scale > 0 ? scale : 1
    }

    /// `size` clamped to `maximumFontSize` (+∞ included), or `nil` when it is NaN, zero or negative.
    static func sanitizedSize(_ size: Double) -> Double? {
        guard size > 0, !size.isNaN else { return nil }
        return min(size, maximumFontSize)
    }

    private func openFace(family: String, weight: FontSpec.Weight) -> Int {
        guard let match = resolver.match(family: family, weight: weight) else { return defaultFaceID }
        if let id = faceIDByMatch[match] { return id }
        let id = faces.count
        guard let face = try? FontFace(id: id, path: match.path, faceIndex: match.faceIndex,
                                       library: freeType) else {
            faceIDByMatch[match] = defaultFaceID
            return defaultFaceID
        }
        faces.append(face)
        faceIDByMatch[match] = id
        return id
    }
}
