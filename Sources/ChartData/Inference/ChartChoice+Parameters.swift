import Foundation

/// Small parameter tables keyed by a text type: factors for each of 14 building types, one row
/// per weekday, the types' rows in blocks of 7 with no column saying which weekday. Over the row
/// index the blocks join into one line through every type; a person draws one line per type
/// over the step within its block.
extension ChartChoice {
    /// Fewest rows in each block (fewer are pairs, not a sequence).
    static let leastBlockRows = 3
    /// Most measures drawn per block: more are a cross table (a heatmap's, not lines).
    static let mostBlockMeasures = 3

    /// When x is the row index and a text key's rows come in contiguous blocks of one size: x =
    /// the step within each block (1…k), one line per key.
    mutating func chooseBlocks(schema: TableSchema, request: ChartRequest) {
        guard request.x == nil, request.by == nil, request.y.isEmpty, x == nil, xAxis == .row, by == nil, aggregation == nil,
              (1...Self.mostBlockMeasures).contains(y.count), !Self.hasTimeAxis(schema) else { return }
        for column in schema.columns where !column.evidence.isNumeric && column.dateParser == nil
            && [.category, .freeText].contains(column.role) && column.evidence.filled == schema.rowCount
            && (2...SeriesLimit.maximumSeries).contains(column.evidence.distinct) {
            guard let (codes, names) = Self.keyCodes(column.name, schema: schema),
                  let size = Self.blockSize(codes, keyCount: names.count), size >= Self.leastBlockRows else { continue }
            let old = decisions.firstIndex { $0.subject == "x" }
            x = "row within \(column.name)"
            xAxis = .number
            xValues = codes.indices.map { Double($0 % size + 1) }
            by = column.name
            let decision = Decision(subject: "x", value: x!,
                                    reasons: ["the rows come in \(names.count) blocks of \(size), one per \(column.name) (\(column.evidence.distinctText)), and no column says the step: the step within each block"],
                                    beaten: ["row index: would join the blocks into one line through every \(column.name)"])
            if let old { decisions[old] = decision } else { decisions.insert(decision, at: 0) }
            decisions.append(Decision(subject: "by", value: column.name, reasons: ["one line per block"]))
            return
        }
    }

    /// The size of every block when each key's rows come together, all blocks of one size.
    static func blockSize(_ codes: [Int], keyCount: Int) -> Int? {
        guard keyCount >= 2, codes.count % keyCount == 0 else { return nil }
        let size = codes.count / keyCount
        for (row, code) in codes.enumerated() where code != row / size { return nil }
        return size
    }
}
