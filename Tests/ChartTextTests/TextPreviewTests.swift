import XCTest
import Foundation
import ChartCore
import ChartText

/// Composites a laid-out line into a grayscale image, as a renderer would, and checks it.
/// Set CHARTTEXT_PREVIEW=/path/file.pgm to also write the image for a person to look at.
final class TextPreviewTests: XCTestCase {
    func testRenderedLineHasSeparateGlyphs() throws {
        let fonts = try FontLibrary()
        let atlas = GlyphAtlas(library: fonts)
        let layout = atlas.layout("ChartKit 1,234.5 −0.25", font: FontSpec(size: 14), scale: 2)
        let margin = 8
        let width = Int(layout.width.rounded(.up)) + 2 * margin
        let height = Int((layout.ascent + layout.descent).rounded(.up)) + 2 * margin
        let baseline = margin + Int(layout.ascent.rounded())
        var image = [UInt8](repeating: 0, count: width * height)
        for quad in layout.glyphs {
            let atlasX = Int((quad.u0 * Float(atlas.width)).rounded())
            let atlasY = Int((quad.v0 * Float(atlas.height)).rounded())
            for row in 0..<Int(quad.height) {
                for column in 0..<Int(quad.width) {
                    let x = margin + Int(quad.x) + column
                    let y = baseline + Int(quad.y) + row
                    let coverage = atlas.pixels[(atlasY + row) * atlas.width + atlasX + column]
                    image[y * width + x] = max(image[y * width + x], coverage)
                }
            }
        }

        // Ink columns form one run per glyph, except where letters touch ("rt" and "Ki" kern close).
        var runs = 0
        var inRun = false
        for x in 0..<width {
            let inked = (0..<height).contains { image[$0 * width + x] > 96 }
            if inked && !inRun { runs += 1 }
            inRun = inked
        }
        XCTAssertGreaterThanOrEqual(runs, 16)
        XCTAssertLessThanOrEqual(runs, layout.glyphs.count)
        // Crisp: light hinting snaps horizontal stems, so full-coverage pixels exist.
        XCTAssertGreaterThan(image.filter { $0 == 255 }.count, 200)

        if let path = ProcessInfo.processInfo.environment["CHARTTEXT_PREVIEW"] {
            // Dark text on white, as a chart would show it.
            var file = Data("P5\n\(width) \(height)\n255\n".utf8)
            file.append(contentsOf: image.map { 255 - $0 })
            try file.write(to: URL(fileURLWithPath: path))
        }
    }
}
