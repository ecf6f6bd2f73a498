/// Where one glyph's bitmap goes on screen and where it lies in the atlas.
public struct GlyphQuad: Hashable, Sendable {
    /// Left edge, in device pixels right of the pen origin.
    public var x: Float
    /// Top edge, in device pixels below the baseline (negative above it).
    public var y: Float
    /// Size in device pixels.
    public var width: Float
    public var height: Float
    /// The bitmap's box in the atlas, as fractions of the atlas size (v = 0 at the top row).
    public var u0: Float
    public var v0: Float
    public var u1: Float
    public var v1: Float

    public init(x: Float, y: Float, width: Float, height: Float,
                u0: Float, v0: Float, u1: Float, v1: Float) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
        self.u0 = u0
        self.v0 = v0
        self.u1 = u1
        self.v1 = v1
    }
}
