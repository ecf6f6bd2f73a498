import ChartData
import ChartKit
import Foundation

/// Reads a delimited file in chunks and reports as it goes: how far it got, and now and then a
/// chart of the rows read so far, then the chart of the whole file. What lets the window open at
/// once on a big file and fill in as it loads, and `render` print progress.
///
/// `run()` works on the calling thread (the window calls it on a thread of its own); every
/// report goes to `report`, in order, on that thread.
final class TableLoad {
    /// What the load has to say.
    enum Report {
        /// `bytesRead` of `totalBytes` are parsed.
        case progress(bytesRead: Int, totalBytes: Int)
        /// A chart of the first `rows` rows (a partial one while `isFinal` is false).
        case chart(Chart, rows: Int, isFinal: Bool)
        /// The load stopped here.
        case failure(Error)
    }

    let path: String
    let options: ChartOptions
    /// Bytes read from the file and handed to the reader at a time. Default: 16 MiB.
    var chunkSize = 16 << 20
    /// Shares of the file after which a partial chart is built (each one re-plans the rows read
    /// so far, so a few, spaced out, cost little against the parse). Default: 5 %, 20 %, 50 %.
    var partialChartShares: [Double] = [0.05, 0.2, 0.5]
    /// Files at least this long have their table cached beside them (`ColumnCacheSidecar`; tests
    /// lower it). Default: 32 MiB.
    var cacheMinimumBytes = ColumnCacheSidecar.minimumSourceBytes
    let report: (Report) -> Void
    /// Whether the load ends at its first chart, partial or not (`render --preview`).
    var stopsAtFirstChart = false
    /// Rows of the coarse first table of a big Parquet or Arrow file: every k-th row of the
    /// whole file and the last (`ParquetFile.strideSample`: only the pages holding one are
    /// decoded; `ArrowIPCFile.strideSample`: read in place), as many as a line drawn in place
    /// shows before its pyramid is built (`SeriesData.previewStride`). Default: 2^14.
    var coarseStrideRows = 1 << 14
    /// Columnar files at least this big are drawn from their chart's columns alone, in place
    /// where the layout allows (tests lower it). Default: `progressiveBytes`.
    var columnarLinesMinimumBytes = TableLoad.progressiveBytes

    init(path: String, options: ChartOptions, report: @escaping (Report) -> Void) {
        self.path = path
        self.options = options
        self.report = report
    }

    /// Files at least this big open the window before they are read: 8 MiB.
    static let progressiveBytes = 8 << 20

    /// Whether `path` is a delimited data file of at least `progressiveBytes` that the window
    /// should load in the background.
    static func loadsProgressively(_ path: String?, options: ChartOptions) -> Bool {
        guard let path, isDelimitedDataFile(path, options: options) || isColumnarDataFile(path, options: options) else { return false }
        let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? NSNumber)?.intValue ?? 0
        return size >= progressiveBytes
    }

    /// Whether `path` is read as a delimited data file (not standard input, a spec, a database,
    /// a binary or a JSON-lines file), plain or compressed (`x.csv.gz`), and no spec is to be printed.
    static func isDelimitedDataFile(_ path: String, options: ChartOptions) -> Bool {
        guard path != "-", path != "demo", !options.printSpec, !options.explain else { return false }
        let ext = URL(fileURLWithPath: path).pathExtension.lowercased()
        guard !["json", "jsonl", "ndjson"].contains(ext), !DatabaseChart.isDatabase(path, options: options),
              !ChartFactory.isBinaryDataFile(path, options: options) else { return false }
        switch TableFileFormat.detect(path: path, leadingBytes: TableFile.leadingBytes(of: path)) {
        case .delimitedText: return true
        case .compressedText: return compression(ofDelimitedFile: path) != nil
        default: return false
        }
    }

    /// The compression of a compressed delimited file, by its magic bytes, when its name says
    /// delimited text inside (`x.csv.gz`, `x.tsv.zst`); nil otherwise.
    static func compression(ofDelimitedFile path: String) -> TextCompression? {
        let url = URL(fileURLWithPath: path)
        guard TextCompression.from(extension: url.pathExtension) != nil else { return nil }
        let inner = url.deletingPathExtension().pathExtension
        guard !inner.isEmpty, TableFileFormat.textFormat(extension: inner) == .delimitedText else { return nil }
        return TextCompression.detect(leadingBytes: TableFile.leadingBytes(of: path, count: 16))
    }

    /// Reads, parses and plans the file, reporting as it goes; the last report is the final
    /// chart or a failure. The file is read in parts (`DelimitedFileReader`): one part's bytes in
    /// memory at a time, a refusal from a look at a few pieces, the column cache beside it.
    func run() {
        if Self.isColumnarDataFile(path, options: options) { return runColumnar() }
        do {
            let choice = try options.tableChoice()
            var readOptions = DelimitedFileReader.Options()
            readOptions.partBytes = Swift.max(chunkSize, 1)
            readOptions.cachesColumns = !options.noCache
            readOptions.cacheMinimumBytes = cacheMinimumBytes
            readOptions.requiresNumbers = Self.requiresNumbers(choice)
            readOptions.compression = Self.compression(ofDelimitedFile: path)
            // Dates of the user's form are read from their texts.
            readOptions.parsesTimes = choice.dateFormat == nil
            let reader = try DelimitedFileReader(path: path, file: path, options: readOptions)
            report(.progress(bytesRead: reader.bytesDone, totalBytes: reader.totalBytes))
            var shares = partialChartShares.sorted()[...]
            while try reader.readNextPart() {
                report(.progress(bytesRead: reader.bytesDone, totalBytes: reader.totalBytes))
                let done = Double(reader.bytesDone), total = Double(reader.totalBytes)
                // Numbers alone read fast: partial charts only where there is text (dates) to read.
                if let share = shares.first, done >= share * total, !reader.readsNumbersOnly {
                    while let next = shares.first, done >= next * total { shares.removeFirst() }
                    if let partial = reader.partialTable(), let chart = try? makeChart(partial) {
                        report(.chart(chart, rows: partial.rowCount, isFinal: false))
                        if stopsAtFirstChart { return }
                    }
                }
            }
            let table = try reader.finish()
            report(.progress(bytesRead: reader.totalBytes, totalBytes: reader.totalBytes))
            if options.strict, let first = table.cellWarnings.first { throw first.firstCell }
            let chart = try makeChart(table, notes: true)
            report(.chart(chart, rows: table.rowCount, isFinal: true))
        } catch let error as DataFileError where error.problem.hasPrefix(DataFileError.notUTF8) || error.problem.hasPrefix(DataFileError.notText) {
            // Text in another encoding (Windows-1252, UTF-16): `TableFile.read` reads it through
            // a UTF-8 copy, in one go; binary data is refused as the parts reader refused it.
            guard let table = try? TableFile.read(path, options: TableFile.Options(cachesColumns: false)) else {
                return report(.failure(error.suggestingRawNumbers))
            }
            for warning in table.readingWarnings { ViewerOutput.warn("warning: \(path): \(warning)") }
            do {
                report(.chart(try makeChart(table, notes: true), rows: table.rowCount, isFinal: true))
            } catch {
                report(.failure(error))
            }
        } catch {
            report(.failure(error))
        }
    }

    /// Whether the chart the options ask for needs a column of numbers: all but counts.
    static func requiresNumbers(_ choice: TableChoice) -> Bool {
        choice.agg?.lowercased() != Aggregation.count.rawValue
    }

    /// The chart of `table` planned as a file's chart is, with the options applied.
    func makeChart(_ table: DataTable, notes: Bool = false) throws -> Chart {
        let plan = try TablePlan(table: table, choice: try options.tableChoice(), file: path)
        if notes {
            for note in plan.notes { ViewerOutput.warn(note) }
        }
        let chart = try ChartFactory.makeChart(plan: plan, title: ChartFactory.fileTitle(path))
        try options.apply(to: chart)
        return chart
    }

    /// "18 of 43 MB".
    static func sizeText(_ done: Int, of total: Int) -> String {
        let mb = Double(total) / 1_000_000
        let format = mb >= 100 ? "%.0f" : "%.1f"
        return String(format: format, Double(done) / 1_000_000) + " of " + String(format: format, mb) + " MB"
    }
}
