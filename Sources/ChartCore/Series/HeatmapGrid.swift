/// The values of a heatmap: `rows` × `columns` numbers, row-major (row 0's columns first), NaN
/// (or an infinity) for a missing cell.
///
/// ```swift
/// let grid = HeatmapGrid(rows: 2, columns: 3, values: [1, 2, 3,
///                                                      4, .nan, 6])
/// grid.value(row: 1, column: 2)   // 6
/// ```
public struct HeatmapGrid: Equatable, Sendable {
    public let rows: Int
    public let columns: Int
    /// `rows · columns` values, row-major.
    public let values: [Double]
    /// The lowest and highest finite value; nil when no cell has one. Found once, when the grid
    /// is made: colours, the colour bar and every frame read it.
    public let valueExtent: AxisRange?

    /// A grid of `rows` × `columns`; `values` shorter than `rows · columns` are padded with NaN,
    /// longer ones cut. Negative sizes count as 0.
    public init(rows: Int, columns: Int, values: [Double]) {
        let rows = max(rows, 0), columns = max(columns, 0)
        let (count, overflow) = rows.multipliedReportingOverflow(by: columns)
        self.rows = overflow ? 0 : rows
        self.columns = overflow ? 0 : columns
        let n = overflow ? 0 : count
        let cells = values.count == n ? values
            : Array(values.prefix(n)) + [Double](repeating: .nan, count: max(0, n - values.count))
        self.values = cells
        self.valueExtent = Self.extent(of: cells)
    }

    /// A grid from rows of equal length (shorter rows are padded with NaN to the longest).
    public init(rows: [[Double]]) {
        let width = rows.map(\.count).max() ?? 0
        var values: [Double] = []
        values.reserveCapacity(rows.count * width)
        for row in rows { values += row + [Double](repeating: .nan, count: width - row.count) }
        self.init(rows: rows.count, columns: width, values: values)
    }

    /// The value at `row`, `column`; NaN outside the grid.
    public func value(row: Int, column: Int) -> Double {
        guard row >= 0, row < rows, column >= 0, column < columns else { return .nan }
        return values[row * columns + column]
    }

    private static func extent(of values: [Double]) -> AxisRange? {
        var low = Double.infinity, high = -Double.infinity
        values.withUnsafeBufferPointer { cells in
            for v in cells where v.isFinite {
                if v < low { low = v }
                if v > high { high = v }
            }
        }
        return low <= high ? AxisRange(min: low, max: high) : nil
    }
}
