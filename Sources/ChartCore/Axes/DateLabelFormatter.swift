import Foundation

/// Turns the ticks of a date axis (epoch seconds) into labels that show what changes from one
/// tick to the next, naming the larger unit where it rolls over.
///
/// ```swift
/// // Monthly ticks from Oct 2024: "Oct", "Nov", "Dec", "2025", "Feb", …
/// // Six-hourly ticks: "12:00", "18:00", "Mar 4", "06:00", …
/// // Half-millisecond ticks near 1.7e9 s: "22:13:20.0005", "22:13:20.0010", …
/// var formatter = DateLabelFormatter()
/// formatter.pattern = "yyyy-MM-dd"      // every label in one fixed form instead
/// ```
///
/// Automatic labels, by the unit of the tick step:
/// - years: "2025";
/// - months: "Mar", and the year ("2025") at the first tick of a new year;
/// - weeks and days: "Mar 4", and the year at the first tick of a new year;
/// - hours and minutes: "14:00"; seconds: "14:00:05"; at the first tick of a new day the date
///   ("Mar 4") instead, or the year at the first tick of a new year;
/// - fractions of a second: "14:00:05.25", always in full, with as many decimals as the step.
/// A first tick that starts the larger unit exactly (1 January, midnight) names it as well.
/// Times use the 24-hour clock, month names are English abbreviations unless `monthNames` says
/// otherwise. Dates are proleptic Gregorian with astronomical years (`LocalTime`): year 0 is
/// 1 BC and is written "0", years before it with a minus sign ("−500"). Values outside the
/// calendar's years (±99,999,999) are labelled as numbers of seconds with the unit ("2e16 s"),
/// and so is every tick of a set that holds one such value, so one axis never mixes the two;
/// NaN and infinities as `NumberLabelFormatter` writes them. `pattern` labels go through
/// Foundation's `DateFormatter` (and its calendar) as they are.
public struct DateLabelFormatter: Hashable, Sendable {
    /// A fixed pattern for every label, in the Unicode date-format syntax `DateFormatter` reads
    /// ("yyyy-MM-dd HH:mm", "d MMM", "HH:mm:ss.SSS"); nil for automatic labels. Default: nil.
    public var pattern: String?
    /// The twelve month names of automatic labels. Default: "Jan" … "Dec".
    public var monthNames: [String] = ["Jan", "Feb", "Mar", "Apr", "May", "Jun",
                                       "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
    /// The locale of `pattern` labels. Default: en_US_POSIX (English names, Gregorian digits).
    public var localeIdentifier = "en_US_POSIX"

    public init(pattern: String? = nil) {
        self.pattern = pattern
    }

    /// Labels for tick `values` (epoch seconds, ascending) made with a step of `step` seconds
    /// (`TickSet.step`), in the calendar's time zone.
    public func labels(for values: [Double], step: Double, calendar: Calendar) -> [String] {
        if let pattern { return patternLabels(values, pattern: pattern, calendar: calendar) }
        let precision = Precision(step: step)
        // Ticks partly beyond the calendar's years are plain seconds (`NumberTickLocator`): label
        // them all as numbers, never a second tick as if it were a date.
        if values.contains(where: { $0.isFinite && WallTime($0, fractionDigits: 0, calendar: calendar) == nil }) {
            return values.map { numberLabel($0, step: step) }
        }
        var previous: WallTime?
        return values.map { value in
            guard let time = WallTime(value, fractionDigits: precision.fractionDigits, calendar: calendar) else {
                previous = nil
                return numberLabel(value, step: step)
            }
            defer { previous = time }
            return label(time, precision: precision, previous: previous)
        }
    }

    /// What a set of automatic labels leaves unsaid, for a note beside the axis (as matplotlib's
    /// `ConciseDateFormatter` writes an offset): the year ("2025") when no label names one (ticks
    /// of months, days or hours inside one year), or the date ("2025-03-04") when ticks of hours,
    /// minutes, seconds or fractions name no day at all. Nil when the labels say it themselves,
    /// for `pattern` labels, for ticks of years and for values beyond the calendar.
    public func contextNote(for values: [Double], step: Double, calendar: Calendar) -> String? {
        guard pattern == nil, !values.isEmpty else { return nil }
        let precision = Precision(step: step)
        if precision == .calendar(.year) { return nil }
        var times: [WallTime] = []
        for value in values {
            guard let time = WallTime(value, fractionDigits: precision.fractionDigits, calendar: calendar) else { return nil }
            times.append(time)
        }
        let texts = labels(for: values, step: step, calendar: calendar)
        let namesYear = zip(texts, times).contains { $0 == $1.yearText }
        if namesYear { return nil }
        switch precision {
        case .calendar(let unit) where unit >= .day:
            return times[0].yearText
        default:
            // Hours and finer: a label naming a day ("Mar 4") leaves the year to say.
            let namesDay = zip(texts, times).contains { text, time in text == "\(monthName(time.month)) \(time.day)" }
            return namesDay ? times[0].yearText : times[0].isoDate
        }
    }

    /// One value at the precision of `step`, with its full context ("Mar 2025",
    /// "2025-03-04 14:00"): for tooltips and `Axis.string(for:)`.
    public func string(for value: Double, step: Double, calendar: Calendar) -> String {
        if let pattern { return patternLabels([value], pattern: pattern, calendar: calendar)[0] }
        let precision = Precision(step: step)
        guard let t = WallTime(value, fractionDigits: precision.fractionDigits, calendar: calendar) else {
            return numberLabel(value, step: step)
        }
        switch precision {
        case .calendar(.year): return t.yearText
        case .calendar(.month): return "\(monthName(t.month)) \(t.yearText)"
        case .calendar(.week), .calendar(.day): return t.isoDate
        case .calendar(.hour), .calendar(.minute): return t.isoDate + " " + t.hoursMinutes
        case .calendar(.second): return t.isoDate + " " + t.clock
        case .fraction: return t.isoDate + " " + t.clock + t.fraction
        }
    }

    /// One value as "2025-03-04 14:00:05", with two more decimals than `step` has below a
    /// second.
    public func detailedString(for value: Double, step: Double, calendar: Calendar) -> String {
        var digits = 0
        if case .fraction(let d) = Precision(step: step) { digits = min(9, d + 2) }
        guard let t = WallTime(value, fractionDigits: digits, calendar: calendar) else {
            return numberLabel(value, step: step)
        }
        return t.isoDate + " " + t.clock + t.fraction
    }

    // MARK: - Automatic labels

    /// What a step shows: a calendar unit, or a number of decimals of a second.
    private enum Precision: Equatable {
        case calendar(CalendarInterval.Unit)
        case fraction(Int)

        init(step: Double) {
            if let interval = CalendarTickLocator.interval(forStep: step) {
                self = .calendar(interval.unit)
            } else if step > 0, step.isFinite, let decimal = ScaledDecimal(step) {
                self = .fraction(min(9, max(1, -decimal.exponent)))
            } else {
                self = .fraction(3)
            }
        }

        var fractionDigits: Int {
            if case .fraction(let digits) = self { return digits }
            return 0
        }
    }

    private func label(_ t: WallTime, precision: Precision, previous: WallTime?) -> String {
        switch precision {
        case .calendar(.year):
            return t.yearText
        case .calendar(let unit) where unit >= .day:
            let newYear = previous.map { $0.year != t.year }
                ?? (t.month == 1 && (unit == .month || t.day == 1) && t.isMidnight)
            if newYear { return t.yearText }
            return unit == .month ? monthName(t.month) : "\(monthName(t.month)) \(t.day)"
        case .calendar(let unit):
            let newDay = previous.map { $0.year != t.year || $0.month != t.month || $0.day != t.day } ?? t.isMidnight
            if newDay {
                let newYear = previous.map { $0.year != t.year } ?? (t.month == 1 && t.day == 1)
                return newYear ? t.yearText : "\(monthName(t.month)) \(t.day)"
            }
            return unit == .second ? t.clock : t.hoursMinutes
        case .fraction:
            return t.clock + t.fraction
        }
    }

    private func monthName(_ month: Int) -> String {
        monthNames.indices.contains(month - 1) ? monthNames[month - 1] : String(month)
    }

    /// A value beyond the calendar: a number of seconds, with its unit.
    private func numberLabel(_ value: Double, step: Double) -> String {
        let text = NumberLabelFormatter().string(for: value, step: step)
        return value.isFinite ? text + " s" : text
    }

    private func patternLabels(_ values: [Double], pattern: String, calendar: Calendar) -> [String] {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: localeIdentifier)
        formatter.calendar = calendar
        formatter.timeZone = calendar.timeZone
        formatter.dateFormat = pattern
        return values.map { value in
            guard value.isFinite else { return NumberLabelFormatter().string(for: value, step: 1) }
            return formatter.string(from: Date(timeIntervalSince1970: value))
        }
    }
}

/// The local wall-clock reading of an instant, to a number of decimals of a second.
struct WallTime: Equatable {
    var year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Int
    /// The decimals after the second, already rounded ("" for none, else ".25").
    var fraction: String

    /// Nil outside the calendar's years (`LocalTime`) or for a non-finite value.
    init?(_ value: Double, fractionDigits: Int, calendar: Calendar) {
        guard value.isFinite, value >= CalendarTickLocator.earliestCalendarInstant,
              value <= CalendarTickLocator.latestCalendarInstant else { return nil }
        // Whole seconds come from the floor, so the calendar never sees rounding; the decimals
        // are rounded on their own and may carry into the next second.
        var whole = value.rounded(.down)
        var fractionText = ""
        if fractionDigits > 0 {
            let scale = ScaledDecimal.powerOfTen(fractionDigits)
            var units = ((value - whole) * scale).rounded()
            if units >= scale {
                units -= scale
                whole += 1
            }
            let digits = String(Int64(units))
            fractionText = "." + String(repeating: "0", count: max(0, fractionDigits - digits.count)) + digits
        }
        // Proleptic Gregorian arithmetic, as the ticks use: Foundation's calendar is Julian
        // before 1582 and would name a tick on 1 January 1500 "Dec 22, 1499".
        guard let local = LocalTime(whole, timeZone: calendar.timeZone) else { return nil }
        year = local.date.year
        month = local.date.month
        day = local.date.day
        hour = local.hour
        minute = local.minute
        second = local.second
        fraction = fractionText
    }

    var isMidnight: Bool { hour == 0 && minute == 0 && second == 0 }

    var hoursMinutes: String { Self.twoDigits(hour) + ":" + Self.twoDigits(minute) }
    var clock: String { hoursMinutes + ":" + Self.twoDigits(second) }
    /// ISO 8601's form, expanded with a sign outside years 0...9999 ("-0044-03-15").
    var isoDate: String {
        let digits = String(year.magnitude)
        let sign = year < 0 ? "-" : year > 9999 ? "+" : ""
        return sign + String(repeating: "0", count: max(0, 4 - digits.count)) + digits + "-"
            + Self.twoDigits(month) + "-" + Self.twoDigits(day)
    }

    /// The year as an axis label: astronomical numbering, the axis's minus sign before year 0.
    var yearText: String {
        year < 0 ? NumberLabelFormatter.minusSign + String(year.magnitude) : String(year)
    }

    private static func twoDigits(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
}
