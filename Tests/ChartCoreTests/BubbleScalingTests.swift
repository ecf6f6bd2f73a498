import XCTest
@testable import ChartCore

/// Bubble sizes that survive an outlier, and fitted ranges that keep bubbles whole.
final class BubbleScalingTests: XCTestCase {
    private let measurer = ApproximateTextMeasurer()

    private func bubbles(_ x: [Double], _ y: [Double], _ area: [Double],
                         configure: (BubbleSeries) -> Void = { _ in }) -> (Chart, Scene) {
        let chart = Chart(title: "Bubbles")
        let source = ArrayDataSource()
        let series = BubbleSeries(title: "b")
        configure(series)
        source.add(series, x: x, y: y, area: area)
        chart.dataSource = source
        let scene = chart.makeScene(size: Size(width: 640, height: 400), scale: 1, measurer: measurer)
        return (chart, scene)
    }

    private func shapes(_ scene: Scene) -> [RectShape] {
        scene.series.flatMap { command -> [RectShape] in if case .rects(let r) = command { return r } else { return [] } }
    }

    func testAnOutlierAreaNoLongerShrinksTheOthers() {
        let (_, scene) = bubbles([1, 2, 3, 4, 5], [1, 2, 3, 1.5, 2.5], [1e308, 1, 2, 4, 3])
        let drawn = shapes(scene)
        XCTAssertEqual(drawn.count, 5)
        // Area 4, the largest ordinary one, gets the biggest diameter (40); the rest follow their
        // areas from it: area 1 is half as wide.
        XCTAssertEqual(drawn[3].rect.width, 40, accuracy: 1e-9)
        XCTAssertEqual(drawn[1].rect.width, 20, accuracy: 1e-9)
        XCTAssertEqual(drawn[2].rect.width, 40 * (2.0 / 4).squareRoot(), accuracy: 1e-9)
        // The outlier is clamped to the biggest diameter and drawn with a doubled outline.
        XCTAssertEqual(drawn[0].rect.width, 40, accuracy: 1e-9)
        XCTAssertEqual(drawn[0].borderWidth, 2)
        XCTAssertEqual(drawn[1].borderWidth, 1)
    }

    func testTheScaleReferenceSkipsOnlyIsolatedOutliers() {
        XCTAssertEqual(SeriesValues.largestNonOutlier([1e308, 2, 1]), 2)
        XCTAssertEqual(SeriesValues.largestNonOutlier([1e308, 1e300, 2, 1]), 2, "a chain of outliers")
        XCTAssertEqual(SeriesValues.largestNonOutlier([1e9, 1e6, 1e3, 1]), 1e9, "a wide but continuous spread is data")
        XCTAssertEqual(SeriesValues.largestNonOutlier([5]), 5)
        XCTAssertEqual(SeriesValues.largestNonOutlier([1e308]), 1e308)
        XCTAssertNil(SeriesValues.largestNonOutlier([0, -3, .nan, .infinity]))
    }

    func testFittedRangesKeepEveryBubbleInsideThePlot() {
        for diameter in [20.0, 40, 120] {
            let (chart, scene) = bubbles([0, 10, 0, 10, 5], [0, 10, 10, 0, 5], [10, 10, 8, 6, 4]) {
                $0.biggestBubbleDiameterForAutoScaling = diameter
            }
            let plot = scene.plotArea
            for shape in shapes(scene) {
                let r = shape.rect, inner = plot.insetBy(dx: 1, dy: 1)
                XCTAssertTrue(r.minX >= inner.minX && r.maxX <= inner.maxX && r.minY >= inner.minY && r.maxY <= inner.maxY,
                              "\(diameter): \(r) in \(plot)")
            }
            // Past the 4 % padding, the biggest bubble at x = 0 sits its radius plus 2 points
            // (outline and air) from the edge; at 20 points the padding is wider.
            let left = chart.xAxis.pixelValue(forDataValue: 0) - plot.minX
            if diameter >= 40 { XCTAssertEqual(left, diameter / 2 + 2, accuracy: 1e-6, "\(diameter)") }
            XCTAssertGreaterThanOrEqual(left, diameter / 2 + 2 - 1e-6)
        }
    }

    func testPaddingStaysWhereItIsWiderThanTheBubbles() {
        // Tiny bubbles: the axis's own 4 % padding is wider than their reach.
        let (chart, _) = bubbles([0, 10], [0, 10], [1, 1]) { $0.biggestBubbleDiameterForAutoScaling = 2 }
        XCTAssertEqual(chart.xAxis.visibleRange.min, -0.4, accuracy: 1e-9)
        XCTAssertEqual(chart.xAxis.visibleRange.max, 10.4, accuracy: 1e-9)
    }

    func testExtremeBubbleDataStayFinite() {
        let (chart, scene) = bubbles([-1e308, 1e308], [-1e308, 1e308], [1e308, 1e-308])
        XCTAssertTrue(chart.xAxis.visibleRange.isFinite)
        for shape in shapes(scene) {
            XCTAssertTrue(shape.rect.minX.isFinite && shape.rect.width.isFinite, "\(shape.rect)")
        }
    }
}
