import ChartCore

extension SceneEncoder {
    /// Draws the text just appended (glyphs `count` from instance byte `offset`) as part of the
    /// previous item when both are unrotated texts of one colour in the same layer, with glyph
    /// quads on whole pixels: its anchor and pen offset are added into its glyph positions, and
    /// such an item is drawn with a zero placement. Returns false (nothing changed) otherwise;
    /// the text then becomes an item of its own, with its placement folded in the same way
    /// when it qualifies, so the next text can join it.
    ///
    /// The pixels are the same: the vertex shader adds origin, pen offset, glyph corner and
    /// size, all whole numbers far below 2^24, so Float adds them exactly in any order, and
    /// instanced quads blend in order just as separate calls do.
    func appendMergedText(from offset: Int, count: Int, placement: TextPlacement, color: PremultipliedColor,
                          layer: LayerKind) -> Bool {
        guard placement.cosine == 1, placement.sine == 0 else { return false }
        let shiftX = placement.originX + placement.penOffsetX, shiftY = placement.originY + placement.penOffsetY
        let first = offset / MemoryLayout<Float>.size
        let floats = count * TextDrawer.floatsPerGlyph
        let limit: Float = 0x1p20
        guard abs(shiftX) < limit, abs(shiftY) < limit, shiftX == shiftX.rounded(), shiftY == shiftY.rounded() else {
            return false
        }
        for glyph in stride(from: first, to: first + floats, by: TextDrawer.floatsPerGlyph) {
            for value in instances[glyph..<(glyph + 4)] where !(value == value.rounded() && abs(value) < limit) {
                return false
            }
        }
        for glyph in stride(from: first, to: first + floats, by: TextDrawer.floatsPerGlyph) {
            instances[glyph] += shiftX
            instances[glyph + 1] += shiftY
        }
        var folded = placement
        folded.originX = 0
        folded.originY = 0
        folded.penOffsetX = 0
        folded.penOffsetY = 0
        if let last = items.last, last.layer == layer, !last.clipsToPlot,
           case .text(let lastOffset, let lastCount, let lastPlacement, let lastColor) = last.primitive,
           lastColor == color, lastPlacement.isFolded,
           lastOffset + lastCount * TextDrawer.floatsPerGlyph * MemoryLayout<Float>.size == offset {
            items[items.count - 1].primitive = .text(byteOffset: lastOffset, count: lastCount + count,
                                                     placement: lastPlacement, color: color)
        } else {
            items.append(DrawItem(layer: layer, primitive: .text(byteOffset: offset, count: count,
                                                                 placement: folded, color: color)))
        }
        return true
    }
}

extension TextPlacement {
    /// Whether the anchor and pen offset were folded into the glyph positions (see
    /// `SceneEncoder.appendMergedText`).
    var isFolded: Bool {
        originX == 0 && originY == 0 && penOffsetX == 0 && penOffsetY == 0 && cosine == 1 && sine == 0
    }
}
