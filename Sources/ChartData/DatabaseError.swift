/// A database failed (SQLite, PostgreSQL, a query of `SQLChartSource`): which source, and what
/// went wrong, in one line. Binary files have their own error, `BinaryFileError`.
///
/// ```swift
/// do { _ = try SQLiteConnection(path: "missing.db") }
/// catch { print(error) }   // "missing.db: cannot open the database (unable to open database file)"
/// ```
public struct DatabaseError: Error, Equatable, CustomStringConvertible, Sendable {
    /// The database file or connection address (without a password).
    public var source: String
    /// What went wrong, in words.
    public var problem: String
    /// True when the query was cancelled because the view moved on (not a failure to report).
    public var isCancellation: Bool

    public init(source: String, problem: String, isCancellation: Bool = false) {
        self.source = source
        self.problem = problem
        self.isCancellation = isCancellation
    }

    /// One line: names and messages from the database are escaped (`OneLineText`).
    public var description: String { OneLineText.escaped("\(source): \(problem)") }
}

/// The former name of `DatabaseError`.
@available(*, deprecated, renamed: "DatabaseError")
public typealias DataSourceError = DatabaseError
