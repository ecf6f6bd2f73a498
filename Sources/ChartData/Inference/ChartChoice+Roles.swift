import Foundation

/// Which measure stands for the table, from what each column is: never a column fixed by x (a
/// year effect, the same for every group), never whole numbers that label rather than measure
/// when a continuous measure is there, never a constant on an axis of its own; and where the
/// choice fell among alternatives by column order, a warning that names them.
extension ChartChoice {
    /// Whole numbers of few values, each in many rows (an institution's number, a site): a code
    /// or levels more likely than a quantity, and stripes when drawn as y; a y only when no
    /// continuous measure is left. Not when named like a count (`count`, `n_visits`): a quantity.
    static func isCodeLikeWholeNumbers(_ column: TableSchema.Column) -> Bool {
        let e = column.evidence
        return e.isNumeric && e.isInteger && e.distinct <= 30 && e.filled >= 5 * e.distinct && !ColumnName(column.name).soundsLikeCount
    }

    /// The x column's keys per row when x repeats (several rows per x): a measure that is a
    /// function of them (one value per year, whatever the group: a simulated year effect) draws
    /// the same line for every group, so it says nothing about the entities.
    func xKeysWhenRepeated(schema: TableSchema) -> [Int]? {
        guard let x, let column = schema.column(named: x), column.evidence.filled >= 2 * column.evidence.distinct,
              let (codes, _) = Self.keyCodes(x, schema: schema) else { return nil }
        return codes
    }

    /// Measures beside a coordinate pair that share its scale: a coordinate is in the pair's unit,
    /// so a measure named `y` 10^5 times smaller than `y_coord` is another quantity (the outcome of
    /// a model fitted at those places), not a third coordinate.
    static func sharesScale(_ name: String, with coordinate: String, schema: TableSchema) -> Bool {
        guard name != coordinate else { return true }
        guard let a = schema.column(named: name)?.evidence.magnitude, let b = schema.column(named: coordinate)?.evidence.magnitude,
              a > 0, b > 0 else { return false }
        return max(a, b) / min(a, b) <= magnitudeRatioLimit
    }

    /// Whether series `name` is a column of one value (drawn only when nothing else is left): a
    /// flat line at its value needs no scale of its own.
    static func isConstantSeries(_ name: String, schema: TableSchema) -> Bool {
        schema.column(named: name)?.role == .constant
    }

    /// Warns when every column drawn holds one value: the flat lines are the data, not a fault.
    /// A column with no number at all (only gaps, `NaN`, or placeholders such as ±1e308 read as
    /// gaps) holds no value, not one: it is named as empty, never as a flat line.
    mutating func warnAboutConstantsDrawn(schema: TableSchema) {
        guard !y.isEmpty, y.allSatisfy({ Self.isConstantSeries($0, schema: schema) }) else { return }
        let valued = y.compactMap { name in schema.column(named: name)?.evidence.low.map { (name, $0) } }
        let empty = y.filter { name in !valued.contains { $0.0 == name } }
        func listed(_ names: [String]) -> String { names.prefix(3).joined(separator: ", ") + (names.count > 3 ? ", …" : "") }
        let emptyText = "\(listed(empty)) \(empty.count == 1 ? "holds" : "hold") no number (only gaps, NaN or placeholders)"
        guard !valued.isEmpty else {
            warnings.append("no numeric column holds a number: \(emptyText), so nothing is drawn")
            return
        }
        let shown = valued.prefix(3).map { "\($0.0) = \(NumberText.plain($0.1))" }
        warnings.append("every numeric column holds one value (\(shown.joined(separator: ", "))\(valued.count > 3 ? ", …" : "")): drawn as flat lines"
                        + (empty.isEmpty ? "" : "; \(emptyText)"))
    }

    /// Correlation past which another measure draws nearly the same picture as the one taken.
    static let alikeCorrelation = 0.9

    /// A cross-section's y taken by column order among other measures: the picture is one of
    /// several a person might want, so a one-line warning says why the choice was uncertain (the
    /// rows are entities, with `because`; no measure marked as the outcome by its name; how many
    /// of the others would draw another picture, |r| under `alikeCorrelation` with the one
    /// taken) and names them (the last column first: tables made for a model put the outcome
    /// there). No warning when every other measure is nearly the same as the one taken. The
    /// y decision names them too. Returns the reason for the decision, nil when there is no
    /// other candidate.
    mutating func warnAboutMeasureByOrder(chosen: TableSchema.Column, pool: [TableSchema.Column], schema: TableSchema,
                                          because: String = "") -> String? {
        let others = pool.filter { $0.name != chosen.name && $0.name != x && !Self.isCodeLikeWholeNumbers($0) }
        guard !others.isEmpty else { return nil }
        var listed = others
        if let last = schema.columns.last, let i = listed.firstIndex(where: { $0.name == last.name }), i > 0 {
            listed.insert(listed.remove(at: i), at: 0)
        }
        let entries = Self.collapsedRuns(listed.map(\.name))
        let names = entries.prefix(3).joined(separator: ", ") + (entries.count > 3 ? ", … (\(listed.count) in all)" : "")
        let chosenValues = schema.table.column(named: chosen.name)?.values ?? []
        let unlike = others.filter { other in
            guard let values = schema.table.column(named: other.name)?.values else { return true }
            let r = Self.correlation(chosenValues, values)
            return !(r.isFinite && abs(r) >= Self.alikeCorrelation)
        }
        if !unlike.isEmpty {
            let rows = because.isEmpty ? "" : " (\(because))"
            warnings.append("drew \(chosen.name) against \(x ?? "the row index"): the first of \(others.count + 1) measures of rows of entities\(rows), "
                            + "none named as the outcome, so taken by column order; \(unlike.count) of the others would draw another picture (|r| < \(Self.alikeCorrelation) with \(chosen.name)); "
                            + "other candidates: \(names): name one with --y")
        }
        return "other candidates: \(names)"
    }

    /// Names in order, each run of 3 or more sharing a stem before a number (`brr_1` … `brr_32`,
    /// replicates of one variable) written once as `brr_1…brr_32`, where its first member stood.
    static func collapsedRuns(_ names: [String]) -> [String] {
        func stem(_ name: String) -> String? {
            let head = String(name.reversed().drop(while: \.isNumber).reversed())
            return head.count < name.count && !head.isEmpty ? head : nil
        }
        var members: [String: [String]] = [:]
        for name in names { if let s = stem(name) { members[s, default: []].append(name) } }
        var written = Set<String>()
        var out: [String] = []
        for name in names {
            guard let s = stem(name), let run = members[s], run.count >= 3 else { out.append(name); continue }
            guard written.insert(s).inserted else { continue }
            let sorted = run.sorted { Int($0.dropFirst(s.count)) ?? 0 < Int($1.dropFirst(s.count)) ?? 0 }
            out.append("\(sorted.first!)…\(sorted.last!)")
        }
        return out
    }

    /// The x partner of a measure named as a y coordinate (`y` beside `x`, `pos_y` beside
    /// `pos_x`), among `pool`: a layout is drawn as y against its x, never against another
    /// column that follows y by construction (a sensor's normal `ez_y`, r = 1.00).
    static func coordinatePartner(of column: TableSchema.Column, among pool: [TableSchema.Column]) -> TableSchema.Column? {
        let words = ColumnName(column.name).words
        guard let at = words.firstIndex(of: "y") else { return nil }
        var partner = words
        partner[at] = "x"
        return pool.first { $0.name != column.name && $0.role == .measure && ColumnName($0.name).words == partner }
    }
}
