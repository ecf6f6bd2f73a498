extension SQLTable {
    /// A statement answering the lowest and highest finite y of each y column (in pairs) over
    /// the rows with x at or past `from` (nil: every row with an x), so the y axis and its labels,
    /// and with them the plot's width, are settled before the first M4 query.
    public func yExtentSQL(from: Double? = nil) -> String {
        "SELECT \(yEndsSelection) FROM \(relation) WHERE \(xFilter(from: from))"
    }

    /// Each y column's lowest and highest finite value, in pairs of result columns.
    var yEndsSelection: String {
        let d = dialect
        let parts = yColumns.flatMap { y -> [String] in
            switch d {
            case .postgres:
                let v = "\(y)::float8", finite = "\(y)::float8 > '-Infinity' AND \(y)::float8 < 'Infinity'"
                return ["min(\(v)) FILTER (WHERE \(finite))", "max(\(v)) FILTER (WHERE \(finite))"]
            case .sqlite:
                return ["min(CASE WHEN abs(\(y)) < 9e999 THEN \(y) END)", "max(CASE WHEN abs(\(y)) < 9e999 THEN \(y) END)"]
            case .clickhouse:
                let v = "ifNull(toFloat64(\(y)), nan)"
                return ["if(countIf(isFinite(\(v))) = 0, nan, minIf(\(v), isFinite(\(v))))",
                        "if(countIf(isFinite(\(v))) = 0, nan, maxIf(\(v), isFinite(\(v))))"]
            }
        }
        return parts.joined(separator: ", ")
    }

    /// x's ends, then each y column's: the summary's ends statement's part from the table.
    var endsSelection: String { xEndsSelection + ", " + yEndsSelection }

    /// The range of (low, high) pairs of numbers, skipping NULL and non-finite ones; nil when none.
    static func extent(of pairs: [SQLValue]) -> ClosedRange<Double>? {
        var low = Double.infinity, high = -Double.infinity
        for i in stride(from: 0, to: pairs.count - 1, by: 2) {
            if let l = pairs[i].double, l.isFinite { low = min(low, l) }
            if let h = pairs[i + 1].double, h.isFinite { high = max(high, h) }
        }
        return low <= high ? low...high : nil
    }

    /// The lowest and highest finite y of the table (one scan where y has no index; a summary
    /// answers it from its bins, `SQLSummary.yExtent`).
    public func yExtent(connection: SQLConnection) throws(DatabaseError) -> ClosedRange<Double>? {
        Self.extent(of: try connection.rows(yExtentSQL()).first ?? [])
    }
}
