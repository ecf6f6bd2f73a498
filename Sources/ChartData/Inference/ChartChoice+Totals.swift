import Foundation

/// A key value whose rows are the total of the others' (a national total beside regions, "all
/// causes" beside each cause): found by arithmetic, not by its name. Drawn pooled with its
/// parts (averaged in, or one bar among them) it misleads; the search proposes the chart
/// without it, and the chart of it alone (`ChartChoice+Candidates`), and `CandidateScore`'s
/// `totalPooled` term weighs a picture that pools it.
extension ChartChoice {
    /// Rows of one key value: the total of the other values' rows, or chosen to be dropped or
    /// kept alone.
    public struct KeyRows: Sendable, Equatable {
        /// The key column and its value (`State`, `United States`).
        public var key: String
        public var value: String
        /// How the value was found: `Deaths equals the sum of the other States' at 19 of 19 Year`.
        public var evidence: String
    }

    /// Which rows of `totalRows` a chart draws.
    public enum RowFilter: Sendable, Equatable {
        /// Every row but the total's.
        case withoutTotal
        /// The total's rows alone.
        case totalAlone
    }

    /// Fewest share of x values at which a key's value must equal the sum of the others' to be
    /// their total.
    static let totalAgreement = 0.6
    /// How far from the others' sum a total may be, relative to it (rounding of published tables).
    static let totalTolerance = 0.02
    /// Fewest x values a total must agree at (and one more parts than this where the whole
    /// table is one x).
    static let totalEvidence = 3
    /// Keys tried as the total's column, fewest values first.
    static let totalKeyProposals = 4
    /// Most values of a key tried.
    static let totalKeyLimit = 2_000

    /// The total of the key values drawn by this choice, if one key value's `y` equals the sum
    /// of the other values' at (most of) each x. Rows are summed per (x, value) first, so other
    /// keys (causes beside states) add up alike on both sides.
    func findTotal(schema: TableSchema) -> KeyRows? {
        guard let measure = y.first, let values = schema.table.column(named: measure)?.values else { return nil }
        let keys = schema.columns.filter { column in
            [.category, .code, .freeText].contains(column.role) && column.name != measure
                && (3...Self.totalKeyLimit).contains(column.evidence.distinct)
        }.sorted { ($0.name == by ? 0 : 1, $0.evidence.distinct) < ($1.name == by ? 0 : 1, $1.evidence.distinct) }
        for key in keys.prefix(Self.totalKeyProposals) {
            guard let (codes, names) = Self.keyCodes(key.name, schema: schema) else { continue }
            // One group where x is the key itself or the rows: the whole table is one "x".
            let grouped = x != nil && x != key.name && xAxis != .row
            var sums: [Double: [Int: Double]] = [:]
            for (row, code) in codes.enumerated() where row < values.count && values[row].isFinite {
                let g = grouped ? (row < xValues.count ? xValues[row] : .nan) : 0
                guard g.isFinite else { continue }
                sums[g, default: [:]][code, default: 0] += values[row]
            }
            var agree = [Int](repeating: 0, count: names.count), seen = agree
            for (_, parts) in sums where parts.count >= 3 {
                let all = parts.values.reduce(0, +)
                // (A sum of two or three parts lies near a fourth value by chance far more
                // often than a sum of many: fewer parts, a closer agreement.)
                let tolerance = Self.totalTolerance * min(1, Double(parts.count - 1) / Double(Self.totalEvidence + 1))
                for (code, value) in parts {
                    seen[code] += 1
                    let others = all - value
                    if others != 0, abs(value - others) <= tolerance * abs(others) { agree[code] += 1 }
                }
            }
            let best = agree.indices.max { agree[$0] < agree[$1] }
            // (Per x, one sum in three small parts agrees by chance: a total agrees at
            // `totalEvidence` x values or more; the whole table as one x needs more parts.)
            if let best, agree[best] >= (grouped ? Self.totalEvidence : 1), Double(agree[best]) >= Self.totalAgreement * Double(seen[best]),
               grouped || (sums[0]?.count ?? 0) >= Self.totalEvidence + 1 {
                let at = grouped ? " at \(agree[best]) of \(seen[best]) \(x!)" : ""
                return KeyRows(key: key.name, value: names[best],
                               evidence: "\(measure) equals the sum of the other \(key.name)'s\(at)")
            }
        }
        return nil
    }

    /// Whether `row` is drawn under `rowFilter` (every row without one).
    func rowIsDrawn(_ code: Int, totalCode: Int?) -> Bool {
        guard let rowFilter, let totalCode else { return true }
        return (code == totalCode) == (rowFilter == .totalAlone)
    }

    /// Keeps the total's rows alone (`rowFilter = .totalAlone`). Where that leaves one row at each
    /// (x, group), the fold of many keys the rules made has nothing left to fold: the decision and
    /// warning of the fold go, and `foldsSingleRows` keeps "mean of" out of the titles (the
    /// fold still orders the points by x).
    mutating func keepTotalAlone(schema: TableSchema) {
        rowFilter = .totalAlone
        guard let aggregation, aggregation != .count, let total = totalRows,
              let (totalCodes, names) = Self.keyCodes(total.key, schema: schema),
              let totalCode = names.firstIndex(of: total.value) else { return }
        let groups = by.flatMap { Self.keyCodes($0, schema: schema)?.codes }
        var seen = Set<[UInt64]>()
        for row in totalCodes.indices where totalCodes[row] == totalCode && row < xValues.count && xValues[row].isFinite {
            guard seen.insert([UInt64(groups.map { row < $0.count ? $0[row] : 0 } ?? 0), xValues[row].bitPattern]).inserted else { return }
        }
        foldsSingleRows = true
        if let foldedKey {
            warnings.removeAll { $0.contains("once per value of \(foldedKey) ") }
        }
        if let i = decisions.firstIndex(where: { $0.subject == "agg" }) {
            decisions[i].reasons = ["one row per \(x ?? "x")\(by.map { " and \($0)" } ?? "") once the total is alone: nothing is folded, the \(aggregation.rawValue) only orders the points"]
        }
    }

    /// Adds the decision that says which rows were left out or kept, and why.
    mutating func describeRowFilter() {
        guard let rowFilter, let total = totalRows else { return }
        let value = rowFilter == .withoutTotal ? "without \(total.key) = \(total.value)" : "only \(total.key) = \(total.value)"
        decisions.append(Decision(subject: "rows", value: value,
                                  reasons: ["\(total.evidence): a total, not one of its parts"],
                                  beaten: [rowFilter == .withoutTotal ? "every row: the total pooled with its parts" : "every row: the total averaged in with its parts"]))
    }
}
