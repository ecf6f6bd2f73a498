/// The SQL a connection speaks, for the few places where SQLite, PostgreSQL and ClickHouse differ.
public enum SQLDialect: Sendable {
    case sqlite
    case postgres
    /// ClickHouse over its HTTP interface (`ClickHouseConnection`).
    case clickhouse

    /// `name` quoted as an identifier (a table or column name). ClickHouse reads `"` inside double
    /// quotes escaped by a backslash, the others doubled; a plain name reads the same in all three.
    public func quoted(_ name: String) -> String {
        switch self {
        case .clickhouse:
            return "\"" + Self.backslashEscaped(name, quote: "\"") + "\""
        case .sqlite, .postgres:
            return "\"" + name.replacingOccurrences(of: "\"", with: "\"\"") + "\""
        }
    }

    /// A name quoted by `quoted(_:)`, as it was (by Unicode scalars: a combining mark after a
    /// quote or backslash must not hide it).
    public func unquoted(_ quoted: String) -> String {
        let scalars = Array(quoted.unicodeScalars)
        guard scalars.count >= 2, scalars.first == "\"", scalars.last == "\"" else { return quoted }
        let inner = scalars[1..<(scalars.count - 1)]
        var out = String.UnicodeScalarView()
        var pending = false
        for c in inner {
            switch self {
            case .clickhouse:
                if pending || c != "\\" { out.append(c); pending = false } else { pending = true }
            case .sqlite, .postgres:
                // "" is one quote.
                if c == "\"" && !pending { pending = true; continue }
                out.append(c)
                pending = false
            }
        }
        return String(out)
    }

    /// `text` as a string literal (ClickHouse reads backslash escapes inside one).
    public func literal(_ text: String) -> String {
        switch self {
        case .clickhouse:
            return "'" + Self.backslashEscaped(text, quote: "'") + "'"
        case .sqlite, .postgres:
            return "'" + text.replacingOccurrences(of: "'", with: "''") + "'"
        }
    }

    /// `text` with a backslash before each backslash and `quote`, by Unicode scalars (a combining
    /// mark after either must not hide it, as a comparison by Characters would).
    private static func backslashEscaped(_ text: String, quote: Unicode.Scalar) -> String {
        var out = String.UnicodeScalarView()
        for c in text.unicodeScalars {
            if c == "\\" || c == quote { out.append("\\") }
            out.append(c)
        }
        return String(out)
    }
}
