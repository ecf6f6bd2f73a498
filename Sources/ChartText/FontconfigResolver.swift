import CFreeType
import ChartCore

/// Finds font files for family patterns through a private fontconfig configuration.
///
/// A private `FcConfig` (rather than the process-wide default) lets `FontLibrary` own and release
/// it without disturbing other users of fontconfig in the same process.
final class FontconfigResolver {
    /// A font file and the face index inside it (collections hold several faces).
    struct Match: Hashable {
        var path: String
        var faceIndex: Int
    }

    private let config: OpaquePointer

    /// Loads the system configuration and font list; `nil` when fontconfig cannot be initialised.
    init?() {
        guard let config = FcInitLoadConfigAndFonts() else { return nil }
        self.config = config
    }

    deinit {
        FcConfigDestroy(config)
    }

    /// The best installed match for `family` at `weight`, or `nil` when fontconfig has none.
    func match(family: String, weight: FontSpec.Weight) -> Match? {
        let parsed: OpaquePointer? = family.withCString { name in
            name.withMemoryRebound(to: FcChar8.self, capacity: 1) { FcNameParse($0) }
        }
        guard let pattern = parsed else { return nil }
        defer { FcPatternDestroy(pattern) }

        let fcWeight = weight == .bold ? FC_WEIGHT_BOLD : FC_WEIGHT_REGULAR
        FcPatternDel(pattern, FC_WEIGHT)
        FcPatternAddInteger(pattern, FC_WEIGHT, Int32(fcWeight))
        // Only outline fonts: sizes are arbitrary and glyphs are rasterised at device pixels.
        FcPatternAddBool(pattern, FC_SCALABLE, FcBool(1))
        guard FcConfigSubstitute(config, pattern, FcMatchPattern) != 0 else { return nil }
        FcDefaultSubstitute(pattern)

        var result = FcResultNoMatch
        guard let matched = FcFontMatch(config, pattern, &result) else { return nil }
        defer { FcPatternDestroy(matched) }

        var file: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(matched, FC_FILE, 0, &file) == FcResultMatch, let file else {
            return nil
        }
        var index: Int32 = 0
        if FcPatternGetInteger(matched, FC_INDEX, 0, &index) != FcResultMatch { index = 0 }
        let path = file.withMemoryRebound(to: CChar.self, capacity: 1) { String(cString: $0) }
        return path.isEmpty ? nil : Match(path: path, faceIndex: Int(index))
    }
}
