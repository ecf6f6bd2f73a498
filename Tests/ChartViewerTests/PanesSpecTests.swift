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
}
