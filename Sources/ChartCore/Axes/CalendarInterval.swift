import Foundation

/// A span of calendar time, a whole number of one unit: "3 months", "15 minutes", "2 weeks".
///
/// Date ticks step by these, and time left out of a date axis again and again
/// (`addExcludedRepeatedTimePeriod(from:length:every:)`) is measured in them. Days, weeks, months and years follow the calendar in the axis's time zone,
/// so a day across a daylight-saving change lasts 23 or 25 hours and a month lasts 28 to 31 days.
///
/// ```swift
/// axis.majorTickInterval = .months(3)        // ticks on 1 Jan, 1 Apr, 1 Jul, 1 Oct
/// ```
public struct CalendarInterval: Hashable, Sendable, CustomStringConvertible {
    public enum Unit: Int, Hashable, Sendable, CaseIterable, Comparable {
        case second, minute, hour, day, week, month, year

        public static func < (a: Unit, b: Unit) -> Bool { a.rawValue < b.rawValue }

        /// The unit's length in seconds; for months and years the mean Gregorian length.
        public var nominalSeconds: Double {
            switch self {
            case .second: return 1
            case .minute: return 60
            case .hour: return 3600
            case .day: return 86_400
            case .week: return 604_800
            case .month: return 2_629_746
            case .year: return 31_556_952
            }
        }

        var calendarComponent: Calendar.Component {
            switch self {
            case .second: return .second
            case .minute: return .minute
            case .hour: return .hour
            case .day: return .day
            case .week: return .weekOfYear
            case .month: return .month
            case .year: return .year
            }
        }
    }

    public var count: Int
    public var unit: Unit

    /// `count` of `unit`; a count below 1 counts as 1.
    public init(_ count: Int, _ unit: Unit) {
        self.count = Swift.max(1, count)
        self.unit = unit
    }

    public static func seconds(_ n: Int) -> CalendarInterval { CalendarInterval(n, .second) }
    public static func minutes(_ n: Int) -> CalendarInterval { CalendarInterval(n, .minute) }
    public static func hours(_ n: Int) -> CalendarInterval { CalendarInterval(n, .hour) }
    public static func days(_ n: Int) -> CalendarInterval { CalendarInterval(n, .day) }
    public static func weeks(_ n: Int) -> CalendarInterval { CalendarInterval(n, .week) }
    public static func months(_ n: Int) -> CalendarInterval { CalendarInterval(n, .month) }
    public static func years(_ n: Int) -> CalendarInterval { CalendarInterval(n, .year) }

    /// The length in seconds, months and years at their mean length: what tick density and
    /// `TickSet.step` use.
    public var nominalSeconds: Double { Double(count) * unit.nominalSeconds }

    /// Whether the interval has a fixed length in wall-clock time that divides a day, so ticks
    /// can be computed from the time-zone offset alone (seconds, minutes and hours).
    var isSubDay: Bool { unit < .day }

    public var description: String {
        let name: String
        switch unit {
        case .second: name = "second"
        case .minute: name = "minute"
        case .hour: name = "hour"
        case .day: name = "day"
        case .week: name = "week"
        case .month: name = "month"
        case .year: name = "year"
        }
        return "\(count) \(name)\(count == 1 ? "" : "s")"
    }

    /// This interval, `times` times over, as calendar components for `Calendar.date(byAdding:)`.
    func components(times: Int) -> DateComponents {
        var components = DateComponents()
        components.setValue(count * times, for: unit.calendarComponent)
        return components
    }
}
