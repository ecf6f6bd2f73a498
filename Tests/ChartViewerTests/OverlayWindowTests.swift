import ChartKit
import ChartText
import ChartTestSupport
import Foundation
import XCTest
@testable import ChartViewer

/// The real window on a private Xvfb server: hovering shows the crosshair that the same chart,
/// laid out the same way in this process, predicts, and `--print-ranges` prints its rows; leaving
/// the window hides it (null).
final class OverlayWindowTests: XCTestCase {
    func testHoverPrintsTheCrosshairTheReplayPredicts() throws {
        guard XvfbSession.isAvailable else { throw XCTSkip(XvfbSession.unavailableReason) }
        let chartview = CommandRunner.product("chartview")
        try XCTSkipUnless(FileManager.default.isExecutableFile(atPath: chartview), "chartview is not built beside the tests")
        let x = try XvfbSession(width: 1000, height: 760)
        defer { x.stop() }

        let arguments = ["--size", "800x500", "--crosshair", "floating"]
        let viewer = try ViewerWindow(x, arguments: ["--print-ranges"] + arguments)
        defer { viewer.stop() }
        let (output, left, top) = (viewer.output, viewer.left, viewer.top)

        // The same chart, laid out with the same fonts at the same size.
        let chart = try ChartFactory.makeChart(path: nil, options: ChartOptions.parse(arguments)).0
        let fonts = try FontLibrary()
        let size = Size(width: 800, height: 500)
        chart.applyLayout(size: size, scale: 1, measurer: fonts)
        let plot = try XCTUnwrap(chart.lastLayout).plotArea
        let hover = Point(x: (plot.minX + plot.width * 0.4).rounded(), y: (plot.midY).rounded())
        chart.crosshair.pointerPosition = hover
        let expected = try XCTUnwrap(chart.crosshairReading())
        XCTAssertFalse(expected.rows.isEmpty)

        func crosshairLines() -> [Any] {
            let text = (try? String(contentsOf: output, encoding: .utf8)) ?? ""
            return text.split(separator: "\n").compactMap { line -> Any? in
                guard let object = (try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [String: Any],
                      let crosshair = object["crosshair"] else { return nil }
                return crosshair
            }
        }
        func waitFor(_ match: (Any) -> Bool) -> Any? {
            OutputLines(output, writer: viewer.process).waitFor("a crosshair line") { crosshairLines().last(where: match) }
        }

        try x.run("xdotool", ["mousemove", "\(left + Int(hover.x))", "\(top + Int(hover.y))"])
        let shown = waitFor { ($0 as? [String: Any]).flatMap { $0["x"] as? Double }.map { abs($0 - expected.x) < 1e-9 } ?? false }
        let line = try XCTUnwrap(shown as? [String: Any], "last crosshair line: \(String(describing: crosshairLines().last))")
        let rows = try XCTUnwrap(line["rows"] as? [[String: Any]])
        XCTAssertEqual(rows.compactMap { $0["series"] as? String }, expected.rows.map(\.seriesTitle))
        for (printed, row) in zip(rows, expected.rows) {
            let values = try XCTUnwrap(printed["values"] as? [String: Double])
            for value in row.values {
                XCTAssertEqual(try XCTUnwrap(values[value.name]), value.value, accuracy: 1e-9 * max(1, abs(value.value)), value.name)
            }
        }

        // C turns it off (null) and on again (the same x).
        var before = crosshairLines().count
        try x.run("xdotool", ["key", "c"])
        XCTAssertNotNil(waitFor { _ in crosshairLines().count > before && crosshairLines().last is NSNull }, "no null line after C")
        before = crosshairLines().count
        try x.run("xdotool", ["key", "c"])
        XCTAssertNotNil(waitFor { _ in crosshairLines().count > before }, "nothing after the second C")
        XCTAssertEqual((crosshairLines().last as? [String: Any])?["x"] as? Double ?? .nan, expected.x, accuracy: 1e-9)

        // Out of the window: the crosshair hides and a null line follows.
        let count = crosshairLines().count
        try x.run("xdotool", ["mousemove", "\(left + 900)", "\(top + 700)"])
        XCTAssertNotNil(waitFor { _ in crosshairLines().count > count && crosshairLines().last is NSNull },
                        "no null line after leaving")
    }

    func testLinkedPanesShowTheCrosshairAtTheSameX() throws {
        guard XvfbSession.isAvailable else { throw XCTSkip(XvfbSession.unavailableReason) }
        let chartview = CommandRunner.product("chartview")
        try XCTSkipUnless(FileManager.default.isExecutableFile(atPath: chartview), "chartview is not built beside the tests")
        let x = try XvfbSession(width: 1000, height: 900)
        defer { x.stop() }
        let assets = CommandRunner.packageRoot.appendingPathComponent("Assets")
        let viewer = try ViewerWindow(x, arguments: ["--print-ranges", "--print-layout", "--size", "800x600",
                                                     assets.appendingPathComponent("temperatures.csv").path,
                                                     "--linked", assets.appendingPathComponent("temperatures.csv").path])
        defer { viewer.stop() }
        let output = viewer.output
        func lines() -> [[String: Any]] {
            let text = (try? String(contentsOf: output, encoding: .utf8)) ?? ""
            return text.split(separator: "\n").compactMap {
                (try? JSONSerialization.jsonObject(with: Data($0.utf8))) as? [String: Any]
            }.filter { $0["crosshair"] != nil }
        }
        // Over the middle of the upper pane's plot, as its frame laid it out.
        let upperPlot = try viewer.plotArea(chart: 0)
        try x.run("xdotool", ["mousemove"] + viewer.screen(Point(x: upperPlot.midX, y: upperPlot.midY)))
        let pair = OutputLines(output, writer: viewer.process).waitFor("a crosshair line from each pane") { () -> (Double, Double)? in
            let all = lines()
            let upper = all.last { $0["chart"] as? Int == 0 }.flatMap { ($0["crosshair"] as? [String: Any])?["x"] as? Double }
            let lower = all.last { $0["chart"] as? Int == 1 }.flatMap { ($0["crosshair"] as? [String: Any])?["x"] as? Double }
            // A pointer that started over the lower pane leaves a line of its own there first:
            // wait for the lower pane to follow the upper one.
            guard let upper, let lower, upper == lower else { return nil }
            return (upper, lower)
        }
        let (upper, lower) = try XCTUnwrap(pair, "both panes print a crosshair; lines: \(lines())")
        XCTAssertEqual(upper, lower, "the lower pane shows the line at the upper pane's x")
    }
}
