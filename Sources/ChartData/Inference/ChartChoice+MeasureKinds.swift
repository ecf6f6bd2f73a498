import Foundation

/// Whether the measures of labelled rows read as bars per row, told by the measures rather than
/// by a count of rows: bars per labelled row compare the measures side by side, which says
/// something when they share a scale (sales per quarter, shares of a vote, four populations), or
/// when they are few enough to tell apart (`paletteSize`: a decathlon's five events, a pane per
/// magnitude). A dozen attributes of different kinds (a position in degrees, a redshift,
/// magnitudes, an exposure in seconds) drawn as bar heights in panes are a wall that says
/// nothing: such rows are entities drawn as a cross-section (`chooseEntityRows`, which takes
/// the label x of `ChartChoice+Entities` away), whether there are 40 of them or 80; unless the
/// scatter would be squeezed by outliers, when the bars stay (as for more rows).
extension ChartChoice {
    /// The measures of `schema` (counters left out) whose largest sizes lie within
    /// `magnitudeRatioLimit` of each other: one kind, comparable as bar heights on one axis.
    static func measuresShareOneScale(_ schema: TableSchema) -> Bool {
        let sizes = schema.columns.filter { $0.role == .measure && !$0.isCounter }.compactMap(\.evidence.magnitude).filter { $0 > 0 }
        guard let low = sizes.min(), let high = sizes.max() else { return true }
        return high <= magnitudeRatioLimit * low
    }

    /// Whether a label per row is x with a bar per row for each measure: few enough rows for a
    /// name each (`entityLabelLimit`, what a category axis prints) and measures of one kind or
    /// few enough to tell apart.
    static func labelledRowsAreBars(_ schema: TableSchema) -> Bool {
        guard schema.rowCount <= entityLabelLimit else { return false }
        let measures = schema.columns.filter { $0.role == .measure && !$0.isCounter }.count
        return measures <= paletteSize || measuresShareOneScale(schema)
    }
}
