import Foundation

/// Points of many groups: past `pointGroupLimit` groups a colour per group cannot be told apart
/// (8 colours, then marker shapes in round after round), so the legend would list dozens of look-
/// alike entries. The points are one cloud instead, and `--explain` says which key was not drawn.
extension ChartChoice {
    /// Most groups of points coloured apart: two rounds of the palette.
    static let pointGroupLimit = 2 * paletteSize

    /// Drops an inferred `by` of a scatter with more keys than `pointGroupLimit`.
    mutating func foldManyGroupsOfPoints(schema: TableSchema, request: ChartRequest) {
        guard request.by == nil, request.kind == nil, kind == "scatter", let key = by, marksBy == nil, aggregation == nil,
              let count = Self.keyCodes(key, schema: schema)?.names.count, count > Self.pointGroupLimit else { return }
        by = nil
        colourKeyPrefix = nil
        designKey = nil
        designGroup = nil
        let decision = Decision(subject: "by", value: "none",
                                reasons: ["one cloud of points: \(count) values of \(key) are too many to tell apart by colour (\(Self.pointGroupLimit) at most)"],
                                beaten: ["\(key): a legend of \(count) look-alike entries (name --by \(key) to colour them anyway)"])
        if let i = decisions.firstIndex(where: { $0.subject == "by" }) { decisions[i] = decision } else { decisions.append(decision) }
    }
}
