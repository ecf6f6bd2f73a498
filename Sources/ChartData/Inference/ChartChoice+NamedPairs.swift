import Foundation

/// Two measures of named entities (`Site, Theta, Phi`; `CAS, Tc, Pc`): each entity is a point,
/// the second measure against the first, whatever the number of rows. Columns of both measures
/// per name read only while the names fit under the axis, so the picture used to flip from
/// columns (35 electrodes) to this scatter (131 electrodes) on the row count alone; one data set
/// of another size should give the same kind of picture.
extension ChartChoice {
    /// Cost of the first measure of a named pair as x: before a label per row and the first
    /// column, after a coordinate pair.
    static let namedPairCost = Cost.firstColumn - 0.4
    /// Words naming the uncertainty of another column.
    static let uncertaintyWords: Set<String> = ["unc", "uncertainty", "err", "error", "sd", "se", "sem", "std", "stdev", "sigma", "2sigma", "1sigma", "ci", "stderr"]

    /// The two measures of a table of named entities with exactly two measures (neither named by
    /// a number: those are positions along an axis, such as years); nil for any other table.
    static func namedPair(_ schema: TableSchema) -> (x: TableSchema.Column, y: TableSchema.Column)? {
        guard schema.rowCount >= 3, !hasTimeAxis(schema) else { return nil }
        // (one quantity in two units, `Bytes` and `GB`, is a straight line of points: no pair)
        let copies = unitCopies(schema)
        let measures = schema.columns.filter { $0.role == .measure && !copies.contains($0.name) }
        guard measures.count == 2, measures.allSatisfy({ Double($0.name.trimmingCharacters(in: .whitespaces)) == nil }) else { return nil }
        // A value and its uncertainty (`value, unc_2sigma`) are one quantity: its columns per
        // name, not the error against the value.
        guard !measures.contains(where: { ColumnName($0.name).words.contains(where: uncertaintyWords.contains) }) else { return nil }
        let named = schema.columns.contains { column in
            guard !column.evidence.isNumeric, column.dateParser == nil, let texts = schema.table.textColumns[column.name],
                  column.evidence.filled == schema.rowCount, column.evidence.isAllDistinct,
                  column.role == .category || column.role == .freeText else { return false }
            let sample = texts.prefix(200)
            return sample.filter { Double($0.trimmingCharacters(in: .whitespaces)) != nil }.count * 2 < sample.count
        }
        return named ? (measures[0], measures[1]) : nil
    }

    /// Rows judged for a unit copy (an even sample past this).
    static let unitCopySample = 4_000
    /// The most the rounding a copy is allowed may be of the copy's spread.
    static let unitCopyRoundingShare = 0.01

    /// The measures that repeat an earlier measure in other units (`GB` beside `Bytes`, `°F`
    /// beside `°C`): one is a straight-line function of the other up to the rounding each is
    /// written with (`unitCopy`). Two quantities of one set of entities, however closely related
    /// (an interval's end and start, GDP and population), stray from any line by more than that.
    static func unitCopies(_ schema: TableSchema) -> Set<String> {
        let measures = schema.columns.filter { $0.role == .measure && $0.evidence.distinct >= 3 }
        guard measures.count >= 2, measures.count <= 16 else { return [] }
        var copies: Set<String> = []
        for (i, later) in measures.enumerated() {
            guard let b = schema.table.column(named: later.name)?.values else { continue }
            for earlier in measures[..<i] where !copies.contains(earlier.name) {
                guard let a = schema.table.column(named: earlier.name)?.values, unitCopy(a, b) else { continue }
                copies.insert(later.name)
                break
            }
        }
        return copies
    }

    /// Whether `y` is `a + b·x` for every row where both are filled, each residual within what
    /// writing both to their last decimal place leaves (half of y's place, and half of x's
    /// through the slope); three distinct values at least.
    static func unitCopy(_ x: [Double], _ y: [Double]) -> Bool {
        let count = min(x.count, y.count)
        let step = max(1, count / unitCopySample)
        var xs: [Double] = [], ys: [Double] = []
        for row in stride(from: 0, to: count, by: step) where x[row].isFinite && y[row].isFinite {
            xs.append(x[row])
            ys.append(y[row])
        }
        guard xs.count >= 3, Set(xs.prefix(64)).count >= 3 else { return false }
        let n = Double(xs.count)
        let meanX = xs.reduce(0, +) / n, meanY = ys.reduce(0, +) / n
        var sxx = 0.0, sxy = 0.0
        for (u, v) in zip(xs, ys) {
            sxx += (u - meanX) * (u - meanX)
            sxy += (u - meanX) * (v - meanY)
        }
        guard sxx > 0 else { return false }
        let slope = sxy / sxx
        guard slope != 0, let placeX = writtenPlace(xs), let placeY = writtenPlace(ys) else { return false }
        let allowed = 0.55 * (placeY + abs(slope) * placeX)
        // Rounding as coarse as the values' spread (whole numbers 1…5) leaves room for any line:
        // only a place fine beside the spread tells a copy.
        guard let lowY = ys.min(), let highY = ys.max(), allowed <= unitCopyRoundingShare * (highY - lowY) else { return false }
        return zip(xs, ys).allSatisfy { u, v in abs(v - (meanY + slope * (u - meanX))) <= allowed }
    }

    /// The last decimal place the values are written to (1 for whole numbers, 0.001 for
    /// `0.047`), 1e-9 at the finest; nil for values that fill every place a Double holds.
    static func writtenPlace(_ values: [Double]) -> Double? {
        var place = 1e12
        while place >= 1e-9 {
            if values.allSatisfy({ v in
                let q = v / place
                return v == 0 || (q.rounded() != 0 && abs(q - q.rounded()) <= 1e-6 + 1e-12 * abs(q))
            }) { return place }
            place /= 10
        }
        return nil
    }
}
