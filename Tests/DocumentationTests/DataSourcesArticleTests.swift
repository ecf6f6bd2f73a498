import ChartKit
import Foundation
import XCTest

/// DataSourcesAndStreaming.md.
final class DataSourcesArticleTests: ArticleTestCase {
    func testArraysSnippet() {
        let chart = Chart()
        let data = ArrayDataSource()
        data.add(ColumnSeries(title: "Sales"), y: [12, 18, -9])
        data.add(CandlestickSeries(title: "ACME"), x: days, open: opens, high: highs, low: lows, close: closes)
        data.add(BandSeries(title: "Range"), x: days, low: lows, high: highs)
        data.add(BubbleSeries(title: "Cities"), x: gdp, y: life, area: population)
        chart.dataSource = data
        XCTAssertEqual(chart.series.count, 4)
    }

    private struct Sale { var day: Date; var region: String; var units: Int }
    private let sales = [Sale(day: Date(timeIntervalSince1970: 0), region: "North", units: 3),
                         Sale(day: Date(timeIntervalSince1970: 86_400), region: "South", units: 5)]

    func testTypedDataSnippet() {
        let byDay = Chart(xAxis: DateTimeAxis())
        let days = ArrayDataSource()
        days.add(LineSeries(title: "Units"), sales, x: \.day, y: \.units)
        byDay.dataSource = days

        let byRegion = Chart(xAxis: CategoryAxis())
        let regions = ArrayDataSource()
        regions.add(ColumnSeries(title: "Units"), sales, x: \.region, y: \.units)
        byRegion.dataSource = regions

        XCTAssertEqual(Array(byDay.data(forSeriesAt: 0).x), [0, 86_400])
        XCTAssertEqual((byRegion.xAxis as? CategoryAxis)?.categories, ["North", "South"])
    }

    func testOwnDataSourceSnippet() {
        final class Readings: ChartDataSource {
            let speed = LineSeries(title: "Speed")
            var times: [Double] = [], values: [Double] = []
            var speedAxis: Axis?

            func numberOfSeries(in chart: Chart) -> Int { 1 }
            func chart(_ chart: Chart, seriesAt index: Int) -> ChartSeries { speed }
            func chart(_ chart: Chart, numberOfPointsInSeriesAt seriesIndex: Int) -> Int { values.count }
            func chart(_ chart: Chart, pointAt pointIndex: Int, inSeriesAt seriesIndex: Int) -> DataPoint {
                DataPoint(x: times[pointIndex], y: values[pointIndex])
            }
            func chart(_ chart: Chart, pointsForSeriesAt seriesIndex: Int) -> SeriesPoints? {
                SeriesPoints(x: times, y: values)
            }
            func chart(_ chart: Chart, yAxisForSeriesAt seriesIndex: Int) -> Axis? { speedAxis }
        }
        let chart = Chart()
        let source = Readings()
        source.times = [0, 1, 2]
        source.values = [5, 7, 6]
        let right = NumberAxis()
        chart.addYAxis(right)
        source.speedAxis = right
        chart.dataSource = source
        chart.reloadData()
        chart.applyLayout(size: Size(width: 600, height: 400), measurer: ApproximateTextMeasurer())
        XCTAssertEqual(chart.data(forSeriesAt: 0).count, 3)
        XCTAssertEqual(right.dataRange?.max, 7, "the series is plotted against the second axis")
    }

    func testStreamingSnippets() {
        let chart = Chart()
        let data = ArrayDataSource()
        data.add(LineSeries(title: "cpu"), x: [], y: [])
        chart.dataSource = data
        chart.rollingWindow = .span(600)                  // keep ten minutes (or .points(10_000))
        chart.follow.visibleSpan = 60                     // show the last minute, sliding with the data
        chart.append(x: [now], y: [load], toSeriesAt: 0)  // the datasource keeps them too

        let feed = ChartFeed()
        chart.attach(feed)
        feed.append(x: now, y: load, toSeriesAt: 0)       // from any thread
        chart.advance(to: frameTime)             // each frame: takes the pending points
        XCTAssertEqual(chart.data(forSeriesAt: 0).count, 2)
    }
}
