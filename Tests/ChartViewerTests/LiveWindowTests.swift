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

        func write(_ data: Data) {
            input.fileHandleForWriting.write(data)
        }

        /// Ends standard input, as a writer that is done does.
        func closeInput() throws {
            try input.fileHandleForWriting.close()
        }

        /// The printed lines so far, waited on as they come.
        var lines: OutputLines { OutputLines(output, writer: process) }

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

    /// A Parquet file piped in: no line parser reads it, so the window keeps it as it arrives and,
    /// once the pipe closes, reads it as `chartview FILE` would (the progress bar, then the
    /// chart: x 0…39, a and b, 80 points as the file's window counts them, the gap in b among them).
    func testAParquetFileOnStandardInputOpensAsTheFileDoes() throws {
        let x = try startServer()
        defer { x.stop() }
        let viewer = try LiveViewer(x, arguments: ["-", "--print-status"])
        defer { viewer.stop() }
        viewer.write(try Data(contentsOf: Self.same.appendingPathComponent("same-snappy.parquet")))
        try viewer.closeInput()
        let output = viewer.lines
        XCTAssertEqual(output.waitForJSONLine { $0["progress"] != nil }?["progress"] as? Int, 0, "the empty bar first")
        XCTAssertNotNil(output.waitForJSONLine { $0.keys.contains("progress") && $0["progress"] is NSNull })
        let loaded = try XCTUnwrap(output.jsonLines.firstIndex { $0.keys.contains("progress") && $0["progress"] is NSNull })
        XCTAssertNotNil(output.waitForJSONLine(after: loaded) { ($0["status"] as? String)?.contains("80 points") == true })
        XCTAssertTrue(viewer.process.isRunning, "the window stays open on the chart")
        if let directory = ProcessInfo.processInfo.environment["CHARTKIT_LOOK_DIR"] {
            try PNGWriter.write(try x.screenshot(), to: "\(directory)/stdin-parquet.png")
        }
    }

    /// Text with dates: the live parser reads numbers only, the file's reader (once the input has
    /// ended) reads the dates, so the chart that stays is the file's: a date x, every row a point.
    func testDelimitedTextOnStandardInputEndsOnTheFilesChart() throws {
        let x = try startServer()
        defer { x.stop() }
        let viewer = try LiveViewer(x, arguments: ["-", "--print-status"])
        defer { viewer.stop() }
        let start = try XCTUnwrap(ISO8601DateFormatter().date(from: "2024-01-01T00:00:00Z"))
        let days = DateFormatter()
        days.dateFormat = "yyyy-MM-dd"
        days.timeZone = TimeZone(identifier: "UTC")
        viewer.write("day,level\n" + (0..<1000).map { "\(days.string(from: start.addingTimeInterval(Double($0) * 86400))),\(Double($0 % 37) / 4)\n" }.joined())
        try viewer.closeInput()
        let output = viewer.lines
        XCTAssertNotNil(output.waitForJSONLine { $0.keys.contains("progress") && $0["progress"] is NSNull })
        let loaded = try XCTUnwrap(output.jsonLines.firstIndex { $0.keys.contains("progress") && $0["progress"] is NSNull })
        // The file's chart: every row a point, and y following x as it does for a time series
        // (a date x drawn as lines), which only a date axis turns on.
        let status = output.waitForJSONLine(after: loaded) { ($0["status"] as? String)?.contains("1,000 points") == true }
        XCTAssertTrue((status?["status"] as? String)?.contains("y auto-fit on") == true, "\(status ?? [:])")
        if let directory = ProcessInfo.processInfo.environment["CHARTKIT_LOOK_DIR"] {
            try PNGWriter.write(try x.screenshot(), to: "\(directory)/stdin-dates.png")
        }
    }

    private static let same = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("ChartDataTests/Fixtures/same")

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
