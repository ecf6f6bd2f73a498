import Foundation
import XCTest
@testable import ChartCore

/// Axes as a kind of value × a scale: a number or date axis given a scale draws what the
/// convenience class of that combination draws (same linear values, ranges, ticks and labels),
/// a discontinuous scale cuts its gaps out of any underlying scale, and a date axis takes `Date`s.
final class AxisScaleCompositionTests: XCTestCase {
    private func date(_ text: String) -> Date {
        let parser = ISO8601DateFormatter()
        parser.formatOptions = [.withInternetDateTime]
        return parser.date(from: text)!
    }

    /// Everything an axis draws from, for comparing two axes laid out the same way.
    private func drawn(_ axis: Axis, pixels: Double = 600) -> [String] {
        axis.pixelStart = 0
        axis.pixelLength = pixels
        let major = axis.majorTicks()
        let minor = axis.minorTicks(major: major)
        return ["\(axis.visibleRange)", "\(axis.linearVisibleRange)", "\(major.values) \(major.step)",
                "\(minor.values)", "\(axis.labels(for: major))", axis.string(for: 1234.5678),
                axis.detailedString(for: 1234.5678), "\(axis.labelProbes(for: major))", "\(axis.hasLinearScale)"]
    }

    func testANumberAxisOnALogScaleDrawsWhatALogarithmicAxisDraws() {
        for base in [10.0, 2, M_E] {
            for range in [AxisRange(min: 0.5, max: 2e6), AxisRange(min: 1, max: 40), AxisRange(min: -3, max: 100)] {
                let convenience = LogarithmicAxis(base: base)
                let composed = NumberAxis(scale: LogarithmicScale(base: base))
                convenience.setVisibleRange(range)
                composed.setVisibleRange(range)
                XCTAssertEqual(drawn(composed), drawn(convenience), "base \(base), \(range)")
                XCTAssertEqual(composed.linearValue(1000), convenience.linearValue(1000))
                XCTAssertTrue(composed.linearValue(0).isNaN, "no logarithm at 0")
            }
        }
        let axis = LogarithmicAxis(base: 2)
        XCTAssertTrue(axis.showsPowers)
        let revision = axis.scaleRevision
        axis.base = 10
        XCTAssertEqual((axis.scale as? LogarithmicScale)?.base, 10, "the convenience's base is its scale's")
        XCTAssertGreaterThan(axis.scaleRevision, revision, "a new base maps data again")
        XCTAssertEqual(axis.linearValue(1000), 3, accuracy: 1e-12)
    }

    func testANumberAxisOnADiscontinuousScaleDrawsWhatADiscontinuousNumberAxisDraws() {
        let convenience = DiscontinuousNumberAxis()
        let gaps = DiscontinuousScale()
        let composed = NumberAxis(scale: gaps)
        convenience.addExcludedRange(AxisRange(min: 12, max: 13))
        convenience.addExcludedRepeatedRange(RepeatedExclusion(start: 17, length: 16, period: 24))
        gaps.addExcludedRange(AxisRange(min: 12, max: 13))
        gaps.addExcludedRepeatedRange(RepeatedExclusion(start: 17, length: 16, period: 24))
        for range in [AxisRange(min: 0, max: 72), AxisRange(min: 9, max: 17), AxisRange(min: -5000, max: 9000)] {
            for axis in [convenience, composed] as [Axis] {
                axis.setVisibleRange(range)
                axis.prepareScale(covering: range)
            }
            XCTAssertEqual(drawn(composed), drawn(convenience), "\(range)")
            for v in stride(from: -100.0, through: 100, by: 0.75) {
                XCTAssertEqual(composed.linearValue(v), convenience.linearValue(v), "value \(v)")
            }
        }
        XCTAssertEqual(convenience.excludedRanges, gaps.excludedRanges)
        XCTAssertTrue(gaps.isExcluded(20) && convenience.isExcluded(20))
    }

    func testADateAxisOnADiscontinuousScaleDrawsWhatADiscontinuousDateTimeAxisDraws() {
        for zone in ["UTC", "America/New_York"] {
            let timeZone = TimeZone(identifier: zone)!
            let convenience = DiscontinuousDateTimeAxis(timeZone: timeZone)
            convenience.excludeWeekends()
            let gaps = DiscontinuousScale()
            let composed = DateTimeAxis(timeZone: timeZone, scale: gaps)
            let saturday = convenience.excludedRepeatedTimePeriods[0]
            gaps.addExcludedRepeatedTimePeriod(saturday)
            for (from, to) in [("2024-03-01T00:00:00Z", "2024-03-20T00:00:00Z"),
                               ("2024-03-08T09:00:00Z", "2024-03-11T17:00:00Z"),
                               ("2023-01-01T00:00:00Z", "2025-06-01T00:00:00Z")] {
                let shown = date(from)...date(to)
                for axis in [convenience, composed] as [DateTimeAxis] {
                    axis.setVisibleRange(shown)
                    axis.prepareScale(covering: axis.visibleRange)
                }
                XCTAssertEqual(drawn(composed), drawn(convenience), "\(zone) \(from)…\(to)")
            }
            XCTAssertTrue(composed.linearValue(date("2024-03-09T12:00:00Z").timeIntervalSince1970)
                          == composed.linearValue(date("2024-03-11T00:00:00Z").timeIntervalSince1970) || zone != "UTC",
                          "a weekend takes no room")
            // A new time zone lays the weekends out again on both.
            convenience.timeZone = TimeZone(identifier: "Asia/Tokyo")!
            composed.timeZone = TimeZone(identifier: "Asia/Tokyo")!
            XCTAssertEqual(drawn(composed), drawn(convenience), "\(zone) → Tokyo")
        }
    }

    func testGapsAreCutOutOfTheUnderlyingScale() {
        let gaps = DiscontinuousScale(over: LogarithmicScale(base: 10))
        gaps.addExcludedRange(AxisRange(min: 100, max: 10_000))      // two decades left out
        XCTAssertEqual(gaps.linearValue(10), 1, accuracy: 1e-12)
        XCTAssertEqual(gaps.linearValue(100), 2, accuracy: 1e-12)
        XCTAssertEqual(gaps.linearValue(10_000), 2, accuracy: 1e-12, "the gap takes no room")
        XCTAssertEqual(gaps.linearValue(100_000), 3, accuracy: 1e-12)
        XCTAssertTrue(gaps.linearValue(-1).isNaN, "still no logarithm below 0")
        for v in [0.5, 10, 99, 10_000, 3e7] {
            XCTAssertEqual(gaps.dataValue(fromLinear: gaps.linearValue(v)), v, accuracy: v * 1e-12)
        }
        XCTAssertTrue(gaps.isExcluded(1000))
        XCTAssertFalse(gaps.isLinear)
        XCTAssertTrue(DiscontinuousScale().isLinear, "nothing left out of a linear scale")
        let axis = NumberAxis(scale: gaps)
        axis.setVisibleRange(AxisRange(min: -5, max: 1e6))
        XCTAssertGreaterThan(axis.visibleRange.min, 0, "a range on gaps over a log scale stays positive")
    }

    func testExclusionsAddedToTheScaleMapTheDataAgain() {
        let gaps = DiscontinuousScale()
        let axis = NumberAxis(scale: gaps)
        let before = axis.scaleRevision
        gaps.addExcludedRange(AxisRange(min: 1, max: 2))
        XCTAssertNotEqual(axis.scaleRevision, before)
        XCTAssertFalse(axis.hasLinearScale)
        XCTAssertEqual(axis.linearValue(3), 2)
    }

    func testTimeLeftOutOfAPlainDateAxisCutsItsScale() {
        for zone in ["UTC", "America/New_York"] {
            let timeZone = TimeZone(identifier: zone)!
            let convenience = DiscontinuousDateTimeAxis(timeZone: timeZone)
            let composed = DateTimeAxis(timeZone: timeZone)
            XCTAssertTrue(composed.scale is LinearScale)
            for axis in [convenience, composed] {
                axis.excludeWeekends()
                axis.addExcludedTimePeriod(date("2024-03-13T00:00:00Z")..<date("2024-03-14T00:00:00Z"))
            }
            XCTAssertTrue(composed.scale is DiscontinuousScale, "\(zone): the first period cut the axis's scale")
            XCTAssertEqual(composed.excludedRepeatedTimePeriods, convenience.excludedRepeatedTimePeriods)
            XCTAssertEqual(composed.excludedTimePeriods, convenience.excludedTimePeriods)
            for (from, to) in [("2024-03-01T00:00:00Z", "2024-03-20T00:00:00Z"),
                               ("2024-03-08T09:00:00Z", "2024-03-11T17:00:00Z")] {
                let range = AxisRange(min: date(from).timeIntervalSince1970, max: date(to).timeIntervalSince1970)
                for axis in [convenience, composed] as [Axis] {
                    axis.setVisibleRange(range)
                    axis.prepareScale(covering: range)
                }
                XCTAssertEqual(drawn(composed), drawn(convenience), "\(zone), \(from) … \(to)")
            }
            XCTAssertTrue(composed.isExcluded(date("2024-03-09T18:00:00Z")), "\(zone): a Saturday")
            XCTAssertTrue(composed.isExcluded(date("2024-03-13T12:00:00Z")), "\(zone): the period added")
            XCTAssertFalse(composed.isExcluded(date("2024-03-12T18:00:00Z")), "\(zone): a Tuesday")
            convenience.timeZone = TimeZone(identifier: "Asia/Tokyo")!
            composed.timeZone = TimeZone(identifier: "Asia/Tokyo")!
            XCTAssertEqual(drawn(composed), drawn(convenience), "\(zone) → Tokyo: weekends laid out again on both")
        }
    }

    func testStretchesLeftOutOfAPlainNumberAxisCutItsScale() {
        let convenience = DiscontinuousNumberAxis()
        let composed = NumberAxis()
        for axis in [convenience, composed] {
            axis.addExcludedRange(AxisRange(min: 12, max: 13))
            axis.addExcludedRepeatedRange(RepeatedExclusion(start: 17, length: 16, period: 24))
        }
        XCTAssertEqual(composed.excludedRanges, [AxisRange(min: 12, max: 13)])
        XCTAssertEqual(composed.excludedRepeatedRanges, convenience.excludedRepeatedRanges)
        for range in [AxisRange(min: 0, max: 72), AxisRange(min: 9, max: 17)] {
            for axis in [convenience, composed] as [Axis] {
                axis.setVisibleRange(range)
                axis.prepareScale(covering: range)
            }
            XCTAssertEqual(drawn(composed), drawn(convenience), "\(range)")
        }
        XCTAssertTrue(composed.isExcluded(20) && composed.isExcluded(12.5))
        let plain = NumberAxis()
        plain.removeAllExclusions()
        XCTAssertFalse(plain.isExcluded(12.5))
        XCTAssertTrue(plain.scale is LinearScale, "nothing to put back leaves the scale alone")
        composed.removeAllExclusions()
        XCTAssertTrue(composed.hasLinearScale, "gaps with nothing left out map as a linear scale")
        XCTAssertEqual(composed.linearValue(20), 20)
    }

    func testALogAxisWithAGapKeepsItsBase() {
        let axis = LogarithmicAxis(base: 10)
        axis.addExcludedRange(AxisRange(min: 100, max: 10_000))
        XCTAssertTrue(axis.scale is DiscontinuousScale)
        XCTAssertEqual(axis.base, 10)
        XCTAssertEqual(axis.linearValue(100_000), 3, accuracy: 1e-12, "two decades left out")
        let revision = axis.scaleRevision
        axis.base = 2
        XCTAssertEqual(axis.base, 2)
        XCTAssertGreaterThan(axis.scaleRevision, revision, "a new base maps the data again")
        XCTAssertEqual(axis.linearValue(16_384), 14 - (log2(10_000) - log2(100)), accuracy: 1e-9,
                       "the gap laid out again in base 2")
        XCTAssertEqual(axis.excludedRanges, [AxisRange(min: 100, max: 10_000)])
    }

    func testRepeatedPeriodsAndTheAnchorTakeDates() {
        let evening = date("2024-03-04T17:00:00Z")
        for unit in [DateTimeAxis.ValueUnit.seconds, .milliseconds] {
            let nights = DateTimeAxis()
            nights.valueUnit = unit
            nights.addExcludedRepeatedTimePeriod(from: evening, length: .hours(16), every: .days(1))
            XCTAssertEqual(nights.excludedRepeatedTimePeriods,
                           [RepeatedTimePeriod(start: nights.value(for: evening), length: .hours(16), frequency: .days(1))])
            XCTAssertTrue(nights.isExcluded(date("2024-03-10T02:00:00Z")), "\(unit): 02:00 is night")
            XCTAssertFalse(nights.isExcluded(date("2024-03-10T12:00:00Z")), "\(unit): noon is day")
            nights.anchorDate = evening
            XCTAssertEqual(nights.anchorPoint, nights.value(for: evening), "\(unit)")
            XCTAssertEqual(nights.anchorDate, evening, "\(unit)")
        }
    }

    func testADateAxisTakesDates() {
        let monday = date("2024-03-04T00:00:00Z"), friday = date("2024-03-08T18:00:00Z")
        for unit in [DateTimeAxis.ValueUnit.seconds, .milliseconds] {
            let days = DateTimeAxis()
            days.valueUnit = unit
            days.setVisibleRange(monday...friday)
            let perSecond = unit == .seconds ? 1.0 : 1000
            XCTAssertEqual(days.visibleRange, AxisRange(min: monday.timeIntervalSince1970 * perSecond,
                                                        max: friday.timeIntervalSince1970 * perSecond))
            XCTAssertEqual(days.visibleDateRange, monday...friday)
            days.pixelStart = 10
            days.pixelLength = 400
            XCTAssertEqual(days.pixelValue(for: monday), 10)
            XCTAssertEqual(days.pixelValue(for: friday), 410)
            XCTAssertEqual(days.date(forPixelValue: 410).timeIntervalSince1970, friday.timeIntervalSince1970, accuracy: 1e-3)
            XCTAssertEqual(days.pixelValue(for: monday), days.pixelValue(forDataValue: days.value(for: monday)),
                           "seconds still work beside dates")
            days.explicitDefaultDateRange = monday...friday
            XCTAssertEqual(days.explicitDefaultRange?.min, monday.timeIntervalSince1970 * perSecond)
            XCTAssertEqual(days.explicitDefaultDateRange, monday...friday)
            days.explicitDefaultDateRange = nil
            XCTAssertNil(days.explicitDefaultRange)
            XCTAssertEqual(days.string(for: monday), days.string(for: days.value(for: monday)))
        }
        // One instant shows a day either side, as with seconds.
        let one = DateTimeAxis()
        one.setVisibleRange(monday...monday)
        XCTAssertEqual(one.visibleDateRange, monday.addingTimeInterval(-86_400)...monday.addingTimeInterval(86_400))
        // A range that is not a pair of numbers reads as the epoch rather than trapping.
        XCTAssertEqual(one.dates(AxisRange(min: .nan, max: .nan)).lowerBound, Date(timeIntervalSince1970: 0))
    }

    func testADiscontinuousDateAxisExcludesDateRanges() {
        let days = DiscontinuousDateTimeAxis()
        days.addExcludedTimePeriod(date("2024-12-25T00:00:00Z")..<date("2024-12-26T00:00:00Z"))
        XCTAssertTrue(days.isExcluded(date("2024-12-25T12:00:00Z")))
        XCTAssertFalse(days.isExcluded(date("2024-12-26T00:00:00Z")), "the end is shown")
        XCTAssertEqual(days.excludedTimePeriods.count, 1)
    }
}
