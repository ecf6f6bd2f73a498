import Foundation

/// Warnings for pictures the choice cannot make right: the user is told why the picture may
/// be wrong rather than left to guess.
extension ChartChoice {
    /// The share of an axis the middle 90 % of the values may fill before outliers are said
    /// to squeeze the picture.
    static let squeezedShare = 0.01
    /// Numeric columns past which a headerless table may be rows that are series.
    static let seriesRowColumns = 20

    mutating func warnAboutSqueezedAxes(schema: TableSchema) {
        guard aggregation == nil, Self.linearKinds.contains(kind) else { return }
        var looked: [String] = []
        if xAxis == .number, let x { looked.append(x) }
        // (a log axis shows a heavy tail: ChartChoice+LogScale)
        if yAxis != .log { looked += y.prefix(4) }
        for name in looked where schema.column(named: name)?.evidence.isNumeric == true {
            guard let values = schema.table.column(named: name)?.values,
                  let (low, high, middleLow, middleHigh) = Self.spread(values), high > low,
                  // (a column mostly of one value, rain mostly 0, has its spikes for data)
                  middleHigh > middleLow else { continue }
            let share = (middleHigh - middleLow) / (high - low)
            guard share < Self.squeezedShare else { continue }
            warnings.append("column \"\(name)\": 90 % of its values lie in \(share < 0.001 ? "under 0.1" : String(format: "%.1f", share * 100)) % of its range "
                            + "(\(NumberText.plain(middleLow))…\(NumberText.plain(middleHigh)) of \(NumberText.plain(low))…\(NumberText.plain(high))): "
                            + "a few outliers squeeze the picture (filter the rows, or name another --x/--y)")
        }
    }

    /// Lowest, highest, 5th and 95th percentile of the finite values (an even sample).
    static func spread(_ values: [Double]) -> (Double, Double, Double, Double)? {
        let stride = max(1, values.count / relationSample)
        var sample: [Double] = []
        var low = Double.infinity, high = -Double.infinity
        // Two plain loops, not one with a division per value (that was a third of a 10^8-row
        // second open): the extremes over every value, the sample at every stride-th index.
        values.withUnsafeBufferPointer { values in
            for v in values where v.isFinite {
                low = min(low, v); high = max(high, v)
            }
            for i in Swift.stride(from: 0, to: values.count, by: stride) where values[i].isFinite { sample.append(values[i]) }
        }
        guard sample.count >= 20 else { return nil }
        sample.sort()
        let at = { (p: Double) in sample[min(sample.count - 1, Int(p * Double(sample.count - 1)))] }
        return (low, high, at(0.05), at(0.95))
    }

    /// A table with no header (`column 1…N` or `0,1,2,…`) of many numeric columns and a small
    /// label first (the UCR time-series archive's layout) holds a series per row, which chartview
    /// does not draw: say so.
    mutating func warnAboutSeriesInRows(schema: TableSchema) {
        let numeric = schema.columns.filter { $0.evidence.isNumeric }
        guard numeric.count >= Self.seriesRowColumns, numeric.count * 10 >= schema.columns.count * 9,
              let first = schema.columns.first, first.evidence.isNumeric, first.evidence.distinct <= 12,
              schema.columns.dropFirst().allSatisfy({ Self.isMadeUpName($0.name) }) else { return }
        warnings.append("each row looks like a series (\(numeric.count - 1) numbered columns after a label, \(first.name), of \(first.evidence.distinctText)): "
                        + "chartview draws columns, not rows, so this picture is not the series (transpose the table to draw them)")
    }

    /// A name a reader made up for a missing header (`column 7`) or a bare position (`7`).
    static func isMadeUpName(_ name: String) -> Bool {
        let trimmed = name.trimmingCharacters(in: .whitespaces)
        if !trimmed.isEmpty, trimmed.allSatisfy(\.isNumber) { return true }
        let parts = trimmed.split(separator: " ")
        return parts.count == 2 && parts[0].lowercased() == "column" && parts[1].allSatisfy(\.isNumber)
    }
}
