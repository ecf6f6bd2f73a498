/// A click on a legend entry hides or shows its series (or its slice), with
/// `Chart.legendToggleAnimation` (`Legend.hidesSeriesOnClick`).
public struct LegendToggleInteraction: ChartInteraction {
    public init() {}

    public var name: String { "legendToggle" }

    public func click(_ click: ChartClick, in context: InteractionContext) -> InteractionResult {
        guard let layout = context.layout, let index = context.chart.legendClick(at: click.position, in: layout)
        else { return .ignored }
        context.chart.navigator.clickOutcome = .legendToggled(seriesIndex: index)
        return .consumed()
    }
}
