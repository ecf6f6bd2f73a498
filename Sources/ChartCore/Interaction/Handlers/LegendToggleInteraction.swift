/// A click on a legend entry hides or shows its series (or its slice), with
/// `Chart.legendToggleAnimation` (`Legend.hidesSeriesOnClick`).
public struct LegendToggleInteraction: ChartInteraction {
    public init() {}

    public var name: String { "legendToggle" }

    public func click(_ click: ChartClick, in context: InteractionContext) -> InteractionResult {
        context.chart.legendClick(at: click.position) == nil ? .ignored : .consumed()
    }
}
