/// Points joined by a line, optionally with markers, an area fill down to a baseline (solid or
/// a gradient), and stacking. A missing value (NaN) leaves a gap.
///
/// ```swift
/// let temperature = LineSeries(title: "Temperature")
/// temperature.style.lineWidth = 3
/// temperature.style.showsFill = true
/// temperature.style.dash = [6, 4]
/// ```
///
/// With `orientation = .vertical` the line runs up the chart: each point's y is its position and
/// its x its value (a NaN x leaves a gap), and the fill reaches sideways to `fillBaseline`.
/// Series with the same `stackIndex` stack into a stacked area: each line is drawn at the sum
/// of the values so far, and its fill reaches down to the series below.
public class LineSeries: ChartSeries {
    public var style = LineSeriesStyle()
    /// Used while `isSelected`, and for selected points' markers. Default: the normal style with
    /// a line 1.5 times as wide.
    public var selectedStyle: LineSeriesStyle?
    /// Default: horizontal.
    public var orientation: SeriesOrientation = .horizontal

    public override init(title: String = "") {
        super.init(title: title)
    }

    var activeStyle: LineSeriesStyle {
        isSelected ? resolvedSelectedStyle : style
    }

    var resolvedSelectedStyle: LineSeriesStyle {
        if let s = selectedStyle { return s }
        var s = style
        s.lineWidth = (s.lineWidth ?? 2) * 1.5
        return s
    }

    override var layoutOrientation: SeriesOrientation { orientation }
    override var stackFamily: String? { "line" }
    override var baselineValue: Double { style.fillBaseline }

    /// A step line rewrites its points into corners here; nil keeps them as they are.
    func shapePoints(_ positions: [Double], _ upper: [Double], _ lower: [Double])
        -> (positions: [Double], upper: [Double], lower: [Double])? { nil }

    /// What `shapePoints` depends on besides the data, for memoisation.
    var shapeKey: Int { 0 }

    override var connectsPoints: Bool { true }

    override func tooltipColor(at index: Int?, frame: SeriesFrame, theme: Theme, paletteColor: Color) -> Color {
        strokeColor(activeStyle, palette: paletteColor, ground: theme.plotBackground)
    }

    /// The line's colour: the style's as given, else the palette's shaded to stand 3:1 on the
    /// plot's ground (`Color.readable(on:)`), since a pale palette colour (yellow on white) would
    /// vanish as a thin line. Fills, and the legend and tooltip with the line, follow the shade;
    /// an area fill keeps the palette colour itself.
    func strokeColor(_ s: LineSeriesStyle, palette: Color, ground: Color) -> Color {
        s.lineColor ?? palette.readable(on: ground)
    }

    /// The points the line passes through, as x/y data (plain, unstacked lines).
    func lineData(_ frame: SeriesFrame) -> SeriesData { frame.state.data }

    override var showsDataLabels: Bool { activeStyle.showsLabels }

    override func dataObstacles(in frame: SeriesFrame) -> [DataObstacle] {
        guard let drawn = frame.drawnPoints(of: self) else { return [] }
        let s = activeStyle, owner = ObjectIdentifier(self)
        let half = (s.lineWidth ?? frame.theme.seriesLineWidth) / 2 + 1
        var obstacles: [DataObstacle] = []
        // Consecutive points only: a gap (a missing value between them) joins nothing.
        for (a, b) in zip(drawn, drawn.dropFirst()) where b.index == a.index + 1 {
            obstacles.append(DataObstacle(owner: owner, shape: .segment(a.point, b.point, halfWidth: half)))
        }
        if s.showsMarkers {
            let size = s.marker.size ?? frame.theme.markerSize
            obstacles += drawn.map { DataObstacle.marker(at: $0.point, size: size, owner: owner) }
        }
        return obstacles
    }

    override func makeCommands(_ context: SeriesDrawContext) -> [DrawCommand] {
        guard let frame = context.frame else { return [] }
        let s = activeStyle
        let color = strokeColor(s, palette: context.paletteColor, ground: context.plotBackground)
        let vertical = orientation == .vertical
        // A stacked layer is solid by default: a gradient would fade out against the layer below.
        let stacked = frame.values.stack != nil
        let fillColor = s.fillColor ?? (s.lineColor ?? context.paletteColor).withAlpha(stacked ? 0.45 : 0.3)
        let fillBaseColor = s.fillBaselineColor ?? (stacked ? fillColor : fillColor.withAlpha(fillColor.alpha * 0.15))
        var commands: [DrawCommand] = []
        let lineGeometry: SeriesGeometry, transform: DataTransform
        if let stack = frame.values.stack {
            let inputs = frame.twoLineInputs(upper: stack.top, lower: stack.base, shapeKey: shapeKey,
                                             shape: { [unowned self] p, u, l in shapePoints(p, u, l) ?? (p, u, l) })
            guard let band = context.bandGeometry(upper: inputs.upper, lower: inputs.lower) else { return [] }
            if s.showsFill {
                commands.append(.fill(FillCommand(
                    geometry: GeometryRef(band.upper), transform: band.transform, baseline: 0, color: fillColor,
                    baselineColor: fillBaseColor, lowerGeometry: GeometryRef(band.lower), isVertical: vertical)))
            }
            (lineGeometry, transform) = (band.upper, band.transform)
        } else {
            // Markers come from geometry of their own, so the line may aggregate under them.
            guard let line = context.lineGeometry(lineData(frame), allowAggregation: true, cullsOffView: !s.showsFill)
            else { return [] }
            (lineGeometry, transform) = line
            if s.showsFill {
                // The geometry lives on the value axis's linear scale (log of the value on a log
                // axis); a baseline with no linear value there (0 on a log axis) falls back to
                // the low end of the visible range.
                let axis = frame.valueAxis
                var linearBaseline = axis.linearValue(s.fillBaseline)
                if !linearBaseline.isFinite { linearBaseline = axis.linearValue(axis.visibleRange.min) }
                let baseline = vertical ? (linearBaseline - lineGeometry.originX) / lineGeometry.unitX
                                        : (linearBaseline - lineGeometry.originY) / lineGeometry.unitY
                commands.append(.fill(FillCommand(
                    geometry: GeometryRef(lineGeometry), transform: transform, baseline: baseline, color: fillColor,
                    baselineColor: fillBaseColor, isVertical: vertical)))
            }
        }
        commands.append(context.polyline(lineGeometry, transform: transform, color: color,
                                         width: s.lineWidth ?? context.theme.seriesLineWidth, dash: s.dash))
        if !s.showsMarkers, frame.values.stack == nil, shapeKey == 0 {
            // A point with gaps on both sides has no segment to show it: a dot does.
            commands += context.lonePointDots(frame.state, width: s.lineWidth ?? context.theme.seriesLineWidth, color: color)
        }
        if s.showsMarkers {
            // Markers go on the data points, not on a step line's extra corners nor on M4 aggregates;
            // dense opaque ones are cut to those that can show.
            var marked: (SeriesGeometry, DataTransform)? = (lineGeometry, transform)
            if frame.values.stack == nil {
                let lineHoldsEveryPoint = shapeKey == 0 && !frame.state.geometryBuilder.lastUpdateAggregated
                marked = context.markerGeometry(frame.state.data, style: s.marker, seriesColor: color) {
                    lineHoldsEveryPoint ? (lineGeometry, transform) : context.markerGeometry(frame.state.data)
                }
            }
            if let (markerGeometry, markerTransform) = marked {
                var markers = s.marker.command(geometry: markerGeometry, transform: markerTransform,
                                               context: context, seriesColor: color)
                // Decimated markers are many: a renderer may keep them as an image a pan only moves.
                markers.prefersRetainedLayer = markerGeometry === frame.state.cache.markerLevelOfDetail.geometry
                commands.append(.markers(markers))
            }
        }
        let selected = resolvedSelectedStyle
        var selectedMarker = selected.marker.command(geometry: lineGeometry, transform: transform, context: context,
                                                     seriesColor: strokeColor(selected, palette: context.paletteColor,
                                                                              ground: context.plotBackground))
        selectedMarker.size = (selected.marker.size ?? context.theme.markerSize) * 1.4
        commands += context.selectedPointMarkers(self, marker: selectedMarker)
        if s.showsLabels {
            commands += context.dataLabels(self, style: s.labelStyle) { [unowned self] index in
                let values = frame.values
                let point = frame.point(position: values.positioned.x[index], value: displayedValue(at: index, values))
                return DataLabelPlacer.Anchor(end: point)
            }
        }
        return commands
    }

    override func makeLegendSymbol(in rect: Rect, context: SeriesDrawContext) -> [DrawCommand] {
        let s = activeStyle
        let color = strokeColor(s, palette: context.paletteColor, ground: context.plotBackground)
        var commands: [DrawCommand] = []
        if s.showsFill {
            commands.append(.rects([RectShape(
                rect: Rect(x: rect.minX, y: rect.midY, width: rect.width, height: rect.height / 2),
                fill: s.fillColor ?? (s.lineColor ?? context.paletteColor).withAlpha(0.3))]))
        }
        let width = min(s.lineWidth ?? context.theme.seriesLineWidth, rect.height / 2)
        commands.append(.segments(SegmentBatch(
            segments: [.init(from: Point(x: rect.minX, y: rect.midY), to: Point(x: rect.maxX, y: rect.midY))],
            color: color, width: width, dash: s.dash)))
        if s.showsMarkers, let geometry = context.geometry {
            var marker = s.marker.command(geometry: geometry, transform: context.transform, context: context,
                                          seriesColor: color)
            marker.size = min(marker.size, rect.height)
            commands.append(.markers(marker))
        }
        return commands
    }
}

extension MarkerStyle {
    /// The markers command for this style, with the theme's defaults filled in.
    func command(geometry: SeriesGeometry, transform: DataTransform, context: SeriesDrawContext,
                 seriesColor: Color) -> MarkerCommand {
        MarkerCommand(geometry: GeometryRef(geometry), transform: transform, shape: shape,
                      size: size ?? context.theme.markerSize, fill: fillColor ?? seriesColor,
                      strokeColor: strokeColor ?? context.plotBackground, strokeWidth: strokeWidth ?? 1)
    }
}
