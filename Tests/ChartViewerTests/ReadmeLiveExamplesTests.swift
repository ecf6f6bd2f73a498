import ChartKit
import Foundation
import XCTest

/// The Swift snippets of docs/live-data.md and docs/dashboards.md (Range selector, Tornado, Dashboards),
/// compiled and run (windows compiled only), so the docs never show an API that does not exist.
final class ReadmeLiveExamplesTests: XCTestCase {
    func testLiveDataSnippet() {
        let chart = Chart()
        let now = 1_700_000_000.0, load = 0.5
        let data = ArrayDataSource()
        data.add(LineSeries(title: "cpu"), x: [], y: [])
        chart.dataSource = data
        chart.rollingWindow = .span(600)
        chart.follow.visibleSpan = 60
        chart.append(x: [now], y: [load], toSeriesAt: 0)

        let feed = ChartFeed()
        chart.attach(feed)
        feed.append(x: now + 1, y: load, toSeriesAt: 0)
        chart.advance(to: 0)
        XCTAssertEqual(chart.data(forSeriesAt: 0).count, 2)
        chart.reloadData()
        XCTAssertEqual(chart.data(forSeriesAt: 0).count, 2, "reloadData loses nothing")
    }

    func testRangeSelectorAndDashboardSnippets() throws {
        func make() -> Chart {
            let chart = Chart()
            let data = ArrayDataSource()
            data.add(LineSeries(title: "web-1"), x: [0, 1, 2], y: [1, 2, 3])
            chart.dataSource = data
            return chart
        }
        let prices = make(), overview = make()
        let selector = RangeSelector(main: prices, overview: overview)
        let openSelector: () throws -> Void = {
            let view = try ChartView(charts: [prices, overview], arrangement: .rows([4, 1]),
                                     title: "Prices", size: Size(width: 1000, height: 700))
            withExtendedLifetime(selector) { view.run() }
        }
        _ = openSelector

        let cpu = make(), memory = make(), network = make()
        let dashboard = try ChartDashboard(charts: [cpu, memory, network])
        let openDashboard: () throws -> Void = {
            let view = try ChartView(charts: dashboard.charts, arrangement: .grid(columns: 1, rowHeights: [2, 1, 1]),
                                     title: "Hosts", size: Size(width: 1200, height: 900))
            withExtendedLifetime(dashboard) { view.run() }
        }
        _ = openDashboard
        XCTAssertEqual(memory.series[0].paletteIndex, cpu.series[0].paletteIndex)
    }

    func testTornadoSnippet() {
        let chart = Chart()
        let data = ArrayDataSource()
        data.addTornado(low: BarSeries(title: "Low case"), high: BarSeries(title: "High case"),
                        positions: [0, 1, 2], low: [20, 35, 75], high: [70, 60, 25], base: 50)
        chart.dataSource = data
        chart.xAxis.axisPosition = .reverse
        XCTAssertEqual(chart.series.count, 2)
    }
}
