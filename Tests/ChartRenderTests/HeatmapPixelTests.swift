import ChartKit
@testable import ChartCore
import ChartTestSupport
import XCTest

/// Heatmaps drawn headlessly: every cell in its colour-map colour (one float texture coloured in
/// the shader), row 0 at the top, missing cells showing the plot, the colour bar beside the plot,
/// large grids reduced under the texture limit, and later frames uploading nothing.
final class HeatmapPixelTests: XCTestCase {
    private var renderer: ChartImageRenderer!
    private let size = Size(width: 640, height: 400)

    override func setUpWithError() throws {
        renderer = try SharedRenderer.get()
    }

    override func tearDown() {
        XCTAssertEqual(renderer?.glErrors.map(\.description) ?? [], [], "GL errors during the test")
    }

    private func heatmapChart(_ heatmap: HeatmapSeries, dark: Bool = false) -> Chart {
        let chart = Chart(title: "Heatmap")
        let source = ArrayDataSource()
        source.add(heatmap)
        chart.dataSource = source
        chart.xAxis.showsMajorGridLines = false
        chart.yAxis.showsMajorGridLines = false
        if dark { chart.theme = .dark }
        return chart
    }

    /// The colour the shader gives `value`: the lookup texture's entry (256, sampled at centres).
    private func expectedColor(_ value: Double, _ heatmap: HeatmapSeries) -> Color {
        let range = heatmap.resolvedValueRange
        let s = min(max((value - range.min) / (range.max - range.min), 0), 1)
        let entry = min(Int(s * 256), 255)
        return heatmap.resolvedColorMap.color(at: (Double(entry) + 0.5) / 256)
    }

    private func devicePixel(_ chart: Chart, _ heatmap: HeatmapSeries, row: Int, column: Int, scale: Double) -> (Int, Int) {
        let c = heatmap.center(row: row, column: column)
        return (Int(chart.xAxis.pixelValue(forDataValue: c.x) * scale), Int(chart.yAxis.pixelValue(forDataValue: c.y) * scale))
    }

    func testEveryCellHasItsColourMapColourFirstRowAtTop() throws {
        for (scale, dark) in [(1.0, false), (2.0, true)] {
            let rows = 6, columns = 9
            var values = (0..<(rows * columns)).map { Double($0 * $0 % 37) }
            values[1 * columns + 4] = .nan
            let heatmap = HeatmapSeries(title: "value", grid: HeatmapGrid(rows: rows, columns: columns, values: values))
            let chart = heatmapChart(heatmap, dark: dark)
            let image = renderer.render(chart, size: size, scale: scale)
            PixelAssertions.keep(image, name: "heatmap-cells-scale\(Int(scale))\(dark ? "-dark" : "")")
            for row in 0..<rows {
                for column in 0..<columns {
                    let (px, py) = devicePixel(chart, heatmap, row: row, column: column, scale: scale)
                    let value = values[row * columns + column]
                    let want = value.isNaN ? (dark ? Theme.dark.plotBackground : Theme.light.plotBackground)
                                           : expectedColor(value, heatmap)
                    PixelAssertions.assertColor(image, x: px, y: py, want, tolerance: 1, "cell \(row), \(column)")
                }
            }
            // Row 0 lies above row 1 on screen.
            XCTAssertLessThan(devicePixel(chart, heatmap, row: 0, column: 0, scale: scale).1,
                              devicePixel(chart, heatmap, row: 1, column: 0, scale: scale).1)
        }
    }

    func testColourBarShowsTheMapFromLowAtTheBottomToHighAtTheTop() throws {
        let heatmap = HeatmapSeries(title: "value", grid: HeatmapGrid(rows: 4, columns: 4, values: (0..<16).map(Double.init)))
        let chart = heatmapChart(heatmap)
        let image = renderer.render(chart, size: size)
        PixelAssertions.keep(image, name: "heatmap-colorbar")
        let layout = try XCTUnwrap(chart.lastLayout)
        let bar = try XCTUnwrap(layout.colorBarFrame)
        XCTAssertGreaterThanOrEqual(bar.minX, layout.plotArea.maxX)
        let x = Int(bar.minX + 7)
        // The strip's top and bottom steps (a few pixels in from the border).
        PixelAssertions.assertColor(image, x: x, y: Int(bar.maxY) - 3, heatmap.resolvedColorMap.color(at: 0), tolerance: 12, "low end")
        // Up the strip the colours run to the high end: the top step is found above the bottom one.
        let high = heatmap.resolvedColorMap.color(at: 1)
        let top = (Int(bar.minY)..<(Int(bar.maxY) - 3)).first { PixelAssertions.distance(image, x, $0, high) <= 12 }
        XCTAssertNotNil(top, "the high end's colour at the strip's top")
        XCTAssertGreaterThan(Int(bar.maxY) - (top ?? Int(bar.maxY)), Int(bar.height / 2), "the strip spans most of the plot's height")
        // Value labels beside the strip: some dark text pixels right of it.
        let text = PixelAssertions.countPixels(in: image, x0: Int(bar.minX) + 20, y0: Int(bar.minY), x1: Int(bar.maxX) + 4,
                                               y1: Int(bar.maxY), differingFrom: Theme.light.background, tolerance: 60)
        XCTAssertGreaterThan(text, 20, "tick labels beside the bar")
    }

    func testDivergingValuesCentreOnZero() throws {
        let heatmap = HeatmapSeries(grid: HeatmapGrid(rows: 1, columns: 3, values: [-2, 0, 1.5]))
        let chart = heatmapChart(heatmap)
        let image = renderer.render(chart, size: size)
        PixelAssertions.keep(image, name: "heatmap-diverging")
        let (px, py) = devicePixel(chart, heatmap, row: 0, column: 1, scale: 1)
        PixelAssertions.assertColor(image, x: px, y: py, ColorMap.blueRed.color(at: 0.5), tolerance: 8, "0 is the map's middle")
        let (lx, ly) = devicePixel(chart, heatmap, row: 0, column: 0, scale: 1)
        PixelAssertions.assertColor(image, x: lx, y: ly, expectedColor(-2, heatmap), tolerance: 1)
    }

    func testLargeGridIsReducedOnceAndLaterFramesUploadNothing() throws {
        // 3000 × 2500 cells, a bright square in the top-left sixth; reduced to 512 texels a side.
        let rows = 3000, columns = 2500
        var values = [Double](repeating: 0, count: rows * columns)
        for r in 0..<(rows / 6) { for c in 0..<(columns / 6) { values[r * columns + c] = 1 } }
        let heatmap = HeatmapSeries(grid: HeatmapGrid(rows: rows, columns: columns, values: values))
        heatmap.maximumTextureSide = 512
        XCTAssertLessThanOrEqual(max(heatmap.image.width, heatmap.image.height), 512)
        let chart = heatmapChart(heatmap)
        let image = renderer.render(chart, size: size)
        PixelAssertions.keep(image, name: "heatmap-large")
        XCTAssertGreaterThan(renderer.lastFrameStats.textureBytesUploaded, 0)
        XCTAssertLessThanOrEqual(renderer.lastFrameStats.drawCalls[.series] ?? 0, 1, "one quad")
        let (hx, hy) = devicePixel(chart, heatmap, row: 100, column: 100, scale: 1)
        PixelAssertions.assertColor(image, x: hx, y: hy, expectedColor(1, heatmap), tolerance: 1)
        let (lx, ly) = devicePixel(chart, heatmap, row: 2000, column: 2000, scale: 1)
        PixelAssertions.assertColor(image, x: lx, y: ly, expectedColor(0, heatmap), tolerance: 1)
        // A zoom redraws the base: the texture is kept, nothing is uploaded again.
        chart.xAxis.setVisibleRange(AxisRange(min: 0, max: 1200))
        _ = renderer.render(chart, size: size)
        XCTAssertEqual(renderer.lastFrameStats.textureBytesUploaded, 0, "the grid stays on the GPU")
    }
}
