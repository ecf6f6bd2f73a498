import Foundation

/// An instant read on a zone's wall clock with proleptic Gregorian arithmetic (`CivilDate`): the
/// calendar date ticks, labels and date cells share, for every year from −99,999,999 to
/// 99,999,999, never Foundation's `Calendar` (Julian before October 1582).
///
/// ```swift
/// let t = LocalTime(-13_197_600_000, timeZone: TimeZone(identifier: "UTC")!)!  // 1551-10-15
/// t.date.year   // 1551, with the day count ISO 8601 uses
/// ```
struct LocalTime: Equatable {
    /// The local day.
    var date: CivilDate
    /// Whole seconds since local midnight, 0..<86,400 (a leap second is not counted).
    var secondOfDay: Int

    /// The local wall-clock reading of `instant` (epoch seconds, floored to a whole second); nil
    /// when it is not finite or lies outside the calendar's years.
    init?(_ instant: Double, timeZone: TimeZone) {
        guard instant.isFinite, instant >= CalendarTickLocator.earliestCalendarInstant,
              instant <= CalendarTickLocator.latestCalendarInstant else { return nil }
        let local = instant.rounded(.down) + Double(Self.offset(at: instant, timeZone))
        let days = (local / 86_400).rounded(.down)
        date = CivilDate(dayNumber: Int(days))
        secondOfDay = Int(local - days * 86_400)
    }

    var hour: Int { secondOfDay / 3600 }
    var minute: Int { secondOfDay / 60 % 60 }
    var second: Int { secondOfDay % 60 }

    /// The zone's UTC offset at `instant`; UTC costs nothing.
    static func offset(at instant: Double, _ timeZone: TimeZone) -> Int {
        if timeZone.identifier == "UTC" || timeZone.identifier == "GMT" { return 0 }
        return timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: instant))
    }

    /// The first instant of local day `date`: its midnight, the earlier one where midnight
    /// happens twice, the offset change itself where midnight is skipped. Nil outside the
    /// calendar's years.
    static func startOfDay(_ date: CivilDate, timeZone: TimeZone) -> Double? {
        guard date.year >= -99_999_999, date.year <= 99_999_999 else { return nil }
        let midnight = Double(date.dayNumber) * 86_400
        // The offsets in force around that day cover any change during it (at most one a day).
        var candidates: [Double] = []
        for probe in [midnight - 86_400, midnight, midnight + 86_400] {
            let offset = Double(offset(at: probe, timeZone))
            let instant = midnight - offset
            // An instant that reads midnight on the wall clock is a start of the day.
            if Double(Self.offset(at: instant, timeZone)) == offset { candidates.append(instant) }
        }
        if let first = candidates.min() { return first }
        // Midnight skipped (the clock jumps from 23:59:59 to 01:00): the day starts at the jump.
        let guess = midnight - Double(offset(at: midnight, timeZone))
        if let jump = timeZone.nextDaylightSavingTimeTransition(after: Date(timeIntervalSince1970: guess - 86_400)) {
            return jump.timeIntervalSince1970
        }
        return guess
    }
}
