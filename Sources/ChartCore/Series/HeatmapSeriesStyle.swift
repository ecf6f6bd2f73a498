/// How a `HeatmapSeries` colours its cells and labels its colour bar. Every value left nil is
/// chosen from the data.
public struct HeatmapSeriesStyle: Hashable, Sendable {
    /// nil: `ColorMap.viridis`, or `ColorMap.blueRed` when the values lie on both sides of 0
    /// about evenly (the smaller side reaches at least half as far as the larger). Default: nil.
    public var colorMap: ColorMap?
    /// The values at the ends of the colour map (values beyond are clamped). nil: the finite
    /// extent of the values, widened to ±the largest magnitude for a diverging map. Default: nil.
    public var valueRange: AxisRange?
    /// The colour of missing (NaN) cells; nil: none (the plot background shows). Default: nil.
    public var missingColor: Color?
    /// Whether the chart draws a colour bar with value ticks to the right of the plot. Default: true.
    public var showsColorBar: Bool = true
    /// Written above the colour bar; nil: the series' title. Default: nil.
    public var colorBarTitle: String?

    public init(colorMap: ColorMap? = nil, valueRange: AxisRange? = nil, missingColor: Color? = nil,
                showsColorBar: Bool = true, colorBarTitle: String? = nil) {
        self.colorMap = colorMap
        self.valueRange = valueRange
        self.missingColor = missingColor
        self.showsColorBar = showsColorBar
        self.colorBarTitle = colorBarTitle
    }
}
