import ChartKit
import ChartTestSupport
import XCTest

/// A user's own series kind (`ErrorBarSeries`, public API only) drawn headless and checked at
/// pixels computed from the model, with the legend, hiding, hit-testing and axis fitting the
/// chart gives every kind.
final class ErrorBarSeriesTests: XCTestCase {
    private var renderer: ChartImageRenderer!
    private let size = Size(width: 640, height: 400)
    private let red = Color(hex: 0xd01c1c)
    private let x: [Double] = [1, 2, 3, 4]
    private let y: [Double] = [5, 8, 6, 7]
    private let errors: [Double] = [1, 2, 0.5, 1.5]

    override func setUpWithError() throws {
        renderer = try SharedRenderer.get()
    }

    override func tearDown() {
        XCTAssertEqual(renderer?.glErrors.map(\.description) ?? [], [], "GL errors during the test")
    }

    private func makeChart(_ bars: ErrorBarSeries, x: [Double]? = nil, y: [Double]? = nil,
                           errors: [Double]? = nil) -> Chart {
        let chart = Chart(title: "Error bars")
        let source = ArrayDataSource()
        source.add(bars, x: x ?? self.x, y: y ?? self.y, values: [.error: errors ?? self.errors])
        chart.dataSource = source
        chart.xAxis.showsMajorGridLines = false
        chart.yAxis.showsMajorGridLines = false
        return chart
    }

    private func pixel(_ chart: Chart, x: Double, y: Double) -> (x: Double, y: Double) {
        (chart.xAxis.pixelValue(forDataValue: x), chart.yAxis.pixelValue(forDataValue: y))
    }

    func testTheYAxisFitsTheEndsOfTheBarsNotJustThePoints() {
        let chart = makeChart(ErrorBarSeries(title: "e"))
        XCTAssertEqual(chart.yAxis.dataRange, AxisRange(min: 4, max: 10))
        XCTAssertEqual(chart.xAxis.dataRange, AxisRange(min: 1, max: 4))
    }

    func testEachBarRunsFromValueMinusErrorToValuePlusErrorWithCapsAtBothEnds() {
        let bars = ErrorBarSeries(title: "e")
        bars.color = red
        let chart = makeChart(bars)
        chart.xAxis.explicitDefaultRange = AxisRange(min: 0, max: 5)
        chart.yAxis.explicitDefaultRange = AxisRange(min: 0, max: 12)
        let image = renderer.render(chart, size: size)
        PixelAssertions.keep(image, name: "custom-error-bars")
        let background = Theme.light.plotBackground
        for i in x.indices {
            let centre = pixel(chart, x: x[i], y: y[i])
            let top = pixel(chart, x: x[i], y: y[i] + errors[i]).y.rounded()
            let bottom = pixel(chart, x: x[i], y: y[i] - errors[i]).y.rounded()
            // A 2-point stem centred on the pixel edge nearest the point covers the columns on
            // both sides of it.
            let stem = Int(centre.x.rounded())
            let between = Int((centre.y + (top - centre.y) / 2).rounded())
            PixelAssertions.assertColor(image, x: stem - 1, y: between, red, tolerance: 2, "stem of bar \(i), left column")
            PixelAssertions.assertColor(image, x: stem, y: between, red, tolerance: 2, "stem of bar \(i), right column")
            PixelAssertions.assertColor(image, x: stem + 3, y: between, background, tolerance: 2, "beside the stem of bar \(i)")
            for (name, end) in [("top", top), ("bottom", bottom)] {
                // Caps reach 5 points either side; the rows either side of the snapped end are covered.
                PixelAssertions.assertColor(image, x: stem - 4, y: Int(end) - 1, red, tolerance: 2, "\(name) cap of bar \(i)")
                PixelAssertions.assertColor(image, x: stem + 3, y: Int(end), red, tolerance: 2, "\(name) cap of bar \(i)")
                PixelAssertions.assertColor(image, x: stem - 8, y: Int(end), background, tolerance: 2, "past the \(name) cap of bar \(i)")
            }
            PixelAssertions.assertColor(image, x: stem - 1, y: Int(top) - 4, background, tolerance: 2, "above bar \(i)")
            PixelAssertions.assertColor(image, x: stem - 1, y: Int(bottom) + 4, background, tolerance: 2, "below bar \(i)")
        }
    }

    func testAtScaleTwoTheStemCoversFourDevicePixelColumns() {
        let bars = ErrorBarSeries(title: "e")
        bars.color = red
        let chart = makeChart(bars)
        let image = renderer.render(chart, size: size, scale: 2)
        PixelAssertions.keep(image, name: "custom-error-bars-scale2")
        XCTAssertEqual(image.width, 1280)
        let background = Theme.light.plotBackground
        for i in x.indices {
            let centre = pixel(chart, x: x[i], y: y[i])
            let top = pixel(chart, x: x[i], y: y[i] + errors[i]).y
            let column = Int((centre.x * 2).rounded()), row = Int((centre.y + top)) // the middle, in device pixels
            for dx in -2...1 {
                PixelAssertions.assertColor(image, x: column + dx, y: row, red, tolerance: 2, "stem \(i), column \(dx)")
            }
            PixelAssertions.assertColor(image, x: column + 4, y: row, background, tolerance: 2, "beside stem \(i)")
        }
    }

    func testAnUnstyledSeriesTakesItsPaletteColourInTheDarkTheme() {
        let chart = makeChart(ErrorBarSeries(title: "e"))
        chart.theme = .dark
        let image = renderer.render(chart, size: size)
        PixelAssertions.keep(image, name: "custom-error-bars-dark")
        let centre = pixel(chart, x: x[1], y: y[1])
        let top = pixel(chart, x: x[1], y: y[1] + errors[1]).y
        PixelAssertions.assertColor(image, x: Int(centre.x.rounded()) - 1, y: Int((centre.y + top) / 2),
                                    Theme.dark.paletteColor(0), tolerance: 2)
    }

    func testHidingTheSeriesErasesItAndRefitsTheAxes() {
        let bars = ErrorBarSeries(title: "e")
        bars.color = red
        let chart = makeChart(bars)
        chart.yAxis.explicitDefaultRange = AxisRange(min: 0, max: 12)
        let line = LineSeries(title: "reference")
        (chart.dataSource as? ArrayDataSource)?.add(line, x: [0, 5], y: [2, 3])
        chart.reloadData()
        XCTAssertEqual(chart.yAxis.dataRange, AxisRange(min: 2, max: 10))
        bars.isHidden = true
        XCTAssertEqual(chart.yAxis.dataRange, AxisRange(min: 2, max: 3), "hiding refits by itself")
        let image = renderer.render(chart, size: size)
        let centre = pixel(chart, x: x[1], y: y[1])
        let top = pixel(chart, x: x[1], y: y[1] + errors[1]).y
        PixelAssertions.assertColor(image, x: Int(centre.x.rounded()) - 1, y: Int((centre.y + top) / 2),
                                    Theme.light.plotBackground, tolerance: 2, "a hidden bar is not drawn")
        bars.isHidden = false
        XCTAssertEqual(chart.yAxis.dataRange, AxisRange(min: 2, max: 10))
    }

    func testTheLegendDrawsTheKindsOwnSymbolAndAClickOnItHidesTheSeries() throws {
        let bars = ErrorBarSeries(title: "Measured")
        bars.color = red
        let chart = makeChart(bars)
        chart.legend.isVisible = true
        let image = renderer.render(chart, size: size)
        PixelAssertions.keep(image, name: "custom-error-bars-legend")
        let entry = try XCTUnwrap(chart.lastLayout?.legendEntries.first)
        XCTAssertEqual(entry.title, "Measured")
        let symbol = entry.symbolFrame
        PixelAssertions.assertColor(image, x: Int(symbol.midX.rounded()) - 1, y: Int(symbol.midY), red, tolerance: 2,
                                    "the symbol's stem")
        XCTAssertEqual(chart.legendEntry(at: Point(x: symbol.midX, y: symbol.midY)), 0)
        _ = chart.handleClick(at: Point(x: symbol.midX, y: symbol.midY))
        XCTAssertTrue(bars.isHidden)
    }

    func testAClickOnAPointFindsItThroughTheChartsHitTest() {
        let bars = ErrorBarSeries(title: "e")
        let chart = makeChart(bars)
        _ = renderer.render(chart, size: size)
        for i in x.indices {
            let centre = pixel(chart, x: x[i], y: y[i])
            let hit = chart.hitTest(at: Point(x: centre.x + 2, y: centre.y - 1))
            XCTAssertEqual(hit?.seriesIndex, 0)
            XCTAssertEqual(hit?.pointIndex, i)
            // On the stem just below the top cap, far from the point itself: the bar's own hit shape.
            let nearTop = pixel(chart, x: x[i], y: y[i] + errors[i] * 0.95)
            let onStem = chart.hitTest(at: Point(x: nearTop.x, y: nearTop.y), radius: 1)
            XCTAssertEqual(onStem?.pointIndex, i, "bar \(i) is hit along its length")
            XCTAssertEqual(onStem?.distance, 0)
            // Beside the cap, outside the bar.
            XCTAssertNil(chart.hitTest(at: Point(x: nearTop.x + 9, y: nearTop.y), radius: 1))
        }
    }

    func testBarsJustOutsideTheViewStillReachInButFartherOnesAreNotDrawn() {
        let chart = makeChart(ErrorBarSeries(title: "e"))
        chart.setRange(min: 2.01, max: 2.99, on: chart.xAxis)
        let scene = chart.makeScene(size: size, measurer: ApproximateTextMeasurer())
        let strokes = scene.series.compactMap { command -> Int? in
            if case .segments(let batch) = command { return batch.segments.count }
            return nil
        }.reduce(0, +)
        // The points at x = 2 and 3 (a stem and two caps each); not those at 1 and 4.
        XCTAssertEqual(strokes, 6)
    }

    func testBadValuesAreSkippedAndNeverCrash() {
        let bars = ErrorBarSeries(title: "e")
        bars.color = red
        let chart = makeChart(bars, x: [1, 2, .nan, 4, 5], y: [5, .nan, 6, .infinity, 7],
                              errors: [.nan, 1, 1, 1, -.infinity])
        // Point 0 (NaN error) counts as its value; point 4's infinite error draws no bar.
        XCTAssertEqual(chart.yAxis.dataRange, AxisRange(min: 5, max: 7))
        let image = renderer.render(chart, size: size)
        XCTAssertEqual(image.width, 640)
        let empty = makeChart(ErrorBarSeries(title: "none"), x: [], y: [], errors: [])
        XCTAssertNil(empty.yAxis.dataRange)
        _ = renderer.render(empty, size: size)
        // A datasource that gives no error column draws the dots alone.
        let chart2 = Chart()
        let source = ArrayDataSource()
        source.add(ErrorBarSeries(title: "no errors"), x: [1, 2], y: [3, 4])
        chart2.dataSource = source
        XCTAssertEqual(chart2.yAxis.dataRange, AxisRange(min: 3, max: 4))
        _ = renderer.render(chart2, size: size)
    }
}
