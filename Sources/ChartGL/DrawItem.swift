import ChartCore

/// One draw call, recorded while a pass is encoded and issued after its instance data has been
/// uploaded in one go (nanovg's record-then-flush).
struct DrawItem {
    enum Primitive {
        case rects(byteOffset: Int, count: Int)
        case segments(byteOffset: Int, count: Int, style: LineStyle)
        /// `dashPhase`: each vertex's place in the dash pattern, for dashed lines that carry one.
        case polyline(GeometryBuffer, pointCount: Int, transform: PixelTransform, style: LineStyle,
                      dashPhase: GeometryBuffer?)
        case fill(GeometryBuffer, pointCount: Int, transform: PixelTransform, style: FillStyle)
        case markers(GeometryBuffer, pointCount: Int, transform: PixelTransform, style: MarkerStyle)
        case text(byteOffset: Int, count: Int, placement: TextPlacement, color: PremultipliedColor)
        /// `rect`: x, y, width, height in device pixels.
        case image(ChartImage, rect: SIMD4<Float>, opacity: Float)
        case sectors(byteOffset: Int, count: Int)
        /// `count` fan triangles, one per polygon edge.
        case polygon(byteOffset: Int, count: Int)
        /// A retained texture drawn pixel for pixel (a density image): top-left device pixel and size.
        case raster(texture: UInt32, rect: SIMD4<Float>)
        /// A retained marker layer (`MarkerLayerCache`), a framebuffer texture whose rows run
        /// bottom-up, drawn pixel for pixel: top-left device pixel and size.
        case layer(texture: UInt32, rect: SIMD4<Float>)
        /// A heatmap: its value and colour-map textures, its rectangle in device pixels (signed
        /// size), the values at the map's ends and the missing cells' colour.
        case heatmap(values: UInt32, colors: UInt32, rect: SIMD4<Float>, range: SIMD2<Float>, missing: PremultipliedColor)
    }

    var layer: LayerKind
    var primitive: Primitive
    /// Scissored to the plot area although its layer is not (`Scene.plotOverlay`).
    var clipsToPlot = false
    /// The segments of a polyline or fill to draw (instance i spans points i and i + 1); nil: all.
    var segments: Range<Int>?

    /// Triangles the call submits (two per instanced quad).
    var triangles: Int {
        switch primitive {
        case .rects(_, let count), .segments(_, let count, _), .text(_, let count, _, _), .sectors(_, let count),
             .polygon(_, let count):
            return 2 * count
        case .polyline(_, let points, _, _, _), .fill(_, let points, _, _):
            return 2 * (segments?.count ?? max(points - 1, 0))
        case .markers(_, let points, _, _):
            return 2 * points
        case .image, .raster, .layer, .heatmap:
            return 2
        }
    }
}
