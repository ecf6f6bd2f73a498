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

