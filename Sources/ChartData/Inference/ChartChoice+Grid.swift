import Foundation

/// Tables that are one grid of values, drawn as a heatmap rather than as series: a line per
/// column of an image, a matrix or a cross table draws hundreds of lines nobody can tell apart
/// (or a scatter of two of its columns), where the grid itself is the picture.
///
/// Three shapes, each a property of the table, never of a file's names:
/// - **a 2-D numeric array** (NumPy, HDF5) that is no table of a few series: both sides at least
///   `minimumGridSide`, or square;
/// - **a matrix**: as many rows as numeric columns, the first column naming the rows with the
///   column names (a kinship, distance or correlation matrix written with its index);
/// - **a cross table**: numeric columns of one kind (magnitudes within `magnitudeRatioLimit`),
///   `minimumCrossColumns` or more, or `minimumGridSide` or more beside a text key naming each
///   row once. Columns named by numbers (or a first row of numbers rising across them, a header
///   of numbers read as data) are left out: those are positions along an axis (wind speeds,
///   years), and their rows are series.
extension ChartChoice {
    /// The fewest rows and columns a numeric array (or a keyed cross table) needs to be a grid.
    public static let minimumGridSide = 16
    /// The fewest numeric columns that make a cross table without a key (rows of pixels).
    public static let minimumCrossColumns = 64

    /// Sends a grid to the heatmap when the user named no columns and no other kind; true when
    /// it did (the choice is then complete).
    mutating func chooseGrid(schema: TableSchema, request: ChartRequest) -> Bool {
        if request.kind == "heatmap" {
            // Named: the grid the table is, or its numeric columns (those named with --y).
            guard var grid = request.y.isEmpty ? Self.grid(schema: schema)?.0 ?? Self.anyGrid(schema: schema)
                                               : Self.anyGrid(schema: schema) else { return false }
            if !request.y.isEmpty { grid.columns = request.y }
            adopt(grid, rows: schema.rowCount, reasons: ["named (--type heatmap)"], axes: schema.table.gridAxes)
            return true
        }
        guard request.x == nil, request.y.isEmpty, request.by == nil, request.aggregation == nil, request.kind == nil,
              let (grid, reasons) = Self.grid(schema: schema) else { return false }
        adopt(grid, rows: schema.rowCount, reasons: reasons, axes: schema.table.gridAxes)
        return true
    }

    private mutating func adopt(_ grid: TableGrid, rows: Int, reasons: [String], axes: GridAxes?) {
        self.grid = grid
        kind = "heatmap"
        x = nil
        y = grid.columns
        xAxis = .category
        seriesCount = 1
        decisions += Self.gridDecisions(grid, rows: rows - (grid.firstRowNamesColumns ? 1 : 0), reasons: reasons,
                                        axes: grid.shape == .array ? axes : nil)
    }

    /// What `--explain` says of a grid of `rows` cell rows: the kind and why, then its shape.
    static func gridDecisions(_ grid: TableGrid, rows: Int, reasons: [String], axes: GridAxes? = nil) -> [Decision] {
        if let long = grid.long {
            return [Decision(subject: "kind", value: "heatmap", reasons: reasons,
                             beaten: ["line: a line per \(long.y) value no legend tells apart, or their mean per \(long.x), which means nothing"]),
                    Decision(subject: "grid", value: "\(long.value) over \(long.x) across × \(long.y) up", reasons: ["\(rows) rows, one cell each"])]
        }
        let kind = Decision(subject: "kind", value: "heatmap", reasons: reasons,
                            beaten: ["line: a line per column of a grid is \(grid.columns.count) lines no legend tells apart"])
        let shape = "\(rows) rows × \(grid.columns.count) columns"
        if let axes {
            // A surface: its rows and columns placed by the axes' values.
            func span(_ axis: GridAxes.Axis) -> String {
                "\(axis.name) \(NumberText.plain(axis.values.first ?? .nan)) … \(NumberText.plain(axis.values.last ?? .nan))"
            }
            return [kind, Decision(subject: "grid", value: shape, reasons: ["rows at \(span(axes.rows))", "columns at \(span(axes.columns))"])]
        }
        let naming = grid.rowNames.map { "rows named by \($0.isEmpty ? "the first column" : $0)" } ?? "rows numbered"
        return [kind, Decision(subject: "grid", value: shape, reasons: [naming, "columns \(Self.span(grid.columns))"])]
    }

    /// Why a 2-D numeric array of `rows` × `columns` is a grid (both sides `minimumGridSide` or
    /// more, or square); nil when it is a table of a few series.
    public static func arrayGridReason(rows: Int, columns: Int) -> String? {
        let square = rows == columns && rows >= 3
        guard square || min(rows, columns) >= minimumGridSide else { return nil }
        let why = square ? "a square \(rows) × \(columns) array" : "a \(rows) × \(columns) array, both sides \(minimumGridSide) or more"
        return why + ": a grid, not a few series"
    }

    /// Why `table`, the cells of one 2-D numeric array, is a grid: over the arrays beside it that
    /// place its rows and columns (`GridAxes`), or by its shape alone; nil when it is neither.
    package static func arrayGridReason(table: DataTable) -> String? {
        let columns = max(table.columnNames.count, table.columns.count)
        guard let axes = table.gridAxes, axes.rows.values.count == table.rowCount, axes.columns.values.count == columns else {
            return arrayGridReason(rows: table.rowCount, columns: columns)
        }
        return "a \(table.rowCount) × \(columns) array over \(DataFileError.name(axes.rows.name)) down and "
            + "\(DataFileError.name(axes.columns.name)) across (1-D arrays of those lengths, in order): a surface, not \(columns) series"
    }

    /// The `--explain` lines of a 2-D numeric array drawn in place as a heatmap; nil when the
    /// array is no grid (`arrayGridReason`).
    public static func arrayGridExplanation(rows: Int, columns: Int) -> String? {
        guard let reason = arrayGridReason(rows: rows, columns: columns) else { return nil }
        let grid = TableGrid(shape: .array, rowNames: nil, columns: (0..<columns).map { "column \($0)" })
        return gridDecisions(grid, rows: rows, reasons: [reason]).map(\.description).joined(separator: "\n")
    }

    /// The grid `schema`'s table is, and why; nil when it is a table of series.
    static func grid(schema: TableSchema) -> (TableGrid, [String])? {
        let table = schema.table
        guard table.rowCount >= 2 else { return nil }
        let numeric = schema.columns.filter { $0.evidence.isNumeric && !$0.role.isTime }
        if table.isOneNumericArray, numeric.count == schema.columns.count {
            guard let why = arrayGridReason(table: table) else { return nil }
            return (TableGrid(shape: .array, rowNames: nil, columns: numeric.map(\.name)), [why])
        }
        if let matrix = matrix(schema: schema) { return matrix }
        if let matrix = headerlessMatrix(schema: schema) { return matrix }
        if let long = longGrid(schema: schema) { return long }
        return crossTable(schema: schema)
    }

    /// Any table's numeric columns as a grid (what `--type heatmap` draws), the first text or
    /// identifier column naming the rows.
    static func anyGrid(schema: TableSchema) -> TableGrid? {
        // Row numbers (0/1…N) name the rows too, never hold cells.
        let key = schema.columns.first { !$0.evidence.isNumeric || $0.role == .identifier || $0.evidence.countsRows != nil }
        let cells = schema.columns.filter {
            $0.evidence.isNumeric && $0.name != key?.name && !$0.role.isTime && $0.evidence.countsRows == nil
        }
        guard !cells.isEmpty else { return nil }
        return TableGrid(shape: .crossTable, rowNames: key?.name, columns: cells.map(\.name))
    }

    /// A square matrix: the first column's labels are the other columns' names, in any order;
    /// or, where a header of numbers was read as the first row, that row's.
    private static func matrix(schema: TableSchema) -> (TableGrid, [String])? {
        let table = schema.table
        guard let first = schema.columns.first, schema.columns.count >= 4 else { return nil }
        let cells = Array(schema.columns.dropFirst())
        guard cells.allSatisfy({ $0.evidence.isNumeric }), let labels = Self.labels(of: first.name, in: table) else { return nil }
        let rowLabel = first.name.isEmpty || first.name.hasPrefix("column ") ? "the first column" : first.name
        let names = cells.map { $0.name.trimmingCharacters(in: .whitespaces) }
        if table.rowCount == cells.count, Set(labels) == Set(names), Set(names).count == names.count {
            return (TableGrid(shape: .matrix, rowNames: first.name, columns: cells.map(\.name)),
                    ["a \(cells.count) × \(cells.count) matrix: \(rowLabel) names the rows with the column names"])
        }
        // Headerless: an empty corner, the first row naming the columns as the first column names the rows.
        guard table.rowCount == cells.count + 1, labels[0].isEmpty else { return nil }
        let header = cells.map { column in Self.labels(of: column.name, in: table)?.first ?? "" }
        let rowNames = Array(labels.dropFirst())
        guard !header.contains(""), Set(header) == Set(rowNames), Set(header).count == header.count else { return nil }
        return (TableGrid(shape: .matrix, rowNames: first.name, columns: cells.map(\.name), firstRowNamesColumns: true),
                ["a \(cells.count) × \(cells.count) matrix: its first row names the columns as \(rowLabel) names the rows"])
    }

    /// A column's cells as labels: its texts trimmed, or its numbers written plainly ("" for gaps).
    public static func labels(of column: String, in table: DataTable) -> [String]? {
        if let texts = table.texts(of: column) { return texts.map { $0.trimmingCharacters(in: .whitespaces) } }
        guard let values = table.column(named: column)?.values else { return nil }
        return values.map { v in
            !v.isFinite ? "" : v == v.rounded() && abs(v) < 1e15 ? String(Int64(v)) : String(v)
        }
    }

    /// Many numeric columns of one kind across, one row per entity (or per image) down.
    private static func crossTable(schema: TableSchema) -> (TableGrid, [String])? {
        let table = schema.table
        // Every numeric column but times and row numbers: a pixel column of few values is still
        // a cell column (leaving it out would shift the rest).
        let counters = schema.columns.filter { $0.evidence.isNumeric && $0.evidence.countsRows != nil }
        var cells = schema.columns.filter { column in
            column.evidence.isNumeric && !column.role.isTime && column.evidence.countsRows == nil
        }
        guard cells.count >= minimumGridSide else { return nil }
        // A class label, then numbered columns (UCR's layout): each row is a series, which is
        // drawing rows as series, not a grid.
        if let first = schema.columns.first, first.evidence.isNumeric, first.evidence.isInteger,
           first.evidence.distinct >= 2, first.evidence.distinct < table.rowCount,
           schema.columns.dropFirst().allSatisfy({ isMadeUpName($0.name) }) {
            return nil
        }
        // Columns named by numbers are positions along an axis, rows of series, not a grid;
        // unless they only count the columns (0…n−1 or 1…n) and the rows do not follow on
        // across them: the numbered dimensions of an embedding.
        let numberNamed = cells.filter { Double($0.name.trimmingCharacters(in: .whitespaces)) != nil }.count
        guard numberNamed * 2 < cells.count
                || (namesCountColumns(cells.map(\.name)) && !rowsFollowOnAcross(cells.map(\.name), in: table)) else { return nil }
        // The same read as data: a first row rising strictly across the columns is a header of
        // numbers (wind speeds, years) under generated names.
        let firstRow = cells.compactMap { table.column(named: $0.name)?.values.first }
        if firstRow.count == cells.count, firstRow.allSatisfy(\.isFinite), zip(firstRow, firstRow.dropFirst()).allSatisfy({ $0 < $1 }) {
            return nil
        }
        // One kind: every column's magnitude within the limit of the largest (empty columns aside).
        let magnitudes = cells.compactMap(\.evidence.magnitude).filter { $0 > 0 && $0.isFinite }
        guard let largest = magnitudes.max(), let smallest = magnitudes.min(),
              largest <= smallest * magnitudeRatioLimit else { return nil }
        // A set of names: a search of `cells` per column was quadratic in the columns (10^5 wide).
        let cellNames = Set(cells.map(\.name))
        let others = schema.columns.filter { !cellNames.contains($0.name) }
        // A text key naming each row once (what the rows are); times make series instead.
        let textKey = others.first { column in
            !column.evidence.isNumeric && !column.role.isTime && column.evidence.isAllDistinct
                && column.evidence.filled == table.rowCount
        }
        guard others.allSatisfy({ !$0.role.isTime }) else { return nil }
        // Rows are named by the text key, else numbered by a row-number column if there is one.
        let key = textKey ?? counters.first
        cells.removeAll { $0.name == key?.name }
        if cells.count >= minimumCrossColumns {
            return (TableGrid(shape: .crossTable, rowNames: key?.name, columns: cells.map(\.name)),
                    ["\(cells.count) numeric columns of one kind (magnitudes within \(Int(magnitudeRatioLimit))×): rows of a grid, not \(cells.count) series"])
        }
        guard let key = textKey else { return nil }
        return (TableGrid(shape: .crossTable, rowNames: key.name, columns: cells.map(\.name)),
                ["\(key.name.isEmpty ? "the first column" : key.name) names each of \(table.rowCount) rows once across \(cells.count) numeric columns of one kind (magnitudes within \(Int(magnitudeRatioLimit))×): a cross table"])
    }

    /// Whether the names are the column indices `0…n−1` or `1…n`, in order.
    static func namesCountColumns(_ names: [String]) -> Bool {
        let numbers = names.map { Int($0.trimmingCharacters(in: .whitespaces)) }
        guard let first = numbers.first ?? nil, first == 0 || first == 1 else { return false }
        return numbers.enumerated().allSatisfy { $0.element == first + $0.offset }
    }

    /// Rows looked at to tell whether rows follow on across their columns.
    static let acrossRowSample = 200

    /// Whether the rows' values follow on from one column to the next (lag-1 autocorrelation
    /// across the columns, each row about its own mean, pooled over an even sample of rows, of
    /// `sequenceAutocorrelation` or more): a series per row (a spectrum, a UCR series), not the
    /// unordered dimensions of an embedding, whose neighbours are unrelated.
    static func rowsFollowOnAcross(_ columns: [String], in table: DataTable) -> Bool {
        let values = columns.compactMap { table.column(named: $0)?.values }
        guard values.count >= 3, table.rowCount >= 1 else { return true }
        var products = 0.0, squares = 0.0
        for row in Swift.stride(from: 0, to: table.rowCount, by: max(1, table.rowCount / acrossRowSample)) {
            let cells = values.map { $0[row] }.filter(\.isFinite)
            guard cells.count >= 3 else { continue }
            let mean = cells.reduce(0, +) / Double(cells.count)
            for (a, b) in zip(cells, cells.dropFirst()) { products += (a - mean) * (b - mean) }
            for a in cells { squares += (a - mean) * (a - mean) }
        }
        guard squares > 0 else { return true }
        return products / squares >= sequenceAutocorrelation
    }

    /// `a, b, …, z` for long lists.
    private static func span(_ names: [String]) -> String {
        names.count <= 4 ? names.joined(separator: ", ") : "\(names[0]), \(names[1]) … \(names[names.count - 1])"
    }
}
