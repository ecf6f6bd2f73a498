import Foundation
import XCTest
@testable import ChartCore

/// Date labels that show what changes, date axes in seconds and milliseconds, conversions.
final class DateTimeAxisTests: XCTestCase {
    private func t(_ text: String) -> Double {
        let parser = ISO8601DateFormatter()
        parser.formatOptions = [.withInternetDateTime]
        return parser.date(from: text)!.timeIntervalSince1970
    }

    private let utc = DateTimeAxis.makeCalendar(TimeZone(identifier: "UTC")!)

    private func axis(_ from: String, _ to: String, pixels: Double = 800, zone: String = "UTC") -> DateTimeAxis {
        let axis = DateTimeAxis(timeZone: TimeZone(identifier: zone)!)
        axis.setVisibleRange(AxisRange(min: t(from), max: t(to)))
        axis.pixelStart = 0
        axis.pixelLength = pixels
        return axis
    }

    func testMonthLabelsNameTheYearWhereItRollsOver() {
        let months = ["2024-10-01T00:00:00Z", "2024-11-01T00:00:00Z", "2024-12-01T00:00:00Z",
                      "2025-01-01T00:00:00Z", "2025-02-01T00:00:00Z"].map(t)
        let labels = DateLabelFormatter().labels(for: months, step: CalendarInterval.months(1).nominalSeconds, calendar: utc)
        XCTAssertEqual(labels, ["Oct", "Nov", "Dec", "2025", "Feb"])
        // A first tick on 1 January names its year too.
        XCTAssertEqual(DateLabelFormatter().labels(for: Array(months[3...]), step: CalendarInterval.months(1).nominalSeconds,
                                                   calendar: utc), ["2025", "Feb"])
    }

    func testHourLabelsNameTheDayAtMidnight() {
        let hours = ["2024-03-03T12:00:00Z", "2024-03-03T18:00:00Z", "2024-03-04T00:00:00Z", "2024-03-04T06:00:00Z"].map(t)
        XCTAssertEqual(DateLabelFormatter().labels(for: hours, step: CalendarInterval.hours(6).nominalSeconds, calendar: utc),
                       ["12:00", "18:00", "Mar 4", "06:00"])
        let newYear = ["2024-12-31T18:00:00Z", "2025-01-01T00:00:00Z", "2025-01-01T06:00:00Z"].map(t)
        XCTAssertEqual(DateLabelFormatter().labels(for: newYear, step: CalendarInterval.hours(6).nominalSeconds, calendar: utc),
                       ["18:00", "2025", "06:00"])
    }

    func testDayAndSecondLabels() {
        let days = ["2024-12-30T00:00:00Z", "2024-12-31T00:00:00Z", "2025-01-01T00:00:00Z", "2025-01-02T00:00:00Z"].map(t)
        XCTAssertEqual(DateLabelFormatter().labels(for: days, step: 86_400, calendar: utc),
                       ["Dec 30", "Dec 31", "2025", "Jan 2"])
        let seconds = ["2024-05-01T23:59:50Z", "2024-05-02T00:00:00Z", "2024-05-02T00:00:10Z"].map(t)
        XCTAssertEqual(DateLabelFormatter().labels(for: seconds, step: 10, calendar: utc), ["23:59:50", "May 2", "00:00:10"])
    }

    func testLabelsFollowTheTimeZone() {
        let oslo = DateTimeAxis.makeCalendar(TimeZone(identifier: "Europe/Oslo")!)
        let hours = ["2024-03-31T00:00:00+01:00", "2024-03-31T01:00:00+01:00", "2024-03-31T03:00:00+02:00"].map(t)
        XCTAssertEqual(DateLabelFormatter().labels(for: hours, step: 3600, calendar: oslo), ["Mar 31", "01:00", "03:00"])
    }

    func testSubSecondLabelsAreDistinctAndExact() {
        let base = 1_700_000_000.0  // 2023-11-14T22:13:20Z
        let values = [0.0015, 0.002, 0.0025, 0.003].map { base + $0 }
        XCTAssertEqual(DateLabelFormatter().labels(for: values, step: 0.0005, calendar: utc),
                       ["22:13:20.0015", "22:13:20.0020", "22:13:20.0025", "22:13:20.0030"])
        // Rounding carries into the next second.
        XCTAssertEqual(DateLabelFormatter().labels(for: [base + 0.99996], step: 0.001, calendar: utc), ["22:13:21.000"])
    }

    func testPatternsStringsAndBadValues() {
        var formatter = DateLabelFormatter(pattern: "yyyy-MM-dd HH:mm")
        XCTAssertEqual(formatter.labels(for: [t("2024-02-29T13:45:00Z")], step: 60, calendar: utc), ["2024-02-29 13:45"])
        formatter.pattern = nil
        let step = CalendarInterval.months(1).nominalSeconds
        XCTAssertEqual(formatter.string(for: t("2024-02-29T13:45:00Z"), step: step, calendar: utc), "Feb 2024")
        XCTAssertEqual(formatter.string(for: t("2024-02-29T13:45:00Z"), step: 3600, calendar: utc), "2024-02-29 13:45")
        XCTAssertEqual(formatter.detailedString(for: t("2024-02-29T13:45:07Z"), step: 3600, calendar: utc), "2024-02-29 13:45:07")
        XCTAssertEqual(formatter.labels(for: [.nan, .infinity], step: step, calendar: utc), ["NaN", "∞"])
        XCTAssertEqual(formatter.labels(for: [1e17], step: 1e16, calendar: utc), ["1e17 s"])
    }

    func testAxisTicksAndLabelsForAYear() {
        let year = axis("2024-01-01T00:00:00Z", "2024-12-31T00:00:00Z", pixels: 1000)
        let ticks = year.majorTicks()
        XCTAssertEqual(ticks.values.count, 12)
        XCTAssertEqual(year.labels(for: ticks), ["2024", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"])
        XCTAssertEqual(year.minorTicks(major: ticks).values.first, t("2024-01-08T00:00:00Z"), "weekly minors, on Mondays")
        XCTAssertEqual(year.string(for: t("2024-06-15T10:00:00Z")), "Jun 2024")
        year.majorTickInterval = .months(3)
        XCTAssertEqual(year.labels(for: year.majorTicks()), ["2024", "Apr", "Jul", "Oct"])
    }

    func testMillisecondAxisNear1_7e12ZoomedToAFewMilliseconds() {
        let ms = DateTimeAxis()
        ms.valueUnit = .milliseconds
        ms.setVisibleRange(AxisRange(min: 1_700_000_000_001.2, max: 1_700_000_000_004.1))
        ms.pixelLength = 600
        let ticks = ms.majorTicks()
        XCTAssertEqual(ticks.values, [1.5, 2, 2.5, 3, 3.5, 4].map { 1_700_000_000_000 + $0 })
        XCTAssertEqual(ms.labels(for: ticks), ["22:13:20.0015", "22:13:20.0020", "22:13:20.0025", "22:13:20.0030",
                                               "22:13:20.0035", "22:13:20.0040"])
        XCTAssertEqual(ms.value(for: Date(timeIntervalSince1970: 2)), 2000)
    }

    func testSingleInstantGetsADayEitherSideAndNoDataGivesADay() {
        let axis = DateTimeAxis()
        XCTAssertEqual(axis.defaultRange, AxisRange(min: 0, max: 86_400))
        axis.dataRange = AxisRange(min: 1_700_000_000, max: 1_700_000_000)
        XCTAssertEqual(axis.defaultRange, AxisRange(min: 1_700_000_000 - 86_400, max: 1_700_000_000 + 86_400))
    }

    func testConversionsRoundTrip() {
        let axis = self.axis("2024-01-01T00:00:00Z", "2024-02-01T00:00:00Z", pixels: 744)
        axis.pixelStart = 50
        XCTAssertEqual(axis.pixelValue(forDataValue: t("2024-01-16T12:00:00Z")), 50 + 372, accuracy: 1e-9)
        for pixel in stride(from: 0.0, through: 900, by: 37.5) {
            XCTAssertEqual(axis.pixelValue(forDataValue: axis.dataValue(forPixelValue: pixel)), pixel, accuracy: 1e-6)
        }
    }
}
