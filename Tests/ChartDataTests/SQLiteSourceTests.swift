import ChartKit
import ChartTestSupport
import Foundation
import XCTest

final class SQLiteSourceTests: XCTestCase {
    /// `count` rows of a jagged deterministic signal made by integer arithmetic: x = i/100, y a
    /// noisy triangle wave (0…60), w a noisy sawtooth (70…105); `extra` SQL runs after.
    func signalTable(count: Int, extra: String = "") throws -> String {
        try SQLiteFixture.make(for: self, """
            CREATE TABLE signal(x REAL, y REAL, w REAL);
            WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < \(count - 1))
            INSERT INTO signal SELECT i / 100.0, ((i * 7919) % 1009) / 100.0 + abs((i / 400) % 100 - 50),
                                      ((i * 104729) % 997) / 200.0 + (i / 1000) % 30 + 70 FROM n;
            CREATE INDEX signal_x ON signal(x);
            \(extra)
            """)
    }

    func testAggregatedPictureEqualsAllRows() throws {
        let path = try signalTable(count: 200_000)
        let db = try SQLiteConnection(path: path)
        try SQLSourceChecks.assertSamePicture(
            db, spec: SQLSeriesSpec(table: "signal", x: "x", y: ["y", "w"]),
            allRowsSQL: "SELECT x, y, w FROM signal ORDER BY x", series: 2,
            x: AxisRange(min: 0, max: 2000), y: AxisRange(min: -5, max: 110), name: "sqlite-signal")
    }

    func testAggregatedPictureEqualsAllRowsAtScaleTwo() throws {
        // Pixel columns are device pixels: twice as many bins on a HiDPI canvas.
        let path = try signalTable(count: 200_000)
        let db = try SQLiteConnection(path: path)
        try SQLSourceChecks.assertSamePicture(
            db, spec: SQLSeriesSpec(table: "signal", x: "x", y: ["y"]),
            allRowsSQL: "SELECT x, y FROM signal ORDER BY x", series: 1,
            x: AxisRange(min: 300, max: 1300), y: AxisRange(min: -5, max: 110), name: "sqlite-signal-scale2", scale: 2)
    }

    func testEmptyTablesAndTablesWithoutXValuesDrawAnEmptyChart() throws {
        let path = try SQLiteFixture.make(for: self, """
            CREATE TABLE empty(x REAL, y REAL);
            CREATE TABLE nox(x REAL, y REAL); INSERT INTO nox VALUES (NULL, 1), (NULL, 2);
            """)
        let db = try SQLiteConnection(path: path)
        for table in ["empty", "nox"] {
            let (chart, source) = try SQLSourceChecks.sourceChart(db, spec: SQLSeriesSpec(table: table, x: "x", y: ["y"]))
            XCTAssertNil(source.table.xExtent, table)
            let image = SourceRendering.settle(chart, source: source, renderer: try SharedRenderer.get())
            XCTAssertEqual(source.queryCount, 0, "\(table): nothing to ask for")
            XCTAssertEqual(chart.data(forSeriesAt: 0).count, 0, table)
            XCTAssertEqual(image.width, Int(SourceRendering.size.width), table)
        }
    }

    /// A zoom while a query runs makes it stale: its rows never reach the chart. A small pan at
    /// the same resolution keeps it: no new query until it lands.
    func testStaleQueriesAreDroppedAndUsefulOnesKept() throws {
        let path = try signalTable(count: 300_000)
        let db = try SQLiteConnection(path: path)
        let renderer = try SharedRenderer.get()
        let (chart, source) = try SQLSourceChecks.sourceChart(db, spec: SQLSeriesSpec(table: "signal", x: "x", y: ["y"]),
                                                             x: AxisRange(min: 0, max: 3000), y: AxisRange(min: -5, max: 110))
        _ = SourceRendering.settle(chart, source: source, renderer: renderer)
        let settled = source.queryCount

        chart.xAxis.setVisibleRange(AxisRange(min: 1000, max: 1100))
        _ = renderer.render(chart, size: SourceRendering.size)
        XCTAssertTrue(source.isFetching)
        XCTAssertEqual(source.queryCount, settled + 1)
        chart.xAxis.setVisibleRange(AxisRange(min: 1001, max: 1101))
        _ = renderer.render(chart, size: SourceRendering.size)
        XCTAssertEqual(source.queryCount, settled + 1, "a 1 % pan at the same resolution keeps the query in flight")

        chart.xAxis.setVisibleRange(AxisRange(min: 1500, max: 1510))
        _ = renderer.render(chart, size: SourceRendering.size)
        XCTAssertEqual(source.queryCount, settled + 2, "a zoom sends a new query, the old one is stale")
        _ = SourceRendering.settle(chart, source: source, renderer: renderer)
        let pixels = SourceRendering.plotPixels(chart)
        XCTAssertEqual(source.coverage?.binWidth ?? 0, 10 / pixels, accuracy: 1e-12, "only the last view's rows landed")
        let data = chart.data(forSeriesAt: 0)
        XCTAssertGreaterThanOrEqual(data.x.first ?? 0, 1490 - 10 / pixels * 2)
        XCTAssertLessThanOrEqual(data.x.last ?? 0, 1520 + 10 / pixels * 2)
        XCTAssertNil(source.lastError, "a cancellation is not an error")
    }

    func testNullGapsSurviveAggregation() throws {
        // Two runs of NULLs, one wide (many pixel columns) and one a few rows long.
        let path = try signalTable(count: 200_000, extra: """
            UPDATE signal SET y = NULL WHERE x >= 700 AND x < 760;
            UPDATE signal SET y = NULL WHERE x >= 1300 AND x < 1300.05;
            """)
        let db = try SQLiteConnection(path: path)
        try SQLSourceChecks.assertSamePicture(
            db, spec: SQLSeriesSpec(table: "signal", x: "x", y: ["y"]),
            allRowsSQL: "SELECT x, y FROM signal ORDER BY x", series: 1,
            x: AxisRange(min: 0, max: 2000), y: AxisRange(min: -5, max: 110), name: "sqlite-nulls")
        let (chart, source) = try SQLSourceChecks.sourceChart(db, spec: SQLSeriesSpec(table: "signal", x: "x", y: ["y"]))
        _ = SourceRendering.settle(chart, source: source, renderer: try SharedRenderer.get())
        let data = chart.data(forSeriesAt: 0)
        let gap = data.x.indices.filter { data.y[$0].isNaN }.map { data.x[$0] }
        XCTAssertTrue(gap.contains { $0 >= 700 && $0 < 705 }, "the pixel column where the wide run starts ends with a gap: \(gap)")
        XCTAssertFalse(data.x.indices.contains { data.x[$0] > 701 && data.x[$0] < 759 && data.y[$0].isFinite },
                       "no value is drawn inside the wide run")
    }

    func testByColumnSplitsLines() throws {
        let path = try SQLiteFixture.make(for: self, """
            CREATE TABLE grouped(x REAL, g TEXT, y REAL, w REAL);
            WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < 99999)
            INSERT INTO grouped SELECT i / 10.0, CASE i % 2 WHEN 0 THEN 'a' ELSE 'b' END,
                                       (i % 2) * 100 + ((i * 7919) % 1009) / 101.0, (i % 2) * 100 + (i % 19) FROM n;
            CREATE INDEX grouped_x ON grouped(x);
            """)
        try SQLSourceChecks.assertGroupsSplitLines(try SQLiteConnection(path: path))
    }

    /// SQLite stores NaN as NULL but keeps infinities: both are gaps, never extremes (every third
    /// row of one stretch is +infinity, so each of its pixel columns would lose its true highest).
    func testInfinitiesAreGaps() throws {
        let path = try signalTable(count: 200_000, extra: """
            UPDATE signal SET y = 9e999 WHERE x >= 900 AND x < 1000 AND CAST(round(x * 100) AS INTEGER) % 3 = 0;
            UPDATE signal SET y = -9e999 WHERE x >= 1500 AND x < 1540;
            UPDATE signal SET y = 0.0 / 0.0 WHERE x >= 300 AND x < 301;
            """)
        let db = try SQLiteConnection(path: path)
        try SQLSourceChecks.assertSamePicture(
            db, spec: SQLSeriesSpec(table: "signal", x: "x", y: ["y"]),
            allRowsSQL: "SELECT x, y FROM signal ORDER BY x", series: 1,
            x: AxisRange(min: 0, max: 2000), y: AxisRange(min: -5, max: 110), name: "sqlite-infinities")
        // Every pixel column of the stretch keeps its finite highest row.
        let (chart, source) = try SQLSourceChecks.sourceChart(db, spec: SQLSeriesSpec(table: "signal", x: "x", y: ["y"]),
                                                             x: AxisRange(min: 0, max: 2000))
        _ = SourceRendering.settle(chart, source: source, renderer: try SharedRenderer.get())
        let data = chart.data(forSeriesAt: 0)
        // Whole pixel columns: from the one holding x = 905 to the one holding x = 995.
        let width = try XCTUnwrap(source.coverage?.binWidth)
        let low = (905 / width).rounded(.down) * width, high = ((995 / width).rounded(.down) + 1) * width
        let stretch = data.x.indices.filter { data.x[$0] >= low && data.x[$0] < high && data.y[$0].isFinite }
        let truth = try db.rows("""
            SELECT max(y) FROM signal WHERE x >= \(low) AND x < \(high) AND abs(y) < 9e999
            """)[0][0].double
        XCTAssertEqual(stretch.map { data.y[$0] }.max(), truth)
        XCTAssertGreaterThan(stretch.count, 3 * 25, "first, lowest and highest of each column at least")
    }

    func testNonUniqueX() throws {
        // Every x four times with different y: the pixel columns' extremes come from any of them.
        let path = try SQLiteFixture.make(for: self, """
            CREATE TABLE steps(x INTEGER, y REAL);
            WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < 99999)
            INSERT INTO steps SELECT i / 4, ((i * 7919) % 1009) / 10.0 FROM n;
            CREATE INDEX steps_x ON steps(x);
            """)
        let db = try SQLiteConnection(path: path)
        try SQLSourceChecks.assertSamePicture(
            db, spec: SQLSeriesSpec(table: "steps", x: "x", y: ["y"]),
            allRowsSQL: "SELECT x, y FROM steps ORDER BY x", series: 1,
            x: AxisRange(min: 0, max: 25_000), y: AxisRange(min: -5, max: 110), name: "sqlite-nonunique")
    }

    func testRowsPerViewBoundedByPixelsForAMillionRows() throws {
        let path = try signalTable(count: 1_000_000)
        let db = try SQLiteConnection(path: path)
        try SQLSourceChecks.assertRowsBoundedByPixels(db, spec: SQLSeriesSpec(table: "signal", x: "x", y: ["y"]),
                                                      tableRows: 1_000_000)
    }

    func testISODateTextAndEpochColumns() throws {
        let path = try SQLiteFixture.make(for: self, """
            CREATE TABLE days(day TEXT, stamp TEXT, epoch DATETIME, v REAL);
            WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < 999)
            INSERT INTO days SELECT date(1700000000 + i * 86400, 'unixepoch'),
                                    strftime('%Y-%m-%dT%H:%M:%S', 1700000000 + i * 3600, 'unixepoch'),
                                    1700000000 + i * 60, i % 17 FROM n;
            CREATE INDEX days_day ON days(day);
            """)
        let db = try SQLiteConnection(path: path)
        for (column, step, first) in [("day", 86400.0, 1699920000.0), ("stamp", 3600, 1700000000), ("epoch", 60, 1700000000)] {
            let (chart, source) = try SQLSourceChecks.sourceChart(db, spec: SQLSeriesSpec(table: "days", x: column, y: ["v"]))
            XCTAssertTrue(chart.xAxis is DateTimeAxis, "\(column) gets a date axis")
            XCTAssertEqual(source.table.xExtent?.lowerBound ?? 0, first, accuracy: 1e-3, column)
            XCTAssertEqual(source.table.xExtent?.upperBound ?? 0, first + 999 * step, accuracy: 1e-3, column)
            _ = SourceRendering.settle(chart, source: source, renderer: try SharedRenderer.get())
            let data = chart.data(forSeriesAt: 0)
            XCTAssertEqual(data.x.first ?? 0, first, accuracy: 1e-3, column)
            XCTAssertEqual(data.x.last ?? 0, first + 999 * step, accuracy: 1e-3, column)
            XCTAssertEqual(data.count, 1000, "\(column): a thousand rows fit the plot, so all come")
            XCTAssertEqual(Array(data.y.prefix(3)), [0, 1, 2], column)
        }
        XCTAssertTrue(M4Query(table: try SQLTable(spec: SQLSeriesSpec(table: "days", x: "day", y: ["v"]), connection: db),
                              binWidth: 86400, bins: 19676...19680).sql
                        .contains(#""day" >= '2023-11-15' AND "day" < '2023-11-21'"#),
                      "ISO text is compared as text, so the index on it serves")
    }

    func testErrorsNameTheSourceAndTheProblem() throws {
        let path = try signalTable(count: 10, extra: "CREATE TABLE notes(x REAL, label TEXT, t TEXT); INSERT INTO notes VALUES (1, 'a', 'soon');")
        XCTAssertThrowsError(try SQLiteConnection(path: "/nonexistent/nothing.db")) {
            XCTAssertEqual("\($0)", "/nonexistent/nothing.db: no such file")
        }
        let text = NSTemporaryDirectory() + "chartkit-not-a-db-\(UUID().uuidString).db"
        try Data(String(repeating: "this is not a database\n", count: 100).utf8).write(to: URL(fileURLWithPath: text))
        addTeardownBlock { try? FileManager.default.removeItem(atPath: text) }
        XCTAssertThrowsError(try SQLiteConnection(path: text)) {
            XCTAssertEqual("\($0)", "\(text): file is not a database")
        }
        let db = try SQLiteConnection(path: path)
        func problem(_ spec: SQLSeriesSpec) -> String {
            do {
                _ = try SQLChartSource(connection: db, spec: spec)
                return "no error"
            } catch {
                XCTAssertEqual(error.source, path)
                return error.problem
            }
        }
        XCTAssertEqual(problem(SQLSeriesSpec(table: "readings", x: "x", y: ["y"])), "no table readings")
        XCTAssertEqual(problem(SQLSeriesSpec(table: "signal", x: "time", y: ["y"])),
                       "table signal has no column time (columns: x, y, w)")
        XCTAssertEqual(problem(SQLSeriesSpec(table: "notes", x: "x", y: ["label"])),
                       "column label holds TEXT, not numbers: it cannot be a y column")
        XCTAssertEqual(problem(SQLSeriesSpec(table: "notes", x: "t", y: ["x"])),
                       "column t holds TEXT: x must be numbers, ISO dates or timestamps")
        XCTAssertEqual(problem(SQLSeriesSpec(query: "SELEC x FROM signal")), #"near "SELEC": syntax error"#)
    }

    func testIndexHintForBigTablesWithoutIndex() throws {
        let path = try SQLiteFixture.make(for: self, """
            CREATE TABLE bare(x REAL, y REAL);
            WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < 199999)
            INSERT INTO bare SELECT i, i % 7 FROM n;
            CREATE TABLE keyed(x INTEGER PRIMARY KEY, y REAL);
            INSERT INTO keyed SELECT x, y FROM bare;
            """)
        let db = try SQLiteConnection(path: path)
        XCTAssertEqual(try SQLTable(spec: SQLSeriesSpec(table: "bare", x: "x", y: ["y"]), connection: db).hint,
                       #"hint: bare has no index on x, so every view reads all ~200000 rows; CREATE INDEX "bare_x_idx" ON "bare" ("x") makes each view read only its own"#)
        XCTAssertNil(try SQLTable(spec: SQLSeriesSpec(table: "keyed", x: "x", y: ["y"]), connection: db).hint,
                     "an INTEGER PRIMARY KEY is the table's own index")
    }
}
