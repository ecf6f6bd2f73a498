import Foundation

/// A `SQLSeriesSpec` checked against the database: the columns exist and hold what they should,
/// the x kind is known, the groups are listed, and whether an index serves x.
///
/// ```swift
/// let table = try SQLTable(spec: SQLSeriesSpec(table: "readings", x: "time", y: ["temp"]), connection: db)
/// table.hint   // "hint: readings has no index on time; …" for a big table without one
/// ```
public struct SQLTable: Sendable {
    public let spec: SQLSeriesSpec
    public let dialect: SQLDialect
    /// The FROM clause: the quoted table, or the query as a subquery.
    public let relation: String
    public let xColumn: String
    public let xKind: SQLXColumnKind
    public let yColumns: [String]
    public let byColumn: String?
    /// The values of `byColumn`, in order (one line per value and y column); [nil] without it.
    public let groups: [String?]
    /// The smallest and largest x, or nil for a table with no rows (or, opened with
    /// `readsXExtent: false`, until a summary or `readXExtent` answers it).
    public internal(set) var xExtent: ClosedRange<Double>?
    /// A one-line suggestion when x has no index and the table is big; nil otherwise.
    public let hint: String?

    /// Above this many rows, a table without an index on x gets a hint.
    public static let hintRowCount = 100_000
    /// At most this many `by` groups (each is a line per y column): the same for every source.
    public static let maximumGroups = SeriesLimit.maximumSeries

    /// `readsXExtent`: false leaves `xExtent` nil for `SQLSummary.prepare(spec:connection:)`
    /// to answer from the summary, since on ClickHouse the ends of x cost a scan of the column.
    public init(spec: SQLSeriesSpec, connection: SQLConnection, readsXExtent: Bool = true) throws(DatabaseError) {
        self.spec = spec
        let dialect = connection.dialect
        self.dialect = dialect
        let label: String, relation: String
        switch spec.origin {
        case .table(let name):
            relation = dialect.quoted(name)
            label = "table \(name)"
        case .query(let sql):
            relation = "(\(sql)) AS chartkit_query"
            label = "the query"
        }
        self.relation = relation
        let columns: [SQLColumn]
        do {
            switch spec.origin {
            case .table: columns = try connection.columns(of: "SELECT * FROM \(relation)")
            case .query(let sql): columns = try connection.columns(of: sql)
            }
        } catch {
            if case .table(let name) = spec.origin, !error.isCancellation,
               error.problem.contains("no such table") || error.problem.contains("does not exist")
                || error.problem.contains("doesn't exist") {
                throw DatabaseError(source: connection.name, problem: "no table \(name)")
            }
            throw error
        }
        let names = columns.map(\.name)
        func column(_ name: String) throws(DatabaseError) -> SQLColumn {
            guard let found = columns.first(where: { $0.name == name }) else {
                throw DatabaseError(source: connection.name,
                                      problem: "\(label) has no column \(name) (columns: \(names.joined(separator: ", ")))")
            }
            return found
        }
        guard let first = columns.first else {
            throw DatabaseError(source: connection.name, problem: "\(label) has no columns")
        }
        let x = try spec.x.map { name throws(DatabaseError) in try column(name) } ?? first
        let by = try spec.by.map { name throws(DatabaseError) in try column(name) }
        var ys = try spec.y.map { name throws(DatabaseError) in try column(name) }
        let quote = dialect.quoted
        func sample(_ c: SQLColumn) throws(DatabaseError) -> SQLValue {
            try connection.rows("SELECT \(quote(c.name)) FROM \(relation) WHERE \(quote(c.name)) IS NOT NULL LIMIT 1")
                .first?.first ?? .null
        }
        func isNumber(_ c: SQLColumn) throws(DatabaseError) -> Bool {
            switch dialect {
            case .postgres:
                if case .number? = SQLXColumnKind.postgres(type: c.declaredType) { return true }
                return false
            case .clickhouse:
                return ClickHouseType.isNumber(c.declaredType)
            case .sqlite:
                if case .text = try sample(c) { return false }
                return true
            }
        }
        if ys.isEmpty {
            for c in columns where c.name != x.name && c.name != by?.name {
                if try isNumber(c) { ys.append(c) }
            }
            guard !ys.isEmpty else {
                throw DatabaseError(source: connection.name, problem: "\(label) has no numeric column to draw besides \(x.name)")
            }
        }
        for c in ys where !(try isNumber(c)) {
            let type = c.declaredType.isEmpty ? "text" : c.declaredType
            throw DatabaseError(source: connection.name,
                                  problem: "column \(c.name) holds \(type), not numbers: it cannot be a y column")
        }
        let kind: SQLXColumnKind?
        switch dialect {
        case .sqlite: kind = SQLXColumnKind.sqlite(sample: try sample(x), declaredType: x.declaredType)
        case .postgres: kind = SQLXColumnKind.postgres(type: x.declaredType)
        case .clickhouse: kind = SQLXColumnKind.clickhouse(type: x.declaredType)
        }
        guard let kind else {
            let type = x.declaredType.isEmpty ? "text" : x.declaredType
            throw DatabaseError(source: connection.name,
                                  problem: "column \(x.name) holds \(type): x must be numbers, ISO dates or timestamps")
        }
        let xColumn = quote(x.name)
        self.xColumn = xColumn
        xKind = kind
        yColumns = ys.map { quote($0.name) }
        byColumn = by.map { quote($0.name) }

        if let byColumn = by.map({ quote($0.name) }) {
            let values = try connection.rows(
                "SELECT DISTINCT \(byColumn) FROM \(relation) ORDER BY 1 LIMIT \(Self.maximumGroups + 1)")
            guard values.count <= Self.maximumGroups else {
                // Counted only when refusing, for the message (one pass on the server).
                let count = try? connection.rows("SELECT count(*) FROM (SELECT DISTINCT \(byColumn) FROM \(relation)) AS keys")
                throw DatabaseError(source: connection.name,
                                    problem: SeriesLimit.tooManyKeys(by!.name, count: count?.first?.first?.double.flatMap { Int(exactly: $0) }))
            }
            groups = values.map { $0.first?.text }  // an empty row (never from a real database) is a NULL key
        } else {
            groups = [nil]
        }

        if case .table(let name) = spec.origin {
            hint = try Self.indexHint(table: name, column: x.name, connection: connection)
        } else {
            hint = nil
        }
        xExtent = nil
        if readsXExtent { xExtent = try readXExtent(connection: connection) }
    }

    /// The smallest and largest x, read from the table: both ends through the x index (ORDER BY
    /// the raw column), never a scan, where the database has one; one pass over the column on
    /// ClickHouse (a summary answers it without, `SQLSummary.prepare(spec:connection:)`).
    func readXExtent(connection: SQLConnection) throws(DatabaseError) -> ClosedRange<Double>? {
        let number = xKind.numberExpression(xColumn, dialect: dialect)
        // ClickHouse (18.16) reads a whole column for ORDER BY … LIMIT 1 anyway; min and max read
        // it once, on every shard at once.
        let ends = dialect == .clickhouse
            ? try connection.rows(xExtentSQL())
            : try connection.rows("""
            SELECT (SELECT \(number) FROM \(relation) WHERE \(xColumn) IS NOT NULL ORDER BY \(xColumn) LIMIT 1), \
            (SELECT \(number) FROM \(relation) WHERE \(xColumn) IS NOT NULL ORDER BY \(xColumn) DESC LIMIT 1)
            """)
        guard let ends = ends.first, ends.count >= 2, let low = ends[0].double, let high = ends[1].double,
              low.isFinite, high.isFinite, low <= high else { return nil }
        return low...high
    }

    /// A statement answering the smallest and largest x of the rows with x at or past `from`
    /// (nil: every row with an x), in one pass (through the index or sorting key from `from` on).
    public func xExtentSQL(from: Double? = nil) -> String {
        "SELECT \(xEndsSelection) FROM \(relation) WHERE \(xFilter(from: from))"
    }

    /// The rows with an x, at or past `from` when given (through the index or sorting key).
    func xFilter(from: Double?) -> String {
        var filter = "\(xColumn) IS NOT NULL"
        if let from { filter += " AND \(xColumn) >= \(xKind.bound(from, roundUp: false, dialect: dialect))" }
        return filter
    }

    /// The smallest and largest x, as two result columns.
    var xEndsSelection: String {
        let number = xKind.numberExpression(xColumn, dialect: dialect)
        // ClickHouse's min of no rows is 0, not NULL: the count tells.
        return dialect == .clickhouse
            ? "if(count() = 0, nan, min(\(number))), if(count() = 0, nan, max(\(number)))"
            : "min(\(number)), max(\(number))"
    }

    private static func indexHint(table: String, column: String, connection: SQLConnection) throws(DatabaseError) -> String? {
        let d = connection.dialect
        // A MergeTree table's sorting key is its index, fixed when the table was made: no hint.
        if d == .clickhouse { return nil }
        let indexed: Bool
        let rows: Double
        switch d {
        case .sqlite:
            let found = try connection.rows("""
                SELECT count(*) FROM pragma_index_list(\(d.literal(table))) AS l, pragma_index_info(l.name) AS i \
                WHERE i.seqno = 0 AND i.name = \(d.literal(column))
                """)
            let rowid = try connection.rows("""
                SELECT count(*) FROM pragma_table_info(\(d.literal(table))) \
                WHERE pk = 1 AND name = \(d.literal(column)) AND upper(type) = 'INTEGER'
                """)
            indexed = (found.first?.first?.double ?? 0) > 0 || (rowid.first?.first?.double ?? 0) > 0
            rows = (try? connection.rows("SELECT max(rowid) FROM \(d.quoted(table))"))?.first?.first?.double ?? 0
        case .postgres:
            // One round trip for both: each is one on the first picture's path.
            let found = try connection.rows("""
                SELECT (SELECT count(*) FROM pg_index i JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = i.indkey[0] \
                WHERE i.indrelid = to_regclass(\(d.literal(d.quoted(table)))) AND a.attname = \(d.literal(column))), \
                (SELECT reltuples::float8 FROM pg_class WHERE oid = to_regclass(\(d.literal(d.quoted(table)))))
                """).first ?? []
            indexed = (found.first?.double ?? 0) > 0
            rows = found.count > 1 ? found[1].double ?? 0 : 0
        case .clickhouse:
            return nil
        }
        guard !indexed, rows > Double(hintRowCount), rows < 1e18 else { return nil }
        return "hint: \(table) has no index on \(column), so every view reads all ~\(Int(rows)) rows; "
            + "CREATE INDEX \(d.quoted("\(table)_\(column)_idx")) ON \(d.quoted(table)) (\(d.quoted(column))) "
            + "makes each view read only its own"
    }
}
