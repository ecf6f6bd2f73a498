/// Dragging with the right button (or Shift and the left) in the plot area draws a rectangle;
/// releasing zooms to it (`NavigationOptions.isBoxZoomEnabled`, `minimumBoxSize`, `aspectLock`).
public struct BoxZoomInteraction: ChartInteraction {
    public init() {}

    public var name: String { "boxZoom" }

    public func press(_ pointer: PointerInput, in context: InteractionContext) -> InteractionResult {
        let chart = context.chart
        guard chart.navigator.takeSharedStep(), chart.navigation.isBoxZoomEnabled,
              let plot = context.layout?.plotArea, plot.contains(pointer.position),
              pointer.button == .right || (pointer.button == .left && pointer.modifiers.contains(.shift))
        else { return .ignored }
        chart.navigator.startBoxZoom(within: plot)
        return .consumed(redraw: false)
    }

    public func drag(_ pointer: PointerInput, in context: InteractionContext) -> InteractionResult {
        let navigator = context.chart.navigator
        guard navigator.takeSharedStep(), navigator.isDraggingBox else { return .ignored }
        return .consumed()
    }

    public func release(_ pointer: PointerInput, in context: InteractionContext) -> InteractionResult {
        let navigator = context.chart.navigator
        guard navigator.takeSharedStep(), let button = pointer.button,
              navigator.releaseBox(button, at: pointer.position, in: context.layout) else { return .ignored }
        return .consumed()
    }
}
