/// A click selects or deselects the series or point under it, for series whose
/// `selectionMode` allows it (a slice on a pie).
public struct SelectionInteraction: ChartInteraction {
    public init() {}

    public var name: String { "selection" }

    public func click(_ click: ChartClick, in context: InteractionContext) -> InteractionResult {
        let chart = context.chart
        let selection = chart.isRadialChart ? chart.radialSelectionClick(at: click.position)
            : chart.selectionClick(at: click.position, in: context.layout)
        guard let selection else { return .ignored }
        chart.navigator.clickOutcome = .selectionChanged(selection)
        return .consumed()
    }
}
