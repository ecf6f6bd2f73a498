/// The SQL a connection speaks, for the few places where SQLite and PostgreSQL differ.
public enum SQLDialect: Sendable {
    case sqlite
    case postgres

    /// `name` quoted as an identifier (a table or column name).
    public func quoted(_ name: String) -> String {
        "\"" + name.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }

    /// `text` as a string literal.
    public func literal(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "''") + "'"
    }
}
