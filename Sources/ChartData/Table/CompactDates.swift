/// A numeric column of dates written as one number, and the instants they stand for:
/// - `yyyyMMdd` (`20170422`), as statistics offices, weather archives and stock exports write them;
/// - `yyMMdd` (`800102`), as older econometric data sets do (R's Ecdat `Garch`), the year pivoted
///   as strptime's `%y` does (69…99 are 19xx);
/// - `yyyyMM` (`192607`), months as Kenneth French's factor files and many finance exports write
///   them: years 1700…2199 and months 01…12 only, so a `yyMMdd` column of days (days past 12)
///   never reads as one;
/// - `yyyy.MM` (`1947.01` … `1947.12`), a year and a month number written as a decimal (Wooldridge's
///   `volat`), often with float32 noise (`1947.010009765625`);
/// - instants written as one stamp of 13 or 14 digits, `yyyydddhhmmss` (`2009166044711`, a day of
///   the year, as spacecraft and NASA archives write them) and `yyyyMMddhhmmss` (`20170422153000`,
///   as loggers and SQL exports do). Every value must decode, day, hour, minute and second in
///   range, so epoch milliseconds (of 2033…2039, the only ones of 13 digits a year 2000… could
///   start) decode for a value in thirty and never for a column: these need no name.
///
/// Only a column whose name says date counts for the shorter forms (`date`, `Date`, `obs_date`; `day` too for `yyyyMMdd`;
/// year/time words for `yyyy.MM`): a number alone is as likely an identifier or a count. Every
/// filled value must decode to a real date (so `20170230` or `12345678` rule a column out), and a
/// `yyyy.MM` column's fractions take only the twelve values .01….12 — R's `time()` fractions
/// (.083, .25, .5) never do.
///
/// ```swift
/// CompactDates.instants(name: "date", values: [20170422, 20170423])
/// // [1_492_819_200, 1_492_905_600]: midnights UTC
/// CompactDates.detect(name: "date", values: [1947.01, 1947.02])   // .yearDotMonth
/// ```
public enum CompactDates {
    /// How the number spells the date.
    public enum Form: String, Sendable {
        case yearMonthDay = "yyyymmdd"
        case shortYearMonthDay = "yymmdd"
        case yearMonth = "yyyymm"
        case yearDotMonth = "yyyy.mm"
        /// Days since 0001-01-01 counted from 1, Python's `date.toordinal()` (736389 = 2017-03-01),
        /// as river, scikit-learn examples and pandas users write dates for a regression.
        case ordinalDay = "Python ordinal days"
        /// A year, the day of the year and a time of day: `yyyydddhhmmss`.
        case yearDayTime = "yyyydddhhmmss"
        /// A date and a time of day: `yyyyMMddhhmmss`.
        case yearMonthDayTime = "yyyymmddhhmmss"

        /// Whether the form holds a time of day (an instant, not a date).
        public var hasClock: Bool { self == .yearDayTime || self == .yearMonthDayTime }
    }

    /// The numbers a stamp form can take: 1800…2199 and their days, hours, minutes and seconds.
    static let yearDayTimeRange = 1_800_001_000_000.0...2_199_366_235_959.0
    static let yearMonthDayTimeRange = 18_000_101_000_000.0...21_991_231_235_959.0

    /// `date(1970, 1, 1).toordinal()`.
    static let ordinalOf1970 = 719_163
    /// Ordinals of 1800-01-01 … 2100-01-01: dates a data set holds, far from counts or ids of a
    /// few thousand, and short of the `yymmdd` numbers of 2080…2099 (`800102`).
    static let ordinalRange = 657_072.0...766_645.0

    private static let dateWords = ["date", "day"]
    private static let monthWords = ["date", "year", "time", "yr", "month", "period"]

    /// Seconds since 1970-01-01 UTC of each value (NaN stays NaN), or nil when the column is not
    /// one of `yyyyMMdd` dates.
    public static func instants(name: String, values: [Double]) -> [Double]? {
        let lower = name.lowercased()
        guard dateWords.contains(where: { lower.contains($0) }) else { return nil }
        return instants(values, form: .yearMonthDay)
    }

    /// The form of a column named `name` holding `values`, or nil when it is no number-written date.
    /// `yyyyMMdd` is tried first, then `yyMMdd` (a name containing `date`), then `yyyy.MM`.
    public static func detect(name: String, values: [Double]) -> Form? {
        // (Stamps first and by their values alone: 13 or 14 digits decoding to a calendar instant
        // in every row are no count or id.)
        for form in [Form.yearDayTime, .yearMonthDayTime] where isStamps(values, form: form) { return form }
        let lower = name.lowercased()
        if dateWords.contains(where: { lower.contains($0) }), instants(values, form: .yearMonthDay) != nil {
            return .yearMonthDay
        }
        if monthWords.contains(where: { lower.contains($0) }), instants(values, form: .yearMonth) != nil { return .yearMonth }
        if lower.contains("date"), instants(values, form: .shortYearMonthDay) != nil { return .shortYearMonthDay }
        if monthWords.contains(where: { lower.contains($0) }), isYearDotMonth(values) { return .yearDotMonth }
        if lower.contains("date") || lower.contains("ordinal"), isOrdinalDays(values) { return .ordinalDay }
        return nil
    }

    /// Seconds since 1970-01-01 UTC of each value read in `form` (NaN stays NaN), or nil when a
    /// filled value is not a date of that form or none is filled.
    public static func instants(_ values: [Double], form: Form) -> [Double]? {
        var result = [Double](repeating: .nan, count: values.count)
        var filled = 0
        for (i, v) in values.enumerated() where !v.isNaN {
            if form.hasClock {
                guard let seconds = stampSeconds(v, form: form) else { return nil }
                result[i] = seconds
            } else {
                guard let day = dayNumber(v, form: form) else { return nil }
                result[i] = Double(day) * 86_400
            }
            filled += 1
        }
        return filled > 0 ? result : nil
    }

    /// Seconds since 1970 of one stamp (`yyyydddhhmmss`, `yyyyMMddhhmmss`), nil when it is not one.
    static func stampSeconds(_ v: Double, form: Form) -> Double? {
        guard v == v.rounded(.down) else { return nil }
        let n = Int64(v)
        let clock = Int(n % 1_000_000)
        let (hour, minute, second) = (clock / 10_000, clock / 100 % 100, clock % 100)
        guard hour < 24, minute < 60, second < 60 else { return nil }
        let day: Int
        switch form {
        case .yearDayTime:
            guard yearDayTimeRange.contains(v) else { return nil }
            let (year, ordinal) = (Int(n / 1_000_000_000), Int(n / 1_000_000 % 1000))
            let length = DateColumnParser.daysIn(2, of: year) == 29 ? 366 : 365
            guard ordinal >= 1, ordinal <= length else { return nil }
            day = DateColumnParser.daysSinceEpoch(year: year, month: 1, day: 1) + ordinal - 1
        case .yearMonthDayTime:
            guard yearMonthDayTimeRange.contains(v), let date = dayNumber(Double(n / 1_000_000), form: .yearMonthDay) else { return nil }
            day = date
        default:
            return nil
        }
        return Double(day) * 86_400 + Double(hour * 3600 + minute * 60 + second)
    }

    /// Every filled value a stamp of `form`, at least three, more than one.
    private static func isStamps(_ values: [Double], form: Form) -> Bool {
        var filled = 0
        var first: Double?
        var differs = false
        for v in values where !v.isNaN {
            guard stampSeconds(v, form: form) != nil else { return false }
            if let first, first != v { differs = true }
            if first == nil { first = v }
            filled += 1
        }
        return filled >= 3 && differs
    }

    /// Days since 1970 of one value, nil when it is not a date of `form`.
    static func dayNumber(_ v: Double, form: Form) -> Int? {
        let year: Int, month: Int, day: Int
        switch form {
        case .yearMonthDay:
            guard v >= 18_000_101, v <= 21_991_231, v == v.rounded(.down) else { return nil }
            let n = Int(v)
            (year, month, day) = (n / 10_000, n / 100 % 100, n % 100)
        case .shortYearMonthDay:
            // 000101 is written 101: five or six digits, or fewer for the year 2000.
            guard v >= 101, v <= 991_231, v == v.rounded(.down) else { return nil }
            let n = Int(v)
            (year, month, day) = (DateColumnParser.pivotedYear(n / 10_000), n / 100 % 100, n % 100)
        case .yearMonth:
            guard v >= 170_001, v <= 219_912, v == v.rounded(.down) else { return nil }
            let n = Int(v)
            (year, month, day) = (n / 100, n % 100, 1)
        case .yearDotMonth:
            guard let (y, m) = yearAndMonth(v) else { return nil }
            (year, month, day) = (y, m, 1)
        case .ordinalDay:
            guard ordinalRange.contains(v), v == v.rounded(.down) else { return nil }
            return Int(v) - ordinalOf1970
        case .yearDayTime, .yearMonthDayTime:
            return stampSeconds(v, form: form).map { Int(($0 / 86_400).rounded(.down)) }
        }
        guard (1...12).contains(month), day >= 1, day <= DateColumnParser.daysIn(month, of: year) else { return nil }
        return DateColumnParser.daysSinceEpoch(year: year, month: month, day: day)
    }

    /// 1947.01 → (1947, 1); nil unless the fraction is within float32 noise of .01 … .12.
    private static func yearAndMonth(_ v: Double) -> (Int, Int)? {
        guard v.isFinite, v >= 1000, v < 3000 else { return nil }
        let year = v.rounded(.down)
        let hundredths = (v - year) * 100
        let month = hundredths.rounded()
        // float32 holds 1947.01 as 1947.0100098: 0.001 of a hundredth, far below 0.05.
        guard abs(hundredths - month) <= 0.05, (1...12).contains(month) else { return nil }
        return (Int(year), Int(month))
    }

    /// Every filled value a whole ordinal day of 1601…2399, at least three, more than one.
    private static func isOrdinalDays(_ values: [Double]) -> Bool {
        var filled = 0
        var first: Double?
        var differs = false
        for v in values where !v.isNaN {
            guard ordinalRange.contains(v), v == v.rounded(.down) else { return false }
            if let first, first != v { differs = true }
            if first == nil { first = v }
            filled += 1
        }
        return filled >= 3 && differs
    }

    /// Every filled value a year and a month .01….12, at least three, and more than one month
    /// among them (a column of `x.01` alone is as likely one decimal of something else).
    private static func isYearDotMonth(_ values: [Double]) -> Bool {
        var months = Set<Int>()
        var filled = 0
        for v in values where !v.isNaN {
            guard let (_, month) = yearAndMonth(v) else { return false }
            months.insert(month)
            filled += 1
        }
        return filled >= 3 && months.count >= 2
    }
}
