import ChartCore
import ChartText

/// Where a draw command can put pixels: a box in device pixels (top-left origin) holding every
/// pixel it touches, antialiased fringe included; nil when that is not worked out (the command
/// is then taken to touch anything). Used to find what a changed command damages.
enum CommandBounds {
    static func of(_ command: DrawCommand, scale: Double, texts: TextBoxCache) -> PixelBox? {
        switch command {
        case .rects(let shapes):
            return shapes.reduce(PixelBox.empty) { $0.union(rect($1.rect, scale: scale, fringe: 1)) }
        case .segments(let batch):
            let reach = max(batch.width * scale, 1) / 2 + 1
            return batch.segments.reduce(PixelBox.empty) { $0.union(segment($1, scale: scale, reach: reach)) }
        case .text(let text):
            return texts.box(of: text, scale: scale)
        case .image(let image):
            return rect(image.rect, scale: scale, fringe: 1)
        case .polyline, .fill, .markers, .densityImage, .heatmap, .sectors, .polygon:
            return nil
        }
    }

    static func rect(_ r: Rect, scale: Double, fringe: Double) -> PixelBox {
        let x0 = min(r.minX, r.maxX) * scale, x1 = max(r.minX, r.maxX) * scale
        let y0 = min(r.minY, r.maxY) * scale, y1 = max(r.minY, r.maxY) * scale
        guard x0.isFinite, x1.isFinite, y0.isFinite, y1.isFinite, x1 > x0, y1 > y0 else { return .empty }
        return PixelBox(minX: x0 - fringe, minY: y0 - fringe, maxX: x1 + fringe, maxY: y1 + fringe)
    }

    static func segment(_ s: SegmentBatch.Segment, scale: Double, reach: Double) -> PixelBox {
        let x0 = min(s.from.x, s.to.x) * scale, x1 = max(s.from.x, s.to.x) * scale
        let y0 = min(s.from.y, s.to.y) * scale, y1 = max(s.from.y, s.to.y) * scale
        // The shader culls a non-finite segment: it draws nothing.
        guard x0.isFinite, x1.isFinite, y0.isFinite, y1.isFinite else { return .empty }
        return PixelBox(minX: x0 - reach, minY: y0 - reach, maxX: x1 + reach, maxY: y1 + reach)
    }

    /// The glyph quads turned and placed as `text.vert` does, plus a pixel (uncached: see
    /// `TextBoxCache`).
    static func text(_ text: TextCommand, scale: Double, atlas: GlyphAtlas) -> PixelBox {
        guard !text.text.isEmpty else { return .empty }
        let layout = atlas.layout(text.text, font: text.font, scale: scale)
        guard let placement = TextPlacement(text, layout: layout, scale: scale) else { return .empty }
        var box = PixelBox.empty
        for glyph in layout.glyphs where glyph.width > 0 && glyph.height > 0 {
            let x0 = Double(placement.penOffsetX + glyph.x), y0 = Double(placement.penOffsetY + glyph.y)
            let x1 = x0 + Double(glyph.width), y1 = y0 + Double(glyph.height)
            let c = Double(placement.cosine), s = Double(placement.sine)
            for (lx, ly) in [(x0, y0), (x1, y0), (x0, y1), (x1, y1)] {
                let px = Double(placement.originX) + lx * c + ly * s
                let py = Double(placement.originY) - lx * s + ly * c
                box = box.union(PixelBox(minX: px - 1, minY: py - 1, maxX: px + 1, maxY: py + 1))
            }
        }
        return box
    }
}

/// Text boxes by everything but the position, which only moves them (by the whole pixels its
/// anchor rounds to): a pan's labels repeat, and laying each out again every frame costs more
/// than drawing the few that changed.
final class TextBoxCache {
    private struct Key: Hashable {
        var text: TextCommand
        var scale: Double
    }

    let atlas: GlyphAtlas
    private var boxes: [Key: PixelBox] = [:]

    init(atlas: GlyphAtlas) {
        self.atlas = atlas
    }

    func box(of text: TextCommand, scale: Double) -> PixelBox {
        let anchorX = (text.position.x * scale).rounded(), anchorY = (text.position.y * scale).rounded()
        guard anchorX.isFinite, anchorY.isFinite else { return .empty }
        var unplaced = text
        unplaced.position = .zero
        let key = Key(text: unplaced, scale: scale)
        if let box = boxes[key] { return box.offsetBy(x: anchorX, y: anchorY) }
        if boxes.count > 4096 { boxes.removeAll(keepingCapacity: true) }
        let box = CommandBounds.text(unplaced, scale: scale, atlas: atlas)
        boxes[key] = box
        return box.offsetBy(x: anchorX, y: anchorY)
    }
}
