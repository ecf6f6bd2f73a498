import ChartCore
import ChartGL
import XCTest

/// Rectangles rasterize the pixels they can cover and no more: an edge on a whole pixel (a
/// snapped column) gives its outside neighbours no coverage, so its quad reaches half a pixel
/// past it; any other edge keeps a whole pixel of reach. Aggregated columns are one-pixel
/// rectangles: a reach of a pixel on both sides ran the fragment shader three times a pixel.
final class RectRasterTests: RendererTestCase {
    private let blue = Color(hex: 0x1f77b4)

    /// One-pixel columns of uneven heights side by side on whole pixels, as an aggregated column
    /// chart draws them.
    private var columns: [RectShape] {
        (0..<100).map { i in
            RectShape(rect: Rect(x: Double(50 + i), y: 40, width: 1, height: Double(20 + i % 37)), fill: blue)
        }
    }

    func testSnappedColumnsCoverExactlyTheirPixels() {
        let image = renderer.renderImage(scene(series: [.rects(columns)]))
        for (i, column) in columns.enumerated() {
            let x = 50 + i, bottom = Int(column.rect.maxY)
            assertPixel(image, x, 40, is: blue, "top row of column \(i)")
            assertPixel(image, x, bottom - 1, is: blue, "bottom row of column \(i)")
            assertPixel(image, x, 39, is: .white, "above column \(i)")
            assertPixel(image, x, bottom, is: .white, "below column \(i)")
        }
        for y in [40, 50] {
            assertPixel(image, 49, y, is: .white, "left of the first column")
            assertPixel(image, 150, y, is: .white, "right of the last column")
        }
    }

    func testSnappedColumnsRunTheFragmentShaderLessThanColumnsOffThePixelGrid() throws {
        let covered = columns.reduce(0) { $0 + Int($1.rect.width * $1.rect.height) }
        func shaderRuns(_ scene: Scene) -> Int? {
            GPUWorkQuery.measure { _ = renderer.renderImage(scene) }.fragmentShaderRuns
        }
        // Scenes that differ, so each draws its base: the difference is the columns' draw.
        let offGrid = columns.map {
            RectShape(rect: Rect(x: $0.rect.minX + 0.5, y: $0.rect.minY + 0.5, width: 1, height: $0.rect.height), fill: $0.fill)
        }
        guard let snapped = shaderRuns(scene(series: [.rects(columns)])),
              let shifted = shaderRuns(scene(series: [.rects(offGrid)])),
              let without = shaderRuns(scene(background: Color(hex: 0xfefefe))) else {
            throw XCTSkip("the driver does not count fragment shader runs (GL_ARB_pipeline_statistics_query)")
        }
        // llvmpipe counts runs by whole blocks of pixels, so only the order is certain.
        XCTAssertGreaterThanOrEqual(snapped - without, covered, "every covered pixel is shaded")
        XCTAssertLessThan(snapped - without, shifted - without,
                          "columns on whole pixels reach half a pixel; off the grid, a whole one")
    }

    func testAnEdgeOffThePixelGridStillShadesThePixelItBarelyCovers() {
        // The left edge lies 0.45 px right of pixel 20's centre: coverage 0.05 there.
        let shape = RectShape(rect: Rect(x: 20.95, y: 30.5, width: 40.1, height: 20), fill: .black)
        let image = renderer.renderImage(scene(series: [.rects([shape])]))
        XCTAssertTrue(differs(image, 20, 40, from: .white), "pixel 20 is covered 5 %")
        assertPixel(image, 19, 40, is: .white, "pixel 19 is not covered")
        XCTAssertTrue(differs(image, 40, 30, from: .white), "row 30 is covered half")
        assertPixel(image, 40, 29, is: .white, "row 29 is not covered")
        assertPixel(image, 40, 40, is: .black, "inside")
    }
}
