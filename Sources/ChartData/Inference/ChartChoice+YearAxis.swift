/// A number x whose values are years, whatever the column is called (`origin` 1981…1990, `yy`
/// 2022…2040, epochs 1900.0, 1905.0, …): labelled as years (`1981`, not `1,981`, no `2007.5`).
/// Told by the values alone: whole numbers in `TableSchema.yearRange`, on a lattice of a year to
/// a decade whose steps they mostly fill. Counts or sizes that happen to lie there (a floor area
/// of 1,000…2,000 m²) are scattered over the range, not a run of years.
extension ChartChoice {
    /// The widest regular step between years (a decade).
    static let widestYearStep = 10.0
    /// The least share of the lattice's places (from the first year to the last, by its step)
    /// the values must fill.
    static let leastYearFill = 0.5

    /// A number x of whole years is read as years: the axis and `--explain` say so.
    mutating func labelNumberXAsYears() {
        guard xAxis == .number, let years = Self.wholeYears(xValues) else { return }
        xAxis = .year
        yearEvidence = years
    }

    /// `low…high, every N years` when `values` are whole years by the rule above; nil otherwise.
    static func wholeYears(_ values: [Double]) -> String? {
        var seen = Set<Double>()
        for value in values where !value.isNaN {
            guard value.isFinite, value == value.rounded(), TableSchema.yearRange.contains(value) else { return nil }
            seen.insert(value)
        }
        guard seen.count >= 2, let low = seen.min(), let high = seen.max(),
              let step = latticeStep(Array(seen)), step <= widestYearStep else { return nil }
        let every = step == 1 ? "a year apart" : "steps of \(Int(step)) years"
        return "whole numbers \(Int(low))…\(Int(high)), \(seen.count) distinct, \(every): years"
    }

    /// The step of the lattice `values` lie on (their steps' greatest common divisor, 1 at
    /// least) when they fill at least `leastYearFill` of its places from the lowest to the
    /// highest; nil otherwise.
    static func latticeStep(_ values: [Double]) -> Double? {
        let sorted = Set(values.filter(\.isFinite)).sorted()
        guard sorted.count >= 2 else { return nil }
        var step = 0.0
        for (a, b) in zip(sorted, sorted.dropFirst()) { step = greatestCommonStep(step, b - a) }
        guard step >= 1 else { return nil }
        let places = (sorted.last! - sorted.first!) / step + 1
        return Double(sorted.count) >= leastYearFill * places ? step : nil
    }

    /// Euclid's greatest common divisor of two whole, non-negative numbers.
    static func greatestCommonStep(_ a: Double, _ b: Double) -> Double {
        var (a, b) = (a, b)
        while b > 0 { (a, b) = (b, a.truncatingRemainder(dividingBy: b)) }
        return a
    }
}
