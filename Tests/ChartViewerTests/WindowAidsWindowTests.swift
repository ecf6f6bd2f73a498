import ArgumentParser
import ChartKit
import ChartText
import ChartTestSupport
import Foundation
import XCTest
@testable import ChartViewer

/// The help overlay, the status line and Ctrl+S in the real `chartview` window on a private Xvfb
/// server: read back through `--print-status` (compared with the same chart and pointer in this
/// process) and checked by screenshot.
final class WindowAidsWindowTests: XCTestCase {
    private final class Viewer {
        let window: ViewerWindow
        let x: XvfbSession
        var process: Process { window.process }
        var left: Int { window.left }
        var top: Int { window.top }
        var width: Int { window.width }
        var height: Int { window.height }

        init(_ x: XvfbSession, arguments: [String]) throws {
            self.x = x
            window = try ViewerWindow(x, arguments: ["--print-status"] + arguments)
        }

        func stop() { window.stop() }

        func screen(_ p: Point) -> [String] { window.screen(p) }

        func lines() -> [[String: Any]] {
            return window.printed.split(separator: "\n").compactMap { (try? JSONSerialization.jsonObject(with: Data($0.utf8))) as? [String: Any] }
        }

        /// The newest printed line satisfying `match`, once there is one.
        func waitForLine(file: StaticString = #filePath, line: UInt = #line, _ match: ([String: Any]) -> Bool) -> [String: Any]? {
            OutputLines(window.output, writer: process).waitFor("a status line", file: file, line: line) { lines().last(where: match) }
        }

        /// The screen once it shows what `done` looks for (looked at after each frame presented).
        func shot(until done: (RGBAImage) -> Bool) throws -> RGBAImage {
            try window.screenshot(until: done)
        }
    }

    /// Pixels of the window within `tolerance` of `color` inside `rect` (window points).
    private static func count(_ color: Color, in shot: RGBAImage, _ viewer: Viewer, rect: Rect, tolerance: Int = 10) -> Int {
        let x0 = viewer.left + Int(rect.minX), y0 = viewer.top + Int(rect.minY)
        let x1 = viewer.left + Int(rect.maxX), y1 = viewer.top + Int(rect.maxY)
        return (x1 - x0) * (y1 - y0) - PixelAssertions.countPixels(in: shot, x0: x0, y0: y0, x1: x1, y1: y1,
                                                                    differingFrom: color, tolerance: tolerance)
    }

    func testHelpOverlayStatusLineAutoFitKeyAndSave() throws {
        guard XvfbSession.isAvailable else { throw XCTSkip(XvfbSession.unavailableReason) }
        try XCTSkipUnless(FileManager.default.isExecutableFile(atPath: CommandRunner.product("chartview")),
                          "chartview is not built beside the tests")
        let folder = try ScratchFolder("window-aids")
        // Daily prices falling from 100 to 50: the plot's lower left is empty, and the status line
        // must not be drawn there (it has a strip of its own below the axes).
        let rows = (0..<60).map { day in
            let date = Calendar(identifier: .gregorian).date(byAdding: .day, value: day, to: Date(timeIntervalSince1970: 1_577_836_800))!
            let text = ISO8601DateFormatter.string(from: date, timeZone: TimeZone(identifier: "UTC")!, formatOptions: [.withFullDate, .withDashSeparatorInDate])
            return "\(text),\(100 - Double(day) * 50 / 59)"
        }
        let file = try folder.write("prices.csv", "date,price\n" + rows.joined(separator: "\n") + "\n")
        let x = try XvfbSession(width: 1000, height: 700)
        defer { x.stop() }
        let viewer = try Viewer(x, arguments: [file, "--size", "800x500"])
        defer { viewer.stop() }

        // The same chart laid out here with the same fonts: where things are, what the line says.
        let chart = try ChartFactory.makeChart(path: file, options: ChartOptions.parse(["--size", "800x500"])).0
        let status = StatusLine(hint: WindowAids.hint)
        chart.addExtension(status)
        let fonts = try FontLibrary()
        chart.applyLayout(size: Size(width: 800, height: 500), scale: 1, measurer: fonts)
        let plot = chart.lastLayout!.plotArea

        // First open: counts, auto-fit on (a date x), the hint.
        let first = viewer.waitForLine { ($0["status"] as? String)?.hasSuffix(WindowAids.hint) == true }
        let firstText = try XCTUnwrap(first?["status"] as? String)
        XCTAssertTrue(firstText.contains("60 points"), firstText)
        XCTAssertTrue(firstText.contains("y auto-fit on (A)"), firstText)
        let textColor = chart.theme.tickLabelColor
        let strip = try XCTUnwrap(chart.lastLayout!.footerStrip)
        XCTAssertGreaterThanOrEqual(strip.minY, chart.lastLayout!.xAxis.frame.maxY, "the strip lies below the x axis labels")
        let statusBox = Rect(x: strip.minX, y: strip.minY, width: 300, height: strip.height)
        let withHint = try viewer.shot { Self.count(textColor, in: $0, viewer, rect: statusBox, tolerance: 60) > 40 }
        PixelAssertions.keep(withHint, name: "status-strip-window")
        XCTAssertGreaterThan(Self.count(textColor, in: withHint, viewer, rect: statusBox, tolerance: 60), 40,
                             "the status line's text is drawn in the strip below the axes")
        let plotFoot = Rect(x: plot.minX + 4, y: plot.maxY - 24, width: 300, height: 20)
        XCTAssertLessThan(Self.count(textColor, in: withHint, viewer, rect: plotFoot, tolerance: 60), 5,
                          "nothing of the status line inside the plot area")

        // The pointer over the plot: its data coordinates, as the axes write them.
        let p = Point(x: (plot.minX + plot.width * 0.3).rounded(), y: (plot.minY + plot.height * 0.6).rounded())
        try x.run("xdotool", ["mousemove"] + viewer.screen(p))
        _ = chart.handle(.pointerMove(position: p, buttons: [], time: 1))
        let expected = status.text(for: chart)
        XCTAssertTrue(expected.hasPrefix("x 2020-01-"), expected)
        let moved = viewer.waitForLine { $0["status"] as? String == expected }
        XCTAssertNotNil(moved, "printed: \(viewer.lines().last ?? [:]), expected \(expected)")

        // ? shows the help panel over the chart; Escape hides it.
        let panel = Color(hex: 0x2d2d2d)
        let middle = Rect(x: 300, y: 200, width: 200, height: 100)
        XCTAssertLessThan(Self.count(panel, in: withHint, viewer, rect: middle), 100, "no panel before ?")
        try x.run("xdotool", ["key", "question"])
        XCTAssertNotNil(viewer.waitForLine { $0["help"] as? Bool == true })
        let withHelp = try viewer.shot { Self.count(panel, in: $0, viewer, rect: middle) > 5000 }
        PixelAssertions.keep(withHelp, name: "help-overlay")
        XCTAssertGreaterThan(Self.count(panel, in: withHelp, viewer, rect: middle), 5000, "the panel covers the middle")
        XCTAssertFalse((viewer.lines().last { $0["status"] != nil }?["status"] as? String ?? "").contains(WindowAids.hint),
                       "the first key takes the hint away")
        try x.run("xdotool", ["key", "Escape"])
        XCTAssertNotNil(viewer.waitForLine { $0["help"] as? Bool == false })
        let closed = try viewer.shot { Self.count(panel, in: $0, viewer, rect: middle) < 100 }
        XCTAssertLessThan(Self.count(panel, in: closed, viewer, rect: middle), 100)
        try x.run("xdotool", ["key", "F1"])
        XCTAssertEqual(viewer.waitForLine { $0["help"] != nil }?["help"] as? Bool, true)
        try x.run("xdotool", ["key", "F1"])
        XCTAssertEqual(viewer.waitForLine { $0["help"] != nil }?["help"] as? Bool, false)

        // A turns auto-fit off, and the line says so.
        try x.run("xdotool", ["key", "a"])
        XCTAssertNotNil(viewer.waitForLine { ($0["status"] as? String)?.contains("y auto-fit off (A)") == true })

        // Ctrl+S writes prices.png beside the data, Ctrl+Shift+S prices.svg; a second Ctrl+S does not overwrite.
        try x.run("xdotool", ["key", "ctrl+s"])
        XCTAssertNotNil(viewer.waitForLine { ($0["status"] as? String)?.hasSuffix("Saved " + folder.path("prices.png")) == true })
        try x.run("xdotool", ["key", "ctrl+s"])
        XCTAssertNotNil(viewer.waitForLine { ($0["status"] as? String)?.hasSuffix("Saved " + folder.path("prices-2.png")) == true })
        try x.run("xdotool", ["key", "ctrl+shift+s"])
        XCTAssertNotNil(viewer.waitForLine { ($0["status"] as? String)?.hasSuffix("Saved " + folder.path("prices.svg")) == true })
        let png = try PNGReader.read(folder.path("prices.png"))
        XCTAssertEqual(png.width, 800)
        XCTAssertEqual(png.height, 500)
        let svg = try String(contentsOfFile: folder.path("prices.svg"), encoding: .utf8)
        XCTAssertTrue(svg.contains("<svg"))
        XCTAssertFalse(svg.contains("auto-fit"), "the status line is not part of the saved picture")
    }
}

/// A big file in the real window: the window and its progress bar show before the file has
/// loaded, then the whole file.
final class ProgressiveLoadWindowTests: XCTestCase {
    func testTheWindowShowsTheBarBeforeTheFileHasLoaded() throws {
        guard XvfbSession.isAvailable else { throw XCTSkip(XvfbSession.unavailableReason) }
        let chartview = CommandRunner.product("chartview")
        try XCTSkipUnless(FileManager.default.isExecutableFile(atPath: chartview), "chartview is not built beside the tests")
        let folder = try ScratchFolder("progressive")
        // Just over the threshold: about 9 MB of minutes and two values (one a slow ramp: two
        // dense saw-teeth would be drawn in a pane each, and the status line counts one pane).
        var text = "time,a,b\n"
        let rows = 300_000
        text.reserveCapacity(rows * 32)
        for i in 0..<rows { text += "\(1_600_000_000 + i * 60),\(Double(i % 997) / 7),\(Double(i) / 1000)\n" }
        let path = try folder.write("big.csv", text)
        XCTAssertGreaterThanOrEqual(text.utf8.count, TableLoad.progressiveBytes)

        let x = try XvfbSession(width: 1000, height: 700)
        defer { x.stop() }
        let viewer = try ViewerWindow(x, arguments: ["--print-status", path, "--size", "800x500"])
        defer { viewer.stop() }
        let output = OutputLines(viewer.output, writer: viewer.process)
        // The first frame shows the bar before the load starts (ShowCommand+Progressive): the first
        // progress line is written before the file is read, however fast the machine reads it.
        let early = try XCTUnwrap(output.waitForJSONLine { $0["progress"] != nil }?["progress"] as? Int)
        XCTAssertEqual(early, 0, "the empty bar comes first")
        // Then the whole file: the bar goes and the status line counts every point.
        XCTAssertNotNil(output.waitForJSONLine { $0.keys.contains("progress") && $0["progress"] is NSNull })
        XCTAssertNotNil(output.waitForJSONLine { ($0["status"] as? String)?.contains("600,000 points") == true })
        func lines() -> [[String: Any]] { output.jsonLines }
        let percents = lines().compactMap { $0["progress"] as? Int }
        XCTAssertEqual(percents, percents.sorted(), "the bar never goes back")
    }
}
