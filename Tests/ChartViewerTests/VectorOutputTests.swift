import ChartKit
import ChartCore
import ChartTestSupport
import Foundation
import XCTest

/// `render -o` by extension: SVG and PDF drawn from the same scene as the PNG, read back through
/// rsvg-convert and pdftoppm and compared with the PNG pixel by pixel (with a tolerance for antialiasing and
/// glyph rasterisers); unknown extensions are errors.
final class VectorOutputTests: XCTestCase {
    private var chartview: String { CommandRunner.product("chartview") }
    private var scratch: ScratchFolder!

    override func setUpWithError() throws {
        try XCTSkipUnless(FileManager.default.isExecutableFile(atPath: chartview), "chartview is not built")
        scratch = try ScratchFolder("vector")
    }

    override func tearDown() {
        scratch = nil
    }

    private func path(_ name: String) -> String { scratch.path(name) }

    /// Of the pixels either image draws on (not the background colour of the corner), the share
    /// whose channels all lie within `tolerance` of the other image's, after a blur of one pixel
    /// (antialiasing and glyph rasterisers differ at edges).
    private func agreement(_ a: RGBAImage, _ b: RGBAImage, tolerance: Int) -> Double {
        guard a.width == b.width, a.height == b.height else { return 0 }
        func blurred(_ image: RGBAImage, _ x: Int, _ y: Int, _ c: Int) -> Int {
            var sum = 0, n = 0
            for dy in -1...1 { for dx in -1...1 {
                let xx = min(max(x + dx, 0), image.width - 1), yy = min(max(y + dy, 0), image.height - 1)
                sum += Int(image.pixels[(yy * image.width + xx) * 4 + c]); n += 1
            } }
            return sum / n
        }
        let background = Array(a.pixels[0..<3])
        var drawn = 0, close = 0
        for y in 0..<a.height {
            for x in 0..<a.width {
                let i = (y * a.width + x) * 4
                let isBackground = (0..<3).allSatisfy { a.pixels[i + $0] == background[$0] && b.pixels[i + $0] == background[$0] }
                if isBackground { continue }
                drawn += 1
                if (0..<3).allSatisfy({ abs(blurred(a, x, y, $0) - blurred(b, x, y, $0)) <= tolerance }) { close += 1 }
            }
        }
        return drawn == 0 ? 0 : Double(close) / Double(drawn)
    }

    func testSVGAndPDFDrawWhatThePNGDraws() throws {
        let rsvg = "/usr/bin/rsvg-convert", pdftoppm = "/usr/bin/pdftoppm"
        try XCTSkipUnless(FileManager.default.isExecutableFile(atPath: rsvg) && FileManager.default.isExecutableFile(atPath: pdftoppm),
                          "rsvg-convert or pdftoppm missing (Scripts/install-deps.sh --test)")
        var csv = "symbol,date,price\n"
        for (k, s) in ["A", "B"].enumerated() {
            for d in 1...28 { csv += "\(s),2024-02-\(String(format: "%02d", d)),\(Double(k * 10 + d % 7) + 0.5)\n" }
        }
        try csv.write(toFile: path("long.csv"), atomically: true, encoding: .utf8)
        try "day,tip\nSun,1\nSat,2\nSun,3\nThur,4\n".write(toFile: path("days.csv"), atomically: true, encoding: .utf8)
        try "x,y\n3,1\n1,2\n2,5\n5,3\n".write(toFile: path("points.csv"), atomically: true, encoding: .utf8)
        for (name, extra) in [("long.csv", []), ("days.csv", ["--theme", "dark"]), ("points.csv", [])] {
            for ext in ["png", "svg", "pdf"] {
                let result = try CommandRunner.run(chartview, ["render", path(name), "-o", path("\(name).\(ext)"), "--size", "500x320"] + extra)
                XCTAssertEqual(result.status, 0, "\(name).\(ext): \(result.stderr)")
            }
            let svg = try String(contentsOfFile: path("\(name).svg"), encoding: .utf8)
            XCTAssertTrue(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""), name)
            XCTAssertTrue(svg.contains(">\(name)</text>"), "\(name): the title is text")
            let pdf = try Data(contentsOf: URL(fileURLWithPath: path("\(name).pdf")))
            XCTAssertTrue(pdf.starts(with: Array("%PDF-1.4".utf8)), name)
            XCTAssertNotNil(pdf.range(of: Data("(\(name)) Tj".utf8)), "\(name): the title is text in the PDF")
            let fromSVG = try CommandRunner.run(rsvg, [path("\(name).svg"), "-o", path("\(name).svg.png")])
            XCTAssertEqual(fromSVG.status, 0, fromSVG.stderr)
            let fromPDF = try CommandRunner.run(pdftoppm, ["-r", "72", "-png", "-singlefile", path("\(name).pdf"), path("\(name).pdf")])
            XCTAssertEqual(fromPDF.status, 0, fromPDF.stderr)
            let png = try PNGReader.read(path("\(name).png"))
            for back in ["svg", "pdf"] {
                let image = try PNGReader.read(path("\(name).\(back).png"))
                XCTAssertEqual(image.width, 500, back)
                XCTAssertEqual(image.height, 320, back)
                let share = agreement(png, image, tolerance: 40)
                // The PDF sets text in Helvetica (nothing embedded), the PNG in DejaVu Sans.
                XCTAssertGreaterThan(share, back == "svg" ? 0.97 : 0.85, "\(name) as \(back): only \(share) of the drawn pixels agree")
            }
        }
    }

    func testPDFDrawsImagesWithTheirAlphaAndGradients() throws {
        let pdftoppm = "/usr/bin/pdftoppm"
        try XCTSkipUnless(FileManager.default.isExecutableFile(atPath: pdftoppm), "pdftoppm missing (Scripts/install-deps.sh --test)")
        // A 2×2 image (red, green / blue, half-transparent black) over the left half; a gradient
        // from red at the top to blue at the bottom over the right half.
        let pixels = RGBAImage(width: 2, height: 2, pixels: [255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255, 0, 0, 0, 128])
        let image = DrawCommand.image(ImageCommand(image: ChartImage(pixels), rect: Rect(x: 0, y: 0, width: 100, height: 100)))
        let gradient = DrawCommand.rects([RectShape(rect: Rect(x: 100, y: 0, width: 100, height: 100), fill: Color(hex: 0xff0000),
                                                    gradient: RectGradient(from: .top, endColor: Color(hex: 0x0000ff)))])
        let scene = Scene(size: Size(width: 200, height: 100), background: .white, plotArea: Rect(x: 0, y: 0, width: 200, height: 100),
                          chrome: [], underlay: [image, gradient], series: [], overlay: [])
        try Data(ScenePDFWriter.pdf(for: scene)).write(to: URL(fileURLWithPath: path("scene.pdf")))
        let result = try CommandRunner.run(pdftoppm, ["-r", "72", "-png", "-singlefile", path("scene.pdf"), path("scene")])
        XCTAssertEqual(result.status, 0, result.stderr)
        let shot = try PNGReader.read(path("scene.png"))
        XCTAssertEqual(shot.width, 200)
        PixelAssertions.assertColor(shot, x: 25, y: 25, Color(hex: 0xff0000), tolerance: 8)
        PixelAssertions.assertColor(shot, x: 75, y: 25, Color(hex: 0x00ff00), tolerance: 8)
        PixelAssertions.assertColor(shot, x: 25, y: 75, Color(hex: 0x0000ff), tolerance: 8)
        PixelAssertions.assertColor(shot, x: 75, y: 75, Color(hex: 0x7f7f7f), tolerance: 8)   // half black over white
        PixelAssertions.assertColor(shot, x: 150, y: 2, Color(hex: 0xfa0005), tolerance: 10)
        PixelAssertions.assertColor(shot, x: 150, y: 50, Color(hex: 0x800080), tolerance: 10)
        PixelAssertions.assertColor(shot, x: 150, y: 97, Color(hex: 0x0500fa), tolerance: 10)
    }

    func testAnUnknownExtensionIsAnErrorNamingTheFormats() throws {
        try "x,y\n1,2\n2,3\n".write(toFile: path("p.csv"), atomically: true, encoding: .utf8)
        let result = try CommandRunner.run(chartview, ["render", path("p.csv"), "-o", path("chart.jpg")])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stderr, "chartview: -o \(path("chart.jpg")): unknown output format \".jpg\": expected .png, .svg, .pdf\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: path("chart.jpg")))
    }
}
