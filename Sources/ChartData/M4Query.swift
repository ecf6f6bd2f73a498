import Foundation

/// The M4 aggregation of one x range, pushed into the database (Jugel et al., VLDB 2014).
///
/// Rows with x in `[firstBin·binWidth, (lastBin+1)·binWidth)` are grouped by pixel column
/// `floor(x / binWidth)` — the grid `LineGeometryBuilder` uses, fixed in data space so a pan keeps
/// its columns — and each column returns its first and last row (y as it is, NULL included, so a
/// gap at a column's edge survives), the row of its lowest and of its highest y per y column, and
/// its row count. The WHERE clause compares the raw x column with literals of its own type, so
/// the database walks its index on x and reads only the rows of the range.
///
/// ```swift
/// let query = M4Query(table: table, binWidth: 60, bins: 28_000_000...28_003_000)
/// print(query.sql)                      // what `chartview --print-sql` shows
/// let bins = try query.run(on: connection)
/// ```
public struct M4Query: Sendable {
    public let table: SQLTable
    public let binWidth: Double
    public let bins: ClosedRange<Int64>

    public init(table: SQLTable, binWidth: Double, bins: ClosedRange<Int64>) {
        self.table = table
        self.binWidth = binWidth
        self.bins = bins
    }

    /// The statement, for the connection's dialect.
    public var sql: String {
        switch table.dialect {
        case .postgres: return postgresSQL
        case .sqlite: return sqliteSQL
        case .clickhouse: return clickhouseSQL
        }
    }

    private var rangeFilter: String {
        let lower = Double(bins.lowerBound) * binWidth, upper = Double(bins.upperBound + 1) * binWidth
        let d = table.dialect
        return "\(table.xColumn) >= \(table.xKind.bound(lower, roundUp: false, dialect: d)) "
            + "AND \(table.xColumn) < \(table.xKind.bound(upper, roundUp: true, dialect: d))"
    }

    private var width: String { String(format: "%.17g", binWidth) }

    /// One pass: GROUP BY column with min/max over arrays, which carry the row (x and y) of each
    /// extreme with it (arrays compare element by element; NULL sorts last).
    private var postgresSQL: String {
        let x = table.xKind.numberExpression(table.xColumn, dialect: .postgres)
        let ys = table.yColumns.enumerated().map { "\($1)::float8 AS y\($0)" }.joined(separator: ", ")
        let group = table.byColumn.map { "\($0)::text" } ?? "NULL::text"
        let row = (["x"] + table.yColumns.indices.map { "y\($0)" }).joined(separator: ", ")
        var aggregates = ["min(ARRAY[\(row)]) AS f", "max(ARRAY[\(row)]) AS l"]
        var outputs = (1...(table.yColumns.count + 1)).map { "f[\($0)]" } + (1...(table.yColumns.count + 1)).map { "l[\($0)]" }
        for i in table.yColumns.indices {
            // NaN and ±infinity are gaps, never extremes (PostgreSQL sorts NaN above every number).
            let finite = "y\(i) IS NOT NULL AND y\(i) > '-Infinity' AND y\(i) < 'Infinity'"
            aggregates.append("min(ARRAY[y\(i), x]) FILTER (WHERE \(finite)) AS lo\(i)")
            aggregates.append("max(ARRAY[y\(i), x]) FILTER (WHERE \(finite)) AS hi\(i)")
            outputs += ["lo\(i)[2]", "lo\(i)[1]", "hi\(i)[2]", "hi\(i)[1]"]
        }
        return """
            SELECT g, k, n, \(outputs.joined(separator: ", ")) FROM (\
            SELECT g, floor(x / \(width))::int8 AS k, count(*) AS n, \(aggregates.joined(separator: ", ")) \
            FROM (SELECT \(group) AS g, \(x) AS x, \(ys) FROM \(table.relation) WHERE \(rangeFilter)) AS s \
            GROUP BY 1, 2) AS m ORDER BY 1, 2
            """
    }

    /// ClickHouse: one pass, GROUP BY column with argMin/argMax on x for the first and last
    /// rows (deterministic, unlike any/anyLast, on every shard and when the initiator merges
    /// them) and argMinIf/argMaxIf with minIf/maxIf on finite y for the extremes. The rows come
    /// out in the PostgreSQL query's layout. NULL y becomes NaN (ClickHouse's aggregates skip
    /// NULL), so a gap at a column's edge survives; the bin width and float bounds travel as
    /// their exact bits (`SQLXColumnKind.clickhouseExact`). Needs only functions ClickHouse 18.16
    /// has: argMin, argMax, min, max, count, the -If combinator, if, isFinite, floor, ifNull,
    /// toFloat64, toInt64, toString, reinterpretAsFloat64, unhex.
    private var clickhouseSQL: String {
        let x = table.xKind.numberExpression(table.xColumn, dialect: .clickhouse)
        let ys = table.yColumns.enumerated().map { "ifNull(toFloat64(\($1)), nan) AS y\($0)" }.joined(separator: ", ")
        let group = table.byColumn.map { "toString(\($0))" } ?? "NULL"
        let yNames = table.yColumns.indices.map { "y\($0)" }
        var outputs = ["argMin(x, x)"] + yNames.map { "argMin(\($0), x)" } + ["argMax(x, x)"] + yNames.map { "argMax(\($0), x)" }
        for y in yNames {
            // An -If aggregate over no rows gives 0, not NULL: a column without a finite y
            // has no extremes (NaN, dropped by `M4Bin.points`).
            let finite = "isFinite(\(y))"
            let some = "countIf(\(finite)) > 0"
            outputs += ["if(\(some), argMinIf(x, \(y), \(finite)), nan)", "if(\(some), minIf(\(y), \(finite)), nan)",
                        "if(\(some), argMaxIf(x, \(y), \(finite)), nan)", "if(\(some), maxIf(\(y), \(finite)), nan)"]
        }
        let width = SQLXColumnKind.clickhouseExact(binWidth)
        // Without a by column the group is a constant NULL outside the grouping.
        let groupOut = table.byColumn == nil ? "NULL" : "g"
        let groupBy = table.byColumn == nil ? "k" : "g, k"
        let inner = "SELECT \(table.byColumn == nil ? "" : "\(group) AS g, ")\(x) AS x, \(ys) FROM \(table.relation) WHERE \(rangeFilter)"
        return "SELECT \(groupOut), toInt64(floor(x / \(width))) AS k, count() AS n, \(outputs.joined(separator: ", ")) "
            + "FROM (\(inner)) GROUP BY \(groupBy) ORDER BY \(groupBy)"
    }

    /// SQLite has no arrays; its min()/max() aggregates instead fill the other (bare) columns from
    /// the row that holds the extreme. One SELECT per role, joined by UNION ALL: role 0 the first
    /// row (with the count), 1 the last, 2+2i the lowest y of column i, 3+2i its highest; those
    /// two skip NULL and ±infinity (9e999 reads as infinity), which are gaps, never extremes.
    private var sqliteSQL: String {
        let x = table.xKind.numberExpression(table.xColumn, dialect: .sqlite)
        let q = "(x / \(width))"
        let bin = "(CAST(\(q) AS INTEGER) - (\(q) < CAST(\(q) AS INTEGER)))"
        let group = table.byColumn.map { "CAST(\($0) AS TEXT)" } ?? "NULL"
        let ys = table.yColumns.enumerated().map { "\($1) AS y\($0)" }.joined(separator: ", ")
        let yNames = table.yColumns.indices.map { "y\($0)" }
        var selects = [
            "SELECT 0, g, \(bin) AS k, count(*), min(x), \(yNames.joined(separator: ", ")) FROM s GROUP BY g, k",
            "SELECT 1, g, \(bin) AS k, 0, max(x), \(yNames.joined(separator: ", ")) FROM s GROUP BY g, k",
        ]
        for i in table.yColumns.indices {
            for (role, function) in [(2 + 2 * i, "min"), (3 + 2 * i, "max")] {
                let slots = yNames.indices.map { $0 == i ? "\(function)(y\(i))" : "NULL" }
                selects.append("SELECT \(role), g, \(bin) AS k, 0, x, \(slots.joined(separator: ", ")) "
                               + "FROM s WHERE abs(y\(i)) < 9e999 GROUP BY g, k")
            }
        }
        return "WITH s AS (SELECT \(group) AS g, \(x) AS x, \(ys) FROM \(table.relation) WHERE \(rangeFilter)) "
            + selects.joined(separator: " UNION ALL ")
    }

    /// Gathers rows in the PostgreSQL query's layout (g, k, n, the first row's x and ys, the last
    /// row's, then per y column the lowest's x and y and the highest's) into `result`'s bins;
    /// bins outside `bins` are dropped. The summary table stores its rows in this layout.
    static func gatherColumnRows(_ rows: [[SQLValue]], columns n: Int, bins: ClosedRange<Int64>, into result: inout M4Result) {
        func integer(_ value: SQLValue) -> Int64? {
            guard let v = value.double, v.isFinite, v >= -0x1p63, v < 0x1p63 else { return nil }
            return Int64(v.rounded(.down))
        }
        // Rows as wide as the query asks; a shorter one is not this query's and is skipped.
        for row in rows where row.count >= 5 + 2 * n + 4 * n {
            guard let k = integer(row[1]), bins.contains(k) else { continue }
            let group = row[0].text
            var bin = M4Bin(count: Int(integer(row[2]) ?? 0), columns: n)
            let first = 3, last = 4 + n
            bin.first = M4Point(x: row[first].double ?? .nan, ys: (0..<n).map { row[first + 1 + $0].double ?? .nan })
            bin.last = M4Point(x: row[last].double ?? .nan, ys: (0..<n).map { row[last + 1 + $0].double ?? .nan })
            for i in 0..<n {
                let base = 5 + 2 * n + 4 * i
                if let lx = row[base].double, let ly = row[base + 1].double { bin.lowest[i] = (lx, ly) }
                if let hx = row[base + 2].double, let hy = row[base + 3].double { bin.highest[i] = (hx, hy) }
            }
            result.bins[group, default: [:]][k] = bin
        }
    }

    /// Runs the query and gathers its rows into bins, by group; bins outside `bins` (rows the
    /// rounded-out bounds let in) are dropped.
    public func run(on connection: SQLConnection) throws(DatabaseError) -> M4Result {
        let rows = try connection.rows(sql)
        let n = table.yColumns.count
        var result = M4Result(rowCount: rows.count)
        // Numbers become integers only when they are whole and fit: a NaN x (PostgreSQL's float8
        // 'NaN') gives a NaN bin, and Int64(NaN) traps (found by the sql fuzz target).
        func integer(_ value: SQLValue) -> Int64? {
            guard let v = value.double, v.isFinite, v >= -0x1p63, v < 0x1p63 else { return nil }
            return Int64(v.rounded(.down))
        }
        func key(_ row: [SQLValue], _ g: Int, _ k: Int) -> (String?, Int64)? {
            guard let bin = integer(row[k]), bins.contains(bin) else { return nil }
            return (row[g].text, bin)
        }
        switch table.dialect {
        case .postgres, .clickhouse:
            Self.gatherColumnRows(rows, columns: n, bins: bins, into: &result)
        case .sqlite:
            for row in rows where row.count >= 5 + n {
                guard let role = integer(row[0]).map(Int.init), role >= 0, let (group, k) = key(row, 1, 2) else { continue }
                var bin = result.bins[group]?[k] ?? M4Bin(count: 0, columns: n)
                let x = row[4].double ?? .nan
                switch role {
                case 0:
                    bin.count = Int(integer(row[3]) ?? 0)
                    bin.first = M4Point(x: x, ys: (0..<n).map { row[5 + $0].double ?? .nan })
                case 1:
                    bin.last = M4Point(x: x, ys: (0..<n).map { row[5 + $0].double ?? .nan })
                default:
                    let i = (role - 2) / 2
                    guard i < n, let y = row[5 + i].double else { break }
                    if role % 2 == 0 { bin.lowest[i] = (x, y) } else { bin.highest[i] = (x, y) }
                }
                result.bins[group, default: [:]][k] = bin
            }
        }
        return result
    }
}

/// A row reduced to what a line needs: its x and its y per y column (NaN for NULL).
public struct M4Point: Sendable {
    public var x: Double
    public var ys: [Double]
}

/// One pixel column of one group: first and last rows, lowest and highest y per column, count.
public struct M4Bin: Sendable {
    public var count: Int
    public var first: M4Point?
    public var last: M4Point?
    public var lowest: [(x: Double, y: Double)?]
    public var highest: [(x: Double, y: Double)?]

    init(count: Int, columns: Int) {
        self.count = count
        lowest = Array(repeating: nil, count: columns)
        highest = Array(repeating: nil, count: columns)
    }

    /// The points of y column `i`, in x order, each once: first, the two extremes, last (M4).
    func points(column i: Int, into xs: inout [Double], _ ys: inout [Double]) {
        var candidates: [(x: Double, rank: Int, y: Double)] = []
        if let first { candidates.append((first.x, 0, first.ys[i])) }
        if let low = lowest[i] { candidates.append((low.x, 1, low.y)) }
        if let high = highest[i] { candidates.append((high.x, 1, high.y)) }
        if let last { candidates.append((last.x, 2, last.ys[i])) }
        candidates.sort { ($0.x, $0.rank) < ($1.x, $1.rank) }
        var previous: (Double, UInt64)?
        for c in candidates where c.x.isFinite {
            let key = (c.x, c.y.bitPattern)
            if let previous, previous == key { continue }
            previous = key
            xs.append(c.x)
            ys.append(c.y)
        }
    }
}

/// What one M4 query returned: bins by group and pixel column, and how many rows came back.
public struct M4Result: Sendable {
    public var rowCount: Int
    public var bins: [String?: [Int64: M4Bin]] = [:]
}
