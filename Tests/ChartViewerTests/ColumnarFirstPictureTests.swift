import ChartData
@testable import ChartKit
@testable import ChartViewer
import Foundation
import XCTest

/// A big columnar file's window (`TableLoad+Columnar`) shows a coarse picture first, then the
/// refined one, which is the plain full read's picture pixel for pixel: Arrow from every k-th
/// row read in place (uncompressed) or from a few batches (lz4), Parquet from every k-th row of
/// all its row groups, its envelope the full picture's. Each test waits for the load's final report (the load
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
    private func charts(_ path: String, options: ChartOptions, stopsAtFirstChart: Bool = false,
                        coarseStrideRows: Int = 100) -> [(chart: Chart, rows: Int, isFinal: Bool)] {
        var charts: [(Chart, Int, Bool)] = []
        let load = TableLoad(path: path, options: options) { report in
            if case .chart(let chart, let rows, let isFinal) = report { charts.append((chart, rows, isFinal)) }
            if case .failure(let error) = report { XCTFail("\(path): \(error)") }
        }
        load.coarseStrideRows = coarseStrideRows
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

    func testParquetShowsEveryKthRowFirstThenTheFullPicture() throws {
        // 12,000 rows in 24 row groups, every 120th row and the last: 101 rows.
        try assertCoarseThenTheFullPicture("walk-groups.parquet", coarseRows: 101, picture: "parquet-groups")
    }

    /// The coarse picture of a Parquet file is faithful: binned into the picture's pixel columns
    /// over the file's x range, every column the full line crosses holds coarse points, their
    /// lowest and highest within the full line's in that column, and the coarse line reaches
    /// near the file's extremes (a few leading rows of some row groups, joined by straight
    /// lines, miss the peaks between them). Row groups of unequal sizes (one of a single row),
    /// one row group, a nullable y, a timestamp x.
    func testParquetCoarsePictureKeepsTheFullPicturesEnvelope() throws {
        for (name, y) in [("walk-stride-uneven.parquet", "value"), ("walk-stride-uneven.parquet", "gappy"),
                          ("walk-stride-one-group.parquet", "value"), ("walk-stride-one-group.parquet", "gappy"),
                          ("walk-groups.parquet", "value")] {
            let path = Self.fixtures.appendingPathComponent(name).path
            let options = try ChartOptions.parse(["--x", "time", "--y", y])
            let reported = charts(path, options: options, stopsAtFirstChart: true, coarseStrideRows: 1000)
            XCTAssertEqual(reported.map(\.isFinal), [false], "\(name) \(y)")
            let coarse = try XCTUnwrap(reported.first).chart.data(forSeriesAt: 0)
            let full = try ParquetFile(path: path).table(columns: ["time", y])
            let fullX = try XCTUnwrap(full.column(named: "time")).values, fullY = try XCTUnwrap(full.column(named: y)).values
            XCTAssertEqual(coarse.x.first, fullX.first, "\(name) \(y)")
            XCTAssertEqual(coarse.x.last, fullX.last, "\(name) \(y)")

            let width = Int(size.width)
            let low = fullX[0], span = fullX[fullX.count - 1] - low
            func bin(_ x: Double) -> Int { min(width - 1, Int((x - low) / span * Double(width))) }
            func envelope(_ x: [Double], _ y: [Double]) -> [ClosedRange<Double>?] {
                var bins = [ClosedRange<Double>?](repeating: nil, count: width)
                for (x, y) in zip(x, y) where !y.isNaN {
                    bins[bin(x)] = bins[bin(x)].map { min($0.lowerBound, y)...max($0.upperBound, y) } ?? y...y
                }
                return bins
            }
            let coarseBins = envelope(Array(coarse.x), Array(coarse.y)), fullBins = envelope(fullX, fullY)
            // A column may lack a coarse point only where the file has a gap (its sampled row null).
            let gapBins = Set(zip(fullX, fullY).filter { $0.1.isNaN }.map { bin($0.0) })
            for bin in 0..<width {
                guard let whole = fullBins[bin] else { continue }
                guard let part = coarseBins[bin] else {
                    XCTAssertTrue(gapBins.contains(bin), "\(name) \(y): pixel column \(bin) has no coarse point")
                    continue
                }
                XCTAssertTrue(whole.contains(part.lowerBound) && whole.contains(part.upperBound),
                              "\(name) \(y): pixel column \(bin): coarse \(part) outside \(whole)")
            }
            let present = fullY.filter { !$0.isNaN }, sampled = coarse.y.filter { !$0.isNaN }
            let (lowest, highest) = (present.min()!, present.max()!)
            let tolerance = 0.05 * (highest - lowest)
            XCTAssertLessThanOrEqual(sampled.min()!, lowest + tolerance, "\(name) \(y): the coarse line misses the lowest values")
            XCTAssertGreaterThanOrEqual(sampled.max()!, highest - tolerance, "\(name) \(y): the coarse line misses the highest values")
        }
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
