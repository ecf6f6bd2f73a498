import Foundation

/// Time left out of a date axis — a holiday, every weekend, every night — in dates and calendar
/// periods: the `ExcludableAxis` stretches with a date's names. The first one added cuts the
/// axis's scale into a `DiscontinuousScale` (what `DateTimeAxis(scale: DiscontinuousScale())`
/// starts on).
///
/// ```swift
/// let days = DateTimeAxis(timeZone: TimeZone(identifier: "America/New_York")!)
/// days.excludeWeekends()
/// days.addExcludedTimePeriod(from: thanksgiving, to: thanksgiving.addingTimeInterval(86_400))
/// chart.xAxis = days
/// ```
///
/// Repeated periods follow the axis's calendar and time zone (`RepeatedTimePeriod`), so weekends
/// start at local midnight on either side of a daylight-saving change, and are laid out again
/// when `timeZone` changes.
extension DateTimeAxis {
    /// Single excluded periods, `[min, max)` in axis values, as added.
    public var excludedTimePeriods: [AxisRange] { excludedRanges }

    /// Repeated excluded periods, as added.
    public var excludedRepeatedTimePeriods: [RepeatedTimePeriod] { gaps?.excludedRepeatedTimePeriods ?? [] }

    /// Leaves `range` (axis values) out of the axis.
    public func addExcludedTimePeriod(_ range: AxisRange) {
        addExcludedRange(range)
    }

    /// Leaves the time from `start` up to `end` out of the axis.
    public func addExcludedTimePeriod(from start: Date, to end: Date) {
        addExcludedTimePeriod(AxisRange(min: value(for: start), max: value(for: end)))
    }

    /// Leaves the dates of `range` out of the axis (its start included, its end shown).
    public func addExcludedTimePeriod(_ range: Range<Date>) {
        addExcludedTimePeriod(from: range.lowerBound, to: range.upperBound)
    }

    /// Leaves a calendar period out again and again, on the axis's calendar.
    public func addExcludedRepeatedTimePeriod(_ period: RepeatedTimePeriod) {
        let gaps = scaleWithGaps()
        gaps.setTimeFrame(calendar: calendar, valuesPerSecond: valueUnit.perSecond, layOut: false)
        gaps.addExcludedRepeatedTimePeriod(period)
        exclusionsDidChange()
    }

    /// Leaves out `length` from `start`, then every `frequency` in both directions (nights:
    /// from 17:00 for `.hours(16)`, every `.days(1)`).
    public func addExcludedRepeatedTimePeriod(from start: Date, length: CalendarInterval,
                                              every frequency: CalendarInterval) {
        addExcludedRepeatedTimePeriod(RepeatedTimePeriod(start: value(for: start), length: length, frequency: frequency))
    }

    /// Leaves out every Saturday and Sunday, from Saturday 00:00 to Monday 00:00 in the axis's
    /// time zone as it is now.
    public func excludeWeekends() {
        // 2000-01-01 was a Saturday.
        let saturday = CalendarTickLocator.startOfDay(CivilDate(year: 2000, month: 1, day: 1), calendar: calendar) ?? 946_684_800
        addExcludedRepeatedTimePeriod(RepeatedTimePeriod(start: saturday * valueUnit.perSecond,
                                                         length: .days(2), frequency: .weeks(1)))
    }

    /// Whether `date` lies in an excluded period.
    public func isExcluded(_ date: Date) -> Bool {
        isExcluded(value(for: date))
    }
}
