/// A horizontal line across the plot at the value of the right-most point in view, with that
/// value in a tag at the plot's right edge: the price line of a trading chart, which follows the
/// data as the view pans (the range selector's fifth requirement in the reference,
/// `RangeSelector.marksNewestVisibleValue`). A chart extension: attach it to the chart it marks.
///
/// ```swift
/// let marker = NewestValueMarker()
/// chart.addExtension(marker)   // held weakly: keep `marker`
/// ```
public final class NewestValueMarker: ChartExtension {
    /// The series whose newest visible point is marked. Default: 0, the first.
    public var seriesIndex = 0
    /// The line's and tag's colour; nil for the series' own. Default: nil.
    public var color: Color?
    /// Text size of the tag, in points. Default: 11.
    public var fontSize = 11.0

    /// How many missing values in a row the lookup steps back over before it gives up.
    static let gapWalkLimit = 65_536

    public init(seriesIndex: Int = 0) {
        self.seriesIndex = seriesIndex
    }

    /// The right-most point of the series whose x lies in the visible x range, as data values;
    /// nil when none does, the series is hidden or absent, or its x is out of order ("newest"
    /// means the largest x of a series read in x order). A binary search, and a walk back over
    /// at most `gapWalkLimit` missing values: a frame never scans the series.
    public func newestVisiblePoint(in chart: Chart) -> (x: Double, y: Double)? {
        guard chart.series.indices.contains(seriesIndex), !chart.series[seriesIndex].isHidden else { return nil }
        let data = chart.data(forSeriesAt: seriesIndex)
        let range = chart.xAxis(for: chart.seriesStates[seriesIndex]).visibleRange
        guard data.count > 0, data.isSortedByX else { return nil }
        var index = data.firstIndex(xAbove: range.max) - 1
        // Back over missing values, within the view.
        let stop = max(index - Self.gapWalkLimit, -1)
        while index > stop, data.x[index] >= range.min, !data.y[index].isFinite { index -= 1 }
        guard index > stop, data.x[index] >= range.min else { return nil }
        let x = data.x[index], y = data.y[index]
        guard x.isFinite, y.isFinite, x >= range.min, x <= range.max else { return nil }
        return (x, y)
    }

    public func overlayCommands(for chart: Chart, layout: ChartLayout, measurer: TextMeasuring) -> [DrawCommand] {
        guard !chart.isRadialChart, let point = newestVisiblePoint(in: chart) else { return [] }
        let state = chart.seriesStates[seriesIndex]
        let yAxis = chart.yAxis(for: state)
        let plot = layout.plotArea
        let pixel = yAxis.pixelValue(forDataValue: point.y, in: layout.span(of: yAxis, in: chart))
        guard pixel.isFinite, pixel >= plot.minY - 0.5, pixel <= plot.maxY + 0.5 else { return [] }
        let theme = chart.theme
        let series = state.series
        let own = (series as? LineSeries)?.style.lineColor ?? theme.paletteColor(series.paletteIndex ?? 0)
        let accent = (color ?? own).readable(on: theme.plotBackground)
        let font = FontSpec(size: fontSize, weight: .bold)
        let text = yAxis.tooltipString(for: point.y)
        let metrics = measurer.measure(text, font: font)
        let padX = 5.0, padY = 2.0
        let height = (metrics.ascent + metrics.descent + 2 * padY).rounded(.up)
        let width = (metrics.width + 2 * padX).rounded(.up)
        // The tag hangs inside the plot's right edge, centred on the line, kept whole in the plot.
        let top = min(max(pixel - height / 2, plot.minY), plot.maxY - height)
        let tag = Rect(x: plot.maxX - width, y: top, width: width, height: height)
        let line = SegmentBatch(segments: [.init(from: Point(x: plot.minX, y: pixel), to: Point(x: tag.minX, y: pixel))],
                                color: accent, width: 1, dash: [4, 3])
        let label = accent.relativeLuminance > 0.4 ? Color.black : Color.white
        return [
            .segments(line),
            .rects([RectShape(rect: tag, fill: accent, cornerRadius: 2)]),
            .text(TextCommand(text: text, font: font, color: label,
                              position: Point(x: tag.minX + padX, y: (tag.minY + padY + metrics.ascent).rounded()))),
        ]
    }
}
