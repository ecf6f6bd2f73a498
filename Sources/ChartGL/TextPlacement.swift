import ChartCore
import ChartText
import Foundation

/// Where one laid-out line of text goes, in device pixels: the anchor, the pen origin relative
/// to it before rotation, and the rotation.
struct TextPlacement {
    var originX: Float
    var originY: Float
    var penOffsetX: Float
    var penOffsetY: Float
    var cosine: Float
    var sine: Float

    /// Nil for a non-finite position. Both the anchor and the pen offset are rounded to whole
    /// pixels, so glyph bitmaps land on the pixel grid: crisp when unrotated or turned by a
    /// quarter turn. A non-finite rotation counts as none.
    init?(_ command: TextCommand, layout: TextLayout, scale: Double) {
        let anchorX = command.position.x * scale
        let anchorY = command.position.y * scale
        guard anchorX.isFinite, anchorY.isFinite else { return nil }
        let penX: Double
        switch command.horizontalAnchor {
        case .left: penX = 0
        case .center: penX = -layout.width / 2
        case .right: penX = -layout.width
        }
        let penY: Double
        switch command.verticalAnchor {
        case .top: penY = layout.ascent
        case .center: penY = (layout.ascent - layout.descent) / 2
        case .baseline: penY = 0
        case .bottom: penY = -layout.descent
        }
        let angle = command.rotation.isFinite ? command.rotation : 0
        originX = Float(anchorX.rounded())
        originY = Float(anchorY.rounded())
        penOffsetX = penX.isFinite ? Float(penX.rounded()) : 0
        penOffsetY = penY.isFinite ? Float(penY.rounded()) : 0
        // Exact values at quarter turns keep rotated glyphs on the pixel grid.
        let quarterTurns = angle / (Double.pi / 2)
        if abs(quarterTurns) < 1e6, abs(quarterTurns - quarterTurns.rounded()) < 1e-9 {
            let turns = ((Int(quarterTurns.rounded()) % 4) + 4) % 4
            cosine = [1, 0, -1, 0][turns]
            sine = [0, 1, 0, -1][turns]
        } else {
            cosine = Float(cos(angle))
            sine = Float(sin(angle))
        }
    }
}
