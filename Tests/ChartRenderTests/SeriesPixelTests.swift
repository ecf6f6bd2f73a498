import ChartKit
import ChartTestSupport
import XCTest

/// Every series kind drawn headlessly, checked at pixels computed from the model.
final class SeriesPixelTests: XCTestCase {
    private var renderer: ChartImageRenderer!
    private let size = Size(width: 640, height: 400)
    private let background = Theme.light.plotBackground
    private let red = Color(hex: 0xd01c1c)
    private let blue = Color(hex: 0x1f5fb4)

    override func setUpWithError() throws {
        renderer = try SharedRenderer.get()
    }

    override func tearDown() {
        XCTAssertEqual(renderer?.glErrors.map(\.description) ?? [], [], "GL errors during the test")
    }

    private func chart(_ add: (ArrayDataSource) -> Void) -> Chart {
        let chart = Chart(title: "Series")
        let source = ArrayDataSource()
        add(source)
        chart.dataSource = source
        chart.xAxis.showsMajorGridLines = false
        chart.yAxis.showsMajorGridLines = false
        return chart
    }

    private func px(_ chart: Chart, x: Double) -> Double { chart.xAxis.pixelValue(forDataValue: x) }
    private func py(_ chart: Chart, y: Double) -> Double { chart.yAxis.pixelValue(forDataValue: y) }

    func testColumnTopEdgeSitsAtItsValuesPixel() {
        let column = ColumnSeries(title: "c")
        column.style.fillColor = blue
        let c = chart { $0.add(column, y: [3, 7.3, 5]) }
        c.yAxis.explicitDefaultRange = AxisRange(min: 0, max: 10)
        let image = renderer.render(c, size: size)
        PixelAssertions.keep(image, name: "series-columns")
        for (i, value) in [3.0, 7.3, 5].enumerated() {
            let x = Int(px(c, x: Double(i)))
            let top = py(c, y: value).rounded()
            PixelAssertions.assertColor(image, x: x, y: Int(top), blue, tolerance: 2, "first row of column \(i)")
            PixelAssertions.assertColor(image, x: x, y: Int(top) - 1, background, tolerance: 2, "above column \(i)")
            PixelAssertions.assertColor(image, x: x, y: Int(py(c, y: 0.2)), blue, tolerance: 2, "down at the baseline")
        }
        // The gap between neighbouring columns.
        PixelAssertions.assertColor(image, x: Int(px(c, x: 0.5)), y: Int(py(c, y: 1)), background, tolerance: 2)
    }

    func testCandlestickBodySpansOpenToCloseAndItsWickReachesHighAndLow() {
        let candles = CandlestickSeries(title: "k")
        let c = chart { $0.add(candles, x: [0, 1, 2], open: [10, 14, 12], high: [18, 16, 19], low: [6, 8, 11], close: [15, 9, 12.5]) }
        c.yAxis.explicitDefaultRange = AxisRange(min: 0, max: 20)
        let image = renderer.render(c, size: size)
        PixelAssertions.keep(image, name: "series-candles")
        let rising = Theme.light.risingColor, falling = Theme.light.fallingColor
        let x0 = Int(px(c, x: 0))
        let bodyLeft = Int(px(c, x: -0.3))
        PixelAssertions.assertColor(image, x: bodyLeft, y: Int(py(c, y: 12.5)), rising, tolerance: 2, "inside the rising body")
        PixelAssertions.assertColor(image, x: bodyLeft, y: Int(py(c, y: 15).rounded()), rising, tolerance: 2, "top row at the close")
        PixelAssertions.assertColor(image, x: bodyLeft, y: Int(py(c, y: 15).rounded()) - 1, background, tolerance: 2, "above the close")
        PixelAssertions.assertColor(image, x: bodyLeft, y: Int(py(c, y: 10).rounded()) - 1, rising, tolerance: 2, "last row at the open")
        PixelAssertions.assertColor(image, x: bodyLeft, y: Int(py(c, y: 10).rounded()), background, tolerance: 2, "below the open")
        PixelAssertions.assertColor(image, x: x0, y: Int(py(c, y: 17.9)), rising, tolerance: 2, "the wick reaches up to the high")
        PixelAssertions.assertColor(image, x: x0, y: Int(py(c, y: 18.2)), background, tolerance: 2, "and not past it")
        PixelAssertions.assertColor(image, x: x0, y: Int(py(c, y: 6.1)), rising, tolerance: 2, "down to the low")
        PixelAssertions.assertColor(image, x: x0 + 3, y: Int(py(c, y: 17)), background, tolerance: 2, "the wick is thin")
        PixelAssertions.assertColor(image, x: Int(px(c, x: 1.2)), y: Int(py(c, y: 12)), falling, tolerance: 2, "a falling body")
    }

    func testStackedSegmentsMeetExactly() {
        let lower = ColumnSeries(title: "lower"), upper = ColumnSeries(title: "upper")
        lower.style.fillColor = blue
        upper.style.fillColor = red
        for s in [lower, upper] { s.stackIndex = 0 }
        let c = chart {
            $0.add(lower, y: [2.37, 4.11])
            $0.add(upper, y: [3.5, 1.26])
        }
        let image = renderer.render(c, size: size)
        PixelAssertions.keep(image, name: "series-stacked")
        for (i, boundary) in [2.37, 4.11].enumerated() {
            let x = Int(px(c, x: Double(i)))
            let row = Int(py(c, y: boundary).rounded())
            PixelAssertions.assertColor(image, x: x, y: row, blue, tolerance: 1, "first row of the lower segment")
            PixelAssertions.assertColor(image, x: x, y: row - 1, red, tolerance: 1, "last row of the upper segment")
        }
    }

    func testAGapInALineLeavesBackground() {
        let line = LineSeries(title: "l")
        line.style.lineColor = red
        line.style.lineWidth = 4
        line.style.showsFill = true
        line.style.fillColor = blue
        line.style.fillBaselineColor = blue
        let c = chart { $0.add(line, x: [0, 1, 2, 3, 4], y: [2, 2, .nan, 2, 2]) }
        c.yAxis.explicitDefaultRange = AxisRange(min: 0, max: 3)
        let image = renderer.render(c, size: size)
        PixelAssertions.keep(image, name: "series-gap")
        PixelAssertions.assertColor(image, x: Int(px(c, x: 0.5)), y: Int(py(c, y: 1)), blue, tolerance: 2, "filled")
        PixelAssertions.assertColor(image, x: Int(px(c, x: 2)), y: Int(py(c, y: 1)), background, tolerance: 2, "no fill in the gap")
        PixelAssertions.assertColor(image, x: Int(px(c, x: 2)), y: Int(py(c, y: 2)), background, tolerance: 2, "no line in the gap")
        PixelAssertions.assertColor(image, x: Int(px(c, x: 3.5)), y: Int(py(c, y: 2)), red, tolerance: 40)
    }

    func testRoundedTipsLeaveTheirCornersEmptyAndTheBaseSquare() {
        let column = ColumnSeries(title: "c")
        column.style.fillColor = blue
        column.style.cornerRatio = 1
        let c = chart { $0.add(column, y: [8]) }
        c.yAxis.explicitDefaultRange = AxisRange(min: 0, max: 10)
        c.applyLayout(size: size, measurer: renderer.fonts)
        let image = renderer.render(c, size: size)
        PixelAssertions.keep(image, name: "series-rounded")
        let left = px(c, x: -0.4).rounded(), right = px(c, x: 0.4).rounded()
        let top = py(c, y: 8).rounded(), bottom = py(c, y: 0).rounded()
        PixelAssertions.assertColor(image, x: Int(left) + 1, y: Int(top) + 1, background, tolerance: 2, "tip corner cut")
        PixelAssertions.assertColor(image, x: Int(right) - 2, y: Int(top) + 1, background, tolerance: 2, "tip corner cut")
        PixelAssertions.assertColor(image, x: Int((left + right) / 2), y: Int(top), blue, tolerance: 2, "the tip's middle")
        PixelAssertions.assertColor(image, x: Int(left), y: Int(bottom) - 1, blue, tolerance: 2, "square base corner")
        PixelAssertions.assertColor(image, x: Int(right) - 1, y: Int(bottom) - 1, blue, tolerance: 2, "square base corner")
    }

    func testBubbleAreasAreProportionalToTheirValues() {
        let bubbles = BubbleSeries(title: "b")
        bubbles.style.fillColor = blue
        bubbles.style.borderColor = blue
        bubbles.biggestBubbleDiameterForAutoScaling = 80
        let c = chart { $0.add(bubbles, x: [0, 10], y: [0, 0], area: [400, 100]) }
        c.xAxis.explicitDefaultRange = AxisRange(min: -5, max: 15)
        let image = renderer.render(c, size: size)
        PixelAssertions.keep(image, name: "series-bubbles")
        func inked(around x: Double) -> Int {
            let cx = Int(px(c, x: x)), cy = Int(py(c, y: 0))
            return PixelAssertions.countPixels(in: image, x0: cx - 50, y0: cy - 50, x1: cx + 50, y1: cy + 50,
                                               differingFrom: background, tolerance: 60)
        }
        let big = Double(inked(around: 0)), small = Double(inked(around: 10))
        XCTAssertEqual(big, Double.pi * 40 * 40, accuracy: Double.pi * 40 * 40 * 0.04)
        XCTAssertEqual(big / small, 4, accuracy: 0.2, "four times the value, four times the area")
    }

    func testBandShadesBetweenItsLinesInTwoColours() {
        let band = BandSeries(title: "b")
        band.style.fillColor = blue
        band.style.crossedFillColor = Color(hex: 0xe69f00)
        band.style.lineWidth = 1
        let c = chart { $0.add(band, x: [0, 1, 2, 3, 4], low: [1, 1, 1, 6, 6], high: [5, 5, 5, 2, 2]) }
        c.yAxis.explicitDefaultRange = AxisRange(min: 0, max: 7)
        let image = renderer.render(c, size: size)
        PixelAssertions.keep(image, name: "series-band")
        PixelAssertions.assertColor(image, x: Int(px(c, x: 1)), y: Int(py(c, y: 3)), blue, tolerance: 2)
        PixelAssertions.assertColor(image, x: Int(px(c, x: 3.5)), y: Int(py(c, y: 4)), Color(hex: 0xe69f00), tolerance: 2)
        PixelAssertions.assertColor(image, x: Int(px(c, x: 1)), y: Int(py(c, y: 0.5)), background, tolerance: 2, "below low")
    }

    func testBarsReachTheirValuesAlongX() {
        let bars = BarSeries(title: "b")
        bars.style.fillColor = blue
        let c = chart { $0.add(bars, x: [6, -3], y: [0, 1]) }
        c.xAxis.explicitDefaultRange = AxisRange(min: -5, max: 10)
        let image = renderer.render(c, size: size)
        PixelAssertions.keep(image, name: "series-bars")
        let row = Int(py(c, y: 0))
        let end = px(c, x: 6).rounded()
        PixelAssertions.assertColor(image, x: Int(end) - 1, y: row, blue, tolerance: 2)
        PixelAssertions.assertColor(image, x: Int(end), y: row, background, tolerance: 2)
        PixelAssertions.assertColor(image, x: Int(px(c, x: -2)), y: Int(py(c, y: 1)), blue, tolerance: 2, "the negative bar goes left")
        PixelAssertions.assertColor(image, x: Int(px(c, x: 2)), y: Int(py(c, y: 1)), background, tolerance: 2)
    }

    func testDenseDashedSeriesShowsGaps() {
        let line = LineSeries(title: "dashed")
        line.style.lineColor = red
        line.style.lineWidth = 3
        line.style.dash = [8, 8]
        let n = 5000
        let c = chart { $0.add(line, x: (0..<n).map(Double.init), y: [Double](repeating: 1, count: n)) }
        c.yAxis.explicitDefaultRange = AxisRange(min: 0, max: 2)
        let image = renderer.render(c, size: size)
        PixelAssertions.keep(image, name: "series-dense-dash")
        let row = Int(py(c, y: 1))
        let x0 = Int(px(c, x: 500)), x1 = Int(px(c, x: 4500))
        let gaps = (x0..<x1).filter { PixelAssertions.distance(image, $0, row, background) <= 2 }.count
        XCTAssertGreaterThan(Double(gaps), Double(x1 - x0) * 0.35, "about half the line is gaps")
        XCTAssertLessThan(Double(gaps), Double(x1 - x0) * 0.65)
    }

    func testLegendSymbolsAndHiddenSeriesDimmed() {
        let shown = ColumnSeries(title: "shown"), hidden = ColumnSeries(title: "hidden")
        shown.style.fillColor = blue
        hidden.style.fillColor = blue
        let c = chart {
            $0.add(shown, y: [1, 2])
            $0.add(hidden, y: [2, 1])
        }
        c.legend.isVisible = true
        hidden.isHidden = true
        c.refitAxes()
        let image = renderer.render(c, size: size)
        PixelAssertions.keep(image, name: "series-legend")
        guard let entries = c.lastLayout?.legendEntries, entries.count == 2 else { return XCTFail("two entries") }
        let a = entries[0].symbolFrame, b = entries[1].symbolFrame
        PixelAssertions.assertColor(image, x: Int(a.midX), y: Int(a.midY), blue, tolerance: 2, "symbol in the series' style")
        XCTAssertGreaterThan(PixelAssertions.distance(image, Int(b.midX), Int(b.midY), blue), 60, "a hidden series' symbol is dimmed")
    }
}
