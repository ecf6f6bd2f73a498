import ChartData
import ChartKit

extension ChartFactory {
    /// The heatmap of a long (x, y, value) table (`ChartChoice+LongGrid`): x's distinct values
    /// across in rising order, y's up (the highest at the top, as a y axis reads), one cell per
    /// row; cells no row fills stay empty (NaN), a pair written twice keeps its sum.
    static func installLongHeatmap(table: DataTable, cells: TableGrid.LongCells, on chart: Chart) throws(ViewerError) -> HeatmapSeries {
        guard let xs = table.column(named: cells.x)?.values, let ys = table.column(named: cells.y)?.values,
              let values = table.column(named: cells.value)?.values else {
            throw ViewerError("no numeric cells to draw as a heatmap")
        }
        let xLevels = Array(Set(xs.filter(\.isFinite))).sorted()
        let yLevels = Array(Set(ys.filter(\.isFinite))).sorted(by: >)
        guard !xLevels.isEmpty, !yLevels.isEmpty else { throw ViewerError("no numeric cells to draw as a heatmap") }
        let column = Dictionary(uniqueKeysWithValues: xLevels.enumerated().map { ($1, $0) })
        let row = Dictionary(uniqueKeysWithValues: yLevels.enumerated().map { ($1, $0) })
        var grid = [Double](repeating: .nan, count: xLevels.count * yLevels.count)
        for (i, (x, y)) in zip(xs, ys).enumerated() where i < values.count {
            guard let c = column[x], let r = row[y] else { continue }
            let at = r * xLevels.count + c
            grid[at] = grid[at].isNaN ? values[i] : grid[at] + values[i]
        }
        let heatmap = HeatmapSeries(title: table.title(of: cells.value),
                                    grid: HeatmapGrid(rows: yLevels.count, columns: xLevels.count, values: grid))
        install(heatmap, rowNames: yLevels.map(NumberText.plain), columnNames: xLevels.map(NumberText.plain), on: chart)
        chart.xAxis.title = table.title(of: cells.x)
        chart.yAxis.title = table.title(of: cells.y)
        return heatmap
    }
}
