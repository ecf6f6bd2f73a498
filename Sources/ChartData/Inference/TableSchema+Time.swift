import Foundation

extension TableSchema {
    /// The times of a time column as seconds since 1970 UTC, NaN for gaps: text dates parsed,
    /// epoch numbers scaled to seconds, typed instants as they are, fractional years by their
    /// share of the year, and `dateParts.name` (`year+month+day`) combined from its columns.
    /// nil for a column that holds no times.
    ///
    /// ```swift
    /// schema.timeValues(of: "year+month")   // [1.7040672e9, …] (2024-01-01, …)
    /// ```
    public func timeValues(of name: String) -> [Double]? {
        if let parts = dateParts, parts.name == name {
            if let pair = parts.dateAndClock { return combine(pair) }
            if parts.isTimeOfDayAlone { return timesOfDayAlone(parts.name) }
            return combine(parts)
        }
        guard let column = column(named: name) else { return nil }
        if let parser = column.dateParser, let texts = table.textColumns[name] { return parser.parseAll(texts) }
        if let parser = column.dateParser, let times = table.isoTimes[name] {
            // ISO times kept as numbers: what `parseAll` gives for their texts, without them.
            return parser.form == .yearFirst ? times.instants(in: parser.timeZone) : parser.parseAll(Array(times))
        }
        guard let values = table.column(named: name)?.values else { return nil }
        if let form = column.compactDates { return CompactDates.instants(values, form: form) }
        switch column.role {
        case .time(.instant) where column.epochScale != nil:
            let scale = column.epochScale!
            return scale == 1 ? values : values.map { $0 / scale }
        case .time(.instant), .time(.date):
            return values
        case .time(.fractionalYear):
            return values.map(Self.seconds(fractionalYear:))
        default:
            return nil
        }
    }

    /// 1949.5 → seconds of 1949-07-02T12:00Z (the year's share of its own length).
    static func seconds(fractionalYear value: Double) -> Double {
        guard value.isFinite else { return .nan }
        let year = Int(value.rounded(.down))
        let start = Double(DateCellParser.dayNumber(year: year, month: 1, day: 1)) * 86_400
        let end = Double(DateCellParser.dayNumber(year: year + 1, month: 1, day: 1)) * 86_400
        return start + (value - Double(year)) * (end - start)
    }

    /// Year, month (day, hour, minute, second) columns as one time, read in `timeZone`.
    private func combine(_ parts: DateParts) -> [Double] {
        let columns = parts.columns.map { part in
            table.column(named: part.name)?.values
                ?? table.textColumns[part.name]?.map { MonthNames.number(of: $0).map(Double.init) ?? .nan } ?? []
        }
        let isUTC = timeZone.secondsFromGMT() == 0 && timeZone.nextDaylightSavingTimeTransition == nil
        return (0..<rowCount).map { row -> Double in
            // year, quarter, month, day, hour, minute, second
            var fields = [parts.hasYear ? 0 : Double(DateParts.standInYear), 1, 1, 1, 0, 0, 0]
            for (i, part) in parts.columns.enumerated() {
                guard row < columns[i].count, columns[i][row].isFinite else { return .nan }
                fields[DatePart.allCases.firstIndex(of: part.part)!] = columns[i][row]
            }
            if parts.columns.contains(where: { $0.part == .quarter }) { fields[2] = (fields[1] - 1) * 3 + 1 }
            let day = DateCellParser.dayNumber(year: Int(fields[0]), month: Int(fields[2]), day: Int(fields[3]))
            let local = Double(day) * 86_400 + fields[4] * 3600 + fields[5] * 60 + fields[6]
            guard !isUTC else { return local }
            return local - Double(timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: local)))
        }
    }

    /// The number-written date form of a numeric column (`yyyymmdd`, `yymmdd`, `yyyy.mm`,
    /// `yyyydddhhmmss`), or nil.
    /// Only columns whose values could be such dates are decoded (a cheap range test first).
    static func compactDates(_ name: String, values: [Double], evidence: ColumnEvidence) -> CompactDates.Form? {
        guard let low = evidence.low, let high = evidence.high, evidence.filled >= 3,
              (low >= 101 && high <= 991_231) || (low >= 1000 && high < 3000) || (low >= 18_000_101 && high <= 21_991_231)
                || CompactDates.ordinalRange.contains(low) && CompactDates.ordinalRange.contains(high)
                || CompactDates.yearDayTimeRange.contains(low) && CompactDates.yearDayTimeRange.contains(high)
                || CompactDates.yearMonthDayTimeRange.contains(low) && CompactDates.yearMonthDayTimeRange.contains(high)
        else { return nil }
        return CompactDates.detect(name: name, values: values)
    }

    /// Units per second of epoch numbers that reach before 1970 (pandas' `to_json` writes 1854 as
    /// `-3652819200000`), named like a time: whole seconds of that unit, every value within
    /// 1790…2286 and some at least 1e8 seconds (three years) from 1970, so small counts never
    /// qualify. The finest unit that puts every value in range wins; nil when none does.
    static func earlyEpochScale(header: ColumnName, values: [Double], evidence: ColumnEvidence) -> Double? {
        guard header.soundsLikeTime, evidence.isInteger, let low = evidence.low, let high = evidence.high, low < 0 else { return nil }
        let earliest = -5_680_000_000.0, latest = 1e10
        for scale in [1.0, 1e3, 1e6, 1e9] where low >= earliest * scale && high <= latest * scale
            && max(-low, high) >= 1e8 * scale {
            guard scale == 1 || values.allSatisfy({ $0.isNaN || $0.truncatingRemainder(dividingBy: scale) == 0 }) else { return nil }
            return scale
        }
        return nil
    }

    /// Units per second of epoch numbers that are all whole days, whatever the column's name:
    /// pandas' `to_json` writes a date column (`Month`, `period`) as milliseconds, 315532800000 for
    /// 1980-01-01. Every value a multiple of 86,400 seconds of one unit, within 1790…2286, some at
    /// least 1e8 seconds (three years) from 1970, three distinct at least: counts, ids and amounts
    /// are not all multiples of 86,400,000.
    static func wholeDayEpochScale(values: [Double], evidence: ColumnEvidence) -> Double? {
        guard evidence.isInteger, evidence.distinct >= 3, let low = evidence.low, let high = evidence.high else { return nil }
        let earliest = -5_680_000_000.0, latest = 1e10
        for scale in [1.0, 1e3, 1e6, 1e9] where low >= earliest * scale && high <= latest * scale && max(-low, high) >= 1e8 * scale {
            let day = 86_400 * scale
            guard values.allSatisfy({ $0.isNaN || $0.truncatingRemainder(dividingBy: day) == 0 }) else { return nil }
            return scale
        }
        return nil
    }

    /// R's `write.csv` of a yearly table keeps the years as row names (`WorldPhones`:
    /// `"rownames"` = 1951, 1956, … 1961): whole years of 1000…2999 in the first column, rising
    /// strictly row by row, under a row-name header (`rownames`, blank, `Unnamed: 0`, `index`).
    static func isYearRowNames(header: ColumnName, position: Int, evidence: ColumnEvidence) -> Bool {
        guard position == 0, header.isRowName, evidence.isInteger, evidence.isIncreasing, evidence.distinct == evidence.filled,
              let low = evidence.low, let high = evidence.high, low >= 1000, high <= 2999, evidence.filled >= 3 else { return false }
        return true
    }

    /// Row numbers a pandas index keeps after rows were sampled or filtered out: whole numbers
    /// from 0 up, each once, in rising order with uneven gaps (every row numbered, three rows at
    /// least). Only under a header the writers of row numbers give (`ColumnName.isWrittenRowName`),
    /// in the first column.
    static func isSampledRowNumbers(_ evidence: ColumnEvidence) -> Bool {
        // (evenly spaced rising numbers, 0, 7, 14, …, are a grid of the data, not a sample's gaps)
        guard evidence.isInteger, evidence.isIncreasing, !evidence.isEvenlySpaced, !evidence.distinctIsSampled, evidence.distinct == evidence.filled,
              evidence.filled >= 3, let low = evidence.low, low >= 0 else { return false }
        return true
    }

    /// Clock times written as one number `hhmm` (nycflights13 `dep_time` 517 = 05:17, R's
    /// beaver1 `time` 840 … 2350): named like a time, whole numbers 0…2400 whose last two digits
    /// are minutes (under 60), reaching 10:00 or later, with at least 12 distinct values and some
    /// whose minutes are not zero (so whole hundreds alone stay plain numbers).
    static func isClockOfDay(header: ColumnName, values: [Double], evidence: ColumnEvidence) -> Bool {
        let lower = header.text.lowercased()
        guard ["time", "clock", "hhmm"].contains(where: lower.contains), evidence.isInteger, let low = evidence.low, let high = evidence.high,
              low >= 0, high <= 2400, high >= 1000, evidence.distinct >= 12 else { return false }
        var minutes = false
        for v in values where !v.isNaN {
            let m = Int(v) % 100
            guard m < 60 else { return false }
            if m != 0 { minutes = true }
        }
        return minutes
    }

    /// Parts of a date without its year (R's airquality `Month` 5…9 and `Day`; beaver1's `day` of
    /// the year 346/347 beside an hhmm clock): no time can be made of them, but they are parts of
    /// one, never measures.
    mutating func markPartsWithoutYear(month: Int?, day: Int?, hour: Int? = nil) {
        if let month, let day {
            for (i, other) in [(month, "day"), (day, "month")] where columns[i].role != .constant {
                columns[i].role = .time(.datePart)
                columns[i].isLevels = false
                columns[i].summary = "\(ColumnName(columns[i].name).datePart!.rawValue) of a date without a year (with \(other)): a part of a time"
            }
            // Month and day make a date within one year the file does not name (the rows of one
            // season: airquality's May to September), unless the month is constant (a day counter).
            if columns[month].role != .constant, columns[day].role != .constant {
                var parts: [(part: DatePart, name: String)] = [(.month, columns[month].name), (.day, columns[day].name)]
                // An hour beside them (DWD's test reference years: MM, DD, HH 1…24) makes the
                // dates instants of that year.
                if let hour, columns[hour].role == .measure || columns[hour].role == .category {
                    parts.append((.hour, columns[hour].name))
                    columns[hour].role = .time(.datePart)
                    columns[hour].isLevels = false
                    columns[hour].summary = "hour of a date without a year (with month and day): a part of a time"
                }
                dateParts = DateParts(columns: parts)
            }
        }
        guard columns.contains(where: { $0.summary.hasPrefix("clock times") }) else { return }
        for i in columns.indices where [.measure, .category].contains(columns[i].role) {
            let name = ColumnName(columns[i].name)
            guard name.datePart == .day || ["doy", "yday", "dayofyear"].contains(name.words.joined()),
                  columns[i].evidence.isInteger, let low = columns[i].evidence.low, let high = columns[i].evidence.high,
                  low >= 1, high <= 366 else { continue }
            columns[i].role = .time(.datePart)
            columns[i].isLevels = false
            columns[i].summary = "day numbers \(NumberText.plain(low))…\(NumberText.plain(high)) beside a clock: a part of a time"
        }
    }

    /// A rising column named like a time whose unit is one of time, from its units row (`s`: a
    /// `time` read from pandas' Timedelta) or from its name (`Timestamp (us)`, a logger's
    /// microseconds since it started): the elapsed time of a recording, an x.
    public func isElapsedTime(_ column: Column) -> Bool {
        let name = ColumnName(column.name)
        let unitRow = table.units[column.name].map { ["s", "sec", "seconds"].contains($0.lowercased()) } ?? false
        guard unitRow || name.timeUnitsPerSecond != nil else { return false }
        return name.soundsLikeTime && column.evidence.isIncreasing
    }
}
