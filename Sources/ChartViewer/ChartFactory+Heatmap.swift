import ChartData
import ChartKit
import Foundation

extension ChartFactory {
    /// Axes name their cells (category axes) up to this many names; longer lists are numbered.
    static let maximumNamedCells = 400

    /// The heatmap of a table the inference found to be a grid (`ChartChoice+Grid`): its cell
    /// columns across, its rows down (the first at the top), the row names from the grid's key.
    static func makeHeatmapChart(table: DataTable, grid: TableGrid, title: String) throws(ViewerError) -> Chart {
        let chart = Chart(title: title)
        try installHeatmap(table: table, grid: grid, on: chart)
        return chart
    }

    /// The heatmap of `grid`'s cells in `table`, installed on `chart` with its axes.
    @discardableResult
    static func installHeatmap(table: DataTable, grid: TableGrid, on chart: Chart) throws(ViewerError) -> HeatmapSeries {
        if let long = grid.long { return try installLongHeatmap(table: table, cells: long, on: chart) }
        // A first row naming the columns holds no cells.
        let skipped = grid.firstRowNamesColumns ? 1 : 0
        let rows = table.rowCount - skipped
        let columns = grid.columns.compactMap { table.column(named: $0)?.values }
        guard rows > 0, !columns.isEmpty else { throw ViewerError("no numeric cells to draw as a heatmap") }
        var values: [Double] = []
        values.reserveCapacity(rows * columns.count)
        for r in skipped..<(rows + skipped) {
            for column in columns { values.append(r < column.count ? column[r] : .nan) }
        }
        let heatmap = HeatmapSeries(title: "value", grid: HeatmapGrid(rows: rows, columns: columns.count, values: values))
        if grid.shape == .array, let axes = table.gridAxes, axes.rows.values.count == rows, axes.columns.values.count == columns.count {
            installSurface(heatmap, axes: axes, on: chart)
            return heatmap
        }
        let columnNames = grid.firstRowNamesColumns
            ? grid.columns.map { ChartChoice.labels(of: $0, in: table)?.first ?? $0 } : grid.columns
        install(heatmap, rowNames: grid.rowNames.flatMap { ChartChoice.labels(of: $0, in: table).map { Array($0.dropFirst(skipped)) } },
                columnNames: grid.shape == .array ? nil : columnNames, on: chart)
        chart.xAxis.title = grid.shape == .array ? "column" : nil
        // A key without a name of its own (a blank header the reader called `column 1`) gets no title.
        var keyTitle = grid.rowNames
        if let key = keyTitle, key.isEmpty || table.columnNames.firstIndex(of: key).map({ key == "column \($0 + 1)" }) == true {
            keyTitle = nil
        }
        chart.yAxis.title = grid.shape == .array ? "row" : keyTitle
        return heatmap
    }

    /// A surface over two axes (`GridAxes`): its axes' names title the chart's, the cells'
    /// array names the colour bar. Evenly spaced axes (columns rising) are number axes, each
    /// cell centred on its values (matplotlib's `imshow` with an extent), rows rising upward;
    /// others are category axes of the values, written to one precision.
    private static func installSurface(_ heatmap: HeatmapSeries, axes: GridAxes, on chart: Chart) {
        heatmap.title = axes.cells.isEmpty ? "value" : axes.cells
        let rows = axes.rows.values, columns = axes.columns.values
        let rowNames = valueLabels(rows), columnNames = valueLabels(columns)
        if let across = evenStep(columns), across > 0, let down = evenStep(rows) {
            heatmap.xExtent = AxisRange(min: columns[0] - across / 2, max: columns[columns.count - 1] + across / 2)
            heatmap.yExtent = AxisRange(min: rows.min()! - abs(down) / 2, max: rows.max()! + abs(down) / 2)
            // Row 0 where its value lies: at the top when the rows fall.
            heatmap.firstRowAtTop = down < 0
            heatmap.columnNames = columnNames
            heatmap.rowNames = rowNames
            chart.xAxis = gridNumberAxis()
            chart.yAxis = gridNumberAxis()
            attach(heatmap, to: chart)
        } else {
            let rising = rows.count >= 2 && rows[1] > rows[0]
            install(heatmap, rowNames: rowNames, columnNames: columnNames, firstRowAtTop: !rising, on: chart)
        }
        chart.xAxis.title = axes.columns.name
        chart.yAxis.title = axes.rows.name
    }

    /// The step of values spaced evenly (within a thousandth of it), or nil.
    private static func evenStep(_ values: [Double]) -> Double? {
        guard values.count >= 2 else { return nil }
        let step = (values[values.count - 1] - values[0]) / Double(values.count - 1)
        guard step != 0, step.isFinite else { return nil }
        return zip(values, values.dropFirst()).allSatisfy { abs(($1 - $0) - step) <= abs(step) * 1e-3 } ? step : nil
    }

    /// Axis values to the fewest decimals (up to 6) that write them exactly, else that keep
    /// them apart, each without trailing zeros: `3`, `3.25`, `500`, not `3.00` or
    /// `1.9130434782608696`.
    private static func valueLabels(_ values: [Double]) -> [String] {
        func written(_ value: Double, _ decimals: Int) -> String {
            var text = String(format: "%.\(decimals)f", value)
            if text.contains(".") {
                while text.hasSuffix("0") { text.removeLast() }
                if text.hasSuffix(".") { text.removeLast() }
            }
            return text == "-0" ? "0" : text
        }
        for decimals in 0...6 {
            let scale = pow(10, Double(decimals))
            if values.allSatisfy({ abs(($0 * scale).rounded() / scale - $0) <= 1e-9 * max(1, abs($0)) }) {
                return values.map { written($0, decimals) }
            }
        }
        for decimals in 0...6 {
            let labels = values.map { written($0, decimals) }
            if Set(labels).count == values.count { return labels }
        }
        return values.map(NumberText.plain)
    }

    /// A number axis that ends at the grid's edges.
    private static func gridNumberAxis() -> NumberAxis {
        let axis = NumberAxis()
        axis.rangePaddingFractionLow = 0
        axis.rangePaddingFractionHigh = 0
        return axis
    }

    /// Puts `heatmap` on `chart` with axes that fit it: category axes where it names its rows or
    /// columns (up to `maximumNamedCells`), numbered ones otherwise, row 0 at the top unless
    /// `firstRowAtTop` is false and the rows are named.
    static func install(_ heatmap: HeatmapSeries, rowNames: [String]?, columnNames: [String]?, firstRowAtTop: Bool = true, on chart: Chart) {
        let grid = heatmap.grid
        heatmap.firstRowAtTop = true
        if let columnNames, columnNames.count == grid.columns {
            heatmap.columnNames = columnNames
        }
        if let rowNames, rowNames.count == grid.rows {
            heatmap.rowNames = rowNames
        }
        if !heatmap.columnNames.isEmpty, grid.columns <= maximumNamedCells {
            chart.xAxis = CategoryAxis(categories: heatmap.columnNames)
        } else {
            chart.xAxis = gridNumberAxis()
        }
        if !heatmap.rowNames.isEmpty, grid.rows <= maximumNamedCells {
            heatmap.firstRowAtTop = firstRowAtTop
            chart.yAxis = CategoryAxis(categories: heatmap.yAxisCategories)
        } else {
            // Row r at −r, so row 0 is at the top; the labels read the row numbers back.
            heatmap.yExtent = AxisRange(min: -(Double(grid.rows) - 0.5), max: 0.5)
            let axis = gridNumberAxis()
            axis.customLabelFormatter = RowNumberLabels()
            chart.yAxis = axis
        }
        attach(heatmap, to: chart)
    }

    /// `heatmap` as `chart`'s only series, its axes without grid lines (cells fill the plot), its
    /// colour bar the legend.
    private static func attach(_ heatmap: HeatmapSeries, to chart: Chart) {
        chart.xAxis.showsMajorGridLines = false
        chart.yAxis.showsMajorGridLines = false
        let source = ArrayDataSource()
        source.add(heatmap)
        chart.dataSource = source
        chart.legend.isVisible = false
    }
}

/// Tick labels of a y axis that counts rows downward (row r at −r): the row numbers.
struct RowNumberLabels: LabelFormatting {
    func labels(for values: [Double], step: Double) -> [String] {
        NumberLabelFormatter().labels(for: values.map { 0 - $0 }, step: step)
    }
}

extension ChartFactory {
    /// A spec's heatmap: `"type": "heatmap"` with a `"data"` file (its grid as `--type heatmap`
    /// finds it), or a series `{ "type": "heatmap", "values": [[…], …] }` with optional
    /// `rowNames`, `columnNames`, `colorMap` and `valueRange`.
    static func populateHeatmap(_ chart: Chart, spec: ChartSpec, specPath: String) throws {
        let entry = spec.series?.first { $0.type == "heatmap" } ?? spec.series?.first
        let label = "\(specPath): series[0]"
        let heatmap: HeatmapSeries
        if let rows = entry?.values {
            let width = rows.map(\.count).max() ?? 0
            guard width > 0 else { throw ViewerError("\(label): \"values\" holds no cells") }
            guard rows.allSatisfy({ $0.count == width }) else {
                throw ViewerError("\(label): \"values\" rows differ in length (each row needs \(width) cells)")
            }
            heatmap = HeatmapSeries(title: entry?.title ?? "value", grid: HeatmapGrid(rows: rows))
            install(heatmap, rowNames: entry?.rowNames, columnNames: entry?.columnNames, on: chart)
        } else if let dataPath = spec.data {
            let resolved = try SpecFileAccess.resolve(dataPath, specPath: specPath, label: "\(specPath): data")
            let table = try SpecFileAccess.withholdingContents(label: specPath, reference: dataPath) { () throws -> DataTable in
                try DelimitedTextParser.parse(contentsOf: resolved, keepTextColumns: true)
            }
            var choice = TableChoice()
            choice.type = "heatmap"
            let plan = try TablePlan(table: table, choice: choice, file: dataPath)
            guard let grid = plan.inference.grid else { throw ViewerError("\(specPath): \(dataPath) has no numeric columns to draw as a heatmap") }
            heatmap = try installHeatmap(table: table, grid: grid, on: chart)
        } else {
            throw ViewerError("\(specPath): a heatmap needs \"values\" in its series or a \"data\" file")
        }
        if let name = entry?.colorMap {
            guard let map = heatmapColorMaps[name] else {
                throw ViewerError("\(label): colorMap \"\(name)\": expected \(heatmapColorMaps.keys.sorted().joined(separator: ", "))")
            }
            heatmap.style.colorMap = map
        }
        if let range = entry?.valueRange {
            guard range.count == 2, range.allSatisfy(\.isFinite), range[0] != range[1] else {
                throw ViewerError("\(label): valueRange needs two different finite numbers, [low, high]")
            }
            heatmap.style.valueRange = AxisRange(min: range[0], max: range[1])
        }
        if let x = spec.xAxis { try configureCommon(chart.xAxis, with: x, label: "\(specPath): xAxis") }
        if let y = spec.yAxis { try configureCommon(chart.yAxis, with: y, label: "\(specPath): yAxis") }
    }

    /// The colour maps a spec names.
    static let heatmapColorMaps: [String: ColorMap] = ["viridis": .viridis, "inferno": .inferno, "blueRed": .blueRed]
}

extension ChartFactory {
    /// A plain 2-D `.npy` that is a grid (`ChartChoice.arrayGridReason`), drawn as a heatmap
    /// straight from the mapped file: its cells are copied once, row-major, into the grid, with no
    /// table of a column per cell column in between (a 4000 × 5000 array took minutes that way).
    /// Nil for other arrays, or when options name columns or another kind.
    static func makeInPlaceHeatmap(npy path: String, options: ChartOptions) throws -> Chart? {
        guard options.dtype == nil, options.x == nil, options.y == nil, options.by == nil, options.agg == nil,
              options.type == nil || options.type == "heatmap", !NumPyTable.isStructuredNpy(path),
              let file = try? NpyFile(path: path), file.shape.count == 2 else { return nil }
        let rows = file.shape[0], columns = file.shape[1]
        guard rows > 0, columns > 0, let explanation = ChartChoice.arrayGridExplanation(rows: rows, columns: columns)
        else { return nil }
        let cells = CheckedSize.product([rows, columns, MemoryLayout<Double>.size, 2])
        try MemoryBudget.check(bytes: cells) { limit in
            ViewerError(BinaryFileError.conversionTooLarge(path: path, count: rows * columns, bytes: cells ?? .max, limit: limit).description)
        }
        var values: [Double]
        do {
            if file.isFortranOrder {
                values = [Double](repeating: .nan, count: rows * columns)
                for c in 0..<columns {
                    let column = try file.column(c)
                    for r in 0..<rows { values[r * columns + c] = column[r] }
                }
            } else {
                // C order: the cells are one run, row after row.
                values = try file.cells().doubles()
            }
        } catch {
            throw ViewerError(error.description.hasPrefix(path) ? error.description : "\(path): \(error.description)")
        }
        if options.explain {
            print(explanation)
            fflush(stdout)
        }
        let chart = Chart(title: fileTitle(path))
        install(HeatmapSeries(title: "value", grid: HeatmapGrid(rows: rows, columns: columns, values: values)),
                rowNames: nil, columnNames: nil, on: chart)
        chart.xAxis.title = "column"
        chart.yAxis.title = "row"
        return chart
    }
}
