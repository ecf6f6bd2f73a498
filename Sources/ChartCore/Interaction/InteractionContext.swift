/// What a handler is handed with each event: the chart, the layout of the frame the screen shows
/// (plot area, each axis's pixel span, the legend's entries) and the event as the window sent it.
///
/// Handlers map pixels through `layout` (`layout.dataValue(forPixelValue:on:)`,
/// `layout.plotArea`) rather than through state a scene build left behind.
public struct InteractionContext {
    public let chart: Chart
    /// The frame's layout; nil before the chart was first laid out (`Chart.apply(_:)`).
    public let layout: ChartLayout?
    /// The event being dispatched.
    public let event: InputEvent

    public init(chart: Chart, layout: ChartLayout?, event: InputEvent) {
        self.chart = chart
        self.layout = layout
        self.event = event
    }
}
