/// A CF time coordinate's `units` ("UNITS since DATE[ TIME][ ZONE]") and `calendar`, read as a
/// step in seconds and an epoch, so that its numbers become instants (seconds since 1970 UTC).
///
/// The CF conventions (section 4.4) write units as `days since 1800-01-01 00:00:0.0`,
/// `hours since 1970-1-1`, `seconds since 2000-01-01T12:00:00Z`; a zone may follow the time
/// (`+05:30`, `-6`, `UTC`). Units of days, hours, minutes, seconds (and milli-, microseconds)
/// are read; `months` and `years` are not (CF defines them as fractions of a tropical year, which
/// no calendar date matches). The calendars read are those whose days are the dates we write:
/// `standard`/`gregorian` (for dates from 1582-10-15 on) and `proleptic_gregorian`. A model's
/// `360_day`, `noleap`, `julian` … calendar is not: its numbers stay numbers, with a warning.
package struct CFTimeUnits: Equatable, Sendable {
    /// Seconds in one unit of the coordinate's numbers.
    package var secondsPerUnit: Double
    /// The reference instant, in seconds since 1970-01-01T00:00:00Z.
    package var epoch: Double

    /// What a `units` attribute says about time.
    package enum Reading: Equatable, Sendable {
        /// No "since": not a time coordinate at all.
        case notTime
        /// A time coordinate whose numbers are instants.
        case time(CFTimeUnits)
        /// A time coordinate chartview does not read as dates, and why (one short phrase).
        case unread(String)
    }

    /// Whether the coordinate's numbers are whole days from a midnight: dates, not instants.
    package func isDays(_ values: [Double]) -> Bool {
        secondsPerUnit == 86_400 && epoch.remainder(dividingBy: 86_400) == 0
            && values.allSatisfy { $0.isNaN || $0 == $0.rounded() }
    }

    /// The instant of `value`, in seconds since 1970 UTC (NaN stays NaN).
    package func instant(_ value: Double) -> Double {
        epoch + value * secondsPerUnit
    }

    /// The calendars whose dates are proleptic Gregorian ones (`standard` only from 1582-10-15).
    private static let gregorianCalendars: Set<String> = ["standard", "gregorian", "proleptic_gregorian"]

    /// Reads `units` (and `calendar`, `standard` when absent) as CF time.
    package static func read(units: String, calendar: String?) -> Reading {
        let words = units.split(whereSeparator: \.isWhitespace).map(String.init)
        guard let since = words.firstIndex(where: { $0.lowercased() == "since" }), since == 1 else {
            return words.contains { $0.lowercased() == "since" } ? .unread("its units are not UNITS since DATE") : .notTime
        }
        guard let step = stepSeconds[words[0].lowercased()] else {
            return .unread("its unit \(DataFileError.name(String(words[0].prefix(16)))) is not days, hours, minutes or seconds")
        }
        guard let reference = referenceInstant(words[(since + 1)...]) else {
            return .unread("its reference date is not one chartview reads")
        }
        let named = (calendar ?? "standard").trimmingCharacters(in: .whitespaces).lowercased()
        guard gregorianCalendars.contains(named) else {
            return .unread("its calendar \(DataFileError.name(String(named.prefix(24)))) is not standard, gregorian or proleptic_gregorian")
        }
        // The standard calendar is Julian before 1582-10-15; counted from before then, its days
        // are not the proleptic Gregorian days we draw.
        if named != "proleptic_gregorian", reference < gregorianReform {
            return .unread("it counts from before 1582-10-15 in the mixed Julian/Gregorian calendar")
        }
        return .time(CFTimeUnits(secondsPerUnit: step, epoch: reference))
    }

    /// 1582-10-15T00:00:00Z, the first Gregorian day of the standard calendar.
    private static let gregorianReform = Double(DateColumnParser.daysSinceEpoch(year: 1582, month: 10, day: 15)) * 86_400

    /// The units UDUNITS spells for time, in seconds.
    private static let stepSeconds: [String: Double] = {
        var steps: [String: Double] = [:]
        let spellings: [(Double, [String])] = [
            (86_400, ["day", "days", "d"]),
            (3600, ["hour", "hours", "hr", "hrs", "h"]),
            (60, ["minute", "minutes", "min", "mins"]),
            (1, ["second", "seconds", "sec", "secs", "s"]),
            (1e-3, ["millisecond", "milliseconds", "msec", "ms"]),
            (1e-6, ["microsecond", "microseconds", "us"]),
        ]
        for (seconds, names) in spellings { for name in names { steps[name] = seconds } }
        return steps
    }()

    /// The instant of `DATE[ TIME][ ZONE]` (or `DATETIME` joined by `T`), nil when unreadable.
    static func referenceInstant(_ words: ArraySlice<String>) -> Double? {
        var parts = Array(words)
        guard !parts.isEmpty, parts.count <= 4 else { return nil }
        // `1970-01-01T00:00:00Z`: one word for the date and the time.
        if let joined = parts[0].firstIndex(of: "T") {
            let date = String(parts[0][..<joined]), time = String(parts[0][parts[0].index(after: joined)...])
            parts = [date] + (time.isEmpty ? [] : [time]) + parts.dropFirst()
        }
        let date = parts[0].split(separator: "-", omittingEmptySubsequences: false)
        // A leading minus is a year before year 0; CF files keep to positive years.
        guard date.count == 3, let year = Int(date[0]), let month = Int(date[1]), let day = Int(date[2]),
              (0...9999).contains(year), (1...12).contains(month), (1...DateColumnParser.daysIn(month, of: year)).contains(day) else { return nil }
        var seconds = Double(DateColumnParser.daysSinceEpoch(year: year, month: month, day: day)) * 86_400
        var rest = parts.dropFirst()
        if var time = rest.first, time.contains(":") {
            rest = rest.dropFirst()
            if time.hasSuffix("Z") { time.removeLast() }
            let fields = time.split(separator: ":", omittingEmptySubsequences: false)
            guard (2...3).contains(fields.count), let hour = Int(fields[0]), let minute = Int(fields[1]),
                  (0...23).contains(hour), (0...59).contains(minute) else { return nil }
            let second = fields.count == 3 ? Double(fields[2]) : 0
            guard let second, second >= 0, second < 61 else { return nil }
            seconds += Double(hour * 3600 + minute * 60) + second
        }
        if let zone = rest.first {
            guard rest.count == 1, let offset = zoneOffset(zone) else { return nil }
            seconds -= offset
        }
        return seconds
    }

    /// A zone after the time: `UTC`, `Z`, `+05:30`, `-6`, `+0530`; its offset east in seconds.
    private static func zoneOffset(_ zone: String) -> Double? {
        if ["utc", "z", "gmt"].contains(zone.lowercased()) { return 0 }
        guard let sign = zone.first, sign == "+" || sign == "-" else { return nil }
        let body = zone.dropFirst()
        let fields = body.split(separator: ":", omittingEmptySubsequences: false)
        let hours: Int?, minutes: Int?
        if fields.count == 2 {
            (hours, minutes) = (Int(fields[0]), Int(fields[1]))
        } else if body.count == 4 {
            (hours, minutes) = (Int(body.prefix(2)), Int(body.suffix(2)))
        } else {
            (hours, minutes) = (Int(body), 0)
        }
        guard let hours, let minutes, (0...14).contains(hours), (0...59).contains(minutes) else { return nil }
        return Double(hours * 3600 + minutes * 60) * (sign == "-" ? -1 : 1)
    }
}
