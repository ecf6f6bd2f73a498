import ChartKit
import ChartTestSupport
import XCTest

/// Columns with a gradient fill: the tip in the fill colour, the base in the end colour, for
/// columns growing either way.
final class GradientPixelTests: XCTestCase {
    func testColumnGradientRunsFromTipToBase() throws {
        let renderer = try SharedRenderer.get()
        let chart = Chart()
        let source = ArrayDataSource()
        let columns = ColumnSeries(title: "c")
        let tip = Color(hex: 0x0000ff), base = Color(hex: 0xff0000)
        columns.style.fillColor = tip
        columns.style.fillGradientEndColor = base
        source.add(columns, x: [0, 1], y: [10, -10])
        chart.dataSource = source
        chart.xAxis.showsMajorGridLines = false
        chart.yAxis.showsMajorGridLines = false
        let image = renderer.render(chart, size: Size(width: 400, height: 400))
        XCTAssertEqual(renderer.glErrors.map(\.description), [])
        let zero = chart.yAxis.pixelValue(forDataValue: 0)
        for (x, value) in [(0.0, 10.0), (1.0, -10.0)] {
            let column = Int(chart.xAxis.pixelValue(forDataValue: x))
            let tipRow = chart.yAxis.pixelValue(forDataValue: value)
            let step = zero > tipRow ? 1.0 : -1.0
            // Two pixels in from each end: the tip's colour, then the base's.
            PixelAssertions.assertColor(image, x: column, y: Int(tipRow + 2 * step), tip, tolerance: 20, "tip of \(value)")
            PixelAssertions.assertColor(image, x: column, y: Int(zero - 3 * step), base, tolerance: 20, "base of \(value)")
            let middle = image[column, Int((tipRow + zero) / 2)]
            XCTAssertGreaterThan(Int(middle.r), 90, "half way the colours mix")
            XCTAssertGreaterThan(Int(middle.b), 90)
        }
    }
}
