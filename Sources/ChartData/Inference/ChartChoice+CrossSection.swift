import Foundation

/// Tables whose rows are entities (people, houses, counties), not a sequence: one measure
/// against the one most related to it, coloured by the small category that tells the points
/// apart best, as a person draws them; never every measure over the row index.
extension ChartChoice {
    /// Rows looked at for correlations and the order test (an even sample past this).
    static let relationSample = 20_000
    /// A measure whose neighbouring rows correlate this much (and that is no sort key) makes
    /// the rows a sequence.
    static let sequenceAutocorrelation = 0.7
    /// Distinct values of the fewest a colour may have, and the most.
    static let colourKeys = 2...8
    /// The least share of variance a colour must explain to be worth a legend.
    static let telling = 0.02

    /// Measures fit to draw: derived columns (a square, a logarithm or a lag of another drawn
    /// column) and a location's coordinates are left out.
    func drawable(_ measures: [TableSchema.Column], schema: TableSchema) -> [TableSchema.Column] {
        let place = schema.coordinates.map { [$0.longitude, $0.latitude] } ?? []
        return measures.filter { column in
            if place.contains(column.name) { return false }
            if let derivation = schema.derivations[column.name], derivation.base != x { return false }
            return true
        }
    }

    /// Why `column` was left out by `drawable`, for the explanation.
    func leftOutReason(_ column: TableSchema.Column, schema: TableSchema) -> String? {
        if let place = schema.coordinates, [place.longitude, place.latitude].contains(column.name) {
            return "\(column.name): part of a location (\(place.longitude), \(place.latitude)), never a y series"
        }
        if let derivation = schema.derivations[column.name], derivation.base != x {
            return "\(column.name): \(derivation), adds nothing to draw"
        }
        return nil
    }

    /// Whether a time column is too coarse to be an axis across many rows (2–4 years among
    /// hundreds of records): a cohort of the record, not a sequence.
    static func isCoarseTime(_ column: TableSchema.Column) -> Bool {
        column.role.isTime && column.evidence.distinct <= 4 && column.evidence.filled >= 10 * column.evidence.distinct
    }

    /// Whether the table has a time fit to be x (not a coarse one).
    static func hasTimeAxis(_ schema: TableSchema) -> Bool {
        schema.dateParts != nil || schema.columns.contains { $0.role.isTime && $0.role != .time(.datePart) && !isCoarseTime($0) }
    }

    /// When the rows are entities, chooses the measure to draw (`y`), and x when the first
    /// column or the row index is no measure to draw against. Returns the y decision, or nil
    /// when the table is a sequence and every measure is drawn.
    mutating func chooseCrossSection(schema: TableSchema, request: ChartRequest, measures: [TableSchema.Column],
                                     because: String? = nil) -> Decision? {
        // A design x with its entity key (Time by Chick) is a panel, never a cross-section.
        // (Nor is a step that starts again per run: ChartChoice+Runs.)
        guard request.y.isEmpty, request.by == nil, request.aggregation == nil, designKey == nil, runStarts.isEmpty else { return nil }
        let xColumn = x.flatMap { schema.column(named: $0) }
        var why: String
        if let because {
            why = because
        } else if xAxis == .number, request.x != nil {
            // x was named: only y is chosen, as before.
            guard measures.count > 2, !Self.isSorted(xValues) else { return nil }
            why = "x unsorted, no time"
        } else if xAxis == .number, !Self.isSorted(xValues), measures.count >= 2 {
            why = "x unsorted, no time"
        } else if x == nil || (xColumn?.evidence.countsRows != nil && !Self.soundsLikeStep(xColumn!.name)),
                  !Self.hasTimeAxis(schema), measures.count >= 2,
                  schema.rowCount >= 20, !rowsFormSequence(schema: schema, measures: measures) {
            why = "no time, and no measure follows on from one row to the next"
                + (Self.sortKey(among: measures).map { " beyond the sort by \($0.name)" } ?? "")
        } else if request.x == nil, let xColumn, Self.isCoarseTime(xColumn), measures.count >= 2,
                  !hasEntityKey(schema: schema, time: xColumn) {
            why = "\(xColumn.name) has \(xColumn.evidence.distinctText) in \(ColumnEvidence.grouped(xColumn.evidence.filled)) rows: a cohort, not an axis"
        } else {
            return nil
        }
        // Candidates: the measures, and x itself when it is one.
        var pool = measures
        if let xColumn, xColumn.role == .measure, !pool.contains(where: { $0.name == xColumn.name }) { pool.insert(xColumn, at: 0) }
        let keepsX = request.x != nil || (xColumn.map { isFitFirstX($0) } ?? false)
        let outcome = pool.first { ColumnName($0.name).soundsLikeOutcome && (!keepsX || $0.name != x) }
        let yColumn: TableSchema.Column
        var reasons: [String]
        if let outcome {
            yColumn = outcome
            reasons = ["a cross-section (\(why)): one measure, named like an outcome"]
        } else {
            // (measures never hold x: an unfit x is no y either) Whole numbers of few values
            // (an institution's number) label the rows: the first continuous measure before them.
            yColumn = measures.first { !Self.isCodeLikeWholeNumbers($0) } ?? measures[0]
            let skipped = yColumn.name == measures[0].name ? ""
                : " (\(measures[0].name): whole numbers, \(measures[0].evidence.distinctText) in \(ColumnEvidence.grouped(measures[0].evidence.filled)) rows, labels more than it measures)"
            reasons = ["a cross-section (\(why)): one measure, the first\(skipped.isEmpty ? "" : " continuous one")\(keepsX ? " after x" : "")\(skipped)"]
        }
        if !keepsX || yColumn.name == x {
            // Never y's own square, logarithm or lag (nor what y is one of): related by construction.
            let others = pool.filter { $0.name != yColumn.name && $0.name != xColumn?.name && isContinuous($0)
                && schema.derivations[$0.name]?.base != yColumn.name && schema.derivations[yColumn.name]?.base != $0.name }
            if let partner = Self.coordinatePartner(of: yColumn, among: others) {
                // (a layout: y against its x, before any column merely correlated with y)
                let old = x ?? "row index"
                x = partner.name
                try? readX(schema: schema, request: request)
                if let i = decisions.firstIndex(where: { $0.subject == "x" }) {
                    decisions[i] = Decision(subject: "x", value: partner.name,
                                            reasons: ["the x coordinate beside \(yColumn.name): a layout, y against x"],
                                            beaten: ["\(old): \(xColumn.map(unfitReason) ?? "rows of entities in no order")"])
                }
            } else if let (best, r) = mostRelated(to: yColumn, among: others, schema: schema) {
                let old = x ?? "row index"
                x = best.name
                try? readX(schema: schema, request: request)
                if let i = decisions.firstIndex(where: { $0.subject == "x" }) {
                    decisions[i] = Decision(subject: "x", value: best.name,
                                            reasons: ["the measure most related to \(yColumn.name) (r = \(String(format: "%.2f", r)))"],
                                            beaten: ["\(old): \(xColumn.map(unfitReason) ?? "rows of entities in no order")"])
                }
            } else if xColumn == nil {
                return nil
            }
        }
        y = [yColumn.name]
        if outcome == nil, let others = warnAboutMeasureByOrder(chosen: yColumn, pool: pool, schema: schema, because: why) { reasons.append(others) }
        isCrossSection = true
        reasons[0] += " (name more with --y)"
        return Decision(subject: "y", value: yColumn.name, reasons: reasons)
    }

    /// Measures past this many are not averaged side by side in one column chart per category.
    static let columnMeasureLimit = 6

    /// A category x (taken by its place, not named) over measures that one column chart of
    /// means cannot show: more than `columnMeasureLimit` of them, or magnitudes more than
    /// `magnitudeRatioLimit` apart (a week number beside prices: the prices lie flat). The x
    /// goes back to the row index so that the cross-section rule draws one measure against the
    /// one most related to it, coloured by a small category (this one, when it tells the points
    /// apart). Returns why, or nil (x unchanged).
    mutating func dropMixedCategoryX(schema: TableSchema, request: ChartRequest, measures: [TableSchema.Column]) -> String? {
        guard request.x == nil, request.y.isEmpty, request.by == nil, request.aggregation == nil, xAxis == .category,
              let x, let column = schema.column(named: x), column.role == .category, Self.colourKeys.contains(categories.count),
              measures.count >= 2, schema.rowCount >= 20, categories.count * 4 <= schema.rowCount, !Self.hasTimeAxis(schema)
        else { return nil }
        // The bars drawn are means: their sizes are the columns' mean magnitudes, which can lie
        // further apart than their largest values (an age beside times of mostly zero).
        let sizes = measures.compactMap(\.evidence.magnitude).filter { $0 > 0 && $0.isFinite }
        let means = measures.compactMap { schema.table.column(named: $0.name)?.values }.map(Self.meanMagnitude).filter { $0 > 0 && $0.isFinite }
        let ratio = max((sizes.max() ?? 1) / (sizes.min() ?? 1), (means.max() ?? 1) / (means.min() ?? 1))
        let why: String
        if measures.count > Self.columnMeasureLimit {
            why = "\(measures.count) measures per \(x) (over \(Self.columnMeasureLimit)), too many to average side by side"
        } else if ratio > Self.magnitudeRatioLimit {
            why = "measures per \(x) differ \(Self.short(ratio))× in size (over \(Int(Self.magnitudeRatioLimit))×): their means on one axis would lie flat"
        } else {
            return nil
        }
        self.x = nil
        categories = []
        try? readX(schema: schema, request: request)
        if let i = decisions.firstIndex(where: { $0.subject == "x" }) {
            decisions[i] = Decision(subject: "x", value: "row index", reasons: ["rows of entities"],
                                    beaten: ["\(x): \(why)"])
        }
        return why
    }

    /// The mean of the absolute finite values (an even sample).
    static func meanMagnitude(_ values: [Double]) -> Double {
        let stride = max(1, values.count / relationSample)
        var sum = 0.0, n = 0.0
        var row = 0
        while row < values.count {
            if values[row].isFinite { sum += abs(values[row]); n += 1 }
            row += stride
        }
        return n > 0 ? sum / n : 0
    }

    /// A counter named like a step of time (`day`, `week`, `t`, `period`, `step`): the rows are
    /// its sequence, however noisy the measures.
    static func soundsLikeStep(_ name: String) -> Bool {
        let header = ColumnName(name)
        let steps: Set<String> = ["period", "step", "tick", "frame", "iteration", "epoch", "generation", "round", "week", "cycle"]
        return header.soundsLikeTime || header.soundsLikeYear || header.datePart != nil || header.words.contains(where: steps.contains)
    }

    /// Whether the first column, taken as x by its place, is fit to stay x of a cross-section: a
    /// measure with many values that is not the outcome, a counter or a code-like whole number.
    private func isFitFirstX(_ column: TableSchema.Column) -> Bool {
        guard column.role == .measure, column.evidence.countsRows == nil, !ColumnName(column.name).soundsLikeOutcome else { return false }
        let e = column.evidence
        return !(e.isInteger && e.distinct <= 30 && e.filled >= 5 * e.distinct)
    }

    private func unfitReason(_ column: TableSchema.Column) -> String {
        // (the role first: an outcome that is no measure, a 0/1 `Y`, is not drawn on y either)
        if column.role != .measure { return "\(column.role) (\(column.summary)), not a measure" }
        if ColumnName(column.name).soundsLikeOutcome { return "named like an outcome, so drawn on y" }
        if column.evidence.countsRows != nil { return "counts the rows" }
        if Self.isCoarseTime(column) { return "\(column.evidence.distinctText): too few for an axis" }
        return "whole numbers, \(column.evidence.distinctText) in \(ColumnEvidence.grouped(column.evidence.filled)) rows: a code or levels"
    }

    /// Many distinct values: fit for a number axis.
    private func isContinuous(_ column: TableSchema.Column) -> Bool {
        column.role == .measure && column.evidence.distinct >= 10 && column.evidence.countsRows == nil
    }

    /// The column whose values correlate most with `target`'s (|Pearson r| on a sample).
    private func mostRelated(to target: TableSchema.Column, among others: [TableSchema.Column],
                             schema: TableSchema) -> (TableSchema.Column, Double)? {
        guard let t = schema.table.column(named: target.name)?.values else { return nil }
        var best: (TableSchema.Column, Double)?
        for other in others {
            // (a unit copy, GB beside bytes, correlates perfectly and says nothing: one quantity)
            guard let v = schema.table.column(named: other.name)?.values, !Self.unitCopy(t, v), !Self.unitCopy(v, t) else { continue }
            let r = Self.correlation(t, v)
            if r.isFinite, best == nil || abs(r) > abs(best!.1) { best = (other, r) }
        }
        return best
    }

    /// Pearson's r of two columns over rows where both are numbers (an even sample).
    static func correlation(_ a: [Double], _ b: [Double], lag: Int = 0) -> Double {
        let count = min(a.count, b.count)
        guard count > lag + 2 else { return .nan }
        let stride = max(1, count / relationSample)
        var n = 0.0, sa = 0.0, sb = 0.0, saa = 0.0, sbb = 0.0, sab = 0.0
        var row = lag
        while row < count {
            let u = a[row], v = b[row - lag]
            if u.isFinite && v.isFinite {
                n += 1; sa += u; sb += v; saa += u * u; sbb += v * v; sab += u * v
            }
            row += stride
        }
        guard n >= 3 else { return .nan }
        let cov = sab - sa * sb / n, va = saa - sa * sa / n, vb = sbb - sb * sb / n
        guard va > 0, vb > 0 else { return .nan }
        return cov / (va * vb).squareRoot()
    }

    /// Whether some measure that is not a sort key (not monotone) correlates with itself one
    /// row earlier: then the rows are a sequence (a series over time without its time column).
    /// (When every measure is monotone, the rows are a sequence too: cumulative counts.)
    func rowsFormSequence(schema: TableSchema, measures: [TableSchema.Column]) -> Bool {
        // A column rising by an even step is a grid (a time without its name): a sequence.
        if measures.contains(where: { $0.evidence.isEvenlySpaced }) { return true }
        var unordered = 0
        // Rows sorted by a measure: only what the sort does not explain counts (ChartChoice+SortKey).
        let key = Self.sortKey(among: measures).flatMap { schema.table.column(named: $0.name)?.values }
        for column in measures.prefix(16) where !column.evidence.isIncreasing && !column.evidence.isDecreasing {
            unordered += 1
            guard let values = schema.table.column(named: column.name)?.values else { continue }
            let head = Array(values.prefix(Self.relationSample))
            if Self.correlation(head, head, lag: 1) >= Self.sequenceAutocorrelation,
               key.map({ Self.residualAutocorrelation(head, on: $0) >= Self.sequenceAutocorrelation }) ?? true { return true }
        }
        return unordered == 0
    }

    /// Whether a column names an entity seen once per value of `time` (a firm, a person: a
    /// panel), so a coarse time is a wave of the panel, not a cohort of records.
    func hasEntityKey(schema: TableSchema, time: TableSchema.Column) -> Bool {
        let waves = time.evidence.distinct
        guard waves >= 2, let timeValues = schema.table.column(named: time.name)?.values ?? schema.timeValues(of: time.name) else { return false }
        let perWave = Double(schema.rowCount) / Double(waves)
        for column in schema.columns where column.name != time.name && !column.role.isTime
            && (!column.evidence.isNumeric || column.evidence.isInteger)
            && Double(column.evidence.distinct) >= perWave * 0.5 && Double(column.evidence.distinct) <= perWave * 1.5 {
            guard let (codes, _) = Self.keyCodes(column.name, schema: schema) else { continue }
            var pairs = Set<Pair>()
            for (code, t) in zip(codes, timeValues) { pairs.insert(Pair(key: code, x: t.bitPattern)) }
            if Double(pairs.count) >= 0.95 * Double(codes.count) { return true }
        }
        // A crossed panel: many entities (places), each in every wave with several rows (by sex,
        // by age group), is a panel too, not records of a cohort.
        for column in schema.columns where column.name != time.name && !column.role.isTime
            && (!column.evidence.isNumeric || column.evidence.isInteger)
            && column.evidence.distinct >= 8 && Double(column.evidence.distinct) <= perWave {
            guard let (codes, _) = Self.keyCodes(column.name, schema: schema) else { continue }
            var pairs = Set<Pair>()
            for (code, t) in zip(codes, timeValues) { pairs.insert(Pair(key: code, x: t.bitPattern)) }
            if Double(pairs.count) >= 0.9 * Double(column.evidence.distinct * waves) { return true }
        }
        return false
    }

    /// The small category (2–8 values: text, a 0/1 flag, levels, a coarse year, a measure of few
    /// values) whose groups differ most in y (and x): the share of their variance it explains.
    func tellingColour(schema: TableSchema, request: ChartRequest) -> (TableSchema.Column, Double)? {
        let targets = ([y.first] + [xAxis == .number ? x : nil]).compactMap { $0 }.compactMap { schema.table.column(named: $0)?.values }
        guard !targets.isEmpty else { return nil }
        var best: (TableSchema.Column, Double)?
        for column in schema.columns where column.name != x && !y.contains(column.name) && Self.colourKeys.contains(column.evidence.distinct)
            && column.evidence.filled >= 4 * column.evidence.distinct
            // (a colour with gaps would add a "null" group)
            && column.evidence.filled == schema.rowCount
            // (a measure of few values colours only as two or three groups: a scale of 8 is no key)
            && (column.role == .category || column.role == .code || Self.isCoarseTime(column)
                || (column.role == .measure && column.evidence.distinct <= 3 && !ColumnName(column.name).soundsLikeCount)) {
            guard let (codes, names) = Self.keyCodes(column.name, schema: schema) else { continue }
            let share = targets.map { Self.explainedShare($0, codes: codes, keys: names.count) }.reduce(0, +) / Double(targets.count)
            // Named text categories read best in a legend: a small edge over numbers.
            let score = share + (column.evidence.isNumeric ? 0 : 0.02)
            if score > (best?.1 ?? -1) { best = (column, score) }
        }
        // A colour that explains nothing of the points only adds a legend.
        guard let found = best, found.1 >= Self.telling else { return nil }
        return found
    }

    /// η²: the share of `values`' variance between the groups of `codes`.
    static func explainedShare(_ values: [Double], codes: [Int], keys: Int) -> Double {
        var sum = [Double](repeating: 0, count: keys), n = [Double](repeating: 0, count: keys)
        var total = 0.0, totalSquares = 0.0, count = 0.0
        for (code, v) in zip(codes, values) where v.isFinite && code < keys {
            sum[code] += v; n[code] += 1
            total += v; totalSquares += v * v; count += 1
        }
        guard count > 1 else { return 0 }
        let mean = total / count
        let all = totalSquares - total * mean
        guard all > 0 else { return 0 }
        var between = 0.0
        for k in 0..<keys where n[k] > 0 { between += n[k] * (sum[k] / n[k] - mean) * (sum[k] / n[k] - mean) }
        return between / all
    }
}
