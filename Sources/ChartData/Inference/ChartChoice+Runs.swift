import Foundation

/// A step column that starts again (0…159, 0…159, …: the iterations of a simulation run four
/// times, stacked) makes the rows runs of one system, each a sequence over the step. Its values
/// are not sorted, but that is no sign of a cross-section of entities: every measure is drawn
/// as a line over the step, broken where a run starts again so that no line joins the end of
/// one run to the start of the next. Only a few long runs are runs of one system: many short
/// ones (a counter of 12 per subject, 20 subjects) are the records of a repeated design.
extension ChartChoice {
    /// Fewest rows a run must have (shorter ones are no sequence).
    static let leastRunLength = 5

    /// The rows where `values` start a new run, when they are two or more runs that each rise
    /// strictly from the same first value, every run `leastRunLength` rows or longer and longer
    /// than the number of runs; else nil.
    static func restartingRuns(_ values: [Double]) -> [Int]? {
        guard let first = values.first, first.isFinite, values.count >= 2 * leastRunLength else { return nil }
        var starts: [Int] = []
        var runStart = 0
        for row in 1..<values.count {
            let value = values[row]
            guard value.isFinite else { return nil }
            if value > values[row - 1] { continue }
            // A fall (or a repeat) must go back to the first value, after a long enough run.
            guard value == first, row - runStart >= leastRunLength else { return nil }
            starts.append(row)
            runStart = row
        }
        guard !starts.isEmpty, values.count - runStart >= leastRunLength else { return nil }
        let shortest = zip([0] + starts, starts + [values.count]).map { $1 - $0 }.min()!
        return shortest > starts.count + 1 ? starts : nil
    }

    /// Takes a numeric x that restarts in runs (`restartingRuns`) as the step of repeated runs,
    /// with the reason, so that the rows stay a sequence per run.
    mutating func chooseRuns(schema: TableSchema, request: ChartRequest) {
        guard request.by == nil, request.aggregation == nil, let x, xAxis == .number || xAxis == .year,
              schema.column(named: x) != nil, let starts = Self.restartingRuns(xValues) else { return }
        // A key that changes exactly where the runs start (a firm, a tree) names them: the rows
        // are its entities' series, split by it, not unnamed runs.
        let bounds = zip([0] + starts, starts + [xValues.count]).map { $0..<$1 }
        for column in schema.columns where column.name != x && column.role != .measure && !column.role.isTime {
            guard let (codes, _) = Self.keyCodes(column.name, schema: schema), codes.count >= xValues.count else { continue }
            if bounds.allSatisfy({ range in codes[range].allSatisfy { $0 == codes[range.lowerBound] } }) { return }
        }
        runStarts = starts
        let runs = starts.count + 1
        decisions.append(Decision(subject: "runs", value: "\(runs)",
                                  reasons: ["\(x) rises from \(Self.short(xValues[0])) and starts again \(starts.count)×: "
                                            + "\(runs) runs of one system over \(x), a line per measure broken between runs"],
                                  beaten: ["a cross-section: the rows are sequences, not entities in no order",
                                           "one line: would join the end of each run to the start of the next"]))
    }

    /// Leaves out of y the measures constant within every run while they differ between runs:
    /// the settings of each run (a parameter sweep's values), not measures over the step. Keeps
    /// y when nothing else would be left.
    mutating func dropRunSettings(schema: TableSchema) {
        guard !runStarts.isEmpty, !yIsNamed, y.count >= 2 else { return }
        let bounds = zip([0] + runStarts, runStarts + [schema.rowCount]).map { $0..<$1 }
        let settings = y.filter { name in
            guard let values = schema.table.column(named: name)?.values, values.count >= schema.rowCount else { return false }
            let firsts = bounds.map { values[$0.lowerBound] }
            let constant = bounds.allSatisfy { range in values[range].allSatisfy { $0 == values[range.lowerBound] } }
            return constant && Set(firsts).count >= 2
        }
        guard !settings.isEmpty, settings.count < y.count else { return }
        y.removeAll { settings.contains($0) }
        if let i = decisions.firstIndex(where: { $0.subject == "y" }) {
            decisions[i].value = y.joined(separator: ", ")
            decisions[i].beaten += settings.prefix(3).map { "\($0): constant within each run, differing between runs: a setting of the run, not a measure over \(x ?? "the step")" }
        }
    }

    /// Runs that a key split into series after all (a numbered tree, a design's entity) are that
    /// key's series: no runs are left to break.
    mutating func forgetRunsSplitByKey() {
        guard by != nil, !runStarts.isEmpty else { return }
        runStarts = []
        decisions.removeAll { $0.subject == "runs" }
    }

    /// `x` and `y` with a gap (NaN) before each run start, so a line breaks there.
    func breakingRuns(x: [Double], y: [Double]) -> ([Double], [Double]) {
        guard !runStarts.isEmpty, x.count == y.count else { return (x, y) }
        var bx: [Double] = [], by: [Double] = []
        bx.reserveCapacity(x.count + runStarts.count)
        by.reserveCapacity(y.count + runStarts.count)
        var start = 0
        for cut in runStarts + [x.count] where cut <= x.count {
            if start > 0 { bx.append(.nan); by.append(.nan) }
            bx += x[start..<cut]
            by += y[start..<min(cut, y.count)]
            start = cut
        }
        return (bx, by)
    }
}
