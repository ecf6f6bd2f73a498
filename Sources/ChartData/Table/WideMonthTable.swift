/// A table with a row per year and a column per month (`YEAR, JAN … DEC`, as NOAA's El Niño
/// indices and the BLS's unemployment tables are printed), and the one monthly series it holds.
///
/// A table qualifies when a column of whole years (named like a year) sits beside twelve numeric
/// columns named by the twelve months, each once. Other numeric columns named like an aggregate
/// of the year (`Annual`, `Total`, `Mean`, `Avg`) are dropped: they summarise the months, they are
/// no month. Any other column keeps the table as it is (it is not only a year × month grid).
///
/// ```swift
/// if let wide = WideMonthTable(table) {
///     let long = wide.monthly(table)   // columns "month" (dates) and "value", 12 rows a year
/// }
/// ```
public struct WideMonthTable: Sendable, Equatable {
    /// The column of years.
    public let yearColumn: String
    /// The month columns, January first.
    public let monthColumns: [String]
    /// Aggregate columns left out (`Annual`).
    public let droppedColumns: [String]

    private static let aggregateWords = ["annual", "total", "mean", "avg", "average", "year", "sum", "ann"]

    public init?(_ table: DataTable) {
        var year: String?
        var months = [String?](repeating: nil, count: 12)
        var dropped: [String] = []
        guard !table.hasTextColumns else { return nil }
        for column in table.columns {
            let lower = column.name.lowercased()
            if let month = MonthNames.number(of: column.name), lower.count <= 9, months[month - 1] == nil {
                months[month - 1] = column.name
            } else if year == nil, lower.contains("year") || lower == "yr", Self.holdsWholeYears(column.values) {
                year = column.name
            } else if Self.aggregateWords.contains(where: lower.contains) {
                dropped.append(column.name)
            } else {
                return nil
            }
        }
        guard let year, months.allSatisfy({ $0 != nil }) else { return nil }
        yearColumn = year
        monthColumns = months.map { $0! }
        droppedColumns = dropped
    }

    private static func holdsWholeYears(_ values: [Double]) -> Bool {
        var filled = 0
        for v in values where !v.isNaN {
            guard v == v.rounded(), v >= 1000, v <= 9999 else { return false }
            filled += 1
        }
        return filled >= 2
    }

    /// One row per year and month in file order of the years: `month` (the first of the month,
    /// seconds since 1970 UTC, typed as dates) and `value`. A year's empty months stay gaps.
    public func monthly(_ table: DataTable) -> DataTable {
        let years = table.column(named: yearColumn)?.values ?? []
        let months = monthColumns.map { table.column(named: $0)?.values ?? [] }
        var instants: [Double] = []
        var values: [Double] = []
        instants.reserveCapacity(years.count * 12)
        values.reserveCapacity(years.count * 12)
        for (row, year) in years.enumerated() where year.isFinite {
            for month in 0..<12 {
                instants.append(Double(DateColumnParser.daysSinceEpoch(year: Int(year), month: month + 1, day: 1)) * 86_400)
                values.append(row < months[month].count ? months[month][row] : .nan)
            }
        }
        var long = DataTable(columns: [DataTable.Column(name: "month", values: instants),
                                       DataTable.Column(name: "value", values: values)], rowCount: instants.count)
        long.columnNames = ["month", "value"]
        long.valueKinds["month"] = .date
        return long
    }

    /// One line for `--explain`.
    public var explanation: String {
        let dropped = droppedColumns.isEmpty ? "" : "; dropped \(droppedColumns.joined(separator: ", ")): an aggregate of the months"
        return "table = one monthly series: a row per \(yearColumn), a column per month (\(monthColumns.first!)…\(monthColumns.last!))\(dropped)"
    }
}
