import ChartData
@testable import ChartKit
@testable import ChartViewer
import Foundation
import XCTest

/// A big columnar file's window (`TableLoad+Columnar`) shows a coarse picture first, then the
/// refined one, which is the plain full read's picture pixel for pixel: Arrow from every k-th
/// row read in place (uncompressed) or from a few batches (lz4), Parquet from the leading rows
/// of a few row groups evenly spread. Each test waits for the load's final report (the load
/// runs on the test's thread, its reports in order), never for time.
final class ColumnarFirstPictureTests: XCTestCase {
    private static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("ChartDataTests/Fixtures/columnar")
    private let size = Size(width: 640, height: 400)

    /// The fixture copied to a folder of its own (a line drawn in place may leave a cache beside it).
    private func copy(_ name: String) throws -> (path: String, folder: URL) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("columnar-first-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let path = folder.appendingPathComponent(name).path
        try FileManager.default.copyItem(atPath: Self.fixtures.appendingPathComponent(name).path, toPath: path)
        return (path, folder)
    }

    /// The charts a window's load reports, in order, with their rows and whether final; the
    /// small fixtures stand for big files (the thresholds lowered).
    private func charts(_ path: String, options: ChartOptions, stopsAtFirstChart: Bool = false) -> [(chart: Chart, rows: Int, isFinal: Bool)] {
        var charts: [(Chart, Int, Bool)] = []
        let load = TableLoad(path: path, options: options) { report in
            if case .chart(let chart, let rows, let isFinal) = report { charts.append((chart, rows, isFinal)) }
            if case .failure(let error) = report { XCTFail("\(path): \(error)") }
        }
        load.coarseRows = 1000
        load.coarseGroups = 4
        load.coarseStrideRows = 100
        load.columnarLinesMinimumBytes = 0
        load.stopsAtFirstChart = stopsAtFirstChart
        load.run()
        return charts
    }

    private func differing(_ a: RGBAImage, _ b: RGBAImage) -> Int {
        XCTAssertEqual(a.pixels.count, b.pixels.count)
        return stride(from: 0, to: min(a.pixels.count, b.pixels.count), by: 4)
            .filter { a.pixels[$0..<($0 + 4)] != b.pixels[$0..<($0 + 4)] }.count
    }

    /// Coarse first (spanning the whole file), then the final chart drawn from the chart's
    /// columns only, whose picture is the table path's (the whole file read and planned).
    private func assertCoarseThenTheFullPicture(_ name: String, coarseRows: Int, picture: String) throws {
        let (path, folder) = try copy(name)
        defer { try? FileManager.default.removeItem(at: folder) }
        let options = try ChartOptions.parse(["--title", "columnar"])
        let reported = charts(path, options: options)
        XCTAssertEqual(reported.map(\.isFinal).last, true, name)
        XCTAssertEqual(reported.first?.isFinal, false, "\(name): a coarse chart first")
        XCTAssertEqual(reported.first?.rows, coarseRows, name)
        let coarse = try XCTUnwrap(reported.first).chart.data(forSeriesAt: 0)
        let final = try XCTUnwrap(reported.last).chart
        let source = try XCTUnwrap(final.dataSource as? MappedLineSource, "\(name): drawn from its columns")
        source.buildNow()
        XCTAssertEqual(source.data[0].count, 12_000, name)
        XCTAssertEqual(coarse.x[0], source.data[0].x[0], "\(name): the coarse chart starts where the file does")
        XCTAssertLessThanOrEqual(coarse.x[coarse.count - 1], source.data[0].x[11_999], name)
        XCTAssertGreaterThan(coarse.x[coarse.count - 1], source.data[0].x[11_000], "\(name): and spans it")

        // The plain full read: the file under the progressive size is read as a table.
        let (table, _) = try ChartFactory.makeChart(path: path, options: options)
        XCTAssertFalse(table.dataSource is MappedLineSource)
        let renderer = try ChartImageRenderer()
        if let out = ProcessInfo.processInfo.environment["CHARTKIT_FORMAT_PICTURES"] {
            try renderer.writePNG(reported[0].chart, size: size, to: "\(out)/\(picture)-coarse.png")
            try renderer.writePNG(final, size: size, to: "\(out)/\(picture)-refined.png")
            try renderer.writePNG(table, size: size, to: "\(out)/\(picture)-table.png")
        }
        XCTAssertEqual(differing(renderer.render(final, size: size), renderer.render(table, size: size)), 0,
                       "\(name): the refined picture differs from the full read's")
    }

    func testArrowInManyBatchesShowsEveryKthRowFirstThenTheFullPicture() throws {
        // 12,000 rows sampled every 120th and the last: 101 rows.
        try assertCoarseThenTheFullPicture("walk-batches.feather", coarseRows: 101, picture: "arrow-batches")
    }

    func testCompressedArrowShowsAFewBatchesFirstThenTheFullPicture() throws {
        // lz4: 32 batches at most, here all 24, every 120th row of each (5 of 500) and the last row.
        try assertCoarseThenTheFullPicture("walk-batches-lz4.feather", coarseRows: 24 * 5 + 1, picture: "arrow-lz4")
    }

    func testParquetShowsAFewRowGroupsFirstThenTheFullPicture() throws {
        // 4 of 24 row groups, the first 250 rows of each.
        try assertCoarseThenTheFullPicture("walk-groups.parquet", coarseRows: 1000, picture: "parquet-groups")
    }

    /// `render --preview` stops at the coarse chart: nothing is gathered.
    func testThePreviewIsTheCoarseChartAlone() throws {
        let options = try ChartOptions.parse([])
        for name in ["walk-batches.feather", "walk-batches-lz4.feather", "walk-groups.parquet"] {
            let reported = charts(Self.fixtures.appendingPathComponent(name).path, options: options, stopsAtFirstChart: true)
            XCTAssertEqual(reported.map(\.isFinal), [false], name)
        }
    }
}
