/// What an interaction handler did with an event: whether it consumed it (the handlers after it
/// in `Chart.interactions` are not asked) and whether the chart needs drawing again.
///
/// ```swift
/// func press(_ pointer: PointerInput, in context: InteractionContext) -> InteractionResult {
///     guard pointer.button == .middle else { return .ignored }
///     return .consumed(redraw: false)
/// }
/// ```
public struct InteractionResult: Hashable, Sendable {
    /// The handlers after this one are not asked.
    public var isConsumed: Bool
    /// Draw the chart again.
    public var needsRedraw: Bool

    public init(isConsumed: Bool, needsRedraw: Bool) {
        self.isConsumed = isConsumed
        self.needsRedraw = needsRedraw
    }

    /// Not this handler's event: the next one is asked.
    public static let ignored = InteractionResult(isConsumed: false, needsRedraw: false)

    /// This handler's event: no later handler hears it.
    public static func consumed(redraw: Bool = true) -> InteractionResult {
        InteractionResult(isConsumed: true, needsRedraw: redraw)
    }

    /// Heard and passed on to the next handler (the crosshair follows the pointer and lets a drag
    /// go on to pan).
    public static func passed(redraw: Bool) -> InteractionResult {
        InteractionResult(isConsumed: false, needsRedraw: redraw)
    }
}
