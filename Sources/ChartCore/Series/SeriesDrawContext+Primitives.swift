import Foundation

extension SeriesDrawContext {
    // MARK: Retained geometry for the plot area

    /// The series' line geometry for `data` (x/y as drawn) in the current view, and its transform.
    /// `cullsOffView`: whether an unsorted line may cut its runs off the view (not under a fill).
    func lineGeometry(_ data: SeriesData, allowAggregation: Bool, cullsOffView: Bool = true) -> (SeriesGeometry, DataTransform)? {
        guard let frame else { return nil }
        let builder = frame.state.geometryBuilder
        // Non-linear axes (log, discontinuous): geometry on their linear scales (AXES).
        let transform = builder.update(data: frame.linearData(data), xRange: frame.xAxis.linearVisibleRange,
                                       yRange: frame.yAxis.linearVisibleRange,
                                       plotRect: frame.plotArea, scale: frame.scale, allowAggregation: allowAggregation,
                                       cullsOffView: cullsOffView)
        return (builder.geometry, transform)
    }

    /// Marker-only geometry for `data` (never aggregated), apart from the line geometry, kept in
    /// `builder` (the series cache's `markerBuilder` unless it holds something else).
    func markerGeometry(_ data: SeriesData, builder: LineGeometryBuilder? = nil) -> (SeriesGeometry, DataTransform)? {
        guard let frame else { return nil }
        let builder = builder ?? frame.state.cache.markerBuilder
        let transform = builder.update(data: frame.linearData(data), xRange: frame.xAxis.linearVisibleRange,
                                       yRange: frame.yAxis.linearVisibleRange,
                                       plotRect: frame.plotArea, scale: frame.scale, allowAggregation: false)
        return (builder.geometry, transform)
    }

    /// Where to draw `style`'s markers at the points of `data` (x/y as drawn) from: the series'
    /// decimated marker geometry when the view holds more markers than it can show
    /// (`MarkerGeometryBuilder`), else `everyPoint()`. Translucent markers are never decimated:
    /// where they overlap they darken, so every one of them shows.
    func markerGeometry(_ data: SeriesData, style: MarkerStyle, seriesColor: Color,
                        everyPoint: () -> (SeriesGeometry, DataTransform)?) -> (SeriesGeometry, DataTransform)? {
        guard let frame else { return nil }
        let builder = frame.state.cache.markerLevelOfDetail
        let look = style.command(geometry: builder.geometry, transform: transform, context: self, seriesColor: seriesColor)
        // A stroke fully transparent is an opaque marker with a soft rim; one partly so is not.
        let strokeIsOpaque = look.strokeWidth <= 0 || look.strokeColor.alpha >= 1 || look.strokeColor.alpha <= 0
        guard look.fill.alpha >= 1, strokeIsOpaque, look.size.isFinite, look.strokeWidth.isFinite else {
            builder.discard()
            return everyPoint()
        }
        // As far as the shader's quad reaches: half the size, half the stroke and a pixel of rim.
        let reach = look.size / 2 + max(look.strokeWidth, 0) / 2 + 1 / max(frame.scale, 1e-9)
        guard let transform = builder.update(data: frame.linearData(data), xRange: frame.xAxis.linearVisibleRange,
                                             yRange: frame.yAxis.linearVisibleRange, plotRect: frame.plotArea,
                                             scale: frame.scale, markerReach: reach) else { return everyPoint() }
        return (builder.geometry, transform)
    }

    /// Two lines sharing positions (`upper` and `lower` in position/value form) in the current
    /// view, and their shared transform.
    func bandGeometry(upper: SeriesData, lower: SeriesData) -> (upper: SeriesGeometry, lower: SeriesGeometry, transform: DataTransform)? {
        guard let frame else { return nil }
        let builder = frame.state.cache.bandBuilder
        let transform = builder.update(upper: frame.linearPositionValueData(upper),
                                       lower: frame.linearPositionValueData(lower), xRange: frame.xAxis.linearVisibleRange,
                                       yRange: frame.yAxis.linearVisibleRange, plotRect: frame.plotArea,
                                       scale: frame.scale, vertical: frame.orientation == .vertical)
        return (builder.upper, builder.lower, transform)
    }

    /// A polyline command; a dashed line in the plot area carries its dash phases, so the
    /// pattern runs on across vertices.
    func polyline(_ geometry: SeriesGeometry, transform: DataTransform, color: Color, width: Double,
                  dash: [Double]) -> DrawCommand {
        var phase: GeometryRef?
        if let frame, !dash.isEmpty {
            phase = frame.state.cache.dashPhaseBuilder(for: geometry).update(for: geometry, transform: transform, dash: dash)
        }
        return .polyline(PolylineCommand(geometry: GeometryRef(geometry), transform: transform, color: color,
                                         width: width, dash: dash, dashPhase: phase))
    }

    /// Markers at the selected points (in `marker`'s look), drawn over the series.
    func selectedPointMarkers(_ series: ChartSeries, marker: MarkerCommand) -> [DrawCommand] {
        guard let frame, !series.selectedPointIndices.isEmpty else { return [] }
        let values = frame.values
        let geometry = frame.state.cache.selectedPoints
        var vertices: [Float] = []
        for index in series.selectedPointIndices.sorted() where index >= 0 && index < values.count {
            let value = series.displayedValue(at: index, values)
            let p = frame.point(position: values.positioned.x[index], value: value)
            guard p.x.isFinite, p.y.isFinite else { continue }
            vertices += [Float(p.x - frame.plotArea.minX), Float(p.y - frame.plotArea.minY)]
        }
        guard !vertices.isEmpty else { return [] }
        if geometry.vertices != vertices || geometry.originX != frame.plotArea.minX || geometry.originY != frame.plotArea.minY {
            geometry.replace(originX: frame.plotArea.minX, originY: frame.plotArea.minY, vertices: vertices)
        }
        var command = marker
        command.geometry = GeometryRef(geometry)
        command.transform = DataTransform(scaleX: 1, scaleY: 1, offsetX: frame.plotArea.minX, offsetY: frame.plotArea.minY)
        return [.markers(command)]
    }

    // MARK: Data labels

    /// Labels for the visible points, each at `anchor(index)` (the point, or a bar's end, with the
    /// bar's start and fill when there is a bar), left out where they would overlap.
    func dataLabels(_ series: ChartSeries, style: DataLabelStyle,
                    anchor: (Int) -> DataLabelPlacer.Anchor?) -> [DrawCommand] {
        guard let frame, let measurer = frame.measurer else { return [] }
        let visible = frame.visibleIndices(margin: 0)
        guard visible.count <= DataLabelPlacer.maximumCandidates else { return [] }
        var placer = DataLabelPlacer(style: style, theme: theme, measurer: measurer,
                                     plotArea: frame.plotArea, orientation: frame.orientation,
                                     occupancy: labelOccupancy ?? DataLabelOccupancy())
        placer.owner = ObjectIdentifier(series)
        let values = frame.values
        var commands: [DrawCommand] = []
        for index in visible {
            let value = values.positioned.y[index]
            guard value.isFinite, let a = anchor(index) else { continue }
            let text = series.dataLabelFormatter?.label(for: value) ?? DataLabelPlacer.defaultText(value)
            if let command = placer.place(text, at: a) { commands.append(.text(command)) }
        }
        return commands
    }
}
