import Foundation

/// Parts of a time written beside the time itself: a `weekday` 1…7, an `hour_of_day`, or the
/// `Month`, `Day`, `Hour` a resampling tool averaged (6.5, 15.5) next to a timestamp. The time
/// already says them; drawn as measures they are staircases and sawtooths that squeeze the real
/// series. The rule, on names and values alone: when the table has a time (a date or finer
/// column, or date parts combined into one), a numeric column named as a calendar part whose
/// values all lie in that part's range is a part of the time, never a measure.
extension TableSchema {
    /// What a calendar part's name says it holds, and the values it may take.
    struct CalendarPart {
        var label: String
        var range: ClosedRange<Double>
    }

    /// The calendar part a header names (`weekday`, `dow`, `hour_of_day`, `doy`, `week`, and the
    /// date parts `year`, `month`, `day`, `hour`, `minute`, `second` as whole one-word names), nil
    /// for any other name. Abbreviations stay out: `min` and `mm` are as often a minimum
    /// temperature and millimetres of rain; `day_max` is a measure.
    static func calendarPart(_ header: ColumnName) -> CalendarPart? {
        let joined = header.words.joined()
        switch joined {
        case "weekday", "dayofweek", "dow", "wday", "weekdaynumber", "isoweekday":
            return CalendarPart(label: "weekday", range: 0...7)
        case "hourofday", "hourday":
            return CalendarPart(label: "hour of the day", range: 0...24)
        case "doy", "yday", "dayofyear", "julianday":
            return CalendarPart(label: "day of the year", range: 1...366)
        case "week", "weekofyear", "woy", "isoweek", "weeknumber":
            return CalendarPart(label: "week of the year", range: 0...53)
        case "monthofyear":
            return CalendarPart(label: "month", range: 1...12)
        case "dayofmonth":
            return CalendarPart(label: "day of the month", range: 1...31)
        default:
            break
        }
        guard header.words.count == 1, let part = DatePart(rawValue: joined) else { return nil }
        return CalendarPart(label: part.rawValue, range: part == .hour ? 0...24 : part.range)
    }

    /// The time the table already has, by name, for the summary; nil when it has none.
    var wholeTimeName: String? {
        if let parts = dateParts { return parts.name }
        return columns.first { column in
            guard case .time(let resolution) = column.role else { return false }
            return resolution == .instant || resolution == .date || resolution == .month
        }?.name
    }

    /// Marks numeric columns named as calendar parts beside a time as parts of it (see above).
    mutating func markPartsBesideTime() {
        guard let time = wholeTimeName else { return }
        for i in columns.indices where columns[i].role == .measure || columns[i].role == .category {
            let column = columns[i]
            guard column.evidence.isNumeric, column.evidence.valueKind != .boolean,
                  let part = Self.calendarPart(ColumnName(column.name)),
                  let low = column.evidence.low, let high = column.evidence.high,
                  part.range.contains(low), part.range.contains(high) else { continue }
            columns[i].role = .time(.datePart)
            columns[i].isLevels = false
            columns[i].summary = "\(part.label) \(NumberText.plain(low))…\(NumberText.plain(high)) beside the time in \(time): a part of that time, never a measure"
        }
    }
}

/// Dates spread over unnamed columns: a headerless file (spotpy's `hymod_bound.txt`: day, month,
/// year, then measures) names its columns `column N`, so the date parts cannot be found by name.
/// Three adjacent whole-number columns in the order day, month, year or year, month, day, with
/// years in 1000…2999, months 1…12 and days 1…31 that make real dates which never go back from
/// row to row (and change), are those parts: one time, and none of them a measure.
extension TableSchema {
    /// Whether `name` is one a reader made up for a column without a header (`column 3`).
    static func isGeneratedName(_ name: String, position: Int) -> Bool {
        name == "column \(position + 1)"
    }

    mutating func findUnnamedDateParts() {
        guard dateParts == nil, columns.count >= 3,
              columns.allSatisfy({ Self.isGeneratedName($0.name, position: $0.position) }) else { return }
        func fits(_ i: Int, _ range: ClosedRange<Double>) -> Bool {
            let evidence = columns[i].evidence
            guard evidence.isNumeric, evidence.isInteger, let low = evidence.low, let high = evidence.high,
                  [.measure, .category, .constant].contains(columns[i].role) else { return false }
            return range.contains(low) && range.contains(high)
        }
        for start in 0...(columns.count - 3) {
            let (a, b, c) = (start, start + 1, start + 2)
            guard fits(b, 1...12) else { continue }
            var order: (year: Int, day: Int)?
            if fits(a, 1...31), fits(c, 1000...2999) { order = (c, a) }
            else if fits(a, 1000...2999), fits(c, 1...31) { order = (a, c) }
            guard let (year, day) = order, let years = table.column(named: columns[year].name)?.values,
                  let months = table.column(named: columns[b].name)?.values,
                  let days = table.column(named: columns[day].name)?.values,
                  Self.areRisingDates(years: years, months: months, days: days) else { continue }
            dateParts = DateParts(columns: [(.year, columns[year].name), (.month, columns[b].name), (.day, columns[day].name)])
            for (part, i) in [(DatePart.year, year), (.month, b), (.day, day)] {
                columns[i].isLevels = false
                guard columns[i].role != .constant else { continue }
                columns[i].role = .time(.datePart)
                columns[i].summary = "whole numbers of \(part.rawValue)s in an unnamed column, with its neighbours real dates that never go back: \(part.rawValue) part of \(dateParts!.name)"
            }
            return
        }
    }

    /// Every filled row a real date, the dates never earlier than the row before, and not all one.
    static func areRisingDates(years: [Double], months: [Double], days: [Double]) -> Bool {
        var previous: Int?
        var changes = false
        for row in 0..<min(years.count, months.count, days.count) {
            let (y, m, d) = (years[row], months[row], days[row])
            guard y.isFinite, m.isFinite, d.isFinite else { continue }
            guard d >= 1, d <= Double(DateColumnParser.daysIn(Int(m), of: Int(y))) else { return false }
            let day = DateCellParser.dayNumber(year: Int(y), month: Int(m), day: Int(d))
            if let previous {
                if day < previous { return false }
                if day > previous { changes = true }
            }
            previous = day
        }
        return changes
    }
}
