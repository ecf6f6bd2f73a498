import Foundation
import XCTest
@testable import ChartData

/// Series on a union of their rows are drawn through their own points
/// (`ChartChoice+SparseSeries`); gaps that come in runs stay gaps.
final class SparseSeriesTests: XCTestCase {
    private func series(_ text: String) throws -> [ChartChoice.Series] {
        let schema = try TableSchema(table: DelimitedTextParser.parse(text, file: "t.csv", keepTextColumns: true))
        return try ChartChoice(schema: schema, request: ChartRequest()).series(schema: schema)
    }

    /// A yearly and a half-yearly series joined on one date index: the yearly one is filled on
    /// every other row and is drawn through its 10 points, the other keeps its 20.
    func testASeriesOnEveryOtherRowOfAUnionIsJoined() throws {
        var lines = ["date,yearly,halfyearly"]
        for i in 0..<20 {
            let month = i % 2 == 0 ? "01" : "07"
            lines.append("\(2000 + i / 2)-\(month)-01,\(i % 2 == 0 ? String(100 + i) : ""),\(50 + i % 3)")
        }
        let drawn = try series(lines.joined(separator: "\n") + "\n")
        XCTAssertEqual(drawn.map(\.name), ["yearly", "halfyearly"])
        XCTAssertEqual(drawn[0].y.count, 10)
        XCTAssertFalse(drawn[0].y.contains { $0.isNaN })
        XCTAssertEqual(drawn[1].y.count, 20)
    }

    /// A recording that dropped out for a run of rows keeps its gap.
    func testARunOfGapsStays() throws {
        var lines = ["t,v"]
        for i in 0..<60 { lines.append("\(i),\((20..<30).contains(i) ? "" : String(sin(Double(i) / 5)))") }
        let drawn = try series(lines.joined(separator: "\n") + "\n")
        XCTAssertEqual(drawn[0].y.count, 60)
        XCTAssertEqual(drawn[0].y.filter(\.isNaN).count, 10)
        XCTAssertFalse(ChartChoice.isInterleavedWithGaps([1, .nan, 2, 3, .nan, 4, 5]))
        XCTAssertTrue(ChartChoice.isInterleavedWithGaps([1, .nan, 2, .nan, 3, .nan, 4, 5]))
    }
}
