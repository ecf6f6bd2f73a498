import Foundation
import XCTest
@testable import ChartData

/// Rules decided by the values of columns, not their names (issue 20, corpus 13): years on a
/// number x (`ChartChoice+YearAxis`), two crossed keys (`ChartChoice+CrossedKeys`), two-valued
/// codes and time numberings (`TableSchema+TwoValuedCodes`); each with the
/// shapes that trigger it and the near misses that must not.
final class InferenceValueRulesTests: XCTestCase {
    private func schema(_ text: String) throws -> TableSchema {
        try TableSchema(table: DelimitedTextParser.parse(text, file: "t.csv", keepTextColumns: true))
    }

    private func choose(_ text: String) throws -> ChartChoice {
        try ChartChoice(schema: schema(text), request: ChartRequest())
    }

    /// A deterministic value in 0..<1 per index.
    private func noise(_ i: Int) -> Double { Double((i * 7919) % 1000) / 1000 }

    /// A loss triangle: `development` (a calendar year) × `origin`, cumulative values.
    private func triangle(years: ClosedRange<Int>) -> String {
        var rows = ["development,origin,values"]
        for lag in 0...(years.upperBound - years.lowerBound) {
            for origin in years where origin + lag <= years.upperBound {
                rows.append("\(origin + lag),\(origin),\(Double(1000 * (lag + 1)) + noise(origin * 31 + lag) * 900)")
            }
        }
        return rows.joined(separator: "\n") + "\n"
    }

    // MARK: years by value

    func testWholeYearsOnANumberXAreLabelledAsYears() throws {
        let choice = try choose(triangle(years: 1981...1990))
        XCTAssertEqual(choice.xAxis, .year)
        let line = try XCTUnwrap(choice.decision("axes")).description
        XCTAssertTrue(line.contains("1981…1990") && line.contains("years"), line)
    }

    func testYearsEveryFiveYearsAreYears() {
        XCTAssertNotNil(ChartChoice.wholeYears(stride(from: 1900.0, through: 2020, by: 5).map { $0 }))
    }

    func testScatteredWholeNumbersInTheYearRangeAreNoYears() {
        // Floor areas of 1,000…2,000 m²: whole numbers there, but spread over the range.
        let areas = (0..<60).map { 1000 + Double(Int(noise($0) * 1000)) }
        XCTAssertNil(ChartChoice.wholeYears(areas))
        XCTAssertNil(ChartChoice.wholeYears([1990.5, 1991, 1992]))
        XCTAssertNil(ChartChoice.wholeYears([150, 151, 152]))
    }

    // MARK: crossed keys

    func testATriangleIsALinePerOriginOverTheLaterYear() throws {
        let choice = try choose(triangle(years: 1981...1990))
        XCTAssertEqual(choice.x, "development")
        XCTAssertEqual(choice.by, "origin")
        XCTAssertEqual(choice.y, ["values"])
        XCTAssertEqual(choice.kind, "line")
        let line = try XCTUnwrap(choice.decision("x")).description
        XCTAssertTrue(line.contains("two keys crossed") && line.contains("never before origin"), line)
    }

    func testAgeByYearDrawsALinePerYearOverAge() throws {
        // A life table: age 0…29 within each of 6 waves, years by value (fewer than the ages).
        var rows = ["wave,age,q"]
        for year in stride(from: 1950, through: 2000, by: 10) {
            for age in 0..<30 { rows.append("\(year),\(age),\(0.001 * Double(age * age) + noise(year + age) * 0.01)") }
        }
        let text = rows.joined(separator: "\n") + "\n"
        let choice = try choose(text)
        XCTAssertEqual(choice.x, "age")
        XCTAssertEqual(choice.by, "wave")
        // (the rules drew it so already; the crossed keys agree, for the measured reason)
        let crossed = try XCTUnwrap(ChartChoice.crossedKeys(schema: schema(text), request: ChartRequest()))
        XCTAssertEqual(crossed.x, "age")
        XCTAssertTrue(crossed.isClear)
        XCTAssertTrue(crossed.reasons.joined().contains("q follows on from one age to the next within each wave"), "\(crossed.reasons)")
    }

    func testALagTriangleTakesTheLagAsXOverTheYears() throws {
        // Development lags of 12 months beside accident years: as many levels, the year splits.
        var rows = ["origin,lag,paid"]
        for origin in 2001...2008 {
            for step in 1...(2009 - origin) { rows.append("\(origin),\(12 * step),\(Double(step) * 500 + noise(origin * 13 + step) * 400)") }
        }
        let choice = try choose(rows.joined(separator: "\n") + "\n")
        XCTAssertEqual(choice.x, "lag")
        XCTAssertEqual(choice.by, "origin")
    }

    func testEntityCodesByYearAreNoCrossedKeys() {
        // Firm codes lie on no lattice: a panel, left to the panel rules.
        var rows = ["firm,year,sales"]
        for firm in [86, 337, 1066, 2143, 5991] {
            for year in 2001...2010 { rows.append("\(firm),\(year),\(100 + noise(firm + year) * 50)") }
        }
        XCTAssertNil(ChartChoice.crossedKeys(schema: try! schema(rows.joined(separator: "\n") + "\n"), request: ChartRequest()))
    }

    func testYearAndMonthAreOneTimeNotCrossedKeys() throws {
        var rows = ["year,month,temp"]
        for year in 2001...2004 {
            for month in 1...12 { rows.append("\(year),\(month),\(10 + noise(year * 12 + month) * 9)") }
        }
        let schema = try schema(rows.joined(separator: "\n") + "\n")
        XCTAssertNil(ChartChoice.crossedKeys(schema: schema, request: ChartRequest()))
    }

    func testANamedColumnTurnsTheRuleOff() throws {
        let schema = try schema(triangle(years: 1981...1990))
        XCTAssertNil(ChartChoice.crossedKeys(schema: schema, request: ChartRequest(y: ["values"])))
    }

    // MARK: two-valued codes, time numberings

    func testATwoValuedColumnBesideAContinuousMeasureIsACode() throws {
        let rows = ["rt,response"] + (0..<60).map { "\(0.4 + noise($0)),\($0 % 3 == 0 ? -1 : 1)" }
        let table = try schema(rows.joined(separator: "\n") + "\n")
        XCTAssertEqual(table.column(named: "response")?.role, .category)
        XCTAssertTrue(table.column(named: "response")!.summary.contains("two values only"))
        XCTAssertFalse(try choose(rows.joined(separator: "\n") + "\n").y.contains("response"))
    }

    func testATwoValuedColumnAloneStaysTheMeasure() throws {
        // (values past 0…20: small whole numbers are levels by an earlier rule)
        let rows = ["state"] + (0..<60).map { "\($0 % 4 == 0 ? 150 : 300)" }
        XCTAssertEqual(try schema(rows.joined(separator: "\n") + "\n").column(named: "state")?.role, .measure)
    }

    func testADayNumberBesideDailyDatesIsACounter() throws {
        var rows = ["daynum,date,count"]
        for day in 0..<40 {
            let date = Calendar(identifier: .gregorian).date(byAdding: .day, value: day, to: Date(timeIntervalSince1970: 0))!
            rows.append("\(10775 + day),\(ISO8601DateFormatter().string(from: date).prefix(10)),\(Int(noise(day) * 100))")
        }
        let table = try schema(rows.joined(separator: "\n") + "\n")
        XCTAssertTrue(table.column(named: "daynum")!.isCounter)
        XCTAssertFalse(try choose(rows.joined(separator: "\n") + "\n").y.contains("daynum"))
    }

    func testACountRisingByOneAtIrregularDatesIsAMeasure() throws {
        // TAI−UTC: one leap second a row, at dates months or years apart.
        var rows = ["date,seconds"]
        var day = 0
        for n in 0..<28 {
            day += 180 + (n % 3) * 185
            let date = Date(timeIntervalSince1970: Double(day) * 86_400)
            rows.append("\(ISO8601DateFormatter().string(from: date).prefix(10)),\(10 + n)")
        }
        let table = try schema(rows.joined(separator: "\n") + "\n")
        XCTAssertFalse(table.column(named: "seconds")!.isCounter)
        XCTAssertEqual(table.column(named: "seconds")?.role, .measure)
    }
}
