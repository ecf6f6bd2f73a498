/// How the y values that share an x fold into one (`--agg`).
///
/// ```swift
/// Aggregation.mean.fold([1, 2, .nan, 6])   // 3
/// ```
public enum Aggregation: String, CaseIterable, Sendable {
    case mean, sum, count, min, max

    public func fold(_ values: [Double]) -> Double {
        let finite = values.filter(\.isFinite)
        switch self {
        case .count: return Double(values.count)
        case .sum: return finite.reduce(0, +)
        case .mean: return finite.isEmpty ? .nan : finite.reduce(0, +) / Double(finite.count)
        case .min: return finite.min() ?? .nan
        case .max: return finite.max() ?? .nan
        }
    }
}
