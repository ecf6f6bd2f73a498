import Foundation
import XCTest
@testable import ChartCore

/// Excluded stretches: the linear map, round trips, zero-width weekends, and ticks that never
/// fall inside an exclusion.
final class DiscontinuousAxisTests: XCTestCase {
    private func t(_ text: String) -> Double {
        let parser = ISO8601DateFormatter()
        parser.formatOptions = [.withInternetDateTime]
        return parser.date(from: text)!.timeIntervalSince1970
    }

    func testExclusionTableMapsAndInverts() {
        let table = ExclusionTable(intervals: [AxisRange(min: 10, max: 20), AxisRange(min: 15, max: 30),
                                               AxisRange(min: 50, max: 60), AxisRange(min: .nan, max: 3),
                                               AxisRange(min: 70, max: 70)], anchor: 0)
        XCTAssertEqual(table.count, 2, "overlaps merge; empty and NaN stretches drop out")
        XCTAssertEqual([0, 10, 15, 30, 40, 50, 55, 60, 100].map(table.linearValue), [0, 10, 10, 10, 20, 30, 30, 30, 70])
        XCTAssertEqual([0, 10, 20, 30, 70].map(table.dataValue(fromLinear:)), [0, 30, 40, 60, 100])
        XCTAssertEqual(table.linearValue(-5), -5)
        XCTAssertTrue(table.linearValue(.nan).isNaN)
        XCTAssertEqual(table.linearValue(-.infinity), -.infinity)
        XCTAssertTrue(table.isExcluded(10))
        XCTAssertFalse(table.isExcluded(30), "the end of a stretch is shown")
        XCTAssertEqual(table.includedSegments(of: AxisRange(min: 5, max: 55)),
                       [AxisRange(min: 5, max: 10), AxisRange(min: 30, max: 50)])
        // Shown values round-trip exactly.
        for v in stride(from: -20.0, through: 120, by: 2.5) where !table.isExcluded(v) {
            XCTAssertEqual(table.dataValue(fromLinear: table.linearValue(v)), v, "value \(v)")
        }
        // The anchor is where linear values equal data values.
        let anchored = ExclusionTable(intervals: [AxisRange(min: 10, max: 20)], anchor: 50)
        XCTAssertEqual(anchored.linearValue(50), 50)
        XCTAssertEqual(anchored.linearValue(5), 15)
    }

    func testNumberAxisJoinsDataAcrossAnExclusionAndKeepsTicksOutOfIt() {
        let axis = DiscontinuousNumberAxis()
        axis.addExcludedRange(AxisRange(min: 10, max: 90))
        axis.setVisibleRange(AxisRange(min: 0, max: 100))
        axis.pixelStart = 0
        axis.pixelLength = 400
        XCTAssertEqual(axis.pixelValue(forDataValue: 10), 200)
        XCTAssertEqual(axis.pixelValue(forDataValue: 90), 200, "both sides of the gap meet")
        XCTAssertEqual(axis.pixelValue(forDataValue: 50), 200, "inside the gap: where it collapsed")
        XCTAssertEqual(axis.pixelValue(forDataValue: 95), 300)
        XCTAssertEqual(axis.majorTicks().values, [0, 5, 90, 95, 100])
        XCTAssertEqual(axis.minorTicks(major: axis.majorTicks()).values, [1, 2, 3, 4, 6, 7, 8, 9, 91, 92, 93, 94, 96, 97, 98, 99])
        axis.majorTickFrequency = 4
        XCTAssertEqual(axis.majorTicks().values, [0, 4, 8, 92, 96, 100])
        for v in [0.0, 3, 9.5, 90, 91.25, 100, 120] {
            XCTAssertEqual(axis.dataValue(forPixelValue: axis.pixelValue(forDataValue: v)), v, accuracy: 1e-9)
        }
    }

    func testRepeatedNumberExclusions() {
        let hours = DiscontinuousNumberAxis()
        hours.addExcludedRepeatedRange(RepeatedExclusion(start: 17, length: 16, period: 24))  // 17:00 to 09:00
        hours.setVisibleRange(AxisRange(min: 0, max: 72))
        hours.prepareScale(covering: hours.visibleRange)
        XCTAssertEqual(hours.linearValue(33) - hours.linearValue(17), 0, "a night takes no room")
        XCTAssertEqual(hours.linearValue(41) - hours.linearValue(33), 8, "a working day keeps its eight hours")
        XCTAssertEqual(hours.linearVisibleRange.span, 3 * 8, accuracy: 1e-9, "three working days of eight hours")
        for tick in hours.majorTicks().values + hours.minorTicks(major: hours.majorTicks()).values {
            XCTAssertFalse(hours.isExcluded(tick), "tick \(tick) inside a night")
        }
        // Invalid repetitions exclude nothing.
        let none = DiscontinuousNumberAxis()
        none.addExcludedRepeatedRange(RepeatedExclusion(start: 0, length: 5, period: 5))
        none.addExcludedRepeatedRange(RepeatedExclusion(start: .nan, length: 1, period: 5))
        none.addExcludedRepeatedRange(RepeatedExclusion(start: 0, length: -1, period: 5))
        XCTAssertEqual(none.linearValue(123), 123)
    }

    func testAWeekendHasZeroWidthOnADiscontinuousDateAxis() {
        let axis = DiscontinuousDateTimeAxis()
        axis.excludeWeekends()
        let friday = t("2024-03-01T00:00:00Z"), saturday = t("2024-03-02T00:00:00Z")
        let sunday = t("2024-03-03T12:00:00Z"), monday = t("2024-03-04T00:00:00Z")
        axis.setVisibleRange(AxisRange(min: friday, max: t("2024-03-05T00:00:00Z")))
        axis.prepareScale(covering: axis.visibleRange)
        axis.pixelStart = 0
        axis.pixelLength = 200
        XCTAssertEqual(axis.linearValue(monday) - axis.linearValue(saturday), 0)
        XCTAssertEqual(axis.pixelValue(forDataValue: saturday), axis.pixelValue(forDataValue: monday))
        XCTAssertEqual(axis.pixelValue(forDataValue: sunday), axis.pixelValue(forDataValue: monday))
        XCTAssertEqual(axis.pixelValue(forDataValue: monday) - axis.pixelValue(forDataValue: friday), 100, "Friday is one of two days shown")
        XCTAssertTrue(axis.isExcluded(saturday))
        XCTAssertFalse(axis.isExcluded(monday))
        XCTAssertEqual(axis.dataValue(forPixelValue: 100), monday, "the collapsed weekend reads as Monday")
        // A year of weekdays: ticks only on weekdays, labels as usual.
        axis.setVisibleRange(AxisRange(min: t("2024-01-01T00:00:00Z"), max: t("2024-12-31T00:00:00Z")))
        axis.prepareScale(covering: axis.visibleRange)
        axis.pixelLength = 3000
        let ticks = axis.majorTicks()
        XCTAssertGreaterThan(ticks.values.count, 20)
        for tick in ticks.values + axis.minorTicks(major: ticks).values {
            let weekday = CivilDate(dayNumber: Int((tick / 86_400).rounded(.down))).isoWeekday
            XCTAssertLessThan(weekday, 6, "tick on \(Date(timeIntervalSince1970: tick))")
        }
    }

    func testAMonthStartingOnAWeekendIsTickedOnItsFirstTradingDay() {
        // 1 June 2024 is a Saturday: the month's tick moves to Monday the 3rd rather than vanish.
        let axis = DiscontinuousDateTimeAxis()
        axis.excludeWeekends()
        axis.majorTickInterval = .months(1)
        axis.setVisibleRange(AxisRange(min: t("2024-05-15T00:00:00Z"), max: t("2024-07-15T00:00:00Z")))
        axis.prepareScale(covering: axis.visibleRange)
        axis.pixelStart = 0
        axis.pixelLength = 600
        let ticks = axis.majorTicks()
        XCTAssertEqual(ticks.values, [t("2024-06-03T00:00:00Z"), t("2024-07-01T00:00:00Z")])
        XCTAssertEqual(axis.labels(for: ticks), ["Jun", "Jul"])
    }

    func testWeekendsKeepToLocalMidnightAcrossDaylightSavingChanges() {
        // New York: the weekend of 9–10 March 2024 loses an hour, that of 2–3 November gains one.
        let axis = DiscontinuousDateTimeAxis(timeZone: TimeZone(identifier: "America/New_York")!)
        axis.excludeWeekends()
        let spring = AxisRange(min: t("2024-03-08T00:00:00-05:00"), max: t("2024-03-12T00:00:00-04:00"))
        axis.prepareScale(covering: spring)
        let springFriday = t("2024-03-08T00:00:00-05:00"), springMonday = t("2024-03-11T00:00:00-04:00")
        XCTAssertEqual(axis.linearValue(springMonday) - axis.linearValue(springFriday), 86_400)
        XCTAssertTrue(axis.isExcluded(t("2024-03-09T00:00:00-05:00")))
        XCTAssertFalse(axis.isExcluded(t("2024-03-08T23:59:59-05:00")))
        let autumn = AxisRange(min: t("2024-11-01T00:00:00-04:00"), max: t("2024-11-05T00:00:00-05:00"))
        axis.prepareScale(covering: autumn)
        let autumnFriday = t("2024-11-01T00:00:00-04:00"), autumnMonday = t("2024-11-04T00:00:00-05:00")
        XCTAssertEqual(axis.linearValue(autumnMonday) - axis.linearValue(autumnFriday), 86_400)
        XCTAssertFalse(axis.isExcluded(autumnMonday))
        XCTAssertTrue(axis.isExcluded(autumnMonday - 1))
    }

    func testSingleHolidayAndNightsInMilliseconds() {
        let axis = DiscontinuousDateTimeAxis()
        axis.valueUnit = .milliseconds
        axis.addExcludedTimePeriod(from: Date(timeIntervalSince1970: t("2024-12-25T00:00:00Z")),
                                   to: Date(timeIntervalSince1970: t("2024-12-26T00:00:00Z")))
        let day = 86_400_000.0
        let christmasEve = t("2024-12-24T00:00:00Z") * 1000
        XCTAssertEqual(axis.linearValue(christmasEve + 2 * day) - axis.linearValue(christmasEve), day)
        let nights = DiscontinuousDateTimeAxis()
        nights.addExcludedRepeatedTimePeriod(RepeatedTimePeriod(start: t("2024-01-01T18:00:00Z"), length: .hours(15),
                                                                frequency: .days(1)))
        let monday = t("2024-06-03T00:00:00Z")
        nights.prepareScale(covering: AxisRange(min: monday, max: monday + 5 * 86_400))
        XCTAssertEqual(nights.linearValue(monday + 86_400 + 9 * 3600) - nights.linearValue(monday + 9 * 3600), 9 * 3600,
                       "09:00 to 18:00 is all that is left of a day")
    }

    func testMapRoundTripsAcrossTheLaidOutWindowAndBeyond() {
        let axis = DiscontinuousDateTimeAxis()
        axis.excludeWeekends()
        let start = t("2023-01-02T00:00:00Z")
        axis.prepareScale(covering: AxisRange(min: start, max: start + 30 * 86_400))
        // Far outside the window the map goes on with slope one, and still inverts.
        for v in [start - 1e9, start, start + 3.5 * 86_400, start + 1e9] where !axis.isExcluded(v) {
            XCTAssertEqual(axis.dataValue(fromLinear: axis.linearValue(v)), v, accuracy: 1e-6)
        }
        let before = axis.linearValue(start + 10 * 86_400)
        let revision = axis.scaleRevision
        // Beyond what the isExcluded checks above laid out (they cover the values they are asked about).
        axis.prepareScale(covering: AxisRange(min: start + 20_000 * 86_400, max: start + 20_030 * 86_400))
        XCTAssertGreaterThan(axis.scaleRevision, revision, "a wider window changes the scale")
        XCTAssertEqual(axis.linearValue(start + 10 * 86_400), before, "values already covered keep their place")
    }
}
