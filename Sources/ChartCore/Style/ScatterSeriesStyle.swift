/// The look of a scatter series. nil values come from the theme and the series' palette colour.
public struct ScatterSeriesStyle: Hashable, Sendable {
    public var marker: MarkerStyle
    /// Label each point with its value. Default: false.
    public var showsLabels: Bool
    public var labelStyle: DataLabelStyle

    public init(marker: MarkerStyle = MarkerStyle(), showsLabels: Bool = false,
                labelStyle: DataLabelStyle = DataLabelStyle()) {
        self.marker = marker
        self.showsLabels = showsLabels
        self.labelStyle = labelStyle
    }
}
