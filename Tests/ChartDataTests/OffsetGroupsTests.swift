import Foundation
import XCTest
@testable import ChartData

/// Series of one size lying far apart in value (`ChartChoice+OffsetGroups`): pressure near 1,000
/// beside temperatures and wind speeds is under the 50× magnitude split, yet on one axis every
/// series lies flat at an edge; the bands get an axis each. Ranges that meet or lie near stay on
/// one axis. Each fixture is the shape alone, made up here.
final class OffsetGroupsTests: XCTestCase {
    private func choose(_ text: String) throws -> ChartChoice {
        let table = try DelimitedTextParser.parse(text, file: "t.csv", keepTextColumns: true)
        return try ChartChoice(schema: try TableSchema(table: table), request: ChartRequest())
    }

    private func series(_ header: String, _ count: Int, _ values: (Double) -> [Double]) -> String {
        header + "\n" + (0..<count).map { i in
            String(format: "2020-01-%02d %02d:00:00,", i / 24 + 1, i % 24) + values(Double(i)).map { String(format: "%.2f", $0) }.joined(separator: ",")
        }.joined(separator: "\n") + "\n"
    }

    /// Pressure 990…1,030 beside a temperature (−5…30) and a wind speed (0…24): 43× in size,
    /// 27× their range apart: pressure goes to a second axis.
    func testPressureBesideTemperaturesGetsASecondAxis() throws {
        let c = try choose(series("time,temp,wind,pressure", 120) { i in
            [12.5 + 17.5 * sin(i / 9), 12 + 12 * sin(i / 5), 1010 + 20 * cos(i / 13)]
        })
        XCTAssertEqual(c.rightAxisSeries, ["pressure"], c.explanation)
        XCTAssertTrue(c.explanation.contains("in two bands"), c.explanation)
    }

    /// Three series in each band: a pane per band.
    func testThreeSeriesInEachBandArePanes() throws {
        let c = try choose(series("time,a,b,c,p,q,r", 120) { i in
            [5 + 5 * sin(i / 3), 6 + 4 * sin(i / 4), 4 + 6 * cos(i / 5), 500 + 5 * sin(i / 6), 502 + 4 * cos(i / 7), 498 + 3 * sin(i / 8)]
        })
        XCTAssertEqual(c.panes.count, 2, c.explanation)
        XCTAssertEqual(Set(c.panes[0]), ["a", "b", "c"], c.explanation)
    }

    /// Must not: a temperature and a dew point overlap; two bands a range apart (0…100 and
    /// 150…250) leave most of the axis drawn on; temperatures at two sites, 10…12 and 20…22,
    /// are one unit at two levels (2× in size): one axis.
    func testNearOrOverlappingRangesShareOneAxis() throws {
        let dew = try choose(series("time,temp,dew", 120) { i in [15 + 10 * sin(i / 9), 8 + 8 * sin(i / 9 + 0.5)] })
        XCTAssertTrue(dew.rightAxisSeries.isEmpty && dew.panes.isEmpty, dew.explanation)
        let near = try choose(series("time,low,high", 120) { i in [50 + 50 * sin(i / 9), 200 + 50 * cos(i / 7)] })
        XCTAssertTrue(near.rightAxisSeries.isEmpty && near.panes.isEmpty, near.explanation)
        let sites = try choose(series("time,north,south", 120) { i in [11 + sin(i / 9), 21 + cos(i / 7)] })
        XCTAssertTrue(sites.rightAxisSeries.isEmpty && sites.panes.isEmpty, sites.explanation)
    }
}
