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
        // Curves one after another, x rising in each, fall back only where a key's run ends:
        // once at least, and under one more time than the runs of `keyLimit` keys. Any other x
        // (sorted, or falling all over the file) rules every combination out in one pass.
        var falls = 0
        var previous = -Double.infinity
        for value in x where value.isFinite {
            if value < previous {
                falls += 1
                if Double(falls) >= Double(keyLimit) * 1.05 { return nil }
            }
            previous = value
        }
        guard falls >= 1 else { return nil }
        func uniqueShare(_ codes: [Int]) -> Double {
            var pairs = Set<Pair>()
            for (code, value) in zip(codes, x) { pairs.insert(Pair(key: code, x: value.bitPattern)) }
            return Double(pairs.count) / Double(max(codes.count, 1))
        }
        var shares: [[String]: Double] = [:]
        // The share of a combination, measured once (also for one that failed the cheap tests,
        // when a larger one containing it is weighed).
        func shareOf(_ combination: [String]) -> Double {
            if let known = shares[combination] { return known }
            let codes = (combination.count == 1 ? keyCodes(combination[0], schema: schema) : compositeKeyCodes(combination, schema: schema))?.codes
            let share = codes.map(uniqueShare) ?? 1
            shares[combination] = share
            return share
        }
        var best: CompositeKey?
        for size in (fromOne ? 1 : 2)...compositeKeyPartLimit where size <= looked.count {
            for combination in combinations(of: looked, size: size) {
                guard let (codes, names) = size == 1 ? keyCodes(combination[0], schema: schema) : compositeKeyCodes(combination, schema: schema),
                      (2...keyLimit).contains(names.count),
                      // (the cheap tests first: most combinations interleave)
                      TableSchema.isGroupedInRuns(codes, keyCount: names.count),
                      isSortedInEveryKey(x, codes: codes, keyCount: names.count) else { continue }
                let share = uniqueShare(codes)
                shares[combination] = share
                // Each column must raise the share over the combination without it.
                let without: [Double] = size == 1 ? [] : combination.indices.map { i -> Double in
                    var rest = combination
                    rest.remove(at: i)
                    return shareOf(rest)
                }
                guard share >= 0.95, share > beating, without.allSatisfy({ $0 < share }) else { continue }
                if best == nil || share > best!.unique {
                    best = CompositeKey(parts: combination, keyCount: names.count, unique: share)
                }
            }
        }
        return best
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
                                  reasons: ["\(best.keys) keys, each on a run of rows of its own: a track of (\(pair.x), \(pair.y)) per \(best.name)"]))
        return true
    }
}
