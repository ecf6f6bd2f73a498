/// The look of a scatter series. nil values come from the theme and the series' palette colour.
public struct ScatterSeriesStyle: Hashable, Sendable {
    public var marker: MarkerStyle

    public init(marker: MarkerStyle = MarkerStyle()) {
        self.marker = marker
    }
}
