import ChartKit

extension ChartFactory {
    /// Gives the panes that name the same `sharedXAxis` (or `sharedYAxis`) one axis object: the
    /// first such pane's, which the others take in place of their own. The kinds must agree (a
    /// date axis cannot show a number pane's data); otherwise one line names both panes.
    static func shareAxes(of charts: [Chart], panes: [ChartSpec.PaneSpec], specPath: String) throws(ViewerError) {
        try share(\.sharedXAxis, key: "sharedXAxis", charts: charts, panes: panes, specPath: specPath,
                  axis: { $0.xAxis }, install: { $0.xAxis = $1 })
        try share(\.sharedYAxis, key: "sharedYAxis", charts: charts, panes: panes, specPath: specPath,
                  axis: { $0.yAxis }, install: { $0.yAxis = $1 })
    }

    private static func share(_ name: KeyPath<ChartSpec.PaneSpec, String?>, key: String, charts: [Chart],
                              panes: [ChartSpec.PaneSpec], specPath: String,
                              axis: (Chart) -> Axis, install: (Chart, Axis) -> Void) throws(ViewerError) {
        var owners: [String: Int] = [:]
        for (index, (chart, pane)) in zip(charts, panes).enumerated() {
            guard let shared = pane[keyPath: name] else { continue }
            guard let owner = owners[shared] else {
                owners[shared] = index
                continue
            }
            let first = axis(charts[owner]), own = axis(chart)
            guard kindName(first) == kindName(own) else {
                throw ViewerError("\(specPath): panes[\(index)]: \(key) \(DataFileError.quoted(shared)) is a \(kindName(first)) in panes[\(owner)] but this pane's data need a \(kindName(own))")
            }
            // The pane's own title for the axis carries over when the shared one has none.
            if first.title == nil { first.title = own.title }
            install(chart, first)
        }
    }

    /// The axis's kind and whether its scale leaves stretches out: axes that differ in either
    /// cannot be one ("date axis with gaps", "log axis").
    private static func kindName(_ axis: Axis) -> String {
        "\(AxisKind(of: axis).rawValue) axis" + (axis.scale is DiscontinuousScale ? " with gaps" : "")
    }
}
