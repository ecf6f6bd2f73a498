import Foundation

/// Tables of many measures (a year of 177 load profiles, 42 renewable profiles): past
/// `manySeriesLimit` columns on one chart, colours and dashes no longer tell them apart and the
/// legend cannot name them ("+114 more"), so the picture is a solid block. The few that move most
/// are drawn, each in a colour of its own, and a warning says how many were left out and how to
/// pick others (`--y`). Keys of one column (48 states' incomes) stay: they are one measure, a
/// spaghetti chart a reader expects, drawn with dashes.
extension ChartChoice {
    /// Measures drawn at most on one chart before only the most varying are kept: three rounds
    /// of `paletteSize` colours by dash pattern, about what a legend can name.
    static let manySeriesLimit = 24
    /// Points a line past which the kept measures are drawn in panes rather than overlaid.
    static let densePointCount = 2_000

    /// Keeps the `paletteSize` measures of `y` with the largest spread for their size (standard
    /// deviation over greatest magnitude: comparable across units) when more than
    /// `manySeriesLimit` were chosen and none was named.
    mutating func keepMostVaryingOfManySeries(schema: TableSchema) {
        guard !yIsNamed, by == nil, y.count > Self.manySeriesLimit, grid == nil,
              Self.linearKinds.contains(kind) || kind == "column" else { return }
        let kept = Self.mostVaryingLeastAlike(y.map { schema.table.column(named: $0)?.values ?? [] }, count: Self.paletteSize)
        let keptNames = kept.map { y[$0] }
        let left = y.filter { !keptNames.contains($0) }
        let total = y.count
        y = keptNames
        let reason = "\(total) measures are more than \(Self.manySeriesLimit) series one chart tells apart: the \(kept.count) that vary most for their size (standard deviation / greatest value) and are least alike (each next the least correlated with those kept)"
        if let i = decisions.firstIndex(where: { $0.subject == "y" }) {
            decisions[i].value = y.joined(separator: ", ")
            decisions[i].reasons = [reason]
            decisions[i].beaten = ["\(left.count) others (\(Self.shortList(left))): name them with --y"]
        }
        if schema.rowCount >= Self.densePointCount {
            // Thousands of points a line: even eight overlaid make a block; small multiples of
            // two each (the axes may still split them by magnitude, ChartChoice+Axes).
            panes = stride(from: 0, to: y.count, by: (y.count + Self.maximumPanes - 1) / Self.maximumPanes).map { Array(y[$0..<min($0 + (y.count + Self.maximumPanes - 1) / Self.maximumPanes, y.count)]) }
            decisions.append(Decision(subject: "panes", value: "\(panes.count)",
                                      reasons: ["\(ColumnEvidence.grouped(schema.rowCount)) points a line: \(y.count) overlaid make a block; small multiples over one x"]))
        }
        warnings.append("\(total) measures are too many to tell apart on one chart: drew \(kept.count) that vary most and are least alike (\(Self.shortList(keptNames))); "
                        + "\(left.count) others left out (\(Self.shortList(left))): pick with --y NAME,NAME")
    }

    /// Indices of `count` columns, in file order: first the one of the largest `relativeSpread`,
    /// then each next the one whose spread, discounted by its largest |correlation| with those
    /// already kept, is largest — a few representatives (a PV, a wind, a load profile), not eight
    /// near-copies of one kind.
    static func mostVaryingLeastAlike(_ columns: [[Double]], count: Int) -> [Int] {
        let spreads = columns.map(relativeSpread)
        var kept: [Int] = []
        var alike = [Double](repeating: 0, count: columns.count)
        while kept.count < min(count, columns.count) {
            var best: Int?
            var bestScore = -Double.infinity
            for i in columns.indices where !kept.contains(i) {
                let score = spreads[i] * (1 - alike[i])
                if score > bestScore { best = i; bestScore = score }
            }
            guard let next = best else { break }
            kept.append(next)
            for i in columns.indices where !kept.contains(i) {
                let r = abs(correlation(columns[i], columns[next]))
                if r.isFinite { alike[i] = max(alike[i], r) }
            }
        }
        return kept.sorted()
    }

    /// Standard deviation over the greatest magnitude of the finite values (an even sample); 0
    /// for a constant or empty column.
    static func relativeSpread(_ values: [Double]) -> Double {
        let stride = max(1, values.count / relationSample)
        var count = 0.0, sum = 0.0, squares = 0.0, largest = 0.0
        for i in Swift.stride(from: 0, to: values.count, by: stride) where values[i].isFinite {
            let v = values[i]
            count += 1
            sum += v
            squares += v * v
            largest = max(largest, abs(v))
        }
        guard count >= 2, largest > 0 else { return 0 }
        let mean = sum / count
        return (max(0, squares / count - mean * mean)).squareRoot() / largest
    }

    /// `a, b, c, … (n in all)` for long lists of names.
    static func shortList(_ names: [String]) -> String {
        names.count <= 4 ? names.joined(separator: ", ") : names.prefix(3).joined(separator: ", ") + ", …"
    }
}
