/// A marker at each point, nothing joining them.
///
/// ```swift
/// let samples = ScatterSeries(title: "Samples")
/// samples.style.marker = MarkerStyle(shape: .diamond, size: 9)
/// ```
public final class ScatterSeries: ChartSeries {
    public var style = ScatterSeriesStyle()
    /// Used while `isSelected`. Default: markers 1.4 times as large.
    public var selectedStyle: ScatterSeriesStyle?

    public override init(title: String = "") {
        super.init(title: title)
    }

    var activeStyle: ScatterSeriesStyle {
        if isSelected {
            if let s = selectedStyle { return s }
            var s = style
            s.marker.size = (s.marker.size ?? 7) * 1.4
            return s
        }
        return style
    }

    // Every marker must be drawn: min/max aggregation would drop points a reader should see.
    override var allowsAggregation: Bool { false }

    override func makeCommands(_ context: SeriesDrawContext) -> [DrawCommand] {
        guard let geometry = context.geometry else { return [] }
        return [.markers(activeStyle.marker.command(geometry: geometry, context: context,
                                                    seriesColor: context.paletteColor))]
    }

    override func makeLegendSymbol(in rect: Rect, context: SeriesDrawContext) -> [DrawCommand] {
        guard let geometry = context.geometry else { return [] }
        var marker = activeStyle.marker.command(geometry: geometry, context: context,
                                                seriesColor: context.paletteColor)
        marker.size = min(marker.size, rect.height)
        return [.markers(marker)]
    }
}
