/// Warnings for lines drawn over the rows in file order (x the row index, or a column that only
/// numbers the rows) when the rows' own values say they may not be a sequence. Each names the
/// measurable cause, so a picture that may be wrong says why:
/// - measures that do not follow on from one row to the next (their lag-1 autocorrelation is
///   low) in rows named by an id or a code of their own: each row is another entity — a
///   patient, a star — so the lines join unrelated rows (a noisy sequence, rain per day or
///   white noise, has no such name per row and is not warned of);
/// - a measure that rises (or falls) in every row drawn as one more series: a column that
///   orders the rows (a wavelength, a clock) is more likely their x than a value over them.
/// A real sequence without its time (a signal, a daily series) follows on from row to row, and
/// its values are not sorted, so neither fires on it.
extension ChartChoice {
    /// Lag-1 autocorrelation under which a measure does not follow on from one row to the next.
    static let unrelatedRowsAutocorrelation = 0.3

    /// Whether x is the rows' order: the row index, or a column that counts the rows.
    func xIsRowOrder(schema: TableSchema) -> Bool {
        guard let x else { return xAxis == .row }
        return schema.column(named: x)?.evidence.countsRows != nil
    }

    /// Warns when lines join rows in file order but most of the measures drawn do not follow on
    /// from one row to the next (two of them at least).
    mutating func warnAboutRowsThatDoNotFollowOn(schema: TableSchema) {
        guard kind == "line", by == nil, aggregation == nil, grid == nil, runStarts.isEmpty,
              xIsRowOrder(schema: schema), schema.rowCount >= 8,
              // Rows that carry a name or id of their own (R's row names, a code per row) are
              // entities; a sequence numbered by its x alone (day 0…729 of rain, which jumps
              // from day to day) or by nothing (white noise) is not warned of.
              let named = schema.columns.first(where: { ($0.role == .identifier || $0.role == .code) && $0.name != x })
        else { return }
        let (jumping, looked) = measuresNotFollowingOn(schema: schema)
        guard jumping.count >= 2, jumping.count * 2 >= looked else { return }
        let listed = jumping.prefix(3).map { "\($0.0) r = \(String(format: "%.2f", $0.1))" }.joined(separator: ", ")
        warnings.append("lines join the rows in file order, but the rows are named by \(named.name) and \(jumping.count) of \(looked) measures do not follow on from one row to the next "
                        + "(lag-1 \(listed)\(jumping.count > 3 ? ", …" : ""); a sequence's are 0.7 and more): the rows may be entities or records, not a sequence "
                        + "(name --x, or --kind scatter)")
    }

    /// The measures drawn (the first 16 numbers that neither rise nor fall in every row and are
    /// not constant: `looked`) whose lag-1 autocorrelation is under
    /// `unrelatedRowsAutocorrelation`, with it: in file order, or in `order` (row numbers) when
    /// given, from the first `relationSample` rows either way.
    func measuresNotFollowingOn(schema: TableSchema, order: [Int]? = nil) -> (jumping: [(String, Double)], looked: Int) {
        var jumping: [(String, Double)] = []
        var looked = 0
        for name in y.prefix(16) {
            guard let column = schema.column(named: name), column.evidence.isNumeric,
                  !column.evidence.isIncreasing, !column.evidence.isDecreasing, column.role != .constant,
                  let values = schema.table.column(named: name)?.values else { continue }
            looked += 1
            let head = order.map { $0.prefix(Self.relationSample).compactMap { $0 < values.count ? values[$0] : nil } }
                ?? Array(values.prefix(Self.relationSample))
            let r = Self.correlation(head, head, lag: 1)
            if r.isFinite, r < Self.unrelatedRowsAutocorrelation { jumping.append((name, r)) }
        }
        return (jumping, looked)
    }

    /// Warns when a measure drawn over the rows in file order rises (or falls) in every row: it
    /// orders the rows, and is more likely their x.
    mutating func warnAboutOrderingMeasureDrawnAsY(schema: TableSchema) {
        guard by == nil, aggregation == nil, grid == nil, y.count >= 2, xIsRowOrder(schema: schema),
              schema.rowCount >= 8 else { return }
        let sorted = y.filter { name in
            guard let column = schema.column(named: name), column.evidence.isNumeric, column.role == .measure,
                  column.evidence.countsRows == nil else { return false }
            return column.evidence.isIncreasing || column.evidence.isDecreasing
        }
        guard let first = sorted.first else { return }
        let rising = schema.column(named: first)?.evidence.isIncreasing == true
        warnings.append("\(Self.shortList(sorted)) \(sorted.count == 1 ? (rising ? "rises" : "falls") : "rise or fall") in every row, yet "
                        + "\(sorted.count == 1 ? "is" : "are") drawn as \(sorted.count == 1 ? "a series" : "series") over the row index: a column that orders the rows is more likely their x "
                        + "(name --x \(first))")
    }
}
