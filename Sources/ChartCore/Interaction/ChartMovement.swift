/// One axis's visible range before and after a movement.
public struct AxisRangeChange {
    public let axis: Axis
    public let before: AxisRange
    public let after: AxisRange

    public init(axis: Axis, before: AxisRange, after: AxisRange) {
        self.axis = axis
        self.before = before
        self.after = after
    }
}

/// What the delegate hears about a pan or a zoom: which axes moved, from where to where, and why.
///
/// For `…IsPanning`/`…IsZooming` and the per-axis range call it describes one step (one drag
/// event, one momentum or animation frame); for `…WillStart…` the step about to be applied; for
/// `…DidFinish…` the whole movement, from the ranges before its first step to those after its
/// last, with the cause of that last step (a drag that ends in momentum finishes as `.momentum`).
///
/// ```swift
/// func chartIsPanning(_ chart: Chart, movement: ChartMovement) {
///     if let x = movement.change(for: chart.xAxis) { print("x now", x.after, "because of", movement.cause) }
/// }
/// ```
public struct ChartMovement {
    public var kind: NavigationKind
    public var cause: NavigationCause
    /// The axes whose range changed, each once, in the chart's axis order.
    public var changes: [AxisRangeChange]

    public init(kind: NavigationKind, cause: NavigationCause, changes: [AxisRangeChange]) {
        self.kind = kind
        self.cause = cause
        self.changes = changes
    }

    /// The axes that moved.
    public var axes: [Axis] { changes.map(\.axis) }

    /// The change of `axis`, or nil when it did not move.
    public func change(for axis: Axis) -> AxisRangeChange? {
        changes.first { $0.axis === axis }
    }

    /// The short name `chartview --print-ranges` prints: `pan` or `zoom` for a gesture, then
    /// `momentum`, `animation`, `programmatic`, `reset`, `box` and `key`.
    public var causeName: String {
        switch cause {
        case .gesture: return kind == .panning ? "pan" : "zoom"
        case .boxZoom: return "box"
        default: return cause.rawValue
        }
    }
}
