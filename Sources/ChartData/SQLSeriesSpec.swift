/// What to chart from a database: a table (or a query's result), its x column, the y columns to
/// draw as lines and an optional column whose values split the rows into one line each.
///
/// ```swift
/// let spec = SQLSeriesSpec(table: "readings", x: "time", y: ["temp", "humidity"], by: "sensor")
/// let custom = SQLSeriesSpec(query: "SELECT time, temp FROM readings WHERE sensor = 'roof'")
/// ```
public struct SQLSeriesSpec: Equatable, Sendable {
    /// Where the rows come from.
    public enum Origin: Equatable, Sendable {
        case table(String)
        /// Any SELECT; the M4 query wraps it as a subquery (PostgreSQL pushes the x range into
        /// it, so an index under it still serves).
        case query(String)
    }

    public var origin: Origin
    /// The x column; nil: the first column.
    public var x: String?
    /// The y columns; empty: every other numeric column.
    public var y: [String]
    /// Rows are split into one line per value of this column.
    public var by: String?

    public init(table: String, x: String? = nil, y: [String] = [], by: String? = nil) {
        self.init(origin: .table(table), x: x, y: y, by: by)
    }

    public init(query: String, x: String? = nil, y: [String] = [], by: String? = nil) {
        self.init(origin: .query(query), x: x, y: y, by: by)
    }

    public init(origin: Origin, x: String?, y: [String], by: String?) {
        self.origin = origin
        self.x = x
        self.y = y
        self.by = by
    }
}
