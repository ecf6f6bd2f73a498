import ChartKit
import Foundation
import XCTest

/// SeriesKinds.md.
final class SeriesArticleTests: ArticleTestCase {
    func testSeriesSnippets() {
        let chart = Chart()
        let data = ArrayDataSource()
        let sales = ColumnSeries(title: "Sales")
        sales.style.cornerRatio = 0.5                     // round tips
        sales.style.fillGradientEndColor = .white         // a gradient to the baseline
        sales.stackIndex = 0                              // stack with every series of stack 0
        sales.style.showsLabels = true                     // values above the columns
        data.add(sales, y: [12, 18, -9])

        let costs = ColumnSeries(title: "Costs")
        costs.stackIndex = 0
        data.add(costs, y: [5, 7, 3])
        chart.dataSource = data
        XCTAssertEqual(chart.series.count, 2)

        sales.selectionMode = .point                      // a click selects the nearest point
        chart.legend.isVisible = true                     // a click on an entry hides or shows its series
        chart.hideSeries(sales, animation: .grow(duration: 0.4)) { finished in
            print("hidden", finished)
        }
        _ = chart.advance(to: frameTime)        // a window does this every frame
        _ = chart.advance(to: frameTime + 1)
        XCTAssertTrue(sales.isHidden)
    }

    func testTornadoSnippet() {
        let chart = Chart()
        let tornado = ArrayDataSource()
        tornado.addTornado(low: BarSeries(title: "Low case"), high: BarSeries(title: "High case"),
                           positions: [0, 1, 2], low: [20, 35, 75], high: [70, 60, 25], base: 50)
        chart.dataSource = tornado
        chart.xAxis.axisPosition = .reverse               // the value axis along the top
        XCTAssertEqual(chart.series.count, 2)
    }
}
