import Foundation
import XCTest
@testable import ChartCore

/// Date ticks as tables: calendar boundaries in several time zones, across daylight-saving
/// changes, leap days and month ends, from centuries down to fractions of a millisecond.
final class CalendarTickLocatorTests: XCTestCase {
    /// Epoch seconds of an ISO-8601 timestamp with offset, read by Foundation's own parser.
    private func t(_ text: String) -> Double {
        let parser = ISO8601DateFormatter()
        parser.formatOptions = [.withInternetDateTime]
        guard let date = parser.date(from: text) else {
            XCTFail("bad timestamp \(text)")
            return .nan
        }
        return date.timeIntervalSince1970
    }

    private func calendar(_ zone: String) -> Calendar {
        DateTimeAxis.makeCalendar(TimeZone(identifier: zone)!)
    }

    private func ticks(_ from: String, _ to: String, every interval: CalendarInterval, zone: String = "UTC") -> [Double] {
        CalendarTickLocator.ticks(in: AxisRange(min: t(from), max: t(to)), every: interval, calendar: calendar(zone))
    }

    func testCivilDateRoundTripsAndKnownDays() {
        XCTAssertEqual(CivilDate(year: 1970, month: 1, day: 1).dayNumber, 0)
        XCTAssertEqual(CivilDate(year: 2000, month: 3, day: 1).dayNumber, 11_017)
        XCTAssertEqual(CivilDate(year: 1969, month: 12, day: 31).dayNumber, -1)
        XCTAssertEqual(CivilDate(dayNumber: 19_782), CivilDate(year: 2024, month: 2, day: 29))
        XCTAssertEqual(CivilDate(year: 1970, month: 1, day: 5).isoWeekday, 1, "a Monday")
        XCTAssertEqual(CivilDate(year: 2000, month: 1, day: 1).isoWeekday, 6, "a Saturday")
        for day in stride(from: -800_000, through: 800_000, by: 997) {
            XCTAssertEqual(CivilDate(dayNumber: day).dayNumber, day)
        }
    }

    func testSixHourTicksOverAUTCDay() {
        XCTAssertEqual(ticks("2024-05-01T00:00:00Z", "2024-05-02T00:00:00Z", every: .hours(6)),
                       ["2024-05-01T00:00:00Z", "2024-05-01T06:00:00Z", "2024-05-01T12:00:00Z",
                        "2024-05-01T18:00:00Z", "2024-05-02T00:00:00Z"].map(t))
    }

    func testHourlyTicksSkipTheMissingHourWhenClocksSpringForward() {
        // New York, 10 March 2024: 02:00 EST becomes 03:00 EDT.
        XCTAssertEqual(ticks("2024-03-10T00:00:00-05:00", "2024-03-10T04:00:00-04:00", every: .hours(1), zone: "America/New_York"),
                       ["2024-03-10T00:00:00-05:00", "2024-03-10T01:00:00-05:00",
                        "2024-03-10T03:00:00-04:00", "2024-03-10T04:00:00-04:00"].map(t))
        // Six-hourly ticks keep to the local clock after the change.
        XCTAssertEqual(ticks("2024-03-10T00:00:00-05:00", "2024-03-11T00:00:00-04:00", every: .hours(6), zone: "America/New_York"),
                       ["2024-03-10T00:00:00-05:00", "2024-03-10T06:00:00-04:00", "2024-03-10T12:00:00-04:00",
                        "2024-03-10T18:00:00-04:00", "2024-03-11T00:00:00-04:00"].map(t))
    }

    func testHourlyTicksRepeatTheHourClocksFallBackThrough() {
        // New York, 3 November 2024: 01:00 happens twice, at −04:00 and then at −05:00.
        XCTAssertEqual(ticks("2024-11-03T00:00:00-04:00", "2024-11-03T02:00:00-05:00", every: .hours(1), zone: "America/New_York"),
                       ["2024-11-03T00:00:00-04:00", "2024-11-03T01:00:00-04:00",
                        "2024-11-03T01:00:00-05:00", "2024-11-03T02:00:00-05:00"].map(t))
        // Every 30 minutes through the repeated hour: both 01:30s.
        XCTAssertEqual(ticks("2024-11-03T01:00:00-04:00", "2024-11-03T01:30:00-05:00", every: .minutes(30), zone: "America/New_York"),
                       ["2024-11-03T01:00:00-04:00", "2024-11-03T01:30:00-04:00",
                        "2024-11-03T01:00:00-05:00", "2024-11-03T01:30:00-05:00"].map(t))
    }

    func testDailyTicksAreLocalMidnightsAcrossDaylightSavingChanges() {
        let days = ticks("2024-03-09T00:00:00-05:00", "2024-03-11T00:00:00-04:00", every: .days(1), zone: "America/New_York")
        XCTAssertEqual(days, ["2024-03-09T00:00:00-05:00", "2024-03-10T00:00:00-05:00", "2024-03-11T00:00:00-04:00"].map(t))
        XCTAssertEqual(days[2] - days[1], 23 * 3600, "the spring-forward day lasts 23 hours")
        let autumn = ticks("2024-10-27T00:00:00+02:00", "2024-10-28T00:00:00+01:00", every: .days(1), zone: "Europe/Oslo")
        XCTAssertEqual(autumn.count, 2)
        XCTAssertEqual(autumn[1] - autumn[0], 25 * 3600, "the fall-back day lasts 25 hours")
    }

    func testLeapDaysAndMonthEnds() {
        XCTAssertEqual(ticks("2024-02-28T00:00:00Z", "2024-03-01T00:00:00Z", every: .days(1)),
                       ["2024-02-28T00:00:00Z", "2024-02-29T00:00:00Z", "2024-03-01T00:00:00Z"].map(t))
        XCTAssertEqual(ticks("2023-02-28T00:00:00Z", "2023-03-01T00:00:00Z", every: .days(1)),
                       ["2023-02-28T00:00:00Z", "2023-03-01T00:00:00Z"].map(t))
        // Every other day, counted from 1970-01-01, runs evenly over month ends.
        let everyOther = ticks("2024-01-29T00:00:00Z", "2024-02-05T00:00:00Z", every: .days(2))
        XCTAssertEqual(everyOther, ["2024-01-30T00:00:00Z", "2024-02-01T00:00:00Z", "2024-02-03T00:00:00Z",
                                    "2024-02-05T00:00:00Z"].map(t))
        // Months start on the 1st whatever their length.
        let months = ticks("2024-01-15T00:00:00Z", "2024-05-15T00:00:00Z", every: .months(1))
        XCTAssertEqual(months, ["2024-02-01T00:00:00Z", "2024-03-01T00:00:00Z", "2024-04-01T00:00:00Z",
                                "2024-05-01T00:00:00Z"].map(t))
    }

    func testQuarterAndHalfYearTicksCountFromJanuary() {
        XCTAssertEqual(ticks("2023-11-20T00:00:00Z", "2024-12-31T00:00:00Z", every: .months(3)),
                       ["2024-01-01T00:00:00Z", "2024-04-01T00:00:00Z", "2024-07-01T00:00:00Z",
                        "2024-10-01T00:00:00Z"].map(t))
        XCTAssertEqual(ticks("2023-11-20T00:00:00Z", "2025-02-01T00:00:00Z", every: .months(6)),
                       ["2024-01-01T00:00:00Z", "2024-07-01T00:00:00Z", "2025-01-01T00:00:00Z"].map(t))
    }

    func testMonthlyTicksInATimeZoneAheadOfUTC() {
        // Local midnight on the 1st in Tokyo is 15:00 UTC the day before.
        XCTAssertEqual(ticks("2024-01-15T00:00:00Z", "2024-03-15T00:00:00Z", every: .months(1), zone: "Asia/Tokyo"),
                       ["2024-02-01T00:00:00+09:00", "2024-03-01T00:00:00+09:00"].map(t))
    }

    func testHourTicksInAHalfHourOffsetZone() {
        XCTAssertEqual(ticks("2024-01-01T00:00:00+05:30", "2024-01-01T03:00:00+05:30", every: .hours(1), zone: "Asia/Kolkata"),
                       ["2024-01-01T00:00:00+05:30", "2024-01-01T01:00:00+05:30", "2024-01-01T02:00:00+05:30",
                        "2024-01-01T03:00:00+05:30"].map(t))
    }

    func testWeeklyTicksFallOnMondays() {
        let mondays = ticks("2024-02-25T00:00:00Z", "2024-03-20T00:00:00Z", every: .weeks(1))
        XCTAssertEqual(mondays, ["2024-02-26T00:00:00Z", "2024-03-04T00:00:00Z", "2024-03-11T00:00:00Z",
                                 "2024-03-18T00:00:00Z"].map(t))
    }

    func testYearTicksAtMultiplesOfTheStep() {
        XCTAssertEqual(ticks("1987-06-01T00:00:00Z", "2031-01-01T00:00:00Z", every: .years(10)),
                       ["1990-01-01T00:00:00Z", "2000-01-01T00:00:00Z", "2010-01-01T00:00:00Z",
                        "2020-01-01T00:00:00Z", "2030-01-01T00:00:00Z"].map(t))
    }

    func testAutomaticIntervalFollowsPixels() {
        let utc = calendar("UTC")
        func step(_ span: Double, _ pixels: Double) -> Double {
            let start = t("2024-01-01T00:00:00Z")
            return CalendarTickLocator.majorTicks(in: AxisRange(min: start, max: start + span), pixelLength: pixels,
                                                  minSpacing: 80, calendar: utc).step
        }
        let day = 86_400.0
        XCTAssertEqual(step(366 * day, 1000), CalendarInterval.months(1).nominalSeconds)
        XCTAssertEqual(step(366 * day, 960), CalendarInterval.months(2).nominalSeconds)
        XCTAssertEqual(step(366 * day, 400), CalendarInterval.months(3).nominalSeconds)
        XCTAssertEqual(step(10 * 366 * day, 900), CalendarInterval.years(1).nominalSeconds)
        XCTAssertEqual(step(day, 800), CalendarInterval.hours(3).nominalSeconds)
        XCTAssertEqual(step(3600, 800), CalendarInterval.minutes(10).nominalSeconds)
        XCTAssertEqual(step(60, 800), 10)
        XCTAssertEqual(step(1, 800), 0.1, "decimal fractions below half a second")
        XCTAssertEqual(CalendarTickLocator.interval(forStep: CalendarInterval.months(3).nominalSeconds), .months(3))
        XCTAssertEqual(CalendarTickLocator.interval(forStep: 86_400), .days(1))
        XCTAssertNil(CalendarTickLocator.interval(forStep: 0.5))
    }

    func testMillisecondTicksNearEpoch1_7e9AreExactDecimals() {
        let start = 1_700_000_000.0
        let set = CalendarTickLocator.majorTicks(in: AxisRange(min: start + 0.0012, max: start + 0.0041),
                                                 pixelLength: 600, minSpacing: 80, calendar: calendar("UTC"))
        XCTAssertEqual(set.step, 0.0005)
        XCTAssertEqual(set.values, [0.0015, 0.002, 0.0025, 0.003, 0.0035, 0.004].map { (1_700_000_000 as Double) + $0 })
        XCTAssertEqual(Set(set.values).count, set.values.count)
    }

    func testMinorTicksUnderMajorIntervals() {
        XCTAssertEqual(CalendarTickLocator.minorInterval(for: .years(1)), .months(3))
        XCTAssertEqual(CalendarTickLocator.minorInterval(for: .years(10)), .years(2))
        XCTAssertEqual(CalendarTickLocator.minorInterval(for: .years(20)), .years(5))
        XCTAssertEqual(CalendarTickLocator.minorInterval(for: .months(3)), .months(1))
        XCTAssertEqual(CalendarTickLocator.minorInterval(for: .days(1)), .hours(6))
        XCTAssertEqual(CalendarTickLocator.minorInterval(for: .hours(12)), .hours(3))
        XCTAssertEqual(CalendarTickLocator.minorInterval(for: .minutes(15)), .minutes(5))
        XCTAssertNil(CalendarTickLocator.minorInterval(for: .seconds(1)))
        let range = AxisRange(min: t("2024-01-01T00:00:00Z"), max: t("2024-07-01T00:00:00Z"))
        let major = TickSet(values: ["2024-01-01T00:00:00Z", "2024-04-01T00:00:00Z", "2024-07-01T00:00:00Z"].map(t),
                            step: CalendarInterval.months(3).nominalSeconds)
        let minor = CalendarTickLocator.minorTicks(in: range, major: major, calendar: calendar("UTC"))
        XCTAssertEqual(minor.values, ["2024-02-01T00:00:00Z", "2024-03-01T00:00:00Z", "2024-05-01T00:00:00Z",
                                      "2024-06-01T00:00:00Z"].map(t))
    }

    func testBadAndOutOfCalendarRanges() {
        let utc = calendar("UTC")
        XCTAssertEqual(CalendarTickLocator.majorTicks(in: AxisRange(min: .nan, max: 1), pixelLength: 500, minSpacing: 80, calendar: utc), .empty)
        XCTAssertEqual(CalendarTickLocator.majorTicks(in: AxisRange(min: 5, max: 5), pixelLength: 500, minSpacing: 80, calendar: utc), .empty)
        XCTAssertEqual(CalendarTickLocator.ticks(in: AxisRange(min: 0, max: .infinity), every: .days(1), calendar: utc), [])
        // Seconds every second across a year would be millions of ticks: none.
        XCTAssertEqual(CalendarTickLocator.ticks(in: AxisRange(min: 0, max: 3e7), every: .seconds(1), calendar: utc), [])
        // Far past year 9999 but inside ±99,999,999: 1 January of round years.
        let far = CalendarTickLocator.majorTicks(in: AxisRange(min: 1e15, max: 2e15), pixelLength: 500, minSpacing: 80, calendar: utc)
        XCTAssertEqual(far.step, CalendarInterval.years(10_000_000).nominalSeconds)
        XCTAssertEqual(far.values.map { CalendarTickLocator.civilDate(at: $0, calendar: utc) },
                       [40_000_000, 50_000_000, 60_000_000].map { CivilDate(year: $0, month: 1, day: 1) })
        // Beyond the calendar's years: plain numbers of seconds.
        let farther = CalendarTickLocator.majorTicks(in: AxisRange(min: 1e16, max: 2e16), pixelLength: 500, minSpacing: 80, calendar: utc)
        XCTAssertEqual(farther, NumberTickLocator.majorTicks(in: AxisRange(min: 1e16, max: 2e16), pixelLength: 500, minSpacing: 80))
        // Before year 1: astronomical years, every 1000th from −31000 (year 0 is 1 BC).
        let early = CalendarTickLocator.ticks(in: AxisRange(min: -1e12, max: -9e11), every: .years(1000), calendar: utc)
        XCTAssertEqual(early.map { CalendarTickLocator.civilDate(at: $0, calendar: utc) },
                       [-29_000, -28_000, -27_000].map { CivilDate(year: $0, month: 1, day: 1) })
    }
}
