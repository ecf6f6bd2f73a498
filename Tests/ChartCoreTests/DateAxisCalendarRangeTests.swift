import XCTest
@testable import ChartCore

/// Date axes across the whole proleptic Gregorian calendar: ticks and labels count days as ISO
/// 8601 and the date cell parser do (never Julian before 1582), years 1–9 and years before 1
/// have ticks, and beyond ±99,999,999 years ticks and labels are plain seconds with their unit.
final class DateAxisCalendarRangeTests: XCTestCase {
    private let utc = DateTimeAxis.makeCalendar(TimeZone(identifier: "UTC")!)

    private func axis(_ min: Double, _ max: Double, pixels: Double = 1000) -> DateTimeAxis {
        let axis = DateTimeAxis()
        axis.setVisibleRange(AxisRange(min: min, max: max))
        axis.pixelLength = pixels
        return axis
    }

    /// Epoch seconds of 1 January of a proleptic Gregorian year (astronomical numbering).
    private func newYear(_ year: Int) -> Double {
        Double(CivilDate(year: year, month: 1, day: 1).dayNumber) * 86_400
    }

    /// Counting days up to and past the calendar's last year ends (it once looped for ever there,
    /// found by a layout fuzz input): the days inside get ticks, the rest of the range none.
    func testDayTicksEndAtTheCalendarsLastYear() {
        let last = CalendarTickLocator.latestCalendarInstant
        let range = AxisRange(min: last - 3.5 * 86_400, max: last + 1e9)
        let ticks = CalendarTickLocator.ticks(in: range, every: .days(1), calendar: utc)
        XCTAssertEqual(ticks.count, 3, "\(ticks)")
        XCTAssertTrue(ticks.allSatisfy { $0 <= last })
        let first = CalendarTickLocator.earliestCalendarInstant
        let before = CalendarTickLocator.ticks(in: AxisRange(min: first - 1e9, max: first + 2.5 * 86_400),
                                               every: .days(1), calendar: utc)
        XCTAssertEqual(before.count, 3, "\(before)")
    }

    func testYearsOneToNineHaveTicks() {
        // 0001-01-01 to 0009-12-31: the aligned year 0 lies before the range, and used to end the count.
        let early = axis(-62_135_596_800, -61_851_686_400)
        let ticks = early.majorTicks()
        XCTAssertFalse(ticks.values.isEmpty)
        XCTAssertEqual(ticks.values, (1...9).map(newYear))
        XCTAssertEqual(early.labels(for: ticks), (1...9).map(String.init))
        XCTAssertEqual(newYear(1), -62_135_596_800, "Python's proleptic datetime(1, 1, 1)")
    }

    func testTicksBefore1582AreProlepticGregorian() {
        // 1 January 1500 is -14,831,769,600 s in the proleptic Gregorian calendar (ISO 8601,
        // Python's datetime); Foundation's Gregorian calendar, Julian there, puts it 9 days later.
        XCTAssertEqual(newYear(1500), -14_831_769_600)
        let century = axis(newYear(1450), newYear(1560), pixels: 600)
        let ticks = century.majorTicks()
        XCTAssertTrue(ticks.values.contains(-14_831_769_600), "\(ticks.values)")
        let labels = century.labels(for: ticks)
        XCTAssertEqual(labels[ticks.values.firstIndex(of: -14_831_769_600)!], "1500")
        // Months across the Julian-to-Gregorian switch: 1 October and 1 November 1582 as cells read them.
        let months = CalendarTickLocator.ticks(in: AxisRange(min: -12_220_502_400, max: -12_217_824_000),
                                               every: .months(1), calendar: utc)
        XCTAssertEqual(months, [-12_220_502_400, -12_217_824_000])
        XCTAssertEqual(DateLabelFormatter().string(for: -12_220_502_400, step: 86_400, calendar: utc), "1582-10-01")
    }

    func testYearsAroundZeroAreSignedAstronomicalYears() {
        let span = axis(newYear(-450), newYear(450), pixels: 800)
        let ticks = span.majorTicks()
        XCTAssertEqual(ticks.values, stride(from: -400, through: 400, by: 100).map(newYear))
        XCTAssertEqual(span.labels(for: ticks), ["\u{2212}400", "\u{2212}300", "\u{2212}200", "\u{2212}100", "0",
                                                 "100", "200", "300", "400"])
        // Astronomical −44 (45 BC) is a leap year: 15 March is day 74 after 1 January.
        XCTAssertEqual(DateLabelFormatter().string(for: newYear(-44) + 74 * 86_400, step: 86_400, calendar: utc),
                       "-0044-03-15")
        XCTAssertEqual(DateLabelFormatter().string(for: newYear(12_000), step: 86_400, calendar: utc), "+12000-01-01")
    }

    func testBeyondTheCalendarTicksAreSecondsWithTheirUnit() {
        let far = axis(-1e17, 1e17)
        let ticks = far.majorTicks()
        XCTAssertEqual(ticks, NumberTickLocator.majorTicks(in: AxisRange(min: -1e17, max: 1e17), pixelLength: 1000,
                                                           minSpacing: far.tickSpacing))
        let labels = far.labels(for: ticks)
        XCTAssertTrue(labels.allSatisfy { $0.hasSuffix(" s") }, "\(labels)")
        // A range reaching past the calendar from inside it: no tick is labelled as a date.
        let across = axis(newYear(2000), 5e15)
        let acrossLabels = across.labels(for: across.majorTicks())
        XCTAssertTrue(acrossLabels.allSatisfy { $0.hasSuffix(" s") }, "\(acrossLabels)")
    }

    func testTheCalendarsFirstYearsHaveTicks() {
        // Every 50 million years from the first instant: the aligned year −100,000,000 lies
        // before the calendar and is skipped, not the end of the count.
        let start = CalendarTickLocator.earliestCalendarInstant
        let ticks = CalendarTickLocator.ticks(in: AxisRange(min: start, max: newYear(1)), every: .years(50_000_000),
                                              calendar: utc)
        XCTAssertEqual(ticks, [-50_000_000, 0].map(newYear))
    }

    func testLocalMidnightsInAZoneWithDaylightSaving() throws {
        let oslo = try XCTUnwrap(TimeZone(identifier: "Europe/Oslo"))
        // 2024-03-31: clocks go from 02:00 to 03:00; midnight exists, at 23:00 UTC the day before.
        let start = LocalTime.startOfDay(CivilDate(year: 2024, month: 3, day: 31), timeZone: oslo)
        XCTAssertEqual(start, 1_711_839_600)
        let local = try XCTUnwrap(LocalTime(1_711_839_600, timeZone: oslo))
        XCTAssertEqual(local.date, CivilDate(year: 2024, month: 3, day: 31))
        XCTAssertEqual(local.secondOfDay, 0)
    }
}
