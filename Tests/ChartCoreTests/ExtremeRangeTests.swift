import XCTest
@testable import ChartCore

/// The defined rule for extreme ranges (ARCHITECTURE.md, "Extreme ranges"): a finite range whose
/// span overflows a Double is shown as it is; every pixel mapping uses half-spans, and series
/// geometry narrows its view to a finite span with the plot rectangle shrunk by the same share.
final class ExtremeRangeTests: XCTestCase {
    private let measurer = ApproximateTextMeasurer()

    func testFractionAndValueUseHalfSpans() {
        let wide = AxisRange(min: -1e308, max: 1e308)
        XCTAssertEqual(wide.span, .infinity)
        XCTAssertEqual(wide.fraction(of: 0), 0.5)
        XCTAssertEqual(wide.fraction(of: 1e308), 1)
        XCTAssertEqual(wide.fraction(of: -1e308), 0)
        XCTAssertEqual(wide.value(atFraction: 0.75), 5e307)
        XCTAssertEqual(wide.value(atFraction: 10), .greatestFiniteMagnitude, "clamped to finite")
        XCTAssertEqual(AxisRange(min: 2, max: 6).fraction(of: 5), 0.75)
        XCTAssertEqual(AxisRange(min: 2, max: 6).value(atFraction: 0.25), 3)
        XCTAssertEqual(AxisRange(min: 3, max: 3).fraction(of: 3), 0, "a zero span answers 0, not NaN")
    }

    func testOverflowingRangesMakeFiniteScenes() {
        let ranges: [AxisRange] = [AxisRange(min: -1e308, max: 1e308),
                                   AxisRange(min: -.greatestFiniteMagnitude, max: .greatestFiniteMagnitude),
                                   AxisRange(min: -1e308, max: 1.7e308)]
        for range in ranges {
            for kind in 0..<4 {
                let chart = Chart(title: "t")
                let source = ArrayDataSource()
                let series: ChartSeries = [LineSeries(title: "a"), ScatterSeries(title: "a"),
                                           ColumnSeries(title: "a"), BarSeries(title: "a")][kind]
                source.add(series, x: [range.min, 0, range.max], y: [range.max, 1, range.min])
                chart.dataSource = source
                chart.yAxis.setVisibleRange(range)
                let scene = chart.makeScene(size: Size(width: 640, height: 400), scale: 1, measurer: measurer)
                for case .text(let text) in scene.chrome {
                    XCTAssertTrue(text.position.x.isFinite && text.position.y.isFinite, "\(range) \(kind) \(text.text)")
                }
                XCTAssertTrue(chart.yAxis.pixelValue(forDataValue: 0).isFinite)
                let expected = scene.plotArea.maxY - range.fraction(of: 0) * scene.plotArea.height
                XCTAssertEqual(chart.yAxis.pixelValue(forDataValue: 0), expected, accuracy: 0.5)
            }
        }
    }

    func testGeometryViewNarrowsAnOverflowingSpanAndShrinksThePlot() throws {
        let plot = Rect(x: 100, y: 50, width: 400, height: 200)
        let view = try XCTUnwrap(GeometryView(xRange: AxisRange(min: 0, max: 1),
                                              yRange: AxisRange(min: -1e308, max: 1e308), plotRect: plot, scale: 1))
        XCTAssertTrue(view.ySpan.isFinite)
        XCTAssertEqual(view.plotRect.minX, 100)
        XCTAssertEqual(view.plotRect.width, 400)
        // 1e308 on the full plot lies at its top; on the narrowed view it lies at the same pixel.
        let share = Double.greatestFiniteMagnitude / 4 / 1e308
        XCTAssertEqual(view.plotRect.height, 200 * share, accuracy: 1e-9)
        XCTAssertEqual(view.plotRect.midY, plot.midY, accuracy: 1e-9)
    }

    func testZoomingAnOverflowingRangeStaysFinite() {
        let map = AxisPixelMap(low: -1e308, high: 1e308, pixelStart: 0, pixelLength: 800, isVertical: false)
        let zoomed = map.zoomed(by: 2, aboutPixel: 400)
        XCTAssertEqual(zoomed.low, -5e307)
        XCTAssertEqual(zoomed.high, 5e307)
        let out = map.zoomed(by: 0.5, aboutPixel: 400)
        XCTAssertEqual(out.low, -.greatestFiniteMagnitude)
        XCTAssertEqual(out.high, .greatestFiniteMagnitude)
        XCTAssertEqual(map.pixel(forLinearValue: 5e307), 600)
        XCTAssertEqual(map.linearValue(atPixel: 200), -5e307)
        XCTAssertTrue(map.linearShift(forPixels: 80).isFinite)
    }
}

/// Scales that are not positive finite numbers (found by the layout fuzz target: a scale of 0
/// made pixel snapping divide by zero and tick label placement trap on a NaN range).
final class SceneScaleTests: XCTestCase {
    func testAZeroOrNonFiniteScaleCountsAsOne() {
        for scale in [0.0, -1, .nan, .infinity, 1e-300, 1e300] {
            let chart = Chart(title: "s")
            let source = ArrayDataSource()
            source.add(BarSeries(title: "b"), x: [.leastNonzeroMagnitude, 0], y: [-1e308, -1])
            chart.dataSource = source
            let scene = chart.makeScene(size: Size(width: 568.9, height: 232), scale: scale, measurer: ApproximateTextMeasurer())
            XCTAssertTrue(scene.plotArea.minX.isFinite && scene.plotArea.width.isFinite, "\(scale)")
            let expected = scale.isFinite && scale > 0 ? min(max(scale, 1.0 / 64), 64) : 1
            XCTAssertEqual(chart.lastLayout?.scale, expected, "\(scale)")
        }
    }
}
