import ChartKit
import XCTest

/// The radial snippet of docs/radial.md (once README.md's "Radial charts"), compiled and run.
final class RadialReadmeTests: XCTestCase {
    func testRadialSnippet() throws {
        let chart = Chart()
        let data = ArrayDataSource()
        let pie = PieSeries(title: "Energy")
        pie.labelPosition = .outside
        pie.sliceSpokeStyles["Gas"] = SpokeStyle(color: .black, width: 2, length: 24)
        pie.sliceLabelFormatter = { "\($0.name): \(Int(($0.fraction * 100).rounded())) %" }
        pie.minimumSliceAngle = 3 * .pi / 180
        pie.rotateSelectedSliceTo = .pi / 2
        data.add(pie, values: [38, 24, 15, 10, 0.8], names: ["Gas", "Wind", "Nuclear", "Solar", "Oil"])
        chart.dataSource = data
        chart.rotate(pie, to: .pi / 4, animated: true)
        var time = 0.0
        while chart.isNavigationAnimating {
            time += 1.0 / 60
            chart.advance(to: time)
        }
        XCTAssertEqual(pie.rotationAngle, .pi / 4)
        let facingDown = chart.slice(atAngle: .pi / 2, in: pie)
        XCTAssertNotNil(facingDown)
        chart.rotateSlice(1, of: pie, to: -.pi / 2)
        while chart.isNavigationAnimating {
            time += 1.0 / 60
            chart.advance(to: time)
        }
        XCTAssertEqual(chart.slice(atAngle: -.pi / 2, in: pie)?.name, "Wind")
        XCTAssertEqual(chart.slices(of: pie).last?.name, "Oil", "a lone sliver stays itself: only two or more merge")

        let radar = Chart()
        radar.xAxis = CategoryAxis(categories: ["Speed", "Comfort", "Safety", "Economy", "Space"])
        let ratings = ArrayDataSource()
        ratings.add(RadarSeries(title: "Estate"), y: [3.4, 4.4, 4.5, 3.8, 4.9])
        radar.dataSource = ratings
        XCTAssertTrue(radar.isPolarChart)
        XCTAssertEqual(radar.yAxis.visibleRange.min, 0)
    }
}
