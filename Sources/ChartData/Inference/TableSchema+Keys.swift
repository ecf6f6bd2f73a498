/// Evidence that a column is the key of a long table (the entity each row belongs to: a chick, a
/// country, a station), and that a numeric column is the design x measured inside every entity.
/// Each test is one pass over the rows.
extension TableSchema {
    /// How a column behaves as a key of series against an x.
    struct KeyEvidence: Equatable {
        /// Distinct keys.
        var keyCount: Int
        /// Share of keys seen with two or more distinct x values: a key recurs across x.
        var recurring: Double
        /// How far the set of keys stays the same from one x value to the next: |A ∩ B| / min(|A|, |B|)
        /// over consecutive x values, weighted by their sizes. Near 1 when the same entities are
        /// measured at every x (545 people every year); low for a measure whose values change with
        /// x (a sample size, a chart rank, a temperature).
        var setOverlap: Double
        /// Whole numbers 0…k−1 or 1…k with every value present: entities numbered in turn.
        var numbersEntities: Bool

        /// Whether the column names entities: its values recur across x, and either the same
        /// set turns up at every x or it numbers entities 1…k.
        var isKey: Bool { recurring >= 0.5 && (setOverlap >= Self.overlapLimit || numbersEntities) }

        /// Set overlap past which a numeric column keys entities.
        static let overlapLimit = 0.6
    }

    /// The key evidence of `codes` (one small integer per row, `keyCount` of them) against `x`.
    static func keyEvidence(codes: [Int], keyCount: Int, x: [Double], column: ColumnEvidence?) -> KeyEvidence {
        var firstX = [UInt64?](repeating: nil, count: keyCount)
        var seesTwo = [Bool](repeating: false, count: keyCount)
        var keysAt: [UInt64: Set<Int>] = [:]
        var xOf: [UInt64: Double] = [:]
        for (code, value) in zip(codes, x) where !value.isNaN && code < keyCount {
            let bits = value.bitPattern
            if let first = firstX[code] {
                if first != bits { seesTwo[code] = true }
            } else {
                firstX[code] = bits
            }
            keysAt[bits, default: []].insert(code)
            xOf[bits] = value
        }
        let order = xOf.keys.sorted { xOf[$0]! < xOf[$1]! }
        var shared = 0.0, possible = 0.0
        for (a, b) in zip(order, order.dropFirst()) {
            let left = keysAt[a]!, right = keysAt[b]!
            let (small, large) = left.count <= right.count ? (left, right) : (right, left)
            shared += Double(small.lazy.filter(large.contains).count)
            possible += Double(small.count)
        }
        let seen = firstX.lazy.filter { $0 != nil }.count
        var numbers = false
        if let column, column.isNumeric, column.isInteger, let low = column.low, let high = column.high,
           low == 0 || low == 1, !column.distinctIsSampled, column.distinct >= 10, high - low + 1 == Double(column.distinct) {
            numbers = true
        }
        return KeyEvidence(keyCount: keyCount,
                           recurring: seen == 0 ? 0 : Double(seesTwo.lazy.filter { $0 }.count) / Double(seen),
                           setOverlap: possible == 0 ? 0 : shared / possible,
                           numbersEntities: numbers)
    }

    /// A numeric column that takes the same small set of values, in order, inside every entity
    /// of a key: `Time` 0…21 for each `Chick`, `Days` 0…9 per `Subject`, `conc` 95…1000 per
    /// `Plant`. The x of a long table that has no time column.
    struct DesignX: Equatable {
        var x: String
        var key: String
        var keyCount: Int
        /// Distinct values of x.
        var levels: Int
        /// Mean share of x's values each entity is seen at.
        var coverage: Double
        /// Whether each key's rows come together in the file (the table is grouped by entity).
        var keyIsGrouped: Bool

        /// "Time: the same 12 values in order within each of 50 Chick".
        var reason: String {
            "the same \(levels) values in order within each of \(keyCount) \(key) (\(Int((coverage * 100).rounded())) % covered): a design x"
        }
    }

    /// Most settings a design x takes: past that a column is a measure or an id, not a grid of
    /// settings.
    static let designLevelLimit = 50

    /// The design x and its key, if the table has one; columns in `excluding` are neither.
    func designX(excluding: Set<String>) -> DesignX? {
        guard rowCount >= 6 else { return nil }
        let keys = columns.filter { column in
            !excluding.contains(column.name) && !column.role.isTime
                && [.category, .code, .freeText, .measure].contains(column.role)
                && (!column.evidence.isNumeric || column.evidence.isInteger)
                && column.evidence.distinct >= 2 && column.evidence.distinct * 3 <= column.evidence.filled
        }.prefix(12)
        let designs = columns.filter { column in
            !excluding.contains(column.name) && column.evidence.isNumeric && !column.role.isTime
                && (column.role == .measure || (column.role == .category && column.isLevels))
                && column.evidence.distinct >= 3 && column.evidence.distinct * 2 <= column.evidence.filled
                // (past the limit only a counter within each key, `draw` 0…499 per `chain`, or
                // one grid written again for each curve, a power curve's 54 wind speeds per TI)
                && (column.evidence.distinct <= Self.designLevelLimit || column.evidence.isInteger
                    || table.column(named: column.name).map { Self.repeatsOneGrid($0.values) } == true)
        }.prefix(12)
        guard !designs.isEmpty else { return nil }
        var found: [(DesignX, Double)] = []
        for key in keys {
            guard let (codes, names) = ChartChoice.keyCodes(key.name, schema: self), names.count >= 2 else { continue }
            var runs = 1
            for (a, b) in zip(codes, codes.dropFirst()) where a != b { runs += 1 }
            let grouped = Double(runs) <= Double(names.count) * 1.05
            for design in designs where design.name != key.name {
                guard let values = table.column(named: design.name)?.values,
                      design.evidence.distinct <= Self.designLevelLimit || Self.countsWithinKeys(values, codes: codes, keyCount: names.count),
                      let evidence = Self.design(values: values, codes: codes, keyCount: names.count, levels: design.evidence.distinct) else { continue }
                let found1 = DesignX(x: design.name, key: key.name, keyCount: names.count, levels: design.evidence.distinct,
                                     coverage: evidence, keyIsGrouped: grouped)
                // A design x named like a step of time (`time`, `Days`, `week`) over one that is
                // not (a chick's number), whatever the file's order; then grouped by entity,
                // then a text key (an entity name, never a setting), then coverage.
                let stepNamed = ChartChoice.soundsLikeStep(design.name) && !ChartChoice.soundsLikeStep(key.name)
                let score = (stepNamed ? 4 : 0) + (grouped ? 2 : 0) + (key.evidence.isNumeric ? 0 : 1) + evidence
                found.append((found1, score))
            }
        }
        if found.isEmpty {
            // No column keys the design as an entity: a number of few values in runs may (an air
            // density per power curve), or two or three columns together (a turbine and an air
            // density over wind speed, ChartChoice+CompositeKeys).
            let parts = columns.filter { column in
                !excluding.contains(column.name) && !column.role.isTime
                    && [.category, .code, .freeText, .measure].contains(column.role)
                    && column.evidence.distinct >= 2 && column.evidence.distinct <= ChartChoice.keyLimit
                    && column.evidence.distinct * 4 <= column.evidence.filled
            }.map(\.name)
            // (whole numbers 0/1…k each on as many rows number subjects: ids, never the x)
            for design in designs where !numbersEntitiesEvenly(design.name) {
                let isRepeatedGrid = table.column(named: design.name).map { Self.repeatsOneGrid($0.values) } == true
                guard design.evidence.distinct <= Self.designLevelLimit || isRepeatedGrid,
                      let values = table.column(named: design.name)?.values,
                      let composite = ChartChoice.compositeKey(x: values, parts: parts.filter { $0 != design.name }, schema: self, beating: 0, fromOne: true),
                      let (codes, names) = ChartChoice.keyCodes(composite.name, schema: self),
                      let coverage = Self.design(values: values, codes: codes, keyCount: names.count, levels: design.evidence.distinct),
                      // (a curve per key: the measure has a course along x, not subjects numbered in
                      // turn; one grid written again per curve says so itself, however few values
                      // the curves take: a power curve flat at its rating)
                      let measure = columns.first(where: { $0.name != design.name && !excluding.contains($0.name) && $0.role == .measure
                          && $0.evidence.distinct > (isRepeatedGrid ? 2 : ChartChoice.keyLimit) }),
                      let measured = table.column(named: measure.name)?.values,
                      ChartChoice.followsOn(measured, along: values, within: codes.map(Double.init)) else { continue }
                found.append((DesignX(x: design.name, key: composite.name, keyCount: names.count, levels: design.evidence.distinct,
                                      coverage: coverage, keyIsGrouped: true), coverage))
            }
        }
        return found.max { $0.1 < $1.1 }?.0
    }

    /// Whether `values` are one rising grid written two or more times over, identically (a curve
    /// per setting, each at the same 54 wind speeds): however many levels, the settings of a
    /// design, never a measure (whose values never repeat so in order).
    static func repeatsOneGrid(_ values: [Double]) -> Bool {
        guard values.count >= 6, values[0].isFinite else { return false }
        // The grid ends where the values first fall back (a gap ends the test: no grid has one).
        // Each pass stops at the first row that says no, so a measure costs a few rows.
        var end = 0
        for row in 1..<values.count {
            guard values[row].isFinite else { return false }
            if values[row] < values[row - 1] { end = row; break }
        }
        guard end >= 3, values.count % end == 0 else { return false }
        for row in end..<values.count where values[row].bitPattern != values[row - end].bitPattern { return false }
        return true
    }

    /// Whether whole numbers count up by one inside every key, from the same start in each
    /// (`draw` 0…499 in every `chain`): a counter within the key, the x of each key's trace.
    static func countsWithinKeys(_ values: [Double], codes: [Int], keyCount: Int) -> Bool {
        var last = [Double](repeating: .nan, count: keyCount)
        var starts = Set<UInt64>()
        for (code, value) in zip(codes, values) where code < keyCount {
            guard value.isFinite else { return false }
            if last[code].isNaN {
                starts.insert(value.bitPattern)
            } else if value != last[code] + 1 {
                return false
            }
            last[code] = value
        }
        return starts.count == 1
    }

    /// The coverage of a design: nil unless (key, x) pairs are unique, x never falls inside 90 %
    /// of the keys, and each key is seen at 75 % of x's values on average.
    private static func design(values: [Double], codes: [Int], keyCount: Int, levels: Int) -> Double? {
        var last = [Double](repeating: -.infinity, count: keyCount)
        var unsorted = [Bool](repeating: false, count: keyCount)
        var seen = [Set<UInt64>](repeating: [], count: keyCount)
        var rows = 0, duplicates = 0
        for (code, value) in zip(codes, values) where value.isFinite {
            rows += 1
            if value < last[code] { unsorted[code] = true }
            last[code] = value
            if !seen[code].insert(value.bitPattern).inserted { duplicates += 1 }
        }
        guard rows > 0, Double(duplicates) <= 0.05 * Double(rows) else { return nil }
        let present = seen.indices.filter { !seen[$0].isEmpty }
        guard present.count >= 2 else { return nil }
        let sortedShare = Double(present.filter { !unsorted[$0] }.count) / Double(present.count)
        guard sortedShare >= 0.9 else { return nil }
        let coverage = present.map { Double(seen[$0].count) / Double(levels) }.reduce(0, +) / Double(present.count)
        return coverage >= 0.75 ? coverage : nil
    }
}

extension TableSchema {
    /// Whether a numeric column numbers entities in turn and evenly: whole numbers 0…k−1 or
    /// 1…k, every one present and on the same number of rows (at least two each): the subject of
    /// a crossed design (each measured at every time and condition), an id, never a quantity.
    func numbersEntitiesEvenly(_ name: String) -> Bool {
        guard let column = column(named: name), column.evidence.isNumeric, column.evidence.isInteger,
              let low = column.evidence.low, let high = column.evidence.high, low == 0 || low == 1,
              !column.evidence.distinctIsSampled, column.evidence.distinct >= 3,
              high - low + 1 == Double(column.evidence.distinct), column.evidence.filled == rowCount,
              rowCount >= 2 * column.evidence.distinct, let values = table.column(named: name)?.values else { return false }
        var counts = [Int](repeating: 0, count: column.evidence.distinct)
        for value in values { counts[Int(value - low)] += 1 }
        return Set(counts).count == 1
    }
}
