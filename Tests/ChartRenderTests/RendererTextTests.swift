import ChartCore
import ChartGL
import ChartText
import XCTest

/// Text: placement by anchor, rotation, crispness and atlas uploads.
final class RendererTextTests: RendererTestCase {
    /// The bounding box (min x, min y, max x, max y; inclusive) of pixels differing from white.
    private func inkBox(_ image: RGBAImage) -> (Int, Int, Int, Int)? {
        var box: (Int, Int, Int, Int)?
        for y in 0..<image.height {
            for x in 0..<image.width where differs(image, x, y, from: .white) {
                box = box.map { (min($0.0, x), min($0.1, y), max($0.2, x), max($0.3, y)) } ?? (x, y, x, y)
            }
        }
        return box
    }

    func testUnrotatedTextIsPixelExactAtlasCoverage() {
        let font = FontSpec(size: 20)
        let text = TextCommand(text: "Hxg", font: font, color: .black, position: Point(x: 40, y: 60))
        let image = renderer.renderImage(scene(overlay: [.text(text)]))
        save(image, as: "text-plain")
        let layout = atlas.layout("Hxg", font: font, scale: 1)
        XCTAssertFalse(layout.glyphs.isEmpty)
        var fullPixels = 0
        for glyph in layout.glyphs {
            let left = 40 + Int(glyph.x), top = 60 + Int(glyph.y)
            let atlasLeft = Int((glyph.u0 * Float(atlas.width)).rounded())
            let atlasTop = Int((glyph.v0 * Float(atlas.height)).rounded())
            for j in 0..<Int(glyph.height) {
                for i in 0..<Int(glyph.width) {
                    let coverage = Int(atlas.pixels[(atlasTop + j) * atlas.width + atlasLeft + i])
                    let pixel = rgba(image, left + i, top + j)
                    XCTAssertEqual(Int(pixel[0]), 255 - coverage, accuracy: 1, "glyph pixel (\(i), \(j))")
                    if coverage == 255 { fullPixels += 1 }
                }
            }
        }
        XCTAssertGreaterThan(fullPixels, 20, "stems of H are fully covered")
    }

    func testAnchorsPlaceTheInkAroundThePosition() throws {
        let font = FontSpec(size: 16)
        let layout = atlas.layout("Wide", font: font, scale: 1)
        let anchor = Point(x: 100, y: 75)
        func ink(_ h: TextCommand.HorizontalAnchor, _ v: TextCommand.VerticalAnchor) throws -> (Int, Int, Int, Int) {
            let text = TextCommand(text: "Wide", font: font, color: .black, position: anchor,
                                   horizontalAnchor: h, verticalAnchor: v)
            return try XCTUnwrap(inkBox(renderer.renderImage(scene(overlay: [.text(text)]))))
        }
        let left = try ink(.left, .baseline)
        XCTAssertGreaterThanOrEqual(left.0, 99)
        XCTAssertLessThanOrEqual(left.3, 75 + Int(layout.descent.rounded(.up)))
        XCTAssertGreaterThanOrEqual(left.1, 75 - Int(layout.ascent.rounded(.up)))
        let right = try ink(.right, .top)
        XCTAssertLessThanOrEqual(right.2, 101)
        XCTAssertGreaterThanOrEqual(right.1, 75)
        let centered = try ink(.center, .bottom)
        XCTAssertEqual(Double(centered.0 + centered.2) / 2, 100, accuracy: 3)
        XCTAssertLessThanOrEqual(centered.3, 75)
        let middle = try ink(.left, .center)
        XCTAssertLessThan(middle.1, 75)
        XCTAssertGreaterThan(middle.3, 75)
    }

    func testRotatedTextReadsBottomToTopInsideItsBox() throws {
        let font = FontSpec(size: 18)
        let layout = atlas.layout("Axis title", font: font, scale: 1)
        let anchor = Point(x: 60, y: 130)
        let text = TextCommand(text: "Axis title", font: font, color: .black, position: anchor,
                               rotation: .pi / 2)
        let image = renderer.renderImage(scene(overlay: [.text(text)]))
        save(image, as: "text-rotated")
        // Turned a quarter counter-clockwise: the advance runs up from the anchor, the ascent to its left.
        let minX = 60 - Int(layout.ascent.rounded(.up)) - 1, maxX = 60 + Int(layout.descent.rounded(.up)) + 1
        let minY = 130 - Int(layout.width.rounded(.up)) - 1, maxY = 130 + 1
        var inside = 0, outside = 0
        for y in 0..<image.height {
            for x in 0..<image.width where differs(image, x, y, from: .white) {
                if (minX...maxX).contains(x), (minY...maxY).contains(y) { inside += 1 } else { outside += 1 }
            }
        }
        XCTAssertGreaterThan(inside, 100)
        XCTAssertEqual(outside, 0)
        // Taller than wide, as a vertical title should be.
        let box = try XCTUnwrap(inkBox(image))
        XCTAssertGreaterThan(box.3 - box.1, 3 * (box.2 - box.0))
    }

    func testAtlasIsUploadedOnlyWhenItChanges() {
        let first = TextCommand(text: "abc", font: FontSpec(size: 13), color: .black, position: Point(x: 10, y: 20))
        _ = renderer.renderImage(scene(overlay: [.text(first)]))
        XCTAssertGreaterThan(renderer.lastFrameStats.textureBytesUploaded, 0)
        var moved = first
        moved.position.x = 50
        _ = renderer.renderImage(scene(overlay: [.text(moved)]))
        XCTAssertEqual(renderer.lastFrameStats.textureBytesUploaded, 0, "same glyphs, no upload")
        var fresh = first
        fresh.text = "QZ§"
        _ = renderer.renderImage(scene(overlay: [.text(fresh)]))
        XCTAssertGreaterThan(renderer.lastFrameStats.textureBytesUploaded, 0, "new glyphs were rasterised")
    }

    func testTextColourAndOneDrawCallForLinesOfOneColour() throws {
        let red = Color(red: 1, green: 0, blue: 0)
        let lines = (0..<3).map {
            DrawCommand.text(TextCommand(text: "Line \($0)", font: FontSpec(size: 14), color: red,
                                         position: Point(x: 10, y: 30 + 30 * Double($0))))
        }
        // Lines of one colour, unrotated, are one draw call (SceneEncoder+TextBatching); the
        // reference paths draw one per line, with the same pixels.
        let reference = try ChartRenderer(atlas: renderer.atlas)
        reference.usesFastPaths = false
        let separate = reference.renderImage(scene(chrome: lines))
        XCTAssertEqual(reference.lastFrameStats.drawCalls[.chrome], 3)
        let image = renderer.renderImage(scene(chrome: lines))
        XCTAssertEqual(renderer.lastFrameStats.drawCalls[.chrome], 1)
        XCTAssertEqual(image, separate)
        var rotated = lines
        if case .text(var last) = rotated[2] {
            last.rotation = .pi / 2
            rotated[2] = .text(last)
        }
        _ = renderer.renderImage(scene(chrome: rotated))
        XCTAssertEqual(renderer.lastFrameStats.drawCalls[.chrome], 2, "a rotated line is drawn on its own")
        var reddest = 255
        for y in 0..<image.height {
            for x in 0..<image.width {
                let p = rgba(image, x, y)
                XCTAssertEqual(p[0], 255, "red channel stays full for red text on white")
                reddest = min(reddest, Int(p[1]))
            }
        }
        XCTAssertEqual(reddest, 0)
    }
}
