/// Tables of one measure over two crossed keys (a grid written long with few levels a side): a
/// loss triangle's accident year × development year, a life table's age × year, a design's dose
/// × week. Together the two keys name every row once; apart, each repeats. Their picture is the
/// measure over one key with a line per value of the other: points in a vertical strip per value
/// of one key, or a mean over the other's values, lose the grid's second axis.
///
/// Told by values alone:
/// - **keys**: whole numbers on a regular, round step (`roundSteps`, a lattice they mostly fill:
///   ages 0…119, years, lags 12, 24, … 120), at least `leastCrossedLevels` values each, each value on two rows at
///   least; codes and ids (`GRCODE` 86, 337, 1066, …) lie on no lattice and are never keys;
/// - **crossed**: the (a, b) pairs are (nearly) all distinct, and the rows fill a good part of
///   a × b (a triangle fills half);
/// - **an axis**: the measure follows on along it within each value of the other (each value
///   correlates with the next, `followsOn`): a growth, a development, a mortality curve; along
///   a numbered entity (`Chick` 1…50) it does not. With neither key such an axis, no rule;
///   with one, it is x;
/// - **x** of two axes: when both keys are years over one range and one is never below the other, the
///   later is x (the time a cohort is seen at) and the earlier splits the lines (the cohort);
///   else the key with `levelRatio` times the other's levels; else the key that is no year (an
///   age or a lag within each year's cohort); else the first in file order, with a warning.
/// Not with a time column finer than a year (the rows are then a sequence), nor when date
/// parts combine (year × month is one time), nor when the user named any column, nor when the
/// rules already drew a line per value of one key over the other. The search
/// proposes no other chart over it (`ChartChoice+Candidates`): a strip of points per key, or
/// the other key as x, scores as well as the lines by its terms (fewer series, as many
/// measures, a time with more values), yet it is the picture that loses the grid.
extension ChartChoice {
    /// Two keys crossed, the measure drawn over them, and why.
    struct CrossedKeys: Equatable {
        var x: String
        var by: String
        var measure: String
        var reasons: [String]
        var byReasons: [String]
        /// Set when no property chose x (file order did): said as a warning.
        var tie: String?
        /// Whether the measure follows on along x alone, not along `by`: then x is the axis even
        /// where the rules drew the other way round.
        var isClear = false
    }

    /// The fewest levels of each crossed key.
    static let leastCrossedLevels = 3
    /// The least share of rows whose key pair no other row has.
    static let leastDistinctPairShare = 0.95
    /// The least share of the a × b cells the rows fill.
    static let leastCrossedFill = 0.4
    /// How many times the other's levels a key needs to be x by its count alone.
    static let levelRatio = 1.5

    /// The crossed keys of `schema`'s table, or nil (see above).
    static func crossedKeys(schema: TableSchema, request: ChartRequest) -> CrossedKeys? {
        guard request.x == nil, request.y.isEmpty, request.by == nil, request.aggregation == nil, request.kind == nil,
              request.xAxis == nil, !request.xIsRowIndex,
              schema.rowCount >= 12, schema.dateParts == nil,
              !schema.columns.contains(where: { $0.role.isTime && $0.role != .time(.year) }) else { return nil }
        let keys = schema.columns.filter { isLatticeKey($0, schema: schema) }
        guard keys.count >= 2 else { return nil }
        for (i, a) in keys.enumerated() {
            for b in keys[(i + 1)...] {
                guard let found = crossing(a, b, schema: schema) else { continue }
                return found
            }
        }
        return nil
    }

    /// A whole-number column on a regular step it mostly fills, each value on two rows at least.
    private static func isLatticeKey(_ column: TableSchema.Column, schema: TableSchema) -> Bool {
        let e = column.evidence
        guard e.isNumeric, e.isInteger, e.valueKind != .boolean, column.role != .constant, !column.isCounter,
              e.countsRows == nil, e.distinct >= leastCrossedLevels, e.distinct * 2 <= e.filled,
              e.filled == schema.rowCount,
              let values = schema.table.column(named: column.name)?.values else { return false }
        return latticeStep(values).map(roundSteps.contains) ?? false
    }

    /// Steps positions on an axis are written in (ages, doses, lags in months, years): ids
    /// numbered by another stride (1000, 1013, 1026, …) are no axis.
    static let roundSteps: Set<Double> = [1, 2, 3, 4, 5, 6, 10, 12, 15, 20, 24, 25, 30, 50, 60, 100, 1000]

    private static func crossing(_ a: TableSchema.Column, _ b: TableSchema.Column, schema: TableSchema) -> CrossedKeys? {
        guard let av = schema.table.column(named: a.name)?.values, let bv = schema.table.column(named: b.name)?.values else { return nil }
        var pairs = Set<Pair>()
        for (u, v) in zip(av, bv) { pairs.insert(Pair(key: Int(truncatingIfNeeded: u.bitPattern), x: v.bitPattern)) }
        let rows = schema.rowCount
        let cells = a.evidence.distinct * b.evidence.distinct
        guard Double(pairs.count) >= leastDistinctPairShare * Double(rows), Double(rows) >= leastCrossedFill * Double(cells),
              let measure = schema.columns.first(where: { $0.role == .measure && $0.name != a.name && $0.name != b.name
                  && !$0.isCounter && $0.evidence.distinct > max(a.evidence.distinct, b.evidence.distinct) }) else { return nil }
        let grid = "\(a.name) × \(b.name): \(a.evidence.distinct) × \(b.evidence.distinct) levels on regular steps, "
            + "\(ColumnEvidence.grouped(pairs.count)) of \(ColumnEvidence.grouped(rows)) rows a pair of their own, \(Int(Double(rows) / Double(cells) * 100)) % of the grid"
        guard let mv = schema.table.column(named: measure.name)?.values else { return nil }
        let alongA = followsOn(mv, along: av, within: bv), alongB = followsOn(mv, along: bv, within: av)
        // Neither key an axis the measure follows on along: ids of entities, not a grid.
        guard alongA || alongB else { return nil }
        let aYears = wholeYears(av) != nil, bYears = wholeYears(bv) != nil
        func result(x: TableSchema.Column, by: TableSchema.Column, why: String, tie: String? = nil) -> CrossedKeys {
            CrossedKeys(x: x.name, by: by.name, measure: measure.name, reasons: ["two keys crossed (\(grid))", why],
                        byReasons: ["the other crossed key: a line of \(measure.name) per \(by.name)"], tie: tie)
        }
        // Only a key the measure follows on along is an axis; the other is then x by elimination.
        if alongA != alongB {
            let (axis, other) = alongA ? (a, b) : (b, a)
            var found = result(x: axis, by: other, why: "\(measure.name) follows on from one \(axis.name) to the next within each \(other.name), not the other way")
            found.isClear = true
            return found
        }
        if aYears && bYears {
            let never = zip(av, bv).allSatisfy { $0 >= $1 }, neverBelow = zip(av, bv).allSatisfy { $0 <= $1 }
            if never != neverBelow {
                let (later, earlier) = never ? (a, b) : (b, a)
                return result(x: later, by: earlier, why: "\(later.name) is never before \(earlier.name): the year each \(earlier.name) is seen at")
            }
        }
        let (more, fewer) = a.evidence.distinct >= b.evidence.distinct ? (a, b) : (b, a)
        if Double(more.evidence.distinct) >= levelRatio * Double(fewer.evidence.distinct) {
            return result(x: more, by: fewer, why: "more levels (\(more.evidence.distinct) against \(fewer.evidence.distinct))")
        }
        if aYears != bYears {
            let (other, years) = aYears ? (b, a) : (a, b)
            return result(x: other, by: years, why: "\(years.name) holds years, \(other.name) a position within each (an age or a lag)")
        }
        return result(x: a, by: b, why: "first in file order", tie: "\(a.name) and \(b.name) are crossed keys of \(a.evidence.distinct) and \(b.evidence.distinct) levels; "
            + "nothing in their values says which is the axis, so \(a.name) is x by file order (name --x \(b.name) --by \(a.name) for the other view)")
    }

    /// The fewest points of a line counted in `followsOn`.
    static let leastLinePoints = 3

    /// Whether `measure` follows on along `key` within each value of `other`: the correlation of
    /// each value with the next, both taken from their line's mean, at least
    /// `sequenceAutocorrelation` (a growth, a mortality curve; an id's neighbours are unrelated).
    static func followsOn(_ measure: [Double], along key: [Double], within other: [Double]) -> Bool {
        var lines: [Double: [(Double, Double)]] = [:]
        for i in measure.indices where measure[i].isFinite && key[i].isFinite && other[i].isFinite {
            lines[other[i], default: []].append((key[i], measure[i]))
        }
        var first: [Double] = [], next: [Double] = []
        for points in lines.values where points.count >= leastLinePoints {
            let sorted = points.sorted { $0.0 < $1.0 }
            let mean = sorted.reduce(0) { $0 + $1.1 } / Double(sorted.count)
            for (p, q) in zip(sorted, sorted.dropFirst()) {
                first.append(p.1 - mean)
                next.append(q.1 - mean)
            }
        }
        guard first.count >= leastLinePoints else { return false }
        return correlation(first, next) >= sequenceAutocorrelation
    }

    /// Rewrites `decisions` of x and by, taken from a request the rule filled in, to say why.
    mutating func explainCrossedKeys(_ crossed: CrossedKeys) {
        for i in decisions.indices {
            switch decisions[i].subject {
            case "x": decisions[i].reasons = crossed.reasons
            case "by": decisions[i].reasons = crossed.byReasons
            case "y" where decisions[i].reasons == ["named"]:
                decisions[i].reasons = ["the first measure over the crossed keys (name more with --y)"]
            default: break
            }
        }
        if let tie = crossed.tie { warnings.append(tie) }
    }
}
