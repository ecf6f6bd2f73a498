import ChartCore
import ChartText

/// Turns a pass's `DrawCommand`s into `DrawItem`s plus one array of instance data, bringing the
/// retained series buffers up to date on the way. Its arrays keep their capacity between
/// frames, so a steady frame allocates nothing large.
final class SceneEncoder {
    var items: [DrawItem] = []
    /// Instance data for every item that reads the instance buffer, at the item's byte offset.
    var instances: [Float] = []
    /// Series geometry bytes uploaded while encoding since the last `reset()`.
    private(set) var geometryBytesUploaded = 0
    /// Image texture bytes uploaded while encoding since the last `reset()`.
    private(set) var imageBytesUploaded = 0
    /// Keeps density images' textures; density images are skipped without it.
    var densityImages: DensityImageDrawer?
    /// Where density images count their points from the next recount on (nil: the CPU).
    var densityCounting: DensityCountingStrategy?
    var heatmaps: HeatmapDrawer?
    /// The device columns the items encoded next can show (their scissor's): polylines over
    /// sorted x are cut to the segments reaching them. Nil: no cut.
    var visibleColumns: ClosedRange<Double>?
    /// Whether consecutive unrotated texts of one colour become one draw call
    /// (`SceneEncoder+TextBatching.swift`). Draw calls cost tenths of a millisecond on llvmpipe;
    /// an axis has a dozen labels.
    var mergesText = false
    /// Keeps dense markers as images a pan moves (`MarkerCommand.prefersRetainedLayer`), drawing
    /// them with `markerDrawer` when needed; without either, markers are always drawn straight.
    var markerLayers: MarkerLayerCache?
    var markerDrawer: MarkerDrawer?
    /// The plot area in device pixels from the top-left, for the marker layers' extent.
    var plotPixels: (x: Int, y: Int, width: Int, height: Int)?

    private let geometryCache: GeometryBufferCache
    private let atlas: GlyphAtlas

    init(geometryCache: GeometryBufferCache, atlas: GlyphAtlas) {
        self.geometryCache = geometryCache
        self.atlas = atlas
    }

    func reset() {
        items.removeAll(keepingCapacity: true)
        instances.removeAll(keepingCapacity: true)
        geometryBytesUploaded = 0
        imageBytesUploaded = 0
    }

    /// Appends the items for `commands`, which belong to `layer`. `scale` is device pixels per
    /// point; `generation` tags the series buffers used (for eviction).
    func encode(_ commands: [DrawCommand], layer: LayerKind, scale: Double, generation: Int) {
        for command in commands {
            switch command {
            case .rects(let shapes):
                let offset = byteOffset
                var count = 0
                for shape in shapes where RectDrawer.appendInstance(shape, scale: scale, to: &instances) {
                    count += 1
                }
                if count > 0 { items.append(DrawItem(layer: layer, primitive: .rects(byteOffset: offset, count: count))) }

            case .segments(let batch):
                guard !batch.segments.isEmpty,
                      let style = LineStyle(color: batch.color, width: batch.width, dash: batch.dash, scale: scale)
                else { continue }
                let offset = byteOffset
                for segment in batch.segments { LineDrawer.appendSegment(segment, to: &instances) }
                items.append(DrawItem(layer: layer, primitive: .segments(byteOffset: offset, count: batch.segments.count,
                                                                          style: style)))

            case .polyline(let line):
                guard let style = LineStyle(color: line.color, width: line.width, dash: line.dash, scale: scale),
                      let transform = PixelTransform(line.transform, sceneScale: scale),
                      case let (buffer, points)? = retainedBuffer(line.geometry, generation: generation, minimumPoints: 2)
                else { continue }
                // A phase buffer shorter than the line would be read past its end: drop it.
                var phase: GeometryBuffer?
                if style.dashPeriod > 0, let reference = line.dashPhase,
                   case let (phaseBuffer, phasePoints)? = retainedBuffer(reference, generation: generation, minimumPoints: points) {
                    phase = phasePoints >= points ? phaseBuffer : nil
                }
                items.append(DrawItem(layer: layer, primitive: .polyline(buffer, pointCount: points,
                                                                         transform: transform, style: style,
                                                                         dashPhase: phase)))
                if let columns = visibleColumns {
                    items[items.count - 1].segments = buffer.segmentRange(
                        points: points, vertices: line.geometry.geometry.vertices, transform: transform,
                        columns: columns, reach: Double(style.halfWidth) + 2)
                }

            case .fill(let fill):
                guard let transform = PixelTransform(fill.transform, sceneScale: scale),
                      case let (buffer, upperPoints)? = retainedBuffer(fill.geometry, generation: generation, minimumPoints: 2)
                else { continue }
                var points = upperPoints
                var lower: (GeometryBuffer, PixelTransform)?
                if let reference = fill.lowerGeometry {
                    // Instance i reads point i + 1 of both lines: draw only as far as both reach.
                    guard let lowerTransform = PixelTransform(fill.lowerTransform ?? fill.transform, sceneScale: scale),
                          case let (lowerBuffer, lowerPoints)? = retainedBuffer(reference, generation: generation, minimumPoints: 2)
                    else { continue }
                    points = min(points, lowerPoints)
                    lower = (lowerBuffer, lowerTransform)
                }
                guard let style = FillStyle(fill, lower: lower, scale: scale) else { continue }
                items.append(DrawItem(layer: layer, primitive: .fill(buffer, pointCount: points, transform: transform,
                                                                     style: style)))
                // Each trapezoid covers its segment's columns (a second line shares the positions),
                // so a horizontal fill over sorted x is cut like a line.
                if let columns = visibleColumns, !fill.isVertical {
                    items[items.count - 1].segments = buffer.segmentRange(
                        points: points, vertices: fill.geometry.geometry.vertices, transform: transform,
                        columns: columns, reach: 2)
                }

            case .markers(let markers):
                guard let style = MarkerStyle(markers, scale: scale),
                      let transform = PixelTransform(markers.transform, sceneScale: scale),
                      case let (buffer, points)? = retainedBuffer(markers.geometry, generation: generation, minimumPoints: 1)
                else { continue }
                if markers.prefersRetainedLayer, let markerLayers, let markerDrawer, let plot = plotPixels,
                   let placed = markerLayers.layer(
                    for: markers, buffer: buffer, pointCount: points, style: style, sceneScale: scale, plot: plot,
                    generation: generation, draw: { local, viewport in
                        markerDrawer.draw(buffer, pointCount: points, transform: local, style: style, viewport: viewport)
                    }) {
                    items.append(DrawItem(layer: layer, primitive: .layer(texture: placed.texture, rect: placed.rect)))
                    continue
                }
                items.append(DrawItem(layer: layer, primitive: .markers(buffer, pointCount: points,
                                                                        transform: transform, style: style)))

            case .text(let text):
                let color = PremultipliedColor(text.color)
                guard !text.text.isEmpty, !color.isInvisible else { continue }
                let layout = atlas.layout(text.text, font: text.font, scale: scale)
                guard let placement = TextPlacement(text, layout: layout, scale: scale) else { continue }
                let offset = byteOffset
                let count = TextDrawer.appendGlyphs(of: layout, to: &instances)
                if count > 0 {
                    if mergesText, appendMergedText(from: offset, count: count, placement: placement, color: color,
                                                    layer: layer) { continue }
                    items.append(DrawItem(layer: layer, primitive: .text(byteOffset: offset, count: count,
                                                                         placement: placement, color: color)))
                }

            case .image(let image):
                let r = image.rect
                let x0 = min(r.minX, r.maxX) * scale, y0 = min(r.minY, r.maxY) * scale
                let w = abs(r.width) * scale, h = abs(r.height) * scale
                let opacity = min(max(image.opacity, 0), 1)
                guard x0.isFinite, y0.isFinite, w.isFinite, h.isFinite, w > 0, h > 0, opacity > 0,
                      image.image.pixels.width > 0, image.image.pixels.height > 0 else { continue }
                items.append(DrawItem(layer: layer, primitive: .image(
                    image.image, rect: SIMD4(Float(x0), Float(y0), Float(w), Float(h)), opacity: Float(opacity))))
            case .sectors(let shapes):
                let offset = byteOffset
                var count = 0
                for shape in shapes where SectorDrawer.appendInstance(shape, scale: scale, to: &instances) {
                    count += 1
                }
                if count > 0 { items.append(DrawItem(layer: layer, primitive: .sectors(byteOffset: offset, count: count))) }

            case .polygon(let shape):
                let offset = byteOffset
                let count = PolygonDrawer.appendInstances(shape, scale: scale, to: &instances)
                if count > 0 { items.append(DrawItem(layer: layer, primitive: .polygon(byteOffset: offset, count: count))) }

            case .densityImage(let command):
                let image = command.image
                // Whole device pixels: the grid was made on them, so a corner a rounding error
                // off one snaps to it; a pan by a fraction of a pixel moves the image by whole ones.
                func pixel(_ value: Double) -> Double {
                    abs(value - value.rounded()) < 1e-6 ? value.rounded() : value.rounded(.down)
                }
                let x = pixel(command.rect.minX * scale), y = pixel(command.rect.minY * scale)
                guard let densityImages, image.width > 0, image.height > 0, x.isFinite, y.isFinite,
                      abs(x) < 1e7, abs(y) < 1e7 else { continue }
                // The next recount (a zoom) goes to this renderer's GPU when the device measured it faster.
                image.deviceCounter = densityCounting.flatMap { densityImages.deviceCounter(under: $0) }
                let (texture, uploaded) = densityImages.texture(for: image, generation: generation)
                imageBytesUploaded += uploaded
                items.append(DrawItem(layer: layer, primitive: .raster(texture: texture, rect: SIMD4<Float>(
                    Float(x), Float(y), Float(image.width), Float(image.height)))))

            case .heatmap(let command):
                let r = command.rect
                let x = r.minX * scale, y = r.minY * scale, w = r.width * scale, h = r.height * scale
                guard let heatmaps, command.image.width > 0, command.image.height > 0,
                      [x, y, w, h].allSatisfy({ $0.isFinite && abs($0) < 1e9 }), w != 0, h != 0 else { continue }
                let (values, uploaded) = heatmaps.valueTexture(for: command.image, generation: generation)
                imageBytesUploaded += uploaded
                let colors = heatmaps.colorTexture(for: command.colorMap)
                items.append(DrawItem(layer: layer, primitive: .heatmap(
                    values: values, colors: colors, rect: SIMD4(Float(x), Float(y), Float(w), Float(h)),
                    range: SIMD2(Float(command.low), Float(command.high)), missing: PremultipliedColor(command.missingColor))))
            }
        }
    }

    /// Marks the items appended from index `start` on as scissored to the plot area.
    func clipItems(from start: Int) {
        for i in start..<items.count { items[i].clipsToPlot = true }
    }

    var byteOffset: Int { instances.count * MemoryLayout<Float>.size }

    /// The up-to-date GPU buffer for a command's geometry and how many of its points to draw:
    /// as many as the scene saw, never more than the buffer holds. Nil when that is fewer than
    /// `minimumPoints` (the buffer is still brought up to date).
    private func retainedBuffer(_ reference: GeometryRef, generation: Int,
                                minimumPoints: Int) -> (GeometryBuffer, Int)? {
        let (buffer, uploaded) = geometryCache.buffer(for: reference.geometry, generation: generation)
        geometryBytesUploaded += uploaded
        let points = min(reference.count, buffer.count)
        return points >= minimumPoints ? (buffer, points) : nil
    }
}
