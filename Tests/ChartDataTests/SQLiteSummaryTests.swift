import ChartKit
import ChartTestSupport
import Foundation
import XCTest

/// The summary (`--summary`) and the first picture's single read, on SQLite.
final class SQLiteSummaryTests: XCTestCase {
    /// `count` rows of unique x (i/100) and unique y and w (a triangle wave or sawtooth plus a
    /// fraction no other row has), indexed on x.
    func uniqueTable(count: Int) throws -> SQLiteConnection {
        let path = try SQLiteFixture.make(for: self, """
            CREATE TABLE u(x REAL, y REAL, w REAL);
            WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < \(count - 1))
            INSERT INTO u SELECT i / 100.0, abs((i / 400) % 100 - 50) + ((i * 7919) % 1000003) / 1000003.0,
                                 ((i * 104729) % 1000003) / 1000003.0 + (i / 1000) % 30 + 70 FROM n;
            CREATE INDEX u_x ON u(x);
            """)
        return try SQLiteConnection(path: path, writable: true)
    }

    func testSummaryLevelsAndPictureEqualTheTable() throws {
        let db = try uniqueTable(count: 50_000)
        let spec = SQLSeriesSpec(table: "u", x: "x", y: ["y", "w"])
        let summary = try XCTUnwrap(SQLSummary.prepare(table: SQLTable(spec: spec, connection: db), connection: db).0)
        XCTAssertEqual(summary.levels.count, SQLSummary.levelCount)
        XCTAssertEqual(summary.levels[1].width, 2 * summary.levels[0].width)
        try SQLSummaryChecks.assertLevelsEqualTheTable(db, summary, label: "sqlite")
        try SQLSummaryChecks.assertSummaryPictureEqualsTheTableAtItsWidths(db, spec: spec, summary: summary, name: "sqlite-summary")
    }

    func testAppendedRowsRefreshItAndChangesInsideMakeItStale() throws {
        let db = try uniqueTable(count: 20_000)
        func run(_ sql: String) throws { _ = try db.rows(sql) }
        try SQLSummaryChecks.assertAppendsRefreshAndChangesMakeItStale(
            db, spec: SQLSeriesSpec(table: "u", x: "x", y: ["y"]), label: "sqlite",
            append: {
                try run("""
                    WITH RECURSIVE n(i) AS (SELECT 20000 UNION ALL SELECT i + 1 FROM n WHERE i < 21999)
                    INSERT INTO u SELECT i / 100.0, abs((i / 400) % 100 - 50) + ((i * 7919) % 1000003) / 1000003.0, 0 FROM n
                    """)
            },
            changesInside: [("an insert", { try run("INSERT INTO u VALUES (5.005, 1000.5, 0)") }),
                             ("an update", { try run("UPDATE u SET y = y + 0.25 WHERE x < 10") }),
                             ("a delete", { try run("DELETE FROM u WHERE x >= 20 AND x < 21") })])
    }

    func testFirstPictureIsReadOnce() throws {
        let db = try uniqueTable(count: 20_000)
        let spec = SQLSeriesSpec(table: "u", x: "x", y: ["y"])
        try SQLSummaryChecks.assertFirstPictureReadOnce(db, spec: spec, label: "sqlite")
        let summary = try SQLSummary.prepare(table: SQLTable(spec: spec, connection: db), connection: db).0
        try SQLSummaryChecks.assertFirstPictureReadOnce(db, spec: spec, summary: summary, label: "sqlite with summary")
        try SQLSummaryChecks.assertFreshSummaryAnswersTheXExtent(db, spec: spec, label: "sqlite")
        // In the process, no round trips: the column checks (3), the index hint (3), the bookkeeping,
        // the ends, and the data (the summary's bins and the table's past its boundary: 2).
        try SQLSummaryChecks.assertFreshFirstPictureStatements(db, spec: spec, expected: 10, label: "sqlite")
    }

    func testSummaryNeedsATableWithRows() throws {
        let path = try SQLiteFixture.make(for: self, "CREATE TABLE empty(x REAL, y REAL)")
        let db = try SQLiteConnection(path: path, writable: true)
        let (summary, note) = try SQLSummary.prepare(table: SQLTable(spec: SQLSeriesSpec(table: "empty", x: "x", y: ["y"]), connection: db),
                                                     connection: db)
        XCTAssertNil(summary)
        XCTAssertEqual(note, "empty has no rows to summarize yet")
        let readOnly = try SQLiteConnection(path: try SQLiteFixture.make(for: self, "CREATE TABLE t(x REAL, y REAL); INSERT INTO t VALUES (1, 2), (2, 3)"))
        XCTAssertThrowsError(try SQLSummary.prepare(table: SQLTable(spec: SQLSeriesSpec(table: "t", x: "x", y: ["y"]), connection: readOnly),
                                                    connection: readOnly)) {
            XCTAssertTrue("\($0)".contains("readonly"), "\($0)")
        }
    }
}
