/// Dragging with the left button pans: in the plot area every axis that allows it, over an axis
/// band that axis alone; a fast release carries on as momentum.
public struct PanInteraction: ChartInteraction {
    public init() {}

    public var name: String { "pan" }

    public func press(_ pointer: PointerInput, in context: InteractionContext) -> InteractionResult {
        let navigator = context.chart.navigator
        guard navigator.takeSharedStep(), pointer.button == .left, let layout = context.layout else { return .ignored }
        let inPlot = layout.plotArea.contains(pointer.position)
        let band = inPlot ? nil : context.chart.axis(at: pointer.position, in: layout)
        guard inPlot || band != nil else { return .ignored }
        navigator.startPan(band.map { [$0] } ?? navigator.allAxes)
        return .consumed(redraw: false)
    }

    public func drag(_ pointer: PointerInput, in context: InteractionContext) -> InteractionResult {
        let navigator = context.chart.navigator
        guard navigator.takeSharedStep(), let moved = navigator.dragPan(to: pointer.position) else { return .ignored }
        return .consumed(redraw: moved)
    }

    public func release(_ pointer: PointerInput, in context: InteractionContext) -> InteractionResult {
        let navigator = context.chart.navigator
        guard navigator.takeSharedStep(), let button = pointer.button,
              navigator.releasePan(button, at: pointer.position) else { return .ignored }
        return .consumed()
    }
}
