/// Points joined by a line, optionally with markers and an area fill down to a baseline.
///
/// ```swift
/// let temperature = LineSeries(title: "Temperature")
/// temperature.style.lineWidth = 3
/// temperature.style.showFill = true
/// ```
public final class LineSeries: ChartSeries {
    public var style = LineSeriesStyle()
    /// Used while `isSelected`. Default: the normal style with a line 1.5 times as wide.
    public var selectedStyle: LineSeriesStyle?

    public override init(title: String = "") {
        super.init(title: title)
    }

    var activeStyle: LineSeriesStyle {
        if isSelected {
            if let s = selectedStyle { return s }
            var s = style
            s.lineWidth = (s.lineWidth ?? 2) * 1.5
            return s
        }
        return style
    }

    override var allowsAggregation: Bool { !activeStyle.showMarkers }

    override func makeCommands(_ context: SeriesDrawContext) -> [DrawCommand] {
        guard let geometry = context.geometry else { return [] }
        let s = activeStyle
        let color = s.lineColor ?? context.paletteColor
        var commands: [DrawCommand] = []
        if s.showFill {
            let fill = s.fillColor ?? color.withAlpha(0.3)
            commands.append(.fill(FillCommand(
                geometry: GeometryRef(geometry), transform: context.transform,
                baseline: s.fillBaseline - geometry.originY,
                color: fill, baselineColor: s.fillBaselineColor ?? fill.withAlpha(fill.alpha * 0.15))))
        }
        commands.append(.polyline(PolylineCommand(
            geometry: GeometryRef(geometry), transform: context.transform, color: color,
            width: s.lineWidth ?? context.theme.seriesLineWidth, dash: s.dash)))
        if s.showMarkers {
            commands.append(.markers(s.marker.command(geometry: geometry, context: context, seriesColor: color)))
        }
        return commands
    }

    override func makeLegendSymbol(in rect: Rect, context: SeriesDrawContext) -> [DrawCommand] {
        let s = activeStyle
        let color = s.lineColor ?? context.paletteColor
        var commands: [DrawCommand] = []
        if s.showFill {
            commands.append(.rects([RectShape(
                rect: Rect(x: rect.minX, y: rect.midY, width: rect.width, height: rect.height / 2),
                fill: s.fillColor ?? color.withAlpha(0.3))]))
        }
        let width = min(s.lineWidth ?? context.theme.seriesLineWidth, rect.height / 2)
        commands.append(.segments(SegmentBatch(
            segments: [.init(from: Point(x: rect.minX, y: rect.midY), to: Point(x: rect.maxX, y: rect.midY))],
            color: color, width: width, dash: s.dash)))
        if s.showMarkers, let geometry = context.geometry {
            var marker = s.marker.command(geometry: geometry, context: context, seriesColor: color)
            marker.size = min(marker.size, rect.height)
            commands.append(.markers(marker))
        }
        return commands
    }
}

extension MarkerStyle {
    /// The markers command for this style, with the theme's defaults filled in.
    func command(geometry: SeriesGeometry, context: SeriesDrawContext, seriesColor: Color) -> MarkerCommand {
        MarkerCommand(geometry: GeometryRef(geometry), transform: context.transform, shape: shape,
                      size: size ?? context.theme.markerSize, fill: fillColor ?? seriesColor,
                      strokeColor: strokeColor ?? context.plotBackground, strokeWidth: strokeWidth ?? 1)
    }
}
