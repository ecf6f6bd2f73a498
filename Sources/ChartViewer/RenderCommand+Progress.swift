import ChartKit
import Foundation

extension RenderCommand {
    /// The chart of a delimited data file read through `TableLoad`, printing its progress on
    /// standard error when that is a terminal and the load has taken more than a second (a
    /// pipeline's log stays clean; a quick file prints nothing). Nil for inputs that are not
    /// delimited files, or when standard error is not a terminal: the caller reads them as usual.
    static func loadShowingProgress(_ path: String, options: ChartOptions) throws -> Chart? {
        guard isatty(STDERR_FILENO) != 0, TableLoad.isDelimitedDataFile(path, options: options) else { return nil }
        let started = Date()
        var printed = false
        var result: Result<Chart, Error>?
        let name = ChartFactory.fileTitle(path)
        let load = TableLoad(path: path, options: options) { report in
            switch report {
            case .progress(let done, let total):
                guard Date().timeIntervalSince(started) > 1, total > 0 else { return }
                let percent = Int(Double(done) / Double(total) * 100)
                let line = "\rchartview: reading \(name)  \(percent) %  (\(TableLoad.sizeText(done, of: total)))"
                    + (done == total ? ", building the chart" : "") + "\u{1B}[K"
                FileHandle.standardError.write(Data(line.utf8))
                printed = true
            case .chart(let chart, _, true):
                result = .success(chart)
            case .chart:
                break
            case .failure(let error):
                result = .failure(error)
            }
        }
        load.partialChartShares = []
        load.run()
        if printed { FileHandle.standardError.write(Data("\n".utf8)) }
        return try result?.get()
    }

    /// `--preview`: the first chart the window shows for `path` while it loads in the background
    /// (a coarse Parquet table, a CSV's partial chart where there is one, else the whole file),
    /// the load stopped there; nil for a file the window does not load in the background.
    static func loadPreview(_ path: String, options: ChartOptions) throws -> Chart? {
        guard TableLoad.loadsProgressively(path, options: options) else { return nil }
        var result: Result<Chart, Error>?
        let load = TableLoad(path: path, options: options) { report in
            switch report {
            case .chart(let chart, _, _): if result == nil { result = .success(chart) }
            case .failure(let error): if result == nil { result = .failure(error) }
            case .progress: break
            }
        }
        load.partialChartShares = [0.05]
        load.stopsAtFirstChart = true
        load.run()
        return try result?.get()
    }
}
