/// Lengths of time as pandas writes a `Timedelta` (`0 days 00:00:01`, `-1 days +23:59:59.5`,
/// `2 days 04:05:06.000250`), read as seconds.
///
/// ```swift
/// Durations.seconds(of: "0 days 00:01:05")   // 65
/// Durations.seconds(ofColumn: ["0 days 00:00:00", "0 days 00:00:01"])   // [0, 1]
/// ```
public enum Durations {
    /// Seconds of one cell, nil when it is no pandas Timedelta.
    public static func seconds(of text: String) -> Double? {
        let parts = text.trimmingCharacters(in: .whitespaces).split(separator: " ", omittingEmptySubsequences: true)
        guard parts.count == 3, parts[1] == "days" || parts[1] == "day", let days = Int(parts[0]) else { return nil }
        var clock = parts[2]
        var sign = 1.0
        if clock.first == "+" { clock = clock.dropFirst() } else if clock.first == "-" { clock = clock.dropFirst(); sign = -1 }
        let fields = clock.split(separator: ":", omittingEmptySubsequences: false)
        guard fields.count == 3, fields[0].count == 2, fields[1].count == 2, fields[2].count >= 2,
              let hours = Int(fields[0]), let minutes = Int(fields[1]), let seconds = Double(fields[2]),
              fields[0].allSatisfy(\.isASCII), fields[2].first!.isNumber,
              hours < 24, minutes < 60, seconds < 60 else { return nil }
        return Double(days) * 86_400 + sign * (Double(hours) * 3600 + Double(minutes) * 60 + seconds)
    }

    /// Seconds of every cell (blanks as NaN), or nil unless every filled cell, three at least,
    /// is a Timedelta.
    public static func seconds(ofColumn texts: [String]) -> [Double]? {
        var result = [Double](repeating: .nan, count: texts.count)
        var filled = 0
        for (i, text) in texts.enumerated() where !text.isEmpty {
            // The cheap test first: a Timedelta holds " day".
            guard text.contains(" day"), let value = seconds(of: text) else { return nil }
            result[i] = value
            filled += 1
        }
        return filled >= 3 ? result : nil
    }
}
