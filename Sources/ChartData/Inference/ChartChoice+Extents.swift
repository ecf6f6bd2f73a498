import Foundation

/// Columns of different lengths: a file that sets series of unequal length side by side (four
/// series of ~100 rows beside one of 10,000) leaves the short ones empty below their end. Drawn
/// over every row, they are squeezed into the first percent of x. The larger group of columns
/// of one length is drawn over its own rows, and a warning names the others. Columns that
/// shorten one after another (chart weeks) are one table of gaps, left as they are.
extension ChartChoice {
    /// Columns that end before this share of the longest one's rows are of another length.
    static let shortExtentShare = 0.2
    /// The rest must reach this share of the longest: two lengths, not a spread of them.
    static let longExtentShare = 0.8

    mutating func chooseExtent(schema: TableSchema, request: ChartRequest) {
        guard request.y.isEmpty, request.x == nil, by == nil, aggregation == nil, y.count >= 2 else { return }
        var ends: [(String, Int)] = []
        for name in y {
            guard let values = schema.table.column(named: name)?.values else { return }
            guard let last = values.lastIndex(where: \.isFinite) else { continue }
            ends.append((name, last + 1))
        }
        guard let longest = ends.map(\.1).max(), longest >= 20 else { return }
        let short = ends.filter { Double($0.1) < Self.shortExtentShare * Double(longest) }
        let long = ends.filter { Double($0.1) >= Self.shortExtentShare * Double(longest) }
        // Two lengths, not a spread of them (weeks on a chart, each column a little shorter than
        // the one before): every other column runs to within `longExtentShare` of the longest.
        guard !short.isEmpty, !long.isEmpty,
              long.allSatisfy({ Double($0.1) >= Self.longExtentShare * Double(longest) }) else { return }
        let (kept, left) = short.count > long.count ? (short, long) : (long, short)
        let end = kept.map(\.1).max()!
        y = kept.map(\.0)
        if end < schema.rowCount { rowLimit = end }
        let keptText = kept.count == 1 ? kept[0].0 : "\(kept.count) columns"
        let leftText = left.map(\.0).joined(separator: ", ")
        let shortEnd = short.map(\.1).max()!
        let reason = "columns of different lengths: \(short.map(\.0).joined(separator: ", ")) end by row \(ColumnEvidence.grouped(shortEnd)) of \(ColumnEvidence.grouped(longest))"
        if let i = decisions.firstIndex(where: { $0.subject == "y" }) {
            decisions[i].value = y.joined(separator: ", ")
            decisions[i].reasons = [reason + ": the \(kept.count > 1 ? "larger group" : "longer"), over \(end == longest ? "every row" : "its own \(ColumnEvidence.grouped(end)) rows")"]
            decisions[i].beaten = left.map { "\($0.0): \(ColumnEvidence.grouped($0.1)) rows, would \(short.contains { $0.0 == left[0].0 } ? "lie squeezed into the first rows" : "squeeze the others into the first rows")" }
        }
        warnings.append("\(reason), so they are not drawn together: drew \(keptText) over \(end == longest ? "every row" : "their own \(ColumnEvidence.grouped(end)) rows"), left out \(leftText) (name --y \(left[0].0) to draw \(left.count == 1 ? "it" : "them"))")
    }
}
