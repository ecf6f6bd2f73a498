/// The look of a candlestick series. nil values come from the theme.
public struct CandlestickSeriesStyle: Hashable, Sendable {
    /// Body of a candle that closed at or above its open. Default: the theme's `risingColor`.
    public var risingColor: Color?
    /// Body of a candle that closed below its open. Default: the theme's `fallingColor`.
    public var fallingColor: Color?
    /// The body's outline; nil: none. Default: nil.
    public var outlineColor: Color?
    /// Outline width in points. Default: 1 (when there is an outline colour).
    public var outlineWidth: Double
    /// The wick's colour; nil: the body's colour. Default: nil.
    public var wickColor: Color?
    /// Wick width in points. Default: 1.
    public var wickWidth: Double
    /// The body's width as a fraction of the category slot (0.05…1). Default: 0.7.
    public var bodyWidthRatio: Double
    /// Label each candle with its close. Default: false.
    public var showsLabels: Bool
    public var labelStyle: DataLabelStyle

    public init(risingColor: Color? = nil, fallingColor: Color? = nil, outlineColor: Color? = nil,
                outlineWidth: Double = 1, wickColor: Color? = nil, wickWidth: Double = 1,
                bodyWidthRatio: Double = 0.7, showsLabels: Bool = false,
                labelStyle: DataLabelStyle = DataLabelStyle()) {
        self.risingColor = risingColor
        self.fallingColor = fallingColor
        self.outlineColor = outlineColor
        self.outlineWidth = outlineWidth
        self.wickColor = wickColor
        self.wickWidth = wickWidth
        self.bodyWidthRatio = bodyWidthRatio
        self.showsLabels = showsLabels
        self.labelStyle = labelStyle
    }
}
