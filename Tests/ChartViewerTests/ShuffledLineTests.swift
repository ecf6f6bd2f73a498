import ChartData
import Foundation
import XCTest
@testable import ChartViewer

/// A line asked for over shuffled rows (issue #22: 10^6 took 21-41 s, every row a segment across
/// the whole plot for the rasteriser). The rows are sorted by x once (n log n) with one warning;
/// without --type the plan still picks a scatter for unsorted x. Outcomes are checked, not time.
final class ShuffledLineTests: XCTestCase {
    private func plan(rows: Int, type: String?, by: Bool = false) throws -> TablePlan {
        var generator = SystemRandomNumberGenerator()
        let xs = (0..<rows).shuffled(using: &generator)
        let text = (by ? "x,y,k\n" : "x,y\n") + xs.map { "\($0),\(($0 * 7919) % 1000)" + (by ? ",k\($0 % 3)" : "") }
            .joined(separator: "\n") + "\n"
        let table = try DelimitedTextParser.parse(text, file: "s.csv", keepTextColumns: true)
        var choice = TableChoice()
        choice.type = type
        if by { choice.by = "k" }
        return try TablePlan(table: table, choice: choice, file: "s.csv")
    }

    func testALineOverShuffledRowsIsDrawnInXOrder() throws {
        for type in ["line", "area", "step"] {
            let plan = try plan(rows: 100_000, type: type)
            XCTAssertEqual(plan.series.count, 1)
            XCTAssertEqual(plan.series[0].x, (0..<100_000).map(Double.init), type)
            XCTAssertEqual(plan.series[0].y[7], Double((7 * 7919) % 1000), "y moved with its x")
            XCTAssertEqual(plan.notes.filter { $0.contains("x is not in order") }.count, 1, "\(plan.notes)")
        }
        let grouped = try plan(rows: 3000, type: "line", by: true)
        XCTAssertEqual(grouped.series.count, 3)
        XCTAssertTrue(grouped.series.allSatisfy { TablePlan.isSorted($0.x) })
        XCTAssertEqual(grouped.notes.filter { $0.contains("x is not in order") }.count, 1)
    }

    func testWithoutATypeShuffledRowsStillDrawAsAScatter() throws {
        let plan = try plan(rows: 1000, type: nil)
        XCTAssertEqual(plan.type, "scatter")
        XCTAssertFalse(TablePlan.isSorted(plan.series[0].x))
        XCTAssertTrue(plan.notes.isEmpty, "\(plan.notes)")
    }
}
