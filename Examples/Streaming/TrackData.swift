import ChartKit

/// The tracker's two series, each on its own y axis: an `ArrayDataSource` that also answers
/// `chart(_:yAxisForSeriesAt:)`, streaming included.
final class TrackData: StreamingChartDataSource {
    private let arrays = ArrayDataSource()
    private var yAxes: [Axis?] = []

    func add(_ series: ChartSeries, on axis: Axis? = nil) {
        arrays.add(series, x: [], y: [])
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
    func chart(_ chart: Chart, pointsIn range: Range<Int>, ofSeriesAt seriesIndex: Int) -> SeriesPoints? {
        arrays.chart(chart, pointsIn: range, ofSeriesAt: seriesIndex)
    }
    func chart(_ chart: Chart, yAxisForSeriesAt seriesIndex: Int) -> Axis? { yAxes[seriesIndex] }
    func append(x: [Double], y: [Double], toSeriesAt index: Int) { arrays.append(x: x, y: y, toSeriesAt: index) }
    func removeFirst(_ count: Int, fromSeriesAt index: Int) { arrays.removeFirst(count, fromSeriesAt: index) }
}
