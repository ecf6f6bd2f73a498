import CSQLite
import Foundation

/// A connection to an SQLite database file (the system's libsqlite3): read-only, unless opened
/// `writable` to keep a summary beside a table (`SQLSummary`).
///
/// ```swift
/// let db = try SQLiteConnection(path: "readings.db")
/// let source = try SQLChartSource(connection: db, table: "readings", x: "time", y: ["temp"])
/// ```
public final class SQLiteConnection: SQLConnection {
    public let dialect = SQLDialect.sqlite
    public let name: String
    private var db: OpaquePointer?
    /// Guards `db` against `cancel()` racing `deinit`.
    private let lock = NSLock()

    /// Opens `path` read-only (`writable`: read-write, never creating it); a missing file or one
    /// that is not a database is an error.
    public init(path: String, writable: Bool = false) throws(DatabaseError) {
        name = path
        guard FileManager.default.fileExists(atPath: path) else {
            throw DatabaseError(source: path, problem: "no such file")
        }
        // SQLite's own open() would block on a FIFO; a device or folder is no database.
        do {
            try FileOpening.checkRegularFile(path)
        } catch {
            throw DatabaseError(source: path, problem: "cannot open the database (\(error.reason))")
        }
        var handle: OpaquePointer?
        let status = sqlite3_open_v2(path, &handle, (writable ? SQLITE_OPEN_READWRITE : SQLITE_OPEN_READONLY) | SQLITE_OPEN_FULLMUTEX, nil)
        guard status == SQLITE_OK, let handle else {
            let message = handle.map { String(cString: sqlite3_errmsg($0)) } ?? "out of memory"
            sqlite3_close(handle)
            throw DatabaseError(source: path, problem: "cannot open the database (\(message))")
        }
        db = handle
        // Reading the schema proves it is a database at all ("file is not a database" otherwise).
        _ = try rows("SELECT count(*) FROM sqlite_master")
    }

    deinit {
        lock.lock()
        sqlite3_close_v2(db)
        db = nil
        lock.unlock()
    }

    public func cancel() {
        lock.lock()
        if let db { sqlite3_interrupt(db) }
        lock.unlock()
    }

    public func rows(_ sql: String) throws(DatabaseError) -> [[SQLValue]] {
        let statement = try prepare(sql)
        defer { sqlite3_finalize(statement) }
        let columns = Int(sqlite3_column_count(statement))
        var result: [[SQLValue]] = []
        while true {
            let status = sqlite3_step(statement)
            if status == SQLITE_DONE { break }
            guard status == SQLITE_ROW else { throw error(status) }
            var row: [SQLValue] = []
            row.reserveCapacity(columns)
            for i in 0..<Int32(columns) {
                switch sqlite3_column_type(statement, i) {
                case SQLITE_NULL: row.append(.null)
                case SQLITE_INTEGER, SQLITE_FLOAT: row.append(.number(sqlite3_column_double(statement, i)))
                default:
                    if let text = sqlite3_column_text(statement, i) {
                        row.append(.text(String(cString: text)))
                    } else {
                        row.append(.null)
                    }
                }
            }
            result.append(row)
        }
        return result
    }

    public func columns(of sql: String) throws(DatabaseError) -> [SQLColumn] {
        let statement = try prepare(sql)
        defer { sqlite3_finalize(statement) }
        return (0..<sqlite3_column_count(statement)).map { i in
            SQLColumn(name: sqlite3_column_name(statement, i).map { String(cString: $0) } ?? "column \(i + 1)",
                      declaredType: sqlite3_column_decltype(statement, i).map { String(cString: $0) } ?? "")
        }
    }

    private func prepare(_ sql: String) throws(DatabaseError) -> OpaquePointer {
        var statement: OpaquePointer?
        let status = sqlite3_prepare_v2(db, sql, -1, &statement, nil)
        guard status == SQLITE_OK, let statement else {
            sqlite3_finalize(statement)
            throw error(status)
        }
        return statement
    }

    private func error(_ status: Int32) -> DatabaseError {
        if status == SQLITE_INTERRUPT {
            return DatabaseError(source: name, problem: "query cancelled", isCancellation: true)
        }
        return failure(String(cString: sqlite3_errmsg(db)))
    }
}
