/// How many series (lines of a `--by`, slices of a pie) a chart draws at most: 256. Past a
/// few hundred neither colours nor a legend tell them apart, and every series costs work in
/// each frame; more are refused in one line that gives the count and the way out, the same for
/// delimited files, SQLite and PostgreSQL, and pie slices.
public enum SeriesLimit {
    public static let maximumSeries = 256

    /// `--by KEY has 1,000,000 distinct values; chartview draws at most 256 series: …`
    /// (`count` nil: more than `maximumSeries`, not counted).
    public static func tooManyKeys(_ key: String, count: Int?) -> String {
        let counted = count.map { "\(grouped($0)) distinct values" } ?? "more than \(maximumSeries) distinct values"
        return "--by \(key) has \(counted); chartview draws at most \(maximumSeries) series: filter the rows or choose a coarser key"
    }

    /// `1,000,000 slices; chartview draws at most 256: …`
    public static func tooManySlices(_ count: Int) -> String {
        "\(grouped(count)) slices; a pie draws at most \(maximumSeries): filter the rows or fold them into fewer categories (--agg)"
    }

    /// `1,000,000 series; a chart draws at most 256: …` (a spec's `series`, or the columns of its data).
    public static func tooManySeries(_ count: Int) -> String {
        "\(grouped(count)) series; a chart draws at most \(maximumSeries): keep the series you need, or split them over several charts"
    }

    /// 1000000 as "1,000,000".
    static func grouped(_ n: Int) -> String {
        let digits = String(n.magnitude)
        var out = ""
        for (i, c) in digits.enumerated() {
            if i > 0 && (digits.count - i) % 3 == 0 { out.append(",") }
            out.append(c)
        }
        return (n < 0 ? "-" : "") + out
    }
}
