import Foundation

/// Whole numbers that name each row a second time, told by statistics of the values rather than
/// by a name: in a table whose rows a text label names once each (countries, stations, elements),
/// a column of whole numbers
/// - **each row's once** (all distinct),
/// - **sparse**: spread over a range at least `registerSparseness` times as wide as the rows are
///   many (ISO 3166 numbers 4…894 for 252 countries: numbers of a register with room for more,
///   not a numbering 1…N of these rows),
/// - **from near zero** (the least at most a tenth of the greatest: registers count up from 0 or 1),
/// - **spread evenly** over that range (each quartile within `registerQuartileSlack` of where an
///   even spread puts it; quantities such as populations or areas pile up at one end),
/// - and **related to no measure** (|r| < `registerUnrelated` with every other numeric column)
/// is a register's code: never a measure, never a numeric x.
/// Near misses, left as measures: a numbering 1…N of the rows (dense: the atomic number, an
/// ordered axis); heights of mountains 4,000…8,848 m (far from zero); populations (piled at the
/// low end); whole numbers that follow another measure; any column in a table without a label.
extension TableSchema {
    static let registerSparseness = 2.0
    static let registerQuartileSlack = 0.1
    static let registerUnrelated = 0.5
    /// Rows enough to judge a spread.
    static let registerEvidence = 20

    mutating func findRegisterCodes() {
        guard rowCount >= Self.registerEvidence, columns.contains(where: { column in
            let e = column.evidence
            return !e.isNumeric && column.dateParser == nil && (column.role == .category || column.role == .freeText)
                && e.filled * 10 >= rowCount * 9 && e.isAllDistinct && !e.distinctIsSampled
        }) else { return }
        let numeric = columns.indices.filter { columns[$0].evidence.isNumeric && columns[$0].role == .measure }
        for i in numeric {
            let e = columns[i].evidence
            guard e.isInteger, !columns[i].isCounter, e.valueKind != .boolean, e.isAllDistinct, !e.distinctIsSampled,
                  e.filled * 10 >= rowCount * 9, let low = e.low, let high = e.high, low >= 0, high > 0,
                  low <= 0.1 * high, high - low >= Self.registerSparseness * Double(e.filled),
                  let values = table.column(named: columns[i].name)?.values else { continue }
            let sorted = values.filter(\.isFinite).sorted()
            let span = high - low
            let even = [0.25, 0.5, 0.75].allSatisfy { q in
                let at = (sorted[Int(q * Double(sorted.count - 1))] - low) / span
                return abs(at - q) <= Self.registerQuartileSlack
            }
            guard even else { continue }
            let related = numeric.contains { j in
                guard j != i, let other = table.column(named: columns[j].name)?.values else { return false }
                let r = Self.pearson(values, other)
                return r.isFinite && abs(r) >= Self.registerUnrelated
            }
            guard !related else { continue }
            columns[i].role = .code
            columns[i].isLevels = false
            columns[i].summary = "whole numbers, each row's once, spread evenly over \(NumberText.plain(low))…\(NumberText.plain(high)) (\(String(format: "%.1f", span / Double(e.filled)))× as wide as the rows are many) beside a name per row and related to no measure: a register's code, never a measure"
        }
    }

    /// Pearson's r over the rows where both are filled (NaN with fewer than 3).
    static func pearson(_ a: [Double], _ b: [Double]) -> Double {
        var n = 0.0, sa = 0.0, sb = 0.0
        for (x, y) in zip(a, b) where x.isFinite && y.isFinite { n += 1; sa += x; sb += y }
        guard n >= 3 else { return .nan }
        let ma = sa / n, mb = sb / n
        var sab = 0.0, saa = 0.0, sbb = 0.0
        for (x, y) in zip(a, b) where x.isFinite && y.isFinite {
            sab += (x - ma) * (y - mb); saa += (x - ma) * (x - ma); sbb += (y - mb) * (y - mb)
        }
        return saa > 0 && sbb > 0 ? sab / (saa * sbb).squareRoot() : .nan
    }
}
