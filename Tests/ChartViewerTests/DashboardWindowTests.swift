import ChartKit
import ChartTestSupport
import Foundation
import XCTest
@testable import ChartViewer

/// `chartview --grid` on a private Xvfb server: a drag in one pane moves every pane's x range
/// (read back through `--print-ranges`), and the panes line up.
final class DashboardWindowTests: XCTestCase {
    func testADragInOnePaneMovesEveryPane() throws {
        guard XvfbSession.isAvailable else { throw XCTSkip(XvfbSession.unavailableReason) }
        let chartview = CommandRunner.product("chartview")
        try XCTSkipUnless(FileManager.default.isExecutableFile(atPath: chartview), "chartview is not built beside the tests")
        let assets = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Assets/monitoring").path
        let x = try XvfbSession(width: 1000, height: 900)
        defer { x.stop() }
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("grid-\(UUID().uuidString).jsonl")
        _ = FileManager.default.createFile(atPath: output.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: output) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: chartview)
        process.arguments = ["--print-ranges", "--size", "900x780", "--grid"]
            + ["cpu", "memory", "network"].map { "\(assets)/\($0).jsonl" }
        process.environment = x.environment
        process.standardOutput = try FileHandle(forWritingTo: output)
        process.standardError = FileHandle.nullDevice
        try process.run()
        defer { if process.isRunning { process.terminate(); process.waitUntilExit() } }
        let id = try XCTUnwrap(try x.run("xdotool", ["search", "--sync", "--onlyvisible", "--name", "chartview"])
            .split(separator: "\n").first.map(String.init))
        var left = 0, top = 0
        for line in try x.run("xdotool", ["getwindowgeometry", "--shell", id]).split(separator: "\n") {
            let parts = line.split(separator: "=")
            if parts.count == 2, parts[0] == "X" { left = Int(parts[1]) ?? 0 }
            if parts.count == 2, parts[0] == "Y" { top = Int(parts[1]) ?? 0 }
        }
        // A drag across the middle of the top pane (its plot spans most of the first 260 points).
        try x.run("xdotool", ["mousemove", "\(left + 500)", "\(top + 130)", "mousedown", "1",
                              "mousemove", "\(left + 350)", "\(top + 130)", "sleep", "0.5", "mouseup", "1"])
        func lastX(chart: Int) -> [Double]? {
            let text = (try? String(contentsOf: output, encoding: .utf8)) ?? ""
            let line = text.split(separator: "\n").last { $0.hasPrefix("{\"chart\":\(chart),") && $0.contains("\"cause\":\"pan\"") }
            guard let line, let start = line.range(of: "\"x\":[") else { return nil }
            let rest = line[start.upperBound...]
            return rest[..<rest.firstIndex(of: "]")!].split(separator: ",").compactMap { Double(String($0)) }
        }
        var ranges: [[Double]?] = []
        for _ in 0..<400 {
            ranges = (0..<3).map(lastX)
            if ranges.allSatisfy({ $0 != nil }) && ranges[0] == ranges[1] && ranges[1] == ranges[2] { break }
            usleep(25_000)
        }
        XCTAssertNotNil(ranges[0], "the dragged pane printed its pan")
        XCTAssertEqual(ranges[1], ranges[0], "the memory pane followed")
        XCTAssertEqual(ranges[2], ranges[0], "the network pane followed")

        if let directory = ProcessInfo.processInfo.environment["CHARTKIT_LOOK_DIR"] {
            try x.run("xdotool", ["mousemove", "\(left + 450)", "\(top + 400)"])
            usleep(300_000)
            try PNGWriter.write(try x.screenshot(), to: "\(directory)/grid-window.png")
        }
    }
}
