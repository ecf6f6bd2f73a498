import CGL
import ChartCore

/// Dense markers drawn once into a texture the renderer keeps, so that a pan frame costs one
/// pass over the plot's pixels however many markers there are (`MarkerCommand.prefersRetainedLayer`).
///
/// Why the picture is the same: colours blend premultiplied (ONE, ONE_MINUS_SRC_ALPHA), and that
/// "over" is associative, so drawing the markers in order into a transparent layer and the layer
/// over what lies beneath gives what drawing them straight onto it gives, up to 8-bit rounding of
/// the layer (`MarkerLayerPixelTests` counts the pixels that differ). The layer is reused only
/// while every marker would land on the same place relative to the pixel grid: the same geometry
/// (identity, revision, count), the same look, the same scale of the transform, and a transform
/// offset that moved by whole device pixels (within 1/256 px) — a drag, or a view that came back.
/// Then the layer is drawn shifted by those whole pixels. A pan by a fraction of a pixel, a zoom
/// or a new geometry draws the markers into the layer again (what a frame cost before, plus the
/// copy). The layer covers the plot's pixels and an eighth of them again on every side (the
/// margin `MarkerGeometryBuilder` keeps), so a pan of up to that reuses it.
///
/// Layers are used only when they are cheaper: when the markers' quads would cover at least as
/// many pixels as the layer has. A layer unused for two base generations, or whose geometry is
/// gone, is deleted.
final class MarkerLayerCache {
    /// Layers drawn and reused since the last `resetCounts()`.
    private(set) var rendered = 0
    private(set) var reused = 0

    private var entries: [ObjectIdentifier: Entry] = [:]
    private let maximumDimension: Int

    /// The largest offset, in device pixels, a layer is placed at (beyond it Float loses pixels).
    private static let farthest = 1e7
    /// How far from whole pixels a pan may move and still reuse a layer.
    static let phaseTolerance = 1.0 / 256
    /// Whether a layer is reused at any phase, moved by the rounded shift: set for the strips of
    /// a moving frame, whose plot picture is itself moved by the rounded shift (within half a
    /// pixel, exact again at rest). Without it a momentum pan would draw every kept marker into
    /// the layer again each frame.
    var roundsPhase = false

    private final class Entry {
        weak var geometry: SeriesGeometry?
        let target = RenderTarget()
        var key: Key
        /// The layer's top-left device pixel when drawn (whole pixels, y down).
        var originX: Double
        var originY: Double
        /// The markers' transform offset in device pixels when drawn.
        var offsetX: Double
        var offsetY: Double
        var generation: Int

        init(geometry: SeriesGeometry, key: Key, generation: Int) {
            self.geometry = geometry
            self.key = key
            self.generation = generation
            originX = 0
            originY = 0
            offsetX = 0
            offsetY = 0
        }
    }

    /// What must not change for a layer to be reused (beside the whole-pixel offset).
    private struct Key: Equatable {
        var revision: Int
        var count: Int
        var dropped: Int
        var scaleX: Double
        var scaleY: Double
        var style: MarkerStyle
        var width: Int
        var height: Int

        /// Equal, the scales up to the last bits a span computed anew after a pan differs by
        /// (a relative 10^-9 moves a marker 10^4 pixels from the origin by 10^-5 pixel).
        func matches(_ other: Key) -> Bool {
            func same(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= 1e-9 * max(abs(a), abs(b)) }
            return revision == other.revision && count == other.count && dropped == other.dropped
                && same(scaleX, other.scaleX) && same(scaleY, other.scaleY) && style == other.style
                && width == other.width && height == other.height
        }
    }

    init(maximumDimension: Int) {
        self.maximumDimension = maximumDimension
    }

    func resetCounts() {
        rendered = 0
        reused = 0
    }

    /// The layer holding `command`'s markers for a plot of `plot` device pixels (x, y from the
    /// top-left, width, height), drawn again when it cannot be reused; nil when a layer would cost
    /// more than the markers or cannot be made (the caller draws the markers straight).
    /// `draw` draws the markers into the bound layer with the transform and viewport given.
    func layer(for command: MarkerCommand, buffer: GeometryBuffer, pointCount: Int, style: MarkerStyle,
               sceneScale: Double, plot: (x: Int, y: Int, width: Int, height: Int), generation: Int,
               draw: (PixelTransform, SIMD2<Float>) -> Void) -> (texture: GLuint, rect: SIMD4<Float>)? {
        let transform = command.transform
        let offsetX = transform.offsetX * sceneScale, offsetY = transform.offsetY * sceneScale
        let scaleX = transform.scaleX * sceneScale, scaleY = transform.scaleY * sceneScale
        guard offsetX.isFinite, offsetY.isFinite, scaleX.isFinite, scaleY.isFinite,
              abs(offsetX) < Self.farthest, abs(offsetY) < Self.farthest,
              plot.width > 0, plot.height > 0 else { return nil }
        let marginX = (plot.width + 7) / 8, marginY = (plot.height + 7) / 8
        let width = min(plot.width + 2 * marginX, maximumDimension)
        let height = min(plot.height + 2 * marginY, maximumDimension)
        // The marker shader's quad: radius, half the stroke and a pixel of rim on each side.
        let quad = 2 * (Double(style.radius) + Double(style.strokeWidth) / 2 + 1)
        guard Double(pointCount) * quad * quad >= Double(width * height) else { return nil }

        let geometry = command.geometry.geometry
        let key = Key(revision: command.geometry.revision, count: min(command.geometry.count, pointCount),
                      dropped: command.geometry.dropped, scaleX: scaleX, scaleY: scaleY, style: style,
                      width: width, height: height)
        let id = ObjectIdentifier(geometry)
        if let entry = entries[id], entry.geometry === geometry, entry.key.matches(key), entry.target.isComplete {
            let shiftX = offsetX - entry.offsetX, shiftY = offsetY - entry.offsetY
            let wholeX = shiftX.rounded(), wholeY = shiftY.rounded()
            let x = entry.originX + wholeX, y = entry.originY + wholeY
            let tolerance = roundsPhase ? 0.5 : Self.phaseTolerance
            if abs(shiftX - wholeX) <= tolerance, abs(shiftY - wholeY) <= tolerance,
               x <= Double(plot.x), y <= Double(plot.y),
               x + Double(width) >= Double(plot.x + plot.width), y + Double(height) >= Double(plot.y + plot.height) {
                entry.generation = generation
                reused += 1
                return (entry.target.texture, SIMD4(Float(x), Float(y), Float(width), Float(height)))
            }
        }

        let entry: Entry
        if let existing = entries[id], existing.geometry === geometry {
            entry = existing
            entry.key = key
            entry.generation = generation
        } else {
            entry = Entry(geometry: geometry, key: key, generation: generation)
            entries[id] = entry
        }
        // Resizing binds the layer's framebuffer: what was bound is put back below.
        var previousFramebuffer: GLint = 0
        var previousViewport: [GLint] = [0, 0, 0, 0]
        glGetIntegerv(GLenum(GL_DRAW_FRAMEBUFFER_BINDING), &previousFramebuffer)
        glGetIntegerv(GLenum(GL_VIEWPORT), &previousViewport)
        defer {
            glBindFramebuffer(GLenum(GL_FRAMEBUFFER), GLuint(previousFramebuffer))
            glViewport(previousViewport[0], previousViewport[1], previousViewport[2], previousViewport[3])
        }
        entry.target.resize(width: width, height: height)
        guard entry.target.isComplete else {
            entries[id] = nil
            return nil
        }
        entry.originX = Double(plot.x - marginX)
        entry.originY = Double(plot.y - marginY)
        entry.offsetX = offsetX
        entry.offsetY = offsetY
        var local = PixelTransform(sceneScale: 1)
        local.offsetX = Float(offsetX - entry.originX)
        local.offsetY = Float(offsetY - entry.originY)
        local.scaleX = Float(scaleX)
        local.scaleY = Float(scaleY)

        glBindFramebuffer(GLenum(GL_FRAMEBUFFER), entry.target.framebuffer)
        glViewport(0, 0, GLsizei(width), GLsizei(height))
        glDisable(GLenum(GL_SCISSOR_TEST))
        glClearColor(0, 0, 0, 0)
        glClear(GLbitfield(GL_COLOR_BUFFER_BIT))
        draw(local, SIMD2(Float(width), Float(height)))
        rendered += 1
        return (entry.target.texture, SIMD4(Float(entry.originX), Float(entry.originY), Float(width), Float(height)))
    }

    /// Deletes layers not used since `currentGeneration - 1`, or whose geometry is gone.
    func evict(currentGeneration: Int) {
        for (key, entry) in entries where entry.geometry == nil || entry.generation < currentGeneration - 1 {
            entries[key] = nil
        }
    }

    /// The plot area in whole device pixels from the top-left, limited to the viewport; nil
    /// when nothing of it is left.
    static func plotPixels(_ area: Rect, scale: Double, viewport: SIMD2<Float>)
        -> (x: Int, y: Int, width: Int, height: Int)? {
        guard let box = ChartRenderer.scissorBox(area, scale: scale, viewport: viewport) else { return nil }
        // The scissor box counts rows from the bottom.
        return (box.x, Int(viewport.y) - box.y - box.height, box.width, box.height)
    }
}
