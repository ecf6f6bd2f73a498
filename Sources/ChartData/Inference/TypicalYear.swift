import Foundation

/// A typical-year file: one year of rows whose months were each taken from another year (NREL's
/// TMY3 stitches January 1991 to February 2003 to March 1998 …), so its instants, sorted, span a
/// decade of gaps. Its rows are drawn over one year, the year of the first row, as pvlib's
/// `coerce_year` does; the note says so.
///
/// Found from the times in file order. A row less than a day after the row before it continues
/// the series (so `24:00` ending a month, or a month edge moved by a UTC offset, stays with its
/// month; a midnight dated the day it ends, as pandas writes TMY3's `24:00`, too). A row further
/// off is a seam: moved to the same month, day and time of day in the first row's year (or the
/// next), it must again follow the row before it within two days (a February 29), else
/// the file is no typical year (a gap in a real series fails here, at once). The seams must
/// join months of two years or more, and the rows, moved, must cover one year (360–367 days).
///
/// ```swift
/// if let typical = TypicalYear(times: x, timeZone: utc) { x = typical.times; print(typical.note) }
/// ```
public struct TypicalYear: Sendable {
    /// The times moved into one year.
    public var times: [Double]
    /// The first and last year the months came from.
    public var years: ClosedRange<Int>
    /// The year the rows are drawn in.
    public var drawnIn: Int

    /// What was done, for `--explain` and a warning.
    public var note: String {
        "a typical year: each month from another year (\(years.lowerBound)–\(years.upperBound)), drawn over one year (\(drawnIn))"
    }

    /// nil unless `times` (seconds since 1970, file order) are a typical year.
    public init?(times: [Double], timeZone: TimeZone) {
        guard times.count >= 12, let firstRow = times.firstIndex(where: \.isFinite) else { return nil }
        let isUTC = timeZone.secondsFromGMT() == 0 && timeZone.nextDaylightSavingTimeTransition == nil
        func offset(_ t: Double) -> Double { isUTC ? 0 : Double(timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: t))) }
        func civil(_ t: Double) -> (year: Int, month: Int, day: Int, seconds: Double) {
            let local = t + offset(t)
            let days = Int((local / 86_400).rounded(.down))
            let date = TypedCellTable.civilDate(days: days)
            return (date.year, date.month, date.day, local - Double(days) * 86_400)
        }
        let target = civil(times[firstRow]).year
        // The moved rows only ever go forward, so a walk stops as soon as they span more than a
        // year: a long series costs the rows of its first year. The first walk keeps nothing; only
        // a typical year is walked again to keep its moved times (a plain series is never copied).
        let longestSpan = 367 * 86_400.0
        func walk(keeping result: inout [Double]?) -> (seams: Int, years: ClosedRange<Int>, span: Double)? {
            var low = target, high = target
            var last = (time: times[firstRow], moved: times[firstRow])
            var seams = 0
            for row in (firstRow + 1)..<times.count where times[row].isFinite {
                let t = times[row]
                var step = t - last.time
                if step <= 0, t + 86_400 > last.time, civil(t).seconds == 0 {
                    // A `24:00` written as the midnight that starts the same day (as pandas turns
                    // TMY3's hour 24 into hour 0 when it keeps the date): the end of that day.
                    step += 86_400
                }
                var moved: Double
                if step > 0, step <= 86_400 {
                    moved = last.moved + step
                } else {
                    let date = civil(t)
                    var placed: Double?
                    for year in [target, target + 1] where date.day <= DateColumnParser.daysIn(date.month, of: year) {
                        let wall = Double(DateCellParser.dayNumber(year: year, month: date.month, day: date.day)) * 86_400 + date.seconds
                        let moved = wall - offset(wall)
                        // Within two days: a leap year drawn in takes a February 29 the file skips.
                        if moved - last.moved > 0, moved - last.moved <= 2 * 86_400 { placed = moved }
                    }
                    guard let placed else { return nil }
                    moved = placed
                    seams += 1
                    low = min(low, date.year)
                    high = max(high, date.year)
                }
                if result != nil { result![row] = moved }
                last = (t, moved)
                if last.moved - times[firstRow] > longestSpan { return nil }
            }
            return (seams, low...high, last.moved - times[firstRow])
        }
        var nothing: [Double]?
        guard let found = walk(keeping: &nothing), found.seams > 0, found.years.lowerBound < found.years.upperBound,
              found.span >= 360 * 86_400, found.span <= longestSpan else { return nil }
        var result: [Double]? = times
        _ = walk(keeping: &result)
        self.times = result!
        self.years = found.years
        self.drawnIn = target
    }
}

extension ChartChoice {
    /// A typical year on a date x is drawn over one year, and the warning says so (once, though x
    /// may be read again).
    mutating func foldTypicalYear(schema: TableSchema) {
        guard xAxis == .date, let typical = TypicalYear(times: xValues, timeZone: schema.timeZone) else { return }
        xValues = typical.times
        let note = "\(x ?? "x") is \(typical.note)"
        if !warnings.contains(note) { warnings.append(note) }
    }
}
