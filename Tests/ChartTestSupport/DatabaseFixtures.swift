import CSQLite
import ChartKit
import Foundation
import XCTest

/// Writable SQLite files for tests (the sources open databases read-only).
public enum SQLiteFixture {
    /// A new database file in a temporary folder, filled by `sql`, removed when `test` ends.
    public static func make(for test: XCTestCase, _ sql: String) throws -> String {
        let path = NSTemporaryDirectory() + "chartkit-\(UUID().uuidString).db"
        test.addTeardownBlock { try? FileManager.default.removeItem(atPath: path) }
        var db: OpaquePointer?
        guard sqlite3_open(path, &db) == SQLITE_OK else { throw DatabaseError(source: path, problem: "cannot create") }
        defer { sqlite3_close(db) }
        var message: UnsafeMutablePointer<CChar>?
        if sqlite3_exec(db, sql, nil, nil, &message) != SQLITE_OK {
            let text = message.map { String(cString: $0) } ?? "?"
            sqlite3_free(message)
            throw DatabaseError(source: path, problem: text)
        }
        return path
    }
}

/// The test PostgreSQL server that Scripts/test starts (Scripts/with-postgres.sh).
public enum PostgresFixture {
    public static var url: String? { ProcessInfo.processInfo.environment["CHARTKIT_TEST_POSTGRES_URL"] }

    /// A connection to the test server, or a skip saying why there is none.
    public static func connect() throws -> PostgresConnection {
        guard let url else {
            throw XCTSkip("CHARTKIT_TEST_POSTGRES_URL is not set: run Scripts/test, which starts a PostgreSQL server for these tests")
        }
        return try PostgresConnection(url: url)
    }

    /// A table name no other test uses.
    public static func uniqueName(_ stem: String) -> String {
        "\(stem)_\(UUID().uuidString.prefix(8).lowercased())"
    }
}


/// The two-shard ClickHouse cluster that Scripts/with-clickhouse.sh starts (CLICKHOUSE_URL,
/// CLICKHOUSE_CLUSTER, CLICKHOUSE_SHARD_URLS).
public enum ClickHouseFixture {
    static var environment: [String: String] { ProcessInfo.processInfo.environment }
    public static var url: String? { environment["CLICKHOUSE_URL"] }
    public static var cluster: String? { environment["CLICKHOUSE_CLUSTER"] }
    public static var shardURLs: [String] { (environment["CLICKHOUSE_SHARD_URLS"] ?? "").split(separator: " ").map(String.init) }
    public static let skipReason =
        "CLICKHOUSE_URL is not set: run Scripts/test (or Scripts/with-clickhouse.sh swift test …), which starts a two-shard ClickHouse cluster for these tests"

    /// A database of its own on every shard (dropped when `test` ends): the address of it on
    /// the first server, and a connection to it on each shard.
    public static func database(for test: XCTestCase) throws -> (url: String, shards: [ClickHouseConnection]) {
        guard let url, cluster != nil, shardURLs.count == 2 else { throw XCTSkip(skipReason) }
        let name = PostgresFixture.uniqueName("chartkit")
        var shards: [ClickHouseConnection] = []
        for shard in shardURLs {
            let admin = try ClickHouseConnection(url: shard)
            _ = try admin.rows("CREATE DATABASE \(name)")
            test.addTeardownBlock { _ = try? ClickHouseConnection(url: shard).rows("DROP DATABASE IF EXISTS \(name)") }
            shards.append(try ClickHouseConnection(url: replacingDatabase(shard, with: name)))
        }
        return (replacingDatabase(url, with: name), shards)
    }

    /// Kills the second server (SIGKILL) and waits until it is dead (its sockets closed).
    public static func killShard2(pid: Int32) throws {
        let current = restartedShard2 ?? pid
        kill(current, SIGKILL)
        // Not this process's child: dead once it is a zombie or gone.
        while let stat = try? String(contentsOfFile: "/proc/\(current)/stat", encoding: .utf8),
              let close = stat.range(of: ") ", options: .backwards), !stat[close.upperBound...].hasPrefix("Z") {
            sched_yield()
        }
    }

    nonisolated(unsafe) static var restartedShard2: Int32?

    /// Starts the second server again from its config (same ports) and waits until it says it
    /// answers: the "Ready for connections" line its log gains (written once it listens).
    /// A shell starts it in the background and exits, so the server is no child of the test
    /// process (Foundation's Process would otherwise wait on it, and on no other child, while it
    /// runs); its process id goes beside the config, where Scripts/with-clickhouse.sh stops it.
    public static func restartShard2(config: String) throws {
        let folder = URL(fileURLWithPath: config).deletingLastPathComponent()
        // The log the config names (Scripts/with-clickhouse.sh writes it beside the config); the
        // first start's lines are already there, so only lines after them count.
        let log = OutputLines(folder.appendingPathComponent("server.log"))
        let linesBefore = log.lines.count
        let server = environment["CLICKHOUSE_SERVER"] ?? "/usr/sbin/clickhouse-server"
        let shell = Process()
        shell.executableURL = URL(fileURLWithPath: "/bin/sh")
        shell.arguments = ["-c", "cd \"$1\" && \"$2\" --config-file=\"$3\" </dev/null >/dev/null 2>&1 & echo $! > \"$1/restarted.pid\"",
                           "sh", folder.path, server, config]
        try shell.run()
        shell.waitUntilExit()
        guard let text = try? String(contentsOf: folder.appendingPathComponent("restarted.pid"), encoding: .utf8),
              let pid = Int32(text.trimmingCharacters(in: .whitespacesAndNewlines)) else {
            throw XCTSkip("shard 2 did not start again")
        }
        restartedShard2 = pid
        // A server that exits (its port taken meanwhile) ends the wait at once, as a failure.
        let ready = OutputLines(log.url, writerID: pid).waitFor("shard 2's \"Ready for connections\"") {
            log.lines.dropFirst(linesBefore).contains { $0.contains("Ready for connections") } ? true : nil
        }
        guard ready != nil else { throw DatabaseError(source: config, problem: "shard 2 did not start again") }
    }

    static func replacingDatabase(_ url: String, with name: String) -> String {
        guard let slash = url.range(of: "/", options: .backwards) else { return url }
        return url[..<slash.upperBound] + name
    }

    /// Makes `local` (a MergeTree table of `columns`, sorted by `sortingKey`) on every shard and
    /// `distributed` over them, then fills the shards with `rows` rows, row i on shard i % 2,
    /// each shard's share sent in one RowBinary insert (exact values). `row(i, &writer)` writes
    /// row i's values in column order.
    public static func distributedTable(_ shards: [ClickHouseConnection], url: String, local: String, distributed: String,
                                        columns: String, sortingKey: String, rows: Int,
                                        row: (Int, inout ClickHouseRowBinary) -> Void) throws {
        let database = String(url[url.range(of: "/", options: .backwards)!.upperBound...])
        for shard in shards {
            _ = try shard.rows("CREATE TABLE \(local) (\(columns)) ENGINE = MergeTree ORDER BY \(sortingKey)")
        }
        _ = try shards[0].rows(
            "CREATE TABLE \(distributed) AS \(local) ENGINE = Distributed(\(cluster!), \(database), \(local))")
        for (s, shard) in shards.enumerated() {
            var writer = ClickHouseRowBinary()
            for i in stride(from: s, to: rows, by: shards.count) { row(i, &writer) }
            try shard.insert(into: local, rowBinary: writer.data)
        }
    }
}

/// Rows in ClickHouse's RowBinary format: each value little-endian in its column's width,
/// strings as a LEB128 length and their bytes, Nullable values after a 0 (value) or 1 (NULL) byte.
public struct ClickHouseRowBinary {
    public private(set) var data = Data()

    public init() {}

    public mutating func int64(_ v: Int64) { withUnsafeBytes(of: v.littleEndian) { data.append(contentsOf: $0) } }
    public mutating func int32(_ v: Int32) { withUnsafeBytes(of: v.littleEndian) { data.append(contentsOf: $0) } }
    public mutating func uint16(_ v: UInt16) { withUnsafeBytes(of: v.littleEndian) { data.append(contentsOf: $0) } }
    public mutating func uint32(_ v: UInt32) { withUnsafeBytes(of: v.littleEndian) { data.append(contentsOf: $0) } }
    public mutating func float64(_ v: Double) { withUnsafeBytes(of: v.bitPattern.littleEndian) { data.append(contentsOf: $0) } }
    public mutating func nullableFloat64(_ v: Double?) {
        data.append(v == nil ? 1 : 0)
        if let v { float64(v) }
    }
    public mutating func string(_ s: String) {
        var n = UInt64(s.utf8.count)
        repeat {
            let low = UInt8(n & 0x7F)
            n >>= 7
            data.append(n == 0 ? low : low | 0x80)
        } while n != 0
        data.append(contentsOf: Array(s.utf8))
    }
}
