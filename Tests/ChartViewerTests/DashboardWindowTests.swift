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

    /// Moves the pointer to `point` (screen pixels) and returns the first screenshot on which the
    /// window differs from before the move: the frame that shows the crosshair there.
    static func screenshotAfterHovering(_ x: XvfbSession, _ viewer: ViewerWindow, at point: (Int, Int),
                                        window: (left: Int, top: Int, width: Int, height: Int)) throws -> RGBAImage {
        let before = crop(try x.screenshot(), left: window.left, top: window.top, width: window.width, height: window.height)
        try x.run("xdotool", ["mousemove", "\(point.0)", "\(point.1)"])
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
        let viewer = try ViewerWindow(x, arguments: ["--print-ranges", "--no-momentum", "--size", "900x600", "--x-range", "300:400",
                                                     "--overview", "\(assets)/temperatures.csv"])
        defer { viewer.stop() }
        try viewer.waitUntilDrawn()
        let (output, left, top) = (viewer.output, viewer.left, viewer.top)
        // The overview is the bottom fifth (480…600); the window over x 300…400 sits left of the
        // middle of its plot. Drag it right (--no-momentum: the release ends the pan, whatever
        // pace the viewer read the motion at).
        if let directory = ProcessInfo.processInfo.environment["CHARTKIT_LOOK_DIR"] {
            // Drawn already (waitUntilDrawn): the picture as it opened.
            try PNGWriter.write(Self.crop(try x.screenshot(), left: left, top: top, width: 900, height: 600),
                                to: "\(directory)/overview-before.png")
        }
        // The plot runs from about x = 44 to 764 (both panes alike: they line up) and shows
        // days -29.2…758.2 (4 % padding); the window, about 90 points wide, is grabbed mid-way.
        let plotLeft = 44.0, plotRight = 764.0
        let grab = left + Int(plotLeft + (350 + 29.2) / 787.4 * (plotRight - plotLeft))
        try x.run("xdotool", ["mousemove", "\(grab)", "\(top + 540)", "mousedown", "1",
                              "mousemove", "\(grab + 100)", "\(top + 540)", "mouseup", "1"])
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
            let shown = try Self.screenshotAfterHovering(x, viewer, at: (left + 450, top + 200), window: (left, top, 900, 600))
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
        let viewer = try ViewerWindow(x, arguments: ["--print-ranges", "--no-momentum", "--size", "900x780", "--grid"]
                                          + ["cpu", "memory", "network"].map { "\(assets)/\($0).jsonl" })
        defer { viewer.stop() }
        try viewer.waitUntilDrawn()
        let (output, left, top) = (viewer.output, viewer.left, viewer.top)
        // A drag across the middle of the top pane (its plot spans most of the first 260 points).
        try x.run("xdotool", ["mousemove", "\(left + 500)", "\(top + 130)", "mousedown", "1",
                              "mousemove", "\(left + 350)", "\(top + 130)", "mouseup", "1"])
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
            let shown = try Self.screenshotAfterHovering(x, viewer, at: (left + 450, top + 400), window: (left, top, 900, 780))
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
        let viewer = try ViewerWindow(x, arguments: ["--print-ranges", "--no-momentum", "--size", "1000x400", spec.path])
        defer { viewer.stop() }
        try viewer.waitUntilDrawn()
        let (output, left, top) = (viewer.output, viewer.left, viewer.top)
        let look = ProcessInfo.processInfo.environment["CHARTKIT_LOOK_DIR"]
        if let look {
            try PNGWriter.write(Self.crop(try x.screenshot(), left: left, top: top, width: 1000, height: 400),
                                to: "\(look)/shared-x-window-before.png")
        }
        // A drag to the left across the middle of the left pane.
        try x.run("xdotool", ["mousemove", "\(left + 320)", "\(top + 200)", "mousedown", "1",
                              "mousemove", "\(left + 250)", "\(top + 200)", "mousemove", "\(left + 170)", "\(top + 200)",
                              "mouseup", "1"])
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
