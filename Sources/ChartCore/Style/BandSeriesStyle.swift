/// The look of a band series: a high and a low line and the area between them. nil values come
/// from the theme and the series' palette colour.
public struct BandSeriesStyle: Hashable, Sendable {
    /// Default: the series' palette colour.
    public var highLineColor: Color?
    /// Default: the high line's colour.
    public var lowLineColor: Color?
    /// Width of both lines in points; 0 for none. Default: the theme's `seriesLineWidth`.
    public var lineWidth: Double?
    /// Dash pattern of both lines. Default: solid.
    public var dash: [Double]
    /// Shade the area between the lines. Default: true.
    public var showsFill: Bool
    /// Where high lies above low. Default: the high line's colour at 25 % opacity.
    public var fillColor: Color?
    /// Where low rises above high. Default: the theme's falling colour at 30 % opacity.
    public var crossedFillColor: Color?
    /// Label each point with its high value. Default: false.
    public var showsLabels: Bool
    public var labelStyle: DataLabelStyle

    public init(highLineColor: Color? = nil, lowLineColor: Color? = nil, lineWidth: Double? = nil,
                dash: [Double] = [], showsFill: Bool = true, fillColor: Color? = nil,
                crossedFillColor: Color? = nil, showsLabels: Bool = false,
                labelStyle: DataLabelStyle = DataLabelStyle()) {
        self.highLineColor = highLineColor
        self.lowLineColor = lowLineColor
        self.lineWidth = lineWidth
        self.dash = dash
        self.showsFill = showsFill
        self.fillColor = fillColor
        self.crossedFillColor = crossedFillColor
        self.showsLabels = showsLabels
        self.labelStyle = labelStyle
    }
}
