import Foundation
import XCTest
@testable import ChartData

/// Fractional-year columns (R's `time()` of a `ts`): recognised by name, range and a regular
/// grid of 1/4, 1/12, 1/52 or 1/365 of a year; turned into the instants they stand for.
final class FractionalYearsTests: XCTestCase {
    private func day(_ year: Int, _ month: Int, _ day: Int) -> Double {
        Double(DateColumnParser.daysSinceEpoch(year: year, month: month, day: day)) * 86_400
    }

    /// `1949.000, 1949.083, …` written to 3 decimals, as R's write.csv of AirPassengers does.
    private func monthly(from year: Int, count: Int) -> [Double] {
        (0..<count).map { ((Double(year) + Double($0) / 12) * 1000).rounded() / 1000 }
    }

    func testMonthlyColumnBecomesFirstDaysOfMonths() throws {
        let values = monthly(from: 1949, count: 144)
        XCTAssertEqual(values[1], 1949.083)
        let years = try XCTUnwrap(FractionalYears.detect(name: "time", values: values))
        XCTAssertEqual(years.stepsPerYear, 12)
        let instants = years.instants(values)
        XCTAssertEqual(instants[0], day(1949, 1, 1))
        XCTAssertEqual(instants[1], day(1949, 2, 1))
        XCTAssertEqual(instants[13], day(1950, 2, 1))
        XCTAssertEqual(instants[143], day(1960, 12, 1))
    }

    func testQuarterlyWeeklyAndDailyGrids() throws {
        let quarterly = (0..<12).map { 1990 + Double($0) / 4 }
        XCTAssertEqual(FractionalYears.detect(name: "Year", values: quarterly)?.stepsPerYear, 4)
        XCTAssertEqual(FractionalYears(stepsPerYear: 4)?.instant(1990.75), day(1990, 10, 1))
        let weekly = (0..<60).map { ((2000 + Double($0) / 52) * 1e4).rounded() / 1e4 }
        XCTAssertEqual(FractionalYears.detect(name: "date", values: weekly)?.stepsPerYear, 52)
        XCTAssertEqual(FractionalYears(stepsPerYear: 52)?.instant(weekly[2]), day(2000, 1, 15))
        let daily = (0..<100).map { ((2001 + Double($0) / 365) * 1e5).rounded() / 1e5 }
        XCTAssertEqual(FractionalYears.detect(name: "t", values: daily)?.stepsPerYear, 365)
        XCTAssertEqual(FractionalYears(stepsPerYear: 365)?.instant(daily[40]), day(2001, 2, 10))
    }

    func testGapsStayGaps() throws {
        var values = monthly(from: 2000, count: 24)
        values[5] = .nan
        let years = try XCTUnwrap(FractionalYears.detect(name: "time", values: values))
        XCTAssertTrue(years.instants(values)[5].isNaN)
    }

    func testOtherColumnsAreNotFractionalYears() {
        let months = monthly(from: 1949, count: 48)
        XCTAssertNil(FractionalYears.detect(name: "passengers", values: months), "the name must say time")
        XCTAssertNil(FractionalYears.detect(name: "year", values: (1990...2020).map(Double.init)), "whole years are years")
        XCTAssertNil(FractionalYears.detect(name: "time", values: [0.5, 1.0, 1.5, 2.0]), "not a plausible year")
        XCTAssertNil(FractionalYears.detect(name: "time", values: [1999.31, 1999.77, 2000.02, 2000.6]), "no grid")
        XCTAssertNil(FractionalYears.detect(name: "year", values: [2000.5, 2003.25, 2010.75, 2011.5]),
                     "on a grid of quarters but not a regular series")
        XCTAssertNil(FractionalYears.detect(name: "time", values: [1949.083]), "too few values")
        XCTAssertNil(FractionalYears(stepsPerYear: 7))
    }
}

/// `yyyyMMdd` dates in a numeric column named like a date.
final class CompactDatesTests: XCTestCase {
    func testCompactDatesOnlyUnderADateName() throws {
        let day = Double(DateColumnParser.daysSinceEpoch(year: 2017, month: 4, day: 22)) * 86_400
        let instants = try XCTUnwrap(CompactDates.instants(name: "Date", values: [20170422, .nan, 20170423]))
        XCTAssertEqual(instants[0], day)
        XCTAssertTrue(instants[1].isNaN)
        XCTAssertEqual(instants[2], day + 86_400)
        XCTAssertNil(CompactDates.instants(name: "id", values: [20170422, 20170423]), "the name must say date")
        XCTAssertNil(CompactDates.instants(name: "date", values: [20170230]), "no 30 February")
        XCTAssertNil(CompactDates.instants(name: "date", values: [12345678]), "not a plausible year")
        XCTAssertNil(CompactDates.instants(name: "date", values: [2017042.5]))
        XCTAssertNil(CompactDates.instants(name: "date", values: [.nan]))
    }

    /// `yyMMdd` (R's Ecdat `Garch`: 800102 is 1980-01-02), only under a name containing `date`,
    /// the year pivoted as strptime's `%y`.
    func testShortYearMonthDayUnderADateName() throws {
        XCTAssertEqual(CompactDates.detect(name: "date", values: [800102, 800103, 800104]), .shortYearMonthDay)
        let instants = try XCTUnwrap(CompactDates.instants([800102, 10105], form: .shortYearMonthDay))
        XCTAssertEqual(instants[0], Double(DateColumnParser.daysSinceEpoch(year: 1980, month: 1, day: 2)) * 86_400)
        XCTAssertEqual(instants[1], Double(DateColumnParser.daysSinceEpoch(year: 2001, month: 1, day: 5)) * 86_400)
        XCTAssertNil(CompactDates.detect(name: "day", values: [800102, 800103, 800104]), "day numbers are not yymmdd")
        XCTAssertNil(CompactDates.detect(name: "date", values: [800102, 801302, 800104]), "no 13th month")
        XCTAssertEqual(CompactDates.detect(name: "date", values: [19580329, 19580405, 19580412]), .yearMonthDay,
                       "eight digits are yyyymmdd first")
    }

    /// `yyyy.MM` floats (Wooldridge's volat `date`: 1947.01 … 1947.12 with float32 noise) are
    /// months; R's fractional years (.083, .25, .5) and whole years are not.
    func testYearDotMonthFloats() throws {
        let noisy: [Double] = (0..<24).map { (i: Int) -> Double in
            let written: Double = 1947 + Double(i / 12) + Double(i % 12 + 1) / 100
            return Double(Float(written))
        }
        XCTAssertEqual(CompactDates.detect(name: "date", values: noisy), .yearDotMonth)
        let instants = try XCTUnwrap(CompactDates.instants(noisy, form: .yearDotMonth))
        XCTAssertEqual(instants[0], Double(DateColumnParser.daysSinceEpoch(year: 1947, month: 1, day: 1)) * 86_400)
        XCTAssertEqual(instants[11], Double(DateColumnParser.daysSinceEpoch(year: 1947, month: 12, day: 1)) * 86_400)
        XCTAssertEqual(instants[12], Double(DateColumnParser.daysSinceEpoch(year: 1948, month: 1, day: 1)) * 86_400)
        let monthly = (0..<24).map { 1949 + Double($0) / 12 }
        XCTAssertNil(CompactDates.detect(name: "time", values: monthly), "R's time(): .083 is no month number")
        XCTAssertNil(CompactDates.detect(name: "time", values: [1990.25, 1990.5, 1990.75]), "quarters as fractions")
        XCTAssertNil(CompactDates.detect(name: "year", values: [1990, 1991, 1992]), "whole years")
        XCTAssertNil(CompactDates.detect(name: "price", values: [1947.01, 1947.02, 1947.03]), "the name must say time")
        XCTAssertNil(CompactDates.detect(name: "date", values: [1947.01, 1948.01, 1949.01]), "one month only says nothing")
    }
}
