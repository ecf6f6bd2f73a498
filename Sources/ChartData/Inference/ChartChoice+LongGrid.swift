/// A grid written long: (x, y, value) rows, one per cell, whose x and y values form a full or
/// near-full grid (a noise PDF's frequency × power → hits, a field's lon × lat → temperature).
/// Its picture is the value over x × y as a heatmap; a line per y value is as many lines as
/// the grid has rows, and their mean per x (what a fold draws) means nothing.
extension ChartChoice {
    /// The least share of the x × y cells the rows must fill to be a grid.
    static let leastLongGridFill = 0.8

    /// The long grid `schema`'s table is, and why; nil unless exactly three numeric columns that
    /// are no time or row number (x, y, value, in file order) have x and y at least
    /// `minimumGridSide` distinct values each, (x, y) unique in every row, and rows filling
    /// `leastLongGridFill` of x × y — or, in a table of those three columns alone whose values are
    /// counts (whole numbers, never negative), each x and y value on two rows at least; never
    /// beside a time column.
    static func longGrid(schema: TableSchema) -> (TableGrid, [String])? {
        let numbers = schema.columns.filter { column in
            column.evidence.isNumeric && !column.role.isTime && column.role != .identifier
                && column.role != .constant && column.evidence.countsRows == nil
        }
        // (a time column makes the rows a sequence or a panel: series over it, not cells)
        guard numbers.count == 3, schema.rowCount >= minimumGridSide * minimumGridSide / 2,
              !schema.columns.contains(where: { $0.role.isTime }), schema.dateParts == nil else { return nil }
        let (xColumn, yColumn, valueColumn) = (numbers[0], numbers[1], numbers[2])
        guard let xs = schema.table.column(named: xColumn.name)?.values, let ys = schema.table.column(named: yColumn.name)?.values
        else { return nil }
        var xSet = Set<UInt64>(), ySet = Set<UInt64>(), pairs = Set<Pair>()
        var rows = 0
        for (a, b) in zip(xs, ys) where a.isFinite && b.isFinite {
            rows += 1
            xSet.insert(a.bitPattern)
            ySet.insert(b.bitPattern)
            pairs.insert(Pair(key: Int(truncatingIfNeeded: a.bitPattern), x: b.bitPattern))
        }
        let cells = xSet.count * ySet.count
        guard xSet.count >= minimumGridSide, ySet.count >= minimumGridSide, rows >= minimumGridSide, pairs.count == rows else { return nil }
        let full = Double(rows) >= leastLongGridFill * Double(cells)
        // A histogram written long leaves its empty cells out (the IRIS noise PDF fills 12 % of
        // freq × power): counts or densities (no negative value) on a lattice, each x at two y
        // values at least and each y at two x values, are still its cells.
        // Only the three columns, and whole numbers: counts, the evidence of a histogram.
        let sparseCounts = schema.columns.count == 3 && valueColumn.evidence.isInteger && (valueColumn.evidence.low ?? -1) >= 0
            && rows >= 2 * xSet.count && rows >= 2 * ySet.count
        guard full || sparseCounts else { return nil }
        let fill = Int((Double(rows) / Double(cells) * 100).rounded(.down))
        let grid = TableGrid(shape: .long, rowNames: yColumn.name, columns: [valueColumn.name],
                             long: TableGrid.LongCells(x: xColumn.name, y: yColumn.name, value: valueColumn.name))
        return (grid, ["a long table of one \(valueColumn.name) per (\(xColumn.name), \(yColumn.name)): \(xSet.count) × \(ySet.count) values, "
                       + "each pair once, \(fill) % of the grid filled" + (full ? "" : " (\(valueColumn.name) counts: a histogram's empty cells left out)") + ": a heatmap of \(valueColumn.name) over \(xColumn.name) × \(yColumn.name)"])
    }
}
