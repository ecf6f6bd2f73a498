import ChartKit
import ChartTestSupport
import Foundation
import XCTest

/// `chartview` and heatmaps: a matrix file drawn as one with `--explain` saying why, a spec's
/// inline grid in its colour map, and bad heatmap specs refused in one line.
final class HeatmapViewerTests: XCTestCase {
    private var chartview: String { CommandRunner.product("chartview") }
    private var scratch: ScratchFolder!

    override func setUpWithError() throws {
        try XCTSkipUnless(FileManager.default.isExecutableFile(atPath: chartview),
                          "chartview is not built beside the tests (run `swift build --build-tests` first)")
        scratch = try ScratchFolder("heatmap-viewer-tests")
    }

    override func tearDown() {
        scratch = nil
    }

    func testAMatrixWithAHeaderOfNumbersIsAHeatmap() throws {
        // pandas' to_csv of a 20 × 20 matrix: a blank corner, the index down, numbers across.
        let n = 20
        let header = "," + (0..<n).map(String.init).joined(separator: ",")
        let rows: [String] = (0..<n).map { (r: Int) -> String in
            let cells: [String] = (0..<n).map { (c: Int) -> String in String(Double(abs(r - c)) * 10.5) }
            return "\(r)," + cells.joined(separator: ",")
        }
        let text = header + "\n" + rows.joined(separator: "\n") + "\n"
        let path = try scratch.write("kinship.csv", text)
        let out = scratch.path("k.png")
        let result = try CommandRunner.run(chartview, ["render", path, "--explain", "-o", out])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.hasPrefix("kind = heatmap: a 20 × 20 matrix"), result.stdout)
        XCTAssertTrue(result.stdout.contains("grid = 20 rows × 20 columns"), result.stdout)
        XCTAssertTrue(FileManager.default.fileExists(atPath: out))
    }

    func testASpecsInlineGridIsDrawnInItsColourMap() throws {
        let spec = try scratch.write("h.json", """
            { "title": "grid", "series": [ { "type": "heatmap", "values": [[0, 1], [2, 3]],
              "rowNames": ["a", "b"], "columnNames": ["x", "y"], "colorMap": "inferno", "valueRange": [0, 3] } ] }
            """)
        let out = scratch.path("h.png")
        let result = try CommandRunner.run(chartview, ["render", spec, "-o", out, "--size", "400x300"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let image = try PNGReader.read(out)
        // Somewhere the inferno's high end (3) and its low end (0) are drawn.
        var sawHigh = false, sawLow = false
        for y in stride(from: 0, to: image.height, by: 3) {
            for x in stride(from: 0, to: image.width, by: 3) {
                sawHigh = sawHigh || PixelAssertions.distance(image, x, y, ColorMap.inferno.color(at: 1)) <= 6
                sawLow = sawLow || PixelAssertions.distance(image, x, y, ColorMap.inferno.color(at: 0)) <= 6
            }
        }
        XCTAssertTrue(sawHigh && sawLow)
    }

    func testBadHeatmapSpecsAreOneLine() throws {
        for (body, problem) in [
            (#"{ "series": [ { "type": "heatmap", "values": [[1, 2], [3]] } ] }"#, "\"values\" rows differ in length"),
            (#"{ "series": [ { "type": "heatmap", "values": [[1]], "colorMap": "jet" } ] }"#, "colorMap \"jet\": expected blueRed, inferno, viridis"),
            (#"{ "series": [ { "type": "heatmap", "values": [[1]], "valueRange": [2, 2] } ] }"#, "valueRange needs two different finite numbers"),
            (#"{ "type": "heatmap" }"#, "a heatmap needs \"values\""),
        ] {
            let spec = try scratch.write("bad.json", body)
            let result = try CommandRunner.run(chartview, ["render", spec, "-o", scratch.path("bad.png")])
            XCTAssertEqual(result.status, 1, body)
            XCTAssertTrue(result.stderr.contains(problem), result.stderr)
            XCTAssertEqual(result.stderr.filter { $0 == "\n" }.count, 1, result.stderr)
        }
    }
}
