extension ChartChoice {
    /// Most categories a count per category is drawn over when the table has no x of its own.
    static let countedCategoryLimit = 30

    /// A table with nothing measured: its numbers are codes, with only ids and constants beside (a list of
    /// cards by id, of team ids per season). Drawing the codes as values would make a quantity of
    /// a name; the rows are counted instead: per time when x is one, else per the first text
    /// category (a card's class) or levels (a list flag 0…5 beside CAS numbers). Returns the y decision, or nil when there is nothing to count
    /// over (the codes are drawn then, as before, the row numbers never).
    mutating func chooseCounts(schema: TableSchema, request: ChartRequest, numeric: [TableSchema.Column]) -> Decision? {
        guard request.y.isEmpty, request.aggregation == nil, request.by == nil,
              numeric.contains(where: { $0.role == .code }),
              numeric.allSatisfy({ [.code, .identifier, .constant, .derived].contains($0.role) || $0.role.isTime
                  || ($0.role == .category && $0.isLevels && Self.isOnlyFlagBesideCodes($0, schema: schema)) })
        else { return nil }
        let names = numeric.prefix(3).map(\.name).joined(separator: ", ")
        if x != nil, [.date, .year].contains(xAxis) {
            // (x named or chosen: a time)
        } else if request.x == nil, x == nil, let category = schema.columns.first(where: { column in
            // (a text class, or whole-number levels alone beside the codes: a list flag 0…5 beside registry numbers)
            column.role == .category && (!column.evidence.isNumeric || Self.isOnlyFlagBesideCodes(column, schema: schema)) && column.dateParser == nil
                && (2...Self.countedCategoryLimit).contains(column.evidence.distinct) && column.evidence.filled >= 2 * column.evidence.distinct
        }) {
            let old = decisions.firstIndex { $0.subject == "x" }
            x = category.name
            try? readX(schema: schema, request: request)
            if let old {
                decisions[old] = Decision(subject: "x", value: category.name,
                                          reasons: ["\(category.summary): the rows counted per category, the table has nothing measured"],
                                          beaten: ["row index: the count per row is 1"])
            }
        } else {
            return nil
        }
        y = []
        aggregation = .count
        decisions.append(Decision(subject: "agg", value: "count",
                                  reasons: ["nothing measured (\(names): \(numeric.count == 1 ? "a code or id" : "codes, ids or times")): rows counted per \(x!)"]))
        return Decision(subject: "y", value: "count of rows", reasons: ["no measure in the table"],
                        beaten: numeric.prefix(3).filter { $0.name != x }.map { "\($0.name): \($0.role) (\($0.summary)), never a measure" })
    }

    /// Whether whole-number levels are the one column beside codes, ids and constants (a list
    /// flag 0…5 beside registry numbers): nothing else to draw, so they only sort the rows.
    /// Levels beside a time or a text key may be the value itself (a duration 1…11 per country
    /// and year), and stay one.
    static func isOnlyFlagBesideCodes(_ column: TableSchema.Column, schema: TableSchema) -> Bool {
        column.isLevels && column.evidence.isNumeric
            && schema.columns.allSatisfy { $0.name == column.name || [.code, .identifier, .constant].contains($0.role) }
    }
}
