import ChartKit
import ChartTestSupport
import Foundation
import XCTest

/// `chartview` run as a user runs it: every example renders, bad input gets one clear line and exit 1.
final class ChartViewCLITests: XCTestCase {
    private var chartview: String { CommandRunner.product("chartview") }
    private var scratch: ScratchFolder!

    override func setUpWithError() throws {
        try XCTSkipUnless(FileManager.default.isExecutableFile(atPath: chartview),
                          "chartview is not built beside the tests (run `swift build --build-tests` first)")
        scratch = try ScratchFolder("chartview-tests")
    }

    override func tearDown() {
        scratch = nil
    }

    private func write(_ name: String, _ text: String) throws -> String {
        try scratch.write(name, text)
    }

    func testEveryAssetRenders() throws {
        let assets = CommandRunner.packageRoot.appendingPathComponent("Assets")
        let files = try FileManager.default.contentsOfDirectory(atPath: assets.path)
            .filter { [".csv", ".tsv", ".json"].contains(where: $0.hasSuffix) }
            .filter { !$0.hasSuffix("-events.csv") }  // event markers for --annotations, not charts
            .sorted()
        XCTAssertGreaterThanOrEqual(files.count, 4)
        for file in files {
            let out = scratch.path(file + ".png")
            let result = try CommandRunner.run(chartview, ["render", assets.appendingPathComponent(file).path, "-o", out,
                                                           "--size", "500x300"])
            XCTAssertEqual(result.status, 0, "\(file): \(result.stderr)")
            let image = try PNGReader.read(out)
            XCTAssertEqual(image.width, 500, file)
            XCTAssertEqual(image.height, 300, file)
        }
    }

    func testRenderHonoursSizeScaleThemeAndRanges() throws {
        let out = scratch.path("demo.png")
        let result = try CommandRunner.run(chartview, ["render", "demo", "-o", out, "--size", "400x250", "--scale", "2",
                                                       "--theme", "dark", "--x-range", "0:100", "--y-range=-10:40"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let image = try PNGReader.read(out)
        XCTAssertEqual(image.width, 800)
        XCTAssertEqual(image.height, 500)
        PixelAssertions.assertColor(image, x: 1, y: 1, Theme.dark.background, tolerance: 1)
    }

    func testMalformedCSVNamesFileLineAndProblem() throws {
        let path = try write("bad.csv", "time,value\n1,2\n2,3,4\n")
        let result = try CommandRunner.run(chartview, ["render", path, "-o", scratch.path("x.png")])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stderr, "chartview: \(path):3: expected 2 fields, found 3\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: scratch.path("x.png")))
    }

    func testNonNumericCellNamesItsColumn() throws {
        let path = try write("text.csv", "time,value\n1,2\n2,abc\n")
        let result = try CommandRunner.run(chartview, ["render", path, "-o", scratch.path("x.png")])
        XCTAssertEqual(result.status, 1)
        // Half numbers, half text: too mixed to draw the text as gaps; the message names the cell.
        XCTAssertEqual(result.stderr, "chartview: \(path):3:2: \"abc\" is not a number (column \"value\"); "
                       + "1 of 2 cells of \"value\" are numbers, too few to draw the rest as gaps\n")
    }

    func testBadOptionsAndSpecsGetOneLine() throws {
        let out = scratch.path("x.png")
        let cases: [([String], String)] = [
            (["render", "demo", "-o", out, "--size", "12"], "chartview: --size 12: expected WIDTHxHEIGHT between 50 and 16384, e.g. 1600x1000\n"),
            (["render", "demo", "-o", out, "--theme", "pink"], "chartview: --theme pink: expected light, dark, vivid\n"),
            (["render", "demo", "-o", out, "--type", "sunburst"], "chartview: --type sunburst: expected one of line, step, scatter, bubble, column, bar, band, candlestick, ohlc, area, stacked-area, stacked-column, pie, donut, polar, radar, heatmap\n"),
            (["render", "demo", "-o", out, "--x-range", "5:1"], "chartview: --x-range 5:1: expected MIN:MAX with MIN < MAX, e.g. 0:100, or dates FROM..TO, e.g. 2020-01-01..2020-06-30T12:00\n"),
            (["render", "/nonexistent/file.csv", "-o", out], "chartview: /nonexistent/file.csv: cannot read file (No such file or directory)\n"),
        ]
        for (arguments, message) in cases {
            let result = try CommandRunner.run(chartview, arguments)
            XCTAssertEqual(result.status, 1, arguments.joined(separator: " "))
            XCTAssertEqual(result.stderr, message)
        }
        let spec = try write("bad.json", #"{"title": "x", "series": [{"y": [1, 2], "marker": "star"}]}"#)
        let result = try CommandRunner.run(chartview, ["render", spec, "-o", out])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stderr, "chartview: \(spec): series[0]: marker \"star\": expected one of circle, square, diamond, triangle, cross\n")
    }

    func testRenderOverviewDrawsTheChartAboveItsOverviewWithTheWindowAndNewestValue() throws {
        let rows = (0..<100).map { "\($0),\(Double($0 % 10) + 0.25)" }.joined(separator: "\n")
        let path = try write("level.csv", "t,level\n" + rows + "\n")
        let out = scratch.path("overview.png")
        let result = try CommandRunner.run(chartview, ["render", "--overview", path, "-o", out, "--size", "600x400",
                                                       "--x-range", "20:59.5"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let image = try PNGReader.read(out)
        XCTAssertEqual(image.width, 600)
        XCTAssertEqual(image.height, 400, "--size is the whole canvas")
        // The overview: the series' colour in the lower fifth.
        let blue = Theme.light.paletteColor(0)
        var distinctRowsBelow = Set<Int>()
        for y in Int(Double(image.height) * 0.82)..<image.height {
            for x in stride(from: 0, to: image.width, by: 2) where PixelAssertions.distance(image, x, y, blue) <= 40 {
                distinctRowsBelow.insert(y)
            }
        }
        // The newest value's tag: a solid run of the series' colour at the main plot's right edge,
        // which no 1-point line makes.
        var longestRun = 0
        for y in 0..<Int(Double(image.height) * 0.75) {
            var run = 0
            for x in Int(Double(image.width) * 0.7)..<image.width {
                run = PixelAssertions.distance(image, x, y, blue) <= 12 ? run + 1 : 0
                longestRun = max(longestRun, run)
            }
        }
        XCTAssertGreaterThanOrEqual(longestRun, 20, "the value tag is drawn")
        XCTAssertFalse(distinctRowsBelow.isEmpty, "an overview is drawn below the main chart")
        for (arguments, message) in [
            (["render", "--overview", "-", "-o", out], "chartview: --overview needs a file or database, not -\n"),
            (["render", "--overview", path, "-o", scratch.path("x.svg")], "chartview: --overview draws PNG only: \(scratch.path("x.svg"))\n"),
        ] {
            let refused = try CommandRunner.run(chartview, arguments)
            XCTAssertEqual(refused.status, 1)
            XCTAssertEqual(refused.stderr, message)
        }
    }

    func testWindowWithoutDisplayPointsToRender() throws {
        let result = try CommandRunner.run(chartview, [], environment: ["DISPLAY": nil, "WAYLAND_DISPLAY": nil])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stderr.hasPrefix("chartview: cannot open a window"), result.stderr)
        XCTAssertTrue(result.stderr.contains("chartview render"), result.stderr)
    }

    func testSpecDrawsItsSeriesInTheirColours() throws {
        let spec = try write("spec.json", """
            {"title": "Spec", "size": [400, 300],
             "series": [{"title": "flat", "x": [0, 10], "y": [5, 5], "color": "#00aa00", "lineWidth": 4}],
             "yAxis": {"range": [0, 10], "majorGridLines": false}, "xAxis": {"majorGridLines": false}}
            """)
        let out = scratch.path("spec.png")
        let result = try CommandRunner.run(chartview, ["render", spec, "-o", out])
        XCTAssertEqual(result.status, 0, result.stderr)
        let image = try PNGReader.read(out)
        XCTAssertEqual(image.width, 400)
        // y = 5 is the middle of 0…10: the line crosses the middle of the plot, in its colour.
        var found = false
        for y in 0..<image.height where PixelAssertions.distance(image, image.width / 2, y, Color(hex: 0x00aa00)) <= 10 {
            found = true
        }
        XCTAssertTrue(found, "the spec's green line is drawn")
    }
}
