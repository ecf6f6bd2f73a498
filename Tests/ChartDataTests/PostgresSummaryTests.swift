import ChartKit
import ChartTestSupport
import Foundation
import XCTest

/// The summary (`--summary`) and the first picture's single read, on PostgreSQL. Needs the
/// server Scripts/test starts; skipped without one.
final class PostgresSummaryTests: XCTestCase {
    /// The SQLite summary tests' table: unique x and unique y and w, indexed on x.
    static func uniqueTable(_ db: PostgresConnection, count: Int) throws -> String {
        let name = PostgresFixture.uniqueName("u")
        _ = try db.rows("""
            CREATE TABLE \(name) AS SELECT i / 100.0::float8 AS x,
                abs((i / 400) % 100 - 50) + ((i * 7919) % 1000003) / 1000003.0::float8 AS y,
                ((i * 104729) % 1000003) / 1000003.0::float8 + (i / 1000) % 30 + 70 AS w
              FROM generate_series(0::int8, \(count - 1)) AS i;
            CREATE INDEX ON \(name) (x);
            ANALYZE \(name);
            """)
        return name
    }

    func testSummaryLevelsAndPictureEqualTheTable() throws {
        let db = try PostgresFixture.connect()
        let table = try Self.uniqueTable(db, count: 50_000)
        let spec = SQLSeriesSpec(table: table, x: "x", y: ["y", "w"])
        let summary = try XCTUnwrap(SQLSummary.prepare(table: SQLTable(spec: spec, connection: db), connection: db).0)
        try SQLSummaryChecks.assertLevelsEqualTheTable(db, summary, label: "postgres")
        try SQLSummaryChecks.assertSummaryPictureEqualsTheTableAtItsWidths(db, spec: spec, summary: summary, name: "postgres-summary")
    }

    func testAppendedRowsRefreshItAndChangesInsideMakeItStale() throws {
        let db = try PostgresFixture.connect()
        let table = try Self.uniqueTable(db, count: 20_000)
        func run(_ sql: String) throws { _ = try db.rows(sql) }
        try SQLSummaryChecks.assertAppendsRefreshAndChangesMakeItStale(
            db, spec: SQLSeriesSpec(table: table, x: "x", y: ["y"]), label: "postgres",
            append: {
                try run("""
                    INSERT INTO \(table) SELECT i / 100.0, abs((i / 400) % 100 - 50) + ((i * 7919) % 1000003) / 1000003.0, 0
                      FROM generate_series(20000::int8, 21999) AS i
                    """)
            },
            changesInside: [("an insert", { try run("INSERT INTO \(table) VALUES (5.005, 1000.5, 0)") }),
                             ("an update", { try run("UPDATE \(table) SET y = y + 0.25 WHERE x < 10") }),
                             ("a delete", { try run("DELETE FROM \(table) WHERE x >= 20 AND x < 21") })])
    }

    func testFirstPictureIsReadOnce() throws {
        let db = try PostgresFixture.connect()
        let table = try Self.uniqueTable(db, count: 20_000)
        let spec = SQLSeriesSpec(table: table, x: "x", y: ["y"])
        try SQLSummaryChecks.assertFirstPictureReadOnce(db, spec: spec, label: "postgres")
        let summary = try SQLSummary.prepare(table: SQLTable(spec: spec, connection: db), connection: db).0
        try SQLSummaryChecks.assertFirstPictureReadOnce(db, spec: spec, summary: summary, label: "postgres with summary")
        try SQLSummaryChecks.assertFreshSummaryAnswersTheXExtent(db, spec: spec, label: "postgres")
        // The columns, the index hint, the bookkeeping, the ends (the triggers keep the stale mark), the data.
        try SQLSummaryChecks.assertFreshFirstPictureStatements(db, spec: spec, expected: 5, label: "postgres")
    }
}
