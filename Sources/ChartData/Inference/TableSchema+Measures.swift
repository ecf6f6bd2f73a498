import Foundation

/// Which numeric columns are measures: counters that only number the rows, counts taken for
/// levels, and columns derived from another (its square, its logarithm, a lag, a coarser copy
/// of the time) are told apart from the values and the header together.
extension TableSchema {
    /// How a column follows from another.
    public struct Derivation: Sendable, Equatable, CustomStringConvertible {
        public enum Kind: String, Sendable {
            case square, logarithm, lag
            /// The time floored to a coarser unit (`decade` = year floored to tens).
            case coarserTime = "coarser copy"
        }

        /// The column it is derived from.
        public var base: String
        public var kind: Kind

        public var description: String {
            switch kind {
            case .square: return "the square of \(base)"
            case .logarithm: return "the logarithm of \(base)"
            case .lag: return "a lag of \(base)"
            case .coarserTime: return "\(base) floored to a coarser unit"
            }
        }
    }

    /// Rows a derivation is checked on (an even sample; lags on the first rows).
    static let derivationSample = 4_000
    /// Filled rows below which no shape is told (too few to say).
    static let shapeEvidence = 8

    mutating func findMeasureShapes() {
        findCounters()
        findCounts()
        findDerivations()
    }

    /// A column past the first holding exactly 1…N (or 0…N−1) in file order (`TIME`, `t`) counts
    /// the rows whatever its name: an identifier, never a measure. (The first column so written
    /// may be a real x; its header decides, as `numericColumn` does.)
    private mutating func findCounters() {
        for i in columns.indices where columns[i].position > 0 && columns[i].role == .measure {
            let evidence = columns[i].evidence
            guard let offset = evidence.countsRows, evidence.filled >= Self.shapeEvidence else { continue }
            columns[i].role = .identifier
            columns[i].summary = "counts the rows \(offset)…\(evidence.filled - 1 + offset): a counter"
        }
    }

    /// Few small whole numbers named like a count (`Quantity` 1–14, `numdep`, `bdrms`) are a count
    /// of things, so a measure, not levels.
    private mutating func findCounts() {
        for i in columns.indices where columns[i].isLevels && columns[i].role == .category
            && ColumnName(columns[i].name).soundsLikeCount {
            columns[i].role = .measure
            columns[i].isLevels = false
            let e = columns[i].evidence
            columns[i].summary = "whole numbers \(NumberText.plain(e.low!))…\(NumberText.plain(e.high!)), \(e.distinctText): a count (named like one)"
        }
    }

    /// Whether `name` is written from `base` the way derived columns are named (`tsq` from `t`,
    /// `lwage` from `wage`, `price_1` from `price`, `tenursq` from `tenure`).
    static func nameDerives(_ name: String, from base: String) -> Bool {
        let n = name.lowercased(), b = base.lowercased()
        guard n != b, !b.isEmpty else { return false }
        // Names a reader made up (`column 1`, `column 2`) say nothing.
        guard !ColumnName(base).isRowName || ColumnName(base).words.count == 1 else { return false }
        if n.contains(b) { return true }
        // `tenursq` from `tenure`: the stem without its last letter, still a word of letters.
        let stem = b.dropLast()
        return stem.count >= 4 && stem.allSatisfy(\.isLetter) && n.contains(stem)
    }

    /// Derived columns: values and header both say so. A measure equal to the square or the
    /// logarithm of another column, or to it one or two rows earlier, and named from it; a whole
    /// number that floors a year column to a coarser unit (a decade) is a `.derived` role.
    private mutating func findDerivations() {
        let numeric = columns.indices.filter { columns[$0].evidence.isNumeric && columns[$0].evidence.filled >= Self.shapeEvidence }
            .prefix(64)
        guard numeric.count >= 2 else { return }
        let rows = table.rowCount
        let stride = max(1, rows / Self.derivationSample)
        let sampled = Array(Swift.stride(from: 0, to: rows, by: stride))
        let leading = Array(0..<min(rows, Self.derivationSample))
        var values: [Int: [Double]] = [:]
        func column(_ i: Int) -> [Double] {
            if let known = values[i] { return known }
            let v = table.column(named: columns[i].name)?.values ?? []
            values[i] = v
            return v
        }
        for c in numeric where columns[c].role == .measure {
            for b in numeric where b != c && columns[b].evidence.distinct >= 3 {
                let derived = columns[c], base = columns[b]
                if base.role.isTime, [.time(.year), .time(.fractionalYear)].contains(base.role),
                   Self.floorsTime(column(c), column(b), rows: sampled, derived: derived.evidence, base: base.evidence) {
                    derivations[derived.name] = Derivation(base: base.name, kind: .coarserTime)
                    columns[c].role = .derived
                    columns[c].summary = "\(base.name) floored (\(derived.evidence.distinctText)): a coarser copy of the time"
                    break
                }
                guard [.measure, .identifier].contains(base.role) else { continue }
                // A column named as a lag (`Lag1`…`Lag5` beside `Today`) needs no name of its base.
                let lagNamed = ColumnName(derived.name).words.contains { $0.hasPrefix("lag") }
                let named = Self.nameDerives(derived.name, from: base.name)
                guard named || lagNamed else { continue }
                let kind: Derivation.Kind?
                if !named {
                    kind = Self.isLag(column(c), of: column(b), rows: leading, upTo: 5) ? .lag : nil
                } else if Self.holds(column(c), column(b), rows: sampled, { $1 * $1 }) {
                    kind = .square
                } else if Self.holds(column(c), column(b), rows: sampled, { $1 > 0 ? Foundation.log($1) : .nan }) {
                    kind = .logarithm
                } else if Self.isLag(column(c), of: column(b), rows: leading) {
                    kind = .lag
                } else {
                    kind = nil
                }
                guard let kind else { continue }
                derivations[derived.name] = Derivation(base: base.name, kind: kind)
                break
            }
        }
    }

    /// Whether `derived[row] ≈ f(derived, base[row])` on every sampled row where both are
    /// numbers (to float32's precision, as many writers store them), on enough rows to say.
    private static func holds(_ derived: [Double], _ base: [Double], rows: [Int], _ f: (Double, Double) -> Double) -> Bool {
        var compared = 0
        for row in rows where row < derived.count && row < base.count && derived[row].isFinite && base[row].isFinite {
            let expected = f(derived[row], base[row])
            guard expected.isFinite, abs(derived[row] - expected) <= 1e-4 + 1e-5 * abs(expected) else { return false }
            compared += 1
        }
        return compared >= shapeEvidence
    }

    /// Whether `derived` is `base` one or two (up to `longest`) rows earlier.
    private static func isLag(_ derived: [Double], of base: [Double], rows: [Int], upTo longest: Int = 2) -> Bool {
        for lag in 1...longest {
            var compared = 0, same = true
            for row in rows where row >= lag && row < derived.count && row < base.count
                && derived[row].isFinite && base[row - lag].isFinite {
                guard abs(derived[row] - base[row - lag]) <= 1e-9 * max(1, abs(base[row - lag])) else { same = false; break }
                compared += 1
            }
            if same && compared >= shapeEvidence { return true }
        }
        return false
    }

    /// Whether a whole-number column floors a year column: never above it, within a fifth of
    /// the years' span below it, never falling as the year rises, with at most half its
    /// distinct values (`decade` 1870 beside `year` 1875).
    private static func floorsTime(_ derived: [Double], _ base: [Double], rows: [Int], derived d: ColumnEvidence,
                                   base b: ColumnEvidence) -> Bool {
        guard d.isInteger, d.distinct * 2 <= b.distinct, let low = b.low, let high = b.high, high > low else { return false }
        let reach = max(1, (high - low) / 5)
        var pairs: [(Double, Double)] = []
        for row in rows where row < derived.count && row < base.count && derived[row].isFinite && base[row].isFinite {
            let gap = base[row] - derived[row]
            guard gap >= 0, gap < reach else { return false }
            pairs.append((base[row], derived[row]))
        }
        guard pairs.count >= shapeEvidence else { return false }
        pairs.sort { $0.0 < $1.0 }
        for i in 1..<pairs.count where pairs[i].1 < pairs[i - 1].1 { return false }
        return true
    }
}
