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
    /// The x axis series `seriesIndex` is plotted against: one of `chart.xAxes`. nil, or an axis
    /// the chart does not have, means the primary x axis (the default).
    func chart(_ chart: Chart, xAxisForSeriesAt seriesIndex: Int) -> Axis?
    /// The y axis series `seriesIndex` is plotted against: one of `chart.yAxes`. nil, or an axis
    /// the chart does not have, means the primary y axis (the default).
    func chart(_ chart: Chart, yAxisForSeriesAt seriesIndex: Int) -> Axis?
    /// Every point's value for `key` (open, high, low, close, area, ...) of a multi-value series as
    /// one column, or nil to be asked point by point. Asked for each of the series' `valueKeys`.
    func chart(_ chart: Chart, valuesFor key: SeriesValueKey, inSeriesAt seriesIndex: Int) -> [Double]?
    /// One point's value for `key`; NaN when it has none (a missing value).
    func chart(_ chart: Chart, value key: SeriesValueKey, forPointAt pointIndex: Int, inSeriesAt seriesIndex: Int) -> Double
    /// The name of each point (a pie's slice names, a radar's categories), or nil for "Slice 1",
    /// "Slice 2", … Default: nil.
    func chart(_ chart: Chart, namesForPointsInSeriesAt seriesIndex: Int) -> [String]?
    /// The points at `range` of a series in one call (x nil: their indices), or nil to be asked
    /// point by point: what `Chart.appendNumberOfPoints(_:toSeriesAt:)` reads.
    func chart(_ chart: Chart, pointsIn range: Range<Int>, ofSeriesAt seriesIndex: Int) -> SeriesPoints?
    /// The names of the category positions 0, 1, 2, … of the values the datasource gave as text
    /// for `dimension` (`PlottableEncoder.categories`), or nil (the default). The chart gives
    /// them to each `CategoryAxis` of that dimension that has no categories of its own.
    func chart(_ chart: Chart, categoryNamesFor dimension: PlotDimension) -> [String]?

    // MARK: Data read in place

    /// A series' data as a ready `SeriesData` (columns read in place from a mapped file, a
    /// pyramid of its own), used as it is instead of being copied; nil (the default) to be
    /// asked for points.
    func chart(_ chart: Chart, seriesDataAt seriesIndex: Int) -> SeriesData?
}

extension ChartDataSource {
    public func chart(_ chart: Chart, pointsForSeriesAt seriesIndex: Int) -> SeriesPoints? { nil }

    public func chart(_ chart: Chart, xAxisForSeriesAt seriesIndex: Int) -> Axis? { nil }

    public func chart(_ chart: Chart, yAxisForSeriesAt seriesIndex: Int) -> Axis? { nil }

    public func chart(_ chart: Chart, valuesFor key: SeriesValueKey, inSeriesAt seriesIndex: Int) -> [Double]? { nil }

    public func chart(_ chart: Chart, value key: SeriesValueKey, forPointAt pointIndex: Int,
                      inSeriesAt seriesIndex: Int) -> Double { .nan }

    public func chart(_ chart: Chart, namesForPointsInSeriesAt seriesIndex: Int) -> [String]? { nil }
    public func chart(_ chart: Chart, pointsIn range: Range<Int>, ofSeriesAt seriesIndex: Int) -> SeriesPoints? { nil }

    public func chart(_ chart: Chart, seriesDataAt seriesIndex: Int) -> SeriesData? { nil }

    public func chart(_ chart: Chart, categoryNamesFor dimension: PlotDimension) -> [String]? { nil }
}
