import ChartData
import ChartKit
import Foundation

extension ChartFactory {
    /// A 3-D `.npy` drawn as small multiples (`ArraySlices`): a heatmap per slice along its axis
    /// of fewest entries, at most `ArraySlices.maximumPanes` (the first; a warning names the
    /// count and how to draw another), one colour scale for all, each pane titled by the slice's
    /// index. Nil for other arrays, or when options name columns or another kind; a cube whose
    /// slices are no grids is refused in one line.
    static func makeSliceHeatmaps(npy path: String, options: ChartOptions) throws -> Chart? {
        guard options.dtype == nil, options.x == nil, options.y == nil, options.by == nil, options.agg == nil,
              options.type == nil || options.type == "heatmap", !NumPyTable.isStructuredNpy(path) else { return nil }
        let file: NpyFile
        do {
            file = try NpyFile(path: path, maximumRank: 3)
        } catch {
            // Four dimensions and more are refused where every .npy is read; a 3-D header whose
            // data are short says so here (any other rank gets the same line there).
            if case .unsupportedShape = error { return nil }
            throw ViewerError(error.description.hasPrefix(path) ? error.description : "\(path): \(error.description)")
        }
        guard file.shape.count == 3 else { return nil }
        guard let slices = ArraySlices(shape: file.shape) else {
            throw ViewerError(BinaryFileError.unsupportedShape(path: path, shape: file.shape).description)
        }
        let (rows, columns, drawn) = (slices.rows, slices.columns, slices.drawnCount)
        // Only the drawn slices are copied: refused in one line before allocating when they cannot fit.
        let bytes = CheckedSize.product([drawn, rows, columns, MemoryLayout<Double>.size, 2])
        try MemoryBudget.check(bytes: bytes) { limit in
            ViewerError(BinaryFileError.conversionTooLarge(path: path, count: drawn * rows * columns, bytes: bytes ?? .max, limit: limit).description)
        }
        let cells: MappedColumn
        do {
            cells = try file.cells()
        } catch {
            throw ViewerError(error.description.hasPrefix(path) ? error.description : "\(path): \(error.description)")
        }
        var grids: [[Double]] = []
        var low = Double.infinity, high = -Double.infinity
        for slice in 0..<drawn {
            var values = [Double](repeating: .nan, count: rows * columns)
            for row in 0..<rows {
                for column in 0..<columns {
                    let value = cells[slices.element(slice: slice, row: row, column: column, fortranOrder: file.isFortranOrder)]
                    values[row * columns + column] = value
                    if value.isFinite { low = min(low, value); high = max(high, value) }
                }
            }
            grids.append(values)
        }
        if options.explain {
            print(slices.explanation)
            fflush(stdout)
        }
        if slices.count > drawn {
            ViewerOutput.warn("warning: \(path): \(slices.count) slices along axis \(slices.axis); drew the first \(drawn), "
                              + "\(slices.indexText(0)) to \(slices.indexText(drawn - 1)): to draw another, save it as an array "
                              + "of its own (np.save(\"slice.npy\", a\(slices.indexText(drawn))))")
        }
        let charts = grids.enumerated().map { slice, values in
            let chart = Chart(title: slice == 0 ? "\(fileTitle(path)) \(slices.indexText(0))" : slices.indexText(slice))
            let heatmap = HeatmapSeries(title: "value", grid: HeatmapGrid(rows: rows, columns: columns, values: values))
            // One scale, so a colour means one value in every pane.
            if low < high { heatmap.style.valueRange = AxisRange(min: low, max: high) }
            install(heatmap, rowNames: nil, columnNames: nil, on: chart)
            chart.xAxis.title = "column (axis \(slices.kept[1]))"
            chart.yAxis.title = "row (axis \(slices.kept[0]))"
            return chart
        }
        registerPanes(Array(charts.dropFirst()), below: charts[0],
                      columns: Int(Double(charts.count).squareRoot().rounded(.up)))
        return charts[0]
    }
}
