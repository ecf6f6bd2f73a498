/// What the last frame cost: draw calls and triangles per layer, whether the cached base image
/// was redrawn, and how many bytes went to the GPU.
///
/// ```swift
/// renderer.render(sceneWithNewCrosshair, pixelWidth: w, pixelHeight: h)
/// assert(renderer.lastFrameStats.drawCalls[.series] == 0)  // only the overlay was drawn
/// ```
public struct FrameStats: Equatable, Sendable {
    /// Draw calls per layer; every `LayerKind` has an entry, 0 when nothing was drawn.
    public var drawCalls: [LayerKind: Int]
    /// Triangles submitted per layer (two per instanced quad, including culled ones).
    public var triangles: [LayerKind: Int]
    /// Whether chrome, underlay and series were drawn this frame rather than reused.
    public var baseRedrawn: Bool
    /// Bytes of series geometry uploaded (`SeriesGeometry` vertices, plus an 8-byte end marker).
    public var geometryBytesUploaded: Int
    /// Bytes of per-frame instance data uploaded (rectangles, segments, glyphs).
    public var instanceBytesUploaded: Int
    /// Bytes of glyph atlas uploaded.
    public var textureBytesUploaded: Int
    /// Rectangles drawn as scissored clears instead of painted (the opaque plot background).
    public var scissoredClears: Int
    /// Whether the plot showed the plot picture of an earlier frame moved by whole device pixels
    /// (a moving frame: `ChartRenderer.allowsMovingFrames`); a frame with the same scene after
    /// it is drawn exactly, so a window asks for one.
    public var movedPlotPicture = false
    /// Device pixels of the plot drawn afresh by a moving frame: the strips a moved picture
    /// uncovered, or the whole plot. 0 in other frames.
    public var plotPixelsDrawn = 0
    /// Marker layers drawn this frame (`ChartRenderer.usesMarkerLayers`: dense markers drawn
    /// into a retained image), and layers reused as they were, only moved.
    public var markerLayersDrawn = 0
    public var markerLayersReused = 0

    public init() {
        var zero: [LayerKind: Int] = [:]
        for kind in LayerKind.allCases { zero[kind] = 0 }
        drawCalls = zero
        triangles = zero
        baseRedrawn = false
        geometryBytesUploaded = 0
        instanceBytesUploaded = 0
        textureBytesUploaded = 0
        scissoredClears = 0
    }

    /// Draw calls in all layers together.
    public var totalDrawCalls: Int { drawCalls.values.reduce(0, +) }

    /// Triangles in all layers together.
    public var totalTriangles: Int { triangles.values.reduce(0, +) }

    mutating func recordDraw(in layer: LayerKind, triangles count: Int) {
        drawCalls[layer, default: 0] += 1
        triangles[layer, default: 0] += count
    }
}
