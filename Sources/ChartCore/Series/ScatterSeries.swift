/// A marker at each point, nothing joining them: circles, squares, diamonds, triangles or crosses
/// of any size.
///
/// ```swift
/// let samples = ScatterSeries(title: "Samples")
/// samples.style.marker = MarkerStyle(shape: .diamond, size: 9)
/// ```
public final class ScatterSeries: ChartSeries {
    public var style = ScatterSeriesStyle()
    /// Used while `isSelected`, and for selected points. Default: markers 1.4 times as large.
    public var selectedStyle: ScatterSeriesStyle?
    /// Markers, or each device pixel coloured by how many points fall in it (`densityColorMap`,
    /// with a colour bar). Default `.automatic`: density above `densityThreshold` points.
    public var densityMode = ScatterDensityMode.automatic
    /// Points above which `.automatic` switches to density. Default 2,000,000.
    public var densityThreshold = 2_000_000
    /// The colours of density mode, from one point a pixel to the most crowded pixel.
    public var densityColorMap = ColorMap.viridis
    /// Whether density mode shows its colour bar in the plot's top-right corner. Default true.
    public var showsDensityColorBar = true
    /// Counts per pixel, kept between frames (a pan inside its grid only moves the image).
    let densityBuilder = DensityGridBuilder()

    /// The density mode's count pyramid once built (large clouds, `DensityPyramid`): bytes,
    /// seconds to build and threads (for benchmarks); nil before.
    public var densityPyramidBuild: (bytes: Int, seconds: Double, threads: Int)? { densityBuilder.pyramidBuild }

    /// Clouds of at least this many points get a count pyramid in density mode (built on other
    /// threads after the first picture), so that a zoom costs what its pixels cost; smaller
    /// ones are counted point by point. Default 2^22. A cost check lowers it to measure the
    /// pyramid's zoom at sizes a profiler can afford (`chartcost … zoom`).
    public var densityPyramidThreshold: Int {
        get { densityBuilder.pyramidPointFloor }
        set { densityBuilder.pyramidPointFloor = newValue }
    }

    public override init(title: String = "") {
        super.init(title: title)
    }

    var activeStyle: ScatterSeriesStyle {
        isSelected ? resolvedSelectedStyle : style
    }

    var resolvedSelectedStyle: ScatterSeriesStyle {
        if let s = selectedStyle { return s }
        var s = style
        s.marker.size = (s.marker.size ?? 7) * 1.4
        return s
    }

    // Min/max aggregation would drop points a reader should see; only markers hidden under later
    // ones are dropped (`MarkerGeometryBuilder`).
    override var allowsAggregation: Bool { false }

    override var showsDataLabels: Bool { activeStyle.showsLabels }

    override func dataObstacles(in frame: SeriesFrame) -> [DataObstacle] {
        guard let drawn = frame.drawnPoints(of: self) else { return [] }
        let size = activeStyle.marker.size ?? frame.theme.markerSize, owner = ObjectIdentifier(self)
        return drawn.map { DataObstacle.marker(at: $0.point, size: size, owner: owner) }
    }

    override func makeCommands(_ context: SeriesDrawContext) -> [DrawCommand] {
        guard let frame = context.frame else { return [] }
        if let density = densityCommands(context) { return density }
        let s = activeStyle
        // Dense opaque markers are cut to those that can show; otherwise every point is drawn.
        guard let (geometry, transform) = context.markerGeometry(
            frame.state.data, style: s.marker, seriesColor: context.paletteColor,
            everyPoint: { context.lineGeometry(frame.state.data, allowAggregation: false) }) else { return [] }
        var markers = s.marker.command(geometry: geometry, transform: transform, context: context,
                                       seriesColor: context.paletteColor)
        // Decimated markers are many: a renderer may keep them as an image a pan only moves.
        markers.prefersRetainedLayer = geometry === frame.state.cache.markerLevelOfDetail.geometry
        var commands: [DrawCommand] = [.markers(markers)]
        let selected = resolvedSelectedStyle.marker.command(geometry: geometry, transform: transform, context: context,
                                                            seriesColor: context.paletteColor.selectionEmphasis)
        commands += context.selectedPointMarkers(self, marker: selected)
        if s.showsLabels {
            commands += context.dataLabels(self, style: s.labelStyle) { index in
                let values = frame.values
                var anchor = frame.point(position: values.positioned.x[index], value: values.positioned.y[index])
                // Clear of the marker.
                anchor.y -= (s.marker.size ?? context.theme.markerSize) / 2
                return DataLabelPlacer.Anchor(end: anchor)
            }
        }
        return commands
    }

    override func makeLegendSymbol(in rect: Rect, context: SeriesDrawContext) -> [DrawCommand] {
        guard let geometry = context.geometry else { return [] }
        var marker = activeStyle.marker.command(geometry: geometry, transform: context.transform, context: context,
                                                seriesColor: context.paletteColor)
        marker.size = min(marker.size, rect.height)
        return [.markers(marker)]
    }
}
