import Foundation

/// Rows of entities sorted by one of their measures (137 patients in order of their follow-up
/// time `t`) look like a sequence: every measure that tends to equal or follow the sort key
/// rises with it down the file, so neighbouring rows are alike. That likeness is the sort's, not
/// a sequence's: what is left of a measure once the sort key's straight-line part is taken out
/// must itself follow on from row to row for the rows to be a sequence.
extension ChartChoice {
    /// A measure that only rises (or only falls) down the file, by uneven steps: the key the rows
    /// were sorted by. (An even step is a grid, a time without its name: a sequence.)
    static func sortKey(among measures: [TableSchema.Column]) -> TableSchema.Column? {
        measures.first { ($0.evidence.isIncreasing || $0.evidence.isDecreasing) && !$0.evidence.isEvenlySpaced
            && $0.evidence.distinct >= 3 }
    }

    /// Lag-1 autocorrelation of `values` less their least-squares line on `key` (an even sample).
    static func residualAutocorrelation(_ values: [Double], on key: [Double]) -> Double {
        let count = min(values.count, key.count, relationSample)
        var n = 0.0, sx = 0.0, sy = 0.0, sxx = 0.0, sxy = 0.0
        for row in 0..<count where values[row].isFinite && key[row].isFinite {
            n += 1; sx += key[row]; sy += values[row]; sxx += key[row] * key[row]; sxy += key[row] * values[row]
        }
        guard n >= 3 else { return .nan }
        let variance = sxx - sx * sx / n
        let slope = variance > 0 ? (sxy - sx * sy / n) / variance : 0
        let intercept = (sy - slope * sx) / n
        let residuals = (0..<count).map { row in
            values[row].isFinite && key[row].isFinite ? values[row] - (intercept + slope * key[row]) : .nan
        }
        return correlation(residuals, residuals, lag: 1)
    }
}
