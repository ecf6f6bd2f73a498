import ChartData
import ChartTestSupport
import Foundation
import XCTest

/// PostgreSQL results that broke the one-line rule or trapped (issue #22): a notice raised
/// before an error (libpq printed it to stderr on its own, a line before chartview's one error
/// line), and float8 'NaN' in x (its M4 bin is NaN, and Int64(NaN) trapped; found by the sql
/// fuzz target). Needs the test server (Scripts/test).
final class PostgresNoticeTests: XCTestCase {
    func testNaNInXIsSkippedNotATrap() throws {
        let chartview = CommandRunner.product("chartview")
        try XCTSkipUnless(FileManager.default.isExecutableFile(atPath: chartview), "chartview is not built beside the tests")
        let db = try PostgresFixture.connect()
        let table = PostgresFixture.uniqueName("nanx")
        _ = try db.rows("CREATE TABLE \(table) AS SELECT (CASE WHEN i = 5 THEN 'NaN'::float8 ELSE i::float8 END) AS t, i::float8 AS v FROM generate_series(1, 50) AS i")
        defer { _ = try? db.rows("DROP TABLE \(table)") }
        let scratch = try ScratchFolder("pg-nan")
        let result = try CommandRunner.run(chartview, ["render", PostgresFixture.url!, "--table", table, "-o", scratch.path("x.png")])
        XCTAssertEqual(result.status, 0, result.stderr)
    }

    func testANoticeBeforeAnErrorLeavesOneLine() throws {
        let chartview = CommandRunner.product("chartview")
        try XCTSkipUnless(FileManager.default.isExecutableFile(atPath: chartview), "chartview is not built beside the tests")
        let db = try PostgresFixture.connect()
        let url = PostgresFixture.url!
        let function = PostgresFixture.uniqueName("notice")
        _ = try db.rows("""
            CREATE FUNCTION \(function)(x float8) RETURNS float8 AS $$
            BEGIN RAISE NOTICE 'noticed %', x; RETURN 1 / (x - x); END $$ LANGUAGE plpgsql;
            """)
        defer { _ = try? db.rows("DROP FUNCTION \(function)(float8)") }
        let scratch = try ScratchFolder("pg-notice")
        let result = try CommandRunner.run(chartview, ["render", url, "--query", "SELECT i::float8 AS t, \(function)(i) AS v FROM generate_series(1, 3) AS i",
                                                       "-o", scratch.path("x.png")])
        XCTAssertEqual(result.status, 1, result.stderr)
        XCTAssertEqual(result.stderr.filter { $0 == "\n" }.count, 1, result.stderr)
        XCTAssertFalse(result.stderr.contains("NOTICE"), result.stderr)
    }
}
