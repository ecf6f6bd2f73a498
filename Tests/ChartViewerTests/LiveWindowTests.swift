import ChartKit
import ChartTestSupport
import Foundation
import XCTest
@testable import ChartViewer

/// The real `chartview` window on a private Xvfb server reading a pipe and a followed file: it
/// shows data before the writer is done, read back through `--print-ranges` (cause `data`).
final class LiveWindowTests: XCTestCase {
    private final class LiveViewer {
        let process = Process()
        let output: URL
        let input = Pipe()

        init(_ x: XvfbSession, arguments: [String]) throws {
            output = FileManager.default.temporaryDirectory.appendingPathComponent("live-\(UUID().uuidString).jsonl")
            _ = FileManager.default.createFile(atPath: output.path, contents: nil)
            process.executableURL = URL(fileURLWithPath: CommandRunner.product("chartview"))
            process.arguments = ["--print-ranges", "--size", "800x500"] + arguments
            process.environment = x.environment
            process.standardInput = input
            process.standardOutput = try FileHandle(forWritingTo: output)
            process.standardError = FileHandle.nullDevice
            try process.run()
            _ = try x.run("xdotool", ["search", "--sync", "--onlyvisible", "--name", "chartview"])
        }

        func write(_ text: String) {
            input.fileHandleForWriting.write(Data(text.utf8))
        }

        func stop() {
            if process.isRunning {
                process.terminate()
                process.waitUntilExit()
            }
            try? FileManager.default.removeItem(at: output)
        }

        /// The x ranges of the `data` lines printed so far.
        func dataRanges() -> [AxisRange] {
            let text = (try? String(contentsOf: output, encoding: .utf8)) ?? ""
            return text.split(separator: "\n").compactMap { line -> AxisRange? in
                guard line.contains("\"cause\":\"data\""), let start = line.range(of: "\"x\":[") else { return nil }
                let rest = line[start.upperBound...]
                guard let end = rest.firstIndex(of: "]") else { return nil }
                let pair = rest[..<end].split(separator: ",").compactMap { Double(String($0)) }
                return pair.count == 2 ? AxisRange(min: pair[0], max: pair[1]) : nil
            }
        }

        /// The first `data` line whose x range reaches `x`, once there is one.
        func waitForData(reaching x: Double, file: StaticString = #filePath, line: UInt = #line) -> AxisRange? {
            OutputLines(output, writer: process).waitFor("a data line reaching x = \(x)", file: file, line: line) {
                dataRanges().first(where: { $0.max >= x })
            }
        }
    }

    private func startServer() throws -> XvfbSession {
        guard XvfbSession.isAvailable else { throw XCTSkip(XvfbSession.unavailableReason) }
        try XCTSkipUnless(FileManager.default.isExecutableFile(atPath: CommandRunner.product("chartview")),
                          "chartview is not built beside the tests")
        return try XvfbSession(width: 1000, height: 760)
    }

    func testAWindowReadingAPipeShowsDataBeforeTheWriterCloses() throws {
        let x = try startServer()
        defer { x.stop() }
        let viewer = try LiveViewer(x, arguments: ["-"])
        defer { viewer.stop() }
        // Five data lines settle the delimiter; the window shows them with the pipe still open.
        viewer.write("t,cpu,mem\n" + (0..<6).map { "\($0),\(10 + $0),\(50 - $0)\n" }.joined())
        let first = try XCTUnwrap(viewer.waitForData(reaching: 5))
        XCTAssertLessThanOrEqual(first.min, 0)
        XCTAssertTrue(viewer.process.isRunning)

        // More lines: the chart grows with them.
        viewer.write((6..<40).map { "\($0),\(10 + $0 % 7),\(50 - $0 % 5)\n" }.joined())
        let grown = try XCTUnwrap(viewer.waitForData(reaching: 39))
        XCTAssertLessThanOrEqual(grown.min, 0, "nothing was dropped without --window")
        XCTAssertTrue(viewer.process.isRunning, "the writer has still not closed the pipe")
        if let directory = ProcessInfo.processInfo.environment["CHARTKIT_LOOK_DIR"] {
            try PNGWriter.write(try x.screenshot(), to: "\(directory)/live-pipe.png")
        }
    }

    func testJSONLinesWithARollingWindow() throws {
        let x = try startServer()
        defer { x.stop() }
        let viewer = try LiveViewer(x, arguments: ["-", "--window", "20"])
        defer { viewer.stop() }
        viewer.write((0..<100).map { "{\"x\": \($0), \"cpu\": \($0 % 9), \"ok\": true}\n" }.joined())
        let range = try XCTUnwrap(viewer.waitForData(reaching: 99))
        XCTAssertGreaterThanOrEqual(range.min, 79, "only the last 20 points are kept")
        if let directory = ProcessInfo.processInfo.environment["CHARTKIT_LOOK_DIR"] {
            try PNGWriter.write(try x.screenshot(), to: "\(directory)/live-window.png")
        }
    }

    func testFollowingAFileThroughGrowthAndTruncation() throws {
        let x = try startServer()
        defer { x.stop() }
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("follow-\(UUID().uuidString).csv").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        _ = FileManager.default.createFile(atPath: path, contents: Data(("t,v\n" + (0..<6).map { "\($0),\($0)\n" }.joined()).utf8))
        let viewer = try LiveViewer(x, arguments: ["--follow", path])
        defer { viewer.stop() }
        XCTAssertNotNil(viewer.waitForData(reaching: 5))

        let handle = try XCTUnwrap(FileHandle(forWritingAtPath: path))
        handle.seekToEndOfFile()
        handle.write(Data((6..<12).map { "\($0),\($0)\n" }.joined().utf8))
        try handle.close()
        XCTAssertNotNil(viewer.waitForData(reaching: 11), "appended lines arrive")

        // Truncated and written afresh (a log restarted): read again from its start.
        try Data(("t,v\n" + (100..<106).map { "\($0),\($0)\n" }.joined()).utf8).write(to: URL(fileURLWithPath: path))
        XCTAssertNotNil(viewer.waitForData(reaching: 105), "the rewritten file is read")
    }
}

/// `chartview --grid FILE... --live`: every pane follows its own file as it grows.
final class LiveGridWindowTests: XCTestCase {
    func testEveryPaneOfALiveGridGrows() throws {
        guard XvfbSession.isAvailable else { throw XCTSkip(XvfbSession.unavailableReason) }
        let chartview = CommandRunner.product("chartview")
        try XCTSkipUnless(FileManager.default.isExecutableFile(atPath: chartview), "chartview is not built beside the tests")
        let x = try XvfbSession(width: 1000, height: 760)
        defer { x.stop() }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("grid-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = ["cpu", "memory"].map { folder.appendingPathComponent("\($0).jsonl") }
        for file in files {
            try Data((0..<3).map { "{\"x\": \($0), \"web-1\": \($0), \"db-1\": \($0 * 2)}\n" }.joined().utf8).write(to: file)
        }
        let output = folder.appendingPathComponent("ranges.jsonl")
        _ = FileManager.default.createFile(atPath: output.path, contents: nil)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: chartview)
        process.arguments = ["--print-ranges", "--size", "800x500", "--live", "--grid"] + files.map(\.path)
        process.environment = x.environment
        process.standardOutput = try FileHandle(forWritingTo: output)
        process.standardError = FileHandle.nullDevice
        try process.run()
        defer { if process.isRunning { process.terminate(); process.waitUntilExit() } }
        _ = try x.run("xdotool", ["search", "--sync", "--onlyvisible", "--name", "chartview"])
        for file in files {
            let handle = try FileHandle(forWritingTo: file)
            handle.seekToEndOfFile()
            handle.write(Data((3..<30).map { "{\"x\": \($0), \"web-1\": \($0 % 5), \"db-1\": \($0 % 7)}\n" }.joined().utf8))
            try handle.close()
        }
        func reached(_ chart: Int) -> Bool {
            let text = (try? String(contentsOf: output, encoding: .utf8)) ?? ""
            return text.split(separator: "\n").contains { line in
                guard line.hasPrefix("{\"chart\":\(chart),"), line.contains("\"cause\":\"data\""),
                      let start = line.range(of: "\"x\":[") else { return false }
                let rest = line[start.upperBound...]
                let pair = rest[..<rest.firstIndex(of: "]")!].split(separator: ",").compactMap { Double(String($0)) }
                return pair.count == 2 && pair[0] <= 0 && pair[1] >= 29
            }
        }
        _ = OutputLines(output, writer: process).waitFor("a data line from each pane") { reached(0) && reached(1) ? true : nil }
        XCTAssertTrue(reached(0), "the first pane shows all 30 points")
        XCTAssertTrue(reached(1), "the second pane shows all 30 points, not the first pane's early range")
    }
}
