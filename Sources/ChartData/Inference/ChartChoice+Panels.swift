/// Long and panel tables: a design x measured inside every entity (Time per Chick), and keys
/// with too many values to draw (142 countries), folded into a few groups by a small category.
extension ChartChoice {
    // MARK: - Design x

    /// Takes a design x and its key (`TableSchema.designX`) in place of x when no time column
    /// won x and the user named none: weight against Time by Chick, not a saw-tooth over rows.
    mutating func adoptDesignX(schema: TableSchema, request: ChartRequest) throws(InferenceError) {
        guard request.x == nil else { return }
        if let x, schema.column(named: x)?.role.isTime == true || x == schema.dateParts?.name || x == schema.coordinates?.longitude {
            return
        }
        var excluding = Set(request.y)
        for part in schema.dateParts?.columns ?? [] { excluding.insert(part.name) }
        let previous = decisions.last { $0.subject == "x" }
        var decision: Decision
        let factors = request.xAxis == nil ? schema.factorDesign(excluding: excluding) : nil
        if let design = schema.designX(excluding: excluding), request.by == nil || request.by == design.key,
           factors?.entity != design.x {
            // (A numbered subject is no design x when it is the entity of a factor design.)
            x = design.x
            designKey = design.key
            decision = Decision(subject: "x", value: design.x, reasons: [design.reason])
        } else if let design = factors, request.by == nil || request.by == design.group {
            x = design.factor
            designKey = design.entity
            designGroup = design.group
            decision = Decision(subject: "x", value: design.factor, reasons: [design.reason])
        } else if request.by == nil, request.xAxis == nil, let panel = adoptPanelX(schema: schema, excluding: excluding) {
            decision = panel
        } else if request.by == nil, let entity = x.flatMap({ schema.column(named: $0) }), entity.position == 0,
                  let measures = Self.repeatedMeasures(of: entity, schema: schema, excluding: excluding) {
            // The first column names entities seen several times each (Subject 1…8): the rows
            // are repeated measures, one measure against the next per entity.
            x = measures[0].name
            designKey = entity.name
            decision = Decision(subject: "x", value: measures[0].name,
                                reasons: ["rows are repeated measures of \(entity.evidence.distinct) \(entity.name) (≈\(Int((Double(entity.evidence.filled) / Double(max(entity.evidence.distinct, 1))).rounded())) rows each, grouped): the first measure against the next, per \(entity.name)"])
        } else {
            return
        }
        categories = []
        epochScale = nil
        try readX(schema: schema, request: request)
        if xAxis == .category, let order = Self.calendarOrder(categories) {
            // Month names read in calendar order, not as the file first lists them.
            var index = [Double](repeating: 0, count: categories.count)
            for (new, old) in order.enumerated() { index[old] = Double(new) }
            categories = order.map { categories[$0] }
            xValues = xValues.map { $0.isNaN ? $0 : index[Int($0)] }
            decision.reasons.append("months in calendar order")
        }
        if let previous {
            decision.beaten = ["\(previous.value): \(previous.reasons.first ?? "")"] + previous.beaten.prefix(1)
        }
        decisions.removeAll { $0.subject == "x" }
        decisions.insert(decision, at: 0)
    }

    /// The measures (not whole numbers) of a table whose first column keys repeated measures:
    /// 2…50 entities, each on 3 or more rows that come together; nil unless two or more.
    static func repeatedMeasures(of entity: TableSchema.Column, schema: TableSchema, excluding: Set<String>) -> [TableSchema.Column]? {
        guard !entity.role.isTime, entity.role != .identifier, entity.role != .constant,
              !entity.evidence.isNumeric || entity.evidence.isInteger,
              (2...keyLimit).contains(entity.evidence.distinct), entity.evidence.distinct * 3 <= entity.evidence.filled,
              let (codes, names) = keyCodes(entity.name, schema: schema) else { return nil }
        var runs = 1
        for (a, b) in zip(codes, codes.dropFirst()) where a != b { runs += 1 }
        guard runs == names.count else { return nil }
        let measures = schema.columns.filter { $0.role == .measure && !$0.evidence.isInteger && $0.name != entity.name && !excluding.contains($0.name) }
        return measures.count >= 2 ? measures : nil
    }

    /// Splits by the design x's key, drawing one value column per entity; true when it did.
    mutating func adoptDesignKey(schema: TableSchema) -> Bool {
        // (a composite key is found again, and split by, in chooseBy)
        guard let designKey, let column = schema.column(named: designKey),
              let (_, names) = Self.keyCodes(designKey, schema: schema) else { return false }
        if xAxis == .category {
            adoptFactorGroup(schema: schema, entity: column, entityCount: names.count)
            return true
        }
        // More entities than lines can be told apart (365 days of 24 hours): the keys are folded
        // like any other key past the limit (chooseBy), never handed on as a split to refuse.
        guard names.count <= Self.keyLimit else { return false }
        by = designKey
        let perKey = Double(schema.rowCount) / Double(max(names.count, 1))
        let what = !column.evidence.isNumeric ? "text" : column.evidence.isInteger ? "whole-number id" : "a number of few values"
        var decision = Decision(subject: "by", value: designKey,
                                reasons: ["\(what), \(names.count) values each with ≈\(Int(perKey.rounded())) \(x ?? "x") values"])
        if !yIsNamed {
            y.removeAll { $0 == designKey }
            if y.count > 1 {
                decision.reasons.append("one value column per key: \(y[0]) (name others with --y)")
                y = [y[0]]
            }
            if let i = decisions.firstIndex(where: { $0.subject == "y" }) {
                decisions[i].value = y.joined(separator: ", ")
                decisions[i].beaten.removeAll { $0.hasPrefix(designKey + ":") }
                if column.role == .measure { decisions[i].beaten.append("\(designKey): ids of the entities, never a measure") }
            }
        }
        decisions.append(decision)
        return true
    }

    // MARK: - Too many keys

    /// Keys past this count make no legend: they are folded into groups.
    static let keyLimit = 50
    /// Groups a small category may make of too many keys.
    static let groupLimit = paletteSize

    /// Folds a key with too many values into a few series: by a small category when the table
    /// has one (continent for 142 countries: the mean lifeExp per year by continent), else one
    /// series over every key, the mean of the keys per x (defined for any measure; a sum is not
    /// for rates or scores). `pairsUnique` false: the key repeats per x under a second key (states
    /// within diseases), so only a category that tells those apart may group it. True when it
    /// folded (a warning says which), false to leave the rows merged.
    mutating func foldManyKeys(schema: TableSchema, request: ChartRequest, key: String, keyCount: Int, pairsUnique: Bool = true) -> Bool {
        guard !yIsNamed, request.by == nil, aggregation == nil,
              let (keyCodes, _) = Self.keyCodes(key, schema: schema) else { return false }
        // The value of the entities: the first measure that is not fixed by the key or by a
        // category (then it is an attribute: a country's code, an age group's first year).
        let values = y.filter { $0 != key }
        // (x too, when it repeats: a measure of one value per x is the same line for every group)
        let fixers = [keyCodes] + [xKeysWhenRepeated(schema: schema)].compactMap { $0 } + schema.columns.filter { $0.role == .category && !$0.evidence.isNumeric && $0.name != key }
            .prefix(8).compactMap { Self.keyCodes($0.name, schema: schema)?.codes }
        let varying = values.filter { name in
            guard let (codes, _) = Self.keyCodes(name, schema: schema) else { return true }
            return !fixers.contains { Self.isFunction(of: $0, codes) } && !isClock(name, schema: schema, keys: keyCodes)
        }
        // A value named like a count or an outcome (`count`, `cases`, `value`) before the first:
        // the first may be bookkeeping (`weeks_reporting` before `count`).
        guard let measure = varying.first(where: { ColumnName($0).soundsLikeCount || ColumnName($0).soundsLikeOutcome })
            ?? varying.first ?? values.first else { return false }
        let partNames = Set(schema.dateParts?.columns.map(\.name) ?? [])
        // A key seen the same number of times at every x is crossed with other keys (a
        // country × sex × age group table); varying counts are records (polls per state).
        let balanced = !pairsUnique && isBalanced(keyCodes)
        // A small category that groups the keys: best one value per key (a country's continent).
        var best: (column: TableSchema.Column, perKey: Bool)?
        for column in schema.columns where column.role == .category && column.name != key && column.name != x
            && !y.contains(column.name) && !partNames.contains(column.name)
            && (2...Self.groupLimit).contains(column.evidence.distinct) {
            guard let (codes, _) = Self.keyCodes(column.name, schema: schema) else { continue }
            let perKey = Self.isFunction(of: keyCodes, codes)
            let better: Bool
            if let current = best {
                // One value per key first, then text over numbers, then file order.
                better = (perKey && !current.perKey)
                    || (perKey == current.perKey && !column.evidence.isNumeric && current.column.evidence.isNumeric)
            } else {
                better = true
            }
            if better, pairsUnique || balanced || tellsApart(schema: schema, key: keyCodes, codes) { best = (column, perKey) }
        }
        if !pairsUnique && !balanced && best == nil { return false }
        aggregation = .mean
        foldedKey = key
        y = [measure]
        let how = "mean"
        if let i = decisions.firstIndex(where: { $0.subject == "y" }) {
            decisions[i].value = measure
            decisions[i].reasons = [(measure == varying.first || measure == values.first ? "the first measure" : "the measure named like a count or an outcome") + ", folded over \(keyCount) \(key) keys"]
        }
        let group: String
        if let (column, perKey) = best {
            by = column.name
            group = " by \(column.name)"
            decisions.append(Decision(subject: "by", value: column.name,
                                      reasons: ["\(key) has \(keyCount) keys, too many to draw",
                                                "\(column.name) (\(column.evidence.distinct) values\(perKey ? ", one per \(key)" : "")) groups them"],
                                      beaten: ["\(key): \(keyCount) keys"]))
        } else {
            group = ""
        }
        warnings.append("\(x ?? "x") repeats once per value of \(key) (\(keyCount) keys): too many to draw, so the \(how) \(measure) per \(x ?? "x")\(group) is drawn (name --by \(key) for every key)")
        return true
    }

    /// Whether a measure rises with x step for step inside every entity (experience or age
    /// against the year): x again, not a value of the entities. `risesWithX` with differences
    /// equal to 1e-9 of their size.
    private func isClock(_ name: String, schema: TableSchema, keys: [Int]) -> Bool {
        risesWithX(name, schema: schema, keys: keys) { known, difference, _, _ in
            abs(known - difference) < 1e-9 * max(1, abs(difference))
        }
    }

    /// Whether 90 % of (key, x) pairs hold the same number of rows.
    private func isBalanced(_ key: [Int]) -> Bool {
        var counts: [Pair: Int] = [:]
        for row in key.indices where row < xValues.count { counts[Pair(key: key[row], x: xValues[row].bitPattern), default: 0] += 1 }
        var histogram: [Int: Int] = [:]
        for count in counts.values { histogram[count, default: 0] += 1 }
        return Double(histogram.values.max() ?? 0) >= 0.9 * Double(counts.count)
    }

    /// Whether (key, category, x) is 95 % unique: the category tells apart the rows a key repeats
    /// at one x.
    private func tellsApart(schema: TableSchema, key: [Int], _ category: [Int]) -> Bool {
        var cells = Set<[UInt64]>()
        for row in key.indices where row < xValues.count {
            cells.insert([UInt64(key[row]), UInt64(category[row]), xValues[row].bitPattern])
        }
        return Double(cells.count) >= 0.95 * Double(key.count)
    }

    /// Whether each key has one value of `values` (95 % of rows agree with the key's first).
    static func isFunction(of keys: [Int], _ values: [Int]) -> Bool {
        var first: [Int: Int] = [:]
        var agree = 0, rows = 0
        for (key, value) in zip(keys, values) {
            rows += 1
            if let known = first[key] {
                if known == value { agree += 1 }
            } else {
                first[key] = value
                agree += 1
            }
        }
        return rows > 0 && Double(agree) >= 0.95 * Double(rows)
    }

    /// After the kind: folded keys over an ordered x draw lines (the groups' course over x), and
    /// the fold is said as the reason for the aggregation.
    mutating func refineFoldedKeys(schema: TableSchema, request: ChartRequest) {
        warnAboutNumberedColumns(schema: schema, request: request)
        guard let foldedKey, let aggregation else { return }
        if let i = decisions.firstIndex(where: { $0.subject == "agg" }) {
            decisions[i].reasons = ["\(foldedKey) has too many keys to draw: the \(aggregation.rawValue) of its keys per \(x ?? "x")"]
        }
        guard request.kind == nil, [.date, .year, .number].contains(xAxis) else { return }
        kind = "line"
        if let i = decisions.firstIndex(where: { $0.subject == "kind" }) {
            decisions[i] = Decision(subject: "kind", value: "line", reasons: ["one folded value per \(x ?? "x") and group"],
                                    beaten: ["column: hides the course over x"])
        }
    }

    /// The split of a repeated-measures design: by its second factor or the entities' group,
    /// never by the entities; the measure is the first that is not the entity id.
    private mutating func adoptFactorGroup(schema: TableSchema, entity: TableSchema.Column, entityCount: Int) {
        if let group = designGroup, let column = schema.column(named: group) {
            by = group
            let within = schema.factorDesign(excluding: [])?.groupIsWithin ?? false
            decisions.append(Decision(subject: "by", value: group,
                                      reasons: [within ? "a second factor each \(entity.name) is measured at (\(column.evidence.distinct) levels)"
                                                       : "a group of \(entity.name) (\(column.evidence.distinct) values, one per \(entity.name))"],
                                      beaten: ["\(entity.name): \(entityCount) entities, averaged per level"]))
        }
        guard !yIsNamed else { return }
        y.removeAll { $0 == entity.name }
        if y.isEmpty, let measure = schema.columns.first(where: { column in
            column.evidence.isNumeric && (column.role == .measure || column.isLevels) && column.name != entity.name && column.name != x
        }) {
            y = [measure.name]
        }
        // The measure of the design changes across its levels; one that holds a single value per
        // entity (a département's abstention beside each candidate's votes) is an attribute of
        // the entity, and its mean is the same at every level.
        if let entityCodes = Self.keyCodes(entity.name, schema: schema)?.codes {
            let varying = { (name: String) -> Bool in
                guard let values = schema.table.column(named: name)?.values else { return false }
                var index: [UInt64: Int] = [:]
                let codes = values.map { value -> Int in
                    if let known = index[value.bitPattern] { return known }
                    index[value.bitPattern] = index.count
                    return index.count - 1
                }
                return !Self.isFunction(of: entityCodes, codes)
            }
            if let first = y.first, !varying(first) {
                let others = y.dropFirst() + schema.columns.filter { column in
                    column.evidence.isNumeric && column.role == .measure && !column.isSurveyWeight
                        && column.name != entity.name && column.name != x && !y.contains(column.name)
                }.map(\.name)
                if let better = others.first(where: varying) { y = [better] + y.filter { $0 != better } }
            }
        }
        if y.count > 1 { y = [y[0]] }
        if let i = decisions.firstIndex(where: { $0.subject == "y" }) {
            decisions[i].value = y.joined(separator: ", ")
            decisions[i].reasons = ["the measure of the design (not the \(entity.name) ids)"]
            decisions[i].beaten.removeAll { $0.hasPrefix(entity.name + ":") }
        }
    }

    /// The calendar order of month names (`August, January, June` → January, June, August), as
    /// indices into `names`; nil unless every name is a month.
    static func calendarOrder(_ names: [String]) -> [Int]? {
        let months = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december"]
        let numbers = names.map { name -> Int? in
            let word = name.lowercased()
            guard word.count >= 3 else { return nil }
            return months.firstIndex { $0 == word || ($0.hasPrefix(word) && word.count == 3) }
        }
        guard names.count >= 2, numbers.allSatisfy({ $0 != nil }) else { return nil }
        let order = names.indices.sorted { numbers[$0]! < numbers[$1]! }
        return order == Array(names.indices) ? nil : order
    }

    // MARK: - Numbered columns

    /// Columns called one word and numbers in turn (`wk1` … `wk76`): one measure over numbered
    /// steps spread across columns, a wide table whose rows are the series. Said in a warning,
    /// since the chart draws the columns as the file has them. Not when the file declares its
    /// columns series (a Monash `.tsf`'s T1 … T181).
    mutating func warnAboutNumberedColumns(schema: TableSchema, request: ChartRequest) {
        guard !request.columnsAreDeclaredSeries else { return }
        guard let run = Self.numberedColumns(schema.names), y.count >= 2,
              y.filter({ $0.hasPrefix(run.prefix) }).count * 2 >= y.count else { return }
        warnings.append("columns \(run.prefix)\(run.first)…\(run.prefix)\(run.last) are one measure over \(run.count) numbered steps (a wide table: each row is a series); drawn as columns, as the file has them (reshape to long to draw each row over \(run.prefix))")
    }

    /// The longest run of names `prefix` + 1, 2, 3, … (8 or more), if any.
    static func numberedColumns(_ names: [String]) -> (prefix: String, first: Int, last: Int, count: Int)? {
        var numbers: [String: [Int]] = [:]
        for name in names {
            let digits = name.reversed().prefix { $0.isASCII && $0.isNumber }
            let prefix = name.dropLast(digits.count)
            guard !digits.isEmpty, !prefix.isEmpty, prefix.last?.isLetter == true, let n = Int(String(digits.reversed())) else { continue }
            numbers[String(prefix), default: []].append(n)
        }
        var best: (String, Int, Int, Int)?
        for (prefix, list) in numbers where list.count >= 8 {
            let sorted = list.sorted()
            guard sorted.last! - sorted.first! + 1 == sorted.count else { continue }
            if sorted.count > best?.3 ?? 0 { best = (prefix, sorted.first!, sorted.last!, sorted.count) }
        }
        return best.map { (prefix: $0.0, first: $0.1, last: $0.2, count: $0.3) }
    }
}
