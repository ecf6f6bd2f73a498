/// A label formatter made from a closure that writes one value.
///
/// ```swift
/// chart.series[0].dataLabelFormatter = LabelFormatter { $0 >= 0 ? "+\($0)" : "\($0)" }
/// ```
public struct LabelFormatter: LabelFormatting {
    private let format: (Double) -> String

    /// A formatter writing each value with `format`.
    public init(_ format: @escaping (Double) -> String) {
        self.format = format
    }

    public func labels(for values: [Double], step: Double) -> [String] {
        values.map(format)
    }
}
