import ChartKit
import ChartTestSupport
import Foundation
import XCTest

/// A `chartview` window on a PostgreSQL table under Xvfb: the first picture arrives from a
/// background query, each zoom sends a query, and a server connection that goes away gives one
/// line on stderr while the window keeps working and the next view reconnects.
final class DatabaseWindowTests: XCTestCase {
    func testServerGoingAwayLeavesTheWindowUsable() throws {
        guard XvfbSession.isAvailable else { throw XCTSkip(XvfbSession.unavailableReason) }
        let chartview = CommandRunner.product("chartview")
        try XCTSkipUnless(FileManager.default.isExecutableFile(atPath: chartview), "chartview is not built")
        let admin = try PostgresFixture.connect()
        let url = PostgresFixture.url!
        let table = PostgresFixture.uniqueName("window")
        _ = try admin.rows("""
            CREATE TABLE \(table) AS SELECT i / 10.0::float8 AS x, ((i * 7919) % 1009) / 10.0::float8 + i / 2000 AS y
              FROM generate_series(0, 199999) AS i;
            CREATE INDEX ON \(table) (x);
            """)

        let x = try XvfbSession(width: 1000, height: 700)
        defer { x.stop() }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("db-window-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let stderr = folder.appendingPathComponent("err")
        _ = FileManager.default.createFile(atPath: stderr.path, contents: nil)
        let viewer = try ViewerWindow(x, arguments: [url, "--table", table, "--x", "x", "--y", "y", "--print-sql", "--print-layout", "--size", "800x500"],
                                      errorOutput: stderr)
        defer { viewer.stop() }
        let (process, stdout, left, top, width, height) = (viewer.process, viewer.output, viewer.left, viewer.top, viewer.width, viewer.height)

        func lines(_ url: URL) -> [String] {
            ((try? String(contentsOf: url, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
        }
        let lineColor = Theme.light.paletteColor(0)
        func linePixels(_ shot: RGBAImage) -> Int {
            width * height - PixelAssertions.countPixels(in: shot, x0: left, y0: top, x1: left + width, y1: top + height,
                                                         differingFrom: lineColor, tolerance: 12)
        }
        func linePixels() throws -> Int { linePixels(try x.screenshot()) }
        // The window opens at once; the line appears when the background query's rows arrive.
        XCTAssertGreaterThan(linePixels(try viewer.screenshot { linePixels($0) > 2000 }), 2000,
                             "the first picture; stdout: \(lines(stdout).count) lines, stderr: \(lines(stderr))")
        PixelAssertions.keep(try x.screenshot(), name: "database-window-first-picture")
        let firstQueries = lines(stdout).filter { $0.hasPrefix("SELECT") }.count
        XCTAssertGreaterThanOrEqual(firstQueries, 1)

        // The backend that last queried this test's table, other than the admin's, is the
        // window's: terminated, its connection is gone.
        let ended = try admin.rows("""
            SELECT pg_terminate_backend(pid) FROM pg_stat_activity
             WHERE application_name = 'chartkit' AND pid <> pg_backend_pid() AND query LIKE '%\(table)%'
            """)
        XCTAssertEqual(ended.count, 1, "the window's one connection")
        // The middle of the plot as the last frame laid it out (the first picture's y labels placed it).
        let plot = try viewer.plotArea()
        let centre = viewer.screen(Point(x: plot.midX, y: plot.midY))
        try x.run("xdotool", ["mousemove"] + centre + ["click", "4"])
        OutputLines(stderr, writer: process).waitFor("one error line") { lines(stderr).isEmpty ? nil : true }
        let errors = lines(stderr)
        XCTAssertEqual(errors.count, 1, "\(errors)")
        XCTAssertTrue(errors.first?.hasPrefix("chartview: \(url): the server closed the connection") ?? false, "\(errors)")
        XCTAssertTrue(process.isRunning, "the window stays open")
        XCTAssertGreaterThan(try linePixels(), 2000, "the last picture stays")

        // The next zoom reconnects and draws: a new query, no new error.
        let before = lines(stdout).count
        try x.run("xdotool", ["click", "4"])
        // The event that settles it: the query's answer (`-- N rows` under --print-sql), or a
        // second error line instead.
        OutputLines(stdout, writer: process).waitFor("the next query's answer or an error") {
            lines(stdout).dropFirst(before).contains { $0.hasPrefix("-- ") && $0.hasSuffix(" rows") } || lines(stderr).count > 1 ? true : nil
        }
        XCTAssertEqual(lines(stderr).count, 1, "\(lines(stderr))")
        XCTAssertTrue(process.isRunning)
        XCTAssertGreaterThan(try linePixels(), 2000)
        PixelAssertions.keep(try x.screenshot(), name: "database-window-after-reconnect")
        try x.run("xdotool", ["key", "ctrl+q"])
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0)
    }

    /// The same on a two-shard ClickHouse cluster: shard 2 is killed while the window is open,
    /// the next zoom gives one line and the window keeps its picture; with the shard started
    /// again, the zoom after that draws without a new error (HTTP keeps no session to restore).
    func testKilledShardLeavesTheWindowUsable() throws {
        guard XvfbSession.isAvailable else { throw XCTSkip(XvfbSession.unavailableReason) }
        let chartview = CommandRunner.product("chartview")
        try XCTSkipUnless(FileManager.default.isExecutableFile(atPath: chartview), "chartview is not built")
        guard let config = ProcessInfo.processInfo.environment["CLICKHOUSE_SHARD2_CONFIG"],
              let pid = ProcessInfo.processInfo.environment["CLICKHOUSE_SHARD2_PID"].flatMap(Int32.init) else {
            throw XCTSkip(ClickHouseFixture.skipReason)
        }
        let (url, shards) = try ClickHouseFixture.database(for: self)
        try ClickHouseFixture.distributedTable(shards, url: url, local: "window_local", distributed: "window",
                                               columns: "x Float64, y Float64", sortingKey: "x", rows: 200_000) { i, row in
            row.float64(Double(i) / 10)
            row.float64(Double((i * 7919) % 1009) / 10 + Double(i / 2000))
        }

        let x = try XvfbSession(width: 1000, height: 700)
        defer { x.stop() }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ch-window-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let stderr = folder.appendingPathComponent("err")
        _ = FileManager.default.createFile(atPath: stderr.path, contents: nil)
        let viewer = try ViewerWindow(x, arguments: [url, "--table", "window", "--x", "x", "--y", "y", "--print-sql", "--print-layout", "--size", "800x500"],
                                      errorOutput: stderr)
        defer { viewer.stop() }
        let (process, stdout, left, top, width, height) = (viewer.process, viewer.output, viewer.left, viewer.top, viewer.width, viewer.height)
        func lines(_ url: URL) -> [String] {
            ((try? String(contentsOf: url, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
        }
        let lineColor = Theme.light.paletteColor(0)
        func linePixels(_ shot: RGBAImage) -> Int {
            width * height - PixelAssertions.countPixels(in: shot, x0: left, y0: top, x1: left + width, y1: top + height,
                                                         differingFrom: lineColor, tolerance: 12)
        }
        func linePixels() throws -> Int { linePixels(try x.screenshot()) }
        XCTAssertGreaterThan(linePixels(try viewer.screenshot { linePixels($0) > 2000 }), 2000,
                             "the first picture; stderr: \(lines(stderr))")
        PixelAssertions.keep(try x.screenshot(), name: "clickhouse-window-first-picture")

        try ClickHouseFixture.killShard2(pid: pid)
        // The middle of the plot as the last frame laid it out (the first picture's y labels placed it).
        let plot = try viewer.plotArea()
        let centre = viewer.screen(Point(x: plot.midX, y: plot.midY))
        try x.run("xdotool", ["mousemove"] + centre + ["click", "4"])
        OutputLines(stderr, writer: process).waitFor("one error line") { lines(stderr).isEmpty ? nil : true }
        let errors = lines(stderr)
        XCTAssertEqual(errors.count, 1, "\(errors)")
        XCTAssertTrue(errors.first?.hasPrefix("chartview: \(url): All connection tries failed") ?? false, "\(errors)")
        XCTAssertTrue(process.isRunning, "the window stays open")
        XCTAssertGreaterThan(try linePixels(), 2000, "the last picture stays")
        PixelAssertions.keep(try x.screenshot(), name: "clickhouse-window-shard-down")

        try ClickHouseFixture.restartShard2(config: config)
        let before = lines(stdout).count
        try x.run("xdotool", ["click", "4"])
        // The query's answer (`-- N rows` under --print-sql), or a second error line instead.
        OutputLines(stdout, writer: process).waitFor("the next query's answer or an error") {
            lines(stdout).dropFirst(before).contains { $0.hasPrefix("-- ") && $0.hasSuffix(" rows") } || lines(stderr).count > 1 ? true : nil
        }
        XCTAssertGreaterThan(linePixels(try viewer.screenshot { linePixels($0) > 2000 }), 2000)
        XCTAssertEqual(lines(stderr).count, 1, "\(lines(stderr))")
        XCTAssertTrue(process.isRunning)
        PixelAssertions.keep(try x.screenshot(), name: "clickhouse-window-after-restart")
        try x.run("xdotool", ["key", "ctrl+q"])
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0)
    }
}
