/// Turns values into label text, for axis tick labels and series data labels alike.
///
/// `NumberLabelFormatter` (the shared-precision number format axes use) conforms, and so does
/// `LabelFormatter`, which wraps a closure. Either goes wherever a label formatter is taken:
///
/// ```swift
/// sales.dataLabelFormatter = NumberLabelFormatter(fixedFractionDigits: 1, suffix: " k€")
/// rate.dataLabelFormatter = LabelFormatter { "\(Int($0 * 100)) %" }
/// hours.customLabelFormatter = LabelFormatter { "\(Int($0)) h" }     // a NumberAxis
/// ```
public protocol LabelFormatting {
    /// Labels for `values`, in the same order. `step` is the distance between neighbouring tick
    /// values, so a set can share one precision; 0 for values that are not ticks (data labels).
    func labels(for values: [Double], step: Double) -> [String]
}

extension LabelFormatting {
    /// The label of one value (`step` as for `labels(for:step:)`).
    public func label(for value: Double, step: Double = 0) -> String {
        labels(for: [value], step: step).first ?? ""
    }
}

extension NumberLabelFormatter: LabelFormatting {}
