@testable import ChartCore
import ChartData
@testable import ChartKit
@testable import ChartViewer
import Foundation
import XCTest

/// An Arrow file of many record batches (uneven, written by pyarrow's `RecordBatchFileWriter`:
/// Scripts/fixtures/write-chunked-fixtures.py) is drawn in place: its Float64 y is a chunked
/// column over the mapping, never copied while drawn, and the picture is the one its CSV twin
/// and the file's own table read draw, pixel for pixel.
final class ArrowChunkedPictureTests: XCTestCase {
    private static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("ChartDataTests/Fixtures/columnar")
    private let size = Size(width: 640, height: 400)

    private func differing(_ a: RGBAImage, _ b: RGBAImage) -> Int {
        XCTAssertEqual(a.pixels.count, b.pixels.count)
        return stride(from: 0, to: min(a.pixels.count, b.pixels.count), by: 4)
            .filter { a.pixels[$0..<($0 + 4)] != b.pixels[$0..<($0 + 4)] }.count
    }

    func testManyBatchesAreDrawnInPlaceAsTheCSVAndTheTableDraw() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("arrow-chunked-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var paths: [String: String] = [:]
        for name in ["walk-uneven-batches.arrow", "walk-uneven-batches.csv"] {
            paths[name] = folder.appendingPathComponent(name).path
            try FileManager.default.copyItem(atPath: Self.fixtures.appendingPathComponent(name).path, toPath: paths[name]!)
        }
        let options = try ChartOptions.parse(["--title", "walk"])
        let inPlace = try XCTUnwrap(ChartFactory.makeInPlaceChart(arrowFile: paths["walk-uneven-batches.arrow"]!, options: options, minimumBytes: 0))
        try options.apply(to: inPlace)  // as the window does (TableLoad+Columnar)
        let source = try XCTUnwrap(inPlace.dataSource as? MappedLineSource)
        let y = try XCTUnwrap(source.data.first?.y.chunks, "y is read in place across the batches")
        XCTAssertEqual(y.chunks.count, 7)
        source.buildNow()
        let renderer = try ChartImageRenderer()
        let before = SeriesColumn.materialisations
        let picture = renderer.render(inPlace, size: size)
        inPlace.xAxis.setVisibleRange(AxisRange(min: 1_600_000_300, max: 1_600_000_400))
        let zoomed = renderer.render(inPlace, size: size)
        XCTAssertEqual(SeriesColumn.materialisations - before, 0, "drawn without a copy of y")

        let (csv, _) = try ChartFactory.makeChart(path: paths["walk-uneven-batches.csv"]!, options: options)
        let (table, _) = try ChartFactory.makeChart(path: paths["walk-uneven-batches.arrow"]!, options: options)
        XCTAssertFalse(table.dataSource is MappedLineSource, "a small file is read as a table")
        if let out = ProcessInfo.processInfo.environment["CHARTKIT_FORMAT_PICTURES"] {
            try renderer.writePNG(inPlace, size: size, to: "\(out)/chunked-in-place-zoomed.png")
            inPlace.xAxis.resetRange()
            try renderer.writePNG(inPlace, size: size, to: "\(out)/chunked-in-place.png")
            try renderer.writePNG(csv, size: size, to: "\(out)/chunked-csv.png")
            try renderer.writePNG(table, size: size, to: "\(out)/chunked-table.png")
        }
        XCTAssertEqual(differing(picture, renderer.render(csv, size: size)), 0, "in place vs the CSV")
        XCTAssertEqual(differing(picture, renderer.render(table, size: size)), 0, "in place vs the table read")
        for chart in [csv, table] { chart.xAxis.setVisibleRange(AxisRange(min: 1_600_000_300, max: 1_600_000_400)) }
        XCTAssertEqual(differing(zoomed, renderer.render(csv, size: size)), 0, "zoomed: in place vs the CSV")
    }
}
