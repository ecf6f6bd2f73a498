/// Keys made of several columns: a long table whose curves are told apart only by two or three
/// columns together (component + parameter + method of characteristic lines; a turbine and an
/// air density of power curves). One column alone leaves (key, x) repeated, so its lines would
/// zig-zag through several curves; the columns together make (key, x) unique. A composite key
/// goes by its columns' names joined by `+` (`turbine+air_density`), as combined date parts do,
/// so `--by` and a spec's `by` accept it back.
extension TableSchema {
    /// The columns of a composite key name (`turbine+air_density`): nil when `name` is a column
    /// itself or any part is not one.
    public func keyParts(of name: String) -> [String]? {
        guard name.contains("+"), column(named: name) == nil else { return nil }
        let parts = name.split(separator: "+", omittingEmptySubsequences: false).map(String.init)
        guard parts.count >= 2, Set(parts).count == parts.count, parts.allSatisfy({ column(named: $0) != nil }) else { return nil }
        return parts
    }
}

extension ChartChoice {
    /// The most columns a composite key is made of.
    static let compositeKeyPartLimit = 3
    /// The most columns looked at as parts of a composite key (file order): combinations of
    /// them are tried, each one pass over the rows.
    static let compositeKeyCandidateLimit = 6

    /// Codes per row of a composite key and its key names ("NEG-Micon 2750, air_density = 1.225":
    /// a number says its column). Parts are combined one at a time into dense codes, so no
    /// product of counts can overflow.
    static func compositeKeyCodes(_ parts: [String], schema: TableSchema) -> (codes: [Int], names: [String])? {
        var combined: [Int]?
        var labels: [[String]] = []
        for part in parts {
            guard let (codes, names) = keyCodes(part, schema: schema) else { return nil }
            let numeric = !schema.table.isTextColumn(part)
            let shown = numeric ? names.map { "\(part) = \($0)" } : names
            guard let previous = combined else {
                combined = codes
                labels = shown.map { [$0] }
                continue
            }
            var index: [Int: Int] = [:]
            var next: [[String]] = []
            var result = [Int](repeating: 0, count: min(previous.count, codes.count))
            for row in result.indices {
                let pair = previous[row] * names.count + codes[row]
                if let known = index[pair] {
                    result[row] = known
                } else {
                    index[pair] = next.count
                    result[row] = next.count
                    next.append(labels[previous[row]] + [shown[codes[row]]])
                }
            }
            combined = result
            labels = next
        }
        guard let combined else { return nil }
        return (combined, labels.map { $0.joined(separator: ", ") })
    }

    /// A composite key found for x.
    struct CompositeKey: Equatable {
        var parts: [String]
        var keyCount: Int
        /// Share of rows whose (key, x) pair is their own.
        var unique: Double
        var name: String { parts.joined(separator: "+") }
    }

    /// The composite key of `x` among `parts` (file order, at most `compositeKeyCandidateLimit`
    /// looked at): the combination of two or three columns that makes (key, x) pairs the most
    /// unique, 95 % at least, each added column raising that share (none is along for the ride),
    /// with 2…`keyLimit` keys, each key's rows a run of their own in which x never falls back
    /// (the rows are curves written one after another, not events that a few labels share).
    /// Fewer columns win ties. `beating` is the share a single key already reached.
    /// With `fromOne`, one column is tried first, on the same terms: a number of few values whose
    /// rows come in runs (an air density per power curve) keys them alone.
    static func compositeKey(x: [Double], parts: [String], schema: TableSchema, beating: Double, fromOne: Bool = false) -> CompositeKey? {
        let looked = Array(parts.prefix(compositeKeyCandidateLimit))
        guard looked.count >= (fromOne ? 1 : 2) else { return nil }
        let mostRuns = Int(Double(keyLimit) * 1.05)
        // Curves one after another, x rising in each, fall back only where a key's run ends:
        // once at least, and no more often than the runs of `keyLimit` keys. Any other x (sorted,
        // or falling all over the file) rules every combination out in one pass.
        var falls: [Int] = []
        var previous = -Double.infinity
        for (row, value) in x.enumerated() where value.isFinite {
            if value < previous {
                falls.append(row)
                if falls.count >= mostRuns { return nil }
            }
            previous = value
        }
        guard !falls.isEmpty else { return nil }
        // The rows where each column's value changes down the file, compared cell by cell (no
        // hashing; a column that changes more often than `mostRuns` splits the rows into too
        // many runs for any key, and is dropped at that change), and its cell at a row.
        var cellOf: [String: (Int) -> String] = [:]
        var changesOf: [String: [Int]] = [:]
        for part in looked {
            var changes: [Int] = []
            if let texts = schema.table.textColumns[part], texts.count == x.count {
                for row in texts.indices.dropFirst() where texts[row] != texts[row - 1] {
                    changes.append(row)
                    if changes.count >= mostRuns { break }
                }
                cellOf[part] = { texts[$0] }
            } else if let values = schema.table.column(named: part)?.values, values.count == x.count {
                for row in values.indices.dropFirst() where values[row].bitPattern != values[row - 1].bitPattern {
                    changes.append(row)
                    if changes.count >= mostRuns { break }
                }
                cellOf[part] = { String(values[$0].bitPattern) }
            }
            if changes.count < mostRuns { changesOf[part] = changes } else { cellOf[part] = nil }
        }
        let usable = looked.filter { cellOf[$0] != nil }
        guard usable.count >= (fromOne ? 1 : 2) else { return nil }
        // Screened by runs alone (a few dozen rows each, no pass over the rows): a key whose
        // runs start where x falls back is sorted in each run, and then (key, x) repeats only
        // where x repeats on the next row inside a run.
        var screened: [(parts: [String], share: Double)] = []
        for size in (fromOne ? 1 : 2)...compositeKeyPartLimit where size <= usable.count {
            for combination in combinations(of: usable, size: size) {
                let starts = Set(combination.flatMap { changesOf[$0]! })
                guard falls.allSatisfy(starts.contains) else { continue }
                let runStarts = [0] + starts.sorted()
                let keys = Set(runStarts.map { row in combination.map { cellOf[$0]!(row) } }).count
                guard (2...keyLimit).contains(keys), Double(runStarts.count) <= Double(keys) * 1.05 else { continue }
                var repeated = 0
                previous = .nan
                for (row, value) in x.enumerated() {
                    if value == previous, !starts.contains(row) { repeated += 1 }
                    previous = value
                }
                let share = 1 - Double(repeated) / Double(max(x.count, 1))
                if share >= 0.95, share > beating { screened.append((combination, share)) }
            }
        }
        // The most unique first, fewer columns among equals; each confirmed on every row.
        screened.sort { $0.share > $1.share || ($0.share == $1.share && $0.parts.count < $1.parts.count) }
        var shares: [[String]: Double] = [:]
        func uniqueShare(_ codes: [Int]) -> Double {
            var pairs = Set<Pair>()
            for (code, value) in zip(codes, x) { pairs.insert(Pair(key: code, x: value.bitPattern)) }
            return Double(pairs.count) / Double(max(codes.count, 1))
        }
        func codes(_ combination: [String]) -> (codes: [Int], names: [String])? {
            combination.count == 1 ? keyCodes(combination[0], schema: schema) : compositeKeyCodes(combination, schema: schema)
        }
        func shareOf(_ combination: [String]) -> Double {
            if let known = shares[combination] { return known }
            let share = codes(combination).map { uniqueShare($0.codes) } ?? 1
            shares[combination] = share
            return share
        }
        for candidate in screened.prefix(4) {
            guard let (keyCodes, names) = codes(candidate.parts),
                  TableSchema.isGroupedInRuns(keyCodes, keyCount: names.count),
                  isSortedInEveryKey(x, codes: keyCodes, keyCount: names.count) else { continue }
            let share = shareOf(candidate.parts)
            // Each column must raise the share over the combination without it.
            let raises = candidate.parts.count == 1 || candidate.parts.indices.allSatisfy { i in
                var rest = candidate.parts
                rest.remove(at: i)
                return shareOf(rest) < share
            }
            guard share >= 0.95, share > beating, raises else { continue }
            return CompositeKey(parts: candidate.parts, keyCount: names.count, unique: share)
        }
        return nil
    }

    /// Whether x never falls within any key.
    static func isSortedInEveryKey(_ x: [Double], codes: [Int], keyCount: Int) -> Bool {
        var last = [Double](repeating: -.infinity, count: keyCount)
        for (code, value) in zip(codes, x) where value.isFinite && code < keyCount {
            if value < last[code] { return false }
            last[code] = value
        }
        return true
    }

    /// Every choice of `size` elements of `items`, in their order.
    static func combinations(of items: [String], size: Int) -> [[String]] {
        guard size > 0 else { return [[]] }
        guard items.count >= size else { return [] }
        var result: [[String]] = []
        for (i, item) in items.enumerated() {
            for rest in combinations(of: Array(items[(i + 1)...]), size: size - 1) { result.append([item] + rest) }
        }
        return result
    }
}

extension ChartChoice {
    /// Columns that may be part of a composite key of x: texts of few values, codes, and numbers
    /// of few values each on many rows (a design variable: an air density, a duration), in file
    /// order; never x, a named y or a date part.
    func compositeKeyParts(schema: TableSchema, request: ChartRequest, excluding: Set<String>) -> [String] {
        schema.columns.filter { column in
            column.name != x && !request.y.contains(column.name) && !excluding.contains(column.name) && !column.role.isTime
                && [.category, .code, .freeText, .measure].contains(column.role)
                && column.evidence.distinct >= 2 && column.evidence.distinct <= Self.keyLimit
                && column.evidence.distinct * 4 <= column.evidence.filled
        }.map(\.name)
    }

    /// Splits by a composite key: its columns leave y, one value column per key is drawn. False
    /// (nothing changed) when y holds nothing but the key's columns.
    mutating func adoptCompositeKey(_ composite: CompositeKey, distinctX: Int, beaten: [String], request: ChartRequest) -> Bool {
        guard y.contains(where: { !composite.parts.contains($0) }) else { return false }
        by = composite.name
        let repeats = Double(xValues.count) / Double(max(distinctX, 1))
        var decision = Decision(subject: "by", value: composite.name,
                                reasons: ["\(composite.keyCount) keys of \(composite.parts.joined(separator: ", ")) together; (key, \(x ?? "row")) pairs "
                                          + "\(Int((composite.unique * 100).rounded(.down))) % unique while \(x ?? "row") repeats \(String(format: "%.1f", repeats))× per value, "
                                          + "each key a run of rows along which \(x ?? "x") rises: a curve per key"],
                                beaten: beaten.map { $0 + " alone" })
        if !yIsNamed {
            let parts = Set(composite.parts)
            if y.contains(where: parts.contains), let i = decisions.firstIndex(where: { $0.subject == "y" }) {
                decisions[i].beaten.append("\(composite.parts.filter { y.contains($0) }.joined(separator: ", ")): part of the key")
            }
            y.removeAll { parts.contains($0) }
            if y.count > 1 {
                decision.reasons.append("one value column per key: \(y[0]) (name others with --y)")
                y = [y[0]]
            }
            if let i = decisions.firstIndex(where: { $0.subject == "y" }) { decisions[i].value = y.joined(separator: ", ") }
        }
        if request.x != nil && !request.y.isEmpty {
            decision.reasons.append("split although only --x and --y were named (name --by to choose)")
        }
        decisions.append(decision)
        return true
    }
}

extension ChartChoice {
    /// Least rows per key, on average, for a coordinate pair's points to be split into tracks.
    static let leastTrackRows = 3.0

    /// The points of a coordinate pair (x_km, y_km), split by a key whose rows each come as a
    /// run of their own (a satellite's positions one after another): every key is a track or an
    /// outline, and one cloud of them all would hide which point is whose. x need not repeat:
    /// positions are seldom equal. The finest such key wins (most keys, up to `keyLimit`).
    mutating func adoptTrackKey(schema: TableSchema, candidates: [TableSchema.Column]) -> Bool {
        guard let pair = Self.coordinatePair(schema), pair.x == x else { return false }
        var best: (name: String, keys: Int)?
        for column in candidates where column.role != .measure && !y.contains(column.name) {
            guard let (codes, names) = Self.keyCodes(column.name, schema: schema), (2...Self.keyLimit).contains(names.count),
                  Double(codes.count) >= Self.leastTrackRows * Double(names.count),
                  TableSchema.isGroupedInRuns(codes, keyCount: names.count), names.count > best?.keys ?? 0 else { continue }
            best = (column.name, names.count)
        }
        guard let best else { return false }
        by = best.name
        decisions.append(Decision(subject: "by", value: best.name,
                                  reasons: ["\(best.keys) keys, each on a run of rows of its own: the points of each key (a body's track, a class the file is sorted by) told apart"]))
        return true
    }
}
