import ChartTestSupport
import Foundation
import XCTest

/// `chartview render` on files whose shape decides what can be drawn: a render that draws
/// nothing fails in one line (exit 1, no picture), a grid is drawn as a heatmap,
/// a plain 2-D `.npy` goes through the inference (`--explain` explains it), and a preamble
/// skipped above a table is said.
final class FrontDoorCLITests: XCTestCase {
    private let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("ChartDataTests/Fixtures/frontdoor").path

    private func chartview() throws -> String {
        let path = CommandRunner.product("chartview")
        try XCTSkipUnless(FileManager.default.isExecutableFile(atPath: path), "chartview is not built")
        return path
    }

    func testARenderOfANetCDF4FileWithSeveralVariablesFails() throws {
        let chartview = try chartview()
        let folder = try ScratchFolder("frontdoor-nc")
        let path = "\(fixtures)/netcdf4.h5"
        let refused = try CommandRunner.run(chartview, ["render", path, "-o", folder.path("x.png")])
        XCTAssertEqual(refused.status, 1)
        XCTAssertEqual(refused.stdout, "")
        XCTAssertEqual(refused.stderr.filter { $0 == "\n" }.count, 1, refused.stderr)
        XCTAssertTrue(refused.stderr.hasPrefix("chartview: \(path): holds 3 data variables (/posterior/mu, /surface, /air) beside 3 coordinates:"), refused.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.path("x.png")))
        let cube = try CommandRunner.run(chartview, ["render", path, "--dataset", "/air", "-o", folder.path("y.png")])
        XCTAssertEqual(cube.status, 1)
        XCTAssertEqual(cube.stderr, "chartview: \(path): /air has 3 dimensions (time 4 × lat 3 × lon 5 float32); chartview draws 1-D and 2-D arrays: save a 2-D slice (e.g. a[0]) as an array of its own\n")
        // Three long rows: one series each, over the row index.
        let rows = try CommandRunner.run(chartview, ["render", path + ":/posterior/mu", "--explain", "-o", folder.path("z.png")])
        XCTAssertEqual(rows.status, 0, rows.stderr)
        XCTAssertTrue(rows.stdout.hasPrefix("x = row index"), rows.stdout)
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder.path("z.png")))
    }

    func testAGridIsDrawnAsAHeatmap() throws {
        let chartview = try chartview()
        let folder = try ScratchFolder("frontdoor-grid")
        for name in ["grid.h5", "grid.npy"] {
            let drawn = try CommandRunner.run(chartview, ["render", "\(fixtures)/\(name)", "--explain", "-o", folder.path("x.png")])
            XCTAssertEqual(drawn.status, 0, drawn.stderr)
            XCTAssertTrue(drawn.stdout.contains("kind = heatmap: a 120 × 90 array, both sides 16 or more"), drawn.stdout)
            XCTAssertTrue(drawn.stdout.contains("grid = 120 rows × 90 columns"), drawn.stdout)
            XCTAssertTrue(FileManager.default.fileExists(atPath: folder.path("x.png")))
        }
    }

    func testAPlainNpyGoesThroughTheInference() throws {
        let chartview = try chartview()
        let folder = try ScratchFolder("frontdoor-npy")
        let drawn = try CommandRunner.run(chartview, ["render", "\(fixtures)/parameters.npy", "--explain", "-o", folder.path("p.png")])
        XCTAssertEqual(drawn.status, 0, drawn.stderr)
        // x runs over the same values once per parameter: points, or one line per parameter
        // (a design x split by its key), never one line joining the rows back and forth.
        XCTAssertTrue(drawn.stdout.contains("kind = scatter: x is not sorted") || drawn.stdout.contains("\nby = "), drawn.stdout)
    }

    func testASkippedPreambleIsExplained() throws {
        let chartview = try chartview()
        let folder = try ScratchFolder("frontdoor-preamble")
        let drawn = try CommandRunner.run(chartview, ["render", "\(fixtures)/title.csv", "--explain", "--no-cache", "-o", folder.path("t.png")])
        XCTAssertEqual(drawn.status, 0, drawn.stderr)
        XCTAssertTrue(drawn.stdout.hasPrefix("read: line 1 skipped: a preamble above a table of 4 fields (as pandas' skiprows=1)\nx = wavelength"), drawn.stdout)
    }
}
