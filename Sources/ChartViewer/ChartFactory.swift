import ChartKit
import Foundation

/// Builds charts from what `chartview` is given: a data file, a JSON spec, or nothing (the demo).
public enum ChartFactory {
    /// The chart for `path` (nil: the built-in demo), with the command-line options applied.
    public static func makeChart(path: String?, options: ChartOptions) throws -> (Chart, ChartSpec?) {
        let chart: Chart
        var spec: ChartSpec?
        if let type = options.type { _ = try makeSeries(type: type, title: "") }
        if let path {
            if path.lowercased().hasSuffix(".json") {
                let loaded = try loadSpec(path)
                spec = loaded
                chart = try makeChart(spec: loaded, specPath: path, typeOverride: options.type)
            } else {
                let table = try DelimitedTextParser.parse(contentsOf: path)
                chart = try makeChart(table: table, title: fileTitle(path), type: options.type ?? "line")
            }
        } else {
            chart = try DemoChart.make(type: options.type ?? "line")
        }
        try options.apply(to: chart)
        return (chart, spec)
    }

    /// A line (or scatter) series for every column after the first, which is x. A single column is
    /// plotted against its row index.
    public static func makeChart(table: DataTable, title: String?, type: String) throws(ViewerError) -> Chart {
        let chart = Chart(title: title)
        let source = ArrayDataSource()
        let columns = table.columns
        guard let first = columns.first else { throw ViewerError("\(title ?? "input"): no numeric columns") }
        if columns.count == 1 {
            source.add(try makeSeries(type: type, title: first.name), y: first.values)
            chart.yAxis.title = first.name
        } else {
            for column in columns.dropFirst() {
                source.add(try makeSeries(type: type, title: column.name), x: first.values, y: column.values)
            }
            chart.xAxis.title = first.name
            if columns.count == 2 { chart.yAxis.title = columns[1].name }
        }
        chart.legend.isHidden = columns.count <= 2
        chart.dataSource = source
        return chart
    }

    static func fileTitle(_ path: String) -> String {
        path == "-" ? "stdin" : URL(fileURLWithPath: path).lastPathComponent
    }

    static func loadSpec(_ path: String) throws(ViewerError) -> ChartSpec {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ViewerError("\(path): cannot read the file")
        }
        do {
            return try JSONDecoder().decode(ChartSpec.self, from: data)
        } catch let DecodingError.dataCorrupted(context) {
            throw ViewerError("\(path): not valid JSON (\(context.debugDescription))")
        } catch let DecodingError.typeMismatch(_, context), let DecodingError.valueNotFound(_, context) {
            throw ViewerError("\(path): at \(codingPath(context.codingPath)): \(context.debugDescription)")
        } catch {
            throw ViewerError("\(path): \(error)")
        }
    }

    private static func codingPath(_ keys: [CodingKey]) -> String {
        keys.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined().drop { $0 == "." }.description
    }
}
