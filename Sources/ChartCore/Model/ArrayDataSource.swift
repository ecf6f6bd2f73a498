/// A datasource built from arrays: the quickest way to put data on a chart.
///
/// ```swift
/// let data = ArrayDataSource()
/// data.add(LineSeries(title: "Price"), x: days, y: prices)
/// data.add(ScatterSeries(title: "Trades"), y: fills)      // x = 0, 1, 2, …
/// chart.dataSource = data
/// ```
public final class ArrayDataSource: ChartDataSource {
    private var entries: [(series: ChartSeries, points: SeriesPoints)] = []

    public init() {}

    /// Adds a series whose x values are its indices.
    public func add(_ series: ChartSeries, y: [Double]) {
        entries.append((series, SeriesPoints(x: nil, y: y)))
    }

    /// Adds a series with explicit x values. Extra values in the longer array are ignored.
    public func add(_ series: ChartSeries, x: [Double], y: [Double]) {
        let n = min(x.count, y.count)
        entries.append((series, SeriesPoints(x: Array(x.prefix(n)), y: Array(y.prefix(n)))))
    }

    public var series: [ChartSeries] { entries.map(\.series) }

    public func numberOfSeries(in chart: Chart) -> Int { entries.count }

    public func chart(_ chart: Chart, seriesAt index: Int) -> ChartSeries { entries[index].series }

    public func chart(_ chart: Chart, numberOfPointsInSeriesAt seriesIndex: Int) -> Int {
        entries[seriesIndex].points.y.count
    }

    public func chart(_ chart: Chart, pointAt pointIndex: Int, inSeriesAt seriesIndex: Int) -> DataPoint {
        let p = entries[seriesIndex].points
        return DataPoint(x: p.x?[pointIndex] ?? Double(pointIndex), y: p.y[pointIndex])
    }

    public func chart(_ chart: Chart, pointsForSeriesAt seriesIndex: Int) -> SeriesPoints? {
        entries[seriesIndex].points
    }
}
