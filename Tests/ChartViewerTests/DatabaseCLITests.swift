import ChartKit
import ChartTestSupport
import Foundation
import XCTest

/// `chartview render` on databases: a picture from a table, the query printed, one line per error.
final class DatabaseCLITests: XCTestCase {
    private var chartview: String { CommandRunner.product("chartview") }
    private var database: String!
    private var output: String!

    override func setUpWithError() throws {
        try XCTSkipUnless(FileManager.default.isExecutableFile(atPath: chartview),
                          "chartview is not built beside the tests (run `swift build --build-tests` first)")
        database = try SQLiteFixture.make(for: self, """
            CREATE TABLE readings(time TEXT, sensor TEXT, temp REAL, humidity REAL, note TEXT);
            WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < 49999)
            INSERT INTO readings SELECT strftime('%Y-%m-%d %H:%M:%S', 1700000000 + i * 60, 'unixepoch'),
                CASE i % 2 WHEN 0 THEN 'roof' ELSE 'cellar' END, ((i * 7919) % 1009) / 100.0 + (i % 2) * 20,
                CASE WHEN (i / 3000) % 5 = 2 THEN NULL ELSE 50 + (i / 500) % 20 END, 'ok' FROM n;
            CREATE INDEX readings_time ON readings(time);
            """)
        output = NSTemporaryDirectory() + "chartview-db-\(UUID().uuidString).png"
    }

    override func tearDown() {
        if let database { try? FileManager.default.removeItem(atPath: database) }
        if let output { try? FileManager.default.removeItem(atPath: output) }
    }

    func testRendersATableByGroupAndPrintsTheQuery() throws {
        let result = try CommandRunner.run(chartview, ["render", database, "--table", "readings", "--x", "time",
                                                       "--y", "temp,humidity", "--by", "sensor", "--print-sql",
                                                       "-o", output, "--size", "700x400", "--scale", "2", "--theme", "dark"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stderr, "")
        let printed = result.stdout.split(separator: "\n")
        let queries = printed.filter { !$0.hasPrefix("-- ") }
        XCTAssertFalse(queries.isEmpty)
        let answers = printed.filter { $0.hasPrefix("-- ") && $0.hasSuffix(" rows") }.count
        XCTAssertTrue((1...queries.count).contains(answers), "an answer taken in prints `-- N rows`: \(result.stdout)")
        XCTAssertTrue(queries.allSatisfy { $0.hasPrefix("WITH s AS (SELECT CAST(\"sensor\" AS TEXT) AS g") }, result.stdout)
        XCTAssertTrue(queries[0].contains(#"WHERE "time" >= '"#), "the x range is compared on the raw, indexed column")
        let image = try PNGReader.read(output)
        XCTAssertEqual(image.width, 1400)
        XCTAssertEqual(image.height, 800)
        PixelAssertions.keep(image, name: "chartview-sqlite-by-sensor")
    }

    /// `--summary`: built on the first render (the summary read is what --print-sql shows first),
    /// used as it is by the next, rebuilt with a note once a row changed inside it; with
    /// `--query` it is one line.
    func testSummaryIsBuiltOnceUsedAndRebuiltWhenStale() throws {
        let arguments = ["render", database!, "--table", "readings", "--x", "time", "--y", "temp", "--summary",
                         "--print-sql", "-o", output!, "--size", "700x400"]
        for run in ["first", "second"] {
            let result = try CommandRunner.run(chartview, arguments)
            XCTAssertEqual(result.status, 0, result.stderr)
            XCTAssertEqual(result.stderr, "", run)
            XCTAssertTrue(result.stdout.hasPrefix("SELECT g, k, n, fx, fy0, lx, ly0, lox0"), "\(run): \(result.stdout)")
        }
        let image = try PNGReader.read(output)
        PixelAssertions.keep(image, name: "chartview-sqlite-summary")
        let db = try SQLiteConnection(path: database, writable: true)
        _ = try db.rows("UPDATE readings SET temp = temp + 1 WHERE rowid = 10")
        let rebuilt = try CommandRunner.run(chartview, arguments)
        XCTAssertEqual(rebuilt.status, 0, rebuilt.stderr)
        XCTAssertEqual(rebuilt.stderr, "chartview: \(database!): summary of readings was stale (rows changed inside its range): rebuilt\n")
        let query = try CommandRunner.run(chartview, ["render", database!, "--query", "SELECT time, temp FROM readings", "--summary", "-o", output!])
        XCTAssertEqual(query.status, 1)
        XCTAssertEqual(query.stderr, "chartview: \(database!): --summary needs a --table, not a --query\n")
    }

    func testErrorsAreOneLineNamingTheSource() throws {
        let cases: [([String], String)] = [
            (["--table", "nothing"], "chartview: \(database!): no table nothing\n"),
            (["--table", "readings", "--x", "when"],
             "chartview: \(database!): table readings has no column when (columns: time, sensor, temp, humidity, note)\n"),
            (["--table", "readings", "--x", "time", "--y", "note"],
             "chartview: \(database!): column note holds TEXT, not numbers: it cannot be a y column\n"),
            (["--table", "readings", "--query", "SELECT 1"], "chartview: \(database!): give --table or --query, not both\n"),
        ]
        for (arguments, message) in cases {
            let result = try CommandRunner.run(chartview, ["render", database, "-o", output] + arguments)
            XCTAssertEqual(result.status, 1, "\(arguments)")
            XCTAssertEqual(result.stderr, message, "\(arguments)")
        }
        let missing = try CommandRunner.run(chartview, ["render", "/nonexistent/data.db", "--table", "t", "-o", output])
        XCTAssertEqual(missing.stderr, "chartview: /nonexistent/data.db: no such file\n")
        let unreachable = try CommandRunner.run(chartview, ["render", "postgresql://nobody@127.0.0.1:1/none", "--table", "t", "-o", output])
        XCTAssertEqual(unreachable.status, 1)
        XCTAssertTrue(unreachable.stderr.hasPrefix("chartview: postgresql://nobody@127.0.0.1:1/none: cannot connect ("),
                      unreachable.stderr)
        XCTAssertEqual(unreachable.stderr.filter { $0 == "\n" }.count, 1, "one line")
        XCTAssertFalse(FileManager.default.fileExists(atPath: output))
    }

    /// An SQLite file of one table is drawn as that table without --table, whatever its name;
    /// one of several lists them in one line with how to pick one.
    func testAnSQLiteFileOfOneTableIsThatTable() throws {
        let copy = FileManager.default.temporaryDirectory.appendingPathComponent("readings-\(UUID().uuidString).data").path
        try FileManager.default.copyItem(atPath: database, toPath: copy)
        defer { try? FileManager.default.removeItem(atPath: copy) }
        for path in [database!, copy] {
            try? FileManager.default.removeItem(atPath: output)
            let drawn = try CommandRunner.run(chartview, ["render", path, "-o", output])
            XCTAssertEqual(drawn.status, 0, drawn.stderr)
            XCTAssertGreaterThan(try PNGReader.read(output).width, 0, "\(path) drew its table")
        }
        let db = try SQLiteConnection(path: database, writable: true)
        _ = try db.rows("CREATE TABLE events(t REAL, n REAL)")
        let several = try CommandRunner.run(chartview, ["render", database, "-o", output])
        XCTAssertEqual(several.status, 1)
        XCTAssertEqual(several.stderr, "chartview: \(database!): 2 tables (events, readings): name one with --table events or give a --query\n")
    }

    func testQueryOptionOnPostgres() throws {
        guard let url = PostgresFixture.url else {
            throw XCTSkip("CHARTKIT_TEST_POSTGRES_URL is not set: run Scripts/test, which starts a PostgreSQL server for these tests")
        }
        let db = try PostgresFixture.connect()
        let table = PostgresFixture.uniqueName("cli")
        _ = try db.rows("""
            CREATE TABLE \(table) AS SELECT to_timestamp(1700000000 + i * 60) AS t, (i % 97)::float8 AS v, i % 3 AS run
              FROM generate_series(0, 99999) AS i;
            CREATE INDEX ON \(table) (t);
            """)
        let result = try CommandRunner.run(chartview, ["render", url, "--query", "SELECT t, v FROM \(table) WHERE run = 1",
                                                       "--print-sql", "-o", output, "--size", "600x300"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.hasPrefix("SELECT g, k, n,"), result.stdout)
        XCTAssertTrue(result.stdout.contains("FROM (SELECT t, v FROM \(table) WHERE run = 1) AS chartkit_query WHERE \"t\" >= to_timestamp("),
                      result.stdout)
        XCTAssertEqual(try PNGReader.read(output).width, 600)
    }

    /// A ClickHouse distributed table: the picture, the M4 query (argMin/argMax per pixel
    /// column) printed, and errors as one line without the password.
    func testClickHouseTableQueryAndErrors() throws {
        let (url, shards) = try ClickHouseFixture.database(for: self)
        try ClickHouseFixture.distributedTable(shards, url: url, local: "cli_local", distributed: "cli",
                                               columns: "t DateTime, v Float64, run Int32", sortingKey: "t", rows: 100_000) { i, row in
            row.uint32(UInt32(1_700_000_000 + i * 60))
            row.float64(Double(i % 97))
            row.int32(Int32(i % 3))
        }
        let table = try CommandRunner.run(chartview, ["render", url, "--table", "cli", "--x", "t", "--y", "v", "--by", "run",
                                                      "--print-sql", "-o", output, "--size", "700x350"])
        XCTAssertEqual(table.status, 0, table.stderr)
        XCTAssertTrue(table.stdout.hasPrefix("SELECT g, toInt64(floor(x / reinterpretAsFloat64(unhex('"), table.stdout)
        XCTAssertTrue(table.stdout.contains("argMin(y0, x)"), table.stdout)
        XCTAssertTrue(table.stdout.contains(#"WHERE "t" >= toDateTime(toUInt32("#), "the raw sorting-key column is compared")
        XCTAssertEqual(try PNGReader.read(output).width, 700)
        PixelAssertions.keep(try PNGReader.read(output), name: "chartview-clickhouse-by-run")

        let query = try CommandRunner.run(chartview, ["render", url, "--query", "SELECT t, v FROM cli WHERE run = 1",
                                                      "--print-sql", "-o", output, "--size", "600x300"])
        XCTAssertEqual(query.status, 0, query.stderr)
        XCTAssertTrue(query.stdout.contains("FROM (SELECT t, v FROM cli WHERE run = 1) AS chartkit_query WHERE"), query.stdout)

        let withPassword = url.replacingOccurrences(of: "clickhouse://", with: "clickhouse://default:hunter2@")
        for (arguments, message) in [
            ([url, "--table", "nothing"], "chartview: \(url): no table nothing\n"),
            ([url, "--table", "cli", "--x", "when"], "chartview: \(url): table cli has no column when (columns: t, v, run)\n"),
            (["clickhouse://u:hunter2@127.0.0.1:1/db", "--table", "t"],
             "chartview: clickhouse://u:***@127.0.0.1:1/db: cannot connect (connection refused)\n"),
            ([withPassword, "--table", "nothing"],
             "chartview: \(url.replacingOccurrences(of: "clickhouse://", with: "clickhouse://default:***@")): cannot connect (the server refused the user or password (HTTP 401))\n"),
        ] {
            let result = try CommandRunner.run(chartview, ["render"] + arguments + ["-o", output])
            XCTAssertEqual(result.status, 1, "\(arguments)")
            XCTAssertEqual(result.stderr, message, "\(arguments)")
            XCTAssertFalse(result.stderr.contains("hunter2"))
        }
    }
}
