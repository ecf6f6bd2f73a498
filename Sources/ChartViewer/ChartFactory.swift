import ChartData
import ChartKit
import Foundation

/// Builds charts from what `chartview` is given: a data file, a JSON spec, or nothing (the demo).
public enum ChartFactory {
    /// The chart for `path` (nil: the built-in demo), with the command-line options applied.
    public static func makeChart(path: String?, options: ChartOptions) throws -> (Chart, ChartSpec?) {
        let chart: Chart
        var spec: ChartSpec?
        if let type = options.type { _ = try makeSeries(type: type, title: "") }
        SpecFileAccess.allowedFolders = options.allowPath
        if let path {
            if DatabaseChart.isDatabase(path, options: options) {
                chart = try DatabaseChart.make(address: path, options: options)
            } else if path.lowercased().hasSuffix(".json") && isChartSpecFile(path) {
                let loaded = try loadSpec(path)
                spec = loaded
                // Warnings about the files a spec names could quote them (SpecFileAccess).
                chart = try SpecFileAccess.withholdingWarnings {
                    isTableSpec(loaded)
                        ? try makeTableSpecChart(spec: loaded, specPath: path, typeOverride: options.type)
                        : try makeChart(spec: loaded, specPath: path, typeOverride: options.type)
                }
            } else if ["jsonl", "ndjson"].contains(URL(fileURLWithPath: path).pathExtension.lowercased())
                        || TableFileFormat.detect(path: path, leadingBytes: TableFile.leadingBytes(of: path)) == .jsonLines {
                chart = try makeChart(jsonLinesFile: path, options: options)
            } else if options.dtype == nil && (isTypedTableFile(path) || options.sheet != nil || options.dataset != nil) {
                // Excel, .npz, HDF5, JSON data, compressed text: TableFile, then CSV's planning.
                chart = try makeChart(tableFile: path, options: options)
            } else if isBinaryDataFile(path, options: options) {
                chart = try makeChart(binaryFile: path, options: options)
            } else {
                // Dates and categories come as text columns: ChartFactory+Axes reads them.
                chart = try makeTableChart(dataFile: path, options: options)
            }
        } else {
            chart = try DemoChart.make(type: options.type ?? "line")
        }
        try options.apply(to: chart)
        return (chart, spec)
    }

    /// The series of `type` for a table (see `populate`: one per column after the first, which is
    /// x; open/high/low/close, low/high or area columns by name for the kinds that need them).
    public static func makeChart(table: DataTable, title: String?, type: String) throws(ViewerError) -> Chart {
        if isRadialType(type) {
            // Names from a numeric first column as written (a text one is read by the callers
            // that keep text columns).
            return try makeRadialChart(table: table, names: table.columns.first?.values.map { RangePrinter.number($0) } ?? [],
                                       title: title, type: type, file: title ?? "input")
        }
        let chart = Chart(title: title)
        try populate(chart, from: table, title: title, type: type)
        return chart
    }

    static func fileTitle(_ path: String) -> String {
        if path == "-" { return "stdin" }
        // An HDF5 dataset by path: the file's name and the dataset, not the dataset's last part.
        if let split = HDF5Table.splitDatasetPath(path) {
            return URL(fileURLWithPath: split.file).lastPathComponent + ":" + split.dataset
        }
        return URL(fileURLWithPath: path).lastPathComponent
    }

    static func loadSpec(_ path: String) throws(ViewerError) -> ChartSpec {
        // Bounded, checked reading and a strict scan first: errors say where the syntax breaks,
        // and unknown keys are errors (SpecJSONScanner, SpecKeyCheck).
        let (document, data) = try scanSpec(path)
        // The series are counted in the scanned tree, before anything is decoded per series.
        try SpecSeriesCount.check(document, file: path)
        do {
            let spec = try SpecJSONScanner.gapDecoder.decode(ChartSpec.self, from: data)
            try SpecKeyCheck.check(document, decoded: spec, file: path)
            return spec
        } catch let error as ViewerError {
            throw error
        } catch let DecodingError.dataCorrupted(context) {
            // The syntax passed SpecJSONScanner, so JSONDecoder is refusing a value: without a
            // coding path that is a number where a whole number belongs (it reports no more).
            if context.codingPath.isEmpty {
                throw ViewerError("\(path): a number does not fit its setting: a whole number is expected (an axis index, stackIndex, columns)")
            }
            throw specMismatch(path: path, document: document, codingPath: context.codingPath,
                               expected: Int.self, found: context.debugDescription)
        } catch let DecodingError.typeMismatch(type, context) {
            throw specMismatch(path: path, document: document, codingPath: context.codingPath,
                               expected: type, found: context.debugDescription)
        } catch let DecodingError.valueNotFound(type, context) {
            throw specMismatch(path: path, document: document, codingPath: context.codingPath,
                               expected: type, found: "found null")
        } catch {
            throw ViewerError("\(path): \(error)")
        }
    }

    private static func codingPath(_ keys: [CodingKey]) -> String {
        keys.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined().drop { $0 == "." }.description
    }
}
