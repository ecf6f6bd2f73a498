import ChartKit
import Foundation
import XCTest

/// SharedAxes.md.
final class SharedAxesArticleTests: ArticleTestCase {
    func testSharedAxisSnippet() throws {
        let temperature = lineChart("temperature"), rainfall = lineChart("rainfall")
        let openWindow: () throws -> NumberAxis = {
            let days = NumberAxis()
            days.title = "Day"
            temperature.xAxis = days
            rainfall.xAxis = days                              // one range, one object
            let view = try ChartView(charts: [temperature, rainfall], arrangement: .grid(columns: 2),
                                     title: "Bergen", size: Size(width: 1100, height: 420))
            view.run()
            return days
        }
        _ = openWindow
        // What the snippet does before the window opens (tests have no display to open it on).
        let days = NumberAxis()
        temperature.xAxis = days
        rainfall.xAxis = days
        XCTAssertTrue(days.isShared)
        XCTAssertTrue(days.charts.elementsEqual([temperature, rainfall], by: ===))
    }
}
