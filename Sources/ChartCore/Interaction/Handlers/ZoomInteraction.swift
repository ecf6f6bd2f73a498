/// Scrolling zooms about the pointer (over an axis band, that axis alone; a fast run carries on
/// as momentum); a double-click in the plot area zooms in a step, or resets with
/// `NavigationOptions.doubleClickResetsZoom`.
public struct ZoomInteraction: ChartInteraction {
    public init() {}

    public var name: String { "zoom" }

    public func doubleClick(_ pointer: PointerInput, in context: InteractionContext) -> InteractionResult {
        let navigator = context.chart.navigator
        guard navigator.takeSharedStep(), pointer.button == .left,
              let plot = context.layout?.plotArea, plot.contains(pointer.position) else { return .ignored }
        navigator.doubleClick(at: pointer.position, modifiers: pointer.modifiers, time: navigator.now)
        return .consumed()
    }

    public func scroll(_ scroll: ScrollInput, in context: InteractionContext) -> InteractionResult {
        let navigator = context.chart.navigator
        guard navigator.takeSharedStep(),
              let zoomed = navigator.scroll(dy: scroll.dy, at: scroll.position, modifiers: scroll.modifiers,
                                            time: navigator.now, in: context.layout) else { return .ignored }
        return .consumed(redraw: zoomed)
    }
}
