import ChartKit
import ChartTestSupport
import Foundation
import XCTest
@testable import ChartViewer

/// A spec's `legend` reaches every kind of chart: cartesian, pie and polar or radar, where the
/// position used to be ignored; and a legend on the plot's top border keeps clear of the title.
final class SpecLegendTests: XCTestCase {
    private var scratch: ScratchFolder!
    private let measurer = ApproximateTextMeasurer()

    override func setUpWithError() throws {
        scratch = try ScratchFolder("spec-legend")
        _ = try scratch.write("wind.csv", "direction,calm,storm\n0,3,9\n90,4,7\n180,2,8\n270,5,6\n")
    }

    override func tearDown() {
        scratch = nil
    }

    private func chart(type: String, legend: String) throws -> Chart {
        let path = try scratch.write("spec.json", """
            { "title": "Wind", "data": "wind.csv", "type": "\(type)",
              "series": [ { "column": "calm" }, { "column": "storm" } ], "legend": \(legend) }
            """)
        return try ChartFactory.makeChart(spec: try ChartFactory.loadSpec(path), specPath: path)
    }

    private func laidOut(_ chart: Chart) throws -> ChartLayout {
        chart.applyLayout(size: Size(width: 800, height: 500), measurer: measurer)
        return try XCTUnwrap(chart.lastLayout)
    }

    func testPolarAndRadarChartsTakeTheLegendPositionAndPlacement() throws {
        for type in ["polar", "radar", "line"] {
            let bottom = try chart(type: type, legend: #"{ "position": "bottom" }"#)
            XCTAssertEqual(bottom.legend.position, .bottom, type)
            XCTAssertTrue(bottom.legend.isVisible, type)
            let layout = try laidOut(bottom)
            let legend = try XCTUnwrap(layout.legendFrame, type)
            XCTAssertGreaterThanOrEqual(legend.minY, layout.plotArea.maxY, "\(type): the legend is below the plot")
            let inside = try chart(type: type, legend: #"{ "position": "topLeft", "inside": true }"#)
            XCTAssertEqual(inside.legend.placement, .insidePlotArea, type)
            let hidden = try chart(type: type, legend: #"{ "hidden": true }"#)
            XCTAssertFalse(hidden.legend.isVisible, type)
        }
        XCTAssertThrowsError(try chart(type: "polar", legend: #"{ "position": "middle" }"#)) { error in
            XCTAssertTrue("\(error)".contains("legend position \"middle\""), "\(error)")
        }
    }

    func testALegendOnThePlotsTopBorderNeverCoversTheTitle() throws {
        for type in ["line", "polar"] {
            for position in [Legend.Position.top, .topLeft, .topRight] {
                let c = try chart(type: type, legend: "{}")
                c.legend.placement = .onPlotAreaBorder
                c.legend.position = position
                let layout = try laidOut(c)
                let title = try XCTUnwrap(layout.titleFrame), legend = try XCTUnwrap(layout.legendFrame)
                XCTAssertGreaterThanOrEqual(legend.minY, title.maxY, "\(type) \(position)")
                XCTAssertEqual(legend.midY, layout.plotArea.minY, accuracy: 1, "\(type) \(position): on the border")
            }
        }
    }
}
