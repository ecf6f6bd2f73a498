/// Ticks of a date axis on a `DiscontinuousScale`: calendar ticks chosen for the time actually
/// shown (five weekdays make a week's worth of pixels), taken from the shown stretches only.
extension DateTimeAxis {
    func discontinuousMajorTicks(_ gaps: DiscontinuousScale, pixelLength: Double) -> TickSet {
        if majorTickFrequency != nil { return discontinuousDecimalMajorTicks(gaps, pixelLength: pixelLength) }
        let raw = CalendarTickLocator.rawStep(span: shownSeconds, pixelLength: pixelLength, minSpacing: tickSpacing)
        let interval = majorTickInterval ?? CalendarTickLocator.interval(atLeast: raw)
        guard let interval, CalendarTickLocator.isCalendarRange(seconds(visibleRange)) else {
            // Decimal steps (or no calendar): as a number axis of the shown span, in axis units.
            return discontinuousDecimalMajorTicks(gaps, pixelLength: pixelLength)
        }
        return calendarTicks(every: interval, shown: gaps.includedSegments(of: visibleRange), gaps: gaps)
    }

    func discontinuousMinorTicks(_ gaps: DiscontinuousScale, major: TickSet) -> TickSet {
        if minorTickFrequency != nil { return discontinuousDecimalMinorTicks(gaps, major: major) }
        let majorStepSeconds = major.step / valueUnit.perSecond
        let interval = minorTickInterval
            ?? CalendarTickLocator.interval(forStep: majorStepSeconds).flatMap(CalendarTickLocator.minorInterval(for:))
        guard let interval, CalendarTickLocator.isCalendarRange(seconds(visibleRange)) else {
            return discontinuousDecimalMinorTicks(gaps, major: major)
        }
        return calendarTicks(every: interval, shown: gaps.includedSegments(of: visibleRange), gaps: gaps)
            .filteringOut(Set(major.values))
    }

    /// Calendar ticks over the visible range, none inside an excluded stretch. A tick of a day or
    /// longer that falls in one moves to where the stretch ends (the first of June on a Saturday
    /// becomes Monday the 3rd, labelled "Jun", as trading charts show it); a shorter one (10:00 on
    /// a Saturday) is dropped.
    private func calendarTicks(every interval: CalendarInterval, shown: [AxisRange], gaps: DiscontinuousScale) -> TickSet {
        guard let first = shown.first, let last = shown.last else { return .empty }
        let visible = AxisRange(min: first.min, max: last.max)
        let movesOut = interval.nominalSeconds >= 86_400
        var values: [Double] = []
        for tick in CalendarTickLocator.ticks(in: seconds(visible), every: interval, calendar: calendar) {
            var value = tick * valueUnit.perSecond
            if gaps.isExcludedAsLaidOut(value) {
                guard movesOut else { continue }
                value = gaps.dataValue(fromLinear: gaps.linearValue(value))
            }
            guard visible.contains(value), values.last.map({ value > $0 }) ?? true else { continue }
            values.append(value)
            if values.count > NumberTickLocator.maximumTickCount { return .empty }
        }
        return TickSet(values: values, step: interval.nominalSeconds * valueUnit.perSecond)
    }
}
