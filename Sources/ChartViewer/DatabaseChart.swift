import ChartData
import ChartKit
import Foundation

/// Charts from databases: an SQLite file, a PostgreSQL or a ClickHouse address, a table (or a query), and
/// its x, y and by columns (`--table`, `--query`, `--x`, `--y`, `--by`).
enum DatabaseChart {
    /// Whether `path` names a database: a postgres address, a file with a database suffix or an
    /// SQLite header, or any file when `--table` or `--query` is given.
    static func isDatabase(_ path: String, options: ChartOptions) -> Bool {
        if isPostgres(path) || isClickHouse(path) { return true }
        let lower = path.lowercased()
        if [".db", ".sqlite", ".sqlite3", ".db3"].contains(where: lower.hasSuffix) { return true }
        // An SQLite file of any name, by its header.
        if TableFile.leadingBytes(of: path, count: 16) == Array("SQLite format 3\0".utf8) { return true }
        guard options.table != nil || options.query != nil else { return false }
        return true
    }

    /// The one table (or view) of an SQLite database; an error listing them when there are
    /// several, or saying there are none.
    static func onlyTable(of connection: SQLConnection, address: String) throws -> String {
        let names = try connection.rows("SELECT name FROM sqlite_master WHERE type IN ('table', 'view') "
                                        + "AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\' ORDER BY type, name").compactMap { row -> String? in
            if case .text(let name)? = row.first { return name }
            return nil
        }
        guard let first = names.first else { throw ViewerError("\(address): an SQLite database with no tables") }
        guard names.count > 1 else { return first }
        let shown = names.prefix(8).map { DataFileError.name($0) }.joined(separator: ", ") + (names.count > 8 ? ", …" : "")
        throw ViewerError("\(address): \(names.count) tables (\(shown)): name one with --table \(DataFileError.name(first)) or give a --query")
    }

    static func isPostgres(_ address: String) -> Bool {
        address.hasPrefix("postgresql://") || address.hasPrefix("postgres://")
    }

    static func isClickHouse(_ address: String) -> Bool {
        address.hasPrefix("clickhouse://")
    }

    /// The connection `address` names: a server's or an SQLite file's.
    /// `writable`: an SQLite file opened for writing (to keep a `--summary` beside its table).
    static func connect(_ address: String, writable: Bool = false) throws -> SQLConnection {
        if isPostgres(address) { return try PostgresConnection(url: address) }
        if isClickHouse(address) { return try ClickHouseConnection(url: address) }
        return try SQLiteConnection(path: address, writable: writable)
    }

    /// The chart of a database source, its datasource attached (`SQLChartSource`); the index
    /// hint, if any, goes to standard error.
    static func make(address: String, options: ChartOptions) throws -> Chart {
        var options = options
        let connection = try connect(address, writable: options.summary)
        if options.table == nil, options.query == nil, connection is SQLiteConnection {
            // An SQLite file of one table is that table, as a CSV file is; of several, one line
            // lists them and says how to pick one (as an HDF5 file's datasets are listed).
            options.table = try onlyTable(of: connection, address: address)
        }
        let relation: String
        switch (options.table, options.query) {
        case (let table?, nil): relation = connection.dialect.quoted(table)
        case (nil, let query?): relation = "(\(query)) AS chartkit_sample"
        case (nil, nil): throw ViewerError("\(address): name a --table or give a --query")
        default: throw ViewerError("\(address): give --table or --query, not both")
        }
        // The same inference as a file's, on the first rows: x, y and by as a CSV of these rows
        // would get them (what the user named wins).
        let choice = inferredChoice(connection: connection, relation: relation, options: options)
        let x = options.x ?? choice?.x
        let named = try options.yColumns
        let y = named.isEmpty ? (choice?.y ?? []) : named
        let by = options.by ?? choice?.by
        let spec: SQLSeriesSpec
        if let table = options.table {
            spec = SQLSeriesSpec(table: table, x: x, y: y, by: by)
        } else {
            spec = SQLSeriesSpec(query: options.query!, x: x, y: y, by: by)
        }
        let source: SQLChartSource
        if options.summary {
            guard options.table != nil else { throw ViewerError("\(connection.name): --summary needs a --table, not a --query") }
            let (table, summary, note) = try SQLSummary.prepare(spec: spec, connection: connection)
            source = SQLChartSource(connection: connection, table: table)
            source.summary = summary
            if let note { ViewerOutput.warn("\(connection.name): \(note)") }
        } else {
            source = try SQLChartSource(connection: connection, spec: spec)
        }
        if let hint = source.table.hint, source.summary == nil {
            ViewerOutput.warn("\(connection.name): \(hint)")
        }
        if options.printSQL {
            // Flushed per line, so a reader of a pipe or file sees each query as it is sent.
            source.onQuery = { sql in
                print(sql)
                fflush(stdout)
            }
            // Each answer as an SQL comment, so a script (or a test) sees when the rows came.
            source.onResult = { rows in
                print("-- \(rows) rows")
                fflush(stdout)
            }
        }
        source.onError = { error in ViewerOutput.writeLine("\(error)") }
        let title: String
        switch spec.origin {
        case .table(let name): title = name
        case .query: title = isPostgres(address) || isClickHouse(address) ? "query" : ChartFactory.fileTitle(address)
        }
        let chart = Chart(title: title)
        source.attach(to: chart)
        // Titles and padding as a file's chart has them (ChartFactory.makeChart(plan:)).
        if let range = chart.xAxis.explicitDefaultRange, source.table.xExtent.map({ $0.upperBound > $0.lowerBound }) == true {
            chart.xAxis.explicitDefaultRange = chart.xAxis.paddedRange(range)
        }
        chart.legend.isVisible = source.series.count >= 2
        chart.xAxis.title = source.table.spec.x ?? source.table.dialect.unquoted(source.table.xColumn)
        if source.table.yColumns.count == 1 || source.table.spec.by != nil {
            chart.yAxis.title = source.table.yColumns.map(source.table.dialect.unquoted).joined(separator: ", ")
        }
        return chart
    }

    /// Rows the inference looks at.
    static let sampleRows = 10_000

    /// The inferred choice for the first `sampleRows` rows of `relation` (nil when the sample is
    /// empty or holds nothing to draw); printed with `--explain`.
    private static func inferredChoice(connection: SQLConnection, relation: String,
                                       options: ChartOptions) -> ChartChoice? {
        // A table or query that cannot be read is reported by the database source, in its words.
        guard let columns = try? connection.columns(of: "SELECT * FROM \(relation)"),
              let rows = try? connection.rows("SELECT * FROM \(relation) LIMIT \(sampleRows)"), !rows.isEmpty else { return nil }
        var table = DataTable(columns: [], rowCount: rows.count)
        for (i, column) in columns.enumerated() {
            let cells = rows.map { i < $0.count ? $0[i] : .null }
            let isText = cells.contains { if case .text(let text) = $0 { return Double(text) == nil } else { return false } }
            if isText {
                table.textColumns[column.name] = cells.map { $0.text ?? "" }
            } else {
                table.columns.append(DataTable.Column(name: column.name, values: cells.map { $0.double ?? .nan }))
            }
            table.columnNames.append(column.name)
        }
        guard var choice = try? options.tableChoice() else { return nil }
        choice.x = options.x
        choice.y = (try? options.yColumns) ?? []
        guard let plan = try? TablePlan(table: table, choice: choice, file: connection.name, isSample: true) else { return nil }
        if options.explain {
            print(plan.inference.explanation)
            print("(from the first \(rows.count) rows)")
            fflush(stdout)
        }
        // SQL draws a real column as x; without one (row index, combined date parts) the
        // database source chooses as before.
        guard let x = plan.inference.x, table.columnNames.contains(x) else { return nil }
        // Nor can it split by several columns at once (a composite key, ChartChoice+CompositeKeys).
        guard plan.inference.by.map({ table.columnNames.contains($0) }) ?? true else { return nil }
        // Bars per named item and binned values (ChartChoice+NamedValues) are drawn from the
        // rows in hand, not from SQL series over x: the source chooses as before.
        guard plan.inference.kind != "bar", plan.inference.decision("x")?.value.hasSuffix(", binned") != true else { return nil }
        return plan.inference
    }
}
