import ChartData
@testable import ChartKit
@testable import ChartViewer
import Foundation
import XCTest

/// The same data set as Parquet, Arrow IPC and CSV (written together by
/// Scripts/fixtures/write-parquet-fixtures.py) draws the same picture: 0 differing pixels.
final class ColumnarFormatRenderTests: XCTestCase {
    private static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("ChartDataTests/Fixtures")

    func testParquetArrowAndCSVDrawTheSamePicture() throws {
        let renderer = try ChartImageRenderer()
        var images: [String: RGBAImage] = [:]
        for name in ["parquet/same-data.parquet", "arrow/same-data.feather", "parquet/same-data.csv"] {
            let path = Self.fixtures.appendingPathComponent(name).path
            let (chart, _) = try ChartFactory.makeChart(path: path, options: ChartOptions.parse(["--title", "same data"]))
            XCTAssertEqual(chart.data(forSeriesAt: 0).x.count, 400, name)
            images[name] = renderer.render(chart, size: Size(width: 640, height: 400))
        }
        let csv = try XCTUnwrap(images["parquet/same-data.csv"])
        for (name, image) in images {
            let differing = zip(stride(from: 0, to: image.pixels.count, by: 4), stride(from: 0, to: csv.pixels.count, by: 4))
                .filter { image.pixels[$0.0..<($0.0 + 4)] != csv.pixels[$0.1..<($0.1 + 4)] }.count
            XCTAssertEqual(differing, 0, "\(name) differs from the CSV in \(differing) pixels")
        }
        // Not a blank picture: the line is drawn.
        XCTAssertGreaterThan(Set(stride(from: 0, to: csv.pixels.count, by: 4).map { csv.pixels[$0] }).count, 8)
    }
}
