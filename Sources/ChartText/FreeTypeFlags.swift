import CFreeType

/// FreeType's load flags and modes, spelled out because their C macros are function-like or
/// `long`-typed and do not import into Swift as `FT_Int32`.
enum FreeTypeFlags {
    /// Load in font units: no scaling, no hinting, no embedded bitmaps.
    static let loadNoScale: Int32 = 1 << 0
    /// Rasterise after loading.
    static let loadRender: Int32 = 1 << 2
    /// Light hinting: vertical snapping only, so horizontal shapes stay faithful to the design.
    static let loadTargetLight: Int32 = Int32(FT_RENDER_MODE_LIGHT.rawValue & 15) << 16

    static let faceFlagScalable: Int = 1 << 0
    static let faceFlagKerning: Int = 1 << 6

    static let pixelModeMono = UInt8(FT_PIXEL_MODE_MONO.rawValue)
    static let pixelModeGray = UInt8(FT_PIXEL_MODE_GRAY.rawValue)
    static let pixelModeBGRA = UInt8(FT_PIXEL_MODE_BGRA.rawValue)
}
