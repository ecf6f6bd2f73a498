import ChartKit
import ChartTestSupport
import Foundation
import XCTest

/// Needs the two-shard cluster Scripts/test starts (Scripts/with-clickhouse.sh); skipped without
/// one. Every table is a `Distributed` table over a MergeTree table on each shard, filled by
/// RowBinary inserts (row i on shard i % 2), and drawn through the distributed table.
final class ClickHouseSourceTests: XCTestCase {
    /// The PostgreSQL and SQLite tests' signal, as exact doubles.
    static func signal(_ i: Int) -> (x: Double, y: Double, w: Double) {
        (Double(i) / 100, Double((i * 7919) % 1009) / 100 + Double(abs((i / 400) % 100 - 50)),
         Double((i * 104729) % 997) / 200 + Double((i / 1000) % 30) + 70)
    }

    /// A distributed table `signal` of `count` rows (x, y, w), sorted by x on each shard.
    static func signalTable(_ test: XCTestCase, count: Int) throws -> (ClickHouseConnection, [ClickHouseConnection]) {
        let (url, shards) = try ClickHouseFixture.database(for: test)
        try ClickHouseFixture.distributedTable(shards, url: url, local: "signal_local", distributed: "signal",
                                               columns: "x Float64, y Float64, w Float64", sortingKey: "x", rows: count) { i, row in
            let s = signal(i)
            row.float64(s.x)
            row.float64(s.y)
            row.float64(s.w)
        }
        return (try ClickHouseConnection(url: url), shards)
    }

    func testAggregatedPictureEqualsAllRows() throws {
        let (db, _) = try Self.signalTable(self, count: 200_000)
        XCTAssertEqual(try db.rows("SELECT count() FROM signal").first?.first, .number(200_000), "both shards answer")
        try SQLSourceChecks.assertSamePicture(
            db, spec: SQLSeriesSpec(table: "signal", x: "x", y: ["y", "w"]),
            allRowsSQL: "SELECT x, y, w FROM signal ORDER BY x", series: 2,
            x: AxisRange(min: 0, max: 2000), y: AxisRange(min: -5, max: 110), name: "clickhouse-signal")
    }

    /// NULL is a gap, NaN and infinities too, never a column's extremes; integer x with many
    /// rows per value.
    func testGapsAndNonUniqueIntegerX() throws {
        let (url, shards) = try ClickHouseFixture.database(for: self)
        try ClickHouseFixture.distributedTable(shards, url: url, local: "gaps_local", distributed: "gaps",
                                               columns: "x Float64, y Nullable(Float64)", sortingKey: "x", rows: 200_000) { i, row in
            let s = Self.signal(i)
            row.float64(s.x)
            switch s.x {
            case 700..<760, 1300..<1300.05: row.nullableFloat64(nil)
            case 300..<301: row.nullableFloat64(.nan)
            case 900..<900.02: row.nullableFloat64(.infinity)
            case 1500..<1540: row.nullableFloat64(-.infinity)
            default: row.nullableFloat64(s.y)
            }
        }
        try ClickHouseFixture.distributedTable(shards, url: url, local: "steps_local", distributed: "steps",
                                               columns: "x Int32, y Float64", sortingKey: "x", rows: 100_000) { i, row in
            row.int32(Int32(i / 4))
            row.float64(Double((i * 7919) % 1009) / 10)
        }
        let db = try ClickHouseConnection(url: url)
        try SQLSourceChecks.assertSamePicture(
            db, spec: SQLSeriesSpec(table: "gaps", x: "x", y: ["y"]),
            allRowsSQL: "SELECT x, y FROM gaps ORDER BY x", series: 1,
            x: AxisRange(min: 0, max: 2000), y: AxisRange(min: -5, max: 110), name: "clickhouse-gaps")
        try SQLSourceChecks.assertSamePicture(
            db, spec: SQLSeriesSpec(table: "steps", x: "x", y: ["y"]),
            allRowsSQL: "SELECT x, y FROM steps ORDER BY x, y", series: 1,
            x: AxisRange(min: 0, max: 25_000), y: AxisRange(min: -5, max: 110), name: "clickhouse-nonunique")
    }

    func testRowsPerViewBoundedByPixelsForAMillionRows() throws {
        let (db, _) = try Self.signalTable(self, count: 1_000_000)
        try SQLSourceChecks.assertRowsBoundedByPixels(db, spec: SQLSeriesSpec(table: "signal", x: "x", y: ["y"]),
                                                      tableRows: 1_000_000)
    }

    func testByColumnSplitsLines() throws {
        let (url, shards) = try ClickHouseFixture.database(for: self)
        try ClickHouseFixture.distributedTable(shards, url: url, local: "grouped_local", distributed: "grouped",
                                               columns: "x Float64, g String, y Float64, w Float64", sortingKey: "x",
                                               rows: 100_000) { i, row in
            row.float64(Double(i) / 10)
            row.string(i % 2 == 0 ? "a" : "b")
            row.float64(Double(i % 2) * 100 + Double((i * 7919) % 1009) / 101)
            row.float64(Double((i % 2) * 100 + i % 19))
        }
        try SQLSourceChecks.assertGroupsSplitLines(try ClickHouseConnection(url: url))
    }

    func testDateTimeAndDateColumns() throws {
        let (url, shards) = try ClickHouseFixture.database(for: self)
        try ClickHouseFixture.distributedTable(shards, url: url, local: "times_local", distributed: "times",
                                               columns: "t DateTime, day Date, v Int32", sortingKey: "t", rows: 1000) { i, row in
            row.uint32(UInt32(1_700_000_000 + i * 3600))
            row.uint16(UInt16(19_676 + i))
            row.int32(Int32(i % 17))
        }
        let db = try ClickHouseConnection(url: url)
        for (column, step, first) in [("t", 3600.0, 1_700_000_000.0), ("day", 86400, 19_676 * 86400)] {
            let (chart, source) = try SQLSourceChecks.sourceChart(db, spec: SQLSeriesSpec(table: "times", x: column, y: ["v"]))
            XCTAssertTrue(chart.xAxis is DateTimeAxis, "\(column) gets a date axis")
            _ = SourceRendering.settle(chart, source: source, renderer: try SharedRenderer.get())
            XCTAssertNil(source.lastError, column)
            let data = chart.data(forSeriesAt: 0)
            XCTAssertEqual(data.count, 1000, column)
            XCTAssertEqual(data.x.first ?? 0, first, accuracy: 1e-3, column)
            XCTAssertEqual(data.x.last ?? 0, first + 999 * step, accuracy: 1e-3, column)
            XCTAssertEqual(Array(data.y.prefix(3)), [0, 1, 2], column)
        }
    }

    func testErrorsNameTheSourceAndTheProblem() throws {
        guard let url = ClickHouseFixture.url else { throw XCTSkip(ClickHouseFixture.skipReason) }
        XCTAssertThrowsError(try ClickHouseConnection(url: "clickhouse://nobody:secret@127.0.0.1:1/none")) {
            XCTAssertEqual("\($0)", "clickhouse://nobody:***@127.0.0.1:1/none: cannot connect (connection refused)")
        }
        XCTAssertThrowsError(try ClickHouseConnection(url: url + "?skip_unavailable_shards=1")) {
            XCTAssertTrue("\($0)".hasSuffix(": unknown parameter skip_unavailable_shards in the address (none are read)"), "\($0)")
        }
        let (dbURL, shards) = try ClickHouseFixture.database(for: self)
        _ = try shards[0].rows("CREATE TABLE notes (x Float64, label String, t String) ENGINE = MergeTree ORDER BY x")
        let db = try ClickHouseConnection(url: dbURL)
        func problem(_ spec: SQLSeriesSpec) -> String {
            do {
                _ = try SQLChartSource(connection: db, spec: spec)
                return "no error"
            } catch {
                XCTAssertEqual(error.source, dbURL)
                return error.problem
            }
        }
        XCTAssertEqual(problem(SQLSeriesSpec(table: "no_such_table", x: "x", y: ["y"])), "no table no_such_table")
        XCTAssertEqual(problem(SQLSeriesSpec(table: "notes", x: "time", y: ["x"])),
                       "table notes has no column time (columns: x, label, t)")
        XCTAssertEqual(problem(SQLSeriesSpec(table: "notes", x: "x", y: ["label"])),
                       "column label holds String, not numbers: it cannot be a y column")
        XCTAssertEqual(problem(SQLSeriesSpec(table: "notes", x: "t", y: ["x"])),
                       "column t holds String: x must be numbers, ISO dates or timestamps")
        XCTAssertThrowsError(try db.rows("SELECT nonsense(1)")) {
            XCTAssertTrue("\($0)".hasPrefix("\(dbURL): Unknown function nonsense (code 46)"), "\($0)")
        }
    }

    /// A query the view has moved past is stopped on the server too: closing the HTTP request
    /// alone leaves a ClickHouse query running there, so `cancel()` sends `KILL QUERY` for its
    /// `query_id`. The query here never ends by itself (the server's own limit stops it after
    /// 10 minutes if the test process dies); the test watches system.processes until the query
    /// is marked cancelled or gone, giving up (and failing) only once the server has run it 60 s.
    func testCancelKillsTheQueryOnTheServer() throws {
        let (url, _) = try ClickHouseFixture.database(for: self)
        let db = try ClickHouseConnection(url: url)
        let watcher = try ClickHouseConnection(url: url)
        let marker = "cancel_\(UInt32.random(in: 0...UInt32.max))"
        let sql = "SELECT count() FROM system.numbers WHERE number % 7 = 3 AND '\(marker)' != '' SETTINGS max_execution_time = 600"
        let finished = DispatchSemaphore(value: 0)
        let outcome = QueryOutcome()
        DispatchQueue.global().async {
            do { _ = try db.rows(sql) } catch { outcome.failure = error as? DatabaseError }
            finished.signal()
        }
        /// (running, marked cancelled, seconds the server has run it) of the query.
        func state() throws -> (Bool, Bool, Double) {
            let rows = try watcher.rows("""
                SELECT is_cancelled, elapsed FROM system.processes \
                WHERE query LIKE '%\(marker)%' AND query NOT LIKE '%system.processes%'
                """)
            guard let row = rows.first else { return (false, false, 0) }
            return (true, (row[0].double ?? 0) != 0, row[1].double ?? 0)
        }
        while try !state().0 { sched_yield() }  // the server has it
        db.cancel()
        finished.wait()
        let failure = outcome.failure  // written before `finished` was signalled
        XCTAssertTrue(failure?.isCancellation ?? false, "the caller hears a cancellation: \(String(describing: failure))")
        var (running, cancelled, elapsed) = try state()
        while running, !cancelled, elapsed < 60 {
            sched_yield()
            (running, cancelled, elapsed) = try state()
        }
        XCTAssertTrue(!running || cancelled, "the server still runs the query after \(elapsed) s: no KILL QUERY reached it")
    }

    /// Shard 2 is killed under a chart: the next view fails with one line naming the source, the
    /// chart keeps what it had; the shard starts again and the view after that draws.
    func testKilledShardIsOneLineAndTheNextViewReconnects() throws {
        guard let config = ProcessInfo.processInfo.environment["CLICKHOUSE_SHARD2_CONFIG"],
              let pid = ProcessInfo.processInfo.environment["CLICKHOUSE_SHARD2_PID"].flatMap(Int32.init) else {
            throw XCTSkip(ClickHouseFixture.skipReason)
        }
        let (db, _) = try Self.signalTable(self, count: 100_000)
        let renderer = try SharedRenderer.get()
        let (chart, source) = try SQLSourceChecks.sourceChart(db, spec: SQLSeriesSpec(table: "signal", x: "x", y: ["y"]))
        var errors: [String] = []
        source.onError = { errors.append("\($0)") }
        _ = SourceRendering.settle(chart, source: source, renderer: renderer)
        let before = chart.data(forSeriesAt: 0).count
        XCTAssertGreaterThan(before, 100)

        try ClickHouseFixture.killShard2(pid: pid)
        chart.xAxis.setVisibleRange(AxisRange(min: 100, max: 200))
        let image = SourceRendering.settle(chart, source: source, renderer: renderer)
        XCTAssertEqual(errors.count, 1, "\(errors)")
        XCTAssertTrue(errors.first?.hasPrefix("\(db.name): ") ?? false, "\(errors)")
        XCTAssertTrue(errors.first?.contains("All connection tries failed") ?? false, "names the cause: \(errors)")
        XCTAssertFalse(errors.first?.contains("\n") ?? true)
        XCTAssertEqual(chart.data(forSeriesAt: 0).count, before, "the last picture's rows stay")
        XCTAssertEqual(image.width, Int(SourceRendering.size.width), "the chart still draws")

        try ClickHouseFixture.restartShard2(config: config)
        chart.xAxis.setVisibleRange(AxisRange(min: 300, max: 400))
        _ = SourceRendering.settle(chart, source: source, renderer: renderer)
        XCTAssertNil(source.lastError, "the next view reaches both shards again")
        XCTAssertEqual(errors.count, 1)
        XCTAssertGreaterThan(SourceRendering.pointsInView(chart)[0], 100)
    }
}

/// What a query run on another thread ended with (read after that thread signalled).
private final class QueryOutcome: @unchecked Sendable {
    var failure: DatabaseError?
}
