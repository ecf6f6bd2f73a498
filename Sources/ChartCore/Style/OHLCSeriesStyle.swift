/// The look of an OHLC series: a vertical line from low to high with a tick to the left at the
/// open and one to the right at the close. nil values come from the theme.
public struct OHLCSeriesStyle: Hashable, Sendable {
    /// Default: the theme's `risingColor`.
    public var risingColor: Color?
    /// Default: the theme's `fallingColor`.
    public var fallingColor: Color?
    /// Line width in points. Default: 1.5.
    public var lineWidth: Double
    /// How far both ticks reach together, as a fraction of the category slot (0.05…1): each
    /// tick is half of it. Default: 0.6.
    public var tickWidthRatio: Double
    /// Label each bar with its close. Default: false.
    public var showsLabels: Bool
    public var labelStyle: DataLabelStyle

    public init(risingColor: Color? = nil, fallingColor: Color? = nil, lineWidth: Double = 1.5,
                tickWidthRatio: Double = 0.6, showsLabels: Bool = false,
                labelStyle: DataLabelStyle = DataLabelStyle()) {
        self.risingColor = risingColor
        self.fallingColor = fallingColor
        self.lineWidth = lineWidth
        self.tickWidthRatio = tickWidthRatio
        self.showsLabels = showsLabels
        self.labelStyle = labelStyle
    }
}
