import ChartData
@testable import ChartKit
@testable import ChartViewer
import Foundation
import XCTest

/// A big Parquet file of numbers is drawn from the chart's columns only
/// (`ChartFactory.makeLineChart(parquetFile:)`): planned from the leading rows of its row groups,
/// the same chart and picture as the table path that reads and plans every row.
final class ParquetLinesTests: XCTestCase {
    private static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("ChartDataTests/Fixtures")

    private func differing(_ a: RGBAImage, _ b: RGBAImage) -> Int {
        stride(from: 0, to: min(a.pixels.count, b.pixels.count), by: 4)
            .filter { a.pixels[$0..<($0 + 4)] != b.pixels[$0..<($0 + 4)] }.count
    }

    /// 10^6 rows of (UTC millisecond time, value) in one zstd row group: x in seconds, the whole
    /// span drawn, pixel for pixel the table path's picture (the fixture is under the size from
    /// which the lines path is taken, so `makeChart(path:)` reads it as a table).
    func testAMillionRowsOfTimeDrawAsTheTableDoes() throws {
        let path = Self.fixtures.appendingPathComponent("parquet/million.parquet").path
        let options = try ChartOptions.parse(["--title", "lines"])
        let lines = try XCTUnwrap(try ChartFactory.makeLineChart(parquetFile: path, options: options, minimumBytes: 0))
        try options.apply(to: lines)
        let source = try XCTUnwrap(lines.dataSource as? MappedLineSource)
        XCTAssertEqual(source.data.count, 1)
        // Decoded into a mapped temporary file, not the process's memory: x and y borrow it.
        XCTAssertTrue(source.data[0].x.isBorrowed)
        XCTAssertTrue(source.data[0].y.isBorrowed)
        source.buildNow()  // the picture from the whole pyramid, not the first sample's
        XCTAssertEqual(source.data[0].count, 1_000_000)
        XCTAssertEqual(source.data[0].x[0], 1_600_000_000)
        XCTAssertEqual(source.data[0].x[999_999], 1_600_000_000 + 9_999.99, accuracy: 1e-6)
        let (table, _) = try ChartFactory.makeChart(path: path, options: options)
        XCTAssertFalse(table.dataSource is MappedLineSource)
        XCTAssertTrue(type(of: lines.xAxis) == type(of: table.xAxis), "the same kind of x axis both ways")
        let renderer = try ChartImageRenderer()
        let a = renderer.render(lines, size: Size(width: 640, height: 400))
        let b = renderer.render(table, size: Size(width: 640, height: 400))
        if let out = ProcessInfo.processInfo.environment["CHARTKIT_FORMAT_PICTURES"] {
            try renderer.writePNG(lines, size: Size(width: 640, height: 400), to: "\(out)/parquet-lines.png")
            try renderer.writePNG(table, size: Size(width: 640, height: 400), to: "\(out)/parquet-table.png")
        }
        XCTAssertEqual(differing(a, b), 0)
    }

    /// The picture fills in as row groups arrive: each partial table holds the rows decoded so
    /// far, then the leading rows of the groups still to come (their x past the decoded), so it
    /// spans the whole file; they come at doubling row counts, before the final chart.
    func testThePictureFillsInAsRowGroupsArrive() throws {
        let path = Self.fixtures.appendingPathComponent("same/same-snappy.parquet").path
        let options = try ChartOptions.parse(["--title", "same"])
        var partials: [DataTable] = []
        let chart = try XCTUnwrap(try ChartFactory.makeLineChart(parquetFile: path, options: options, minimumBytes: 0,
                                                                 partial: { partials.append($0) }, batchRows: 1))
        let full = try XCTUnwrap(chart.dataSource as? MappedLineSource).data[0]
        XCTAssertFalse(partials.isEmpty)
        for partial in partials {
            let x = try XCTUnwrap(partial.column(named: "x")?.values)
            XCTAssertEqual(x, x.sorted(), "x in file order")
            XCTAssertEqual(x.first, full.x[0])
            XCTAssertEqual(x.last, full.x[full.count - 1], "the whole span, from the leading rows still to come")
            XCTAssertEqual(partial.column(named: "a")?.values.count, x.count)
        }
        // The final chart is every row, as the table path reads them (the codec test's picture).
        XCTAssertEqual(full.count, 40)
    }

    /// Row groups of 7 rows in every codec, a null in b: the same picture as same.csv.
    func testRowGroupsInEveryCodecDrawAsTheCSVDoes() throws {
        let same = Self.fixtures.appendingPathComponent("same")
        let options = try ChartOptions.parse(["--title", "same"])
        let renderer = try ChartImageRenderer()
        let (csvChart, _) = try ChartFactory.makeChart(path: same.appendingPathComponent("same.csv").path, options: options)
        let csv = renderer.render(csvChart, size: Size(width: 640, height: 400))
        for codec in ["none", "snappy", "gzip", "zstd", "brotli", "lz4"] {
            let path = same.appendingPathComponent("same-\(codec).parquet").path
            let chart = try XCTUnwrap(try ChartFactory.makeLineChart(parquetFile: path, options: options, minimumBytes: 0), codec)
            try options.apply(to: chart)
            let source = try XCTUnwrap(chart.dataSource as? MappedLineSource, codec)
            XCTAssertEqual(source.data.map(\.count), [40, 40], codec)
            XCTAssertEqual(differing(renderer.render(chart, size: Size(width: 640, height: 400)), csv), 0, codec)
        }
    }

    /// Text columns, another chart type, or a file under the size: the table path.
    func testOtherFilesAreReadAsTables() throws {
        let options = try ChartOptions.parse([])
        let typed = Self.fixtures.appendingPathComponent("parquet/types-plain-none-v1.parquet").path
        XCTAssertNil(try ChartFactory.makeLineChart(parquetFile: typed, options: options, minimumBytes: 0), "text columns")
        let million = Self.fixtures.appendingPathComponent("parquet/million.parquet").path
        XCTAssertNil(try ChartFactory.makeLineChart(parquetFile: million, options: options), "under the size")
        XCTAssertNil(try ChartFactory.makeLineChart(parquetFile: million, options: try ChartOptions.parse(["--type", "scatter"]), minimumBytes: 0))
    }

    /// With x and y named, the plan is read from those columns (and any that could split the
    /// rows: text, whole numbers), not the other measures: a column whose codec the reader
    /// lacks (LZO) no longer stops a chart that does not draw it. Unnamed, the plan reads every
    /// column and leaves the LZO one out with a warning naming it; named as y, it is one line.
    func testThePlanReadsOnlyTheNamedColumnsAndKeys() throws {
        let path = Self.fixtures.appendingPathComponent("parquet/lzo-value.parquet").path
        let named = try ChartOptions.parse(["--x", "time", "--y", "other"])
        let file = try ParquetFile(path: path)
        XCTAssertEqual(ChartFactory.planColumns(named, in: file), ["time", "other"])
        let chart = try XCTUnwrap(try ChartFactory.makeLineChart(parquetFile: path, options: named, minimumBytes: 0))
        let source = try XCTUnwrap(chart.dataSource as? MappedLineSource)
        XCTAssertEqual(source.data.map(\.count), [300])
        XCTAssertEqual(source.data[0].y[3], 21)
        XCTAssertNil(ChartFactory.planColumns(try ChartOptions.parse(["--y", "other"]), in: file))
        XCTAssertNil(ChartFactory.planColumns(try ChartOptions.parse(["--x", "time", "--y", "nothing"]), in: file))
        let unnamed = try XCTUnwrap(try ChartFactory.makeLineChart(parquetFile: path, options: try ChartOptions.parse([]), minimumBytes: 0))
        XCTAssertEqual((unnamed.dataSource as? MappedLineSource)?.data.first?.y[3], 21, "other over time, value left out")
        XCTAssertThrowsError(try ChartFactory.makeLineChart(parquetFile: path, options: try ChartOptions.parse(["--x", "time", "--y", "value"]),
                                                            minimumBytes: 0)) { error in
            XCTAssertEqual("\(error)", "\(path): column \"value\", row group 1: LZO compression is not supported")
        }
        // Text and whole-number columns stay in the plan's read: a key to split by is still looked for.
        let typed = try ParquetFile(path: Self.fixtures.appendingPathComponent("parquet/types-plain-none-v1.parquet").path)
        let columns = try XCTUnwrap(ChartFactory.planColumns(try ChartOptions.parse(["--x", "ts_ms", "--y", "f64"]), in: typed))
        XCTAssertTrue(columns.isSuperset(of: ["ts_ms", "f64", "i32", "flag"]), "\(columns)")
        XCTAssertFalse(columns.contains("f32"), "\(columns)")
    }
}
