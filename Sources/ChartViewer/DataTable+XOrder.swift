import ChartData
import Foundation

extension DataTable {
    /// Series kinds whose drawing connects points in x order: a line, step or area through
    /// shuffled rows would zigzag across the whole plot once per row (and a fill would cover it
    /// again and again, quadratic in practice), so their rows are sorted by x first.
    static let kindsThatNeedXOrder: Set<String> = ["line", "step", "area", "stacked-area", "band"]

    /// How many rows stand before a smaller x (NaN rows ignored): 0 for x in order.
    static func rowsOutOfOrder(_ x: [Double]) -> Int {
        var count = 0
        var largest = -Double.infinity
        for value in x where !value.isNaN {
            if value < largest { count += 1 } else { largest = value }
        }
        return count
    }

    /// The table with every column's rows (text columns too) reordered by `x`, stably, gaps (NaN
    /// x) kept at the end in file order; in O(n log n).
    func sorted(byX x: [Double]) -> DataTable {
        let order = x.indices.sorted { a, b in
            let (u, v) = (x[a], x[b])
            if u.isNaN || v.isNaN { return !u.isNaN && v.isNaN || (u.isNaN && v.isNaN && a < b) }
            return u < v || (u == v && a < b)
        }
        var copy = self
        for index in copy.columns.indices where copy.columns[index].values.count == order.count {
            let values = copy.columns[index].values
            copy.columns[index].values = order.map { values[$0] }
        }
        for (name, cells) in copy.textColumns where cells.count == order.count {
            copy.textColumns[name] = order.map { cells[$0] }
        }
        for (name, times) in copy.isoTimes where times.count == order.count {
            copy.isoTimes[name] = times.reordered(order)
        }
        return copy
    }
}

extension ChartFactory {
    /// `table` sorted by its x column when `kind` connects points in x order and x is not in
    /// order, with one warning line saying so; the table itself otherwise.
    static func orderedForDrawing(_ table: DataTable, kind: String, label: String) -> DataTable {
        guard DataTable.kindsThatNeedXOrder.contains(kind), let x = xColumn(table, type: kind)?.values,
              table.columns.count > 1 else { return table }
        let outOfOrder = DataTable.rowsOutOfOrder(x)
        guard outOfOrder > 0 else { return table }
        ViewerOutput.warn("warning: \(label): x is not in order (\(outOfOrder) row\(outOfOrder == 1 ? "" : "s") out of place); rows sorted by x to draw the \(kind)")
        return table.sorted(byX: x)
    }
}
