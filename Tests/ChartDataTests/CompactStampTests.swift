import Foundation
import XCTest
@testable import ChartData

/// Instants written as one number of 13 or 14 digits (`yyyydddhhmmss`, `yyyyMMddhhmmss`): read as
/// the times they spell, decided by every value decoding, not by the column's name; epoch
/// milliseconds and ids of as many digits stay what they were.
final class CompactStampTests: XCTestCase {
    private func seconds(_ year: Int, _ month: Int, _ day: Int, _ hour: Int, _ minute: Int, _ second: Int) -> Double {
        Double(DateColumnParser.daysSinceEpoch(year: year, month: month, day: day)) * 86_400
            + Double(hour * 3600 + minute * 60 + second)
    }

    private func schema(_ text: String) throws -> TableSchema {
        try TableSchema(table: DelimitedTextParser.parse(text, file: "t.csv", keepTextColumns: true))
    }

    func testDayOfYearStampsAreInstants() throws {
        // 2009-131 is 11 May 2009; 2009-166 is 15 June.
        let values: [Double] = [2_009_131_110_544, 2_009_166_044_711, .nan, 2_009_201_152_030]
        XCTAssertEqual(CompactDates.detect(name: "StartTime", values: values), .yearDayTime)
        XCTAssertEqual(CompactDates.detect(name: "x", values: values), .yearDayTime, "the digits decide, not the name")
        let instants = try XCTUnwrap(CompactDates.instants(values, form: .yearDayTime))
        XCTAssertEqual(instants[0], seconds(2009, 5, 11, 11, 5, 44))
        XCTAssertEqual(instants[1], seconds(2009, 6, 15, 4, 47, 11))
        XCTAssertTrue(instants[2].isNaN)
    }

    func testDateAndClockStamps() throws {
        let values: [Double] = [20_170_422_153_000, 20_170_422_154_500, 20_170_423_000_015]
        XCTAssertEqual(CompactDates.detect(name: "logged", values: values), .yearMonthDayTime)
        let instants = try XCTUnwrap(CompactDates.instants(values, form: .yearMonthDayTime))
        XCTAssertEqual(instants[0], seconds(2017, 4, 22, 15, 30, 0))
        XCTAssertEqual(instants[2], seconds(2017, 4, 23, 0, 0, 15))
    }

    /// A table of quarters and their start stamps: the stamps are x, in 2009, not epoch
    /// milliseconds of 2033.
    func testAStampColumnIsATimeInTheSchema() throws {
        let rows = (0..<12).map { i in "\(i),\(i % 3 + 1),\(2_009_131_110_544 + Int64(i) * 10_000_000_000)" }
        let s = try schema("Quarter,Month,StartTime\n" + rows.joined(separator: "\n") + "\n")
        let column = try XCTUnwrap(s.column(named: "StartTime"))
        XCTAssertEqual(column.role, .time(.instant))
        XCTAssertEqual(column.compactDates, .yearDayTime)
        let first = try XCTUnwrap(s.timeValues(of: "StartTime")?.first)
        XCTAssertEqual(first, seconds(2009, 5, 11, 11, 5, 44))
        let choice = try ChartChoice(schema: s, request: ChartRequest())
        XCTAssertEqual(choice.x, "StartTime")
        XCTAssertEqual(choice.xAxis, .date)
    }

    /// Must not fire: epoch milliseconds of today (13 digits starting 17…) stay epoch
    /// milliseconds, and 13-digit ids whose digits spell no clock stay numbers.
    func testEpochMillisecondsAndIdsAreNoStamps() throws {
        let epochMs = (0..<10).map { 1_700_000_000_000 + Double($0) * 3_600_000 }
        XCTAssertNil(CompactDates.detect(name: "time", values: epochMs))
        let rows = epochMs.enumerated().map { "\(Int64($1)),\($0)" }
        let s = try schema("time,v\n" + rows.joined(separator: "\n") + "\n")
        XCTAssertEqual(s.column(named: "time")?.epochScale, 1e3)
        XCTAssertNil(s.column(named: "time")?.compactDates)
        // 2019 / day 400 / 99 hours: no stamp.
        XCTAssertNil(CompactDates.detect(name: "id", values: [2_019_400_990_000, 2_019_123_456_789, 2_019_001_000_000]))
        XCTAssertNil(CompactDates.detect(name: "id", values: [2_009_131_110_544, 2_009_131_110_544, 2_009_131_110_544]),
                     "one value alone says nothing")
    }
}
