import Foundation

/// Column charts of measures of different magnitudes (decathlon points, ~8,000, beside event
/// results of 2–300; a sample count of 6 beside pixel means of 300) get the same treatment as
/// lines (`ChartChoice+Axes`): one or two columns of another size on a second axis at the
/// right, more size groups in panes of small multiples over the same categories. On one axis
/// the smaller columns would be bars of no height. Columns of one column split by a key share
/// one unit and stay on one axis, as lines do.
extension ChartChoice {
    /// Whether `kind` draws each series' columns side by side on their own heights, of values
    /// no larger than the column's own (as they are, or folded by mean, min or max): a sum or a
    /// count is another quantity, whose size the column's values do not tell.
    static func isSideBySideColumns(kind: String, aggregation: Aggregation?) -> Bool {
        guard kind == "column" else { return false }
        switch aggregation {
        case nil, .mean?, .min?, .max?: return true
        case .sum?, .count?: return false
        }
    }
}
