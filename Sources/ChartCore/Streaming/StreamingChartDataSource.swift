/// A datasource that can take points at the end of a series and drop them from its start, so
/// that `Chart.append(x:y:toSeriesAt:)`, a `ChartFeed` and a rolling window keep it in step
/// with the chart and a later `reloadData()` loses nothing. `ArrayDataSource` is one.
public protocol StreamingChartDataSource: ChartDataSource {
    /// Appends points to series `index`; the longer column is cut to the length of the shorter.
    func append(x: [Double], y: [Double], toSeriesAt index: Int)
    /// Removes the first `count` points of series `index` (all when there are fewer).
    func removeFirst(_ count: Int, fromSeriesAt index: Int)
}
