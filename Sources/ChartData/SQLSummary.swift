import Foundation

/// An opt-in summary of a database table (`chartview --summary`): the M4 rows of the table (first
/// and last row, lowest and highest y per column, count) at a few coarse bin widths, kept in a small
/// table beside it, so whole-table and zoomed-out views read a few thousand summary rows instead of
/// scanning the table. Finer views still query the table.
///
/// - Widths are powers of two, 2^e … 2^(e+6), the finest about 2^15 bins over x's range when
///   built, on `M4Query`'s grid (bin k holds x in [k·w, (k+1)·w)): each bin of a level is two of
///   the level below, merged exactly (`M4Bin.merged`), and x / 2^e is exact, so a bin holds the
///   same rows whether the table or the summary answers.
/// - A level holds the whole bins below its boundary (the bin of the largest x when last
///   refreshed); the rows from there on (at most one bin) come from the table in the same view.
/// - Appended rows (x past the finest boundary) are summarized on the next `prepare`, through
///   the x index, from the coarsest level's boundary on.
/// - Stale when rows changed inside the summarized range: on SQLite and PostgreSQL, triggers on
///   the table (installed with the summary) mark it on any UPDATE, DELETE or TRUNCATE and on an
///   INSERT of a row with x below the boundary; ClickHouse has no triggers, so the rows below the
///   boundary are counted (the table's rows from its parts' metadata, less the rows past the
///   boundary, read through the sorting key: `SQLSummary+Ends`) against the count when last
///   refreshed, with the table's ends in the same statement. ClickHouse mutations (ALTER
///   UPDATE) that keep the count are not seen. A stale summary is never read; `prepare` rebuilds it.
///
/// - Opening a fresh summary costs two statements whatever the table's size: its bookkeeping,
///   then the table's ends with the staleness check (`SQLSummary+Ends`); the first view is one
///   more (its bins `UNION ALL` the table's rows past the boundary, `readSQL`).
/// - Pictures: at a level's width the summary's bins are the table's M4 bins (0 differing
///   pixels). At the plot's own width they are not quite: the levels are powers of two, so their
///   bins (one to two per pixel column) do not line up with the pixel columns, and a bin that
///   straddles a column's edge keeps only its own first, last, lowest and highest rows. The
///   lowest or highest row of the part on one side of the edge is dropped when the bin's lies on
///   the other side, so in that column the line may stop short of it (it passes on its way to
///   the bin's extreme in the neighbouring column): the differences are confined to the columns
///   beside a straddled edge and to y within that bin's range, and the line's ends, every drawn
///   vertex and every bin's extremes are real rows. Reading exactly would mean reading the
///   straddling bins' rows from the table: at one to two bins per column, nearly every row.
///
/// ```swift
/// let table = try SQLTable(spec: SQLSeriesSpec(table: "readings", x: "time", y: ["temp"]), connection: db)
/// let (summary, note) = try SQLSummary.prepare(table: table, connection: db)   // builds once
/// source.summary = summary
/// ```
public struct SQLSummary: Sendable {
    /// One width of the summary: 2^exponent, whole bins below `throughBin`.
    public struct Level: Equatable, Sendable {
        public var exponent: Int
        /// Bins below this one are in the summary (this one was still filling).
        public var throughBin: Int64
        public var width: Double { Double(sign: .plus, exponent: exponent, significand: 1) }
        /// The x from which rows are read from the table.
        public var through: Double { Double(throughBin) * width }
    }

    /// Whether a summary is there to use.
    public enum State: Sendable {
        case missing
        /// Rows changed inside the summarized range: why, in words.
        case stale(String)
        case fresh(SQLSummary)
    }

    public let table: SQLTable
    /// The summary table, quoted.
    public let relation: String
    /// Its bookkeeping table (levels, boundaries, counts, stale marks), quoted.
    public let metaRelation: String
    /// Finest first.
    public let levels: [Level]
    /// ClickHouse's check: table rows below the finest boundary when last refreshed.
    let rowsBelow: Int64
    let version: Int64
    /// The table's ends as read when the summary was opened or refreshed (`readEnds`): the x
    /// extent and y range for the first picture without another round trip. nil: not read.
    var ends: Ends?

    /// Levels built: the finest and six coarser, each twice the last.
    public static let levelCount = 7
    /// About this many bins in the finest level over x's range when built.
    public static let finestBins = 32_768.0

    /// The summary tables' names for `table` (one per table, x, y and by columns).
    static func names(_ table: SQLTable) -> (summary: String, meta: String) {
        guard case .table(let name) = table.spec.origin else { return ("", "") }
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        let key = [name, table.xColumn, table.yColumns.joined(separator: "\u{1}"), table.byColumn ?? ""].joined(separator: "\u{0}")
        for byte in key.utf8 {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01b3
        }
        let base = "chartkit_m4_" + String(hash, radix: 16)
        return (base, base + "_meta")
    }

    /// The summary of `table` as it is now, stale or missing, or built (or refreshed for appended
    /// rows); `note` says when one was rebuilt, for the user.
    /// nil for a table with no rows yet (nothing to summarize).
    public static func prepare(table: SQLTable, connection: SQLConnection) throws(DatabaseError) -> (SQLSummary?, note: String?) {
        let name = try tableName(table, connection: connection)
        guard table.xExtent != nil else { return (nil, "\(name) has no rows to summarize yet") }
        switch try open(table: table, connection: connection) {
        case .fresh(let summary):
            return (try summary.refreshed(connection: connection), nil)
        case .stale(let why):
            return (try build(table: table, connection: connection), "summary of \(name) was stale (\(why)): rebuilt")
        case .missing:
            return (try build(table: table, connection: connection), nil)
        }
    }

    /// `spec`'s table and its summary, as `prepare(table:connection:)` gives it, with the table's
    /// x extent answered by a fresh summary: its finest bins' first and last x below the boundary
    /// and the rows past it (through the x index or sorting key), not a pass over every x, which
    /// on ClickHouse was most of a 10^8-row table's first picture. The extent is the same: a bin's
    /// first and last rows are its smallest and largest x.
    public static func prepare(spec: SQLSeriesSpec, connection: SQLConnection)
        throws(DatabaseError) -> (table: SQLTable, summary: SQLSummary?, note: String?) {
        var table = try SQLTable(spec: spec, connection: connection, readsXExtent: false)
        _ = try tableName(table, connection: connection)
        if case .fresh(let opened) = try open(table: table, connection: connection), let extent = opened.ends?.x {
            table.xExtent = extent
            var reopened = opened.with(table: table)
            reopened.ends = opened.ends
            return (table, try reopened.refreshed(connection: connection), nil)
        }
        table.xExtent = try table.readXExtent(connection: connection)
        let (summary, note) = try prepare(table: table, connection: connection)
        return (table, summary, note)
    }

    private static func tableName(_ table: SQLTable, connection: SQLConnection) throws(DatabaseError) -> String {
        guard case .table(let name) = table.spec.origin else {
            throw DatabaseError(source: connection.name, problem: "--summary needs a --table, not a --query")
        }
        return name
    }

    private func with(table: SQLTable) -> SQLSummary {
        SQLSummary(table: table, relation: relation, metaRelation: metaRelation, levels: levels, rowsBelow: rowsBelow, version: version)
    }

    /// Reads the summary's bookkeeping and checks it is up to date: two statements, the
    /// bookkeeping (with, on ClickHouse, the table's engine) and the ends statement (`readEnds`:
    /// the table's ends and ClickHouse's count below the boundary, from the parts' metadata).
    public static func open(table: SQLTable, connection: SQLConnection) throws(DatabaseError) -> State {
        let (summary, meta) = names(table)
        guard !summary.isEmpty, case .table(let name) = table.spec.origin else { return .missing }
        let d = table.dialect
        let engine = d == .clickhouse ? ", \(engineSQL(name))" : ""
        let rows: [[SQLValue]]
        do {
            rows = try connection.rows("SELECT version, level, exponent, through_bin, total\(engine) FROM \(d.quoted(meta)) ORDER BY version, level")
        } catch {
            if error.isCancellation { throw error }
            return .missing
        }
        if rows.contains(where: { ($0[1].double ?? 0) < 0 }) { return .stale("rows changed inside its range") }
        guard let version = rows.last?[0].double else { return .missing }
        let latest = rows.filter { $0[0].double == version }
        let levels = latest.compactMap { row -> Level? in
            guard let e = row[2].double, let k = row[3].double, abs(e) < 1100, abs(k) < 0x1p62 else { return nil }
            return Level(exponent: Int(e), throughBin: Int64(k))
        }
        guard levels.count == levelCount else { return .missing }
        let rowsBelow = Int64(latest[0][4].double ?? -1)
        var opened = SQLSummary(table: table, relation: d.quoted(summary), metaRelation: d.quoted(meta),
                                levels: levels, rowsBelow: rowsBelow, version: Int64(version))
        let total = d == .clickhouse ? RowTotal(engineFull: latest[0].count > 5 ? latest[0][5].text : nil, table: name) : nil
        let ends = try opened.readEnds(total: total, connection: connection)
        if d == .clickhouse, ends.rowsBelow != rowsBelow {
            return .stale("its row count below x = \(opened.levels[0].through) changed")
        }
        opened.ends = Ends(x: ends.x, y: ends.y)
        return .fresh(opened)
    }

    /// Builds the summary afresh (dropping an old one): one M4 pass over the table at the finest
    /// width, the coarser levels merged from it.
    public static func build(table: SQLTable, connection: SQLConnection) throws(DatabaseError) -> SQLSummary {
        let (summary, _) = names(table)
        let d = table.dialect
        guard let extent = table.xExtent else {
            throw DatabaseError(source: connection.name, problem: "\(summary): the table has no rows to summarize")
        }
        // One transaction where the database has them (SQLite and PostgreSQL DDL included): one
        // commit to wait for instead of one per statement, and no half-built summary.
        let transactional = d != .clickhouse
        if transactional { _ = try connection.rows("BEGIN") }
        do {
            let built = try buildTables(table: table, extent: extent, connection: connection)
            if transactional { _ = try connection.rows("COMMIT") }
            return built
        } catch {
            if transactional { _ = try? connection.rows("ROLLBACK") }
            throw error
        }
    }

    private static func buildTables(table: SQLTable, extent: ClosedRange<Double>,
                                    connection: SQLConnection) throws(DatabaseError) -> SQLSummary {
        let (summary, meta) = names(table)
        let d = table.dialect
        try drop(table: table, connection: connection)
        let n = table.yColumns.count
        let values = valueColumns(n)
        switch d {
        case .clickhouse:
            _ = try connection.rows("CREATE TABLE \(d.quoted(summary)) (level Int32, g Nullable(String), k Int64, n Int64, "
                                    + values.map { "\($0) Float64" }.joined(separator: ", ") + ") ENGINE = TinyLog")
            _ = try connection.rows("CREATE TABLE \(d.quoted(meta)) (version Int64, level Int32, exponent Int32, "
                                    + "through_bin Int64, through_x Float64, total Int64) ENGINE = TinyLog")
        case .postgres, .sqlite:
            let real = d == .postgres ? "float8" : "REAL", int = d == .postgres ? "int8" : "INTEGER"
            _ = try connection.rows("CREATE TABLE \(d.quoted(summary)) (level \(int), g TEXT, k \(int), n \(int), "
                                    + values.map { "\($0) \(real)" }.joined(separator: ", ") + ")")
            _ = try connection.rows("CREATE INDEX \(d.quoted(summary + "_k")) ON \(d.quoted(summary)) (level, k)")
            _ = try connection.rows("CREATE TABLE \(d.quoted(meta)) (version \(int), level \(int), exponent \(int), "
                                    + "through_bin \(int), through_x \(real), total \(int))")
            try installTriggers(table: table, connection: connection)
        }
        let span = max(extent.upperBound - extent.lowerBound, abs(extent.upperBound) * 1e-9, 1e-300)
        let finest = max(min(Int((span / finestBins).exponent) + 1, 1000), -1000)
        let start = Self(table: table, relation: d.quoted(summary), metaRelation: d.quoted(meta),
                         levels: (0..<levelCount).map { j in
                             let width = Double(sign: .plus, exponent: finest + j, significand: 1)
                             return Level(exponent: finest + j, throughBin: Int64((extent.lowerBound / width).rounded(.down)))
                         }, rowsBelow: 0, version: 0)
        return try start.refreshed(connection: connection, inTransaction: true)
    }

    /// Drops the summary of `table` and its triggers, if there.
    public static func drop(table: SQLTable, connection: SQLConnection) throws(DatabaseError) {
        let (summary, meta) = names(table)
        let d = table.dialect
        guard case .table(let name) = table.spec.origin else { return }
        switch d {
        case .postgres:
            _ = try connection.rows("DROP TRIGGER IF EXISTS \(d.quoted(summary + "_ins")) ON \(d.quoted(name))")
            _ = try connection.rows("DROP TRIGGER IF EXISTS \(d.quoted(summary + "_chg")) ON \(d.quoted(name))")
            _ = try connection.rows("DROP FUNCTION IF EXISTS \(d.quoted(summary + "_mark"))()")
        case .sqlite:
            for suffix in ["_ins", "_upd", "_del"] { _ = try connection.rows("DROP TRIGGER IF EXISTS \(d.quoted(summary + suffix))") }
        case .clickhouse:
            break
        }
        _ = try connection.rows("DROP TABLE IF EXISTS \(d.quoted(summary))")
        _ = try connection.rows("DROP TABLE IF EXISTS \(d.quoted(meta))")
    }

    /// The summary level that answers views binned at `binWidth`: the coarsest whose width is at
    /// most `binWidth` (1 to 2 bins per pixel column); nil for finer views.
    public func level(atMost binWidth: Double) -> Int? {
        levels.indices.last { levels[$0].width <= binWidth }
    }

    /// The M4 bins `bins` at level `level`'s width: those below the level's boundary from the
    /// summary, the rest from the table (`M4Query`), in one result.
    public func m4(level: Int, bins: ClosedRange<Int64>, connection: SQLConnection) throws(DatabaseError) -> M4Result {
        let l = levels[level]
        var result = M4Result(rowCount: 0)
        if bins.lowerBound < l.throughBin, bins.upperBound >= l.throughBin, table.dialect != .sqlite {
            // Both in one statement, one round trip (SQLite's M4 rows have another layout, and
            // it has no round trips to save).
            let rows = try connection.rows(readSQL(level: level, bins: bins))
            M4Query.gatherColumnRows(rows, columns: table.yColumns.count, bins: bins, into: &result)
            result.rowCount = rows.count
            return result
        }
        if bins.lowerBound < l.throughBin {
            let rows = try connection.rows(readSQL(level: level, bins: bins.lowerBound...min(bins.upperBound, l.throughBin - 1)))
            M4Query.gatherColumnRows(rows, columns: table.yColumns.count, bins: bins, into: &result)
            result.rowCount += rows.count
        }
        if bins.upperBound >= l.throughBin {
            let tail = try M4Query(table: table, binWidth: l.width, bins: max(bins.lowerBound, l.throughBin)...bins.upperBound)
                .run(on: connection)
            result.rowCount += tail.rowCount
            for (group, tailBins) in tail.bins { result.bins[group, default: [:]].merge(tailBins) { _, new in new } }
        }
        return result
    }

    /// The statement reading bins of one level (what `--print-sql` shows): the summary's rows
    /// below the level's boundary and, on PostgreSQL and ClickHouse, `UNION ALL` the table's M4
    /// rows from there on (`M4Query`, the same row layout), each side only its own bins (the
    /// table's bounds round outward, so its query may return the bin before the boundary).
    public func readSQL(level: Int, bins: ClosedRange<Int64>) -> String {
        let l = levels[level]
        let values = Self.valueColumns(table.yColumns.count).joined(separator: ", ")
        // ClickHouse finds no common type for the summary's Int64 count and count()'s UInt64.
        let count = table.dialect == .clickhouse ? "toUInt64(n) AS n" : "n"
        let stored = "SELECT g, k, \(count), \(values) FROM \(relation) "
            + "WHERE level = \(level) AND k >= \(bins.lowerBound) AND k <= \(min(bins.upperBound, l.throughBin - 1))"
        guard table.dialect != .sqlite, bins.lowerBound < l.throughBin, bins.upperBound >= l.throughBin else { return stored }
        let tail = M4Query(table: table, binWidth: l.width, bins: l.throughBin...bins.upperBound)
        return "SELECT * FROM (\(stored)) AS s UNION ALL SELECT * FROM (\(tail.sql)) AS t WHERE k >= \(l.throughBin)"
    }

    /// The lowest and highest finite y of the table (all y columns): the finest level's extremes
    /// and the rows past its boundary (read through the x index).
    /// (Read when the summary was opened or refreshed: no statement then.)
    public func yExtent(connection: SQLConnection) throws(DatabaseError) -> ClosedRange<Double>? {
        if let ends { return ends.y }
        return try readEnds(total: nil, connection: connection).y
    }

    /// The summary with the rows appended since it was last refreshed: the table's M4 bins at the
    /// finest width from the coarsest level's boundary on (through the x index), merged upward,
    /// each level extended to the bin of the table's largest x.
    func refreshed(connection: SQLConnection, inTransaction: Bool = false) throws(DatabaseError) -> SQLSummary {
        // Nothing appended: no transaction to open (two round trips on a first picture).
        guard let high = table.xExtent?.upperBound, Int64((high / levels[0].width).rounded(.down)) > levels[0].throughBin else {
            return self
        }
        let transactional = !inTransaction && table.dialect != .clickhouse
        if transactional { _ = try connection.rows("BEGIN") }
        do {
            let next = try refreshedTables(connection: connection)
            if transactional { _ = try connection.rows("COMMIT") }
            return next
        } catch {
            if transactional { _ = try? connection.rows("ROLLBACK") }
            throw error
        }
    }

    private func refreshedTables(connection: SQLConnection) throws(DatabaseError) -> SQLSummary {
        guard let high = table.xExtent?.upperBound else { return self }
        let targets = levels.map { Int64((high / $0.width).rounded(.down)) }
        guard targets[0] > levels[0].throughBin else { return self }
        let top = levels.count - 1
        // Bins of the finest level that make up the coarsest level's bins from its boundary on.
        let first = max(levels[top].throughBin, Int64.min / 256) << Int64(top)
        var byLevel: [[String?: [Int64: M4Bin]]] = []
        if first < targets[0] {
            byLevel.append(try M4Query(table: table, binWidth: levels[0].width, bins: first...(targets[0] - 1)).run(on: connection).bins)
        } else {
            byLevel.append([:])
        }
        for j in 1..<levels.count {
            var merged: [String?: [Int64: M4Bin]] = [:]
            for (group, bins) in byLevel[j - 1] {
                var parents: [Int64: M4Bin] = [:]
                for k in bins.keys.sorted() where (k >> 1) < targets[j] {
                    let bin = bins[k]!
                    parents[k >> 1] = parents[k >> 1].map { $0.merged(with: bin) } ?? bin
                }
                merged[group] = parents
            }
            byLevel.append(merged)
        }
        let n = table.yColumns.count
        var rows: [(level: Int, group: String?, k: Int64, bin: M4Bin)] = []
        for j in levels.indices {
            for (group, bins) in byLevel[j] {
                for (k, bin) in bins where k >= levels[j].throughBin && k < targets[j] { rows.append((j, group, k, bin)) }
            }
        }
        try write(rows, columns: n, connection: connection)
        var next = SQLSummary(table: table, relation: relation, metaRelation: metaRelation,
                              levels: zip(levels, targets).map { Level(exponent: $0.exponent, throughBin: max($0.throughBin, $1)) },
                              rowsBelow: 0, version: version + 1)
        if table.dialect == .clickhouse {
            // Counted as `open` will count it: the parts' rows less the rows past the boundary.
            let ends = try next.readEnds(total: try Self.rowTotal(of: table, connection: connection), connection: connection)
            next = next.with(rowsBelow: ends.rowsBelow ?? -1)
            next.ends = Ends(x: ends.x, y: ends.y)
        } else {
            // Rows appended past the old boundary were in the ends read when it was opened.
            next.ends = ends
        }
        try next.writeMeta(connection: connection)
        return next
    }

    private func with(rowsBelow: Int64) -> SQLSummary {
        SQLSummary(table: table, relation: relation, metaRelation: metaRelation, levels: levels, rowsBelow: rowsBelow, version: version)
    }

    private func writeMeta(connection: SQLConnection) throws(DatabaseError) {
        let d = table.dialect
        let values = levels.enumerated().map { j, l in
            "(\(version), \(j), \(l.exponent), \(l.throughBin), \(Self.literal(l.through, d)), \(rowsBelow))"
        }
        _ = try connection.rows("INSERT INTO \(metaRelation) (version, level, exponent, through_bin, through_x, total) VALUES "
                                + values.joined(separator: ", "))
    }

    /// The summary's value columns, in `M4Query`'s PostgreSQL row layout after g, k and n.
    static func valueColumns(_ n: Int) -> [String] {
        ["fx"] + (0..<n).map { "fy\($0)" } + ["lx"] + (0..<n).map { "ly\($0)" }
            + (0..<n).flatMap { ["lox\($0)", "loy\($0)", "hix\($0)", "hiy\($0)"] }
    }

    private static func values(_ bin: M4Bin, columns n: Int) -> [Double?] {
        var v: [Double?] = [bin.first?.x ?? .nan] + (0..<n).map { bin.first?.ys[$0] ?? .nan }
        v += [bin.last?.x ?? .nan] + (0..<n).map { bin.last?.ys[$0] ?? .nan }
        for i in 0..<n {
            v += [bin.lowest[i]?.x, bin.lowest[i]?.y, bin.highest[i]?.x, bin.highest[i]?.y]
        }
        return v
    }

    private func write(_ rows: [(level: Int, group: String?, k: Int64, bin: M4Bin)], columns n: Int,
                       connection: SQLConnection) throws(DatabaseError) {
        guard !rows.isEmpty else { return }
        let d = table.dialect
        let (name, _) = Self.names(table)
        if d == .clickhouse, let clickhouse = connection as? ClickHouseConnection {
            // RowBinary: the exact bits, no decimal text to parse.
            var data = Data()
            func append<T>(_ v: T) { withUnsafeBytes(of: v) { data.append(contentsOf: $0) } }
            for row in rows {
                append(Int32(row.level).littleEndian)
                if let g = row.group {
                    data.append(0)
                    var length = UInt64(g.utf8.count)
                    repeat {
                        let low = UInt8(length & 0x7F)
                        length >>= 7
                        data.append(length == 0 ? low : low | 0x80)
                    } while length != 0
                    data.append(contentsOf: Array(g.utf8))
                } else {
                    data.append(1)
                }
                append(row.k.littleEndian)
                append(Int64(row.bin.count).littleEndian)
                for v in Self.values(row.bin, columns: n) { append((v ?? .nan).bitPattern.littleEndian) }
            }
            try clickhouse.insert(into: name, rowBinary: data)
            return
        }
        let columns = (["level", "g", "k", "n"] + Self.valueColumns(n)).joined(separator: ", ")
        for start in stride(from: 0, to: rows.count, by: 500) {
            let chunk = rows[start..<min(start + 500, rows.count)].map { row in
                "(\(row.level), \(row.group.map(d.literal) ?? "NULL"), \(row.k), \(row.bin.count), "
                    + Self.values(row.bin, columns: n).map { $0.map { Self.literal($0, d) } ?? "NULL" }.joined(separator: ", ") + ")"
            }
            _ = try connection.rows("INSERT INTO \(relation) (\(columns)) VALUES \(chunk.joined(separator: ", "))")
        }
    }

    /// `v` as a literal the database reads back bit for bit.
    static func literal(_ v: Double, _ d: SQLDialect) -> String {
        switch d {
        case .clickhouse:
            return SQLXColumnKind.clickhouseExact(v)
        case .postgres:
            // PostgreSQL reads decimal text correctly rounded.
            if v.isNaN { return "'NaN'::float8" }
            if v.isInfinite { return v > 0 ? "'Infinity'::float8" : "'-Infinity'::float8" }
            return "'\(String(format: "%.17g", v))'::float8"
        case .sqlite:
            // SQLite's decimal parser is not always correctly rounded: the integer significand
            // (exact) scaled by powers of two (exact).
            if v.isNaN { return "NULL" }
            if v.isInfinite { return v > 0 ? "9e999" : "-9e999" }
            guard abs(v) >= 0x1p-960 else { return v == 0 ? "0.0" : String(format: "%.17g", v) }
            let exponent = Int(v.exponent) - 52
            var text = "(\(Int64(v / Double(sign: .plus, exponent: exponent, significand: 1))) * 1.0"
            var e = exponent
            while e != 0 {
                let step = max(min(e, 62), -62)
                text += step > 0 ? " * \(Int64(1) << step)" : " / \(Int64(1) << -step)"
                e -= step
            }
            return text + ")"
        }
    }

    /// Triggers that mark the summary stale when rows change inside its range (SQLite, PostgreSQL).
    private static func installTriggers(table: SQLTable, connection: SQLConnection) throws(DatabaseError) {
        guard case .table(let name) = table.spec.origin else { return }
        let (summary, meta) = names(table)
        let d = table.dialect
        let mark = "INSERT INTO \(d.quoted(meta)) (version, level, exponent, through_bin, through_x, total) "
            + "SELECT 0, -1, 0, 0, 0, 0 WHERE NOT EXISTS (SELECT 1 FROM \(d.quoted(meta)) WHERE level = -1)"
        let boundary = "(SELECT max(through_x) FROM \(d.quoted(meta)) WHERE level >= 0)"
        switch d {
        case .sqlite:
            let newX = table.xKind.numberExpression("NEW.\(table.xColumn)", dialect: .sqlite)
            _ = try connection.rows("CREATE TRIGGER \(d.quoted(summary + "_ins")) AFTER INSERT ON \(d.quoted(name)) "
                                    + "WHEN \(newX) < \(boundary) BEGIN \(mark); END")
            _ = try connection.rows("CREATE TRIGGER \(d.quoted(summary + "_upd")) AFTER UPDATE ON \(d.quoted(name)) BEGIN \(mark); END")
            _ = try connection.rows("CREATE TRIGGER \(d.quoted(summary + "_del")) AFTER DELETE ON \(d.quoted(name)) BEGIN \(mark); END")
        case .postgres:
            let x = table.xKind.numberExpression(table.xColumn, dialect: .postgres)
            _ = try connection.rows("""
                CREATE FUNCTION \(d.quoted(summary + "_mark"))() RETURNS trigger LANGUAGE plpgsql AS $chartkit$
                BEGIN
                  IF TG_OP = 'INSERT' THEN
                    IF NOT EXISTS (SELECT 1 FROM chartkit_added WHERE \(x) < \(boundary)) THEN RETURN NULL; END IF;
                  END IF;
                  \(mark);
                  RETURN NULL;
                END $chartkit$
                """)
            _ = try connection.rows("CREATE TRIGGER \(d.quoted(summary + "_ins")) AFTER INSERT ON \(d.quoted(name)) "
                                    + "REFERENCING NEW TABLE AS chartkit_added FOR EACH STATEMENT EXECUTE FUNCTION \(d.quoted(summary + "_mark"))()")
            _ = try connection.rows("CREATE TRIGGER \(d.quoted(summary + "_chg")) AFTER UPDATE OR DELETE OR TRUNCATE ON \(d.quoted(name)) "
                                    + "FOR EACH STATEMENT EXECUTE FUNCTION \(d.quoted(summary + "_mark"))()")
        case .clickhouse:
            break
        }
    }
}
