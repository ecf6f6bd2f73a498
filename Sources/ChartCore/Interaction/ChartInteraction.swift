/// One way a chart answers input — pan, zoom, box zoom, rotate, the crosshair, measurement
/// cursors, legend toggles, selection, or one of your own — registered in `Chart.interactions`.
///
/// The chart asks its handlers in order (`Chart.handle(_:)`); the first that consumes an event
/// ends it, and one that passes lets the next hear it. Every method has a default that ignores
/// the event, so a handler implements only what it answers:
///
/// ```swift
/// struct MiddleClickReset: ChartInteraction {
///     var name: String { "middleClickReset" }
///     func press(_ pointer: PointerInput, in context: InteractionContext) -> InteractionResult {
///         guard pointer.button == .middle else { return .ignored }
///         context.chart.resetZoom(animated: true)
///         return .consumed()
///     }
/// }
/// chart.interactions.insert(MiddleClickReset(), at: 0)
/// chart.interactions.remove(named: "pan")   // a drag no longer pans
/// ```
///
/// A press that no handler consumes, or that a gesture took and released without dragging,
/// becomes a `click(_:in:)` when its button comes up (a single left press: the legend toggle and
/// selection answer it). Moves while a button is held are `drag`s, other moves `hover`s.
public protocol ChartInteraction {
    /// The handler's name in the list: `chart.interactions.remove(named:)` finds it by this.
    /// Default: the type's name.
    var name: String { get }

    /// A button went down.
    func press(_ pointer: PointerInput, in context: InteractionContext) -> InteractionResult
    /// The second press of a double-click, asked before `press` is.
    func doubleClick(_ pointer: PointerInput, in context: InteractionContext) -> InteractionResult
    /// The pointer moved with a button held.
    func drag(_ pointer: PointerInput, in context: InteractionContext) -> InteractionResult
    /// A button came up.
    func release(_ pointer: PointerInput, in context: InteractionContext) -> InteractionResult
    /// A press released where it went down.
    func click(_ click: ChartClick, in context: InteractionContext) -> InteractionResult
    /// The pointer moved with no button held.
    func hover(_ pointer: PointerInput, in context: InteractionContext) -> InteractionResult
    /// The pointer left the chart.
    func exit(in context: InteractionContext) -> InteractionResult
    /// A wheel or trackpad scroll.
    func scroll(_ scroll: ScrollInput, in context: InteractionContext) -> InteractionResult
    /// A key press.
    func key(_ key: KeyInput, in context: InteractionContext) -> InteractionResult
}

extension ChartInteraction {
    public var name: String { String(describing: type(of: self)) }
    public func press(_ pointer: PointerInput, in context: InteractionContext) -> InteractionResult { .ignored }
    public func doubleClick(_ pointer: PointerInput, in context: InteractionContext) -> InteractionResult { .ignored }
    public func drag(_ pointer: PointerInput, in context: InteractionContext) -> InteractionResult { .ignored }
    public func release(_ pointer: PointerInput, in context: InteractionContext) -> InteractionResult { .ignored }
    public func click(_ click: ChartClick, in context: InteractionContext) -> InteractionResult { .ignored }
    public func hover(_ pointer: PointerInput, in context: InteractionContext) -> InteractionResult { .ignored }
    public func exit(in context: InteractionContext) -> InteractionResult { .ignored }
    public func scroll(_ scroll: ScrollInput, in context: InteractionContext) -> InteractionResult { .ignored }
    public func key(_ key: KeyInput, in context: InteractionContext) -> InteractionResult { .ignored }
}
