import ChartKit
@testable import ChartViewer
import Foundation
import XCTest

/// What `chartview FILE` draws of the time-series learning formats (fixtures of
/// `Scripts/fixtures/write-timeseries-fixtures.py`) and of a flat JSON object of numbers: the
/// series, the kind of x and the colour groups. `CHARTKIT_FORMAT_PICTURES=DIR` writes the PNGs.
final class TimeSeriesPictureTests: XCTestCase {
    private let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("ChartDataTests/Fixtures/timeseries")

    private func chart(_ path: String) throws -> Chart {
        let (chart, spec) = try ChartFactory.makeChart(path: path, options: ChartOptions.parse(["--title", "t"]))
        XCTAssertNil(spec)
        if let folder = ProcessInfo.processInfo.environment["CHARTKIT_FORMAT_PICTURES"] {
            let renderer = try ChartImageRenderer()
            try renderer.writePNG(chart, size: Size(width: 640, height: 400), to: "\(folder)/\(URL(fileURLWithPath: path).lastPathComponent).png")
        }
        return chart
    }

    private func fixture(_ name: String) -> String { fixtures.appendingPathComponent(name).path }

    /// A line per case over its position, one colour per class: a series per class.
    func testATSFileDrawsACaseALineColouredByClass() throws {
        let chart = try chart(fixture("classes.ts"))
        XCTAssertEqual(chart.series.map(\.title), ["class = up", "class = down"])
        XCTAssertFalse(chart.xAxis is DateTimeAxis, "x is the position")
        XCTAssertTrue(chart.series.allSatisfy { $0 is LineSeries })
    }

    func testSharedTimestampsDrawOnADateAxis() throws {
        let chart = try chart(fixture("timestamps.ts"))
        XCTAssertTrue(chart.xAxis is DateTimeAxis)
        XCTAssertEqual(chart.series.count, 2)
    }

    /// A multivariate ARFF (aeon's relational layout) is coloured by its class.
    func testARelationalARFFDrawsByClass() throws {
        let chart = try chart(fixture("relational.arff"))
        XCTAssertEqual(chart.series.map(\.title), ["class = walk", "class = run"])
    }

    /// Yearly Monash series: a line per series on a date axis.
    func testATSFFileDrawsASeriesPerLineOnDates() throws {
        let chart = try chart(fixture("yearly.tsf"))
        XCTAssertTrue(chart.xAxis is DateTimeAxis)
        XCTAssertEqual(chart.series.map(\.title), ["T1", "T2", "T3"])
    }

    /// A flat object of names to numbers: a bar per name.
    func testAFlatJSONObjectOfNumbersDrawsABarPerName() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("named-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("lengths.json").path
        try Data(#"{"H": -3.739, "He": 3.26, "Li": -1.9, "Be": 7.79, "B": 5.3}"#.utf8).write(to: URL(fileURLWithPath: path))
        XCTAssertFalse(ChartFactory.isChartSpecFile(path))
        let chart = try chart(path)
        XCTAssertEqual(chart.series.count, 1)
        XCTAssertTrue(chart.series.first is BarSeries || chart.series.first is ColumnSeries, "\(type(of: chart.series.first!))")
        XCTAssertTrue(chart.xAxis is CategoryAxis || chart.yAxis is CategoryAxis, "a bar per name")
    }
}
