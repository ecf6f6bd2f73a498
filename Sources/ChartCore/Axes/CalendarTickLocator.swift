import Foundation

/// Where the ticks of a date axis go: instants on calendar boundaries, in epoch seconds, as pure
/// functions of a range, a length in pixels and a calendar (which carries the time zone).
///
/// ```swift
/// var calendar = Calendar(identifier: .gregorian)
/// calendar.timeZone = TimeZone(identifier: "Europe/Oslo")!
/// let year2024 = AxisRange(min: 1_704_063_600, max: 1_735_686_000)
/// let ticks = CalendarTickLocator.majorTicks(in: year2024, pixelLength: 900, minSpacing: 80,
///                                            calendar: calendar)   // 1 Jan, 1 Feb, … local time
/// ```
///
/// The step is the smallest of `standardIntervals` (1, 2, 5, 10, 15, 30 seconds or minutes;
/// 1, 2, 3, 6, 12 hours; 1, 2 days; 1, 2 weeks; 1, 2, 3, 6 months; 1, 2, 5, 10 … years) whose
/// mean length keeps ticks `minSpacing` pixels apart. Below half a second the ticks are decimal
/// fractions of a second (`NumberTickLocator`), which need no calendar.
///
/// Which instants are ticks:
/// - seconds, minutes, hours: where the local wall clock reads a multiple of the step (every
///   6 hours: 00:00, 06:00, 12:00, 18:00). Across a daylight-saving change the clock's own
///   readings decide: on a spring-forward day 02:00 does not exist and has no tick; on a fall-back
///   day 01:00 happens twice and both get a tick.
/// - days: local midnights (the first instant of the day where midnight is skipped); every n-th
///   day counted from 1970-01-01, so the choice does not shift as the view pans.
/// - weeks: Mondays at local midnight; every n-th counted from Monday 1970-01-05.
/// - months: the 1st at local midnight, with the month number a multiple of n counted from
///   January (every 3 months: Jan, Apr, Jul, Oct).
/// - years: 1 January of the years divisible by n, counted in astronomical years (year 0 is
///   1 BC, −1 is 2 BC), so ranges around year 1 and before it have ticks too.
///
/// Days are those of the proleptic Gregorian calendar (as ISO 8601, d3 and matplotlib count
/// them, and as `chartview` reads date cells), computed with `CivilDate`'s integer arithmetic and
/// the zone's UTC offset, never with Foundation's `Calendar`, whose Gregorian calendar turns
/// Julian before October 1582. Calendar ticks exist for years −99,999,999 to 99,999,999 (about
/// ±3.2e15 s, where every whole second is still a distinct Double); outside that, and for spans
/// over 50 million years, the ticks are plain numbers of seconds (`NumberTickLocator`), which
/// `DateLabelFormatter` labels with the unit ("2e16 s"). Bad input gives no ticks; no call
/// returns more than `NumberTickLocator.maximumTickCount`.
public enum CalendarTickLocator {
    /// The steps automatic ticks choose from, shortest first.
    public static let standardIntervals: [CalendarInterval] =
        [1, 2, 5, 10, 15, 30].map { CalendarInterval.seconds($0) }
        + [1, 2, 5, 10, 15, 30].map { CalendarInterval.minutes($0) }
        + [1, 2, 3, 6, 12].map { CalendarInterval.hours($0) }
        + [1, 2].map { CalendarInterval.days($0) }
        + [1, 2].map { CalendarInterval.weeks($0) }
        + [1, 2, 3, 6].map { CalendarInterval.months($0) }
        + [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10_000, 20_000, 50_000, 100_000, 200_000,
           500_000, 1_000_000, 2_000_000, 5_000_000, 10_000_000, 20_000_000, 50_000_000].map { CalendarInterval.years($0) }

    /// −99999999-01-01T00:00:00Z (proleptic Gregorian, astronomical years), the first instant
    /// with calendar ticks.
    public static let earliestCalendarInstant = Double(CivilDate(year: -99_999_999, month: 1, day: 1).dayNumber) * 86_400
    /// 99999999-12-31T23:59:59Z, the last instant with calendar ticks.
    public static let latestCalendarInstant = Double(CivilDate(year: 100_000_000, month: 1, day: 1).dayNumber) * 86_400 - 1

    /// Steps of at most this many seconds are decimal fractions of a second.
    static let largestDecimalStep = 0.5

    /// Major ticks for `range` (epoch seconds) on an axis `pixelLength` pixels long, at least
    /// `minSpacing` pixels apart. `step` of the result is the interval's `nominalSeconds` (or the
    /// decimal step below a second), which `interval(forStep:)` turns back into the interval.
    public static func majorTicks(in range: AxisRange, pixelLength: Double, minSpacing: Double,
                                  calendar: Calendar) -> TickSet {
        guard range.isFinite, range.max > range.min else { return .empty }
        let raw = rawStep(span: range.span, pixelLength: pixelLength, minSpacing: minSpacing)
        guard isCalendarRange(range), raw <= standardIntervals.last!.nominalSeconds else {
            return NumberTickLocator.majorTicks(in: range, pixelLength: pixelLength, minSpacing: minSpacing)
        }
        guard let chosen = interval(atLeast: raw) else {
            return NumberTickLocator.majorTicks(in: range, pixelLength: pixelLength, minSpacing: minSpacing)
        }
        var index = standardIntervals.firstIndex(of: chosen)!
        // A step longer than the range may miss it; a shorter one then finds a tick.
        while true {
            let values = ticks(in: range, every: standardIntervals[index], calendar: calendar)
            if !values.isEmpty || index == 0 {
                return TickSet(values: values, step: standardIntervals[index].nominalSeconds)
            }
            index -= 1
        }
    }

    /// The step in seconds that keeps ticks `minSpacing` pixels apart over `span`.
    static func rawStep(span: Double, pixelLength: Double, minSpacing: Double) -> Double {
        let spacing = minSpacing > 0 ? minSpacing : 1
        guard pixelLength > 0, pixelLength.isFinite else { return span }
        return min(span, span * spacing / pixelLength)
    }

    /// The shortest standard interval at least `rawStep` seconds long; nil below half a second
    /// (decimal ticks) or past the longest.
    public static func interval(atLeast rawStep: Double) -> CalendarInterval? {
        guard rawStep.isFinite, rawStep > largestDecimalStep else { return nil }
        return standardIntervals.first { $0.nominalSeconds >= rawStep * (1 - 1e-12) }
    }

    /// The interval whose `nominalSeconds` a tick step was made from: the longest standard
    /// interval no longer than `step`; nil for a step under a second (decimal ticks) or not finite.
    public static func interval(forStep step: Double) -> CalendarInterval? {
        guard step.isFinite, step >= 1 - 1e-9 else { return nil }
        return standardIntervals.last { $0.nominalSeconds <= step * (1 + 1e-9) }
    }

    /// Whether the range lies where the calendar has ticks.
    static func isCalendarRange(_ range: AxisRange) -> Bool {
        range.min >= earliestCalendarInstant && range.max <= latestCalendarInstant
    }

    /// Every instant in `range` (epoch seconds, inclusive) where `interval` has a tick, ascending;
    /// empty when there would be more than `NumberTickLocator.maximumTickCount`, or the range is
    /// not finite. Only the part of the range inside the calendar's years (see above) has ticks.
    public static func ticks(in range: AxisRange, every interval: CalendarInterval,
                             calendar: Calendar) -> [Double] {
        guard range.isFinite else { return [] }
        let (tolerantLow, tolerantHigh) = range.toleranceBounds()
        let low = max(tolerantLow, earliestCalendarInstant)
        let high = min(tolerantHigh, latestCalendarInstant)
        guard low <= high else { return [] }
        let limit = NumberTickLocator.maximumTickCount
        // A quick count from the mean length stops runaway enumerations before they start.
        guard (high - low) / interval.nominalSeconds <= Double(limit) * 1.2 + 2 else { return [] }
        let values: [Double]?
        if interval.isSubDay {
            values = wallClockTicks(from: low, through: high, step: interval.nominalSeconds,
                                    timeZone: calendar.timeZone, limit: limit)
        } else {
            values = calendarTicks(from: low, through: high, interval: interval, calendar: calendar, limit: limit)
        }
        return values ?? []
    }

    /// Ticks where the local wall clock is a multiple of `step` seconds (which divides a day):
    /// within each stretch of constant UTC offset they are `k × step − offset`.
    private static func wallClockTicks(from low: Double, through high: Double, step: Double,
                                       timeZone: TimeZone, limit: Int) -> [Double]? {
        var result: [Double] = []
        var start = low
        var stretches = 0
        while start <= high {
            stretches += 1
            if stretches > 4 * limit + 16 { return nil }
            let offset = Double(timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: start)))
            let transition = timeZone.nextDaylightSavingTimeTransition(after: Date(timeIntervalSince1970: start))?
                .timeIntervalSince1970 ?? .infinity
            let end = min(transition, high)
            guard let lattice = TickLattice(anchor: -offset.truncatingRemainder(dividingBy: step), step: step),
                  let values = lattice.values(from: start, through: end, limit: limit) else { return nil }
            // The transition instant itself reads the new offset: it belongs to the next stretch.
            for value in values where value < transition {
                if let last = result.last, value <= last { continue }
                result.append(value)
                if result.count > limit { return nil }
            }
            guard transition.isFinite, transition > start else { break }
            start = transition
        }
        return result
    }

    /// Days, weeks, months and years: local midnights of the days whose numbers qualify.
    private static func calendarTicks(from low: Double, through high: Double, interval: CalendarInterval,
                                      calendar: Calendar, limit: Int) -> [Double]? {
        guard let first = civilDate(at: low, calendar: calendar) else { return nil }
        var result: [Double] = []
        func add(_ date: CivilDate) -> Bool? {
            // A step's first aligned day may lie before the calendar's first year: skip it; past
            // its last year the count ends.
            guard let instant = startOfDay(date, calendar: calendar) else { return date.year < 0 ? true : false }
            if instant > high { return false }
            if instant >= low, result.last.map({ instant > $0 }) ?? true {
                result.append(instant)
                if result.count > limit { return nil }
            }
            return true
        }
        let n = interval.count
        switch interval.unit {
        case .day, .week:
            let period = interval.unit == .day ? n : 7 * n
            // Day 4 (1970-01-05) is a Monday: weeks count from there.
            let phase = interval.unit == .day ? 0 : 4
            var day = first.dayNumber - CivilDate.floorModulo(first.dayNumber - phase, period)
            while true {
                guard let more = add(CivilDate(dayNumber: day)) else { return nil }
                if !more { break }
                day += period
            }
        case .month:
            let firstMonth = first.year * 12 + first.month - 1
            var month = firstMonth - CivilDate.floorModulo(firstMonth, n)
            while true {
                let year = CivilDate.floorDivide(month, 12)
                guard let more = add(CivilDate(year: year, month: month - year * 12 + 1, day: 1)) else { return nil }
                if !more { break }
                month += n
            }
        case .year:
            var year = first.year - CivilDate.floorModulo(first.year, n)
            while true {
                guard let more = add(CivilDate(year: year, month: 1, day: 1)) else { return nil }
                if !more { break }
                year += n
            }
        case .second, .minute, .hour:
            return nil
        }
        return result
    }

    /// The local calendar day of an instant (proleptic Gregorian, in `calendar.timeZone`); nil
    /// outside the calendar's years.
    static func civilDate(at instant: Double, calendar: Calendar) -> CivilDate? {
        guard let local = LocalTime(instant, timeZone: calendar.timeZone) else { return nil }
        return local.date
    }

    /// The first instant of a local day (its midnight, or later where midnight is skipped), in
    /// `calendar.timeZone`; nil outside the calendar's years.
    static func startOfDay(_ date: CivilDate, calendar: Calendar) -> Double? {
        LocalTime.startOfDay(date, timeZone: calendar.timeZone)
    }

    /// Minor ticks between the majors, leaving out the major positions: each major interval has
    /// a finer calendar interval (months → weeks, days → 6 hours, hours → 15 minutes …); a step of
    /// one second or less is split decimally (`NumberTickLocator.minorTicks`).
    public static func minorTicks(in range: AxisRange, major: TickSet, calendar: Calendar) -> TickSet {
        guard range.isFinite, major.step > 0, major.step.isFinite else { return .empty }
        guard let majorInterval = interval(forStep: major.step), isCalendarRange(range),
              let minor = minorInterval(for: majorInterval) else {
            return NumberTickLocator.minorTicks(in: range, major: major)
        }
        let majors = Set(major.values)
        let values = ticks(in: range, every: minor, calendar: calendar).filter { !majors.contains($0) }
        return TickSet(values: values, step: minor.nominalSeconds)
    }

    /// The finer interval minor ticks use under a major interval; nil for one second (decimal).
    public static func minorInterval(for major: CalendarInterval) -> CalendarInterval? {
        let n = major.count
        switch major.unit {
        case .year:
            if n == 1 { return .months(3) }
            // 1-2-5 decades: 10 → 2, 20 → 5, 50 → 10, 2 → 1, 5 → 1.
            var leading = n
            while leading % 10 == 0 { leading /= 10 }
            switch leading {
            case 2: return .years(max(1, n / (n >= 20 ? 4 : 2)))
            case 5: return .years(max(1, n / 5))
            default: return .years(max(1, n / 5))
            }
        case .month:
            return n == 1 ? .weeks(1) : .months(1)
        case .week:
            return n == 1 ? .days(1) : .weeks(1)
        case .day:
            return n == 1 ? .hours(6) : .days(1)
        case .hour:
            switch n {
            case 12: return .hours(3)
            case 1: return .minutes(15)
            default: return .hours(1)
            }
        case .minute, .second:
            let finer: CalendarInterval.Unit = major.unit == .minute ? .minute : .second
            switch n {
            case 30, 15: return CalendarInterval(5, finer)
            case 10: return CalendarInterval(2, finer)
            case 5, 2: return CalendarInterval(1, finer)
            default: return major.unit == .minute ? .seconds(15) : nil
            }
        }
    }
}
