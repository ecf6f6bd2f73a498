import ArgumentParser
import ChartKit
import ChartText
import ChartTestSupport
import Foundation
import XCTest
@testable import ChartViewer

/// The real `chartview` window on a private Xvfb server, driven by xdotool: a drag, a scroll and a
/// double-click change the ranges `--print-ranges` prints exactly as the same events replayed on
/// the same chart in this process predict (to a pixel's worth).
final class NavigationWindowTests: XCTestCase {
    /// A running `chartview --print-ranges`, its window's place, and its printed lines.
    private final class Viewer {
        let window: ViewerWindow
        let x: XvfbSession
        var process: Process { window.process }
        var left: Int { window.left }
        var top: Int { window.top }

        init(_ x: XvfbSession, arguments: [String]) throws {
            self.x = x
            window = try ViewerWindow(x, arguments: ["--print-ranges"] + arguments)
        }

        func stop() { window.stop() }

        /// Screen coordinates of a point in the window.
        func screen(_ p: Point) -> [String] { window.screen(p) }

        /// The printed lines so far, each checked to be JSON, with its numbers read back exactly
        /// (Foundation's JSON reader may round the last digit; Swift's `Double(_:)` does not).
        func lines() -> [[String: Any]] {
            return window.printed.split(separator: "\n").compactMap { line -> [String: Any]? in
                guard var object = (try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [String: Any],
                      object["crosshair"] == nil  // crosshair lines (OverlayWindowTests) are not ranges
                else { return nil }
                for key in object.keys where object[key] is [Any] {
                    guard let start = line.range(of: "\"\(key)\":[") else { continue }
                    let rest = line[start.upperBound...]
                    guard let end = rest.firstIndex(of: "]") else { continue }
                    object[key] = rest[..<end].split(separator: ",").compactMap { Double(String($0)) }
                }
                return object
            }
        }

        /// The first line after the first `after` lines that satisfies `match`, once there is
        /// one; fails with the last line seen when none comes.
        func waitForLine(after: Int, file: StaticString = #filePath, line: UInt = #line,
                         _ match: ([String: Any]) -> Bool) -> [String: Any]? {
            OutputLines(window.output, writer: process).waitFor("a range line", file: file, line: line) {
                lines().dropFirst(after).first(where: match)
            }
        }
    }

    /// The same chart as the window's, laid out with the same fonts at the same size, fed the
    /// same events.
    private final class Replay {
        let chart: Chart
        let size: Size
        let fonts: FontLibrary
        /// As the window has one: its strip below the axes takes room from the plot.
        let status = StatusLine()
        var time = 0.0

        init(chart: Chart, size: Size) throws {
            self.chart = chart
            self.size = size
            fonts = try FontLibrary()
            chart.addExtension(status)
            layOut()
        }

        func layOut() {
            chart.applyLayout(size: size, scale: 1, measurer: fonts)
        }

        func send(_ event: InputEvent) {
            if chart.handle(event).needsRedraw { layOut() }
        }

        func drag(from a: Point, to b: Point) {
            time += 1
            send(.pointerMove(position: a, buttons: [], time: time))
            send(.pointerDown(button: .left, position: a, modifiers: [], clickCount: 1, time: time))
            send(.pointerMove(position: b, buttons: [.left], time: time + 0.01))
            // Held still before the release: no momentum.
            time += 0.5
            send(.pointerUp(button: .left, position: b, modifiers: [], time: time))
        }

        func scroll(_ dy: Double, at p: Point) {
            time += 1
            send(.pointerMove(position: p, buttons: [], time: time))
            send(.scroll(dx: 0, dy: dy, position: p, modifiers: [], isPrecise: false, time: time))
            time += 1
            chart.advance(to: time)
        }

        var plot: Rect { chart.lastLayout!.plotArea }
    }

    private static func range(_ line: [String: Any], _ key: String) -> AxisRange? {
        guard let pair = line[key] as? [Double], pair.count == 2 else { return nil }
        return AxisRange(min: pair[0], max: pair[1])
    }

    /// Whether a printed range is within `pixels` pixels' worth of `expected` at each end.
    private static func matches(_ printed: AxisRange?, _ expected: AxisRange, pixelLength: Double, pixels: Double = 1) -> Bool {
        guard let printed else { return false }
        let tolerance = pixels * expected.span / pixelLength
        return abs(printed.min - expected.min) <= tolerance && abs(printed.max - expected.max) <= tolerance
    }

    private func startServer() throws -> XvfbSession {
        guard XvfbSession.isAvailable else { throw XCTSkip(XvfbSession.unavailableReason) }
        try XCTSkipUnless(FileManager.default.isExecutableFile(atPath: CommandRunner.product("chartview")),
                          "chartview is not built beside the tests")
        return try XvfbSession(width: 1000, height: 760)
    }

    func testDragScrollAndDoubleClickPrintTheRangesTheReplayPredicts() throws {
        let x = try startServer()
        defer { x.stop() }
        // --no-momentum: the release ends the drag, however long the viewer took to read the
        // motion (a held-still release is measured on its clock, which the test cannot pace).
        let viewer = try Viewer(x, arguments: ["--no-momentum", "--size", "800x500"])
        defer { viewer.stop() }
        let replay = try Replay(chart: ChartFactory.makeChart(path: nil, options: ChartOptions.parse(["--size", "800x500"])).0,
                                size: Size(width: 800, height: 500))
        let chart = replay.chart
        let defaults = (x: chart.xAxis.visibleRange, y: chart.yAxis.visibleRange)
        func expectMatch(_ line: [String: Any]?, _ what: String) {
            XCTAssertTrue(Self.matches(Self.range(line ?? [:], "x"), chart.xAxis.visibleRange, pixelLength: chart.xAxis.pixelLength),
                          "\(what): x printed \(String(describing: line?["x"])), predicted \(chart.xAxis.visibleRange)")
            XCTAssertTrue(Self.matches(Self.range(line ?? [:], "y"), chart.yAxis.visibleRange, pixelLength: chart.yAxis.pixelLength),
                          "\(what): y printed \(String(describing: line?["y"])), predicted \(chart.yAxis.visibleRange)")
        }

        // A drag: pressed, moved, released.
        let a = Point(x: replay.plot.minX + 220, y: replay.plot.minY + 140)
        let b = Point(x: a.x - 130, y: a.y + 55)
        replay.drag(from: a, to: b)
        XCTAssertNotEqual(chart.xAxis.visibleRange, defaults.x)
        try x.run("xdotool", ["mousemove"] + viewer.screen(a) + ["mousedown", "1", "mousemove"] + viewer.screen(b)
                  + ["mouseup", "1"])
        let panned = viewer.waitForLine(after: 0) { line in
            line["cause"] as? String == "pan"
                && Self.matches(Self.range(line, "x"), chart.xAxis.visibleRange, pixelLength: chart.xAxis.pixelLength)
        }
        expectMatch(panned, "after the drag")

        // A wheel notch up, elsewhere: zooms in about the pointer.
        let c = Point(x: replay.plot.minX + 400, y: replay.plot.minY + 90)
        replay.scroll(1, at: c)
        let count = viewer.lines().count
        try x.run("xdotool", ["mousemove"] + viewer.screen(c) + ["click", "4"])
        let zoomed = viewer.waitForLine(after: count) { $0["cause"] as? String == "zoom" }
        expectMatch(zoomed, "after the scroll")
        XCTAssertEqual(viewer.lines().last?["cause"] as? String, "zoom", "one notch prints one line")

        // A double-click animates back to the default ranges, frame by frame.
        let beforeReset = viewer.lines().count
        try x.run("xdotool", ["click", "--repeat", "2", "--delay", "80", "1"])
        let reset = viewer.waitForLine(after: beforeReset) { line in
            line["cause"] as? String == "reset" && Self.range(line, "x") == defaults.x && Self.range(line, "y") == defaults.y
        }
        XCTAssertNotNil(reset, "the animation ends exactly on the default ranges")
        let resetLines = viewer.lines().dropFirst(beforeReset)
        XCTAssertGreaterThan(resetLines.count, 3, "the animation prints its frames")
        XCTAssertTrue(resetLines.allSatisfy { $0["cause"] as? String == "reset" })
    }

    func testABadLinkedFileGetsOneLineBeforeAnyWindowOpens() throws {
        let chartview = CommandRunner.product("chartview")
        try XCTSkipUnless(FileManager.default.isExecutableFile(atPath: chartview), "chartview is not built beside the tests")
        let result = try CommandRunner.run(chartview, ["--print-ranges", "--linked", "/nonexistent/linked.csv"],
                                           environment: ["DISPLAY": nil, "WAYLAND_DISPLAY": nil])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stderr, "chartview: /nonexistent/linked.csv: cannot read file (No such file or directory)\n")
        XCTAssertEqual(result.stdout, "")
    }

    func testLinkedChartsMoveTogetherInOneWindow() throws {
        let x = try startServer()
        defer { x.stop() }
        let assets = CommandRunner.packageRoot.appendingPathComponent("Assets")
        let top = assets.appendingPathComponent("temperatures.csv").path
        let bottom = assets.appendingPathComponent("rainfall.csv").path
        let viewer = try Viewer(x, arguments: ["--no-momentum", "--size", "800x600", top, "--linked", bottom])
        defer { viewer.stop() }
        // The top chart has the upper half of the window, its plot area lined up with the bottom
        // chart's (the window gives both the wider of their natural margins).
        let half = Size(width: 800, height: 300)
        let below = try Replay(chart: ChartFactory.makeChart(path: bottom, options: ChartOptions.parse([])).0, size: half)
        let replay = try Replay(chart: ChartFactory.makeChart(path: top, options: ChartOptions.parse([])).0, size: half)
        let insets = [replay, below].compactMap { $0.chart.lastLayout?.naturalPlotInsets }
        replay.chart.minimumPlotInsets = HorizontalInsets(left: insets.map(\.left).max() ?? 0,
                                                          right: insets.map(\.right).max() ?? 0)
        replay.layOut()
        let a = Point(x: replay.plot.midX, y: replay.plot.midY)
        replay.drag(from: a, to: Point(x: a.x + 150, y: a.y))
        try x.run("xdotool", ["mousemove"] + viewer.screen(a) + ["mousedown", "1", "mousemove"]
                  + viewer.screen(Point(x: a.x + 150, y: a.y)) + ["mouseup", "1"])
        let expected = replay.chart.xAxis.visibleRange
        let length = replay.chart.xAxis.pixelLength
        let leader = viewer.waitForLine(after: 0) { line in
            line["chart"] as? Int == 0 && Self.matches(Self.range(line, "x"), expected, pixelLength: length)
        }
        let follower = viewer.waitForLine(after: 0) { line in
            line["chart"] as? Int == 1 && Self.range(line, "x") == Self.range(leader ?? [:], "x")
        }
        XCTAssertEqual(follower?["cause"] as? String, "pan", "the follower reports the leader's cause")

        // Both panes are drawn: each half of the window shows the first series' colour (once
        // the frames are on screen).
        let blue = Theme.light.paletteColor(0)
        func counts(_ shot: RGBAImage) -> (top: Int, bottom: Int) {
            func count(_ y0: Int, _ y1: Int) -> Int {
                let area = 800 * (y1 - y0)
                return area - PixelAssertions.countPixels(in: shot, x0: viewer.left, y0: viewer.top + y0, x1: viewer.left + 800,
                                                          y1: viewer.top + y1, differingFrom: blue, tolerance: 12)
            }
            return (count(0, 300), count(300, 600))
        }
        let shot = try viewer.window.screenshot { counts($0).top > 300 && counts($0).bottom > 300 }
        PixelAssertions.keep(shot, name: "chartview-linked")
        let counts = counts(shot)
        XCTAssertGreaterThan(counts.top, 300, "the top chart is drawn")
        XCTAssertGreaterThan(counts.bottom, 300, "the bottom chart is drawn")
    }
}
