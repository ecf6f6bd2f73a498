extension SeriesFrame {
    /// The points in view as drawn, in points; nil past `DataLabelPlacer.maximumCandidates`.
    func drawnPoints(of series: ChartSeries) -> [(index: Int, point: Point)]? {
        let visible = visibleIndices(margin: 1)
        guard visible.count <= DataLabelPlacer.maximumCandidates else { return nil }
        let values = self.values
        return visible.compactMap { index in
            let p = point(position: values.positioned.x[index], value: series.displayedValue(at: index, values))
            return p.x.isFinite && p.y.isFinite ? (index, p) : nil
        }
    }
}
