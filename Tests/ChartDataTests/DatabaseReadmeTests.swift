import ChartKit
import ChartTestSupport
import Foundation
import XCTest

/// The snippet of docs/databases.md (once the README's Databases section), as written (the window compiled, not opened).
final class DatabaseReadmeTests: XCTestCase {
    func testSnippetCompilesAndCharts() throws {
        let path = try SQLiteFixture.make(for: self, """
            CREATE TABLE readings(time TEXT, temp REAL);
            INSERT INTO readings VALUES ('2024-03-01 00:00:00', 4), ('2024-03-01 06:00:00', 9), ('2024-03-01 12:00:00', 7);
            CREATE INDEX readings_time ON readings(time);
            """)
        let db = try SQLiteConnection(path: path)
        let source = try SQLChartSource(connection: db,
                                        spec: SQLSeriesSpec(table: "readings", x: "time", y: ["temp"]))
        let chart = Chart(title: "Readings")
        source.attach(to: chart)
        var errors: [DatabaseError] = []
        source.onError = { errors.append($0) }
        let openWindow: () throws -> Void = {
            let view = try ChartView(chart: chart, title: "Readings", size: Size(width: 1000, height: 640))
            source.onResultReady = { [weak window = view.window] in window?.requestRedraw() }
            view.run()
        }
        _ = openWindow
        _ = SourceRendering.settle(chart, source: source, renderer: try SharedRenderer.get())
        XCTAssertTrue(chart.xAxis is DateTimeAxis)
        XCTAssertEqual(chart.data(forSeriesAt: 0).y, [4, 9, 7])
        XCTAssertEqual(chart.data(forSeriesAt: 0).x.first, 1709251200)
        XCTAssertTrue(errors.isEmpty)
    }
}
