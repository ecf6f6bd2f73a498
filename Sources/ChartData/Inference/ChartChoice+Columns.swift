extension ChartChoice {
    mutating func chooseY(schema: TableSchema, request: ChartRequest) {
        if !request.y.isEmpty {
            y = request.y
            yIsNamed = true
            decisions.append(Decision(subject: "y", value: y.joined(separator: ", "), reasons: ["named"]))
            return
        }
        let numeric = schema.columns.filter { $0.evidence.isNumeric && $0.name != x && $0.name != request.by
            && !request.notMeasures.contains($0.name) }
        if let place = schema.coordinates, place.longitude == x {
            y = [place.latitude]
            decisions.append(Decision(subject: "y", value: place.latitude, reasons: ["latitude of the location; other measures are other units"]))
            return
        }
        if request.by == nil, let pair = Self.coordinatePair(schema), pair.x == x {
            y = Self.pairYs(schema, pair: pair)
            decisions.append(Decision(subject: "y", value: y.joined(separator: ", "), reasons: [y.count == 1
                ? "the other half of the coordinate pair (\(pair.x), \(pair.y))"
                : "the other half of the coordinate pair (\(pair.x), \(pair.y)), and the measures named for y beside it"]))
            return
        }
        // Over time a few small whole numbers are counts (events per minute); across entities
        // they are levels (cylinders, a rating).
        var measures = drawable(numeric.filter { $0.role == .measure || ($0.role == .category && $0.isLevels && xAxis == .date
                                                                          && !Self.isStepOfTime($0, schema: schema)) },
                                schema: schema)
        // Survey weights are numbers of the sample's design: drawn only when nothing measured is left.
        let weights = measures.filter(\.isSurveyWeight)
        if weights.count < measures.count { measures.removeAll(where: \.isSurveyWeight) }
        measures = Self.withoutCounters(measures)
        var decision: Decision
        if panelKey != nil, !measures.isEmpty {
            // A panel's rows are entities over x: their measures, one per entity (adoptPanelKey).
            y = measures.map(\.name)
            decisions.append(Decision(subject: "y", value: y.joined(separator: ", "), reasons: ["every measure"]))
            return
        }
        // What a row is (entities, or samples of a sequence): ChartChoice+RowOrder.
        let rowOrder = chooseEntityRows(schema: schema, request: request, measures: measures)
            ?? chooseSignals(schema: schema, request: request, measures: measures)
        let beforeDrop = self
        let mixed = rowOrder == nil ? dropMixedCategoryX(schema: schema, request: request, measures: measures) : nil
        if let rowOrder {
            decision = rowOrder
        } else if let mixed, let crossSection = chooseCrossSection(schema: schema, request: request, measures: measures, because: mixed) {
            decision = crossSection
        } else if mixed != nil {
            // No cross-section takes the rows (they key a design): the category x stays, since
            // the row index would join unrelated entities' rows into lines.
            self = beforeDrop
            y = measures.map(\.name)
            decision = Decision(subject: "y", value: y.joined(separator: ", "),
                                reasons: [measures.count == 1 ? "the only measure" : "every measure"])
        } else if let grouped = chooseMeasurePerGroup(schema: schema, request: request, measures: measures) {
            decision = grouped
        } else if let crossSection = chooseCrossSection(schema: schema, request: request, measures: measures) {
            decision = crossSection
        } else if let lone = chooseLoneMeasure(schema: schema, request: request, measures: measures) {
            decision = lone
        } else if measures.isEmpty, let counts = chooseCounts(schema: schema, request: request, numeric: numeric) {
            decisions.append(counts)
            return
        } else if measures.isEmpty {
            // Nothing but codes, identifiers or constants: draw them rather than nothing.
            // (identifiers only when nothing else is left: the row numbers again, beside the row
            // index or the x they count)
            let others = numeric.filter { !(schema.dateParts?.name == x && $0.role == .time(.datePart)) }
            let named = others.filter { $0.role != .identifier }
            y = (named.isEmpty ? others : named).map(\.name)
            decision = Decision(subject: "y", value: y.isEmpty ? "none" : y.joined(separator: ", "),
                                reasons: [y.isEmpty ? "no numeric column" : "no measure in the table, so the other numbers"])
            warnAboutConstantsDrawn(schema: schema)
        } else {
            y = measures.map(\.name)
            decision = Decision(subject: "y", value: y.joined(separator: ", "),
                                reasons: [measures.count == 1 ? "the only measure" : "every measure"])
        }
        // A set: a table of 10^5 columns would otherwise search the drawn names once per column.
        let drawn = Set(y)
        decision.beaten = numeric.filter { $0.role != .measure && !drawn.contains($0.name) && $0.name != x }.prefix(4)
            .map { "\($0.name): \($0.role) (\($0.summary)), never a measure" }
            + weights.filter { !drawn.contains($0.name) && $0.name != x }.prefix(2).map { "\($0.name): \($0.summary)" }
            + numeric.compactMap { drawn.contains($0.name) ? nil : leftOutReason($0, schema: schema) }.prefix(3)
        decisions.append(decision)
    }

    /// Keys per row of a category or code column, as small integers, and the key names in order
    /// of first appearance (numbers written as `NumberText.plain` writes them).
    static func keyCodes(_ name: String, schema: TableSchema) -> (codes: [Int], names: [String])? {
        // (several columns as one key: ChartChoice+CompositeKeys)
        if let parts = schema.keyParts(of: name) { return compositeKeyCodes(parts, schema: schema) }
        var index: [String: Int] = [:]
        var names: [String] = []
        func code(_ key: String) -> Int {
            if let known = index[key] { return known }
            index[key] = names.count
            names.append(key)
            return names.count - 1
        }
        if let texts = schema.table.texts(of: name) {
            return (texts.map(code), names)
        }
        guard let values = schema.table.column(named: name)?.values else { return nil }
        var numberIndex: [UInt64: Int] = [:]
        let codes = values.map { value -> Int in
            if let known = numberIndex[value.bitPattern] { return known }
            let c = code(NumberText.plain(value))
            numberIndex[value.bitPattern] = c
            return c
        }
        return (codes, names)
    }

    /// The key of a long table: a category or code column with 2…50 keys such that (key, x)
    /// pairs are 95 % unique while x alone repeats at least twice on average. Scored by how
    /// unique the pairs are; also looked for when x and y were named (a split that was not
    /// asked for is said in the explanation).
    /// The least share of x values a key's entities are seen at, on average, for the key to split
    /// the rows into series.
    static let leastKeyCoverage = 0.2

    mutating func chooseBy(schema: TableSchema, request: ChartRequest) {
        if let named = request.by {
            by = named
            decisions.append(Decision(subject: "by", value: named, reasons: ["named"]))
            return
        }
        // Rows counted because nothing is measured (`chooseCounts`): a key of a long table would
        // count one row per series and x.
        if aggregation == .count, request.aggregation == nil, y.isEmpty { return }
        if adoptPanelKey(schema: schema) || adoptDesignKey(schema: schema) { return }
        if marksBy != nil {
            chooseMarks(schema: schema)
            return
        }
        if isCrossSection {
            if let (colour, share) = tellingColour(schema: schema, request: request) {
                by = colour.name
                if colour.evidence.isNumeric { colourKeyPrefix = "\(colour.name) = " }
                decisions.append(Decision(subject: "by", value: colour.name,
                                          reasons: ["a small category (\(colour.evidence.distinctText)) colours the points of a cross-section: "
                                                    + "the one that tells them apart best (explains \(Int((share * 100).rounded())) % of the variance)"]))
            }
            return
        }
        guard [.date, .number, .year].contains(xAxis), schema.rowCount >= 4 else { return }
        let partNames = Set(schema.dateParts?.columns.map(\.name) ?? [])
        // Text categories and codes; whole-number measures too (R's `Chick`, `Subject`: an id per
        // entity), at a higher cost, and then no longer a measure.
        let candidates = schema.columns.filter { column in
            column.name != x && !request.y.contains(column.name) && !partNames.contains(column.name)
                && (column.role == .category || column.role == .code || column.role == .freeText
                    // (up to 50 values: a key to split by, seen 4 times each; more: an id per
                    // entity, looked at only to leave it out of y and say which key merged)
                    || (column.role == .measure && column.evidence.isInteger && y.contains { $0 != column.name }
                        && column.evidence.filled >= 20
                        && (column.evidence.distinct > 50 || column.evidence.filled >= 4 * column.evidence.distinct)))
                && column.evidence.distinct >= 2 && column.evidence.distinct * 2 <= column.evidence.filled
        }
        // (x that hardly repeats is looked at too: keys whose ranges hardly overlap, ChartChoice+LongTables)
        guard let distinctXCount = Self.distinctXForKeys(xValues) else { return }
        let xRepeatsOften = distinctXCount * 2 <= xValues.count
        var scored: [(Candidate, Double)] = []
        var tooMany: [(name: String, keys: Int, pairsUnique: Bool, isPanel: Bool)] = []
        var nearKey: (name: String, unique: Double)?
        for column in candidates {
            // More than 50 keys make no legend; checked (for a warning) only while cheap.
            guard column.evidence.distinct <= 50 || tooMany.count < 2 else { continue }
            guard let (codes, names) = Self.keyCodes(column.name, schema: schema) else { continue }
            // (x that hardly repeats pairs uniquely with any id: only a legend's worth of keys is looked at)
            if !xRepeatsOften && names.count > 50 { continue }
            // Numbers key series only when they name entities (TableSchema+Keys), never a
            // measure that pairs uniquely with x by chance.
            let keyness = column.evidence.isNumeric || names.count > 50
                ? TableSchema.keyEvidence(codes: codes, keyCount: names.count, x: xValues, column: column.evidence) : nil
            if column.evidence.isNumeric || names.count > 50, keyness?.isKey != true { continue }
            var pairs = Set<Pair>()
            for (code, xv) in zip(codes, xValues) { pairs.insert(Pair(key: code, x: xv.bitPattern)) }
            let unique = Double(pairs.count) / Double(max(codes.count, 1))
            if names.count > 50, unique < 0.95, keyness?.isKey == true, !column.evidence.isNumeric {
                // The same entities at every x under a second key (state within disease).
                tooMany.append((column.name, names.count, false, true))
                continue
            }
            guard unique >= 0.95 else {
                if xRepeatsOften, names.count <= 50, unique > (nearKey?.unique ?? Self.nearKeyPairShare) { nearKey = (column.name, unique) }
                continue
            }
            guard names.count <= 50 else {
                tooMany.append((column.name, names.count, true, (keyness?.setOverlap ?? 0) >= TableSchema.KeyEvidence.overlapLimit))
                if column.role == .measure, !yIsNamed, y.count > 1 {
                    // One whole number per entity per x (a person id per year): a key, not a measure.
                    y.removeAll { $0 == column.name }
                    if let i = decisions.firstIndex(where: { $0.subject == "y" }) {
                        decisions[i].value = y.joined(separator: ", ")
                        decisions[i].beaten.append("\(column.name): an id per entity (\(names.count) of them, each once per \(x ?? "x"))")
                    }
                }
                continue
            }
            // How much of x each key sees: a station or a chick is measured at most times; a
            // measure that happens to pair uniquely with x (a weight) sees few.
            var coverage = Double(pairs.count) / Double(max(names.count * distinctXCount, 1))
            guard column.role != .measure || (xRepeatsOften && coverage >= 0.5) else { continue }
            // Events labelled by a category (orders by pizza name, each name at 7 % of the
            // instants) are records, not series: a key names entities seen at a fifth of x at least,
            // or densely within its own span when the keys' ranges hardly overlap.
            var spanReason = ""
            if !xRepeatsOften || coverage < Self.leastKeyCoverage {
                let span = Self.keySpan(codes: codes, keyCount: names.count, x: xValues)
                let shared = Double(xValues.count - distinctXCount) >= Self.leastSharedXShare * Double(xValues.count)
                guard span.localCoverage >= Self.leastLocalCoverage, xRepeatsOften || shared || span.restartsPerKey else { continue }
                coverage = max(coverage, span.localCoverage)
                spanReason = "; each key is seen at \(Int((span.localCoverage * 100).rounded())) % of the x values within its own span"
                    + (span.restartsPerKey ? ", x starting again per key" : "") + " (the keys' ranges hardly overlap)"
            }
            let cost = (1 - unique) * 20 + (1 - coverage) * 2 + Double(column.position) * Cost.perPosition + (column.role == .measure ? 1 : 0)
            let repeats = Double(xValues.count) / Double(max(distinctXCount, 1))
            let reason = (column.evidence.isNumeric ? "whole-number ids, " : "") + "\(names.count) keys; (\(column.name), \(x ?? "row")) pairs \(Int((unique * 100).rounded(.down))) % unique "
                + "while \(x ?? "row") repeats \(String(format: "%.1f", repeats))× per value" + spanReason
            scored.append((Candidate(name: column.name, cost: cost, reason: reason), unique))
        }
        scored.sort { $0.0.cost < $1.0.cost }
        // No one column makes (key, x) unique: two or three together may (ChartChoice+CompositeKeys).
        if xRepeatsOften, scored.first.map({ $0.1 < 0.99 }) ?? true,
           let composite = Self.compositeKey(x: xValues, parts: compositeKeyParts(schema: schema, request: request, excluding: partNames),
                                             schema: schema, beating: scored.first?.1 ?? 0),
           adoptCompositeKey(composite, distinctX: distinctXCount, beaten: scored.prefix(2).map { "\($0.0.name!): pairs \(Int(($0.1 * 100).rounded(.down))) % unique" },
                             request: request) {
            return
        }
        if scored.isEmpty, !xRepeatsOften, adoptTrackKey(schema: schema, candidates: candidates) { return }
        guard let best = scored.first else {
            if tooMany.isEmpty, let nearKey { warnAboutNearKey(nearKey.name, uniqueShare: nearKey.unique, distinctX: distinctXCount) }
            if let first = tooMany.first, !first.isPanel || !foldManyKeys(schema: schema, request: request, key: first.name, keyCount: first.keys, pairsUnique: first.pairsUnique) {
                warnings.append("\(x ?? "x") repeats once per value of \(first.name) (\(first.keys) keys): too many keys to split into series, so the rows are drawn merged (name --by, or filter the rows)")
            }
            return
        }
        if let key = best.0.name, y.contains(key) {
            y.removeAll { $0 == key }
            if let i = decisions.firstIndex(where: { $0.subject == "y" }) {
                decisions[i].value = y.joined(separator: ", ")
                decisions[i].beaten.append("\(key): whole numbers keying the series")
            }
        }
        by = best.0.name
        warnAboutWeakSplit(key: best.0.name!, uniqueShare: best.1)
        var decision = Decision(subject: "by", value: by!, reasons: [best.0.reason])
        decision.beaten = scored.dropFirst().prefix(2).map { "\($0.0.name!): pairs \(Int(($0.1 * 100).rounded(.down))) % unique" }
        if request.x != nil && !request.y.isEmpty {
            decision.reasons.append("split although only --x and --y were named (name --by to choose)")
        }
        if !yIsNamed, y.count > 1 {
            // One value column per key reads best; the rest stay in the file (name them with --y).
            decision.reasons.append("one value column per key: \(y[0]) (name others with --y)")
            if let i = decisions.firstIndex(where: { $0.subject == "y" }) {
                decisions[i].value = y[0]
                decisions[i].reasons = ["the first measure, per key of \(by!)"]
            }
            y = [y[0]]
        }
        decisions.append(decision)
    }

    struct Pair: Hashable {
        var key: Int
        var x: UInt64
    }

    mutating func chooseKind(schema: TableSchema, request: ChartRequest) {
        if aggregation == nil, xAxis == .category, categories.count < xValues.count {
            aggregation = .mean
            decisions.append(Decision(subject: "agg", value: "mean",
                                      reasons: ["\(ColumnEvidence.grouped(xValues.count)) rows over \(categories.count) categories"]))
        } else if let aggregation, !decisions.contains(where: { $0.subject == "agg" }) {
            decisions.append(Decision(subject: "agg", value: aggregation.rawValue, reasons: ["named"]))
        }
        if let named = request.kind {
            kind = named.lowercased()
            decisions.append(Decision(subject: "kind", value: kind, reasons: ["named"]))
        } else if xAxis == .category {
            kind = "column"
            decisions.append(Decision(subject: "kind", value: kind, reasons: ["categories on x"]))
        } else if aggregation != nil && xAxis != .date {
            kind = "column"
            decisions.append(Decision(subject: "kind", value: kind, reasons: ["rows folded by \(aggregation!.rawValue)"]))
        } else if marksBy != nil {
            kind = "scatter"
            decisions.append(Decision(subject: "kind", value: kind, reasons: ["a sequence marked by \(marksBy!): points over the rows, coloured by the mark"],
                                      beaten: ["line: would join the marked rows across the gaps between them"]))
        } else if isCrossSection || isRecords {
            kind = "scatter"
            decisions.append(Decision(subject: "kind", value: kind, reasons: [isCrossSection ? "a cross-section: points of entities" : "records: points"],
                                      beaten: ["line: would join unrelated rows"]))
        } else if !runStarts.isEmpty, by == nil {
            kind = "line"
            decisions.append(Decision(subject: "kind", value: kind, reasons: ["x rises within each of \(runStarts.count + 1) runs"],
                                      beaten: ["scatter: the runs are sequences"]))
        } else if let place = schema.coordinates, place.longitude == x {
            kind = "scatter"
            decisions.append(Decision(subject: "kind", value: kind, reasons: ["a location: points of longitude and latitude"]))
        } else if aggregation == nil, by == nil, xAxis == .date, let name = schema.columns.first(where: { column in
            !column.evidence.isNumeric && column.dateParser == nil && column.evidence.filled >= 10 && column.evidence.isAllDistinct
        }), !Self.isSorted(xValues), !Self.isSorted(xValues.reversed()) {
            // Dates in no order beside a name per row (senators sorted by name) are records: a
            // line would join unrelated rows.
            kind = "scatter"
            decisions.append(Decision(subject: "kind", value: kind, reasons: ["times in no order in the file, a name per row (\(name.name)): records, not a sequence"],
                                      beaten: ["line: would join unrelated rows"]))
        } else if aggregation == nil, by == nil, xAxis == .date, !Self.isSorted(xValues), !Self.isSorted(xValues.reversed()),
                  let (jumping, looked) = measuresJumpingInTimeOrder(schema: schema) {
            // Dates in no order whose measures, put in time order, still jump from row to row
            // (bonds by issue date, patients by diagnosis date) are records: sorted and joined,
            // they would be a band of zig-zags. A shuffled series follows on once sorted.
            kind = "scatter"
            decisions.append(Decision(subject: "kind", value: kind, reasons: ["times in no order in the file, and in time order \(jumping) of \(looked) measures still jump from row to row "
                                                                               + "(lag-1 r under \(Self.unrelatedRowsAutocorrelation)): records, not a sequence"],
                                      beaten: ["line: would join unrelated rows"]))
        } else if aggregation == nil, [.number, .year, .log].contains(xAxis), !isPanelSplit, !isXSortedInEverySeries(schema: schema),
                  !isXStrictlyFalling(schema: schema) {
            kind = "scatter"
            decisions.append(Decision(subject: "kind", value: kind, reasons: ["x is not sorted"], beaten: ["line: would zig-zag"]))
        } else if aggregation == nil, by == nil, [.number, .year, .date].contains(xAxis), let repeats = Self.repeats(xValues), repeats >= 2 {
            // Rows sharing an x with no key to tell them apart are records, not a sequence.
            kind = "scatter"
            decisions.append(Decision(subject: "kind", value: kind,
                                      reasons: ["x repeats \(String(format: "%.1f", repeats))× per value with no key: records, not a sequence"],
                                      beaten: ["line: would join unrelated rows"]))
        } else if isLoneMeasureOverEntities(schema: schema) {
            kind = "scatter"
            decisions.append(Decision(subject: "kind", value: kind, reasons: ["one measure over rows of entities (described by codes, categories or weights; no time, no course from row to row): points"],
                                      beaten: ["line: would join unrelated rows"]))
        } else {
            kind = "line"
            decisions.append(Decision(subject: "kind", value: kind, reasons: [xAxis == .date ? "time on x" : "x is sorted"]))
        }
    }

    /// How many of the measures drawn (of how many looked at) do not follow on from one row to
    /// the next once the rows are put in x's order, when most do (two at least); nil otherwise.
    func measuresJumpingInTimeOrder(schema: TableSchema) -> (jumping: Int, looked: Int)? {
        guard xValues.count >= 8 else { return nil }
        let order = xValues.indices.filter { !xValues[$0].isNaN }.sorted { xValues[$0] < xValues[$1] }
        let (jumping, looked) = measuresNotFollowingOn(schema: schema, order: order)
        return jumping.count >= 2 && jumping.count * 2 > looked ? (jumping.count, looked) : nil
    }

    /// Rows per distinct x value (from a capped sample of 100,000 rows); nil for too few rows.
    static func repeats(_ values: [Double]) -> Double? {
        let (distinct, _, looked) = ColumnEvidence.countDistinct(values.count) { values[$0].isNaN ? nil : values[$0].bitPattern }
        guard looked >= 8, distinct > 0 else { return nil }
        return Double(looked) / Double(distinct)
    }

    /// Whether x never decreases within each series (dates are sorted when drawn).
    private func isXSortedInEverySeries(schema: TableSchema) -> Bool {
        guard let by, let (codes, names) = Self.keyCodes(by, schema: schema) else { return Self.isSorted(xValues) }
        var last = [Double](repeating: -.infinity, count: names.count)
        for (code, value) in zip(codes, xValues) where !value.isNaN {
            if value < last[code] { return false }
            last[code] = value
        }
        return true
    }

    /// Whether the non-NaN values never decrease.
    public static func isSorted(_ values: [Double]) -> Bool {
        var last = -Double.infinity
        for v in values where !v.isNaN {
            if v < last { return false }
            last = v
        }
        return true
    }

    /// How many distinct bit patterns the values other than NaN have, when at most `limit`; nil
    /// beyond. In order and never decreasing (a time column), they are counted as runs, with no
    /// hashing (zeros aside, equal values have equal bits there); else in a set that stops once
    /// past the limit: 10^7 distinct times had cost 2 s of hashing for a yes-or-no.
    static func distinctValueCount(_ values: [Double], atMost limit: Int) -> Int? {
        var runs = 0
        var previous = -Double.infinity
        var inOrder = true
        for value in values where !value.isNaN {
            if value < previous || value == 0 {
                inOrder = false
                break
            }
            if runs == 0 || value != previous { runs += 1 }
            previous = value
        }
        if inOrder { return runs <= limit ? runs : nil }
        var seen = Set<UInt64>()
        for value in values where !value.isNaN {
            seen.insert(value.bitPattern)
            if seen.count > limit { return nil }
        }
        return seen.count
    }
}
