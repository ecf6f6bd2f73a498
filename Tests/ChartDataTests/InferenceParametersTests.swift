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
}
