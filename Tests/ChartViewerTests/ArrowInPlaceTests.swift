import ChartData
@testable import ChartKit
@testable import ChartViewer
import Foundation
import XCTest

/// A big Arrow file of numbers is drawn in place (`ChartFactory.makeInPlaceChart`), as `.npy` is:
/// the same chart, axes and picture as the table path, the y column read from the mapping.
final class ArrowInPlaceTests: XCTestCase {
    private static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("ChartDataTests/Fixtures/arrow")

    /// The fixture copied to a folder of its own: drawing in place leaves a pyramid cache beside it.
    private func copy(_ name: String) throws -> (path: String, folder: URL) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("arrow-in-place-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let path = folder.appendingPathComponent(name).path
        try FileManager.default.copyItem(atPath: Self.fixtures.appendingPathComponent(name).path, toPath: path)
        return (path, folder)
    }

    func testATimestampAndAFloatDrawInPlaceAsTheTableDoes() throws {
        let (path, folder) = try copy("in-place-time.feather")
        defer { try? FileManager.default.removeItem(at: folder) }
        let options = try ChartOptions.parse(["--title", "in place"])
        let inPlace = try XCTUnwrap(try ChartFactory.makeInPlaceChart(arrowFile: path, options: options, minimumBytes: 0))
        try options.apply(to: inPlace)
        let source = try XCTUnwrap(inPlace.dataSource as? MappedLineSource)
        source.buildNow()
        XCTAssertEqual(source.data[0].count, 3000)
        XCTAssertEqual(source.data[0].x[0], 1_600_000_000)
        XCTAssertEqual(source.data[0].x[2999], 1_600_000_000 + 2999 * 0.25)
        // The table path (the file is under the in-place size): the same picture.
        let (table, _) = try ChartFactory.makeChart(path: path, options: options)
        XCTAssertFalse(table.dataSource is MappedLineSource)
        XCTAssertTrue(type(of: inPlace.xAxis) == type(of: table.xAxis), "the same kind of x axis both ways")
        let renderer = try ChartImageRenderer()
        let a = renderer.render(inPlace, size: Size(width: 640, height: 400))
        let b = renderer.render(table, size: Size(width: 640, height: 400))
        if let out = ProcessInfo.processInfo.environment["CHARTKIT_FORMAT_PICTURES"] {
            try renderer.writePNG(inPlace, size: Size(width: 640, height: 400), to: "\(out)/arrow-in-place.png")
            try renderer.writePNG(table, size: Size(width: 640, height: 400), to: "\(out)/arrow-table.png")
        }
        let differing = stride(from: 0, to: min(a.pixels.count, b.pixels.count), by: 4)
            .filter { a.pixels[$0..<($0 + 4)] != b.pixels[$0..<($0 + 4)] }.count
        XCTAssertEqual(differing, 0, "in place and table differ in \(differing) pixels")
    }

    func testFilesThatCannotBeDrawnInPlaceAreReadAsTables() throws {
        let options = try ChartOptions.parse([])
        // Compressed buffers, text columns, a stream with several batches, under the size.
        for name in ["types-zstd.feather", "types-uncompressed.feather", "types-stream.arrows"] {
            XCTAssertNil(try ChartFactory.makeInPlaceChart(arrowFile: Self.fixtures.appendingPathComponent(name).path,
                                                           options: options, minimumBytes: 0), name)
        }
        XCTAssertNil(try ChartFactory.makeInPlaceChart(arrowFile: Self.fixtures.appendingPathComponent("in-place-time.feather").path,
                                                       options: options))
        // Another type than a line: the table path.
        let (path, folder) = try copy("in-place-time.feather")
        defer { try? FileManager.default.removeItem(at: folder) }
        XCTAssertNil(try ChartFactory.makeInPlaceChart(arrowFile: path, options: try ChartOptions.parse(["--type", "scatter"]), minimumBytes: 0))
    }

    /// Record batches of 6 rows (uncompressed, lz4 and zstd buffers; the file and the stream
    /// format), with a null in b: each column's batches are gathered into one array, and the
    /// chart is the one the table path draws from the same data as CSV, pixel for pixel.
    func testManyRecordBatchesDrawAsTheCSVDoes() throws {
        let same = Self.fixtures.deletingLastPathComponent().appendingPathComponent("same")
        let options = try ChartOptions.parse(["--title", "same"])
        let renderer = try ChartImageRenderer()
        let (csvChart, _) = try ChartFactory.makeChart(path: same.appendingPathComponent("same.csv").path, options: options)
        let csv = renderer.render(csvChart, size: Size(width: 640, height: 400))
        for name in ["same-batches-uncompressed.feather", "same-batches-lz4.feather", "same-batches-zstd.feather", "same-batches.arrows"] {
            let path = same.appendingPathComponent(name).path
            let file = try ArrowIPCFile(path: path)
            XCTAssertEqual(file.rowCount, 40, name)
            XCTAssertNil(file.mappedColumn(named: "a"), "\(name): in pieces, not one mapped column")
            XCTAssertEqual(try file.numbers(ofColumn: "a"), csvChart.data(forSeriesAt: 0).y.map { $0 }, name)
            let chart = try XCTUnwrap(try ChartFactory.makeInPlaceChart(arrowFile: path, options: options, minimumBytes: 0), name)
            try options.apply(to: chart)
            let source = try XCTUnwrap(chart.dataSource as? MappedLineSource, name)
            XCTAssertEqual(source.data.count, 2, name)
            XCTAssertTrue(source.data[1].y[17].isNaN, "\(name): the null in b is a gap")
            let image = renderer.render(chart, size: Size(width: 640, height: 400))
            let differing = stride(from: 0, to: min(image.pixels.count, csv.pixels.count), by: 4)
                .filter { image.pixels[$0..<($0 + 4)] != csv.pixels[$0..<($0 + 4)] }.count
            XCTAssertEqual(differing, 0, "\(name) drawn from its batches differs from same.csv in \(differing) pixels")
        }
    }
}
