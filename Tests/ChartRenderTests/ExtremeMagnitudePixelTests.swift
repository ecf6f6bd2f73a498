import ChartKit
import ChartTestSupport
import XCTest

/// Lines, markers and fills of data far outside Float's range (1e−40, 1e300) drawn headlessly,
/// checked at the pixels the axes compute for them.
final class ExtremeMagnitudePixelTests: XCTestCase {
    private var renderer: ChartImageRenderer!
    private let size = Size(width: 640, height: 400)
    private let background = Theme.light.plotBackground
    private let red = Color(hex: 0xd01c1c)
    private let blue = Color(hex: 0x1f5fb4)
    private let green = Color(hex: 0x2ca02c)

    override func setUpWithError() throws {
        renderer = try SharedRenderer.get()
    }

    override func tearDown() {
        XCTAssertEqual(renderer?.glErrors.map(\.description) ?? [], [], "GL errors during the test")
    }

    /// A red line with blue square markers through (x, y), the y axis fixed to `yRange`.
    private func markedLine(x: [Double], y: [Double], yRange: AxisRange) -> Chart {
        let line = LineSeries(title: "l")
        line.style.lineColor = red
        line.style.lineWidth = 4
        line.style.showsMarkers = true
        line.style.marker.shape = .square
        line.style.marker.size = 12
        line.style.marker.fillColor = blue
        line.style.marker.strokeColor = blue
        let chart = Chart(title: "Magnitudes")
        let source = ArrayDataSource()
        source.add(line, x: x, y: y)
        chart.dataSource = source
        chart.xAxis.showsMajorGridLines = false
        chart.yAxis.showsMajorGridLines = false
        chart.xAxis.explicitDefaultRange = AxisRange(min: -0.5, max: Double(x.count) - 0.5)
        chart.yAxis.explicitDefaultRange = yRange
        return chart
    }

    /// Markers at every point, the line between them, background well away from it.
    private func assertDrawnAtTheirPixels(_ chart: Chart, x: [Double], y: [Double], name: String,
                                          file: StaticString = #filePath, line: UInt = #line) {
        let image = renderer.render(chart, size: size)
        PixelAssertions.keep(image, name: name)
        func px(_ value: Double) -> Int { Int(chart.xAxis.pixelValue(forDataValue: value)) }
        func py(_ value: Double) -> Int { Int(chart.yAxis.pixelValue(forDataValue: value)) }
        for i in x.indices {
            PixelAssertions.assertColor(image, x: px(x[i]), y: py(y[i]), blue, tolerance: 2,
                                        "marker \(i) at its point", file: file, line: line)
        }
        for i in x.indices.dropLast() {
            // Halfway between two points: the middle of the segment, clear of both markers.
            let midX = (x[i] + x[i + 1]) / 2, midY = y[i] / 2 + y[i + 1] / 2
            PixelAssertions.assertColor(image, x: px(midX), y: py(midY), red, tolerance: 40,
                                        "segment \(i) at its midpoint", file: file, line: line)
            PixelAssertions.assertColor(image, x: px(midX), y: py(midY) - 30, background, tolerance: 2,
                                        "well above segment \(i)", file: file, line: line)
        }
    }

    func testALineAndMarkersNear1eMinus40AreDrawnAtTheirPixels() {
        let x = [0.0, 1, 2, 3], y = [1e-40, 3e-40, 2e-40, 2.5e-40]
        let chart = markedLine(x: x, y: y, yRange: AxisRange(min: 0.5e-40, max: 3.5e-40))
        assertDrawnAtTheirPixels(chart, x: x, y: y, name: "magnitude-1e-40")
    }

    func testALineAndMarkersNear1e300AreDrawnAtTheirPixels() {
        let x = [0.0, 1, 2], y = [1e300, -1e300, 5e299]
        let chart = markedLine(x: x, y: y, yRange: AxisRange(min: -1.5e300, max: 1.5e300))
        assertDrawnAtTheirPixels(chart, x: x, y: y, name: "magnitude-1e300")
    }

    func testAFillDownToABaselineAt1eMinus40() {
        let line = LineSeries(title: "σ")
        line.style.lineColor = red
        line.style.showsFill = true
        line.style.fillColor = green
        line.style.fillBaselineColor = green
        line.style.fillBaseline = 1e-40
        let chart = Chart(title: "Fill")
        let source = ArrayDataSource()
        source.add(line, x: [0, 1, 2], y: [1.5e-40, 3.5e-40, 1.5e-40])
        chart.dataSource = source
        chart.xAxis.showsMajorGridLines = false
        chart.yAxis.showsMajorGridLines = false
        chart.yAxis.explicitDefaultRange = AxisRange(min: 0, max: 4e-40)
        let image = renderer.render(chart, size: size)
        PixelAssertions.keep(image, name: "magnitude-fill-1e-40")
        // At x = 0.5 the line is at 2.5e-40.
        let x = Int(chart.xAxis.pixelValue(forDataValue: 0.5))
        func py(_ value: Double) -> Int { Int(chart.yAxis.pixelValue(forDataValue: value)) }
        PixelAssertions.assertColor(image, x: x, y: py(2.3e-40), green, tolerance: 2, "just under the line")
        PixelAssertions.assertColor(image, x: x, y: py(1.1e-40), green, tolerance: 2, "just above the baseline")
        PixelAssertions.assertColor(image, x: x, y: py(0.9e-40), background, tolerance: 2, "just below the baseline")
        PixelAssertions.assertColor(image, x: x, y: py(2.8e-40), background, tolerance: 2, "above the line")
    }
}
