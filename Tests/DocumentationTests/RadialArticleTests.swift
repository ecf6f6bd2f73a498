import ChartKit
import Foundation
import XCTest

/// RadialCharts.md.
final class RadialArticleTests: ArticleTestCase {
    private let size = Size(width: 800, height: 500)

    func testPieSnippet() {
        let chart = Chart()
        let pie = PieSeries(title: "Energy")
        pie.labelPosition = .outside                       // stacked left and right, joined by spokes
        pie.sliceSpokeStyles["Gas"] = SpokeStyle(color: .black, width: 2, length: 24)
        pie.sliceLabelFormatter = { "\($0.name): \(Int(($0.fraction * 100).rounded())) %" }
        pie.minimumSliceAngle = 3 * .pi / 180              // two or more slivers merge into "Other"
        let data = ArrayDataSource()
        data.add(pie, values: [38, 24, 15, 10, 0.8], names: ["Gas", "Wind", "Nuclear", "Solar", "Oil"])
        chart.dataSource = data

        let scene = chart.makeScene(size: size, measurer: ApproximateTextMeasurer())
        XCTAssertEqual(chart.slices(of: pie).map(\.name), ["Gas", "Wind", "Nuclear", "Solar", "Oil"],
                       "a lone sliver stays itself: only two or more merge")
        let commands = scene.underlay + scene.series + scene.chrome + scene.overlay
        let labels = commands.compactMap { if case .text(let t) = $0 { return t.text } else { return nil } }
        XCTAssertTrue(labels.contains("Gas: 43 %"), "the formatter writes the labels: \(labels)")
    }

    func testDonutSnippet() {
        let chart = Chart()
        let ring2023 = DonutSeries(title: "2023")
        let ring2024 = DonutSeries(title: "2024")
        ring2024.innerRadius = 0.6                         // the hole, a fraction of the outer radius
        let rings = ArrayDataSource()
        rings.add(ring2023, values: [30, 50, 20], names: ["Coal", "Gas", "Wind"])
        rings.add(ring2024, values: [20, 45, 35], names: ["Coal", "Gas", "Wind"])
        chart.dataSource = rings
        chart.legend.isVisible = true                      // one entry per slice name

        let scene = chart.makeScene(size: size, measurer: ApproximateTextMeasurer())
        let sectors = scene.series.flatMap { command -> [SectorShape] in
            if case .sectors(let s) = command { return s } else { return [] }
        }
        let radii = Set(sectors.map(\.outerRadius))
        XCTAssertEqual(radii.count, 2, "two concentric rings")
        XCTAssertEqual(chart.slices(of: ring2024).count, 3)
    }

    func testPolarSnippet() throws {
        let wind = Chart(title: "Wind by direction")
        let directions = ArrayDataSource()
        directions.add(PolarSeries(title: "Gusts", kind: .area),
                       x: [0, 45, 90, 135, 180, 225, 270, 315], y: [12, 18, 9, 6, 11, 21, 25, 16])
        wind.dataSource = directions
        wind.polar.angleUnit = .degrees                    // or .radians, or .axisRange
        wind.polar.startAngle = -.pi / 2                   // angle 0 at 12 o'clock (the default)

        wind.applyLayout(size: size, measurer: ApproximateTextMeasurer())   // places the circle; no scene needed
        XCTAssertTrue(wind.isPolarChart)
        let centre = try XCTUnwrap(wind.radialCenter)
        let east = try XCTUnwrap(wind.polarPoint(x: 90, y: 9))
        XCTAssertGreaterThan(east.x, centre.x, "90° lies right of the centre, clockwise from the top")
        XCTAssertEqual(east.y, centre.y, accuracy: 1e-9)
    }

    func testRadarSnippet() {
        let radar = Chart()
        radar.xAxis = CategoryAxis(categories: ["Speed", "Comfort", "Safety", "Economy", "Space"])
        let ratings = ArrayDataSource()
        ratings.add(RadarSeries(title: "Estate"), y: [3.4, 4.4, 4.5, 3.8, 4.9])
        radar.dataSource = ratings                         // radial axis from 0; a spider-web grid

        let scene = radar.makeScene(size: size, measurer: ApproximateTextMeasurer())
        XCTAssertTrue(radar.isPolarChart)
        XCTAssertEqual(radar.yAxis.visibleRange.min, 0)
        let polygons = scene.series.compactMap { if case .polygon(let p) = $0 { return p } else { return nil } }
        XCTAssertEqual(polygons.count, 1, "the series is one closed polygon")
        XCTAssertEqual(polygons.first?.points.count, 5)
    }
}
