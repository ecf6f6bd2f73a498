import Foundation
import XCTest
@testable import ChartData

/// Small parameter tables keyed by text types: factors per region, house and day type. The rows
/// key a design, so they are never joined as lines over the row index.
final class InferenceParametersTests: XCTestCase {
    private func choose(_ text: String, _ request: ChartRequest = ChartRequest()) throws -> (ChartChoice, TableSchema) {
        let schema = try TableSchema(table: DelimitedTextParser.parse(text, file: "t.csv", keepTextColumns: true))
        return (try ChartChoice(schema: schema, request: request), schema)
    }

    /// A deterministic wobble in -1…1.
    private func wobble(_ i: Int) -> Double { sin(Double(i) * 12.9898) }

    /// Ten factor columns for each of 15 regions × 2 house types × 3 day types: too many
    /// measures to average side by side, but no cross-section takes the rows either (they key a
    /// design), so the house type stays x; never the row index joining each region's rows.
    func testManyFactorsOfADesignKeepTheirCategoryX() throws {
        let measures = (1...10).map { "F\($0)" }
        var lines = [(["TRY", "Haus", "TT"] + measures).joined(separator: ",")]
        var i = 0
        for region in 1...15 {
            for house in ["EFH", "MFH"] {
                for day in ["heat", "power", "water"] {
                    let cells = measures.indices.map { String(format: "%.5f", 0.002 + 0.001 * wobble(i * 10 + $0)) }
                    lines.append((["\(region)", house, day] + cells).joined(separator: ","))
                    i += 1
                }
            }
        }
        let (choice, _) = try choose(lines.joined(separator: "\n") + "\n")
        XCTAssertEqual(choice.x, "Haus", choice.explanation)
        XCTAssertNotEqual(choice.kind, "line", choice.explanation)
    }

    /// A factor per building type and weekday, the weekday unwritten: the rows come in blocks
    /// of 7 for each of 14 types (more than a column chart of means per type shows). One line
    /// per type over the step within its block, not one line through every type over the row
    /// index.
    func testBlocksOfOneSizePerTypeAreALinePerType() throws {
        var lines = [",type,factor"]
        for row in 0..<98 { lines.append("\(row),type\(Character(UnicodeScalar(65 + row / 7)!)),\(String(format: "%.3f", 1 + 0.1 * wobble(row)))") }
        let (choice, schema) = try choose(lines.joined(separator: "\n") + "\n")
        XCTAssertEqual(choice.x, "row within type", choice.explanation)
        XCTAssertEqual(choice.by, "type")
        XCTAssertEqual(choice.kind, "line")
        XCTAssertTrue(choice.decision("x")!.description.contains("14 blocks of 7, one per type"), choice.explanation)
        let series = choice.series(schema: schema)
        XCTAssertEqual(series.count, 14)
        XCTAssertEqual(series[0].x, [1, 2, 3, 4, 5, 6, 7])
    }

    /// Blocks of unequal size are no steps of one design.
    func testUnequalBlocksStayOverTheRows() throws {
        var lines = [",type,factor"]
        for row in 0..<40 { lines.append("\(row),\(row < 25 ? "EFH" : "MFH"),\(String(format: "%.3f", 1 + 0.1 * wobble(row)))") }
        let (choice, _) = try choose(lines.joined(separator: "\n") + "\n")
        XCTAssertNotEqual(choice.x, "row within type", choice.explanation)
    }
}
