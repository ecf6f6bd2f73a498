import ChartData

/// A connection that counts the statements sent through it (to prove a picture is read once).
public final class CountingConnection: SQLConnection {
    public let base: SQLConnection
    /// Statements that return rows or change the database (`rows(_:)`).
    public private(set) var statements = 0
    /// Each statement, in order.
    public private(set) var sent: [String] = []
    /// `columns(of:)` calls (each a statement to the server, not in `sent`).
    public private(set) var columnQueries = 0
    /// Every statement sent through this connection: `rows(_:)` and `columns(of:)` together
    /// (round trips to a server; a connection may add its own, as PostgreSQL's type names).
    public var roundTrips: Int { statements + columnQueries }

    public init(_ base: SQLConnection) { self.base = base }

    public var dialect: SQLDialect { base.dialect }
    public var name: String { base.name }
    public func rows(_ sql: String) throws(DatabaseError) -> [[SQLValue]] {
        statements += 1
        sent.append(sql)
        return try base.rows(sql)
    }
    public func columns(of sql: String) throws(DatabaseError) -> [SQLColumn] {
        columnQueries += 1
        return try base.columns(of: sql)
    }
    public func cancel() { base.cancel() }
}
