import ChartKit

/// Series held in arrays, each on the y axis it names: an `ArrayDataSource` that also answers
/// `chart(_:yAxisForSeriesAt:)`.
final class WeatherData: ChartDataSource {
    private let arrays = ArrayDataSource()
    private var yAxes: [Axis?] = []

    func add(_ series: ChartSeries, x: [Double], y: [Double], on axis: Axis? = nil) {
        arrays.add(series, x: x, y: y)
        yAxes.append(axis)
    }

    func numberOfSeries(in chart: Chart) -> Int { arrays.numberOfSeries(in: chart) }
    func chart(_ chart: Chart, seriesAt index: Int) -> ChartSeries { arrays.chart(chart, seriesAt: index) }
    func chart(_ chart: Chart, numberOfPointsInSeriesAt seriesIndex: Int) -> Int {
        arrays.chart(chart, numberOfPointsInSeriesAt: seriesIndex)
    }
    func chart(_ chart: Chart, pointAt pointIndex: Int, inSeriesAt seriesIndex: Int) -> DataPoint {
        arrays.chart(chart, pointAt: pointIndex, inSeriesAt: seriesIndex)
    }
    func chart(_ chart: Chart, pointsForSeriesAt seriesIndex: Int) -> SeriesPoints? {
        arrays.chart(chart, pointsForSeriesAt: seriesIndex)
    }
    func chart(_ chart: Chart, yAxisForSeriesAt seriesIndex: Int) -> Axis? { yAxes[seriesIndex] }
}
