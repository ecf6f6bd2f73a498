import ChartData
import ChartKit
import Foundation
import XCTest
@testable import ChartViewer

/// Long tables as the viewer draws them: one column's series far apart in magnitude share one
/// logarithmic y axis (never a second linear one), and folded keys draw one line per group.
final class PanelChartTests: XCTestCase {
    private func chart(_ text: String) throws -> (Chart, TablePlan) {
        let table = try DelimitedTextParser.parse(text, file: "t.csv", keepTextColumns: true)
        let plan = try TablePlan(table: table, choice: TableChoice(), file: "t.csv")
        return (try ChartFactory.makeChart(plan: plan, title: "t"), plan)
    }

    func testOneColumnsSeriesFarApartShareOneLogAxis() throws {
        // grunfeld: invest by firm, General Motors ~1000, Diamond Match ~5.
        let rows = (0..<60).map { i in "\(["GM", "Chrysler", "Diamond"][i / 20]),\(1935 + i % 20),\([1000.0, 60, 5][i / 20] * (1 + Double(i % 20) / 20))" }
        let (chart, plan) = try chart("firm,year,invest\n" + rows.joined(separator: "\n") + "\n")
        XCTAssertTrue(chart.yAxis.scale is LogarithmicScale, "\(type(of: chart.yAxis.scale))")
        XCTAssertEqual(chart.yAxes.count, 1, "no second axis for one column")
        XCTAssertEqual(chart.yAxis.title, "invest")
        XCTAssertTrue(try plan.specJSON(dataPath: "/t.csv").contains("\"type\": \"log\""))
    }

    func testTooManyKeysDrawOneLinePerGroup() throws {
        let rows = (0..<(60 * 6)).map { i in
            "c\(i / 6),\(["Asia", "Europe", "Africa"][(i / 6) % 3]),\(1952 + (i % 6) * 5),\(40 + Double(i % 6) * 2.5)"
        }
        let (chart, plan) = try chart("country,continent,year,lifeExp\n" + rows.joined(separator: "\n") + "\n")
        XCTAssertEqual(plan.series.map(\.name), ["Asia", "Europe", "Africa"])
        XCTAssertEqual(plan.type, "line")
        XCTAssertEqual(chart.series.count, 3)
        XCTAssertTrue(plan.notes.contains { $0.contains("country (60 keys): too many to draw") }, "\(plan.notes)")
    }
}
