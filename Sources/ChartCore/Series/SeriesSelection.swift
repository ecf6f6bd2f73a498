/// A change of selection, as the delegate hears it.
public struct SeriesSelection {
    public var series: ChartSeries
    public var seriesIndex: Int
    /// The point selected or deselected; nil when the whole series was.
    public var pointIndex: Int?
    /// Where the click was, in points; nil when the selection was set in code.
    public var position: Point?
    /// Whether it is now selected.
    public var isSelected: Bool
}
