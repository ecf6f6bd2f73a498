import Foundation

/// A date axis with stretches of time left out — a holiday, every weekend, every night — so the
/// data on either side join up and no tick falls inside them.
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
    public private(set) var excludedTimePeriods: [AxisRange] = []
    /// Repeated excluded periods, as added.
    public private(set) var excludedRepeatedTimePeriods: [RepeatedTimePeriod] = []

    private let scale = DiscontinuousScale()

    public override init(timeZone: TimeZone = TimeZone(identifier: "UTC")!) {
        super.init(timeZone: timeZone)
    }

    /// Leaves `range` (axis values) out of the axis.
    public func addExcludedTimePeriod(_ range: AxisRange) {
        excludedTimePeriods.append(range)
        exclusionsChanged()
    }

    /// Leaves the time from `start` up to `end` out of the axis.
    public func addExcludedTimePeriod(from start: Date, to end: Date) {
        addExcludedTimePeriod(AxisRange(min: value(for: start), max: value(for: end)))
    }

    public func addExcludedRepeatedTimePeriod(_ period: RepeatedTimePeriod) {
        excludedRepeatedTimePeriods.append(period)
        exclusionsChanged()
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
        excludedTimePeriods = []
        excludedRepeatedTimePeriods = []
        exclusionsChanged()
    }

    /// Whether `value` lies in an excluded period (within the periods laid out so far).
    public func isExcluded(_ value: Double) -> Bool {
        // The repeated periods are laid out only around what the axis has shown; a value
        // elsewhere (an axis without data yet) lays them out around it first.
        if value.isFinite { prepareScale(covering: AxisRange(min: value, max: value)) }
        return scale.table.isExcluded(value)
    }

    override func timeZoneDidChange() {
        super.timeZoneDidChange()
        exclusionsChanged()
    }

    private func exclusionsChanged() {
        let perSecond = valueUnit.perSecond
        let calendar = self.calendar
        let valid = excludedRepeatedTimePeriods.filter(\.isValid)
        let generators: [DiscontinuousScale.Generator] = valid.map { period in
            { window, limit in
                let seconds = AxisRange(min: window.min / perSecond, max: window.max / perSecond)
                return period.intervals(overlapping: seconds, startSeconds: period.start / perSecond,
                                        calendar: calendar, limit: limit)?
                    .map { AxisRange(min: $0.min * perSecond, max: $0.max * perSecond) }
            }
        }
        let seed = valid.first.map { period -> AxisRange in
            let reach = 200 * period.frequency.nominalSeconds * perSecond
            return AxisRange(min: period.start - reach, max: period.start + reach)
        }
        scale.setExclusions(singles: excludedTimePeriods, generators: generators, seedWindow: seed)
        if let data = dataRange { scale.cover(data) }
        scaleRevision += 1
    }

    public override var hasLinearScale: Bool { scale.isEmpty }

    public override func linearValue(_ dataValue: Double) -> Double {
        scale.table.linearValue(dataValue)
    }

    public override func dataValue(fromLinear value: Double) -> Double {
        scale.table.dataValue(fromLinear: value)
    }

    override func prepareScale(covering range: AxisRange) {
        if scale.cover(range) { scaleRevision += 1 }
    }

    public override func majorTicks() -> TickSet {
        let table = scale.table
        let shown = table.includedSegments(of: visibleRange)
        if let f = majorTickFrequency {
            return DiscontinuousTickLocator.ticks(shownParts: shown, step: f, anchor: anchorPoint,
                                                  isExcluded: table.isExcluded)
        }
        let raw = CalendarTickLocator.rawStep(span: shownSeconds, pixelLength: pixelLength, minSpacing: tickSpacing)
        let interval = majorTickInterval ?? CalendarTickLocator.interval(atLeast: raw)
        guard let interval, CalendarTickLocator.isCalendarRange(seconds(visibleRange)) else {
            // Decimal steps (or no calendar): as a number axis of the shown span, in axis units.
            return DiscontinuousTickLocator.majorTicks(shownParts: shown, shownSpan: linearVisibleRange.span,
                                                       pixelLength: pixelLength, minSpacing: tickSpacing,
                                                       isExcluded: table.isExcluded)
        }
        return calendarTicks(every: interval, shown: shown, table: table)
    }

    public override func minorTicks(major: TickSet) -> TickSet {
        let table = scale.table
        let shown = table.includedSegments(of: visibleRange)
        if let f = minorTickFrequency {
            return DiscontinuousTickLocator.ticks(shownParts: shown, step: f, anchor: anchorPoint,
                                                  isExcluded: table.isExcluded).filteringOut(Set(major.values))
        }
        let majorStepSeconds = major.step / valueUnit.perSecond
        let interval = minorTickInterval
            ?? CalendarTickLocator.interval(forStep: majorStepSeconds).flatMap(CalendarTickLocator.minorInterval(for:))
        guard let interval, CalendarTickLocator.isCalendarRange(seconds(visibleRange)) else {
            return DiscontinuousTickLocator.minorTicks(shownParts: shown, major: major, isExcluded: table.isExcluded)
        }
        return calendarTicks(every: interval, shown: shown, table: table).filteringOut(Set(major.values))
    }

    /// Calendar ticks over the visible range, none inside an excluded stretch. A tick of a day or
    /// longer that falls in one moves to where the stretch ends (the first of June on a Saturday
    /// becomes Monday the 3rd, labelled "Jun", as trading charts show it); a shorter one (10:00 on
    /// a Saturday) is dropped.
    private func calendarTicks(every interval: CalendarInterval, shown: [AxisRange], table: ExclusionTable) -> TickSet {
        guard let first = shown.first, let last = shown.last else { return .empty }
        let visible = AxisRange(min: first.min, max: last.max)
        let movesOut = interval.nominalSeconds >= 86_400
        var values: [Double] = []
        for tick in CalendarTickLocator.ticks(in: seconds(visible), every: interval, calendar: calendar) {
            var value = tick * valueUnit.perSecond
            if table.isExcluded(value) {
                guard movesOut else { continue }
                value = table.dataValue(fromLinear: table.linearValue(value))
            }
            guard visible.contains(value), values.last.map({ value > $0 }) ?? true else { continue }
            values.append(value)
            if values.count > NumberTickLocator.maximumTickCount { return .empty }
        }
        return TickSet(values: values, step: interval.nominalSeconds * valueUnit.perSecond)
    }
}
