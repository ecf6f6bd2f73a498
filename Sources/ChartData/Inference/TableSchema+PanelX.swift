/// Evidence that a table is a long panel with an irregular x: entities (subjects, elements,
/// units), each on a run of rows of its own, and inside every run a numeric column that rises
/// from the same start (a NONMEM data set's `TIME` 0, 2, 12.5, … per `ID`; an ionisation
/// degree 1, 2, 3, … per atomic number; an energy grid per element). Unlike a design x
/// (`TableSchema+Keys`) the x values need not be the same in every entity: each subject is
/// sampled at times of its own. What decides is how the rows lie, never a name:
/// - the key's values come in runs, one run per key (`runs ≤ 1.05 × keys`), 3 rows a key or more;
/// - x never falls inside 90 % of the keys, rises inside most of them and falls back at most
///   key boundaries (it starts again per key; x sorted over the whole file is one sequence);
/// - half the keys or more, of 3 keys at least, start x at the same value (0 hours, degree 1):
///   a clock per entity, not a table sorted by (group, measure), whose groups start anywhere.
extension TableSchema {
    struct PanelX: Equatable {
        var x: String
        var key: String
        var keyCount: Int
        /// Share of keys inside which x never falls.
        var sortedShare: Double
        /// Share of key boundaries at which x falls back.
        var restartShare: Double
        /// Share of keys whose x starts at the most common first value, and that value.
        var commonStartShare: Double
        var commonStart: Double
        /// Mean rows per key.
        var rowsPerKey: Double

        /// "rises within each of 59 ID (restarts at 100 % of the ID boundaries; 59 of 59 start at 0)".
        var reason: String {
            "rises within each of \(keyCount) \(key) (sorted in \(Self.percent(sortedShare)) of them, starting again at \(Self.percent(restartShare)) of the \(key) boundaries, "
                + "\(Int((commonStartShare * Double(keyCount)).rounded())) of \(keyCount) starting at \(NumberText.plain(commonStart)); ≈\(Int(rowsPerKey.rounded())) rows each): a panel's x"
        }

        static func percent(_ share: Double) -> String { "\(Int((share * 100).rounded(.down))) %" }
    }

    /// Least share of keys inside which x never falls.
    static let panelSortedShare = 0.9
    /// Least share of key boundaries at which x falls back.
    static let panelRestartShare = 0.5
    /// Least share of keys whose x starts at the most common first value.
    static let panelCommonStartShare = 0.5
    /// Least share of (key, x) pairs that are unique (a dose and an observation may share a time).
    static let panelUniquePairShare = 0.8
    /// Fewest keys: with two, a common start is one of two, no evidence of a clock per entity.
    static let panelLeastKeys = 3
    /// Least rows per key, on average.
    static let panelRowsPerKey = 3.0

    /// The panel x and its key, when the table is one; columns in `excluding` are neither. Keys
    /// past `SeriesLimit.maximumSeries` too: the caller says it could not split them.
    func panelX(excluding: Set<String>) -> PanelX? {
        guard rowCount >= 6 else { return nil }
        let keys = columns.filter { column in
            !excluding.contains(column.name) && !column.role.isTime && column.role != .constant
                && [.category, .code, .freeText, .measure].contains(column.role)
                && (!column.evidence.isNumeric || column.evidence.isInteger)
                && column.evidence.distinct >= 2
                && Double(column.evidence.filled) >= Self.panelRowsPerKey * Double(column.evidence.distinct)
        }.prefix(12)
        let xs = columns.filter { column in
            !excluding.contains(column.name) && column.evidence.isNumeric && !column.role.isTime
                && (column.role == .measure || column.role == .category || column.role == .code)
                && column.evidence.distinct >= 3
        }.prefix(16)
        guard !keys.isEmpty, !xs.isEmpty else { return nil }
        var best: PanelX?
        for key in keys where runCount(key.name).map({ Double($0) * Self.panelRowsPerKey <= Double(rowCount) }) ?? false {
            guard let (codes, names) = ChartChoice.keyCodes(key.name, schema: self), names.count >= 2,
                  Self.isGroupedInRuns(codes, keyCount: names.count) else { continue }
            let starts = [0] + codes.indices.dropFirst().filter { codes[$0] != codes[$0 - 1] }
            for column in xs where column.name != key.name {
                guard let values = table.column(named: column.name)?.values,
                      Self.mayStartAgainPerRun(values, runStarts: starts),
                      let found = Self.panel(values: values, codes: codes, keyCount: names.count, x: column.name, key: key.name) else { continue }
                // The finest key first (subjects within studies), then file order.
                if best == nil || found.keyCount > best!.keyCount { best = found }
            }
        }
        return best
    }

    /// A look at the first row of each run only (a few hundred rows, not every row): x falls
    /// back at half the run boundaries and half the runs, 3 at least, start at one value.
    /// Columns that fail it (a time rising over the whole file, a measure of random values)
    /// cost no pass over the rows.
    static func mayStartAgainPerRun(_ values: [Double], runStarts: [Int]) -> Bool {
        guard runStarts.count >= panelLeastKeys else { return false }
        var restarts = 0, boundaries = 0
        var firsts: [UInt64: Int] = [:]
        for start in runStarts where start < values.count {
            let value = values[start]
            guard value.isFinite else { continue }
            firsts[value.bitPattern, default: 0] += 1
            guard start > 0, values[start - 1].isFinite else { continue }
            boundaries += 1
            if value < values[start - 1] { restarts += 1 }
        }
        return boundaries > 0 && Double(restarts) >= panelRestartShare * Double(boundaries)
            && Double(firsts.values.max() ?? 0) >= panelCommonStartShare * Double(runStarts.count)
    }

    /// Runs of equal cells in a column, counted on the cells themselves (no codes, no strings
    /// made): a column of a value per row (a counter, a measure) is dropped before any hashing.
    func runCount(_ name: String) -> Int? {
        var runs = 0
        if let texts = table.textColumns[name] {
            for index in texts.indices where index == 0 || texts[index] != texts[index - 1] { runs += 1 }
            return runs
        }
        // ISO times kept as numbers (ISOTimeColumn) run where their texts run.
        guard let values = table.column(named: name)?.values ?? table.isoTimes[name]?.seconds else { return nil }
        for index in values.indices where index == 0 || values[index].bitPattern != values[index - 1].bitPattern { runs += 1 }
        return runs
    }

    /// Whether each key's rows come together: no more runs of equal codes than 1.05 × keys.
    static func isGroupedInRuns(_ codes: [Int], keyCount: Int) -> Bool {
        var runs = codes.isEmpty ? 0 : 1
        for (a, b) in zip(codes, codes.dropFirst()) where a != b { runs += 1 }
        return Double(runs) <= Double(keyCount) * 1.05
    }

    /// The panel evidence of `values` against `codes` (grouped in runs), or nil when it fails a
    /// test of the type's comment. One pass over the rows, and a second that hashes (key, x)
    /// pairs only for a column that passed the others.
    static func panel(values: [Double], codes: [Int], keyCount: Int, x: String, key: String) -> PanelX? {
        var first = [Double](repeating: .nan, count: keyCount)
        var last = [Double](repeating: .nan, count: keyCount)
        var falls = [Bool](repeating: false, count: keyCount)
        var rows = [Int](repeating: 0, count: keyCount)
        var boundaries = 0, restarts = 0, filled = 0
        var previous: (code: Int, value: Double)?
        for (code, value) in zip(codes, values) where value.isFinite && code < keyCount {
            filled += 1
            rows[code] += 1
            if first[code].isNaN { first[code] = value }
            if !last[code].isNaN, value < last[code] { falls[code] = true }
            last[code] = value
            if let previous, previous.code != code {
                boundaries += 1
                if value < previous.value { restarts += 1 }
            }
            previous = (code, value)
        }
        let present = (0..<keyCount).filter { rows[$0] > 0 }
        // (Two keys say nothing of a common start: one of two is half. Two competitions ranked
        // 1…21 each are a listing sorted by rank, not two entities over a clock.)
        guard present.count >= panelLeastKeys, boundaries > 0, filled > 0 else { return nil }
        let sortedShare = Double(present.filter { !falls[$0] }.count) / Double(present.count)
        let risingShare = Double(present.filter { last[$0] > first[$0] }.count) / Double(present.count)
        let restartShare = Double(restarts) / Double(boundaries)
        var starts: [UInt64: Int] = [:]
        for key in present { starts[first[key].bitPattern, default: 0] += 1 }
        let (start, startCount) = starts.max { $0.value < $1.value || ($0.value == $1.value && $0.key > $1.key) }!
        let commonStartShare = Double(startCount) / Double(present.count)
        let rowsPerKey = Double(filled) / Double(present.count)
        guard sortedShare >= panelSortedShare, risingShare >= 0.5, restartShare >= panelRestartShare,
              commonStartShare >= panelCommonStartShare, rowsPerKey >= panelRowsPerKey else { return nil }
        // (a second pass, hashing, only for the few columns that pass the tests above)
        var pairs = Set<ChartChoice.Pair>()
        for (code, value) in zip(codes, values) where value.isFinite && code < keyCount {
            pairs.insert(ChartChoice.Pair(key: code, x: value.bitPattern))
        }
        guard Double(pairs.count) >= panelUniquePairShare * Double(filled) else { return nil }
        return PanelX(x: x, key: key, keyCount: present.count, sortedShare: sortedShare, restartShare: restartShare,
                      commonStartShare: commonStartShare, commonStart: Double(bitPattern: start), rowsPerKey: rowsPerKey)
    }
}
