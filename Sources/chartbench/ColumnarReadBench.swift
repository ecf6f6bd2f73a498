import ChartData
import Foundation

/// `chartbench --read-table FILE [--runs N]`: how long ChartData takes to read a table file,
/// without drawing (what `chartview render` adds on top is planning and drawing):
/// - full load: `TableFile.read` of every column (any format TableFile reads);
/// - for Parquet, also the footer alone (`ParquetFile(path:)`), every column's range from its
///   statistics, and the coarse first table the window draws first (`TableLoad+Columnar`:
///   every k-th row of the whole file, `strideSample`, 2^14 rows) beside the leading rows of
///   16 row groups evenly spread (`leadingRowsTable`, 2^20 rows: the first picture before
///   session 14, islands joined by straight lines), each with the pages it decoded.
/// Medians of N runs (default 3) in seconds, and the process's peak resident memory.
enum ColumnarReadBench {
    static func run(_ arguments: [String]) {
        var path: String?
        var runs = 3
        var it = arguments.dropFirst().makeIterator()
        while let a = it.next() {
            switch a {
            case "--read-table": path = it.next()
            case "--runs": runs = it.next().flatMap { Int($0) } ?? runs
            default:
                FileHandle.standardError.write(Data("chartbench: unknown argument \(a) (--read-table FILE [--runs N])\n".utf8))
                exit(2)
            }
        }
        guard let path else { exit(2) }
        func median(_ body: () throws -> Void) rethrows -> Double {
            var times: [Double] = []
            for _ in 0..<max(runs, 1) {
                let start = DispatchTime.now().uptimeNanoseconds
                try body()
                times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
            }
            return times.sorted()[times.count / 2]
        }
        do {
            var rows = 0
            let full = try median { rows = try TableFile.read(path).rowCount }
            print(String(format: "%@: %d rows, full load %.3f s", path, rows, full))
            if TableFileFormat.detect(path: path, leadingBytes: TableFile.leadingBytes(of: path)) == .parquet {
                var file: ParquetFile?
                let footer = try median { file = try ParquetFile(path: path) }
                guard let file else { return }
                let ranges = median { for column in file.columns { _ = file.range(of: column.name) } }
                let groups = file.rowGroupCount
                print(String(format: "  footer %.4f s, ranges from statistics %.5f s, %d row groups", footer, ranges, groups))
                func describe(_ name: String, _ read: (inout ParquetReadCost) throws -> DataTable) throws {
                    var cost = ParquetReadCost(), rows = 0
                    let time = try median {
                        cost = ParquetReadCost()
                        rows = try read(&cost).rowCount
                    }
                    print(String(format: "  %@: %d rows, %.3f s, %d pages decoded (%.1f MB read, %.1f MB decompressed), %d skipped",
                                 name, rows, time, cost.pagesDecoded, Double(cost.bytesRead) / 1e6,
                                 Double(cost.bytesDecompressed) / 1e6, cost.pagesSkipped))
                }
                try describe("coarse first table, every k-th row") { cost in try file.strideSample(rows: 1 << 14, cost: &cost) }
                let read = min(groups, 16)
                try describe("leading rows of \(read) row groups") { cost in
                    try file.leadingRowsTable(rowsPerGroup: (1 << 20) / max(1, read), groupLimit: read, cost: &cost)
                }
            }
            var usage = rusage()
            #if canImport(Glibc)
            getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
            #else
            getrusage(RUSAGE_SELF, &usage)
            #endif
            print(String(format: "  peak resident %.0f MB", Double(usage.ru_maxrss) / 1024))
        } catch {
            FileHandle.standardError.write(Data("chartbench: \(error)\n".utf8))
            exit(1)
        }
    }
}
