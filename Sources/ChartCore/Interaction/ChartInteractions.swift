/// A chart's interaction handlers in the order they are asked (`Chart.interactions`): remove,
/// reorder or add to them.
///
/// The standard list, in order: `extensions` (what `ChartExtension`s intercept), `rotate`
/// (radial charts), `measurement`, `crosshair`, `keyboard`, `zoom`, `boxZoom`, `pan`,
/// `legendToggle`, `selection`.
///
/// ```swift
/// chart.interactions.remove(named: "pan")                      // drags no longer pan
/// chart.interactions.remove(BoxZoomInteraction.self)           // by type
/// chart.interactions.insert(MyClickHandler(), before: "legendToggle")
/// chart.interactions.move(named: "selection", before: "legendToggle")
/// ```
public struct ChartInteractions {
    /// The handlers, asked first to last.
    public var handlers: [any ChartInteraction]

    public init(_ handlers: [any ChartInteraction]) {
        self.handlers = handlers
    }

    /// The built-in handlers in the order that gives the chart's documented gestures.
    public static var standard: ChartInteractions {
        ChartInteractions([
            ExtensionInteraction(), RotateInteraction(), MeasurementInteraction(), CrosshairInteraction(),
            KeyboardNavigationInteraction(), ZoomInteraction(), BoxZoomInteraction(), PanInteraction(),
            LegendToggleInteraction(), SelectionInteraction(),
        ])
    }

    /// The handlers' names, in order.
    public var names: [String] { handlers.map(\.name) }

    /// Whether a handler is named `name`.
    public func contains(named name: String) -> Bool {
        handlers.contains { $0.name == name }
    }

    /// The position of the first handler named `name`.
    public func index(named name: String) -> Int? {
        handlers.firstIndex { $0.name == name }
    }

    /// The first handler of type `type`.
    public func first<Handler: ChartInteraction>(_ type: Handler.Type) -> Handler? {
        handlers.lazy.compactMap { $0 as? Handler }.first
    }

    /// Adds `handler` last: it hears only what every other handler passed on.
    public mutating func append(_ handler: any ChartInteraction) {
        handlers.append(handler)
    }

    /// Adds `handler` at `index` (clamped to the list): 0 asks it first.
    public mutating func insert(_ handler: any ChartInteraction, at index: Int) {
        handlers.insert(handler, at: min(max(index, 0), handlers.count))
    }

    /// Adds `handler` just before the handler named `name`, or last when there is none.
    public mutating func insert(_ handler: any ChartInteraction, before name: String) {
        insert(handler, at: index(named: name) ?? handlers.count)
    }

    /// Adds `handler` just after the handler named `name`, or last when there is none.
    public mutating func insert(_ handler: any ChartInteraction, after name: String) {
        insert(handler, at: index(named: name).map { $0 + 1 } ?? handlers.count)
    }

    /// Removes every handler named `name`; returns the first removed, nil when there was none.
    @discardableResult
    public mutating func remove(named name: String) -> (any ChartInteraction)? {
        let removed = handlers.first { $0.name == name }
        handlers.removeAll { $0.name == name }
        return removed
    }

    /// Removes every handler of type `type`; returns the first removed, nil when there was none.
    @discardableResult
    public mutating func remove<Handler: ChartInteraction>(_ type: Handler.Type) -> Handler? {
        let removed = first(type)
        handlers.removeAll { $0 is Handler }
        return removed
    }

    /// Moves the handler named `name` to just before the handler named `other`. Returns false,
    /// changing nothing, when either is missing.
    @discardableResult
    public mutating func move(named name: String, before other: String) -> Bool {
        guard name != other, let from = index(named: name), index(named: other) != nil else { return false }
        let handler = handlers.remove(at: from)
        insert(handler, at: index(named: other)!)
        return true
    }
}
