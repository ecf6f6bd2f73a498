import ChartData
import ChartKit
import Foundation

extension TableLoad {
    /// Whether `path` is a Parquet or Arrow IPC file (by its magic bytes) the window loads in
    /// the background.
    static func isColumnarDataFile(_ path: String, options: ChartOptions) -> Bool {
        guard path != "-", !options.printSpec, !DatabaseChart.isDatabase(path, options: options) else { return false }
        let format = TableFileFormat.detect(path: path, leadingBytes: TableFile.leadingBytes(of: path))
        return format == .parquet || format == .arrowIPC
    }

    /// Parquet: a coarse chart first, when the file has at least 8 row groups and 4 times
    /// `coarseRows`: the leading rows of every row group (`ParquetFile.leadingRowsTable`, the
    /// first pages of each chunk, decoded in parallel), about `coarseRows` in all, spread over
    /// the whole file; then lines of the chart's columns only when it can
    /// (`ChartFactory.makeLineChart(parquetFile:)`), else the whole file (row groups in
    /// parallel). Arrow IPC
    /// is drawn in place when it can be (`ChartFactory.makeInPlaceChart(arrowFile:)`), else read
    /// whole (its buffers are in place: no decoding to spread out).
    func runColumnar() {
        do {
            let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? NSNumber)?.intValue ?? 0
            report(.progress(bytesRead: 0, totalBytes: size))
            let table: DataTable
            if TableFileFormat.detect(path: path, leadingBytes: TableFile.leadingBytes(of: path)) == .parquet {
                let file = try ParquetFile(path: path)
                let groups = file.rowGroupCount
                if groups >= 8, file.rowCount >= 4 * coarseRows {
                    let partial = try file.leadingRowsTable(rowsPerGroup: coarseRows / groups)
                    if partial.rowCount > 1, let chart = try? makeChart(partial) {
                        report(.chart(chart, rows: partial.rowCount, isFinal: false))
                        if stopsAtFirstChart { return }
                    }
                }
                // The picture fills in as row groups arrive (the decoded rows, then the sample).
                let fillIn: (DataTable) -> Void = { [self] partial in
                    if partial.rowCount > 1, let chart = try? makeChart(partial) {
                        report(.chart(chart, rows: partial.rowCount, isFinal: false))
                    }
                }
                if let chart = try ChartFactory.makeLineChart(parquetFile: path, options: options,
                                                              partial: stopsAtFirstChart ? nil : fillIn) {
                    // Lines of the chart's columns only (ChartFactory+ParquetLines).
                    try options.apply(to: chart)
                    report(.progress(bytesRead: size, totalBytes: size))
                    report(.chart(chart, rows: (chart.dataSource as? MappedLineSource)?.data.first?.count ?? 0, isFinal: true))
                    return
                }
                table = try file.table()
            } else {
                if let chart = try ChartFactory.makeInPlaceChart(arrowFile: path, options: options) {
                    // Drawn in place: the window starts its pyramid's build (ShowCommand+Progressive).
                    try options.apply(to: chart)
                    report(.progress(bytesRead: size, totalBytes: size))
                    report(.chart(chart, rows: (chart.dataSource as? MappedLineSource)?.data.first?.count ?? 0, isFinal: true))
                    return
                }
                table = try ArrowIPCFile(path: path).table()
            }
            report(.progress(bytesRead: size, totalBytes: size))
            report(.chart(try makeChart(table, notes: true), rows: table.rowCount, isFinal: true))
        } catch {
            report(.failure(error))
        }
    }
}
