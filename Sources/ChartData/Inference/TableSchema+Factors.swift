/// Repeated-measures designs: every entity (a subject) is measured once at each level of a few
/// text factors (Time: January, June, August). A person draws the mean measure per level of the
/// first factor, split by a second factor or by a group the entities belong to.
extension TableSchema {
    struct FactorDesign: Equatable {
        /// The entity column (`Subject`).
        var entity: String
        var entityCount: Int
        /// The first factor each entity is measured at every level of: x.
        var factor: String
        var levels: Int
        /// A second factor within entities, else a group of entities (one value per entity): by.
        var group: String?
        var groupIsWithin = false

        var reason: String {
            "a factor each of \(entityCount) \(entity) is measured at (\(levels) levels): a repeated-measures design"
        }
    }

    /// Least entities for a repeated-measures design: fewer are groups, not subjects.
    static let leastEntities = 8

    /// The repeated-measures design of the table, if it has one; columns in `excluding` take no part.
    func factorDesign(excluding: Set<String>) -> FactorDesign? {
        let factors = columns.filter { column in
            !excluding.contains(column.name) && column.role == .category && !column.evidence.isNumeric
                && (2...12).contains(column.evidence.distinct)
        }
        guard !factors.isEmpty else { return nil }
        let entities = columns.filter { column in
            !excluding.contains(column.name) && !column.role.isTime
                && [.category, .code, .freeText, .measure].contains(column.role)
                && (!column.evidence.isNumeric || column.evidence.isInteger)
                && column.evidence.distinct >= Self.leastEntities && column.evidence.distinct * 2 <= column.evidence.filled
        }.prefix(8)
        let hasMeasure = columns.contains { $0.evidence.isNumeric && ($0.role == .measure || $0.isLevels) && !excluding.contains($0.name) }
        guard hasMeasure else { return nil }
        for entity in entities {
            guard let (entityCodes, entityNames) = ChartChoice.keyCodes(entity.name, schema: self) else { continue }
            var within: [(TableSchema.Column, [Int], Int)] = []
            var between: [TableSchema.Column] = []
            for factor in factors where factor.name != entity.name {
                guard let (codes, names) = ChartChoice.keyCodes(factor.name, schema: self) else { continue }
                if ChartChoice.isFunction(of: entityCodes, codes) {
                    if names.count <= ChartChoice.groupLimit { between.append(factor) }
                    continue
                }
                var seen = [Set<Int>](repeating: [], count: entityNames.count)
                for (e, f) in zip(entityCodes, codes) { seen[e].insert(f) }
                let coverage = seen.map { Double($0.count) / Double(names.count) }.reduce(0, +) / Double(seen.count)
                // Subjects outnumber the conditions (4× or more); a crossed table of two categories
                // (16 directions × 8 wind strengths) is no repeated-measures design.
                if coverage >= 0.75, entityNames.count >= 4 * names.count { within.append((factor, codes, names.count)) }
            }
            guard let first = within.first else { continue }
            // Each entity once per cell of the within factors (a repeated measure, not records).
            var cells = Set<[Int]>()
            for row in entityCodes.indices { cells.insert([entityCodes[row]] + within.map { $0.1[row] }) }
            guard Double(cells.count) >= 0.95 * Double(entityCodes.count) else { continue }
            // Numbered "entities" along which the measure follows on within each level (qx
            // over Age per policy duration) are an axis, not subjects: a mean over them would
            // average away the course a person wants drawn (the design x, TableSchema+Keys).
            if entity.evidence.isNumeric, followsOnAlong(entity.name, within: first.1, excluding: excluding) { continue }
            var design = FactorDesign(entity: entity.name, entityCount: entityNames.count, factor: first.0.name, levels: first.2)
            // A second factor that is a function of the first, or it of it (a candidate's first
            // name beside the surname), is the same factor written twice: no second factor.
            if let second = within.dropFirst().first(where: { !ChartChoice.isFunction(of: first.1, $0.1) && !ChartChoice.isFunction(of: $0.1, first.1) }) {
                design.group = second.0.name
                design.groupIsWithin = true
            } else if within.count >= 2 {
                design.group = nil
            } else {
                design.group = between.first?.name
            }
            return design
        }
        return nil
    }

    /// Whether the first measure (not `entity`) follows on along the numbers of `entity` within
    /// each level of a factor (`levels`, a code per row): each value correlating with the next.
    private func followsOnAlong(_ entity: String, within levels: [Int], excluding: Set<String>) -> Bool {
        guard let axis = table.column(named: entity)?.values,
              let measure = columns.first(where: { $0.name != entity && !excluding.contains($0.name) && $0.evidence.isNumeric && $0.role == .measure }),
              let values = table.column(named: measure.name)?.values else { return false }
        return ChartChoice.followsOn(values, along: axis, within: levels.map(Double.init))
    }
}
