import Foundation
import XCTest
@testable import ChartData

/// Warnings that name the cause of a picture that may be wrong (`ChartChoice+SequenceWarnings`,
/// `warnAboutMeasureByOrder`): lines over rows that do not follow on, a measure that orders the
/// rows drawn as a series, a y taken by column order among measures that would draw other
/// pictures — and the near misses that stay silent (a signal over its rows, measures alike).
final class InferenceWarningsTests: XCTestCase {
    private func choose(_ text: String, _ request: ChartRequest = ChartRequest()) throws -> ChartChoice {
        let schema = try TableSchema(table: DelimitedTextParser.parse(text, file: "t.csv", keepTextColumns: true))
        return try ChartChoice(schema: schema, request: request)
    }

    private func noise(_ row: Int, _ stream: Int) -> Int { InferenceCodeAndOutcomeTests.noise(row, stream) }

    private func csv(_ header: String, _ count: Int, _ body: (Int) -> String) -> String {
        header + "\n" + (0..<count).map(body).joined(separator: "\n") + "\n"
    }

    /// Patients' intervals (start, stop, age in no order) beside one measure that drifts: drawn
    /// as lines over the rows, with a warning that 3 of 4 measures jump from row to row.
    func testLinesOverRowsThatDoNotFollowOnAreWarned() throws {
        let c = try choose(csv(",drift,start,stop,age", 120) { i in
            "\(i + 1),\(String(format: "%.3f", sin(Double(i) / 15) * 10 + 50)),\(noise(i, 1) % 900),\(900 + noise(i, 2) % 900),\(20 + noise(i, 3) % 60)"
        })
        XCTAssertNil(c.x, c.explanation)
        XCTAssertEqual(c.kind, "line", c.explanation)
        let warning = try XCTUnwrap(c.warnings.first { $0.hasPrefix("lines join the rows in file order") }, "\(c.warnings)\n\(c.explanation)")
        XCTAssertTrue(warning.contains("3 of 4 measures do not follow on"), warning)
    }

    /// Near miss: rain per day numbered by a day counter (x) jumps from day to day but is a
    /// sequence: no row names beside x, no warning (the Assets/rainfall.csv shape).
    func testNoisySequenceNumberedByItsXIsNotWarned() throws {
        let c = try choose(csv("day,Bergen,Madrid", 200) { i in
            "\(i),\(Double(noise(i, 1) % 200) / 10),\(Double(noise(i, 2) % 50) / 10)"
        })
        XCTAssertFalse(c.warnings.contains { $0.hasPrefix("lines join") }, "\(c.warnings)\n\(c.explanation)")
    }

    /// Near miss: signals over their rows (each follows on) carry no such warning.
    func testSignalsOverTheirRowsAreNotWarned() throws {
        let c = try choose(csv("a,b,c", 200) { i in
            let t = Double(i) / 9
            return "\(String(format: "%.4f", sin(t))),\(String(format: "%.4f", cos(t * 0.7) * 3)),\(String(format: "%.4f", sin(t * 1.3) + 0.1 * Double(noise(i, 4) % 10)))"
        }, { var r = ChartRequest(); r.firstColumnMayBeX = false; return r }())
        XCTAssertFalse(c.warnings.contains { $0.hasPrefix("lines join") }, "\(c.warnings)")
        XCTAssertFalse(c.warnings.contains { $0.contains("in every row") }, "\(c.warnings)")
    }

    /// A wavelength rising in every row, drawn beside the extinction as one more series over the
    /// row index (JSON lines keep no column order, so it was not x): warned, naming --x wave.
    func testMeasureThatOrdersTheRowsDrawnAsASeriesIsWarned() throws {
        var request = ChartRequest()
        request.firstColumnMayBeX = false
        let c = try choose(csv("wave,extinction,unc", 60) { i in
            let wave = 0.1 * pow(1.07, Double(i))
            return "\(String(format: "%.5f", wave)),\(String(format: "%.4f", 1 / wave + 0.2 * sin(Double(i)))),\(String(format: "%.4f", 0.05 + 0.01 * cos(Double(i) / 5)))"
        }, request)
        guard c.x == nil else { return XCTAssertNotEqual(c.x, "extinction", c.explanation) }
        let warning = try XCTUnwrap(c.warnings.first { $0.hasPrefix("wave rises in every row") }, "\(c.warnings)\n\(c.explanation)")
        XCTAssertTrue(warning.contains("--x wave"), warning)
    }

    /// A cross-section whose y was taken by column order among measures that draw other
    /// pictures: the warning says why (rows of entities, no outcome named, how many others differ).
    func testColumnOrderWarningSaysWhyTheChoiceWasUncertain() throws {
        let c = try choose(csv("name,a,b,c,d", 200) { i in
            "n\(i),\(noise(i, 1) % 1000),\(noise(i, 2) % 500),\(noise(i, 3) % 300),\(noise(i, 4) % 700)"
        })
        let warning = try XCTUnwrap(c.warnings.first { $0.hasPrefix("drew ") }, "\(c.warnings)\n\(c.explanation)")
        XCTAssertTrue(warning.contains("none named as the outcome, so taken by column order"), warning)
        XCTAssertTrue(warning.contains("of the others would draw another picture"), warning)
        XCTAssertTrue(warning.contains("other candidates:"), warning)
    }

    /// Near miss: the other measures are nearly the same as the one drawn (|r| ≥ 0.9, one
    /// quantity in three units): any would draw this picture, so no column-order warning.
    func testNoColumnOrderWarningWhenTheOthersAreAlike() throws {
        let c = try choose(csv("name,mass_g,mass_kg,mass_lb", 200) { i in
            let g = Double(noise(i, 1) % 10_000) + 100
            return "n\(i),\(g),\(String(format: "%.4f", g / 1000 + Double(noise(i, 3) % 10) / 1e4)),\(String(format: "%.4f", g / 453.6 + Double(noise(i, 4) % 10) / 1e3))"
        })
        XCTAssertTrue(c.isCrossSection, c.explanation)
        XCTAssertFalse(c.warnings.contains { $0.hasPrefix("drew ") }, "\(c.warnings)\n\(c.explanation)")
        XCTAssertTrue(c.decision("y")!.description.contains("other candidates"), c.explanation)
    }
}
