import Foundation

/// A signal and its marks: a table whose one measure sits first beside flags or labels only
/// (`data,label`: ECG samples and an anomaly flag). The first column is taken as x by its place,
/// which would leave nothing but the flag to draw; the rows are the measure's sequence instead.
extension ChartChoice {
    /// Rows below which a lone measure is not read as a sequence.
    static let loneMeasureRows = 20

    /// When x is the table's only measure (taken by place, not named) and the other numbers are
    /// flags or levels: y = that measure over the row number, coloured by the flag. Returns the
    /// y decision, or nil when this does not apply.
    mutating func chooseLoneMeasure(schema: TableSchema, request: ChartRequest, measures: [TableSchema.Column]) -> Decision? {
        guard request.x == nil, request.y.isEmpty, measures.isEmpty, xAxis == .number, let x,
              let column = schema.column(named: x), column.role == .measure, column.position == 0,
              schema.rowCount >= Self.loneMeasureRows, !Self.hasTimeAxis(schema) else { return nil }
        let marks = schema.columns.filter { $0.name != x && $0.evidence.isNumeric && $0.role == .category
            && Self.colourKeys.contains($0.evidence.distinct) && $0.evidence.filled == schema.rowCount }
        guard let mark = marks.first else { return nil }
        self.x = nil
        try? readX(schema: schema, request: request)
        if let i = decisions.firstIndex(where: { $0.subject == "x" }) {
            decisions[i] = Decision(subject: "x", value: "row index",
                                    reasons: ["rows in file order: \(x) is the only measure, so it is drawn over them"],
                                    beaten: ["\(x): the only measure (taken first by its place), so y"])
        }
        y = [x]
        marksBy = mark.name
        return Decision(subject: "y", value: x, reasons: ["the only measure, a sequence over the rows, its points coloured by \(mark.name) (\(mark.summary))"])
    }

    /// Colours a lone measure's points by its flag (`chooseLoneMeasure`).
    mutating func chooseMarks(schema: TableSchema) {
        guard let mark = marksBy, let column = schema.column(named: mark) else { return }
        by = mark
        colourKeyPrefix = "\(mark) = "
        decisions.append(Decision(subject: "by", value: mark,
                                  reasons: ["\(column.summary) beside the only measure: its values mark the points"]))
    }
}
