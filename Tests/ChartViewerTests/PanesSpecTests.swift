import ChartKit
import ChartTestSupport
import Foundation
import XCTest
@testable import ChartViewer

/// A spec with panes: rendered as one image laid out like the window, and bad panes named.
final class PanesSpecTests: XCTestCase {
    private let chartview = CommandRunner.product("chartview")
    private let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("panes-\(UUID().uuidString)")

    override func setUpWithError() throws {
        try XCTSkipUnless(FileManager.default.isExecutableFile(atPath: chartview), "chartview is not built beside the tests")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    }

    override func tearDown() {
        try? FileManager.default.removeItem(at: scratch)
    }

    func testTheMonitoringDashboardRendersWithOneColourPerHost() throws {
        let out = scratch.appendingPathComponent("monitoring.png").path
        let spec = CommandRunner.packageRoot.appendingPathComponent("Assets/monitoring.json").path
        let result = try CommandRunner.run(chartview, ["render", spec, "-o", out])
        XCTAssertEqual(result.status, 0, result.stderr)
        let image = try PNGReader.read(out)
        XCTAssertEqual(image.width, 1000, "the spec's size")
        XCTAssertEqual(image.height, 800)
        // The same panes built in process: one colour per host in every pane.
        let loaded = try ChartFactory.loadSpec(spec)
        let charts = try loaded.panes!.map { pane in
            try ChartFactory.makeChart(path: CommandRunner.packageRoot.appendingPathComponent("Assets/" + pane.data!).path,
                                       options: ChartOptions.parse([])).0
        }
        let dashboard = try ChartDashboard(charts: charts)
        for chart in dashboard.charts {
            XCTAssertEqual(chart.series.map(\.title), ["web-1", "web-2", "web-3", "db-1"])
            XCTAssertEqual(chart.series.map(\.paletteIndex), [0, 1, 2, 3])
        }
    }

    func testAPaneWithBothDataAndSpecIsOneLineError() throws {
        let spec = scratch.appendingPathComponent("bad.json")
        try Data(#"{"panes": [{"data": "a.csv", "spec": "b.json"}]}"#.utf8).write(to: spec)
        let result = try CommandRunner.run(chartview, ["render", spec.path, "-o", scratch.appendingPathComponent("x.png").path])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stderr, "chartview: \(spec.path): panes[0]: give one of \"data\" or \"spec\"\n")
    }

    /// Two data files of different x extents (0…100 rising, 300…400 falling) and a spec placing
    /// them side by side; `share` adds `"sharedXAxis": "t"` to both panes.
    static func writeSharedXSpec(in folder: URL, share: Bool = true) throws -> URL {
        let a = (0...100).map { "\($0),\($0)" }.joined(separator: "\n")
        let b = (300...400).map { "\($0),\(-$0)" }.joined(separator: "\n")
        try Data(("x,rising\n" + a + "\n").utf8).write(to: folder.appendingPathComponent("rising.csv"))
        try Data(("x,falling\n" + b + "\n").utf8).write(to: folder.appendingPathComponent("falling.csv"))
        let named = share ? #", "sharedXAxis": "t""# : ""
        let spec = folder.appendingPathComponent(share ? "shared.json" : "linked.json")
        try Data("""
            {"title": "One x axis, two panes", "size": [1000, 400], "columns": 2,
             "panes": [{"data": "rising.csv", "title": "Rising"\(named)},
                       {"data": "falling.csv", "title": "Falling"\(named)}]}
            """.utf8).write(to: spec)
        return spec
    }

    /// Whether a saturated (series) colour lies within two pixels of (x, y): grid lines, axes
    /// and text are grey.
    private func hasSeriesColour(_ image: RGBAImage, x: Int, y: Int) -> Bool {
        for dy in -2...2 {
            for dx in -2...2 {
                let p = image[x + dx, y + dy]
                if Int(max(p.r, p.g, p.b)) - Int(min(p.r, p.g, p.b)) > 60 { return true }
            }
        }
        return false
    }

    func testPanesNamingOneXAxisShareItAndDrawTheUnionOfTheirData() throws {
        let spec = try Self.writeSharedXSpec(in: scratch)
        let out = scratch.appendingPathComponent("shared.png").path
        let result = try CommandRunner.run(chartview, ["render", spec.path, "-o", out])
        XCTAssertEqual(result.status, 0, result.stderr)
        let image = try PNGReader.read(out)
        XCTAssertEqual(image.width, 1000)
        if let directory = ProcessInfo.processInfo.environment["CHARTKIT_LOOK_DIR"] {
            try PNGWriter.write(image, to: "\(directory)/shared-x-render.png")
            let linked = try Self.writeSharedXSpec(in: scratch, share: false)
            _ = try CommandRunner.run(chartview, ["render", linked.path, "-o", "\(directory)/linked-x-render.png"])
        }
        // The same panes built in process: one axis object, fitted to both files' data.
        let loaded = try ChartFactory.loadSpec(spec.path)
        let charts = try loaded.panes!.map { pane in
            try ChartFactory.makeChart(path: scratch.appendingPathComponent(pane.data!).path, options: ChartOptions.parse([])).0
        }
        try ChartFactory.shareAxes(of: charts, panes: loaded.panes!, specPath: spec.path)
        let axis = charts[0].xAxis
        XCTAssertTrue(axis === charts[1].xAxis)
        XCTAssertTrue(axis.isShared)
        XCTAssertLessThanOrEqual(axis.visibleRange.min, 0)
        XCTAssertGreaterThanOrEqual(axis.visibleRange.max, 400)
        let renderer = try ChartImageRenderer()
        _ = renderer.render(charts: charts, arrangement: .grid(columns: 2), size: Size(width: 1000, height: 400))
        // Each pane draws its data where its own layout puts them, in the rendered file; and
        // nothing of its data where only the other pane has some.
        for (index, chart) in charts.enumerated() {
            let layout = try XCTUnwrap(chart.lastLayout)
            XCTAssertEqual(layout.size.width, 500)
            let paneLeft = 500 * index
            let own = index == 0 ? 50.0 : 350.0, other = index == 0 ? 350.0 : 50.0
            let px = paneLeft + Int(layout.pixelValue(forDataValue: own, on: axis))
            let py = Int(layout.pixelValue(forDataValue: index == 0 ? own : -own, on: chart.yAxis))
            XCTAssertTrue(hasSeriesColour(image, x: px, y: py), "pane \(index): its line at x = \(own)")
            let empty = paneLeft + Int(layout.pixelValue(forDataValue: other, on: axis))
            let plot = layout.plotArea
            let coloured = (Int(plot.minY) + 3..<Int(plot.maxY) - 3).filter { hasSeriesColour(image, x: empty, y: $0) }
            XCTAssertEqual(coloured, [], "pane \(index): no data at x = \(other)")
        }
    }

    func testPanesSharingAnAxisOfDifferentKindsIsOneLineError() throws {
        try Data("x,v\n1,2\n3,4\n".utf8).write(to: scratch.appendingPathComponent("numbers.csv"))
        try Data("date,v\n2024-01-01,2\n2024-02-01,4\n".utf8).write(to: scratch.appendingPathComponent("dates.csv"))
        let spec = scratch.appendingPathComponent("mixed.json")
        try Data(#"{"panes": [{"data": "numbers.csv", "sharedXAxis": "t"}, {"data": "dates.csv", "sharedXAxis": "t"}]}"#.utf8).write(to: spec)
        let result = try CommandRunner.run(chartview, ["render", spec.path, "-o", scratch.appendingPathComponent("x.png").path])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stderr, "chartview: \(spec.path): panes[1]: sharedXAxis \"t\" is a number axis in panes[0] but this pane's data need a date axis\n")
    }
}
