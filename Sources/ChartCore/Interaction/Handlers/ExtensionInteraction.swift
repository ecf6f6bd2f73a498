/// The chart's extensions' input (`ChartExtension.chart(_:intercept:)`: a range selector's
/// window, the help overlay, the follow button), asked in the order they were attached; the
/// first whose answer is not nil consumes the event. First in the standard list, so extensions
/// hear an event before any gesture, as drawn above the chart; remove it and extensions draw
/// but take no input.
public struct ExtensionInteraction: ChartInteraction {
    public init() {}

    public var name: String { "extensions" }

    /// Every event goes to the extensions whole (`context.event`), once: a second press of a
    /// double-click is heard here as a press, so `doubleClick` is left to its default.
    private func intercept(_ context: InteractionContext) -> InteractionResult {
        guard let handled = context.chart.interceptByExtensions(context.event) else { return .ignored }
        return .consumed(redraw: handled)
    }

    public func press(_ pointer: PointerInput, in context: InteractionContext) -> InteractionResult { intercept(context) }
    public func drag(_ pointer: PointerInput, in context: InteractionContext) -> InteractionResult { intercept(context) }
    public func release(_ pointer: PointerInput, in context: InteractionContext) -> InteractionResult { intercept(context) }
    public func hover(_ pointer: PointerInput, in context: InteractionContext) -> InteractionResult { intercept(context) }
    public func exit(in context: InteractionContext) -> InteractionResult { intercept(context) }
    public func scroll(_ scroll: ScrollInput, in context: InteractionContext) -> InteractionResult { intercept(context) }
    public func key(_ key: KeyInput, in context: InteractionContext) -> InteractionResult { intercept(context) }
}
