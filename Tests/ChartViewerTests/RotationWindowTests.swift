import ArgumentParser
import ChartKit
import ChartText
import ChartTestSupport
import Foundation
import XCTest
@testable import ChartViewer

/// The real `chartview` window showing a pie on a private Xvfb server, driven by xdotool: a drag
/// around the centre turns the pie by exactly the angle the pointer swept, and a click selects
/// the slice under it, both read back through `--print-ranges`.
final class RotationWindowTests: XCTestCase {
    private func startServer() throws -> XvfbSession {
        guard XvfbSession.isAvailable else { throw XCTSkip(XvfbSession.unavailableReason) }
        try XCTSkipUnless(FileManager.default.isExecutableFile(atPath: CommandRunner.product("chartview")),
                          "chartview is not built beside the tests")
        return try XvfbSession(width: 1000, height: 760)
    }

    private func lines(_ output: URL) -> [[String: Any]] {
        let text = (try? String(contentsOf: output, encoding: .utf8)) ?? ""
        return text.split(separator: "\n").compactMap {
            (try? JSONSerialization.jsonObject(with: Data($0.utf8))) as? [String: Any]
        }.filter { $0["crosshair"] == nil }  // hover readings (OverlayWindowTests) are not rotations
    }

    /// The first printed line after the first `after` satisfying `match`, once there is one.
    private func waitForLine(_ output: URL, after: Int = 0, _ match: ([String: Any]) -> Bool) -> [String: Any]? {
        OutputLines(output).waitFor("a rotation line") { lines(output).dropFirst(after).first(where: match) }
    }

    func testADragAroundTheCentreTurnsThePieByTheSweptAngle() throws {
        let x = try startServer()
        defer { x.stop() }
        let spec = CommandRunner.packageRoot.appendingPathComponent("Assets/pie.json").path
        // --no-momentum: the release ends the turn. Whether a release spins is measured on the
        // viewer's clock (how fast the pointer moved in its last 0.1 s), which a test cannot pace;
        // PieRotationTests covers that rule on an injected clock.
        let viewer = try ViewerWindow(x, arguments: ["--print-ranges", "--no-momentum", "--size", "800x500", spec])
        defer { viewer.stop() }
        let (output, left, top) = (viewer.output, viewer.left, viewer.top)
        // The same chart laid out with the same fonts at the same size: where its centre is.
        let chart = try ChartFactory.makeChart(path: spec, options: ChartOptions.parse(["--size", "800x500"])).0
        let status = StatusLine()   // as the window has: its strip below takes room from the plot
        chart.addExtension(status)
        // The pie's circle is measured as a frame draws it, centred in the plot area.
        let scene = chart.makeScene(size: Size(width: 800, height: 500), scale: 1, measurer: try FontLibrary())
        withExtendedLifetime(status) {}
        let center = try XCTUnwrap(chart.radialCenter), radius = try XCTUnwrap(chart.radialRadius)
        XCTAssertEqual(center, Point(x: scene.plotArea.midX, y: scene.plotArea.midY))

        // Quarter-turn drag in steps of 15° along a circle at 60 % of the radius, on whole pixels
        // (as the X server delivers them); the expected rotation is the angle those pixels sweep.
        let points = stride(from: -60.0, through: 30, by: 15).map { degrees -> (Int, Int) in
            let a = degrees * .pi / 180
            return (Int((center.x + 0.6 * radius * cos(a)).rounded()), Int((center.y + 0.6 * radius * sin(a)).rounded()))
        }
        func angle(_ p: (Int, Int)) -> Double { atan2(Double(p.1) - center.y, Double(p.0) - center.x) }
        let expected = angle(points.last!) - angle(points.first!)
        XCTAssertEqual(expected, .pi / 2, accuracy: 0.02)
        var commands = ["mousemove", "\(left + points[0].0)", "\(top + points[0].1)", "mousedown", "1"]
        for p in points.dropFirst() {
            // One motion event each (X does not merge them for GLFW), read in order at any pace.
            commands += ["mousemove", "\(left + p.0)", "\(top + p.1)"]
        }
        commands += ["mouseup", "1"]
        try x.run("xdotool", commands)
        let turned = waitForLine(output) { line in
            line["cause"] as? String == "drag" && abs(((line["rotation"] as? Double) ?? 0) - expected) < 1e-9
        }
        XCTAssertNotNil(turned, "the pie turned by exactly the swept angle")
        let printed = lines(output)
        XCTAssertTrue(printed.allSatisfy { $0["cause"] as? String == "drag" }, "momentum off: the release does not spin")
        let rotations = printed.compactMap { $0["rotation"] as? Double }
        XCTAssertEqual(rotations, rotations.sorted(), "a clockwise drag turns the pie clockwise, step by step")

        // On screen: the turned pie. Gas (the first slice, palette colour 0) now spans the
        // quarter from 3 o'clock on; Wind (colour 1) follows it. Polled until the frame is shown.
        let pie = chart.series[0] as! PieSeries
        chart.rotate(pie, to: expected)
        let slices = chart.slices(of: pie)
        func screen(_ slice: PieSlice) -> (Int, Int) {
            (left + Int(center.x + radius * 0.6 * cos(slice.midAngle)), top + Int(center.y + radius * 0.6 * sin(slice.midAngle)))
        }
        let (gx, gy) = screen(slices[0]), (wx, wy) = screen(slices[1])
        func showsTurned(_ shot: RGBAImage) -> Bool {
            PixelAssertions.distance(shot, gx, gy, Theme.light.paletteColor(0)) <= 3
                && PixelAssertions.distance(shot, wx, wy, Theme.light.paletteColor(1)) <= 3
        }
        let turnedShot = try viewer.screenshot(until: showsTurned)
        PixelAssertions.keep(turnedShot, name: "chartview-pie-turned")
        XCTAssertTrue(showsTurned(turnedShot), "the window shows the pie turned by the drag")

        // A click on the middle of the largest slice selects it (point 0, "Gas").
        let gas = slices[0]
        let click = (Int((center.x + radius * 0.5 * cos(gas.midAngle)).rounded()),
                     Int((center.y + radius * 0.5 * sin(gas.midAngle)).rounded()))
        let before = printed.count
        try x.run("xdotool", ["mousemove", "\(left + click.0)", "\(top + click.1)", "click", "1"])
        let selected = waitForLine(output, after: before) { $0["selected"] != nil }
        let which = selected?["selected"] as? [String: Any]
        XCTAssertEqual(which?["series"] as? Int, 0)
        XCTAssertEqual(which?["point"] as? Int, 0)
        // The spec turns a selected slice to face the bottom: the animation prints its frames.
        let settled = waitForLine(output, after: before) { $0["cause"] as? String == "selection" }
        XCTAssertNotNil(settled)
    }
}
