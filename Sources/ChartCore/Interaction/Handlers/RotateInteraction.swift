/// A radial chart's input (Radial/RadialController+Input.swift): a drag around the centre turns
/// the pies or the polar chart, a fast release spins them on, a press stops them, Shift+drag
/// pans a polar chart's radial range and scrolling zooms it, hovering shows a slice's tooltip.
/// On a radial chart it consumes every event; on any other chart it ignores them all. Its
/// clicks go on to the handlers' `click(_:in:)` (legend toggle, selection).
public struct RotateInteraction: ChartInteraction {
    public init() {}

    public var name: String { "rotate" }

    private func turn(_ context: InteractionContext) -> InteractionResult {
        guard context.chart.isRadialChart else { return .ignored }
        return .consumed(redraw: context.chart.radial.handle(context.event))
    }

    public func press(_ pointer: PointerInput, in context: InteractionContext) -> InteractionResult { turn(context) }
    public func doubleClick(_ pointer: PointerInput, in context: InteractionContext) -> InteractionResult { turn(context) }
    public func drag(_ pointer: PointerInput, in context: InteractionContext) -> InteractionResult { turn(context) }
    public func release(_ pointer: PointerInput, in context: InteractionContext) -> InteractionResult { turn(context) }
    public func hover(_ pointer: PointerInput, in context: InteractionContext) -> InteractionResult { turn(context) }
    public func exit(in context: InteractionContext) -> InteractionResult { turn(context) }
    public func scroll(_ scroll: ScrollInput, in context: InteractionContext) -> InteractionResult { turn(context) }
    public func key(_ key: KeyInput, in context: InteractionContext) -> InteractionResult { turn(context) }
}
