/// Where everything of a chart goes in one frame, measured before anything is drawn.
public struct ChartLayout: Equatable {
    public var size: Size
    public var scale: Double
    /// Where the data are drawn.
    public var plotArea: Rect
    /// The title's box (nil without a title).
    public var titleFrame: Rect?
    /// The legend's box (nil when hidden or empty).
    public var legendFrame: Rect?
    public var legendEntries: [LegendEntryLayout]
    public var xAxis: AxisLayout
    public var yAxis: AxisLayout
}

/// One legend row: the series' symbol box and its title's anchor.
public struct LegendEntryLayout: Equatable {
    public var seriesIndex: Int
    public var symbolFrame: Rect
    public var textOrigin: Point
    public var title: String
}

/// An axis after measuring: its ticks, their labels and the space they take.
public struct AxisLayout: Equatable {
    public var majorTicks: TickSet
    public var minorTicks: TickSet
    public var labels: [String]
    /// The widest label (horizontal extent), in points.
    public var maxLabelWidth: Double
    public var labelHeight: Double
    /// The band beside the plot area taken by the axis line, ticks, labels and title.
    public var frame: Rect
    /// Where the title's anchor sits (centre of the title), if there is a title.
    public var titleCenter: Point?
}
