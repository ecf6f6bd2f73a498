import Foundation

/// A date axis with stretches of time left out — a holiday, every weekend, every night — so the
/// data on either side join up and no tick falls inside them: `DateTimeAxis(scale:
/// DiscontinuousScale())` with the exclusions in reach.
///
/// ```swift
/// let days = DiscontinuousDateTimeAxis(timeZone: TimeZone(identifier: "America/New_York")!)
/// days.excludeWeekends()
/// days.addExcludedTimePeriod(from: thanksgiving, to: thanksgiving.addingTimeInterval(86_400))
/// chart.xAxis = days
/// ```
///
/// Repeated periods follow the axis's calendar and time zone (`RepeatedTimePeriod`), so weekends
/// start at local midnight on either side of a daylight-saving change. Ticks are calendar ticks
/// chosen for the time actually shown (five weekdays make a week's worth of pixels), taken from
/// the shown stretches only.
public final class DiscontinuousDateTimeAxis: DateTimeAxis {
    /// Single excluded periods, `[min, max)` in axis values, as added.
    public var excludedTimePeriods: [AxisRange] { timeGaps.excludedRanges }
    /// Repeated excluded periods, as added.
    public var excludedRepeatedTimePeriods: [RepeatedTimePeriod] { timeGaps.excludedRepeatedTimePeriods }

    private let timeGaps: DiscontinuousScale

    public init(timeZone: TimeZone = TimeZone(identifier: "UTC")!) {
        let gaps = DiscontinuousScale()
        timeGaps = gaps
        super.init(timeZone: timeZone, scale: gaps)
    }

    /// Leaves `range` (axis values) out of the axis.
    public func addExcludedTimePeriod(_ range: AxisRange) {
        timeGaps.addExcludedRange(range)
        exclusionsDidChange()
    }

    /// Leaves the time from `start` up to `end` out of the axis.
    public func addExcludedTimePeriod(from start: Date, to end: Date) {
        addExcludedTimePeriod(AxisRange(min: value(for: start), max: value(for: end)))
    }

    /// Leaves the dates of `range` out of the axis (its start included, its end shown).
    public func addExcludedTimePeriod(_ range: Range<Date>) {
        addExcludedTimePeriod(from: range.lowerBound, to: range.upperBound)
    }

    public func addExcludedRepeatedTimePeriod(_ period: RepeatedTimePeriod) {
        timeGaps.setTimeFrame(calendar: calendar, valuesPerSecond: valueUnit.perSecond, layOut: false)
        timeGaps.addExcludedRepeatedTimePeriod(period)
        exclusionsDidChange()
    }

    /// Leaves out every Saturday and Sunday, from Saturday 00:00 to Monday 00:00 in the axis's
    /// time zone as it is now.
    public func excludeWeekends() {
        // 2000-01-01 was a Saturday.
        let saturday = CalendarTickLocator.startOfDay(CivilDate(year: 2000, month: 1, day: 1), calendar: calendar) ?? 946_684_800
        addExcludedRepeatedTimePeriod(RepeatedTimePeriod(start: saturday * valueUnit.perSecond,
                                                         length: .days(2), frequency: .weeks(1)))
    }

    public func removeAllExclusions() {
        timeGaps.removeAllExclusions()
        exclusionsDidChange()
    }

    /// Whether `value` lies in an excluded period.
    public func isExcluded(_ value: Double) -> Bool {
        timeGaps.isExcluded(value)
    }

    /// Whether `date` lies in an excluded period.
    public func isExcluded(_ date: Date) -> Bool {
        isExcluded(value(for: date))
    }
}
