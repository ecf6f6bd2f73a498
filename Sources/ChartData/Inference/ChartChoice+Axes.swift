import Foundation

/// How series of different magnitudes share y: series more than `magnitudeRatioLimit` apart
/// are never drawn on one linear axis. One or two series of another size go on a second axis
/// at the right (volume beside prices); three or more size groups, or two groups of several
/// series each, become small multiples: panes stacked over one x, a pane per group. Series
/// that come from one column split by a key share one unit, so they share one axis.
extension ChartChoice {
    /// Within a pane (or on one axis), magnitudes stay within this ratio where a split allows.
    static let paneSpanLimit = 20.0
    /// The most panes small multiples stack.
    static let maximumPanes = 4
    /// The most series a second axis takes (more make the overlay unreadable).
    static let rightAxisLimit = 2

    /// Places series of magnitudes far apart (`sized`, ascending, over the ratio limit): on a
    /// second axis, in panes, or (one column split by a key) on one axis with a warning.
    mutating func separateMagnitudes(_ sized: [(String, Double)]) {
        let ratio = sized.last!.1 / sized.first!.1
        if by != nil && y.count == 1 && !Self.keyNamesVariables(by!) {
            decisions.append(Decision(subject: "y axes", value: "one",
                                      reasons: ["the series are \(y[0]) split by \(by!): one column, one unit, one scale"],
                                      beaten: ["a second axis: would draw \(sized.first!.0) as tall as \(sized.last!.0)"]))
            warnings.append("series \(sized.first!.0) and \(sized.last!.0) of \(y[0]) differ \(Self.short(ratio))× on one axis (one column split by \(by!); name fewer keys, or filter the rows)")
            return
        }
        let groups = Self.magnitudeGroups(sized)
        func span(_ group: [(String, Double)]) -> String {
            "\(group.prefix(3).map(\.0).joined(separator: ", "))\(group.count > 3 ? " …" : "") (up to \(Self.short(group.map(\.1).max()!)))"
        }
        if groups.count == 2, min(groups[0].count, groups[1].count) <= Self.rightAxisLimit {
            // The smaller group goes right; on a tie the larger magnitudes do.
            let right = groups[0].count < groups[1].count ? groups[0] : groups[1]
            let left = groups[0].count < groups[1].count ? groups[1] : groups[0]
            rightAxisSeries = right.map(\.0)
            decisions.append(Decision(subject: "y axes", value: "left \(left.count), right \(right.count)",
                                      reasons: ["magnitudes differ \(Self.short(ratio))×, over \(Int(Self.magnitudeRatioLimit))×",
                                                "left: \(span(left))", "right: \(span(right))"],
                                      beaten: ["one axis: the smaller series would lie flat"]))
            return
        }
        // Panes in the order their first series is drawn.
        // Two columns may carry one name (a header written twice): the first one's place counts.
        let order = Dictionary(seriesNames.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        let sorted = groups.map { $0.sorted { (order[$0.0] ?? 0) < (order[$1.0] ?? 0) } }
            .sorted { (order[$0[0].0] ?? 0) < (order[$1[0].0] ?? 0) }
        panes = sorted.map { $0.map(\.0) }
        decisions.append(Decision(subject: "panes", value: "\(panes.count)",
                                  reasons: ["magnitudes differ \(Self.short(ratio))×, over \(Int(Self.magnitudeRatioLimit))×, in \(groups.count) groups: "
                                            + "small multiples over one x, a pane per group"] + sorted.enumerated().map { "pane \($0 + 1): \(span($1))" },
                                  beaten: [groups.count == 2 ? "a second axis: \(groups[0].count) and \(groups[1].count) series, too many to overlay on two scales"
                                                             : "a second axis: \(groups.count) groups, two scales hold two"]))
        for group in sorted where group.count >= 2 {
            let low = group.min { $0.1 < $1.1 }!, high = group.max { $0.1 < $1.1 }!
            if high.1 / low.1 > Self.magnitudeRatioLimit {
                warnings.append("series \(low.0) and \(high.0) differ \(Self.short(high.1 / low.1))× in one pane (name fewer with --y)")
            }
        }
    }

    /// A key named as melted tables name the column of variable names (pandas' and reshape2's
    /// `variable`, tidyr's `key`, `indicator`, `metric`…): its value column mixes units.
    static func keyNamesVariables(_ name: String) -> Bool {
        let words: Set<String> = ["variable", "variables", "var", "key", "indicator", "measure", "metric", "series", "parameter", "quantity"]
        return ColumnName(name).words.contains(where: words.contains)
    }

    /// The names of the series drawn, in order (as `series(schema:)` names them).
    var seriesNames: [String] {
        guard by == nil else { return [] }
        return y
    }

    /// Magnitudes (ascending) split into groups: the group spanning most is cut at its widest
    /// gap between neighbours, while a group spans more than `paneSpanLimit` and there are
    /// fewer than `maximumPanes` groups.
    static func magnitudeGroups(_ sized: [(String, Double)]) -> [[(String, Double)]] {
        var groups = [sized]
        while groups.count < maximumPanes {
            let spans = groups.map { $0.count >= 2 ? $0.last!.1 / $0.first!.1 : 1 }
            guard let widest = spans.indices.max(by: { spans[$0] < spans[$1] }), spans[widest] > paneSpanLimit else { break }
            let group = groups[widest]
            var cut = 1, gap = 0.0
            for i in 1..<group.count where group[i].1 / group[i - 1].1 > gap {
                gap = group[i].1 / group[i - 1].1
                cut = i
            }
            groups.replaceSubrange(widest...widest, with: [Array(group[..<cut]), Array(group[cut...])])
        }
        return groups
    }
}
