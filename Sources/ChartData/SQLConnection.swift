/// A connection to a database that answers SQL with rows: `SQLiteConnection` or
/// `PostgresConnection`.
///
/// A connection runs one query at a time; `cancel()` may be called from any other thread and
/// makes the running query fail with a cancellation (`DatabaseError.isCancellation`).
///
/// ```swift
/// let db = try SQLiteConnection(path: "data.db")
/// let rows = try db.rows("SELECT min(time), max(time) FROM readings")
/// ```
public protocol SQLConnection: AnyObject {
    var dialect: SQLDialect { get }
    /// How errors name the source: the file, or the address without its password.
    var name: String { get }
    /// Runs `sql` and returns every row.
    func rows(_ sql: String) throws(DatabaseError) -> [[SQLValue]]
    /// The result columns' names and types of `sql`, without fetching its rows.
    func columns(of sql: String) throws(DatabaseError) -> [SQLColumn]
    /// Interrupts the query running now, if any. Safe from any thread.
    func cancel()
}

extension SQLConnection {
    func failure(_ problem: String) -> DatabaseError {
        DatabaseError(source: name, problem: problem)
    }
}

/// A result column: its name and what kind of values it holds.
public struct SQLColumn: Equatable, Sendable {
    public var name: String
    /// The column's declared type as the database spells it (`timestamptz`, `REAL`, …), or "" when
    /// it has none.
    public var declaredType: String

    public init(name: String, declaredType: String) {
        self.name = name
        self.declaredType = declaredType
    }
}
