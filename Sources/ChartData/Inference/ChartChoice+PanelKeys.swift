/// Long panels keyed by a numeric id with a numeric time (`TableSchema+PanelX`): each entity's
/// measure over its own x, one line per entity (a spaghetti plot: DV over TIME per ID), instead
/// of the key, the time and the measure drawn side by side over the row index.
extension ChartChoice {
    /// Takes the panel x when no time column won x (its key is split by in `adoptPanelKey`);
    /// the decision for x, or nil when the table is no panel.
    mutating func adoptPanelX(schema: TableSchema, excluding: Set<String>) -> Decision? {
        guard let panel = schema.panelX(excluding: excluding) else { return nil }
        guard panel.keyCount <= SeriesLimit.maximumSeries else {
            // More entities than lines are drawn: the rows stay joined end to end, and the
            // warning says so rather than leave a saw-tooth unexplained.
            warnings.append("\(panel.x) starts again in each of \(panel.keyCount) \(panel.key) (each on a run of rows of its own): a panel of more entities than "
                            + "the \(SeriesLimit.maximumSeries) lines drawn, so not split, and lines over the rows join the entities end to end "
                            + "(filter the rows to some \(panel.key), then name --x \(panel.x) --by \(panel.key))")
            return nil
        }
        x = panel.x
        panelKey = panel.key
        return Decision(subject: "x", value: panel.x, reasons: [panel.reason])
    }

    /// Splits by the panel's key and draws one measure per entity: of the measures, those that
    /// change inside the entities (a subject's weight is an attribute, the same on each of its
    /// rows; an age rising with x step for step is a clock), the one with the most distinct values (a measured concentration over a
    /// dose given in a few amounts). True when it split.
    mutating func adoptPanelKey(schema: TableSchema) -> Bool {
        guard let panelKey, x != nil, let (codes, names) = Self.keyCodes(panelKey, schema: schema) else { return false }
        by = panelKey
        var decision = Decision(subject: "by", value: panelKey,
                                reasons: ["\(names.count) entities, each on a run of rows of its own, over which \(x!) starts again: one line per \(panelKey)"])
        if !yIsNamed {
            let candidates = y.filter { $0 != panelKey && $0 != x }
            let varying = candidates.compactMap { name -> (String, Int)? in
                // (an age that rises with x step for step in every entity is x again, a clock)
                guard let (valueCodes, valueNames) = Self.keyCodes(name, schema: schema),
                      !Self.isFunction(of: codes, valueCodes), !risesWithX(name, schema: schema, keys: codes) else { return nil }
                return (name, valueNames.count)
            }
            // (most distinct first; file order among equals)
            let chosen = varying.enumerated().max { a, b in a.element.1 < b.element.1 || (a.element.1 == b.element.1 && a.offset > b.offset) }?.element
            let attributes = candidates.filter { name in !varying.contains { $0.0 == name } }
            if let chosen {
                y = [chosen.0]
                var reasons = ["changes within each \(panelKey), and has the most distinct values (\(chosen.1)) of the measures that do"]
                if varying.count > 1 { reasons.append("others: \(Self.shortList(varying.map(\.0).filter { $0 != chosen.0 })) (name with --y)") }
                if let i = decisions.firstIndex(where: { $0.subject == "y" }) {
                    decisions[i].value = chosen.0
                    decisions[i].reasons = reasons
                    decisions[i].beaten.removeAll { $0.hasPrefix(panelKey + ":") }
                    if !attributes.isEmpty {
                        decisions[i].beaten.insert("\(Self.shortList(attributes)): no course of their own within each \(panelKey) (one value per \(panelKey), an attribute, or rising with \(x!) step for step, a clock)", at: 0)
                    }
                }
            } else if let first = candidates.first {
                y = [first]
            }
        }
        if names.count > Self.paletteSize {
            decision.reasons.append("\(names.count) lines: a spaghetti plot, the course of each \(panelKey) rather than which is which")
        }
        decisions.append(decision)
        return true
    }

    /// Whether the rows are split by a panel's key: lines, since x rises inside 90 % of the keys
    /// at least (a few steps back, an energy grid listed twice at an edge, are drawn as they are).
    var isPanelSplit: Bool { panelKey != nil && by == panelKey }

    /// Whether a measure rises with x step for step inside every key (value − x the same on 95 %
    /// of the rows, and fewer keys than half the rows): an age over the years of follow-up, x
    /// again rather than a measure of the entities. `agrees(known, difference, value, x)` says
    /// when a row's difference is the key's; by default to the rounding of numbers written with
    /// 8 digits.
    func risesWithX(_ name: String, schema: TableSchema, keys: [Int],
                    agrees: (Double, Double, Double, Double) -> Bool = { known, difference, value, x in
                        abs(known - difference) <= 1e-6 * max(1, abs(value), abs(x))
                    }) -> Bool {
        guard let values = schema.table.column(named: name)?.values else { return false }
        var offset: [Int: Double] = [:]
        var agree = 0, rows = 0
        for row in keys.indices where row < values.count && row < xValues.count && values[row].isFinite && xValues[row].isFinite {
            rows += 1
            let difference = values[row] - xValues[row]
            if let known = offset[keys[row]] {
                if agrees(known, difference, values[row], xValues[row]) { agree += 1 }
            } else {
                offset[keys[row]] = difference
                agree += 1
            }
        }
        return rows > 0 && offset.count * 2 <= rows && Double(agree) >= 0.95 * Double(rows)
    }

    /// Least share of rows where the measure is 0 before its zeros are looked at.
    static let recordKindZeroShare = 0.2

    /// Warns when the panel's measure is 0 on exactly the rows where another numeric column is
    /// not (95 % both ways, a fifth of the rows at least): the rows are of two kinds (NONMEM's
    /// dose records, AMT > 0, beside its observations, DV), and the lines drop to 0 at each row
    /// of the other kind.
    mutating func warnAboutRowsOfAnotherKind(schema: TableSchema) {
        guard isPanelSplit, y.count == 1, let values = schema.table.column(named: y[0])?.values, values.count >= 8 else { return }
        let zero = values.map { $0 == 0 }
        let zeros = zero.lazy.filter { $0 }.count
        guard Double(zeros) >= Self.recordKindZeroShare * Double(values.count), zeros < values.count else { return }
        for column in schema.columns where column.evidence.isNumeric && column.name != y[0] && column.name != x && column.name != by {
            guard let other = schema.table.column(named: column.name)?.values, other.count == values.count else { continue }
            var otherWhereZero = 0, quietWhereNot = 0
            for (isZero, value) in zip(zero, other) {
                if isZero { if value != 0 && !value.isNaN { otherWhereZero += 1 } } else if value == 0 || value.isNaN { quietWhereNot += 1 }
            }
            guard Double(otherWhereZero) >= 0.95 * Double(zeros),
                  Double(quietWhereNot) >= 0.95 * Double(values.count - zeros) else { continue }
            warnings.append("\(y[0]) is 0 on \(Int((Double(zeros) / Double(values.count) * 100).rounded())) % of the rows, the rows where \(column.name) is not: "
                            + "rows of another kind (\(column.name) records beside \(y[0]) records), drawn as zeros the lines drop to (keep only the rows where \(column.name) is 0 to draw \(y[0]) alone)")
            return
        }
    }
}
