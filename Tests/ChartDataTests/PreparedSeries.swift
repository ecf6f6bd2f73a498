import ChartKit

/// A datasource handing the chart one series whose data are already a `SeriesData` (a mapped
/// column, evenly sampled x), used as they are through `chart(_:seriesDataAt:)`.
final class PreparedSeries: ChartDataSource {
    let series: ChartSeries
    let data: SeriesData

    init(series: ChartSeries, data: SeriesData) {
        self.series = series
        self.data = data
    }

    func numberOfSeries(in chart: Chart) -> Int { 1 }
    func chart(_ chart: Chart, seriesAt index: Int) -> ChartSeries { series }
    func chart(_ chart: Chart, numberOfPointsInSeriesAt seriesIndex: Int) -> Int { data.count }
    func chart(_ chart: Chart, pointAt pointIndex: Int, inSeriesAt seriesIndex: Int) -> DataPoint {
        DataPoint(x: data.x[pointIndex], y: data.y[pointIndex])
    }
    func chart(_ chart: Chart, seriesDataAt seriesIndex: Int) -> SeriesData? { data }
}
