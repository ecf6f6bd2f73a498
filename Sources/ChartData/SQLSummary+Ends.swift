import Foundation

/// Opening a summary in one round trip after its bookkeeping: the table's ends (x and y) and,
/// on ClickHouse, the staleness count come from one statement, `UNION ALL` of
/// - the finest level's bins below the boundary (a few thousand summary rows),
/// - the table's rows past the boundary, through the x index or sorting key (at most one bin),
/// - on ClickHouse, the table's row total from its parts' metadata (`system.parts`, through
///   `cluster(…)` for a `Distributed` table: no column is read), instead of `count()`, which
///   18.16 answers by reading a column of every row (0.1 s per 10^7 rows).
///
/// Before, a fresh first picture sent five statements for these (the count, x's ends twice, y's
/// twice), each a round trip to every shard, and the count was a scan.
extension SQLSummary {
    /// What the ends statement answered.
    struct Ends {
        var x: ClosedRange<Double>?
        var y: ClosedRange<Double>?
        /// ClickHouse: the table's rows below the finest boundary (the staleness check); nil elsewhere.
        var rowsBelow: Int64?
    }

    /// Where ClickHouse reads the table's row total without reading a column: the parts of a
    /// MergeTree-family table on this server, or, for a `Distributed` table, of its local table
    /// on every shard (`cluster(…)`, one replica per shard, as a query of the table reads).
    enum RowTotal: Equatable {
        case parts(table: String)
        case clusterParts(cluster: String, database: String, table: String)
        /// Any other engine: `count()`.
        case counted

        /// From `system.tables.engine_full` of the table named `table`.
        init(engineFull: String?, table: String) {
            guard let engine = engineFull else { self = .counted; return }
            let word = engine.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            if word.hasSuffix("MergeTree") {
                self = .parts(table: table)
                return
            }
            guard word == "Distributed", let open = engine.firstIndex(of: "("), let close = engine.lastIndex(of: ")"),
                  open < close else { self = .counted; return }
            // Distributed(cluster, database, table[, sharding key]): plain names, quoted or not.
            let arguments = engine[engine.index(after: open)..<close].split(separator: ",", maxSplits: 3)
                .map { $0.trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: "'`\"")) }
            func plain(_ s: String) -> Bool {
                !s.isEmpty && s.unicodeScalars.allSatisfy { CharacterSet.alphanumerics.contains($0) || $0 == "_" || $0 == "-" || $0 == "." }
            }
            guard arguments.count >= 3, plain(arguments[0]), plain(arguments[1]), plain(arguments[2]) else { self = .counted; return }
            self = .clusterParts(cluster: arguments[0], database: arguments[1], table: arguments[2])
        }
    }

    /// The ends statement (`Ends`); `total` adds ClickHouse's row total (tag 2) and, for a
    /// `Distributed` table, the count of its shards' local tables that are not MergeTree (tag 3:
    /// their parts would not hold their rows).
    func endsSQL(total: RowTotal?) -> String {
        let d = table.dialect
        let n = table.yColumns.count
        let nan: String
        let tag: (Int) -> String
        let summaryEnds: [String]
        switch d {
        case .clickhouse:
            nan = "nan"
            tag = { "toFloat64(\($0))" }
            func lowest(_ c: String) -> String { "if(countIf(isFinite(\(c))) = 0, nan, minIf(\(c), isFinite(\(c))))" }
            func highest(_ c: String) -> String { "if(countIf(isFinite(\(c))) = 0, nan, maxIf(\(c), isFinite(\(c))))" }
            summaryEnds = [lowest("fx"), highest("lx")] + (0..<n).flatMap { [lowest("loy\($0)"), highest("hiy\($0)")] }
        case .postgres:
            nan = "NULL::float8"
            tag = { "\($0)::float8" }
            // PostgreSQL sorts NaN above every number: the summary's NaN (a bin without a finite y) is left out.
            func finite(_ c: String) -> String { "FILTER (WHERE \(c) > '-Infinity' AND \(c) < 'Infinity')" }
            summaryEnds = ["min(fx) \(finite("fx"))", "max(lx) \(finite("lx"))"]
                + (0..<n).flatMap { ["min(loy\($0)) \(finite("loy\($0)"))", "max(hiy\($0)) \(finite("hiy\($0)"))"] }
        case .sqlite:
            nan = "NULL"
            tag = { "\($0)" }
            summaryEnds = ["min(fx)", "max(lx)"] + (0..<n).flatMap { ["min(loy\($0))", "max(hiy\($0))"] }
        }
        let count = d == .clickhouse ? "toFloat64(count())" : d == .postgres ? "count(*)::float8" : "count(*)"
        let blanks = Array(repeating: nan, count: 2 + 2 * n).joined(separator: ", ")
        var parts = [
            "SELECT \(tag(0)), \(tag(0)), \(summaryEnds.joined(separator: ", ")) FROM \(relation) "
                + "WHERE level = 0 AND k < \(levels[0].throughBin)",
            "SELECT \(tag(1)), \(count), \(table.endsSelection) FROM \(table.relation) WHERE \(table.xFilter(from: levels[0].through))",
        ]
        switch total {
        case .parts(let name)?:
            parts.append("SELECT \(tag(2)), toFloat64(sum(rows)), \(blanks) FROM system.parts "
                         + "WHERE database = currentDatabase() AND table = \(d.literal(name)) AND active")
        case .clusterParts(let cluster, let database, let name)?:
            let scope = "WHERE database = \(d.literal(database)) AND "
            parts.append("SELECT \(tag(2)), toFloat64(sum(rows)), \(blanks) FROM cluster(\(d.literal(cluster)), system, parts) "
                         + scope + "table = \(d.literal(name)) AND active")
            parts.append("SELECT \(tag(3)), toFloat64(countIf(engine NOT LIKE '%MergeTree')), \(blanks) "
                         + "FROM cluster(\(d.literal(cluster)), system, tables) " + scope + "name = \(d.literal(name))")
        case .counted?:
            parts.append("SELECT \(tag(2)), \(count), \(blanks) FROM \(table.relation)")
        case nil:
            break
        }
        return parts.joined(separator: " UNION ALL ")
    }

    /// Runs the ends statement. On ClickHouse a row total from parts that cannot be read (a user
    /// without access to `system.parts` or `cluster`), or whose shards' tables are not all
    /// MergeTree, is counted instead.
    func readEnds(total: RowTotal?, connection: SQLConnection) throws(DatabaseError) -> Ends {
        let rows: [[SQLValue]]
        do {
            rows = try connection.rows(endsSQL(total: total))
        } catch {
            if error.isCancellation || total == nil || total == .counted { throw error }
            return try readEnds(total: .counted, connection: connection)
        }
        var byTag: [Int: [SQLValue]] = [:]
        for row in rows where row.count >= 4 + 2 * table.yColumns.count {
            if let t = row[0].double, t >= 0, t < 4 { byTag[Int(t)] = row }
        }
        guard let summarized = byTag[0], let past = byTag[1] else {
            throw DatabaseError(source: connection.name, problem: "\(relation): the summary's ends came back incomplete")
        }
        if (byTag[3]?[1].double ?? 0) > 0 { return try readEnds(total: .counted, connection: connection) }
        var ends = Ends()
        ends.x = SQLTable.extent(of: [summarized[2], summarized[3], past[2], past[3]])
        ends.y = SQLTable.extent(of: Array(summarized[4...]) + Array(past[4...]))
        if total != nil, let all = byTag[2]?[1].double, let tail = past[1].double, all.isFinite, tail.isFinite {
            ends.rowsBelow = Int64(all) - Int64(tail)
        }
        return ends
    }

    /// How to count `table`'s rows on ClickHouse (nil elsewhere), from its engine: one lookup.
    static func rowTotal(of table: SQLTable, connection: SQLConnection) throws(DatabaseError) -> RowTotal? {
        guard table.dialect == .clickhouse, case .table(let name) = table.spec.origin else { return nil }
        let engine = try connection.rows("SELECT \(engineSQL(name))").first?.first?.text
        return RowTotal(engineFull: engine, table: name)
    }

    /// A scalar subquery for the ClickHouse table's `engine_full`.
    static func engineSQL(_ name: String) -> String {
        "(SELECT engine_full FROM system.tables WHERE database = currentDatabase() AND name = \(SQLDialect.clickhouse.literal(name)))"
    }
}
