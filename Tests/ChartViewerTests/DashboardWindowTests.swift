import ChartKit
import ChartTestSupport
import Foundation
import XCTest
@testable import ChartViewer

/// `chartview --grid` on a private Xvfb server: a drag in one pane moves every pane's x range
/// (read back through `--print-ranges`), and the panes line up.
final class DashboardWindowTests: XCTestCase {
    /// The window's part of a screenshot.
    static func crop(_ image: RGBAImage, left: Int, top: Int, width: Int, height: Int) -> RGBAImage {
        let w = max(0, min(width, image.width - left)), h = max(0, min(height, image.height - top))
        var pixels: [UInt8] = []
        pixels.reserveCapacity(w * h * 4)
        for row in top..<(top + h) {
            let start = (row * image.width + left) * 4
            pixels += image.pixels[start..<(start + w * 4)]
        }
        return RGBAImage(width: w, height: h, pixels: pixels)
    }

    /// Moves the pointer to `point` (in the window) and returns the first screenshot on which the
    /// window differs from before the move: the frame that shows the crosshair there.
    static func screenshotAfterHovering(_ x: XvfbSession, _ viewer: ViewerWindow, at point: Point,
                                        window: (left: Int, top: Int, width: Int, height: Int)) throws -> RGBAImage {
        let before = crop(try x.screenshot(), left: window.left, top: window.top, width: window.width, height: window.height)
        try x.run("xdotool", ["mousemove"] + viewer.screen(point))
        return try viewer.screenshot { shot in
            crop(shot, left: window.left, top: window.top, width: window.width, height: window.height).pixels != before.pixels
        }
    }

    func testADragOnTheOverviewPansTheMainChart() throws {
        guard XvfbSession.isAvailable else { throw XCTSkip(XvfbSession.unavailableReason) }
        let chartview = CommandRunner.product("chartview")
        try XCTSkipUnless(FileManager.default.isExecutableFile(atPath: chartview), "chartview is not built beside the tests")
        let assets = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Assets").path
        let x = try XvfbSession(width: 1000, height: 900)
        defer { x.stop() }
        let arguments = ["--no-momentum", "--size", "900x600", "--x-range", "300:400"]
        let viewer = try ViewerWindow(x, arguments: ["--print-ranges", "--print-layout"] + arguments
                                          + ["--overview", "\(assets)/temperatures.csv"])
        defer { viewer.stop() }
        try viewer.waitUntilDrawn()
        let (output, left, top) = (viewer.output, viewer.left, viewer.top)
        // The overview is the lower pane (chart 1); the window over x 300…400 sits left of the
        // middle of its plot. Drag it right (--no-momentum: the release ends the pan, whatever
        // pace the viewer read the motion at).
        if let directory = ProcessInfo.processInfo.environment["CHARTKIT_LOOK_DIR"] {
            // Drawn already (waitUntilDrawn): the picture as it opened.
            try PNGWriter.write(Self.crop(try x.screenshot(), left: left, top: top, width: 900, height: 600),
                                to: "\(directory)/overview-before.png")
        }
        // Where the overview's plot is, from the frame's layout, and the days it shows: the same
        // pair made in process (the overview shows all the data, whatever the window shows).
        let plot = try viewer.plotArea(chart: 1)
        let days = try ChartFactory.makeOverviewPair(path: "\(assets)/temperatures.csv", options: ChartOptions.parse(arguments))
            .overview.xAxis.visibleRange
        // The window, about 90 points wide, is grabbed mid-way (day 350) and moved 100 pixels right.
        let grab = viewer.screen(Point(x: plot.minX + (350 - days.min) / (days.max - days.min) * plot.width, y: plot.midY))
        let moved = viewer.screen(Point(x: plot.minX + (350 - days.min) / (days.max - days.min) * plot.width + 100, y: plot.midY))
        try x.run("xdotool", ["mousemove"] + grab + ["mousedown", "1", "mousemove"] + moved + ["mouseup", "1"])
        let last = OutputLines(output, writer: viewer.process).waitFor("a pan past 350") { () -> [Double]? in
            let text = (try? String(contentsOf: output, encoding: .utf8)) ?? ""
            guard let line = text.split(separator: "\n").last(where: { $0.contains("\"cause\":\"pan\"") }),
                  let start = line.range(of: "\"x\":[") else { return nil }
            let rest = line[start.upperBound...]
            let range = rest[..<rest.firstIndex(of: "]")!].split(separator: ",").compactMap { Double(String($0)) }
            return (range.first ?? 0) > 350 ? range : nil
        }
        let range = try XCTUnwrap(last, "the main chart printed a pan")
        XCTAssertGreaterThan(range[0], 350, "the main chart moved right with the window")
        XCTAssertEqual(range[1] - range[0], 100, accuracy: 1e-6, "and kept its span")
        if let directory = ProcessInfo.processInfo.environment["CHARTKIT_LOOK_DIR"] {
            let main = try viewer.plotArea(chart: 0)
            let shown = try Self.screenshotAfterHovering(x, viewer, at: Point(x: main.midX, y: main.midY),
                                                         window: (left, top, 900, 600))
            try PNGWriter.write(Self.crop(shown, left: left, top: top, width: 900, height: 600),
                                to: "\(directory)/overview-window.png")
        }
    }

    func testADragInOnePaneMovesEveryPane() throws {
        guard XvfbSession.isAvailable else { throw XCTSkip(XvfbSession.unavailableReason) }
        let chartview = CommandRunner.product("chartview")
        try XCTSkipUnless(FileManager.default.isExecutableFile(atPath: chartview), "chartview is not built beside the tests")
        let assets = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Assets/monitoring").path
        let x = try XvfbSession(width: 1000, height: 900)
        defer { x.stop() }
        let viewer = try ViewerWindow(x, arguments: ["--print-ranges", "--print-layout", "--no-momentum", "--size", "900x780", "--grid"]
                                          + ["cpu", "memory", "network"].map { "\(assets)/\($0).jsonl" })
        defer { viewer.stop() }
        try viewer.waitUntilDrawn()
        let (output, left, top) = (viewer.output, viewer.left, viewer.top)
        // A drag to the left across the middle of the top pane's plot, a fifth of its width.
        let plot = try viewer.plotArea(chart: 0)
        try x.run("xdotool", ["mousemove"] + viewer.screen(Point(x: plot.minX + 0.6 * plot.width, y: plot.midY))
                  + ["mousedown", "1", "mousemove"] + viewer.screen(Point(x: plot.minX + 0.4 * plot.width, y: plot.midY))
                  + ["mouseup", "1"])
        func lastX(chart: Int) -> [Double]? {
            let text = (try? String(contentsOf: output, encoding: .utf8)) ?? ""
            let line = text.split(separator: "\n").last { $0.hasPrefix("{\"chart\":\(chart),") && $0.contains("\"cause\":\"pan\"") }
            guard let line, let start = line.range(of: "\"x\":[") else { return nil }
            let rest = line[start.upperBound...]
            return rest[..<rest.firstIndex(of: "]")!].split(separator: ",").compactMap { Double(String($0)) }
        }
        let ranges = OutputLines(output, writer: viewer.process).waitFor("a pan from each pane") { () -> [[Double]?]? in
            let ranges = (0..<3).map(lastX)
            return ranges.allSatisfy({ $0 != nil }) && ranges[0] == ranges[1] && ranges[1] == ranges[2] ? ranges : nil
        } ?? (0..<3).map(lastX)
        XCTAssertNotNil(ranges[0], "the dragged pane printed its pan")
        XCTAssertEqual(ranges[1], ranges[0], "the memory pane followed")
        XCTAssertEqual(ranges[2], ranges[0], "the network pane followed")

        if let directory = ProcessInfo.processInfo.environment["CHARTKIT_LOOK_DIR"] {
            let middle = try viewer.plotArea(chart: 1)
            let shown = try Self.screenshotAfterHovering(x, viewer, at: Point(x: middle.midX, y: middle.midY),
                                                         window: (left, top, 900, 780))
            try PNGWriter.write(Self.crop(shown, left: left, top: top, width: 900, height: 780),
                                to: "\(directory)/grid-window.png")
        }
    }

    func testADragInOnePaneMovesThePaneSharingItsXAxisOncePerStep() throws {
        guard XvfbSession.isAvailable else { throw XCTSkip(XvfbSession.unavailableReason) }
        let chartview = CommandRunner.product("chartview")
        try XCTSkipUnless(FileManager.default.isExecutableFile(atPath: chartview), "chartview is not built beside the tests")
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("shared-x-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        // Rising over x 0…100 on the left, falling over 300…400 on the right: one x axis.
        let spec = try PanesSpecTests.writeSharedXSpec(in: scratch)
        let x = try XvfbSession(width: 1100, height: 600)
        defer { x.stop() }
        let viewer = try ViewerWindow(x, arguments: ["--print-ranges", "--print-layout", "--no-momentum", "--size", "1000x400", spec.path])
        defer { viewer.stop() }
        try viewer.waitUntilDrawn()
        let (output, left, top) = (viewer.output, viewer.left, viewer.top)
        let look = ProcessInfo.processInfo.environment["CHARTKIT_LOOK_DIR"]
        if let look {
            try PNGWriter.write(Self.crop(try x.screenshot(), left: left, top: top, width: 1000, height: 400),
                                to: "\(look)/shared-x-window-before.png")
        }
        // A drag to the left in two steps across the middle of the left pane's plot.
        let plot = try viewer.plotArea(chart: 0)
        let steps = [0.65, 0.5, 0.3].map { viewer.screen(Point(x: plot.minX + $0 * plot.width, y: plot.midY)) }
        try x.run("xdotool", ["mousemove"] + steps[0] + ["mousedown", "1", "mousemove"] + steps[1] + ["mousemove"] + steps[2]
                  + ["mouseup", "1"])
        func pans(chart: Int) -> [[Double]] {
            let text = (try? String(contentsOf: output, encoding: .utf8)) ?? ""
            return text.split(separator: "\n").filter { $0.hasPrefix("{\"chart\":\(chart),") && $0.contains("\"cause\":\"pan\"") }
                .compactMap { line in
                    guard let start = line.range(of: "\"x\":[") else { return nil }
                    let rest = line[start.upperBound...]
                    return rest[..<rest.firstIndex(of: "]")!].split(separator: ",").compactMap { Double(String($0)) }
                }
        }
        // Both panes print each step of the drag once, with the same x range.
        let settled = OutputLines(output, writer: viewer.process).waitFor("the same pans from both panes") { () -> [[[Double]]]? in
            let left = pans(chart: 0), right = pans(chart: 1)
            return !left.isEmpty && left == right && (left.last?[0] ?? 0) > 0 ? [left, right] : nil
        }
        let ranges = try XCTUnwrap(settled, "left pane: \(pans(chart: 0)), right pane: \(pans(chart: 1))")
        let last = try XCTUnwrap(ranges[0].last)
        // One range for both files' data (0…400, padded by 4 % each side), moved right.
        XCTAssertEqual(last[1] - last[0], 432, accuracy: 1e-6, "the span of both panes' data")
        XCTAssertGreaterThan(last[0], -16)
        if let look {
            let shown = try viewer.screenshot { shot in
                Self.crop(shot, left: left, top: top, width: 1000, height: 400).pixels
                    != (try? PNGReader.read("\(look)/shared-x-window-before.png").pixels)
            }
            try PNGWriter.write(Self.crop(shown, left: left, top: top, width: 1000, height: 400),
                                to: "\(look)/shared-x-window-after.png")
        }
    }
}
