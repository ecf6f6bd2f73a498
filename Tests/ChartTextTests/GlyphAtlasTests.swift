import XCTest
import ChartCore
@testable import ChartText

final class GlyphAtlasTests: XCTestCase {
    private var fonts: FontLibrary!

    override func setUpWithError() throws {
        fonts = try FontLibrary()
    }

    /// The sum of atlas coverage inside the quad's UV box.
    private func ink(in quad: GlyphQuad, of atlas: GlyphAtlas) -> Int {
        let x0 = Int((quad.u0 * Float(atlas.width)).rounded())
        let x1 = Int((quad.u1 * Float(atlas.width)).rounded())
        let y0 = Int((quad.v0 * Float(atlas.height)).rounded())
        let y1 = Int((quad.v1 * Float(atlas.height)).rounded())
        var sum = 0
        for y in y0..<y1 { for x in x0..<x1 { sum += Int(atlas.pixels[y * atlas.width + x]) } }
        return sum
    }

    private func assertValid(_ layout: TextLayout, in atlas: GlyphAtlas,
                             file: StaticString = #filePath, line: UInt = #line) {
        for quad in layout.glyphs {
            XCTAssertTrue(0 <= quad.u0 && quad.u0 < quad.u1 && quad.u1 <= 1, "\(quad)", file: file, line: line)
            XCTAssertTrue(0 <= quad.v0 && quad.v0 < quad.v1 && quad.v1 <= 1, "\(quad)", file: file, line: line)
            XCTAssertGreaterThan(quad.width, 0, file: file, line: line)
            XCTAssertGreaterThan(quad.height, 0, file: file, line: line)
            XCTAssertGreaterThan(ink(in: quad, of: atlas), 0, "\(quad)", file: file, line: line)
        }
    }

    func testLayoutWidthMatchesMeasurement() {
        let atlas = GlyphAtlas(library: fonts)
        for scale in [1.0, 1.25, 2, 3] {
            for (text, font) in [("ChartKit 1,234.5 −0.25", FontSpec(size: 14)),
                                 ("AVAWAY To", FontSpec(size: 11, weight: .bold)),
                                 ("", FontSpec(size: 9))] {
                let layout = atlas.layout(text, font: font, scale: scale)
                let metrics = fonts.measure(text, font: font, scale: scale)
                XCTAssertEqual(layout.width / scale, metrics.width, "\(text) at \(scale)")
                XCTAssertEqual(layout.ascent / scale, metrics.ascent, accuracy: 1e-9)
                XCTAssertEqual(layout.descent / scale, metrics.descent, accuracy: 1e-9)
            }
        }
    }

    func testQuadsLieWithinTheLineAndHaveInk() {
        let atlas = GlyphAtlas(library: fonts)
        let layout = atlas.layout("ChartKit 1,234.5 −0.25°", font: FontSpec(size: 14), scale: 2)
        XCTAssertEqual(layout.glyphs.count, 21)   // 23 scalars less two spaces
        for quad in layout.glyphs {
            XCTAssertGreaterThanOrEqual(quad.x, 0)
            XCTAssertLessThanOrEqual(quad.x + quad.width, Float(layout.width))
            XCTAssertGreaterThanOrEqual(quad.y, Float(-layout.ascent))
            XCTAssertLessThanOrEqual(quad.y + quad.height, Float(layout.descent))
        }
        assertValid(layout, in: atlas)
        // Pen order is kept.
        XCTAssertEqual(layout.glyphs.map(\.x), layout.glyphs.map(\.x).sorted())
    }

    func testGlyphBoxesAreWholePixels() {
        let atlas = GlyphAtlas(library: fonts)
        for quad in atlas.layout("Whole pixels 0.1234", font: FontSpec(size: 13), scale: 1.5).glyphs {
            for value in [quad.x, quad.y, quad.width, quad.height] {
                XCTAssertEqual(value, value.rounded(), "\(quad)")
            }
            XCTAssertEqual(quad.width, (quad.u1 - quad.u0) * Float(atlas.width), accuracy: 1e-3)
            XCTAssertEqual(quad.height, (quad.v1 - quad.v0) * Float(atlas.height), accuracy: 1e-3)
        }
    }

    func testMinusAndDegreeSignHaveRealGlyphs() {
        let atlas = GlyphAtlas(library: fonts)
        let minus = atlas.layout("\u{2212}", font: FontSpec(size: 14), scale: 2).glyphs
        XCTAssertEqual(minus.count, 1)
        // A flat bar above the baseline, not the tall .notdef box.
        XCTAssertGreaterThan(minus[0].width, 3 * minus[0].height)
        XCTAssertLessThan(minus[0].y + minus[0].height, 0)
        let degree = atlas.layout("°", font: FontSpec(size: 14), scale: 2).glyphs
        XCTAssertEqual(degree.count, 1)
        XCTAssertLessThan(degree[0].y + degree[0].height, -8)   // a small ring high above the baseline
        XCTAssertLessThan(degree[0].height, 14)
    }

    func testWhitespaceAdvancesWithoutQuads() {
        let atlas = GlyphAtlas(library: fonts)
        let font = FontSpec(size: 12)
        XCTAssertTrue(atlas.layout("   \t\u{A0}", font: font, scale: 1).glyphs.isEmpty)
        let spaced = atlas.layout("a  b", font: font, scale: 1)
        XCTAssertEqual(spaced.glyphs.count, 2)
        XCTAssertGreaterThan(spaced.width, atlas.layout("ab", font: font, scale: 1).width + 6)
    }

    func testEmptyAndControlOnlyStrings() {
        let atlas = GlyphAtlas(library: fonts)
        for text in ["", "\u{0}\u{1}\n\r\u{7F}"] {
            let layout = atlas.layout(text, font: FontSpec(size: 12), scale: 2)
            XCTAssertEqual(layout.width, 0)
            XCTAssertTrue(layout.glyphs.isEmpty)
            XCTAssertGreaterThan(layout.ascent, 0)
        }
        XCTAssertEqual(atlas.revision, 0)
    }

    func testInvalidSizesGiveEmptyOrClampedLayouts() {
        let atlas = GlyphAtlas(library: fonts)
        XCTAssertEqual(atlas.layout("abc", font: FontSpec(size: .nan), scale: 2), .empty)
        XCTAssertEqual(atlas.layout("abc", font: FontSpec(size: -3), scale: 2), .empty)
        XCTAssertEqual(atlas.layout("abc", font: FontSpec(size: 12), scale: .nan),
                       atlas.layout("abc", font: FontSpec(size: 12), scale: 1))
        // Below a pixel per em: extent, no quads.
        let tiny = atlas.layout("abc", font: FontSpec(size: 0.2), scale: 1)
        XCTAssertTrue(tiny.glyphs.isEmpty)
        XCTAssertGreaterThan(tiny.width, 0)
        // Enormous: rasterised at the cap and magnified, still valid.
        let huge = atlas.layout("Hg", font: FontSpec(size: .infinity), scale: 2)
        XCTAssertEqual(huge.glyphs.count, 2)
        XCTAssertGreaterThan(huge.glyphs[0].height, 10_000)
        assertValid(huge, in: atlas)
    }

    func testRevisionBumpsOnlyForNewGlyphs() {
        let atlas = GlyphAtlas(library: fonts)
        let font = FontSpec(size: 12)
        let first = atlas.layout("hello", font: font, scale: 1)
        let revision = atlas.revision
        XCTAssertEqual(revision, 4)   // h, e, l, o
        XCTAssertEqual(atlas.layout("hello", font: font, scale: 1), first)
        XCTAssertEqual(atlas.revision, revision)
        _ = atlas.layout("hello", font: font, scale: 2)
        XCTAssertEqual(atlas.revision, revision + 4)
        XCTAssertEqual(atlas.glyphCount, 8)
    }

    func testTenThousandCharacters() {
        let atlas = GlyphAtlas(library: fonts)
        let text = String(repeating: "ab cd ", count: 1_667).prefix(10_000)
        let layout = atlas.layout(String(text), font: FontSpec(size: 10), scale: 1)
        XCTAssertEqual(layout.glyphs.count, text.filter { $0 != " " }.count)
        XCTAssertEqual(layout.width, fonts.measure(String(text), font: FontSpec(size: 10)).width)
        XCTAssertLessThanOrEqual(layout.glyphs.last.map { $0.x + $0.width } ?? 0, Float(layout.width))
        assertValid(layout, in: atlas)
    }

    func testFillingTheAtlasGrowsThenStartsOver() {
        let atlas = GlyphAtlas(library: fonts, width: 256, height: 256)
        let text = "ABCDEFGHIJKLMNOPQRSTUVWXYZ abcdefghijklmnopqrstuvwxyz 0123456789 −°"
        var sawGrowth = false
        var sawClear = false
        var previousGlyphs = 0
        for step in 0..<60 {
            let size = 6 + Double(step) * 1.7
            let generation = atlas.generation
            let layout = atlas.layout(text, font: FontSpec(size: size, weight: step % 2 == 0 ? .regular : .bold),
                                      scale: 1.5)
            XCTAssertEqual(layout.glyphs.count, 64, "size \(size)")
            assertValid(layout, in: atlas)
            if atlas.height > 256 { sawGrowth = true }
            if atlas.generation != generation && atlas.glyphCount < previousGlyphs { sawClear = true }
            previousGlyphs = atlas.glyphCount
        }
        XCTAssertTrue(sawGrowth)
        XCTAssertTrue(sawClear)
        XCTAssertEqual(atlas.height, GlyphAtlas.maximumHeight)
        XCTAssertEqual(atlas.pixels.count, atlas.width * atlas.height)
    }

    func testOneLineLargerThanTheAtlasDropsGlyphsInsteadOfLooping() {
        // 64 px wide: the raster cap is 16 px per em, and 4096 rows hold far fewer glyphs than
        // the few thousand distinct ones in U+0021...U+1FFF.
        let atlas = GlyphAtlas(library: fonts, width: 64, height: 64)
        let scalars = (0x21...0x1FFF).compactMap(Unicode.Scalar.init)
        let layout = atlas.layout(String(String.UnicodeScalarView(scalars)), font: FontSpec(size: 40), scale: 1)
        let drawable = scalars.filter {
            !$0.properties.isWhitespace && $0.properties.generalCategory != .control
                && !$0.properties.isDefaultIgnorableCodePoint
        }
        XCTAssertGreaterThan(layout.glyphs.count, 1000)
        XCTAssertLessThan(layout.glyphs.count, drawable.count)
        XCTAssertEqual(atlas.height, GlyphAtlas.maximumHeight)
        XCTAssertEqual(atlas.generation, 7)   // six doublings from 64 rows, then one fresh start
        assertValid(layout, in: atlas)
    }
}
