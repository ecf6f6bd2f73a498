import Foundation

/// Dense series overlaid hide each other. A line that swings across most of its range hundreds
/// of times (hourly demand over a year, daily sunspots over decades) fills its envelope as a
/// solid band at any window width; two such bands on one plot, on one axis or on two, leave
/// the later one on top and the earlier one visible only at its edges. Small multiples over one
/// x show each band whole, as `DataFrame.plot(subplots=True)` does: a pane per series, or,
/// past the pane limit, a pane per axis where magnitudes had split them.
///
/// Measured by the values, not the names: a series' swings are its total variation (the sum of
/// its steps' sizes, row to row) over its range. A sine of p periods swings 2p times; a random
/// walk of n steps about √n times (prices over ten years of trading days: about 50), so smooth
/// curves and price lines stay overlaid.
extension ChartChoice {
    /// Swings past which a line is a band: about one per two pixel columns of a default window.
    static let bandSwingLimit = 300.0

    /// Puts dense series that would be overlaid into panes (called after the axes are chosen).
    mutating func separateDenseBands(schema: TableSchema) {
        guard kind == "line", aggregation == nil, by == nil, grid == nil, y.count >= 2 else { return }
        // Steps are taken row to row, so the rows must be in x's order (a line drawn over a
        // shuffled x is sorted first, and its file order says nothing about its swings).
        guard xValues.isEmpty || Self.isSorted(xValues) || Self.isSorted(xValues.reversed()) else { return }
        let swings = y.map { Self.swings(of: $0, schema: schema) }
        let bands = y.indices.filter { swings[$0] >= Self.bandSwingLimit }
        guard bands.count >= 2 else { return }
        let overlaid = panes.isEmpty || panes.contains { pane in pane.filter { bands.map { y[$0] }.contains($0) }.count >= 2 }
        guard overlaid else { return }
        let before = !panes.isEmpty ? "\(panes.count) panes" : !rightAxisSeries.isEmpty ? "a second axis" : "one axis"
        let named = bands.prefix(3).map { "\(y[$0]) \(Self.short(swings[$0]))×" }.joined(separator: ", ") + (bands.count > 3 ? " …" : "")
        let why = "\(bands.count) series are dense bands (each crosses its range hundreds of times: \(named)): overlaid, each hides the ones under it"
        if y.count <= Self.maximumPanes {
            panes = y.map { [$0] }
        } else if !rightAxisSeries.isEmpty, panes.isEmpty {
            panes = [y.filter { !rightAxisSeries.contains($0) }, rightAxisSeries]
        } else {
            return
        }
        rightAxisSeries = []
        // (the second axis or panes chosen before are replaced, so they are not explained)
        decisions.removeAll { $0.subject == "y axes" || $0.subject == "panes" }
        decisions.append(Decision(subject: "panes", value: "\(panes.count)",
                                  reasons: [why + ": small multiples over one x, " + (panes.count == y.count ? "a pane per series" : "a pane per axis")],
                                  beaten: [before + ": the bands would cover each other"]))
    }

    /// How many times a column's values cross their range, row to row (0 for a constant or
    /// a column that is not numbers).
    static func swings(of name: String, schema: TableSchema) -> Double {
        guard let values = schema.table.column(named: name)?.values, values.count >= 2 else { return 0 }
        var low = Double.infinity, high = -Double.infinity, travel = 0.0
        var previous: Double?
        for value in values where value.isFinite {
            low = min(low, value)
            high = max(high, value)
            if let previous { travel += abs(value - previous) }
            previous = value
        }
        return high > low ? travel / (high - low) : 0
    }
}
