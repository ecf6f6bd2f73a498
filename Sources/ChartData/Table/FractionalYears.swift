import Foundation

/// A numeric column of fractional years, as R's `time()` of a monthly `ts` writes them
/// (`1949.000`, `1949.083`, `1949.167`, … : year + (month − 1)/12), and the instants they stand for.
///
/// A column counts when its name says time (`year`, `time`, `date`, `t`…), its values lie in
/// years 1000…2999, some are not whole (whole years are a year axis, not this), and every value
/// sits on one regular grid of the year: quarters (1/4), months (1/12), weeks (1/52) or days
/// (1/365), to the 3 decimals such files are written with. The coarsest grid that fits wins.
///
/// ```swift
/// if let years = FractionalYears.detect(name: "time", values: column.values) {
///     years.stepsPerYear                 // 12
///     years.instants(column.values)      // 1949-01-01, 1949-02-01, … as seconds since 1970 UTC
/// }
/// ```
public struct FractionalYears: Equatable, Sendable {
    /// Grid steps per year: 4, 12, 52 or 365.
    public let stepsPerYear: Int

    /// The grids tried, coarsest first.
    public static let candidateStepsPerYear = [4, 12, 52, 365]
    /// Plausible years for a fractional-year column.
    public static let plausibleYears: ClosedRange<Double> = 1000...2999

    private static let timeWords = ["year", "time", "date", "yr"]

    public init?(stepsPerYear: Int) {
        guard Self.candidateStepsPerYear.contains(stepsPerYear) else { return nil }
        self.stepsPerYear = stepsPerYear
    }

    /// The grid of a column named `name` holding `values` (NaN for gaps), or nil when it is not
    /// a fractional-year column. One pass over the values per grid tried.
    public static func detect(name: String, values: [Double]) -> FractionalYears? {
        let lower = name.lowercased()
        guard timeWords.contains(where: { lower.contains($0) }) || lower == "t" else { return nil }
        var filled = 0, whole = 0
        for v in values where !v.isNaN {
            guard v.isFinite, plausibleYears.contains(v) else { return nil }
            filled += 1
            if v == v.rounded(.down) { whole += 1 }
        }
        // At least three values, some between whole years.
        guard filled >= 3, whole < filled else { return nil }
        for steps in candidateStepsPerYear where fits(values, stepsPerYear: steps) {
            return FractionalYears(stepsPerYear: steps)
        }
        return nil
    }

    /// Whether every value lies on the grid, within what rounding to 3 decimals moves it (or a
    /// twentieth of a step, when that is more), and neighbouring rows are mostly one step apart
    /// (a regular series, not numbers that happen to lie on a coarse grid).
    private static func fits(_ values: [Double], stepsPerYear: Int) -> Bool {
        let step = 1 / Double(stepsPerYear)
        let tolerance = max(0.000_51, step / 20)
        var previous: Double?
        var pairs = 0, oneStep = 0
        for v in values where !v.isNaN {
            let offset = v - v.rounded(.down)
            let index = (offset / step).rounded()
            guard abs(offset - index * step) <= tolerance, Int(index) <= stepsPerYear else { return false }
            if let previous {
                pairs += 1
                if abs(abs(v - previous) - step) <= 2 * tolerance { oneStep += 1 }
            }
            previous = v
        }
        return pairs > 0 && oneStep * 10 >= pairs * 9
    }

    /// Seconds since 1970-01-01 UTC of each value: the start of its month (or quarter), or of
    /// its week or day counted from 1 January; NaN stays NaN.
    public func instants(_ values: [Double]) -> [Double] {
        values.map(instant)
    }

    /// The instant of one value on this grid.
    public func instant(_ value: Double) -> Double {
        guard value.isFinite else { return .nan }
        let step = 1 / Double(stepsPerYear)
        var year = Int(value.rounded(.down))
        var index = Int(((value - Double(year)) / step).rounded())
        if index >= stepsPerYear {
            // 1949.999 on a monthly grid rounds to the next year's first month.
            year += 1
            index = 0
        }
        let day: Int
        switch stepsPerYear {
        case 4: day = DateColumnParser.daysSinceEpoch(year: year, month: 3 * index + 1, day: 1)
        case 12: day = DateColumnParser.daysSinceEpoch(year: year, month: index + 1, day: 1)
        case 52: day = DateColumnParser.daysSinceEpoch(year: year, month: 1, day: 1) + 7 * index
        default: day = DateColumnParser.daysSinceEpoch(year: year, month: 1, day: 1) + index
        }
        return Double(day) * 86_400
    }
}
