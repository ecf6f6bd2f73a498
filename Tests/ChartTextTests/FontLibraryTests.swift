import XCTest
import ChartCore
@testable import ChartText

final class FontLibraryTests: XCTestCase {
    private var fonts: FontLibrary!

    override func setUpWithError() throws {
        fonts = try FontLibrary()
    }

    func testDefaultFamilyResolvesToDejaVuSans() {
        let path = fonts.resolvedFontPath(for: FontSpec())
        XCTAssertTrue(path.contains("DejaVuSans"), path)
        XCTAssertFalse(path.contains("Bold"), path)
    }

    func testBoldResolvesToBoldFile() {
        let path = fonts.resolvedFontPath(for: FontSpec(weight: .bold))
        XCTAssertTrue(path.contains("DejaVuSans-Bold"), path)
    }

    func testOtherFamiliesResolveThroughFontconfig() {
        XCTAssertTrue(fonts.resolvedFontPath(for: FontSpec(family: "DejaVu Serif")).contains("DejaVuSerif"))
        XCTAssertTrue(fonts.resolvedFontPath(for: FontSpec(family: "monospace")).contains("Mono"))
    }

    func testUnknownFamilyStillMeasures() {
        let font = FontSpec(family: "No Such Family 4711", size: 12)
        XCTAssertFalse(fonts.resolvedFontPath(for: font).isEmpty)
        XCTAssertGreaterThan(fonts.measure("abc", font: font).width, 0)
    }

    func testWideGlyphsMeasureWider() {
        let font = FontSpec(size: 12)
        XCTAssertGreaterThan(fonts.measure("WWW", font: font).width,
                             fonts.measure("iii", font: font).width + 10)
    }

    func testKnownAdvancesOfDejaVuSans() {
        // DejaVu Sans: 2048 units per em, digits advance 1303 units, ascender 1901, descender 483.
        let metrics = fonts.measure("0", font: FontSpec(size: 2048))
        XCTAssertEqual(metrics.width, 1303, accuracy: 1e-9)
        XCTAssertEqual(metrics.ascent, 1901, accuracy: 1e-9)
        XCTAssertEqual(metrics.descent, 483, accuracy: 1e-9)
    }

    func testWidthScalesLinearlyWithSize() {
        let text = "Revenue 2024 (€ millions)"
        let small = fonts.measure(text, font: FontSpec(size: 10)).width
        for size in [12.0, 13.5, 24, 48] {
            let width = fonts.measure(text, font: FontSpec(size: size)).width
            XCTAssertEqual(width, small * size / 10, accuracy: 1, "size \(size)")
        }
    }

    func testScaleBarelyChangesMeasurement() {
        let font = FontSpec(size: 14)
        for text in ["ChartKit 1,234.5 −0.25", "AVAWAY", "x"] {
            let one = fonts.measure(text, font: font, scale: 1)
            let two = fonts.measure(text, font: font, scale: 2)
            XCTAssertEqual(two.width, one.width, accuracy: 1, text)
            XCTAssertEqual(fonts.measure(text, font: font).width, one.width, text)
        }
    }

    func testKerningTightensPairs() {
        let font = FontSpec(size: 100)
        let pair = fonts.measure("AV", font: font).width
        let apart = fonts.measure("A", font: font).width + fonts.measure("V", font: font).width
        XCTAssertLessThan(pair, apart - 1)
    }

    func testEmptyStringHasZeroWidthButLineHeight() {
        let metrics = fonts.measure("", font: FontSpec(size: 12))
        XCTAssertEqual(metrics.width, 0)
        XCTAssertGreaterThan(metrics.ascent, 9)
        XCTAssertGreaterThan(metrics.descent, 2)
    }

    func testControlCharactersTakeNoSpaceAndTabIsASpace() {
        let font = FontSpec(size: 12)
        XCTAssertEqual(fonts.measure("a\u{0}\u{7}\n\r\u{200D}\u{FE0F}b", font: font),
                       fonts.measure("ab", font: font))
        XCTAssertEqual(fonts.measure("a\tb", font: font), fonts.measure("a b", font: font))
    }

    func testMissingGlyphsUseNotdef() {
        // U+E000 (private use) is not in DejaVu Sans: it takes the .notdef box's advance.
        let font = FontSpec(size: 2048)
        XCTAssertEqual(fonts.measure("\u{E000}", font: font).width, 1229, accuracy: 1e-9)
        XCTAssertEqual(fonts.measure("\u{10FFFF}\u{E000}", font: font).width, 2 * 1229, accuracy: 1e-9)
    }

    func testInvalidSizesAndScales() {
        for size in [Double.nan, 0, -12, -Double.infinity] {
            XCTAssertEqual(fonts.measure("abc", font: FontSpec(size: size)),
                           TextMetrics(width: 0, ascent: 0, descent: 0), "size \(size)")
        }
        let huge = fonts.measure("abc", font: FontSpec(size: .infinity))
        XCTAssertEqual(huge, fonts.measure("abc", font: FontSpec(size: FontLibrary.maximumFontSize)))
        XCTAssertTrue(huge.width.isFinite)
        let font = FontSpec(size: 12)
        for scale in [Double.nan, 0, -2, .infinity] {
            XCTAssertEqual(fonts.measure("abc", font: font, scale: scale),
                           fonts.measure("abc", font: font, scale: 1), "scale \(scale)")
        }
    }

    func testTenThousandCharacters() {
        let font = FontSpec(size: 12)
        let one = fonts.measure("a", font: font).width
        let long = fonts.measure(String(repeating: "a", count: 10_000), font: font).width
        XCTAssertEqual(long, one * 10_000, accuracy: 1e-6)
    }

    func testMeasurementCacheStaysBounded() {
        let font = FontSpec(size: 12)
        for index in 0..<20_000 { _ = fonts.measure("label \(index)", font: font) }
        XCTAssertLessThanOrEqual(fonts.measurementCacheCount, 8192)
        // Cached and fresh answers agree.
        XCTAssertEqual(fonts.measure("label 19999", font: font), fonts.measure("label 19999", font: font))
    }

    func testNoFontsThrowsNoFontFound() throws {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("charttext-empty-\(ProcessInfo.processInfo.processIdentifier)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let config = directory.appendingPathComponent("fonts.conf")
        try #"<?xml version="1.0"?><fontconfig><cachedir>\#(directory.path)</cachedir></fontconfig>"#
            .write(to: config, atomically: true, encoding: .utf8)

        let previous = ProcessInfo.processInfo.environment["FONTCONFIG_FILE"]
        setenv("FONTCONFIG_FILE", config.path, 1)
        defer {
            if let previous { setenv("FONTCONFIG_FILE", previous, 1) } else { unsetenv("FONTCONFIG_FILE") }
        }
        XCTAssertThrowsError(try FontLibrary()) { error in
            XCTAssertEqual(error as? TextError, .noFontFound(pattern: "sans-serif"))
            XCTAssertTrue("\(error)".contains("sans-serif"))
        }
    }
}
