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

    /// Parquet: a coarse chart first, when the file holds at least 4 times `coarseStrideRows`:
    /// every k-th row of the whole file (`ParquetFile.strideSample`, only the pages holding a
    /// sampled row decoded, all chunks in parallel), which the lines path also plans from and
    /// fills in with; then lines of the chart's columns only when it can
    /// (`ChartFactory.makeLineChart(parquetFile:)`), else the whole file (row groups in
    /// parallel). Arrow IPC: a coarse chart first, when every column is a number and the file
    /// holds at least 4 times `coarseStrideRows`: every k-th row read in place from the mapping
    /// (`ArrowIPCFile.strideSample`, a compressed file from a few batches); then drawn in place
    /// when it can be (`ChartFactory.makeInPlaceChart(arrowFile:)`: its columns gathered from
    /// their batches), else read whole.
    func runColumnar() {
        do {
            let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? NSNumber)?.intValue ?? 0
            report(.progress(bytesRead: 0, totalBytes: size))
            let table: DataTable
            if TableFileFormat.detect(path: path, leadingBytes: TableFile.leadingBytes(of: path)) == .parquet {
                let file = try ParquetFile(path: path)
                var coarse: DataTable?
                if file.rowCount >= 4 * coarseStrideRows {
                    let partial = try file.strideSample(columns: ChartFactory.planColumns(options, in: file), rows: coarseStrideRows)
                    coarse = partial
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
                                                              minimumBytes: columnarLinesMinimumBytes, sample: coarse,
                                                              partial: stopsAtFirstChart ? nil : fillIn) {
                    // Lines of the chart's columns only (ChartFactory+ParquetLines).
                    try options.apply(to: chart)
                    report(.progress(bytesRead: size, totalBytes: size))
                    report(.chart(chart, rows: (chart.dataSource as? MappedLineSource)?.data.first?.count ?? 0, isFinal: true))
                    return
                }
                table = try file.table()
            } else {
                let file = try ArrowIPCFile(path: path)
                // Gathering many record batches (or converting a time column) takes a pass over
                // the file: a coarse chart first, from every k-th row read in place. Only when
                // every column is a number, as for the in-place chart, so both plan alike.
                if file.rowCount >= 4 * coarseStrideRows,
                   file.columns.allSatisfy({ $0.valueKind != nil && $0.unsupported == nil }) {
                    let partial = try file.strideSample(rows: coarseStrideRows)
                    if partial.rowCount > 1, let chart = try? makeChart(partial) {
                        report(.chart(chart, rows: partial.rowCount, isFinal: false))
                        if stopsAtFirstChart { return }
                    }
                }
                if let chart = try ChartFactory.makeInPlaceChart(arrowFile: path, options: options,
                                                                 minimumBytes: columnarLinesMinimumBytes) {
                    // Drawn in place: the window starts its pyramid's build (ShowCommand+Progressive).
                    try options.apply(to: chart)
                    report(.progress(bytesRead: size, totalBytes: size))
                    report(.chart(chart, rows: (chart.dataSource as? MappedLineSource)?.data.first?.count ?? 0, isFinal: true))
                    return
                }
                table = try file.table()
            }
            try TableFile.withRows(table, file: path)
            report(.progress(bytesRead: size, totalBytes: size))
            report(.chart(try makeChart(table, notes: true), rows: table.rowCount, isFinal: true))
        } catch {
            report(.failure(error))
        }
    }
}
