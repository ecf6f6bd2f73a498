/// A numeric column of dates written as one number, `yyyyMMdd` (`20170422`), as statistics
/// offices, weather archives and stock exports write them, and the instants they stand for.
///
/// Only a column whose name says date (`date`, `Date`, `obs_date`, `day`) counts: an 8-digit
/// number alone is as likely an identifier or a count. Every filled value must be a whole
/// number that is a real date of years 1800…2199 (so `20170230` or `12345678` rule it out).
///
/// ```swift
/// CompactDates.instants(name: "date", values: [20170422, 20170423])
/// // [1_492_819_200, 1_492_905_600]: midnights UTC
/// ```
public enum CompactDates {
    private static let dateWords = ["date", "day"]

    /// Seconds since 1970-01-01 UTC of each value (NaN stays NaN), or nil when the column is not
    /// one of `yyyyMMdd` dates.
    public static func instants(name: String, values: [Double]) -> [Double]? {
        let lower = name.lowercased()
        guard dateWords.contains(where: { lower.contains($0) }) else { return nil }
        var result = [Double](repeating: .nan, count: values.count)
        var filled = 0
        for (i, v) in values.enumerated() where !v.isNaN {
            guard v >= 18_000_101, v <= 21_991_231, v == v.rounded(.down) else { return nil }
            let n = Int(v)
            let year = n / 10_000, month = n / 100 % 100, day = n % 100
            guard (1...12).contains(month), day >= 1, day <= DateColumnParser.daysIn(month, of: year) else { return nil }
            result[i] = Double(DateColumnParser.daysSinceEpoch(year: year, month: month, day: day)) * 86_400
            filled += 1
        }
        return filled > 0 ? result : nil
    }
}
