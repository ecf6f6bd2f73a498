extension SQLConnection {
    /// Every row of `sql` as columns of numbers (NULL and text that is not a number: NaN): for
    /// loading a whole table into memory. PostgreSQL rows come through a cursor in batches of
    /// `batch`, so the client never holds the whole result as text.
    ///
    /// ```swift
    /// let columns = try db.numberColumns("SELECT extract(epoch from time), value FROM t ORDER BY time")
    /// ```
    public func numberColumns(_ sql: String, batch: Int = 200_000) throws(DatabaseError) -> [[Double]] {
        var columns: [[Double]] = []
        func append(_ rows: [[SQLValue]]) {
            guard let first = rows.first else { return }
            if columns.isEmpty { columns = Array(repeating: [], count: first.count) }
            for c in columns.indices {
                columns[c].reserveCapacity(columns[c].count + rows.count)
                for row in rows { columns[c].append(c < row.count ? row[c].double ?? .nan : .nan) }
            }
        }
        switch dialect {
        case .sqlite:
            append(try rows(sql))
        case .clickhouse:
            // Straight from the answer's text into doubles, without a value per cell.
            guard let clickhouse = self as? ClickHouseConnection else { append(try rows(sql)); break }
            columns = try clickhouse.numberColumns(sql)
        case .postgres:
            _ = try rows("BEGIN; DECLARE chartkit_load NO SCROLL CURSOR FOR \(sql)")
            do {
                while true {
                    let rows = try rows("FETCH \(max(1, batch)) FROM chartkit_load")
                    append(rows)
                    if rows.count < batch { break }
                }
                _ = try rows("CLOSE chartkit_load; COMMIT")
            } catch {
                _ = try? rows("ROLLBACK")
                throw error
            }
        }
        return columns
    }
}
