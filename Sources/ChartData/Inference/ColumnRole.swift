/// What a column of a table stands for, as `TableSchema` infers it from its name and values.
///
/// ```swift
/// let schema = try TableSchema(table: table)
/// schema.column(named: "time_hour")?.role    // .time(.instant)
/// schema.column(named: "Postal Code")?.role  // .code
/// ```
public enum ColumnRole: Sendable, Equatable, CustomStringConvertible {
    /// A point in time: a candidate for x, never a measure.
    case time(TimeResolution)
    /// Numbers to draw.
    case measure
    /// The row number again: R's `rownames`, pandas' `Unnamed: 0`, an unnamed column counting
    /// 0/1…N, or the index a pandas sample kept (6, 9, 15, …: rising with gaps under such a
    /// header); also links (`https://…`) that name each record. Never drawn, never a key.
    case identifier
    /// Numbers that name rather than measure: postal codes, ids, FIPS, phone numbers, the strata,
    /// clusters and sampling units of a survey design (`stratid`, `psuid`, `cluster`). Never a
    /// measure; may split a long table into series.
    case code
    /// Few distinct texts (or booleans): an axis of categories or a key of series.
    case category
    /// Text with many distinct values: names, comments.
    case freeText
    /// One value in every filled cell (or no value at all): never x, never a series.
    case constant
    /// A function of another column that adds nothing to draw: a coarser copy of a time
    /// (`decade` beside `year`). Never x, never a series (`TableSchema.derivations`).
    case derived

    public var description: String {
        switch self {
        case .time(let resolution): return "time (\(resolution.rawValue))"
        case .measure: return "measure"
        case .identifier: return "identifier"
        case .code: return "code"
        case .category: return "category"
        case .freeText: return "free text"
        case .constant: return "constant"
        case .derived: return "derived"
        }
    }

    /// Whether the role holds times.
    public var isTime: Bool {
        if case .time = self { return true }
        return false
    }
}

/// How finely a time column tells instants apart, finest first.
public enum TimeResolution: String, Sendable, Comparable, CaseIterable {
    /// Date and time of day (ISO timestamps, epoch seconds, typed instants).
    case instant
    /// Whole days.
    case date
    /// Months (`2024-03`, or year and month columns).
    case month
    /// Years written with a fraction (`1949.083`: R's `time(ts)`).
    case fractionalYear = "fractional year"
    /// Whole years.
    case year
    /// A column that is one part of a date spread over several columns (year, month, day, hour):
    /// the parts combine into one time (`TableSchema.dateParts`).
    case datePart = "date part"

    /// Rank for "the finest time wins": lower is finer.
    var fineness: Int {
        switch self {
        case .instant: return 0
        case .date: return 1
        case .month: return 2
        case .fractionalYear: return 3
        case .year: return 4
        case .datePart: return 5
        }
    }

    public static func < (lhs: TimeResolution, rhs: TimeResolution) -> Bool { lhs.fineness < rhs.fineness }
}
