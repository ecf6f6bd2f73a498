import Foundation

/// Tables of records: many rows per x with no key to make series of them (cars per model year),
/// or a single measure beside a few named groups (survival times per group). One measure reads;
/// every measure piled in one strip per x does not.
extension ChartChoice {
    /// Rows of records (x repeats with no key): the one measure named like an outcome, or the
    /// first, coloured by the small category that tells its values apart best.
    mutating func chooseRecords(schema: TableSchema, request: ChartRequest) {
        guard !yIsNamed, request.by == nil, by == nil, aggregation == nil, !isCrossSection, runStarts.isEmpty, y.count >= 2,
              [.date, .year, .number].contains(xAxis), schema.coordinates?.longitude != x,
              let repeats = Self.repeats(xValues), repeats >= 2 else { return }
        if adoptRowsWithinCoarseTime(schema: schema, request: request, repeats: repeats) { return }
        isRecords = true
        // Entities numbered in turn, each on as many rows (subject 0…19 of a crossed design), are
        // keys of the records, never the measure drawn.
        let ids = y.filter { schema.numbersEntitiesEvenly($0) }
        let pool = ids.count < y.count ? y.filter { !ids.contains($0) } : y
        let chosen = pool.first { ColumnName($0).soundsLikeOutcome } ?? pool[0]
        let dropped = y.filter { $0 != chosen && !ids.contains($0) }
        y = [chosen]
        if let i = decisions.firstIndex(where: { $0.subject == "y" }) {
            decisions[i].value = chosen
            decisions[i].reasons = ["records (x repeats \(String(format: "%.1f", repeats))× per value, no key): one measure, "
                + (ColumnName(chosen).soundsLikeOutcome ? "named like an outcome" : "the first") + " (name more with --y)"]
            decisions[i].beaten = ids.filter { $0 != chosen }.map { "\($0): \(schema.column(named: $0)!.evidence.distinct) entities numbered in turn, each on as many rows, the ids of the records, never a measure" }
                + Array(dropped.prefix(3).map { "\($0): another measure of the records" })
        }
        guard let (colour, share) = tellingColour(schema: schema, request: request) else { return }
        by = colour.name
        if colour.evidence.isNumeric { colourKeyPrefix = "\(colour.name) = " }
        decisions.append(Decision(subject: "by", value: colour.name,
                                  reasons: ["a small category (\(colour.evidence.distinctText)) that tells the records apart "
                                            + "(explains \(Int((share * 100).rounded())) % of \(chosen)'s variance)"]))
    }

    /// Rows per value of a coarse time, at least, for rows in file order within it to be read
    /// as its sequence (trading days within a year).
    static let rowsWithinCoarseTime = 20

    /// A coarse whole time (a year, taken as x by its name) that never falls down the file while
    /// many rows share each value, and no finer time: the rows are a sequence inside it (the
    /// 250 trading days of each year), so x = the row number and every measure a line. True
    /// when it did.
    mutating func adoptRowsWithinCoarseTime(schema: TableSchema, request: ChartRequest, repeats: Double) -> Bool {
        guard request.x == nil, let x, let column = schema.column(named: x), column.role.isTime, column.evidence.isInteger,
              repeats >= Double(Self.rowsWithinCoarseTime), Self.isSorted(xValues), column.evidence.distinct >= 2 else { return false }
        let old = x
        self.x = nil
        try? readX(schema: schema, request: request)
        if let i = decisions.firstIndex(where: { $0.subject == "x" }) {
            decisions[i] = Decision(subject: "x", value: "row index",
                                    reasons: ["rows in file order: \(old) never falls down the file and holds \(String(format: "%.0f", repeats)) rows per value, a sequence within each"],
                                    beaten: ["\(old): \(column.evidence.distinctText) for \(ColumnEvidence.grouped(column.evidence.filled)) rows, too coarse to tell them apart"])
        }
        return true
    }

    /// A single measure and no time: its mean per group of the named category that tells its
    /// values apart best (T per group). Returns the y decision, or nil when this does not apply.
    mutating func chooseMeasurePerGroup(schema: TableSchema, request: ChartRequest,
                                        measures: [TableSchema.Column]) -> Decision? {
        guard request.x == nil, request.y.isEmpty, request.by == nil, xAxis != .category, !Self.hasTimeAxis(schema),
              schema.rowCount >= 8,
              // A few waves of a panel are still its time (population by location per census).
              !schema.columns.contains(where: { Self.isCoarseTime($0) && hasEntityKey(schema: schema, time: $0) })
        else { return nil }
        var pool = measures
        if let x, let column = schema.column(named: x), column.role == .measure { pool.insert(column, at: 0) }
        guard pool.count == 1, let values = schema.table.column(named: pool[0].name)?.values else { return nil }
        var best: (TableSchema.Column, Double)?
        // (a category written on half the rows at least: a comment on a few rows groups nothing)
        for column in schema.columns where !column.evidence.isNumeric && column.role == .category
            && (2...12).contains(column.evidence.distinct) && column.evidence.filled * 2 >= schema.rowCount {
            guard let (codes, names) = Self.keyCodes(column.name, schema: schema) else { continue }
            let share = Self.explainedShare(values, codes: codes, keys: names.count)
            if share > (best?.1 ?? -1) { best = (column, share) }
        }
        guard let (group, share) = best else { return nil }
        let old = x ?? "row index"
        x = group.name
        try? readX(schema: schema, request: request)
        if let i = decisions.firstIndex(where: { $0.subject == "x" }) {
            decisions[i] = Decision(subject: "x", value: group.name,
                                    reasons: ["one measure (\(pool[0].name)) and no time: its groups (\(group.evidence.distinctText)) explain \(Int((share * 100).rounded())) % of its variance"],
                                    beaten: ["\(old): \(old == pool[0].name ? "the measure itself" : "no measure to draw against")"])
        }
        y = [pool[0].name]
        return Decision(subject: "y", value: pool[0].name, reasons: ["the only measure, per group of \(group.name)"])
    }
}
