import ChartKit

extension ChartFactory {
    /// Applies a spec's `legend` to any chart, cartesian, pie or polar alike: shown unless
    /// `hidden` (else `visibleByDefault`), at `position`, inside the plot when `inside`.
    static func applyLegend(_ legend: ChartSpec.LegendSpec?, visibleByDefault: Bool, to chart: Chart,
                            specPath: String) throws(ViewerError) {
        chart.legend.isVisible = !(legend?.hidden ?? !visibleByDefault)
        guard let legend else { return }
        if let name = legend.position {
            guard let position = Legend.Position.allCases.first(where: { "\($0)".lowercased() == name.lowercased() }) else {
                throw ViewerError("\(specPath): legend position \"\(name)\": expected one of "
                    + Legend.Position.allCases.map { "\($0)" }.joined(separator: ", "))
            }
            chart.legend.position = position
        }
        if legend.inside == true { chart.legend.placement = .insidePlotArea }
    }
}
