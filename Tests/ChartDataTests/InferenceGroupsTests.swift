import Foundation
import XCTest
@testable import ChartData

/// Ids and groups: entities numbered evenly are keys, never the measure drawn; points of many
/// groups are one cloud, not a legend of look-alike entries; columns of different lengths are
/// drawn over their own rows, not squeezed into the first of them.
final class InferenceGroupsTests: XCTestCase {
    private func choose(_ text: String, _ request: ChartRequest = ChartRequest()) throws -> (ChartChoice, TableSchema) {
        let schema = try TableSchema(table: DelimitedTextParser.parse(text, file: "t.csv", keepTextColumns: true))
        return (try ChartChoice(schema: schema, request: request), schema)
    }

    /// A deterministic wobble in -1…1.
    private func wobble(_ i: Int) -> Double { sin(Double(i) * 12.9898) }

    /// A crossed design: every subject (0…19) measured at every time in every region. The
    /// subject numbers are the records' ids; the signal is what is drawn.
    func testEntitiesNumberedEvenlyAreIdsNotTheMeasure() throws {
        var lines = ["timepoint,region,subject,signal"]
        var i = 0
        for t in 0..<12 {
            for region in ["IPS", "AG", "V1"] {
                for subject in 0..<20 {
                    lines.append(String(format: "%.3f,%@,%d,%.4f", Double(t) / 11, region, subject, wobble(i)))
                    i += 1
                }
            }
        }
        let (choice, _) = try choose(lines.joined(separator: "\n") + "\n")
        XCTAssertEqual(choice.x, "timepoint")
        XCTAssertEqual(choice.y, ["signal"])
        XCTAssertTrue(choice.decision("y")!.description.contains("subject: 20 entities numbered in turn, each on as many rows"), choice.explanation)
    }

    /// Whole-number measures that are not evenly spread stay measures.
    func testUnevenWholeNumbersStayMeasures() throws {
        var lines = ["t,region,count,signal"]
        for i in 0..<240 { lines.append("\(i % 12),\(["a", "b", "c"][i % 3]),\((i * 7) % 23),\(wobble(i))") }
        let (choice, _) = try choose(lines.joined(separator: "\n") + "\n")
        XCTAssertEqual(choice.y, ["count"])
    }

    /// Twelve rows for each of 30 groups, a measure against another: one cloud, the key named
    /// in the explanation, not a legend of 30 colours and marker shapes.
    func testPointsOfManyGroupsAreOneCloud() throws {
        var lines = ["Group,IV1,DV,IV2"]
        for i in 0..<360 {
            lines.append(String(format: "%d,%.3f,%.3f,%.3f", i / 12 + 1, 12 + 8 * abs(wobble(i)), 50 + 50 * wobble(i + 7), 50 + 50 * wobble(i + 3)))
        }
        let (choice, _) = try choose(lines.joined(separator: "\n") + "\n")
        XCTAssertEqual(choice.kind, "scatter")
        XCTAssertNil(choice.by, choice.explanation)
        XCTAssertTrue(choice.decision("by")!.description.contains("by = none: one cloud of points: 30 values of Group are too many"), choice.explanation)
        // Named, the key still colours them.
        let (named, _) = try choose(lines.joined(separator: "\n") + "\n", ChartRequest(by: "Group"))
        XCTAssertEqual(named.by, "Group")
    }

    /// Four series of 60 rows beside one of 1,000 (the rest of their column empty): the four
    /// are drawn over their own rows; the long one is named in a warning.
    func testColumnsOfDifferentLengthsAreDrawnOverTheirOwnRows() throws {
        var lines = [",a,b,c,d,long"]
        for i in 0..<1000 {
            let short = i < 60 ? (0..<4).map { String(format: "%.3f", Double($0) + wobble(i + $0)) } : ["", "", "", ""]
            lines.append((["\(i)"] + short + [String(format: "%.3f", Double(i) / 10 + wobble(i))]).joined(separator: ","))
        }
        let (choice, schema) = try choose(lines.joined(separator: "\n") + "\n")
        XCTAssertEqual(choice.y, ["a", "b", "c", "d"])
        XCTAssertEqual(choice.rowLimit, 60)
        XCTAssertTrue(choice.series(schema: schema).allSatisfy { $0.x.count == 60 })
        XCTAssertTrue(choice.warnings.contains { $0.contains("columns of different lengths: a, b, c, d end by row 60 of 1,000") && $0.contains("left out long (name --y long to draw it)") },
                      "\(choice.warnings)")
        XCTAssertTrue(choice.decision("y")!.description.contains("columns of different lengths"), choice.explanation)
    }

    /// Columns with a few gaps at the end stay together.
    func testColumnsEndingNearTogetherStayTogether() throws {
        var lines = [",a,b"]
        for i in 0..<100 { lines.append("\(i)," + String(format: "%.3f,", wobble(i)) + (i < 90 ? String(format: "%.3f", wobble(i + 1)) : "")) }
        let (choice, _) = try choose(lines.joined(separator: "\n") + "\n")
        XCTAssertEqual(choice.y, ["a", "b"])
        XCTAssertNil(choice.rowLimit)
    }

    /// Columns that shorten one after another (a song's chart position in week 1, 2, …, fewer
    /// songs each week) are no two lengths: nothing is left out.
    func testColumnsShorteningInTurnAreNoTwoLengths() throws {
        let weeks = (1...10).map { "wk\($0)" }
        var lines = [([""] + weeks).joined(separator: ",")]
        for i in 0..<200 {
            let cells = weeks.indices.map { week in i < 200 - week * 19 ? String(format: "%.0f", 50 + 40 * wobble(i + week)) : "" }
            lines.append((["\(i)"] + cells).joined(separator: ","))
        }
        let (choice, _) = try choose(lines.joined(separator: "\n") + "\n")
        XCTAssertNil(choice.rowLimit)
        XCTAssertFalse(choice.warnings.contains { $0.contains("columns of different lengths") }, "\(choice.warnings)")
    }
}
