import ChartKit
import ChartTestSupport
import XCTest

/// A pale palette colour (yellow on white) drawn as a line is shaded until it stands 3:1 on the
/// plot's ground, as pie spokes are; a colour the user set is drawn as given.
final class PaleLinePixelTests: XCTestCase {
    private var renderer: ChartImageRenderer!
    private let size = Size(width: 480, height: 300)
    private let yellow = Color(hex: 0xf0e442)

    override func setUpWithError() throws {
        renderer = try SharedRenderer.get()
    }

    override func tearDown() {
        XCTAssertEqual(renderer?.glErrors.map(\.description) ?? [], [], "GL errors during the test")
    }

    private func flatLine(color: Color?) -> (Chart, LineSeries) {
        var theme = Theme.light
        theme.palette = [yellow]
        let chart = Chart()
        chart.theme = theme
        let line = LineSeries(title: "pale")
        line.style.lineColor = color
        line.style.lineWidth = 6
        let source = ArrayDataSource()
        source.add(line, x: [0, 10], y: [50, 50])
        chart.dataSource = source
        chart.legend.isVisible = false
        chart.yAxis.showsMajorGridLines = false
        chart.xAxis.showsMajorGridLines = false
        chart.yAxis.explicitDefaultRange = AxisRange(min: 0, max: 100)
        return (chart, line)
    }

    private func pixel(_ image: RGBAImage, _ x: Int, _ y: Int) -> Color {
        let p = image[x, y]
        return Color(red: Double(p.r) / 255, green: Double(p.g) / 255, blue: Double(p.b) / 255)
    }

    func testAPalePaletteLineIsShadedToShowOnTheGround() {
        let (chart, _) = flatLine(color: nil)
        let image = renderer.render(chart, size: size)
        PixelAssertions.keep(image, name: "pale-line")
        let x = Int(chart.xAxis.pixelValue(forDataValue: 5)), y = Int(chart.yAxis.pixelValue(forDataValue: 50))
        let drawn = pixel(image, x, y)
        XCTAssertGreaterThanOrEqual(drawn.contrastRatio(with: chart.theme.plotBackground), 2.9,
                                    "the line's middle stands about 3:1 on white: \(drawn.rgba8)")
        XCTAssertLessThan(drawn.contrastRatio(with: chart.theme.plotBackground), 4, "shaded no more than it needs")
        XCTAssertGreaterThan(drawn.red, drawn.blue + 0.2, "still a yellow, darkened")
    }

    func testAColourTheUserSetIsDrawnAsGiven() {
        let (chart, _) = flatLine(color: yellow)
        let image = renderer.render(chart, size: size)
        let x = Int(chart.xAxis.pixelValue(forDataValue: 5)), y = Int(chart.yAxis.pixelValue(forDataValue: 50))
        PixelAssertions.assertColor(image, x: x, y: y, yellow, tolerance: 4)
    }
}
