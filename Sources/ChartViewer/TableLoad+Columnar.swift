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

    /// Parquet: a coarse chart first from a sample of row groups spread over the whole file
    /// (every k-th, k at least 2 and about an eighth of the groups), then the whole file. Arrow IPC
    /// is read whole (its buffers are in place: no decoding to spread out).
    func runColumnar() {
        do {
            let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? NSNumber)?.intValue ?? 0
            report(.progress(bytesRead: 0, totalBytes: size))
            let table: DataTable
            if TableFileFormat.detect(path: path, leadingBytes: TableFile.leadingBytes(of: path)) == .parquet {
                let file = try ParquetFile(path: path)
                let groups = file.rowGroupCount
                if groups >= 8 {
                    let step = max(2, groups / 8)
                    let sample = Array(stride(from: 0, to: groups, by: step))
                    let partial = try file.table(rowGroups: sample)
                    report(.progress(bytesRead: size * sample.count / groups, totalBytes: size))
                    if partial.rowCount > 1, let chart = try? makeChart(partial) {
                        report(.chart(chart, rows: partial.rowCount, isFinal: false))
                    }
                }
                table = try file.table()
            } else {
                table = try ArrowIPCFile(path: path).table()
            }
            report(.progress(bytesRead: size, totalBytes: size))
            report(.chart(try makeChart(table, notes: true), rows: table.rowCount, isFinal: true))
        } catch {
            report(.failure(error))
        }
    }
}
