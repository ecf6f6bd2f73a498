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
    }
}
