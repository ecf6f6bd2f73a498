/// The one object that may shape a chart as it is drawn (its ticks and tick labels), and hears
/// everything an observer hears. Every method has an empty default, so a delegate implements
/// only what it cares about.
///
/// Where several parties only need to listen, give each its own observer
/// (`Chart.addObserver(_:)`) instead: the delegate is heard first, then the observers in the
/// order they were added.
public protocol ChartDelegate: ChartObserver {
    // MARK: Axes

    /// Major tick values for `axis` instead of its automatic ones (values out of view are left
    /// out); nil to keep the automatic ticks. Asked at every layout.
    func chart(_ chart: Chart, majorTickValuesFor axis: Axis) -> [Double]?
    /// Lets the delegate change a tick mark — its label text, colours, font, whether its label or
    /// line is shown — just before it is drawn. Asked for every major and minor tick in view at
    /// every layout; the value and kind stay as they were.
    func chart(_ chart: Chart, alter tickMark: inout TickMark, on axis: Axis)

    // MARK: Tooltip

    /// The tooltip's lines for what the crosshair reads; nil for the default ones. Asked when
    /// `chart.tooltipContent` is not set, at every frame the crosshair shows.
    func chart(_ chart: Chart, tooltipLinesFor reading: CrosshairReading) -> [TooltipLine]?
}

extension ChartDelegate {
    public func chart(_ chart: Chart, majorTickValuesFor axis: Axis) -> [Double]? { nil }
    public func chart(_ chart: Chart, alter tickMark: inout TickMark, on axis: Axis) {}
    public func chart(_ chart: Chart, tooltipLinesFor reading: CrosshairReading) -> [TooltipLine]? { nil }
}
