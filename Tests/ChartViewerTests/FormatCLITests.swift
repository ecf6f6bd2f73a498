import ChartData
import ChartTestSupport
import Foundation
import XCTest

/// `chartview render` on the table formats as a user types it: compressed standard input, an
/// HDF5 file listing its datasets, a dataset by path, a records JSON, an unsupported format.
final class FormatCLITests: XCTestCase {
    private let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("ChartDataTests/Fixtures").path

    private func chartview() throws -> String {
        let path = CommandRunner.product("chartview")
        try XCTSkipUnless(FileManager.default.isExecutableFile(atPath: path), "chartview is not built")
        return path
    }

    /// Every compression chartview reads arrives on standard input, known by its magic bytes
    /// alone, and draws the plain file's picture.
    func testEveryCompressionOnStandardInputDrawsAsTheFile() throws {
        let chartview = try chartview()
        let folder = try ScratchFolder("formats-stdin")
        let file = try CommandRunner.run(chartview, ["render", "\(fixtures)/same/same.csv", "-o", folder.path("file.svg"), "--title", "same"])
        XCTAssertEqual(file.status, 0, file.stderr)
        let expected = try String(contentsOfFile: folder.path("file.svg"), encoding: .utf8)
        for name in ["same.csv.gz", "same.csv.bz2", "same.csv.xz", "same.csv.zst"] {
            let piped = try CommandRunner.run("/bin/sh", ["-c", "\"$0\" render - -o \"$1\" --title same < \"$2\"", chartview,
                                                          folder.path("stdin.svg"), "\(fixtures)/same/\(name)"])
            XCTAssertEqual(piped.status, 0, "\(name): \(piped.stderr)")
            XCTAssertEqual(try String(contentsOfFile: folder.path("stdin.svg"), encoding: .utf8), expected, name)
        }
    }

    /// Parquet, Feather, Excel, .npz and HDF5 on standard input (`render - < data.parquet`):
    /// kept in a temporary file and read as the file is, the same picture (it said "-: cannot
    /// read file (No such file or directory)"); nothing is left in the temporary folder.
    func testFormatsReadFromAFileDrawTheSameOnStandardInput() throws {
        let chartview = try chartview()
        let folder = try ScratchFolder("formats-stdin-files")
        let file = try CommandRunner.run(chartview, ["render", "\(fixtures)/same/same.csv", "-o", folder.path("file.svg"), "--title", "same"])
        XCTAssertEqual(file.status, 0, file.stderr)
        let expected = try String(contentsOfFile: folder.path("file.svg"), encoding: .utf8)
        let temporary = FileManager.default.temporaryDirectory.path
        let spoolsBefore = try FileManager.default.contentsOfDirectory(atPath: temporary).filter { $0.hasPrefix("chartview-stdin-") }
        for name in ["same.parquet", "same.feather", "same-batches-zstd.feather", "same.xlsx", "same.npz", "same.h5"] {
            let piped = try CommandRunner.run("/bin/sh", ["-c", "\"$0\" render - -o \"$1\" --title same < \"$2\"", chartview,
                                                          folder.path("stdin.svg"), "\(fixtures)/same/\(name)"])
            XCTAssertEqual(piped.status, 0, "\(name): \(piped.stderr)")
            XCTAssertEqual(try String(contentsOfFile: folder.path("stdin.svg"), encoding: .utf8), expected, name)
        }
        // A damaged Parquet file on standard input: one line naming <stdin>, not a temporary path.
        let damaged = try CommandRunner.run("/bin/sh", ["-c", "head -c 300 \"$2\" | \"$0\" render - -o \"$1\"", chartview,
                                                        folder.path("bad.png"), "\(fixtures)/same/same.parquet"])
        XCTAssertEqual(damaged.status, 1)
        XCTAssertTrue(damaged.stderr.hasPrefix("chartview: <stdin>"), damaged.stderr)
        XCTAssertEqual(damaged.stderr.filter { $0 == "\n" }.count, 1, damaged.stderr)
        XCTAssertFalse(damaged.stderr.contains("chartview-stdin-"), damaged.stderr)
        let spoolsAfter = try FileManager.default.contentsOfDirectory(atPath: temporary).filter { $0.hasPrefix("chartview-stdin-") }
        XCTAssertEqual(Set(spoolsAfter).subtracting(spoolsBefore), [], "spool folders removed")
    }

    func testAnHDF5FileWithSeveralDatasetsFailsToRenderInOneLine() throws {
        let chartview = try chartview()
        let folder = try ScratchFolder("formats-h5")
        let path = "\(fixtures)/hdf5/several.h5"
        // A render that draws nothing fails, so a script can tell (the window lists them).
        let refused = try CommandRunner.run(chartview, ["render", path, "-o", folder.path("x.png")])
        XCTAssertEqual(refused.status, 1, refused.stderr)
        XCTAssertEqual(refused.stdout, "")
        XCTAssertEqual(refused.stderr, "chartview: \(path): holds 4 datasets (/group/matrix, /group/records, /signal, …): name one with --dataset /group/matrix or \(path):/group/matrix (chartview \(path) lists them)\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.path("x.png")), "no picture")
        for target in ["\(path):/group/records", path] {
            let arguments = target == path ? ["render", path, "--dataset", "/signal", "-o", folder.path("y.png")]
                                           : ["render", target, "-o", folder.path("y.png")]
            let drawn = try CommandRunner.run(chartview, arguments)
            XCTAssertEqual(drawn.status, 0, drawn.stderr)
        }
    }

    /// netCDF-4 files as a user renders them (Scripts/fixtures/write-netcdf-fixtures.py): one
    /// data variable beside its coordinates is drawn without --dataset (it was "holds 2
    /// datasets"); two are refused in one line naming the data variables only; a 3-D one is
    /// refused naming its dimensions; netCDF-3 is named, with how to convert it.
    func testNetCDFFilesDrawTheirOneVariableOrSayWhyInOneLine() throws {
        let chartview = try chartview()
        let folder = try ScratchFolder("formats-netcdf")
        let drawn = try CommandRunner.run(chartview, ["render", "\(fixtures)/netcdf/index.nc", "--explain", "-o", folder.path("index.png")])
        XCTAssertEqual(drawn.status, 0, drawn.stderr)
        XCTAssertEqual(drawn.stderr, "")
        XCTAssertTrue(drawn.stdout.hasPrefix("x = time: typed dates"), drawn.stdout)
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder.path("index.png")))
        let field = try CommandRunner.run(chartview, ["render", "\(fixtures)/netcdf/field.nc", "-o", folder.path("field.png")])
        XCTAssertEqual(field.status, 0, field.stderr)
        let model = try CommandRunner.run(chartview, ["render", "\(fixtures)/netcdf/kinds.nc:/model", "-o", folder.path("model.png")])
        XCTAssertEqual(model.status, 0, model.stderr)
        XCTAssertTrue(model.stderr.contains("model_time is not drawn as dates (its calendar 360_day"), model.stderr)
        let refusals = [
            ("kinds.nc", "holds 2 data variables (/model, /packed) beside 2 coordinates: name one with --dataset /model or "),
            ("bounds.nc", "/sst has 3 dimensions (time 3 × lat 4 × lon 5 float32)"),
            ("classic.nc", "a netCDF-3 (classic) file: chartview reads netCDF-4 (HDF5) only; convert with nccopy -k nc4 IN OUT"),
        ]
        for (name, problem) in refusals {
            let path = "\(fixtures)/netcdf/\(name)"
            let refused = try CommandRunner.run(chartview, ["render", path, "-o", folder.path("x.png")])
            XCTAssertEqual(refused.status, 1, name)
            XCTAssertEqual(refused.stdout, "", name)
            XCTAssertTrue(refused.stderr.hasPrefix("chartview: \(path): \(problem)"), refused.stderr)
            XCTAssertEqual(refused.stderr.filter { $0 == "\n" }.count, 1, refused.stderr)
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.path("x.png")), "no picture")
    }

    /// libhdf5 1.10 itself crashes listing this damaged file (found by fuzzing): chartview reads
    /// HDF5 in a child process, so the crash is one line and exit 1, not a signal 11.
    func testAnHDF5FileThatCrashesTheLibraryIsOneLine() throws {
        let chartview = try chartview()
        let folder = try ScratchFolder("formats-h5-crash")
        let path = URL(fileURLWithPath: fixtures).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fuzz/Crashes/hdf5/crash-191b7701-libhdf5-accum-read").path
        for arguments in [["render", path, "-o", folder.path("x.png")], ["render", path + ":/data", "-o", folder.path("x.png")]] {
            let refused = try CommandRunner.run(chartview, arguments)
            XCTAssertEqual(refused.status, 1, refused.stderr)
            XCTAssertEqual(refused.stdout, "")
            XCTAssertEqual(refused.stderr, "chartview: \(path): HDF5 library failed reading this file (signal 11)\n")
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.path("x.png")), "no picture")
    }

    func testRecordsJSONIsDataAndAnUnsupportedFormatIsOneLine() throws {
        let chartview = try chartview()
        let folder = try ScratchFolder("formats-json")
        let records = try CommandRunner.run(chartview, ["render", "\(fixtures)/json/records.json", "-o", folder.path("r.png")])
        XCTAssertEqual(records.status, 0, records.stderr)
        let orc = try folder.write("data.orc", "ORC\u{0A}\u{00}\u{12}")
        let refused = try CommandRunner.run(chartview, ["render", orc, "-o", folder.path("o.png")])
        XCTAssertEqual(refused.status, 1)
        XCTAssertEqual(refused.stderr, "chartview: \(orc): ORC is not a format chartview reads; it reads \(UnsupportedFormat.readableFormats)\n")
    }

    /// A schema and no rows is one line in every format, as a CSV of only a header says it:
    /// Parquet and Arrow (file and stream) drew an empty chart, exit 0, with a warning of "()".
    func testEveryFormatWithoutRowsSaysNoDataRows() throws {
        let chartview = try chartview()
        let folder = try ScratchFolder("formats-no-rows")
        let csv = try folder.write("header.csv", "x,y\n")
        let json = try folder.write("empty.json", "[]")
        for file in [csv, json, "\(fixtures)/parquet/no-rows.parquet", "\(fixtures)/arrow/no-rows.feather",
                     "\(fixtures)/arrow/no-rows.arrows"] {
            let result = try CommandRunner.run(chartview, ["render", file, "-o", folder.path("out.png")])
            XCTAssertEqual(result.status, 1, file)
            XCTAssertEqual(result.stderr, "chartview: \(file): no data rows\n", file)
        }
    }

    /// A binary file of no known format (raw doubles in a `.dat`) says how to read raw numbers,
    /// in its one line; with `--dtype` it draws.
    func testARawBinaryFileSaysHowToReadIt() throws {
        let chartview = try chartview()
        let folder = try ScratchFolder("formats-raw")
        let values = (0..<64).map { Double($0 % 9) }
        let path = folder.path("samples.dat")
        try values.withUnsafeBytes { Data($0) }.write(to: URL(fileURLWithPath: path))
        let refused = try CommandRunner.run(chartview, ["render", path, "-o", folder.path("out.png")])
        XCTAssertEqual(refused.status, 1)
        XCTAssertEqual(refused.stderr, "chartview: \(path):1: not a text file; if it holds raw numbers, read it with --dtype (f64, f32, i16, …)\n")
        let read = try CommandRunner.run(chartview, ["render", path, "--dtype", "f64", "-o", folder.path("out.png")])
        XCTAssertEqual(read.status, 0, read.stderr)
        // Noise-like samples: no NUL on the first line, and neither UTF-8 nor Windows-1252 text.
        var state: UInt32 = 12345
        let noise = (0..<4000).map { _ -> UInt8 in
            state = state &* 1_664_525 &+ 1_013_904_223
            return UInt8(truncatingIfNeeded: state >> 24)
        }
        let noisePath = folder.path("noise.bin")
        try Data(noise).write(to: URL(fileURLWithPath: noisePath))
        let noisy = try CommandRunner.run(chartview, ["render", noisePath, "-o", folder.path("out.png")])
        XCTAssertEqual(noisy.status, 1)
        XCTAssertTrue(noisy.stderr.hasPrefix("chartview: \(noisePath)"), noisy.stderr)
        XCTAssertTrue(noisy.stderr.hasSuffix("; if it holds raw numbers, read it with --dtype (f64, f32, i16, …)\n"), noisy.stderr)
        XCTAssertEqual(noisy.stderr.filter { $0 == "\n" }.count, 1, noisy.stderr)
    }

    /// A Parquet column in a codec the reader lacks (LZO) stops only the charts that need it:
    /// with x and y named, the others never decode it; with none named it is left out, one
    /// warning naming it, and the other columns drawn.
    func testAColumnInAnUnsupportedCodecStopsOnlyTheChartsThatNeedIt() throws {
        let chartview = try chartview()
        let folder = try ScratchFolder("formats-lzo")
        let path = "\(fixtures)/parquet/lzo-value.parquet"
        let drawn = try CommandRunner.run(chartview, ["render", path, "--x", "time", "--y", "other", "-o", folder.path("other.png")])
        XCTAssertEqual(drawn.status, 0, drawn.stderr)
        XCTAssertEqual(drawn.stderr, "")
        let unnamed = try CommandRunner.run(chartview, ["render", path, "-o", folder.path("all.png")])
        XCTAssertEqual(unnamed.status, 0, unnamed.stderr)
        // Then the plan's own warning on this saw-tooth of 23 values (poor as a chart).
        XCTAssertEqual(unnamed.stderr.split(separator: "\n").first,
                       "chartview: warning: \(path): left out column \"value\", row group 1: LZO compression is not supported")
        let refused = try CommandRunner.run(chartview, ["render", path, "-o", folder.path("value.png"), "--x", "time", "--y", "value"])
        XCTAssertEqual(refused.status, 1)
        XCTAssertEqual(refused.stderr, "chartview: \(path): column \"value\", row group 1: LZO compression is not supported\n")
    }

    /// NumPy surfaces over axes and cubes as a user renders them (write-grids17-fixtures.py):
    /// the surface and its axes explained, the archive's other surface named; a cube's slices
    /// drawn; past 12 slices one warning with the count and how to draw another; cubes of no
    /// grids and 4-D arrays one line and exit 1, with no picture.
    func testNumPySurfacesAndCubesRenderOrSayWhyNot() throws {
        let chartview = try chartview()
        let folder = try ScratchFolder("formats-grids")
        let surface = "\(fixtures)/numpy/surface-axes.npz"
        let drawn = try CommandRunner.run(chartview, ["render", surface, "--explain", "-o", folder.path("surface.png")])
        XCTAssertEqual(drawn.status, 0, drawn.stderr)
        XCTAssertEqual(drawn.stderr, "")
        XCTAssertTrue(drawn.stdout.contains("read: power (20 × 30) is a surface over speed_ratio (20) down and pitch (30) across\n"), drawn.stdout)
        XCTAssertTrue(drawn.stdout.contains("read: the archive also holds thrust over the same axes: draw one with --dataset thrust"), drawn.stdout)
        XCTAssertTrue(drawn.stdout.contains("kind = heatmap: a 20 × 30 array over speed_ratio down and pitch across"), drawn.stdout)
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder.path("surface.png")))

        let cube = try CommandRunner.run(chartview, ["render", "\(fixtures)/numpy/cube.npy", "--explain", "-o", folder.path("cube.png")])
        XCTAssertEqual(cube.status, 0, cube.stderr)
        XCTAssertEqual(cube.stderr, "")
        XCTAssertTrue(cube.stdout.hasPrefix("kind = heatmap per slice: a 19 × 19 × 4 array: 4 slices along axis 2"), cube.stdout)
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder.path("cube.png")))

        let manyPath = "\(fixtures)/numpy/cube-many.npy"
        let many = try CommandRunner.run(chartview, ["render", manyPath, "-o", folder.path("many.png")])
        XCTAssertEqual(many.status, 0, many.stderr)
        XCTAssertEqual(many.stderr, "chartview: warning: \(manyPath): 13 slices along axis 2; drew the first 12, [:, :, 0] to [:, :, 11]: "
                       + "to draw another, save it as an array of its own (np.save(\"slice.npy\", a[:, :, 12]))\n")

        for name in ["cube-thin.npy", "hyper.npy"] {
            let path = "\(fixtures)/numpy/\(name)"
            let refused = try CommandRunner.run(chartview, ["render", path, "-o", folder.path("\(name).png")])
            XCTAssertEqual(refused.status, 1, name)
            XCTAssertTrue(refused.stderr.hasPrefix("chartview: \(path): shape ["), refused.stderr)
            XCTAssertTrue(refused.stderr.contains("is not drawn: chartview draws arrays of one or two dimensions, and of three whose slices are grids"), refused.stderr)
            XCTAssertEqual(refused.stderr.filter { $0 == "\n" }.count, 1, refused.stderr)
            XCTAssertFalse(FileManager.default.fileExists(atPath: folder.path("\(name).png")), "no picture")
        }
    }
}

