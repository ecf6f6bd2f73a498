import ChartKit
import ChartTestSupport
import XCTest

/// Whole charts drawn headlessly, checked at pixels computed from the model.
final class ChartPixelTests: XCTestCase {
    private var renderer: ChartImageRenderer!
    private let size = Size(width: 640, height: 400)

    override func setUpWithError() throws {
        renderer = try SharedRenderer.get()
    }

    override func tearDown() {
        XCTAssertEqual(renderer?.glErrors.map(\.description) ?? [], [], "GL errors during the test")
    }

    private func lineChart(x: [Double], y: [Double], width: Double = 3) -> (Chart, LineSeries) {
        let chart = Chart(title: "Pixels")
        let source = ArrayDataSource()
        let series = LineSeries(title: "line")
        series.style.lineWidth = width
        series.style.lineColor = Color(hex: 0xd01c1c)
        source.add(series, x: x, y: y)
        chart.dataSource = source
        return (chart, series)
    }

    func testLineHasItsColourAtTheComputedPixelsAndBackgroundAwayFromIt() throws {
        let x: [Double] = [0, 1, 2, 3, 4, 5, 6]
        let y: [Double] = [1, 3, 2, 5, 4, 6, 2]
        let (chart, _) = lineChart(x: x, y: y)
        let image = renderer.render(chart, size: size)
        PixelAssertions.keep(image, name: "line-pixels")
        let red = Color(hex: 0xd01c1c)
        for i in 0..<(x.count - 1) {
            // The middle of each segment.
            let px = (chart.xAxis.pixelValue(forDataValue: x[i]) + chart.xAxis.pixelValue(forDataValue: x[i + 1])) / 2
            let py = (chart.yAxis.pixelValue(forDataValue: y[i]) + chart.yAxis.pixelValue(forDataValue: y[i + 1])) / 2
            PixelAssertions.assertColor(image, x: Int(px), y: Int(py), red, tolerance: 40, "segment \(i)")
        }
        for i in x.indices {
            let px = chart.xAxis.pixelValue(forDataValue: x[i]), py = chart.yAxis.pixelValue(forDataValue: y[i])
            PixelAssertions.assertColor(image, x: Int(px), y: Int(py), red, tolerance: 40, "point \(i)")
        }
        // 12 points straight below the first segment's middle: no line, no grid line there.
        let mid = (chart.xAxis.pixelValue(forDataValue: 0.5), chart.yAxis.pixelValue(forDataValue: 2))
        let probeY = Int(mid.1) + 12
        XCTAssertGreaterThan(PixelAssertions.distance(image, Int(mid.0), probeY, red), 100)
        PixelAssertions.assertColor(image, x: Int(mid.0), y: probeY, Theme.light.plotBackground, tolerance: 2)
    }

    func testGridLinesSitAtTheTickPositions() throws {
        let (chart, _) = lineChart(x: [0, 10], y: [0, 10])
        chart.xAxis.explicitDefaultRange = AxisRange(min: 0, max: 10)
        chart.yAxis.explicitDefaultRange = AxisRange(min: 0, max: 10)
        let image = renderer.render(chart, size: size)
        let layout = try XCTUnwrap(chart.lastLayout)
        let plot = layout.plotArea
        let probeY = Int(plot.minY) + 3  // near the top, away from the line
        let ticks = layout.xAxis.majorTicks.values
        XCTAssertEqual(ticks, [0, 2, 4, 6, 8, 10])
        for t in ticks.dropFirst().dropLast() {
            let column = Int(chart.xAxis.pixelValue(forDataValue: t))
            PixelAssertions.assertColor(image, x: column, y: probeY, Theme.light.majorGridLineColor, tolerance: 2, "tick \(t)")
            PixelAssertions.assertColor(image, x: column + 2, y: probeY, Theme.light.plotBackground, tolerance: 2)
            PixelAssertions.assertColor(image, x: column - 2, y: probeY, Theme.light.plotBackground, tolerance: 2)
        }
        for t in layout.yAxis.majorTicks.values.dropFirst().dropLast() {
            let row = Int(chart.yAxis.pixelValue(forDataValue: t))
            PixelAssertions.assertColor(image, x: Int(plot.maxX) - 3, y: row, Theme.light.majorGridLineColor, tolerance: 2, "y tick \(t)")
        }
    }

    func testTitleGlyphsLieInsideTheMeasuredRectangle() throws {
        let (chart, _) = lineChart(x: [0, 1], y: [0, 1])
        chart.title = "Quarterly results"
        let image = renderer.render(chart, size: size)
        let layout = try XCTUnwrap(chart.lastLayout)
        let frame = try XCTUnwrap(layout.titleFrame)
        let font = Theme.light.titleFont
        let width = renderer.fonts.measure("Quarterly results", font: font).width
        let x0 = Int((layout.plotArea.midX - width / 2).rounded(.down)) - 1
        let x1 = Int((layout.plotArea.midX + width / 2).rounded(.up)) + 1
        let y0 = Int(frame.minY.rounded(.down)), y1 = Int(frame.maxY.rounded(.up)) + 1
        let background = Theme.light.background
        let inside = PixelAssertions.countPixels(in: image, x0: x0, y0: y0, x1: x1, y1: y1, differingFrom: background)
        XCTAssertGreaterThan(inside, 200, "the title is drawn")
        // Everything from the top of the canvas down to the plot area, outside the title box, is background.
        let band = PixelAssertions.countPixels(in: image, x0: 0, y0: 0, x1: image.width, y1: Int(layout.plotArea.minY) - 8,
                                               differingFrom: background)
        XCTAssertEqual(band, inside, "no title pixel falls outside its measured rectangle")
        PixelAssertions.assertColor(image, x: (x0 + x1) / 2, y: y1 + 2, background, tolerance: 2)
    }

    func testDarkThemeChangesTheBackground() throws {
        let (chart, _) = lineChart(x: [0, 1], y: [0, 1])
        chart.theme = .dark
        let image = renderer.render(chart, size: size)
        PixelAssertions.assertColor(image, x: 2, y: 2, Theme.dark.background, tolerance: 1)
        let plot = try XCTUnwrap(chart.lastLayout?.plotArea)
        PixelAssertions.assertColor(image, x: Int(plot.minX) + 4, y: Int(plot.maxY) - 4 - 10, Theme.dark.plotBackground, tolerance: 1)
    }

    func testScaleTwoDoublesThePixels() throws {
        let (chart, _) = lineChart(x: [0, 1, 2], y: [0, 2, 1])
        let one = renderer.render(chart, size: size, scale: 1)
        let xAt1 = chart.xAxis.pixelValue(forDataValue: 1), yAt1 = chart.yAxis.pixelValue(forDataValue: 2)
        let two = renderer.render(chart, size: size, scale: 2)
        XCTAssertEqual(two.width, one.width * 2)
        XCTAssertEqual(two.height, one.height * 2)
        PixelAssertions.assertColor(two, x: Int(xAt1 * 2), y: Int(yAt1 * 2), Color(hex: 0xd01c1c), tolerance: 40)
    }

    func testMovingTheCrosshairRedrawsTheOverlayAlone() throws {
        let (chart, _) = lineChart(x: Array(0..<100).map(Double.init), y: (0..<100).map { sin(Double($0) / 8) })
        _ = renderer.render(chart, size: size)
        let plot = try XCTUnwrap(chart.lastLayout?.plotArea)
        XCTAssertTrue(renderer.lastFrameStats.baseRedrawn)
        XCTAssertGreaterThan(renderer.lastFrameStats.drawCalls[.series] ?? 0, 0)
        // The shared renderer drew other charts before: this frame ended a stream of changed
        // bases and went straight to the target, so the next unchanged frame caches it once.
        _ = renderer.render(chart, size: size)

        chart.crosshair.pointerPosition = Point(x: chart.xAxis.pixelValue(forDataValue: 50.2), y: plot.midY)
        let withCrosshair = renderer.render(chart, size: size)
        XCTAssertFalse(renderer.lastFrameStats.baseRedrawn)
        XCTAssertEqual(renderer.lastFrameStats.drawCalls[.series], 0)
        XCTAssertGreaterThan(renderer.lastFrameStats.drawCalls[.overlay] ?? 0, 0)
        let target = try XCTUnwrap(chart.crosshairTarget())
        XCTAssertEqual(target.pointIndex, 50, "the point nearest x = 50.2")

        chart.crosshair.pointerPosition = Point(x: plot.minX + plot.width / 4, y: plot.midY)
        _ = renderer.render(chart, size: size)
        XCTAssertEqual(renderer.lastFrameStats.drawCalls[.series], 0)
        // The crosshair's vertical line shows at the target's column.
        let column = Int(target.position.x)
        XCTAssertGreaterThan(PixelAssertions.countPixels(in: withCrosshair, x0: column, y0: Int(plot.minY), x1: column + 1,
                                                         y1: Int(plot.maxY), differingFrom: Theme.light.plotBackground), 40)

        chart.xAxis.setVisibleRange(AxisRange(min: 10, max: 60))
        _ = renderer.render(chart, size: size)
        XCTAssertTrue(renderer.lastFrameStats.baseRedrawn, "a range change redraws the base")
    }

    func testGapsInDataLeaveBackground() throws {
        let (chart, _) = lineChart(x: [0, 1, 2, 3, 4], y: [1, 1, .nan, 1, 1], width: 4)
        chart.yAxis.showsMajorGridLines = false  // a grid line would run along y = 1
        let image = renderer.render(chart, size: size)
        let y = Int(chart.yAxis.pixelValue(forDataValue: 1))
        PixelAssertions.assertColor(image, x: Int(chart.xAxis.pixelValue(forDataValue: 0.5)), y: y, Color(hex: 0xd01c1c), tolerance: 40)
        PixelAssertions.assertColor(image, x: Int(chart.xAxis.pixelValue(forDataValue: 2.3)), y: y, Theme.light.plotBackground,
                                    tolerance: 2, "no line through the missing value")
        PixelAssertions.assertColor(image, x: Int(chart.xAxis.pixelValue(forDataValue: 3.5)), y: y, Color(hex: 0xd01c1c), tolerance: 40)
    }
}
