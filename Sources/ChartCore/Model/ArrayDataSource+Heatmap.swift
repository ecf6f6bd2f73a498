extension ArrayDataSource {
    /// Adds a heatmap. Its grid stays on the series; the datasource holds the corners of its
    /// extents, which is what the axes fit.
    ///
    /// ```swift
    /// data.add(HeatmapSeries(title: "Pixels", grid: HeatmapGrid(rows: 28, columns: 28, values: pixels)))
    /// ```
    public func add(_ heatmap: HeatmapSeries) {
        add(heatmap, x: [heatmap.xExtent.min, heatmap.xExtent.max], y: [heatmap.yExtent.min, heatmap.yExtent.max])
    }
}
