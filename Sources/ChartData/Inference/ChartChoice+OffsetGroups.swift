import Foundation

/// Series of one size but far apart in value: pressure at 960…1,030 hPa beside wind speeds and
/// temperatures of −10…40 are only 30× apart in magnitude (under `magnitudeRatioLimit`), yet on
/// one axis the gap between them takes nine tenths of its height and every series is a flat line
/// along its edge. Measured on the values' ranges, not their sizes: where the series fall into
/// two groups whose ranges do not meet and the empty band between them is `offsetGapRatio` times
/// the wider group's own range or more, the groups get an axis each (a second axis for up to
/// `rightAxisLimit` series, else a pane per group), where the groups also differ in size by
/// `offsetSizeRatio` or more: series of one unit at two levels (a price of 100 beside one of 150,
/// temperatures at two sites) are compared by their levels on one axis. Ranges that meet or lie
/// near (a temperature and a dew point) stay on one axis.
extension ChartChoice {
    /// How many times the wider group's own range the gap between two groups must be.
    static let offsetGapRatio = 4.0
    /// How many times the smaller group's largest size the larger group's must be.
    static let offsetSizeRatio = 10.0

    /// Splits `y` into two axes or panes when their ranges lie apart (see above); true when it did.
    mutating func separateOffsetGroups(schema: TableSchema) -> Bool {
        guard by == nil, y.count >= 2, rightAxisSeries.isEmpty, panes.isEmpty else { return false }
        var ranges: [(name: String, low: Double, high: Double)] = []
        for name in y {
            guard let e = schema.column(named: name)?.evidence, let low = e.low, let high = e.high,
                  low.isFinite, high.isFinite, high > low else { return false }
            ranges.append((name, low, high))
        }
        ranges.sort { $0.low + $0.high < $1.low + $1.high }
        // The widest empty band between the series below a cut and those above it.
        var best: (cut: Int, gap: Double, wider: Double)?
        for cut in 1..<ranges.count {
            let below = ranges[..<cut], above = ranges[cut...]
            let belowHigh = below.map(\.high).max()!, belowLow = below.map(\.low).min()!
            let aboveLow = above.map(\.low).min()!, aboveHigh = above.map(\.high).max()!
            let gap = aboveLow - belowHigh
            let wider = max(belowHigh - belowLow, aboveHigh - aboveLow)
            let belowSize = max(abs(belowLow), abs(belowHigh)), aboveSize = max(abs(aboveLow), abs(aboveHigh))
            guard max(belowSize, aboveSize) >= Self.offsetSizeRatio * min(belowSize, aboveSize) else { continue }
            if gap > 0, gap >= Self.offsetGapRatio * wider, gap / wider > (best.map { $0.gap / $0.wider } ?? 0) {
                best = (cut, gap, wider)
            }
        }
        guard let best else { return false }
        let below = ranges[..<best.cut].map(\.name), above = ranges[best.cut...].map(\.name)
        func span(_ names: [String]) -> String {
            let members = ranges.filter { names.contains($0.name) }
            return "\(names.prefix(3).joined(separator: ", "))\(names.count > 3 ? " …" : "") (\(Self.short(members.map(\.low).min()!))…\(Self.short(members.map(\.high).max()!)))"
        }
        let why = "the series lie in two bands \(Self.short(best.gap / best.wider))× their own range apart: on one axis the empty band between them would fill \(Int((100 * best.gap / (best.gap + 2 * best.wider)).rounded(.down))) % or more of it"
        if min(below.count, above.count) <= Self.rightAxisLimit {
            // The smaller group goes right; on a tie the upper band does.
            let right = below.count < above.count ? below : above
            let left = below.count < above.count ? above : below
            rightAxisSeries = right
            decisions.append(Decision(subject: "y axes", value: "left \(left.count), right \(right.count)",
                                      reasons: [why, "left: \(span(left))", "right: \(span(right))"],
                                      beaten: ["one axis: every series would lie flat at an edge"]))
        } else {
            let order = Dictionary(y.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
            panes = [below, above].map { $0.sorted { order[$0]! < order[$1]! } }.sorted { order[$0[0]]! < order[$1[0]]! }
            decisions.append(Decision(subject: "panes", value: "2",
                                      reasons: [why + ": small multiples over one x, a pane per band"] + panes.enumerated().map { "pane \($0 + 1): \(span($1))" },
                                      beaten: ["a second axis: \(below.count) and \(above.count) series, too many to overlay on two scales"]))
        }
        return true
    }
}
