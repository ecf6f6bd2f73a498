extension Chart {
    /// A long line, band or run of columns handed over as arrays, as a series whose pyramid is
    /// built in the background (`SeriesData.init(progressiveX:y:)`): the first frame draws a
    /// sample of it, later frames the exact picture. A band's low line follows the same way
    /// (`SeriesValues.lineData(for:)`). Nil for other series kinds and below the threshold.
    static func progressiveData(_ bulk: SeriesPoints, series: ChartSeries, chart: Chart) -> SeriesData? {
        // Exactly these kinds, which read their values through the pyramid (columns binned a
        // pixel wide once dense): others (steps, areas, subclasses) read their columns in ways
        // the sample does not stand in for.
        let kind = type(of: series)
        guard kind == LineSeries.self || kind == BandSeries.self || kind == ColumnSeries.self else { return nil }
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
        for state in seriesStates {
            let values = state.cache.values
            var absorbed = false
            for line in values.linesBuildingPyramids where line.absorbPyramidProgress() { absorbed = true }
            if absorbed {
                // The value extent was the lines' samples'.
                values.forgetExtent()
                changed = true
            }
        }
        if changed { refitAxes() }
    }

    /// Whether a line is still drawn from its sample while its pyramid is built: frames keep
    /// coming (`isAnimating`) until the exact picture replaces it.
    public var isBuildingPyramids: Bool {
        seriesStates.contains { $0.data.isBuildingPyramid || !$0.cache.values.linesBuildingPyramids.isEmpty }
    }

    /// Waits for every background pyramid build and takes them in (rendering without a window,
    /// tests, benchmarks).
    public func waitForPyramids() {
        var waited = false
        for state in seriesStates where state.data.isBuildingPyramid {
            state.data.finishBuildingPyramid()
            waited = true
        }
        for state in seriesStates {
            let lines = state.cache.values.linesBuildingPyramids
            lines.forEach { $0.finishBuildingPyramid() }
            if !lines.isEmpty {
                state.cache.values.forgetExtent()
                waited = true
            }
        }
        if waited { refitAxes() }
    }
}
