import Foundation
import XCTest
@testable import ChartData

/// Dense series overlaid hide each other (`ChartChoice+DenseBands`): hourly series over a year
/// swing across their range hundreds of times, so each is a solid band and the one drawn last
/// covers the others, on one axis or two. They get a pane each. Smooth curves, price-like
/// random walks and a single dense series stay as they were. Each fixture is the shape alone,
/// made up here.
final class DenseBandsTests: XCTestCase {
    private func choose(_ text: String) throws -> ChartChoice {
        let table = try DelimitedTextParser.parse(text, file: "t.csv", keepTextColumns: true)
        return try ChartChoice(schema: try TableSchema(table: table), request: ChartRequest())
    }

    /// `count` rows of the hour (an ISO time, from 2005) and the values `values(row)` gives.
    private func hourly(_ header: String, _ count: Int, _ values: (Int) -> [Double]) -> String {
        let start = Date(timeIntervalSince1970: 1_104_537_600)
        let format = ISO8601DateFormatter()
        format.formatOptions = [.withFullDate, .withTime, .withColonSeparatorInTime, .withSpaceBetweenDateAndTime]
        format.timeZone = TimeZone(identifier: "UTC")
        return header + "\n" + (0..<count).map { row in
            format.string(from: start.addingTimeInterval(Double(row) * 3600)) + ","
                + values(row).map { String(format: "%.3f", $0) }.joined(separator: ",")
        }.joined(separator: "\n") + "\n"
    }

    /// A reproducible noise in -1…1.
    private func noise(_ seed: Int) -> Double {
        var z = UInt64(truncatingIfNeeded: seed) &* 0x9E37_79B9_7F4A_7C15 &+ 0xD1B5_4A32_D192_ED03
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return Double(z >> 11) / Double(1 << 52) - 1
    }

    private func daily(_ row: Int, level: Double, swing: Double, seed: Int) -> Double {
        level + swing * sin(Double(row % 24) / 24 * 2 * .pi) + 0.2 * swing * noise(row &* 7 &+ seed)
    }

    /// Three buildings' hourly demand over a year, one of another size: a pane each, not a
    /// second axis under the other two.
    func testHourlyDemandsOverAYearGetAPaneEach() throws {
        let c = try choose(hourly("time,X1,X2,X3", 8760) { row in
            [daily(row, level: -1, swing: 0.6, seed: 1), daily(row, level: -200, swing: 70, seed: 2), daily(row, level: -60, swing: 50, seed: 3)]
        })
        XCTAssertEqual(c.panes, [["X1"], ["X2"], ["X3"]], c.explanation)
        XCTAssertTrue(c.rightAxisSeries.isEmpty, c.explanation)
        XCTAssertTrue(c.explanation.contains("dense bands"), c.explanation)
        XCTAssertFalse(c.explanation.contains("y axes ="), "the replaced second axis is not explained: \(c.explanation)")
    }

    /// Six dense series, two of another size: more than the panes hold, so a pane per axis.
    func testManyDenseSeriesOnTwoAxesGetAPanePerAxis() throws {
        let c = try choose(hourly("time,a,b,c,d,big1,big2", 4000) { row in
            (0..<4).map { daily(row, level: 5, swing: 4, seed: $0) } + (4..<6).map { daily(row, level: 5000, swing: 3000, seed: $0) }
        })
        XCTAssertEqual(c.panes, [["a", "b", "c", "d"], ["big1", "big2"]], c.explanation)
        XCTAssertTrue(c.rightAxisSeries.isEmpty, c.explanation)
    }

    /// Must not: two smooth curves of 8,760 rows; two price-like random walks of 2,500 rows
    /// (about 50 swings each); one dense series beside a smooth one. Each stays overlaid.
    func testSmoothCurvesRandomWalksAndOneBandStayOverlaid() throws {
        let smooth = try choose(hourly("time,a,b", 8760) { row in [sin(Double(row) / 1400), cos(Double(row) / 1400)] })
        XCTAssertTrue(smooth.panes.isEmpty, smooth.explanation)
        var p = 100.0, q = 120.0
        let walks = try choose(hourly("time,p,q", 2500) { row in
            p += noise(row); q += noise(row &+ 99_991)
            return [p, q]
        })
        XCTAssertTrue(walks.panes.isEmpty, walks.explanation)
        let one = try choose(hourly("time,demand,trend", 8760) { row in [daily(row, level: 10, swing: 5, seed: 4), 10 + Double(row) / 8760] })
        XCTAssertTrue(one.panes.isEmpty, one.explanation)
    }

    /// Swings: a sine of p periods crosses its range 2p times; a constant none.
    func testSwingsCountRangeCrossings() throws {
        let table = try DelimitedTextParser.parse("t,s,k\n" + (0..<400).map { "\($0),\(sin(Double($0) / 400 * 2 * .pi * 5)),3" }.joined(separator: "\n"),
                                                  file: "t.csv", keepTextColumns: true)
        let schema = try TableSchema(table: table)
        XCTAssertEqual(ChartChoice.swings(of: "s", schema: schema), 10, accuracy: 0.2)
        XCTAssertEqual(ChartChoice.swings(of: "k", schema: schema), 0)
    }
}
