import ChartKit
@testable import ChartViewer
import Foundation
import XCTest

/// One data set (x, a, b with a gap) written by pandas, openpyxl, numpy, h5py, lz4 and pyarrow as
/// CSV, gzip, bzip2, xz, zstd and lz4 CSV, Excel, JSON (records, columns, index, split, values),
/// .npz, a record .npy, HDF5 (a compound dataset), Parquet (every codec) and Arrow IPC (file and
/// stream, one batch and many, uncompressed, lz4 and zstd) draws the same picture, pixel for
/// pixel: every format goes through `TableFile.read` and the same planning.
final class FormatPictureTests: XCTestCase {
    private let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("ChartDataTests/Fixtures/same")

    private func picture(_ name: String, renderer: ChartImageRenderer) throws -> RGBAImage {
        let path = fixtures.appendingPathComponent(name).path
        let (chart, _) = try ChartFactory.makeChart(path: path, options: ChartOptions.parse(["--title", "same"]))
        if let folder = ProcessInfo.processInfo.environment["CHARTKIT_FORMAT_PICTURES"] {
            try renderer.writePNG(chart, size: Size(width: 640, height: 400), to: "\(folder)/\(name).png")
        }
        return renderer.render(chart, size: Size(width: 640, height: 400))
    }

    func testEveryFormatDrawsTheSamePicture() throws {
        let renderer = try ChartImageRenderer()
        let csv = try picture("same.csv", renderer: renderer)
        XCTAssertGreaterThan(Set(csv.pixels).count, 8, "the picture has lines and text")
        // Parquet in every codec (row groups of 7 rows), Arrow in batches of 6 rows (file and
        // stream, lz4 and zstd buffers): Scripts/fixtures/write-formats3-fixtures.py.
        let parquet = ["none", "snappy", "gzip", "zstd", "brotli", "lz4"].map { "same-\($0).parquet" }
        let arrow = ["uncompressed", "lz4", "zstd"].map { "same-batches-\($0).feather" } + ["same-batches.arrows"]
        // Every compression, pandas' other JSON orientations and a record .npy:
        // Scripts/fixtures/write-formats5-fixtures.py.
        let compressed = ["gz", "bz2", "xz", "zst", "lz4"].map { "same.csv.\($0)" }
        let json = ["columns", "index", "split"].map { "same-\($0).json" }
        for name in compressed + ["same.xlsx", "same.json", "same.npz", "same.h5", "same.parquet", "same.feather"]
            + json + ["same-records.npy"] + parquet + arrow {
            let image = try picture(name, renderer: renderer)
            var differing = 0
            for index in stride(from: 0, to: min(image.pixels.count, csv.pixels.count), by: 4)
            where image.pixels[index..<(index + 4)] != csv.pixels[index..<(index + 4)] {
                differing += 1
            }
            XCTAssertEqual(image.width, csv.width)
            XCTAssertEqual(differing, 0, "\(name) differs from same.csv in \(differing) pixels")
        }
        // pandas' `values` orientation keeps no names: it draws what the headerless CSV draws.
        let headerless = try picture("same-headerless.csv", renderer: renderer)
        let values = try picture("same-values.json", renderer: renderer)
        XCTAssertEqual(values.width, headerless.width)
        XCTAssertEqual(values.pixels, headerless.pixels, "same-values.json differs from same-headerless.csv")
        XCTAssertNotEqual(values.pixels, csv.pixels, "without names the legend says column 2 and column 3")
    }

    /// A netCDF-4 variable over its CF time coordinate (days since 2000-01-01, -99.9 as
    /// `_FillValue` and `missing_value`) draws what a CSV of the same ISO dates and blanks
    /// draws: the coordinate is x, as dates, the fills are gaps
    /// (Scripts/fixtures/write-netcdf-fixtures.py).
    func testANetCDFVariableOverTimeDrawsAsItsCSV() throws {
        let renderer = try ChartImageRenderer()
        let folder = fixtures.deletingLastPathComponent().appendingPathComponent("netcdf")
        func picture(_ name: String) throws -> RGBAImage {
            let (chart, _) = try ChartFactory.makeChart(path: folder.appendingPathComponent(name).path,
                                                        options: ChartOptions.parse(["--title", "index"]))
            return renderer.render(chart, size: Size(width: 640, height: 400))
        }
        let csv = try picture("index.csv"), netCDF = try picture("index.nc")
        XCTAssertGreaterThan(Set(csv.pixels).count, 8, "the picture has lines and text")
        XCTAssertEqual(netCDF.width, csv.width)
        XCTAssertEqual(netCDF.pixels, csv.pixels, "index.nc differs from index.csv")
    }

    /// pandas' frames of columns `x` and `y` (both spec keys) in every orientation, its default
    /// `columns` among them, and as an object of arrays: data, the picture of the records
    /// (`Scripts/fixtures/write-formats13-fixtures.py`). `columns` and the arrays were refused
    /// as specs (`x: expected a string, found an object`).
    func testPandasFramesOfSpecNamedColumnsAreDataInEveryOrientation() throws {
        let renderer = try ChartImageRenderer()
        let folder = fixtures.deletingLastPathComponent().appendingPathComponent("json")
        func picture(_ name: String) throws -> RGBAImage {
            let path = folder.appendingPathComponent("xy-\(name).json").path
            XCTAssertFalse(ChartFactory.isChartSpecFile(path), name)
            let (chart, spec) = try ChartFactory.makeChart(path: path, options: ChartOptions.parse(["--title", "xy"]))
            XCTAssertNil(spec, name)
            return renderer.render(chart, size: Size(width: 480, height: 320))
        }
        let records = try picture("records")
        for name in ["columns", "index", "split", "table", "arrays"] {
            XCTAssertEqual(try picture(name).pixels, records.pixels, "xy-\(name).json draws as the records")
        }
        // Without names, the values orientation draws too (column 2 over column 1).
        XCTAssertNotEqual(try picture("values").pixels, records.pixels)
    }

    /// One 2-D grid as a .npy (drawn in place), the only array of an .npz and an HDF5 dataset
    /// (both through `TableFile` and the inference): the same heatmap, pixel for pixel.
    func testAGridDrawsTheSameHeatmapFromNpyNpzAndHDF5() throws {
        let renderer = try ChartImageRenderer()
        let folder = fixtures.deletingLastPathComponent()
        func picture(_ name: String) throws -> RGBAImage {
            let path = folder.appendingPathComponent(name).path
            let (chart, _) = try ChartFactory.makeChart(path: path, options: ChartOptions.parse(["--title", "grid"]))
            XCTAssertTrue(chart.series.first is HeatmapSeries, "\(name) draws a heatmap")
            if let look = ProcessInfo.processInfo.environment["CHARTKIT_FORMAT_PICTURES"] {
                try renderer.writePNG(chart, size: Size(width: 640, height: 400), to: "\(look)/\(URL(fileURLWithPath: name).lastPathComponent).png")
            }
            return renderer.render(chart, size: Size(width: 640, height: 400))
        }
        let npy = try picture("numpy/grid.npy")
        for name in ["numpy/grid.npz", "numpy/grid.h5"] {
            let image = try picture(name)
            XCTAssertEqual(image.width, npy.width)
            let differing = stride(from: 0, to: min(image.pixels.count, npy.pixels.count), by: 4)
                .filter { image.pixels[$0..<($0 + 4)] != npy.pixels[$0..<($0 + 4)] }.count
            XCTAssertEqual(differing, 0, "\(name) differs from grid.npy in \(differing) pixels")
        }
    }

    func testAJSONFileIsASpecOnlyWhenItsKeysSaySo() throws {
        XCTAssertFalse(ChartFactory.isChartSpecFile(fixtures.appendingPathComponent("same.json").path))
        // The window's and render's pane check asks the same question.
        XCTAssertNil(try ShowCommand.paneSpec(at: fixtures.appendingPathComponent("same.json").path))
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("spec-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let cases: [(String, Bool)] = [
            (#"{"title": "t", "series": [{"x": [1, 2], "y": [3, 4]}]}"#, true),
            (#"{"data": "prices.csv", "type": "line"}"#, true),
            (#"{"title": "only a title"}"#, true),
            (#"{"tilte": "typo", "series": []}"#, true),
            (#"{"columns": ["t", "v"], "index": [0], "data": [[1, 2]]}"#, false),
            (#"{"t": {"0": 1}, "v": {"0": 2}}"#, false),
            (#"{"t": [1, 2], "v": [3, 4]}"#, false),
            (#"[{"t": 1, "v": 2}]"#, false),
            // Columns named as spec keys: the values' shapes decide (a spec's x is a name, its y
            // names; a table's columns are arrays of values or objects of row labels).
            (#"{"x": [1, 2, 3], "y": [3, 4, 2]}"#, false),
            (#"{"x": {"0": 1, "1": 2}, "y": {"0": 3, "1": 4}}"#, false),
            (#"{"title": {"0": "a"}, "x": {"0": 1}, "y": {"0": 2}}"#, false),
            (#"{"y": [1.5, null, 2]}"#, false),
            (#"{"size": [1, 2, 3], "type": ["a", "b", "c"]}"#, false),
            (#"{"columns": ["x", "y"], "data": [[1, 3], [2, 4]]}"#, false),
            (#"{"x": {}, "y": {}}"#, false),
            // pandas' default `to_json()` of spec-named columns under a named index, an object of
            // arrays naming a split column `by`, and flat or keyed objects of numbers: data.
            (#"{"x": {"a": 1, "b": 2}, "y": {"a": 3, "b": 4}, "by": {"a": "p", "b": "q"}}"#, false),
            (#"{"by": ["p", "q"], "x": [1, 2], "y": [3, 4], "size": [5, 6]}"#, false),
            (#"{"columns": [1, 2], "type": ["a", "b"]}"#, false),
            (#"{"H": -3.739, "He": 3.26, "Li": -1.9}"#, false),
            (#"{"AAPL": {"price": 1, "pe": 2}, "MSFT": {"price": 3, "pe": 4}}"#, false),
            // Specs stay specs, a wrong value among them included (its reader says what is wrong).
            (#"{"x": "time", "y": ["inside", "outside"], "type": "line"}"#, true),
            (#"{"y": ["inside"], "size": [800, 600], "xAxis": {"title": "t"}}"#, true),
            (#"{"title": "t", "x": ["time"]}"#, true),
            (#"{"panes": [{"data": "a.csv"}], "columns": 2}"#, true),
        ]
        for (index, (text, isSpec)) in cases.enumerated() {
            let path = folder.appendingPathComponent("\(index).json").path
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
            XCTAssertEqual(ChartFactory.isChartSpecFile(path), isSpec, text)
        }
    }

    /// A surface over axes (write-grids17-fixtures.py) is drawn over its axes' values, titled
    /// with their names, the rising rows running up; the same surface picked by name draws the
    /// same picture.
    func testASurfaceIsDrawnOverItsAxes() throws {
        let path = fixtures.deletingLastPathComponent().appendingPathComponent("numpy/surface-axes.npz").path
        let (chart, _) = try ChartFactory.makeChart(path: path, options: ChartOptions.parse([]))
        let heatmap = try XCTUnwrap(chart.series.first as? HeatmapSeries)
        XCTAssertEqual(heatmap.title, "power")
        XCTAssertEqual([heatmap.grid.rows, heatmap.grid.columns], [20, 30])
        XCTAssertFalse(heatmap.firstRowAtTop, "speed_ratio rises: its first row at the bottom")
        XCTAssertEqual(chart.xAxis.title, "pitch")
        XCTAssertEqual(chart.yAxis.title, "speed_ratio")
        // Evenly spaced axes: number axes, each cell centred on its values.
        XCTAssertTrue(chart.xAxis is NumberAxis && chart.yAxis is NumberAxis)
        XCTAssertEqual(heatmap.xExtent, AxisRange(min: -5.5, max: 24.5))
        XCTAssertEqual(heatmap.yExtent, AxisRange(min: 2.875, max: 7.875))
        XCTAssertEqual(heatmap.rowNames.prefix(3), ["3", "3.25", "3.5"], "tooltips name the values")
        let renderer = try ChartImageRenderer()
        let image = renderer.render(chart, size: Size(width: 640, height: 400))
        let (named, _) = try ChartFactory.makeChart(path: path, options: ChartOptions.parse(["--dataset", "power"]))
        XCTAssertEqual(renderer.render(named, size: Size(width: 640, height: 400)).pixels, image.pixels)
        // The same datasets in HDF5: the same rule, the same picture (its own file name as title).
        let (h5, _) = try ChartFactory.makeChart(path: path.replacingOccurrences(of: ".npz", with: ".h5"),
                                                 options: ChartOptions.parse(["--title", "surface-axes.npz"]))
        XCTAssertEqual(renderer.render(h5, size: Size(width: 640, height: 400)).pixels, image.pixels)
        if let look = ProcessInfo.processInfo.environment["CHARTKIT_FORMAT_PICTURES"] {
            try renderer.writePNG(chart, size: Size(width: 640, height: 400), to: "\(look)/surface-axes.png")
        }
    }

    /// Axes spaced unevenly (depths on a log scale) are category axes of their values, written
    /// to one precision, the rising rows upward.
    func testASurfaceOverUnevenAxesNamesItsCells() throws {
        let path = fixtures.deletingLastPathComponent().appendingPathComponent("numpy/uneven-axes.npz").path
        let (chart, _) = try ChartFactory.makeChart(path: path, options: ChartOptions.parse([]))
        let heatmap = try XCTUnwrap(chart.series.first as? HeatmapSeries)
        XCTAssertFalse(heatmap.firstRowAtTop)
        let rows = try XCTUnwrap((chart.yAxis as? CategoryAxis)?.categories)
        XCTAssertEqual(rows.prefix(3), ["1", "1.387", "1.924"], "as written, no trailing zeros")
        XCTAssertEqual(rows.last, "500")
        XCTAssertEqual(Set(rows).count, 20, "every depth told apart")
        XCTAssertEqual(chart.yAxis.title, "depth")
        XCTAssertEqual((chart.xAxis as? CategoryAxis)?.categories.count, 30)
    }

    /// A (19, 19, 4) cube is four panes, one colour scale for all, titled by the slice's index;
    /// a Fortran-ordered cube reads its slices as NumPy indexes them.
    func testACubeIsAPaneForEachSliceOnOneScale() throws {
        let folder = fixtures.deletingLastPathComponent()
        let (chart, _) = try ChartFactory.makeChart(path: folder.appendingPathComponent("numpy/cube.npy").path,
                                                    options: ChartOptions.parse([]))
        let charts = [chart] + ChartFactory.panes(below: chart)
        XCTAssertEqual(charts.count, 4)
        XCTAssertEqual(charts.map(\.title), ["cube.npy [:, :, 0]", "[:, :, 1]", "[:, :, 2]", "[:, :, 3]"])
        let heatmaps = charts.compactMap { $0.series.first as? HeatmapSeries }
        XCTAssertEqual(Set(heatmaps.map(\.resolvedValueRange)).count, 1, "one colour scale")
        XCTAssertEqual(heatmaps[3].grid.values[1], 4 * heatmaps[0].grid.values[1], accuracy: 1e-5)
        XCTAssertTrue(heatmaps[0].grid.values[0].isNaN, "cell [0, 0] is a gap in every slice")
        let (fortran, _) = try ChartFactory.makeChart(path: folder.appendingPathComponent("numpy/cube-fortran.npy").path,
                                                      options: ChartOptions.parse([]))
        let slices = ([fortran] + ChartFactory.panes(below: fortran)).compactMap { $0.series.first as? HeatmapSeries }
        XCTAssertEqual(slices.count, 3)
        // arange(3 * 18 * 18).reshape(3, 18, 18): cell [s, r, c] is s * 324 + r * 18 + c.
        XCTAssertEqual(slices[2].grid.values[5 * 18 + 7], 2 * 324 + 5 * 18 + 7)
        let image = try ChartImageRenderer().render(charts: charts, arrangement: ChartFactory.paneGrid(of: chart) ?? .vertical,
                                                   size: Size(width: 800, height: 800))
        XCTAssertGreaterThan(Set(image.pixels).count, 16, "four heatmaps drawn")
    }
}

