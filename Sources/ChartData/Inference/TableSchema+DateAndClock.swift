import Foundation

/// A whole date in one column and its time of day in another: weather stations and data loggers
/// write `date,time` (`2023-05-01,00:20`), NREL's TMY3 `Date (MM/DD/YYYY),Time (HH:MM)` with
/// `24:00` for the midnight that ends a day, flight and survey tables an `hhmm` clock number.
public struct DateAndClock: Sendable, Equatable {
    /// How the clock column writes a time of day.
    public enum ClockForm: String, Sendable {
        /// `H:MM`, `HH:MM`, `HH:MM:SS(.fff)` text; `24:00` is the next midnight.
        case text = "HH:MM"
        /// One whole number `hhmm` (`20` = 00:20, `2400` = the next midnight).
        case hhmm
        /// Whole hours 0…24 (`hour`, `hr`).
        case hour
    }

    /// The column of dates (no time of day in any of them).
    public var date: String
    /// The column of times of day.
    public var clock: String
    public var form: ClockForm
}

extension TableSchema {
    /// Seconds after midnight of a time of day written `H:MM`, `HH:MM` or `HH:MM:SS(.fff)`, hours
    /// 0…24 (24 only as `24:00(:00)`, the midnight that ends the day, as TMY3 and many loggers
    /// write the last hour); nil for anything else.
    ///
    /// ```swift
    /// TableSchema.secondsOfDay("00:20")   // 1200
    /// TableSchema.secondsOfDay("24:00")   // 86400
    /// ```
    static func secondsOfDay(_ text: String) -> Double? {
        let fields = text.trimmingCharacters(in: .whitespaces).split(separator: ":", omittingEmptySubsequences: false)
        guard fields.count == 2 || fields.count == 3, (1...2).contains(fields[0].count), fields[1].count == 2,
              fields[0].allSatisfy(\.isASCII), fields[1].allSatisfy(\.isASCII),
              let hours = Int(fields[0]), let minutes = Int(fields[1]), hours >= 0, minutes >= 0, minutes < 60 else { return nil }
        var seconds = 0.0
        if fields.count == 3 {
            let last = fields[2]
            guard last.count >= 2, last.first!.isASCII, last.first!.isNumber, let value = Double(last), value >= 0, value < 60 else { return nil }
            seconds = value
        }
        guard hours < 24 || (hours == 24 && minutes == 0 && seconds == 0) else { return nil }
        return Double(hours * 3600 + minutes * 60) + seconds
    }

    /// Whether every filled cell of a sample (200 spread over the column, three at least) is a
    /// time of day and the cells are not all one value.
    static func isClockText(_ texts: [String], startsOfIntervals: Bool = false) -> Bool {
        let step = max(1, texts.count / 200)
        var seen = Set<String>()
        var filled = 0
        var row = 0
        while row < texts.count {
            defer { row += step }
            let text = texts[row]
            guard !text.isEmpty else { continue }
            guard (startsOfIntervals ? secondsOfDayOrIntervalStart(text) : secondsOfDay(text)) != nil else { return false }
            filled += 1
            if seen.count < 2 { seen.insert(text) }
        }
        return filled >= 3 && seen.count >= 2
    }

    /// A date column (dates, no time of day) and a time-of-day column beside it make one instant:
    /// the pair becomes `dateParts` (`date+time`), the x a time series wants, and the clock column
    /// is a part of it rather than a key or a measure. The clock column stands right after the
    /// date or is named like a time; of several, the one nearest after the date is taken.
    mutating func findDateAndClock() {
        let dates = columns.indices.filter { columns[$0].role == .time(.date) }
        guard dates.count == 1 else { return }
        let date = dates[0]
        var best: (index: Int, form: DateAndClock.ClockForm)?
        for i in columns.indices where i != date {
            let column = columns[i]
            var form: DateAndClock.ClockForm?
            if let texts = table.textColumns[column.name] {
                if column.dateParser == nil, Self.isClockText(texts) { form = .text }
            } else if column.summary.hasPrefix("clock times") || isWholeHoursHhmm(column) {
                form = .hhmm
            } else if ColumnName(column.name).datePart == .hour, column.evidence.isInteger,
                      let low = column.evidence.low, let high = column.evidence.high, low >= 0, high <= 24, column.evidence.distinct >= 2 {
                form = .hour
            }
            guard let form else { continue }
            // A time of day stands next to its date or says what it is (a length of time such as a
            // lap `1:23` elsewhere in the row is no clock).
            let lower = column.name.lowercased()
            guard column.position == columns[date].position + 1 || ColumnName(column.name).soundsLikeTime
                    || ["hour", "hr", "clock", "hhmm"].contains(where: lower.contains) else { continue }
            if let current = best, Self.distance(columns[current.index].position, from: columns[date].position)
                <= Self.distance(column.position, from: columns[date].position) { continue }
            best = (i, form)
        }
        guard let (clock, form) = best else { return }
        let pair = DateAndClock(date: columns[date].name, clock: columns[clock].name, form: form)
        var parts = DateParts(columns: [(.day, pair.date), (.minute, pair.clock)])
        parts.dateAndClock = pair
        dateParts = parts
        columns[clock].role = .time(.datePart)
        columns[clock].isLevels = false
        let written = form == .text ? "times of day (HH:MM)" : form == .hhmm ? "clock times written hhmm" : "hours of the day"
        columns[clock].summary = "\(written), \(columns[clock].evidence.distinctText): with \(pair.date) one time (\(parts.name))"
    }

    /// Hours written hhmm (`0000`, `0100`, … `2300`, zero-padded or not): whole hundreds 0…2400,
    /// two at least, in a column named like a time or `hhmm`. Alone they could be any hundreds;
    /// beside a date column (the only caller) and so named they are the hours of its days.
    func isWholeHoursHhmm(_ column: Column) -> Bool {
        let lower = column.name.lowercased()
        guard ColumnName(column.name).soundsLikeTime || lower.contains("hhmm"), column.role == .measure || column.role == .category || column.role == .code,
              column.evidence.isInteger, let low = column.evidence.low, let high = column.evidence.high,
              low >= 0, high <= 2400, high >= 100, column.evidence.distinct >= 2,
              let values = table.column(named: column.name)?.values else { return false }
        return values.allSatisfy { $0.isNaN || $0.truncatingRemainder(dividingBy: 100) == 0 }
    }

    /// Columns after the date come before columns ahead of it at the same distance.
    private static func distance(_ position: Int, from date: Int) -> Int {
        position > date ? 2 * (position - date) : 2 * (date - position) + 1
    }

    /// The instants of a date column plus its clock column's times of day, read in `timeZone`
    /// (a day's local midnight plus the wall-clock time; `24:00` is the next midnight).
    func combine(_ pair: DateAndClock) -> [Double] {
        let days = timeValues(of: pair.date) ?? []
        let clock: [Double]
        if let texts = table.textColumns[pair.clock] {
            clock = texts.map { Self.secondsOfDay($0) ?? .nan }
        } else {
            let values = table.column(named: pair.clock)?.values ?? []
            switch pair.form {
            case .hhmm: clock = values.map { $0.isFinite ? (($0 / 100).rounded(.down) * 3600 + $0.truncatingRemainder(dividingBy: 100) * 60) : .nan }
            case .hour: clock = values.map { $0 * 3600 }
            case .text: clock = values
            }
        }
        let isUTC = timeZone.secondsFromGMT() == 0 && timeZone.nextDaylightSavingTimeTransition == nil
        return (0..<rowCount).map { row -> Double in
            guard row < days.count, row < clock.count, days[row].isFinite, clock[row].isFinite else { return .nan }
            let instant = days[row] + clock[row]
            guard !isUTC else { return instant }
            // The wall clock's offset may change during the day (a daylight-saving switch).
            let before = timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: days[row]))
            let after = timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: instant))
            return instant - Double(after - before)
        }
    }
}

/// A column of times of day with no date anywhere in the table (VDI 4655's typical days: `Zeit`
/// 00:00:00, 00:01:00, … per house and day type): the only time there is, drawn over one unnamed
/// day as month and day without a year are drawn over one unnamed year. Every filled cell must be
/// a time of day (`isClockText`), or an interval of two (`00:00-00:15`: its start), and at least
/// 12 of them distinct, so a few lap times are not it.
extension TableSchema {
    /// The least distinct times of day for a lone clock column to be the time of a table.
    static let leastDistinctTimesOfDay = 12

    mutating func findTimeOfDayAlone() {
        guard dateParts == nil, !columns.contains(where: { $0.role.isTime }) else { return }
        for i in columns.indices where columns[i].dateParser == nil && columns[i].evidence.distinct >= Self.leastDistinctTimesOfDay {
            guard let texts = table.textColumns[columns[i].name], Self.isClockText(texts, startsOfIntervals: true) else { continue }
            var parts = DateParts(columns: [(.minute, columns[i].name)])
            parts.isTimeOfDayAlone = true
            dateParts = parts
            columns[i].role = .time(.datePart)
            columns[i].isLevels = false
            columns[i].summary = "times of day (HH:MM), \(columns[i].evidence.distinctText), and no date in the table: one unnamed day"
            return
        }
    }

    /// Seconds of the stand-in year's first day plus each cell's time of day.
    func timesOfDayAlone(_ name: String) -> [Double] {
        let start = Double(DateCellParser.dayNumber(year: DateParts.standInYear, month: 1, day: 1)) * 86_400
        return (table.textColumns[name] ?? []).map { Self.secondsOfDayOrIntervalStart($0).map { start + $0 } ?? .nan }
    }

    /// A time of day, or the start of an interval of two (`00:00-00:15`, as load profiles label
    /// their quarter hours); nil for anything else.
    static func secondsOfDayOrIntervalStart(_ text: String) -> Double? {
        if let seconds = secondsOfDay(text) { return seconds }
        let ends = text.split(separator: "-", omittingEmptySubsequences: false)
        guard ends.count == 2, let start = secondsOfDay(String(ends[0])), secondsOfDay(String(ends[1])) != nil else { return nil }
        return start
    }
}
