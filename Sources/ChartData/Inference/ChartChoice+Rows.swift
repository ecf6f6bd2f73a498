import Foundation

/// Rows that are series (`RowSeriesTable`): the long table it makes is drawn as one line per
/// row over the position, split by the label, and `--explain` says why rather than "named".
extension ChartChoice {
    /// The request that draws `rows.long(table)`: x = position, y = value, by = the label (or `row`).
    public static func request(for rows: RowSeriesTable) -> ChartRequest {
        ChartRequest(x: "position", y: ["value"], by: rows.keyColumn, kind: "line")
    }

    /// Replaces the decisions made for `request(for:)` with the reasons the rows are series, and
    /// adds the warning of rows left out.
    public mutating func adoptRowSeries(_ rows: RowSeriesTable) {
        let reasons: [String: Decision] = [
            "x": Decision(subject: "x", value: "position", reasons: ["each row is a series over \(rows.positionColumns.count) positions (\(rows.positionEvidence))"],
                          beaten: ["row index: the rows are series, not points"]),
            "y": Decision(subject: "y", value: "value", reasons: ["the values of each row, in column order"]),
            "by": Decision(subject: "by", value: rows.keyColumn,
                           reasons: [rows.labelRepeats ? "one line per row, coloured by its label \(rows.label!) (\(rows.labelCount) distinct)"
                                                       : rows.label.map { "one line per row, named by \($0)" } ?? "one line per row"]),
            "kind": Decision(subject: "kind", value: "line", reasons: [rows.isStated ? "a series per row, as the file declares its cases"
                                                                                  : "a series per row: neighbouring positions are alike"]),
        ]
        decisions = decisions.map { reasons[$0.subject] ?? $0 }
        if rows.labelRepeats { colourKeyPrefix = "\(rows.label!) = " }
        if let warning = rows.warning { warnings.append(warning) }
    }
}
