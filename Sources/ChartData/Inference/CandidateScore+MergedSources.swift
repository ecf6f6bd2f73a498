import Foundation

/// Several sources merged into one line: rows of two or more instruments, telescopes or sensors
/// (a key of a few values) interleaved along one x and joined as if one thing was measured.
/// Each source has its own zero point, noise or precision, so the joined line jumps where the
/// key changes and runs on smoothly along each source. Measured on the values, never the names:
/// the mean step of the line where the key changes, against the mean step from each source's
/// previous point to its next. A key that follows the course of y (a season over temperatures)
/// changes where y runs smoothly: no jump; a flag that marks nothing changes with steps like any.
extension CandidateScore {
    /// The key a line jumps at, the measure it jumps in, and how much.
    struct MergedSources: Sendable, Equatable {
        var key: String
        var measure: String
        /// Mean step of `measure` where `key` changes, over the mean step from one point of a key
        /// value to its next.
        var ratio: Double
        /// Steps where the key changes.
        var changes: Int

        var detail: String {
            let times = ratio.isFinite ? "\(String(format: ratio < 10 ? "%.1f" : "%.0f", ratio))×" : "far above"
            return "\(measure) steps \(times) as far where \(key) changes (\(changes) times) as within one \(key)"
        }
    }

    /// From this ratio of steps on a line counts as merged sources (noise alone gives about 1).
    static let mergedJumpFloor = 2.0
    /// The ratio at which the penalty is whole.
    static let mergedJumpFull = 6.0
    /// Keys and measures tried (keys fewest values first).
    static let mergedKeyProposals = 3
    static let mergedMeasureLimit = 4

    /// The worst key the line of `choice` jumps at, or nil: only for one line per measure over
    /// the rows in their order (over x or the row index; no split, fold or row filter), text keys of 2…`paletteSize` values
    /// with at least two sources of `lineEvidence` rows each, changing at least twice. One pass
    /// over the rows per key and measure.
    static func mergedSources(_ choice: ChartChoice, schema: TableSchema) -> MergedSources? {
        guard ["line", "area", "step"].contains(choice.kind), choice.by == nil, choice.aggregation == nil,
              choice.rowFilter == nil, choice.grid == nil, !choice.y.isEmpty else { return nil }
        let x = choice.x
        // (Sources are named, `harps-n`, `k`: a numeric key of few values, a 0/1 flag or a class
        // such as an activity level, marks a state of each row, often a threshold on the very
        // measure that jumps with it.)
        let keys = schema.columns.filter { column in
            [.category, .code, .freeText].contains(column.role) && column.name != x && !choice.y.contains(column.name)
                && schema.table.isTextColumn(column.name)
                && (2...ChartChoice.paletteSize).contains(column.evidence.distinct)
        }.sorted { $0.evidence.distinct < $1.evidence.distinct }
        let xs = choice.xValues
        var worst: MergedSources?
        for key in keys.prefix(mergedKeyProposals) {
            guard let (codes, names) = ChartChoice.keyCodes(key.name, schema: schema) else { continue }
            var sizes = [Int](repeating: 0, count: names.count)
            for code in codes { sizes[code] += 1 }
            guard sizes.filter({ $0 >= lineEvidence }).count >= 2 else { continue }
            for measure in choice.y.prefix(mergedMeasureLimit) {
                guard let ys = schema.table.column(named: measure)?.values else { continue }
                // (Over the row index every row has its x.)
                let rows = min(x == nil ? ys.count : xs.count, ys.count, codes.count, choice.rowLimit ?? .max)
                var previous: Int?
                var lastOfSource = [Int?](repeating: nil, count: names.count)
                var across = (sum: 0.0, count: 0), within = (sum: 0.0, count: 0)
                for row in 0..<rows where (x == nil || xs[row].isFinite) && ys[row].isFinite {
                    defer { previous = row; lastOfSource[codes[row]] = row }
                    if let last = lastOfSource[codes[row]] { within.sum += abs(ys[row] - ys[last]); within.count += 1 }
                    if let last = previous, codes[row] != codes[last] { across.sum += abs(ys[row] - ys[last]); across.count += 1 }
                }
                guard across.count >= 2, within.count >= 2, across.sum > 0 else { continue }
                let ratio = within.sum == 0 ? .infinity : (across.sum / Double(across.count)) / (within.sum / Double(within.count))
                guard ratio > mergedJumpFloor, ratio > (worst?.ratio ?? 0) else { continue }
                worst = MergedSources(key: key.name, measure: measure, ratio: ratio, changes: across.count)
            }
        }
        return worst
    }

    /// The penalty of `merged`: 0 at `mergedJumpFloor`, whole at `mergedJumpFull`.
    static func mergedPenalty(_ merged: MergedSources) -> Double {
        merged.ratio.isFinite ? (merged.ratio - mergedJumpFloor) / (mergedJumpFull - mergedJumpFloor) : 1
    }
}
