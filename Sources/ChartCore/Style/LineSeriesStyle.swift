/// The look of a line, step line or area series. nil values come from the theme and the
/// series' palette colour.
public struct LineSeriesStyle: Hashable, Sendable {
    /// Default: the series' palette colour.
    public var lineColor: Color?
    /// Width in points. Default: the theme's `seriesLineWidth` (2 pt).
    public var lineWidth: Double?
    /// Dash and gap lengths in points; empty for solid. The pattern runs on along the whole line,
    /// however many points it has. Default: solid.
    public var dash: [Double]
    /// Default: false.
    public var showsMarkers: Bool
    public var marker: MarkerStyle
    /// Fill the area between the line and `fillBaseline` (or, stacked, the series below).
    /// Default: false.
    public var showsFill: Bool
    /// Default: the line colour at 30 % opacity (45 % when stacked).
    public var fillColor: Color?
    /// Colour at the baseline, for a gradient fill. Default: `fillColor` at 5 % opacity; when
    /// stacked, `fillColor` (solid).
    public var fillBaselineColor: Color?
    /// The data value the fill reaches down (or up) to. Default: 0.
    public var fillBaseline: Double
    /// Label each point with its value. Default: false.
    public var showsLabels: Bool
    public var labelStyle: DataLabelStyle

    public init(lineColor: Color? = nil, lineWidth: Double? = nil, dash: [Double] = [],
                showsMarkers: Bool = false, marker: MarkerStyle = MarkerStyle(),
                showsFill: Bool = false, fillColor: Color? = nil, fillBaselineColor: Color? = nil,
                fillBaseline: Double = 0, showsLabels: Bool = false, labelStyle: DataLabelStyle = DataLabelStyle()) {
        self.lineColor = lineColor
        self.lineWidth = lineWidth
        self.dash = dash
        self.showsMarkers = showsMarkers
        self.marker = marker
        self.showsFill = showsFill
        self.fillColor = fillColor
        self.fillBaselineColor = fillBaselineColor
        self.fillBaseline = fillBaseline
        self.showsLabels = showsLabels
        self.labelStyle = labelStyle
    }
}
