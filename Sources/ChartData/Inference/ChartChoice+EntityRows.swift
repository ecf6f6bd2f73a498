extension ChartChoice {
    /// Whether one measure drawn over the row index stands on rows of entities (people in a
    /// survey, babies in a birth register) rather than on steps of a sequence: other columns
    /// describe each row (codes, categories, survey weights), no time, 20 rows or more, and the
    /// measure does not follow on from one row to the next (`rowsFormSequence`), or the rows carry
    /// survey weights. A line would
    /// join unrelated entities; points show the spread.
    func isLoneMeasureOverEntities(schema: TableSchema) -> Bool {
        guard x == nil, by == nil, aggregation == nil, y.count == 1, schema.rowCount >= 20, !Self.hasTimeAxis(schema),
              let measure = schema.column(named: y[0]) else { return false }
        let describes = schema.columns.contains { column in
            column.name != measure.name && (column.role == .code || column.role == .category || column.isSurveyWeight)
        }
        // Rows that carry survey weights are sampled units, in whatever order the file sorts
        // them (by stratum: a staircase that looks like a course).
        let sampled = schema.columns.contains(where: \.isSurveyWeight)
        return describes && (sampled || !rowsFormSequence(schema: schema, measures: [measure]))
    }
}
