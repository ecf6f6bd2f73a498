/// What the drawn data's obstacles (`DataObstacle`) depend on: the plot area, the scale, every
/// axis's visible range, and each shown series' data (identity, version, count). Equal keys mean
/// the same obstacles, so the occupancy gathered for one frame serves the next. Nil while a series
/// animation runs (the drawn data change with time alone).
struct DataObstacleKey: Equatable {
    struct SeriesKey: Equatable {
        var series: ObjectIdentifier
        var data: ObjectIdentifier
        var version: Int
        var count: Int
    }

    var plotArea: Rect
    var scale: Double
    var ranges: [AxisRange]
    var series: [SeriesKey]

    init?(chart: Chart, layout: ChartLayout) {
        guard !chart.hasRunningSeriesAnimations else { return nil }
        plotArea = layout.plotArea
        scale = layout.scale
        ranges = (chart.xAxes + chart.yAxes).map(\.visibleRange)
        series = chart.seriesStates.filter { !$0.series.isHidden }.map {
            SeriesKey(series: ObjectIdentifier($0.series), data: ObjectIdentifier($0.data), version: $0.data.version,
                      count: $0.data.count)
        }
    }
}
