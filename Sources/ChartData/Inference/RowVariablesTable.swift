import Foundation

/// A table stored with its rows as the variables: a few rows of many values, one of which rises
/// (or falls) strictly from column to column, the axis the other rows are values over. NumPy
/// users save such arrays (`np.save(f, np.array([dates, delta_t]))`: a 2 × 28 array), and a
/// table of columns would draw 28 "series" of 2 points. Transposed, the axis row is x and the
/// others are the series over it.
///
/// Read as rows of variables when all of these hold, on the cells alone:
/// - 2…`mostRows` rows and at least `columnsPerRow` × as many columns, `leastColumns` or more;
/// - every column numeric and named by the reader, not by a header (`column 7`, or one stem
///   numbered in sequence: `delta_t 0`, `delta_t 1`, …);
/// - some row strictly monotone across the columns (an axis: dates, positions), while not every
///   row is (rows of one rising curve each are series, `RowSeriesTable`'s case).
///
/// ```swift
/// if let rows = RowVariablesTable(table) { draw(rows.table) }   // row 1 (the axis), row 2, …
/// ```
public struct RowVariablesTable: Sendable {
    /// The transposed table: a column per row (`row 1`, `row 2`, …), the axis row first.
    public let table: DataTable
    /// The row (1-based) that is the axis.
    public let axisRow: Int
    /// Rows and columns of the table read.
    public let rowCount: Int
    public let columnCount: Int

    /// Most rows that may be variables (more are observations).
    public static let mostRows = 8
    /// Columns per row, at least.
    public static let columnsPerRow = 4
    /// Fewest columns.
    public static let leastColumns = 8

    public init?(_ table: DataTable) {
        let names = table.columnNames.isEmpty ? table.columns.map(\.name) : table.columnNames
        let rows = table.rowCount
        guard (2...Self.mostRows).contains(rows), names.count >= max(Self.leastColumns, Self.columnsPerRow * rows),
              !table.hasTextColumns, RowSeriesTable.sequence(names) != nil,
              names.allSatisfy({ Self.isReaderName($0) }) else { return nil }
        var columns: [[Double]] = []
        for name in names {
            guard let values = table.column(named: name)?.values, values.count >= rows else { return nil }
            columns.append(values)
        }
        // Row r across the columns.
        let series = (0..<rows).map { r in columns.map { $0[r] } }
        let monotone = series.map(Self.isStrictlyMonotone)
        guard let axis = monotone.firstIndex(of: true), monotone.contains(false) else { return nil }
        var order = [axis] + (0..<rows).filter { $0 != axis }
        order = order.filter { r in series[r].contains(where: \.isFinite) }
        var out = DataTable(columns: order.map { DataTable.Column(name: "row \($0 + 1)", values: series[$0]) },
                            rowCount: names.count, textColumns: [:])
        out.columnNames = order.map { "row \($0 + 1)" }
        out.readingNotes = table.readingNotes
        out.readingWarnings = table.readingWarnings
        self.table = out
        axisRow = axis + 1
        rowCount = rows
        columnCount = names.count
    }

    /// A name a reader gave a column of an array: `column 7`, `7`, or an array's name and an
    /// index (`delta_t 7`).
    static func isReaderName(_ name: String) -> Bool {
        if ChartChoice.isMadeUpName(name) { return true }
        guard let last = name.split(separator: " ").last, name.contains(" ") else { return false }
        return last.allSatisfy(\.isNumber)
    }

    /// Every finite value above the one before it, or every one below; no gaps.
    static func isStrictlyMonotone(_ values: [Double]) -> Bool {
        guard values.count >= 3, values.allSatisfy(\.isFinite) else { return false }
        let rising = zip(values, values.dropFirst()).allSatisfy { $1 > $0 }
        let falling = zip(values, values.dropFirst()).allSatisfy { $1 < $0 }
        return rising || falling
    }

    /// For `--explain`.
    public var explanation: String {
        "rows are variables: \(rowCount) rows of \(columnCount) values, row \(axisRow) strictly monotone across the columns (an axis), "
            + "so each row is a column (row \(axisRow) first); beats drawing the columns: \(columnCount) series of \(rowCount) points"
    }
}
