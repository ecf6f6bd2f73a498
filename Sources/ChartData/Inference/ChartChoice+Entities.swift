import Foundation

/// Rows that are entities, told by the columns that name or place them, rather than a sequence
/// over the row index:
/// - **A label per row** (`county_name` beside `county_id` and four measures per county): a
///   text column naming each of a few dozen rows once is what the measures describe, so it is
///   x and the measures are columns per entity. Lines over the row index would join unrelated
///   counties.
/// - **A coordinate pair** (`x` and `y`, `pos_x` and `pos_y`): two measures whose names differ
///   only in the axis letter are one point each, drawn y against x (a ballpark outline, a
///   trajectory), never as two lines over the row index.
extension ChartChoice {
    /// Most rows a label x names: past this the category axis cannot print a name per column.
    static let entityLabelLimit = 60
    /// Cost of a label x: before the first column taken by its place (`Cost.firstColumn`), after
    /// every time.
    static let entityLabelCost = Cost.firstColumn - 0.25
    /// Cost of the x of a coordinate pair: before a label and the first column.
    static let coordinatePairCost = Cost.firstColumn - 0.5

    /// The x candidates of entities: a label column naming each row once (past the first
    /// column, which the first-column rule already weighs), and the x of a coordinate pair.
    func entityCandidates(schema: TableSchema, request: ChartRequest) -> [Candidate] {
        guard request.x == nil else { return [] }
        var candidates: [Candidate] = []
        let yNamed = Set(request.y)
        if let pair = Self.coordinatePair(schema), !yNamed.contains(pair.x), request.by != pair.x {
            candidates.append(Candidate(name: pair.x, cost: Self.coordinatePairCost,
                                        reason: "a coordinate pair (\(pair.x), \(pair.y)): a point per row, y against x"))
        }
        if request.y.isEmpty, request.by == nil, request.kind == nil, request.xAxis == nil, let pair = Self.namedPair(schema) {
            // (ChartChoice+NamedPairs: the same picture for 35 entities as for 131)
            candidates.append(Candidate(name: pair.x.name, cost: Self.namedPairCost,
                                        reason: "two measures of \(schema.rowCount) named entities: a point per entity, \(pair.y.name) against \(pair.x.name), at any count"))
        } else if let label = Self.entityLabel(schema), label.position > 0, !yNamed.contains(label.name), request.by != label.name {
            candidates.append(Candidate(name: label.name, cost: Self.entityLabelCost,
                                        reason: "names each of \(schema.rowCount) rows once: the entities the measures describe"))
        }
        return candidates
    }

    /// A text column (no dates, mostly not numbers) naming every row once, in a table of 3…`entityLabelLimit` rows
    /// with at least one measure and no time to draw over.
    static func entityLabel(_ schema: TableSchema) -> TableSchema.Column? {
        guard (3...entityLabelLimit).contains(schema.rowCount), !hasTimeAxis(schema),
              schema.columns.contains(where: { $0.role == .measure }) else { return nil }
        return schema.columns.first { column in
            guard !column.evidence.isNumeric, column.dateParser == nil, let texts = schema.table.textColumns[column.name],
                  column.evidence.filled == schema.rowCount, column.evidence.isAllDistinct,
                  column.role == .category || column.role == .freeText else { return false }
            // Names, not a column of numbers with a few bad cells (`3`, `1,000`, `4`).
            let numbers = texts.filter { Double($0.trimmingCharacters(in: .whitespaces)) != nil }.count
            return numbers * 2 < texts.count
        }
    }

    /// The y of a pair and the other measures named for y (`y_fit`, `y_GCVSPL`: a fit drawn over
    /// the points), in file order.
    static func pairYs(_ schema: TableSchema, pair: (x: String, y: String)) -> [String] {
        schema.columns.filter { column in
            column.name == pair.y || (column.role == .measure && column.name != pair.x && ColumnName(column.name).words.contains("y")
                                      && sharesScale(column.name, with: pair.y, schema: schema))
        }.map(\.name)
    }

    /// Two measures named alike but for the axis letter (`x`/`y`, `pos_x`/`pos_y`, `X`/`Y`), when
    /// no other measure is so paired: x first.
    static func coordinatePair(_ schema: TableSchema) -> (x: String, y: String)? {
        let measures = schema.columns.filter { $0.role == .measure && $0.evidence.distinct >= 3 }
        var pairs: [(String, String)] = []
        for first in measures {
            let words = ColumnName(first.name).words
            guard let at = words.firstIndex(of: "x") else { continue }
            var partner = words
            partner[at] = "y"
            if let second = measures.first(where: { $0.name != first.name && ColumnName($0.name).words == partner }) {
                pairs.append((first.name, second.name))
            }
        }
        // Several pairs (a ball and each player) are tracking data, not one outline.
        guard pairs.count == 1 else { return nil }
        return pairs[0]
    }
}
