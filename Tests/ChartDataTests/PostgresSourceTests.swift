import ChartKit
import ChartTestSupport
import Foundation
import XCTest

/// Needs the server Scripts/test starts (CHARTKIT_TEST_POSTGRES_URL); skipped without one.
final class PostgresSourceTests: XCTestCase {
    /// A table of `count` rows of the same signal as the SQLite tests (integer arithmetic, so both
    /// databases hold the same values), indexed on x.
    static func signalTable(_ db: PostgresConnection, count: Int, extra: String = "") throws -> String {
        let name = PostgresFixture.uniqueName("signal")
        _ = try db.rows("""
            CREATE TABLE \(name) AS SELECT i / 100.0::float8 AS x,
                ((i * 7919) % 1009) / 100.0::float8 + abs((i / 400) % 100 - 50) AS y,
                ((i * 104729) % 997) / 200.0::float8 + (i / 1000) % 30 + 70 AS w
              FROM generate_series(0::int8, \(count - 1)) AS i;
            CREATE INDEX ON \(name) (x);
            \(extra)
            ANALYZE \(name);
            """)
        return name
    }

    func testAggregatedPictureEqualsAllRows() throws {
        let db = try PostgresFixture.connect()
        let table = try Self.signalTable(db, count: 200_000)
        try SQLSourceChecks.assertSamePicture(
            db, spec: SQLSeriesSpec(table: table, x: "x", y: ["y", "w"]),
            allRowsSQL: "SELECT x, y, w FROM \(table) ORDER BY x", series: 2,
            x: AxisRange(min: 0, max: 2000), y: AxisRange(min: -5, max: 110), name: "postgres-signal")
    }

    func testNullGapsAndNonUniqueX() throws {
        let db = try PostgresFixture.connect()
        let table = try Self.signalTable(db, count: 200_000)
        _ = try db.rows("UPDATE \(table) SET y = NULL WHERE (x >= 700 AND x < 760) OR (x >= 1300 AND x < 1300.05)")
        try SQLSourceChecks.assertSamePicture(
            db, spec: SQLSeriesSpec(table: table, x: "x", y: ["y"]),
            allRowsSQL: "SELECT x, y FROM \(table) ORDER BY x", series: 1,
            x: AxisRange(min: 0, max: 2000), y: AxisRange(min: -5, max: 110), name: "postgres-nulls")

        let steps = PostgresFixture.uniqueName("steps")
        _ = try db.rows("""
            CREATE TABLE \(steps) AS SELECT (i / 4)::int4 AS x, ((i * 7919) % 1009) / 10.0::float8 AS y
              FROM generate_series(0, 99999) AS i;
            CREATE INDEX ON \(steps) (x);
            """)
        try SQLSourceChecks.assertSamePicture(
            db, spec: SQLSeriesSpec(table: steps, x: "x", y: ["y"]),
            allRowsSQL: "SELECT x, y FROM \(steps) ORDER BY x", series: 1,
            x: AxisRange(min: 0, max: 25_000), y: AxisRange(min: -5, max: 110), name: "postgres-nonunique")
    }

    func testRowsPerViewBoundedByPixelsForAMillionRows() throws {
        let db = try PostgresFixture.connect()
        let table = try Self.signalTable(db, count: 1_000_000)
        try SQLSourceChecks.assertRowsBoundedByPixels(db, spec: SQLSeriesSpec(table: table, x: "x", y: ["y"]),
                                                      tableRows: 1_000_000)
        let plan = try db.rows("EXPLAIN " + M4Query(table: try SQLTable(spec: SQLSeriesSpec(table: table, x: "x", y: ["y"]),
                                                                           connection: db),
                                                     binWidth: 0.01, bins: 1000...2000).sql)
            .compactMap { $0.first?.text }.joined(separator: "\n")
        XCTAssertTrue(plan.contains("Index"), "a narrow view reads the index on x:\n\(plan)")
    }

    func testByColumnSplitsLines() throws {
        let db = try PostgresFixture.connect()
        // A schema of its own, so the shared check's table name is this test's alone.
        let schema = PostgresFixture.uniqueName("by")
        _ = try db.rows("""
            CREATE SCHEMA \(schema); SET search_path = \(schema);
            CREATE TABLE grouped AS SELECT i / 10.0::float8 AS x, CASE i % 2 WHEN 0 THEN 'a' ELSE 'b' END AS g,
                (i % 2) * 100 + ((i * 7919) % 1009) / 101.0::float8 AS y, ((i % 2) * 100 + i % 19)::float8 AS w
              FROM generate_series(0, 99999) AS i;
            CREATE INDEX ON grouped (x);
            """)
        try SQLSourceChecks.assertGroupsSplitLines(db)
    }

    /// NaN and infinities in y are gaps, never a pixel column's extremes: the picture equals the
    /// one drawn from all rows, where the line builder treats them the same way.
    func testNaNAndInfinitiesAreGaps() throws {
        let db = try PostgresFixture.connect()
        let table = try Self.signalTable(db, count: 200_000)
        _ = try db.rows("""
            UPDATE \(table) SET y = 'NaN' WHERE x >= 300 AND x < 301;
            UPDATE \(table) SET y = 'Infinity' WHERE x >= 900 AND x < 900.02;
            UPDATE \(table) SET y = '-Infinity' WHERE x >= 1500 AND x < 1540;
            """)
        try SQLSourceChecks.assertSamePicture(
            db, spec: SQLSeriesSpec(table: table, x: "x", y: ["y"]),
            allRowsSQL: "SELECT x, y FROM \(table) ORDER BY x", series: 1,
            x: AxisRange(min: 0, max: 2000), y: AxisRange(min: -5, max: 110), name: "postgres-nan")
    }

    func testTimestampColumns() throws {
        let db = try PostgresFixture.connect()
        let table = PostgresFixture.uniqueName("times")
        _ = try db.rows("""
            CREATE TABLE \(table) AS SELECT to_timestamp(1700000000 + i * 3600) AS tz,
                (to_timestamp(1700000000 + i * 60) AT TIME ZONE 'UTC') AS local,
                ('2023-11-15'::date + i) AS day, (i % 17)::int4 AS v
              FROM generate_series(0, 999) AS i;
            CREATE INDEX ON \(table) (tz);
            """)
        for (column, step, first) in [("tz", 3600.0, 1700000000.0), ("local", 60, 1700000000), ("day", 86400, 1700006400)] {
            let (chart, source) = try SQLSourceChecks.sourceChart(db, spec: SQLSeriesSpec(table: table, x: column, y: ["v"]))
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
        let db = try PostgresFixture.connect()
        XCTAssertThrowsError(try PostgresConnection(url: "postgresql://nobody:secret@127.0.0.1:1/none")) {
            let line = "\($0)"
            XCTAssertTrue(line.hasPrefix("postgresql://nobody:***@127.0.0.1:1/none: cannot connect ("), line)
            XCTAssertFalse(line.contains("secret"), "the password never shows")
        }
        XCTAssertThrowsError(try PostgresConnection(url: "postgresql://[bad")) {
            XCTAssertTrue("\($0)".hasPrefix("postgresql://[bad: cannot connect ("), "\($0)")
        }
        let table = PostgresFixture.uniqueName("notes")
        _ = try db.rows("CREATE TABLE \(table) (x float8, label text, t text); INSERT INTO \(table) VALUES (1, 'a', 'soon')")
        func problem(_ spec: SQLSeriesSpec) -> String {
            do {
                _ = try SQLChartSource(connection: db, spec: spec)
                return "no error"
            } catch {
                XCTAssertEqual(error.source, PostgresFixture.url)
                return error.problem
            }
        }
        XCTAssertEqual(problem(SQLSeriesSpec(table: "no_such_table", x: "x", y: ["y"])), "no table no_such_table")
        XCTAssertEqual(problem(SQLSeriesSpec(table: table, x: "time", y: ["x"])),
                       "table \(table) has no column time (columns: x, label, t)")
        XCTAssertEqual(problem(SQLSeriesSpec(table: table, x: "x", y: ["label"])),
                       "column label holds text, not numbers: it cannot be a y column")
        XCTAssertEqual(problem(SQLSeriesSpec(table: table, x: "t", y: ["x"])),
                       "column t holds text: x must be numbers, ISO dates or timestamps")
    }

    /// The backend is terminated under a chart: the next view's query fails with one line naming
    /// the source, the chart keeps drawing what it had, and the view after that reconnects.
    func testServerGoingAwayMidSession() throws {
        let admin = try PostgresFixture.connect()
        let db = try PostgresFixture.connect()
        let table = try Self.signalTable(admin, count: 100_000)
        let renderer = try SharedRenderer.get()
        let (chart, source) = try SQLSourceChecks.sourceChart(db, spec: SQLSeriesSpec(table: table, x: "x", y: ["y"]))
        var errors: [String] = []
        source.onError = { errors.append("\($0)") }
        _ = SourceRendering.settle(chart, source: source, renderer: renderer)
        let before = chart.data(forSeriesAt: 0).count
        XCTAssertGreaterThan(before, 100)

        let pid = try db.rows("SELECT pg_backend_pid()")[0][0].double!
        _ = try admin.rows("SELECT pg_terminate_backend(\(Int(pid)))")
        chart.xAxis.setVisibleRange(AxisRange(min: 100, max: 200))
        let image = SourceRendering.settle(chart, source: source, renderer: renderer)
        XCTAssertEqual(errors.count, 1, "\(errors)")
        XCTAssertTrue(errors.first?.hasPrefix("\(PostgresFixture.url!): the server closed the connection") ?? false, "\(errors)")
        XCTAssertEqual(chart.data(forSeriesAt: 0).count, before, "the last picture's rows stay")
        XCTAssertEqual(image.width, Int(SourceRendering.size.width), "the chart still draws")

        chart.xAxis.setVisibleRange(AxisRange(min: 300, max: 400))
        _ = SourceRendering.settle(chart, source: source, renderer: renderer)
        XCTAssertNil(source.lastError, "the next view reconnects")
        XCTAssertEqual(errors.count, 1)
        XCTAssertGreaterThan(SourceRendering.pointsInView(chart)[0], 100)
    }
}
