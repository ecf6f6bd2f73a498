extension Chart {
    /// A long line handed over as arrays, as a series whose pyramid is built in the background
    /// (`SeriesData.init(progressiveX:y:)`): the first frame draws a sample of it, later frames
    /// the exact picture. Nil for other series kinds and for lines below the threshold.
    static func progressiveData(_ bulk: SeriesPoints, series: ChartSeries, chart: Chart) -> SeriesData? {
        // Exactly a line: other kinds (steps, areas of subclasses) read their columns in ways
        // the sample does not stand in for.
        guard type(of: series) == LineSeries.self else { return nil }
        let count = bulk.x.map { Swift.min($0.count, bulk.y.count) } ?? bulk.y.count
        guard count >= chart.progressiveLoadThreshold else { return nil }
        let x = bulk.x.map { SeriesColumn($0) } ?? SeriesColumn(start: 0, step: 1, count: count)
        return SeriesData(progressiveX: x, y: SeriesColumn(bulk.y))
    }

    /// Takes in the pyramids built in the background since the last frame; the axes are fitted
    /// again to the exact extents.
    func absorbBackgroundPyramids() {
        var changed = false
        for state in seriesStates where state.data.isBuildingPyramid && state.data.absorbPyramidProgress() {
            changed = true
        }
        if changed { refitAxes() }
    }

    /// Whether a line is still drawn from its sample while its pyramid is built: frames keep
    /// coming (`isAnimating`) until the exact picture replaces it.
    public var isBuildingPyramids: Bool {
        seriesStates.contains { $0.data.isBuildingPyramid }
    }

    /// Waits for every background pyramid build and takes them in (rendering without a window,
    /// tests, benchmarks).
    public func waitForPyramids() {
        var waited = false
        for state in seriesStates where state.data.isBuildingPyramid {
            state.data.finishBuildingPyramid()
            waited = true
        }
        if waited { refitAxes() }
    }
}
