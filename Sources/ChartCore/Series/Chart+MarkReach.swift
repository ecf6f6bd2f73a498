extension Chart {
    /// Tells every axis how far its series' marks reach past their values (the largest bubble's
    /// radius in points), so fitted ranges keep bubbles at the data's ends whole
    /// (`Axis.paddedForMarks`).
    func updateMarkReach(_ shown: [SeriesState]) {
        for axis in xAxes + yAxes { updatePlacement(of: axis) { $0.markReach = 0 } }
        for state in shown {
            guard let bubbles = state.series as? BubbleSeries else { continue }
            // The outline (drawn centred on the rim) and a point of air beyond the radius.
            let reach = bubbles.largestRadius(state.values) + 2
            guard reach.isFinite, reach > 0 else { continue }
            let axes = seriesAxes(state)
            updatePlacement(of: axes.x) { $0.markReach = max($0.markReach, reach) }
            updatePlacement(of: axes.y) { $0.markReach = max($0.markReach, reach) }
        }
    }
}
