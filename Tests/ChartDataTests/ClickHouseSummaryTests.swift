@testable import ChartData
import ChartKit
import ChartTestSupport
import Foundation
import XCTest

/// The summary (`--summary`) and the first picture's single read, on the two-shard ClickHouse
/// cluster (Scripts/with-clickhouse.sh): the summary is kept on the server the address names,
/// beside the `Distributed` table. Skipped without a cluster.
final class ClickHouseSummaryTests: XCTestCase {
    static func row(_ i: Int, _ writer: inout ClickHouseRowBinary) {
        writer.float64(Double(i) / 100)
        writer.float64(Double(abs((i / 400) % 100 - 50)) + Double((i * 7919) % 1_000_003) / 1_000_003)
        writer.float64(Double((i * 104_729) % 1_000_003) / 1_000_003 + Double((i / 1000) % 30) + 70)
    }

    /// The SQLite summary tests' table, distributed over both shards.
    func uniqueTable(count: Int) throws -> (ClickHouseConnection, [ClickHouseConnection]) {
        let (url, shards) = try ClickHouseFixture.database(for: self)
        try ClickHouseFixture.distributedTable(shards, url: url, local: "u_local", distributed: "u",
                                               columns: "x Float64, y Float64, w Float64", sortingKey: "x", rows: count) { i, row in
            Self.row(i, &row)
        }
        return (try ClickHouseConnection(url: url), shards)
    }

    func testSummaryLevelsAndPictureEqualTheTable() throws {
        let (db, _) = try uniqueTable(count: 50_000)
        let spec = SQLSeriesSpec(table: "u", x: "x", y: ["y", "w"])
        let summary = try XCTUnwrap(SQLSummary.prepare(table: SQLTable(spec: spec, connection: db), connection: db).0)
        try SQLSummaryChecks.assertLevelsEqualTheTable(db, summary, label: "clickhouse")
        try SQLSummaryChecks.assertSummaryPictureEqualsTheTableAtItsWidths(db, spec: spec, summary: summary, name: "clickhouse-summary")
    }

    func testAppendedRowsRefreshItAndChangesInsideMakeItStale() throws {
        let (db, shards) = try uniqueTable(count: 20_000)
        func insert(_ rows: Range<Int>, shard: Int) throws {
            var writer = ClickHouseRowBinary()
            for i in rows { Self.row(i, &writer) }
            try shards[shard].insert(into: "u_local", rowBinary: writer.data)
        }
        try SQLSummaryChecks.assertAppendsRefreshAndChangesMakeItStale(
            db, spec: SQLSeriesSpec(table: "u", x: "x", y: ["y"]), label: "clickhouse",
            append: { try insert(20_000..<22_000, shard: 1) },
            changesInside: [("an insert", {
                var writer = ClickHouseRowBinary()
                writer.float64(5.005)
                writer.float64(1000.5)
                writer.float64(0)
                try shards[0].insert(into: "u_local", rowBinary: writer.data)
            })])
    }

    func testFirstPictureIsReadOnce() throws {
        let (db, _) = try uniqueTable(count: 20_000)
        let spec = SQLSeriesSpec(table: "u", x: "x", y: ["y"])
        try SQLSummaryChecks.assertFirstPictureReadOnce(db, spec: spec, label: "clickhouse")
        let summary = try SQLSummary.prepare(table: SQLTable(spec: spec, connection: db), connection: db).0
        try SQLSummaryChecks.assertFirstPictureReadOnce(db, spec: spec, summary: summary, label: "clickhouse with summary")
        try SQLSummaryChecks.assertFreshSummaryAnswersTheXExtent(db, spec: spec, label: "clickhouse")
        // The columns, the bookkeeping with the table's engine, the ends with the staleness
        // count from the shards' parts, the data: four round trips.
        try SQLSummaryChecks.assertFreshFirstPictureStatements(db, spec: spec, expected: 4, label: "clickhouse")
    }

    /// The staleness count reads the parts' metadata (`system.parts`) of a MergeTree table on the
    /// server itself, not a column of every row; a row inserted below the boundary still makes
    /// the summary stale, and rows appended past it do not.
    func testPlainMergeTreeTableIsCountedFromItsParts() throws {
        let (_, shards) = try ClickHouseFixture.database(for: self)
        let db = shards[0]
        _ = try db.rows("CREATE TABLE m (x Float64, y Float64, w Float64) ENGINE = MergeTree ORDER BY x")
        func insert(_ rows: Range<Int>) throws {
            var writer = ClickHouseRowBinary()
            for i in rows { Self.row(i, &writer) }
            try db.insert(into: "m", rowBinary: writer.data)
        }
        try insert(0..<5_000)
        let spec = SQLSeriesSpec(table: "m", x: "x", y: ["y"])
        let table = try SQLTable(spec: spec, connection: db)
        let built = try XCTUnwrap(SQLSummary.prepare(table: table, connection: db).0)
        let counting = CountingConnection(db)
        guard case .fresh(let opened) = try SQLSummary.open(table: table, connection: counting) else {
            return XCTFail("a new summary is fresh")
        }
        XCTAssertEqual(opened.levels, built.levels)
        XCTAssertEqual(counting.statements, 2, "the bookkeeping, then one statement for the count and the ends: \(counting.sent)")
        XCTAssertTrue(counting.sent.last?.contains("FROM system.parts") == true, counting.sent.last ?? "")
        XCTAssertFalse(counting.sent.contains { $0.contains("count() FROM \(table.relation)") }, "no count() over the table")
        XCTAssertEqual(opened.ends?.x, table.xExtent)
        XCTAssertEqual(opened.ends?.y, try table.yExtent(connection: db))
        try insert(5_000..<5_100)
        guard case .fresh = try SQLSummary.open(table: SQLTable(spec: spec, connection: db), connection: db) else {
            return XCTFail("rows appended past the boundary leave it fresh")
        }
        var writer = ClickHouseRowBinary()
        writer.float64(5.005)
        writer.float64(1000.5)
        writer.float64(0)
        try db.insert(into: "m", rowBinary: writer.data)
        guard case .stale = try SQLSummary.open(table: SQLTable(spec: spec, connection: db), connection: db) else {
            return XCTFail("a row inserted below the boundary makes it stale")
        }
    }

    /// How the row total is read, from `system.tables.engine_full`: a Distributed table's local
    /// table's parts on every shard, a MergeTree-family table's own parts, anything else counted.
    func testRowTotalFollowsTheEngine() {
        typealias Total = SQLSummary.RowTotal
        XCTAssertEqual(Total(engineFull: "Distributed(two, db1, u_local)", table: "u"),
                       .clusterParts(cluster: "two", database: "db1", table: "u_local"))
        XCTAssertEqual(Total(engineFull: "Distributed('two', 'db1', 'u_local', rand())", table: "u"),
                       .clusterParts(cluster: "two", database: "db1", table: "u_local"))
        XCTAssertEqual(Total(engineFull: "MergeTree ORDER BY x SETTINGS index_granularity = 8192", table: "m"), .parts(table: "m"))
        XCTAssertEqual(Total(engineFull: "ReplicatedReplacingMergeTree('/t', 'r1', v) ORDER BY x", table: "m"), .parts(table: "m"))
        // An argument that is an expression, not a name, and engines without parts are counted.
        XCTAssertEqual(Total(engineFull: "Distributed(two, currentDatabase(), u_local)", table: "u"), .counted)
        XCTAssertEqual(Total(engineFull: "Log", table: "l"), .counted)
        XCTAssertEqual(Total(engineFull: "Merge(db1, '^u')", table: "u"), .counted)
        XCTAssertEqual(Total(engineFull: nil, table: "v"), .counted)
    }
}
