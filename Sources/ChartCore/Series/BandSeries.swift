/// Two lines, high and low, with the area between them shaded; where the low value rises above
/// the high one the area takes a second colour.
///
/// ```swift
/// let range = BandSeries(title: "Daily range")
/// range.style.crossedFillColor = Color(hex: 0xd55e00, alpha: 0.3)
/// data.add(range, x: days, low: lows, high: highs)
/// ```
///
/// The two lines are retained geometry with one vertex per position each, and the shading is
/// the fill primitive reaching from the high line to the low one, so a band costs two lines and
/// one fill whatever its length (dense data are drawn as a per-pixel envelope).
public final class BandSeries: ChartSeries {
    public var style = BandSeriesStyle()
    /// Used while `isSelected`. Default: lines 1.5 times as wide.
    public var selectedStyle: BandSeriesStyle?

    public override init(title: String = "") {
        super.init(title: title)
    }

    public override var valueKeys: [SeriesValueKey] { [.low, .high] }

    var activeStyle: BandSeriesStyle {
        guard isSelected else { return style }
        if let s = selectedStyle { return s }
        var s = style
        s.lineWidth = (s.lineWidth ?? 2) * 1.5
        return s
    }

    override func valueExtent(_ values: SeriesValues) -> AxisRange? {
        if let upper = values.lineData(for: .high), let lower = values.lineData(for: .low) {
            // The lines' own extents (found as they were made, or from their pyramids once built).
            let extents = [upper.yExtent, lower.yExtent].compactMap { $0 }
            guard let first = extents.first else { return nil }
            return extents.dropFirst().reduce(first) { AxisRange(min: min($0.min, $1.min), max: max($0.max, $1.max)) }
        }
        var low = Double.infinity, high = -Double.infinity
        for key in [SeriesValueKey.low, .high] {
            for v in values.column(key) ?? [] where v.isFinite {
                low = min(low, v)
                high = max(high, v)
            }
        }
        return low <= high ? AxisRange(min: low, max: high) : nil
    }

    override func displayedValue(at index: Int, _ values: SeriesValues) -> Double {
        values.column(.high).flatMap { index < $0.count ? $0[index] : nil } ?? .nan
    }

    override var connectsPoints: Bool { true }

    override func tooltipValues(at index: Int, frame: SeriesFrame) -> [TooltipValue] {
        frame.tooltipValues(at: index, keys: [.low, .high])
    }

    override func tooltipColor(at index: Int?, frame: SeriesFrame, theme: Theme, paletteColor: Color) -> Color {
        activeStyle.highLineColor ?? paletteColor
    }

    override func hitShape(at index: Int, frame: SeriesFrame) -> HitShape? {
        let values = frame.values
        let high = frame.column(.high), low = frame.column(.low)
        guard index >= 0, index < values.count, high[index].isFinite, low[index].isFinite else { return nil }
        let position = values.positioned.x[index]
        return .segment(frame.point(position: position, value: high[index]), frame.point(position: position, value: low[index]))
    }

    override var showsDataLabels: Bool { activeStyle.showsLabels }

    override func makeCommands(_ context: SeriesDrawContext) -> [DrawCommand] {
        guard let frame = context.frame else { return [] }
        let s = activeStyle
        // The high and low columns as lines over the series' positions (shared, not copied);
        // columns of another length than the positions get copies cut to fit.
        let values = frame.values
        let inputs: (upper: SeriesData, lower: SeriesData)
        if let upper = values.lineData(for: .high), let lower = values.lineData(for: .low) {
            inputs = (upper, lower)
        } else {
            inputs = frame.twoLineInputs(upper: frame.column(.high), lower: frame.column(.low))
        }
        guard let band = context.bandGeometry(upper: inputs.upper, lower: inputs.lower) else { return [] }
        let highColor = s.highLineColor ?? context.paletteColor
        let lowColor = s.lowLineColor ?? highColor
        var commands: [DrawCommand] = []
        if s.showsFill {
            commands.append(.fill(FillCommand(
                geometry: GeometryRef(band.upper), transform: band.transform, baseline: 0,
                color: s.fillColor ?? highColor.withAlpha(0.25), lowerGeometry: GeometryRef(band.lower),
                crossedColor: s.crossedFillColor ?? context.theme.fallingColor.withAlpha(0.3))))
        }
        let width = s.lineWidth ?? context.theme.seriesLineWidth
        if width > 0 {
            commands.append(context.polyline(band.lower, transform: band.transform, color: lowColor, width: width, dash: s.dash))
            commands.append(context.polyline(band.upper, transform: band.transform, color: highColor, width: width, dash: s.dash))
        }
        let marker = MarkerCommand(geometry: GeometryRef(band.upper), transform: band.transform, shape: .circle,
                                   size: context.theme.markerSize * 1.4, fill: highColor.selectionEmphasis,
                                   strokeColor: context.plotBackground, strokeWidth: 1)
        commands += context.selectedPointMarkers(self, marker: marker)
        if s.showsLabels {
            commands += context.dataLabels(self, style: s.labelStyle) { [unowned self] index in
                let values = frame.values
                return DataLabelPlacer.Anchor(end: frame.point(position: values.positioned.x[index],
                                                               value: displayedValue(at: index, values)))
            }
        }
        return commands
    }

    override func makeLegendSymbol(in rect: Rect, context: SeriesDrawContext) -> [DrawCommand] {
        let s = activeStyle
        let highColor = s.highLineColor ?? context.paletteColor
        let band = Rect(x: rect.minX, y: rect.minY + rect.height * 0.2, width: rect.width, height: rect.height * 0.6)
        let width = min(s.lineWidth ?? context.theme.seriesLineWidth, 2)
        return [
            .rects([RectShape(rect: band, fill: s.fillColor ?? highColor.withAlpha(0.25))]),
            .segments(SegmentBatch(segments: [.init(from: Point(x: band.minX, y: band.minY), to: Point(x: band.maxX, y: band.minY)),
                                              .init(from: Point(x: band.minX, y: band.maxY), to: Point(x: band.maxX, y: band.maxY))],
                                   color: highColor, width: width, dash: s.dash)),
        ]
    }
}
