/// Supplies a chart's series and their data.
///
/// The chart asks for everything when it is first drawn and again on `reloadData()`. A datasource
/// implements the four point-by-point requirements; one that holds its data in arrays should also
/// implement `chart(_:pointsForSeriesAt:)`, which hands over a whole series without an object per
/// point (the default returns nil, and the chart falls back to asking point by point).
public protocol ChartDataSource: AnyObject {
    func numberOfSeries(in chart: Chart) -> Int
    func chart(_ chart: Chart, seriesAt index: Int) -> ChartSeries
    func chart(_ chart: Chart, numberOfPointsInSeriesAt seriesIndex: Int) -> Int
    func chart(_ chart: Chart, pointAt pointIndex: Int, inSeriesAt seriesIndex: Int) -> DataPoint
    /// All points of a series in one call, or nil to be asked point by point.
    func chart(_ chart: Chart, pointsForSeriesAt seriesIndex: Int) -> SeriesPoints?
}

extension ChartDataSource {
    public func chart(_ chart: Chart, pointsForSeriesAt seriesIndex: Int) -> SeriesPoints? { nil }
}
