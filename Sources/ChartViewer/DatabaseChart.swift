import ChartKit
import Foundation

/// Charts from databases: an SQLite file or a PostgreSQL address, a table (or a query), and
/// its x, y and by columns (`--table`, `--query`, `--x`, `--y`, `--by`).
enum DatabaseChart {
    /// Whether `path` names a database: a postgres address, a file with a database suffix, or
    /// any SQLite file when `--table` or `--query` is given.
    static func isDatabase(_ path: String, options: ChartOptions) -> Bool {
        if isPostgres(path) { return true }
        let lower = path.lowercased()
        if [".db", ".sqlite", ".sqlite3", ".db3"].contains(where: lower.hasSuffix) { return true }
        guard options.table != nil || options.query != nil else { return false }
        return true
    }

    static func isPostgres(_ address: String) -> Bool {
        address.hasPrefix("postgresql://") || address.hasPrefix("postgres://")
    }

    /// The chart of a database source, its datasource attached (`SQLChartSource`); the index
    /// hint, if any, goes to standard error.
    static func make(address: String, options: ChartOptions) throws -> Chart {
        let spec: SQLSeriesSpec
        switch (options.table, options.query) {
        case (let table?, nil): spec = SQLSeriesSpec(table: table, x: options.x, y: options.yColumns, by: options.by)
        case (nil, let query?): spec = SQLSeriesSpec(query: query, x: options.x, y: options.yColumns, by: options.by)
        case (nil, nil): throw ViewerError("\(address): name a --table or give a --query")
        default: throw ViewerError("\(address): give --table or --query, not both")
        }
        let connection: SQLConnection = isPostgres(address)
            ? try PostgresConnection(url: address) : try SQLiteConnection(path: address)
        let source = try SQLChartSource(connection: connection, spec: spec)
        if let hint = source.table.hint {
            ViewerOutput.warn("\(connection.name): \(hint)")
        }
        if options.printSQL {
            // Flushed per line, so a reader of a pipe or file sees each query as it is sent.
            source.onQuery = { sql in
                print(sql)
                fflush(stdout)
            }
        }
        source.onError = { error in ViewerOutput.writeLine("\(error)") }
        let title: String
        switch spec.origin {
        case .table(let name): title = name
        case .query: title = isPostgres(address) ? "query" : ChartFactory.fileTitle(address)
        }
        let chart = Chart(title: title)
        source.attach(to: chart)
        chart.legend.isVisible = source.series.count >= 2
        if source.table.yColumns.count == 1, source.table.groups == [nil] {
            chart.yAxis.title = source.series.first?.title
        }
        return chart
    }
}
