import ChartKit
import Foundation
import XCTest

/// The Swift snippets of README.md's quick start and of the guides it links (docs/swift-api.md,
/// docs/series.md, docs/axes.md, …), compiled (and run where they need no window), so no page
/// shows an API that does not exist.
final class ReadmeExamplesTests: XCTestCase {
    private let days = (0..<30).map(Double.init)
    private var temperatures: [Double] { days.map { 10 + 5 * sin($0 / 5) } }

    func testQuickStartBuildsAndRendersTheChart() throws {
        let readingDays = [1.0, 5, 9], readings = [11.0, 14, 9]
        let chart = Chart(title: "Daily temperature")
        let data = ArrayDataSource()
        let oslo = LineSeries(title: "Oslo")
        oslo.style.lineWidth = 3
        oslo.style.showsFill = true
        data.add(oslo, x: days, y: temperatures)
        data.add(ScatterSeries(title: "Readings"), x: readingDays, y: readings)
        chart.dataSource = data
        chart.xAxis.title = "Day"
        chart.yAxis.title = "°C"
        chart.legend.isVisible = true
        chart.theme = .dark
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("readme-\(UUID().uuidString).png").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try ChartImageRenderer().writePNG(chart, size: Size(width: 1000, height: 640), scale: 2, to: path)
        let image = try PNGReader.read(path)
        XCTAssertEqual(image.width, 2000)
        // The window line of the quick start, compiled but not opened here.
        let openWindow: () throws -> Void = {
            try ChartView(chart: chart, title: "Temperature", size: Size(width: 1000, height: 640)).run()
        }
        _ = openWindow
    }

    func testSeriesSnippet() throws {
        let chart = Chart()
        let data = ArrayDataSource()
        let o = temperatures, h = o.map { $0 + 1 }, l = o.map { $0 - 1 }, c = o.map { $0 + 0.5 }
        let sales = ColumnSeries(title: "Sales")
        sales.style.cornerRatio = 0.5
        sales.style.fillGradientEndColor = .white
        sales.stackIndex = 0
        sales.style.showsLabels = true
        data.add(sales, y: [12, 18, -9])
        let acme = CandlestickSeries(title: "ACME")
        data.add(acme, x: days, open: o, high: h, low: l, close: c)
        data.add(BandSeries(title: "Range"), x: days, low: l, high: h)
        data.add(BubbleSeries(title: "Cities"), x: days, y: o, area: h)
        chart.dataSource = data
        sales.selectionMode = .point
        chart.legend.isVisible = true
        var finished: Bool?
        chart.hideSeries(sales, animation: .grow(duration: 0.4)) { finished = $0 }
        _ = chart.advance(to: 0)
        _ = chart.advance(to: 1)
        XCTAssertEqual(finished, true)
        XCTAssertTrue(sales.isHidden)
    }

    func testAxesSnippet() {
        let chart = Chart()
        let days = DateTimeAxis(timeZone: TimeZone(identifier: "America/New_York")!, scale: DiscontinuousScale())
        days.excludeWeekends()
        chart.xAxis = days
        let rain = NumberAxis()
        rain.axisPosition = .reverse
        rain.title = "Rainfall (mm)"
        rain.showsMajorGridLines = false
        chart.addYAxis(rain)
        chart.xAxis.axisPositionValue = 0
        chart.xAxis.majorTickFrequency = 2
        chart.xAxis.anchorPoint = 1
        chart.xAxis.tickLabelOrientation = .diagonal
        chart.xAxis.tickMarkPosition = .inside
        chart.xAxis.tickLabelClippingModeHigh = .hide
        chart.yAxis.fixedWidth = 60
        XCTAssertEqual(chart.yAxes.count, 2)
    }

    func testNavigationSnippet() {
        let prices = Chart(), volume = Chart()
        for chart in [prices, volume] {
            let data = ArrayDataSource()
            data.add(LineSeries(title: "p"), x: days, y: temperatures)
            chart.dataSource = data
            chart.applyLayout(size: Size(width: 600, height: 300), measurer: ApproximateTextMeasurer())
        }
        let chart = prices
        chart.navigation.aspectLock = true
        chart.xAxis.allowsPanningOutOfDefaultRange = false
        chart.setRange(min: 10, max: 20, on: chart.xAxis, animated: false)
        chart.pan(to: .end, on: chart.xAxis)
        chart.setZoomLevel(4, on: chart.xAxis, around: 25)
        chart.resetZoom(animated: true)
        let link = ChartLink(charts: [prices, volume])
        prices.setRange(min: 5, max: 15, on: prices.xAxis)
        XCTAssertEqual(volume.xAxis.visibleRange, prices.xAxis.visibleRange, "the kept link holds")
        let openWindow: () throws -> Void = {
            try withExtendedLifetime(link) {
                try ChartView(charts: [prices, volume], title: "Market", size: Size(width: 1000, height: 800)).run()
            }
        }
        _ = openWindow
    }
}
