import ChartKit
import Foundation
import XCTest

/// ChartKit.md (the landing page) and GettingStarted.md.
final class GettingStartedArticleTests: ArticleTestCase {
    func testLandingPageSnippet() throws {
        try inScratchFolder {
            let chart = Chart(title: "Daily temperature")
            let data = ArrayDataSource()
            data.add(LineSeries(title: "Oslo"), x: days, y: temperatures)
            chart.dataSource = data
            try ChartImageRenderer().writePNG(chart, size: Size(width: 800, height: 500), to: "chart.png")
            XCTAssertEqual(try PNGReader.read("chart.png").width, 800)
        }
    }

    func testGettingStartedSnippets() throws {
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

        let openWindow: () throws -> Void = {
            try ChartView(chart: chart, title: "Temperature", size: Size(width: 1000, height: 640)).run()
        }
        _ = openWindow

        try inScratchFolder {
            try ChartImageRenderer().writePNG(chart, size: Size(width: 1000, height: 640), scale: 2, to: "chart.png")
            XCTAssertEqual(try PNGReader.read("chart.png").width, 2000)
        }
        XCTAssertEqual(chart.series.count, 2)
        XCTAssertEqual(chart.theme.name, Theme.dark.name)
    }
}
