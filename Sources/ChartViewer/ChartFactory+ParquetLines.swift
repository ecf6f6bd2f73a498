import ChartData
import ChartKit
import Foundation

extension ChartFactory {
    /// A big Parquet file of numbers drawn as lines from the columns the chart needs and no
    /// others, the way a big Arrow file is (`makeInPlaceChart(arrowFile:)`): the chart is
    /// planned by `TablePlan` from a sample that costs a fraction of the file (the leading rows
    /// of every row group, `ParquetFile.leadingRowsTable`, what the window's coarse picture
    /// shows); then only x and the plan's y columns are decoded, row groups in parallel, and
    /// handed to a `MappedLineSource` as lines in memory. Nothing else is built for the whole
    /// table: no inference over every row, no unread column held, so memory is the columns read
    /// (8 bytes a row each) and their pyramids.
    ///
    /// Nil, and the file is read as a table, unless the file is at least `minimumBytes`, every
    /// column is a number, the plan is lines of named columns over a named x with no grouping,
    /// folding or right axis, and x never decreases.
    static func makeLineChart(parquetFile path: String, options: ChartOptions,
                              minimumBytes: Int = TableLoad.progressiveBytes) throws -> Chart? {
        guard path != "-", !options.printSpec, !options.explain, !options.strict, (options.type ?? "line") == "line",
              TableFileFormat.detect(path: path, leadingBytes: TableFile.leadingBytes(of: path)) == .parquet,
              let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? NSNumber)?.intValue,
              size >= minimumBytes,
              let file = try? ParquetFile(path: path), file.rowCount >= 2,
              file.columns.allSatisfy({ $0.valueKind != nil && $0.unsupported == nil }) else { return nil }
        let perGroup = max(1, inPlaceSampleRows / max(1, file.rowGroupCount))
        let sample = try file.leadingRowsTable(rowsPerGroup: perGroup)
        let plan = try TablePlan(table: sample, choice: try options.tableChoice(), file: path)
        guard plan.type == "line", plan.by == nil, plan.agg == nil, let xName = plan.x,
              !plan.y.isEmpty, plan.series.count == plan.y.count, !plan.series.contains(where: \.onRightAxis) else { return nil }
        let needed = CheckedSize.product([file.rowCount, MemoryLayout<Double>.size, 2 * (plan.y.count + 1)])
        guard (try? MemoryBudget.check(bytes: needed, { _ in ViewerError("") })) != nil else { return nil }
        let table = try file.table(columns: Set([xName] + plan.y))
        // x out of order or with gaps: the table path sorts and warns (the columns are read again).
        guard let x = table.column(named: xName)?.values, isIncreasing(x) else { return nil }
        for note in plan.notes { ViewerOutput.warn(note) }
        let chart = try makeChart(plan: plan, title: fileTitle(path))
        let lines = plan.y.map { MappedLineSource.Line.values(table.column(named: $0)?.values ?? []) }
        let source: MappedLineSource
        do {
            source = try MappedLineSource(x: SeriesColumn(x), lines: lines, titles: plan.series.map(\.name))
        } catch {
            throw ViewerError(error.description.hasPrefix(path) ? error.description : "\(path): \(error.description)")
        }
        source.attach(to: chart)
        chart.legend.isVisible = plan.series.count >= 2
        return chart
    }
}
