import ChartKit
import Foundation

extension ChartFactory {
    /// An empty chart for live input: series appear as their keys arrive (one line series each),
    /// the view follows the newest data and fits y, and `--window` keeps a rolling window.
    static func makeLiveChart(title: String, options: ChartOptions, live: LiveOptions) throws -> Chart {
        let chart = Chart(title: title)
        chart.dataSource = ArrayDataSource()
        chart.rollingWindow = try live.rollingWindow()
        try options.apply(to: chart)
        return chart
    }

    /// Installs a date x axis once the first x value shows that x holds epoch times (unless
    /// `--x-axis` chose a kind). Returns whether it decided (either way).
    static func adoptLiveXAxis(_ chart: Chart, firstX: Double, name: String?, options: ChartOptions) -> Bool {
        guard options.xAxisKind == nil else { return true }
        guard let unit = epochUnit([firstX], forced: false) else {
            if chart.xAxis.title == nil { chart.xAxis.title = name }
            return true
        }
        do {
            let axis = DateTimeAxis(timeZone: (try? options.resolvedTimeZone()) ?? TimeZone(identifier: "UTC")!)
            axis.valueUnit = unit
            installXAxis(axis, on: chart)
        }
        return true
    }

    /// The chart for all of standard input at once (`chartview - render`): JSON lines or a
    /// CSV/TSV table, with the same rules as a file.
    static func makeChartFromStandardInput(options: ChartOptions, live: LiveOptions) throws -> Chart {
        let bytes = try FileBytes.readAll(nil, file: "<stdin>")
        let first = bytes.first { !($0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D) }
        let chart: Chart
        do {
            // The same columns, dates and defaults as a file (TablePlan: --x, --y, --by, --agg).
            let table = first == UInt8(ascii: "{")
                ? try JSONLinesTable.table(from: bytes, file: "<stdin>", xKey: options.x)
                : try DelimitedTextParser.parse(Data(bytes), file: "<stdin>", keepTextColumns: true)
            let (planned, plan) = try planChart(table: table, file: "<stdin>", title: "stdin",
                                                choice: try options.tableChoice(), strict: options.strict)
            if options.printSpec { print(plan.specJSON(dataPath: "-")) }
            chart = planned
            chart.rollingWindow = try live.rollingWindow()
            try options.apply(to: chart)
        }
        return chart
    }
}

extension ChartFactory {
    /// The chart of a whole JSON-lines file (`.jsonl`, `.ndjson`), planned as a CSV is
    /// (`JSONLinesTable`, `TablePlan`).
    static func makeChart(jsonLinesFile path: String, options: ChartOptions) throws -> Chart {
        let (chart, plan) = try planChart(dataFile: path, choice: try options.tableChoice(), strict: options.strict)
        if options.printSpec { print(plan.specJSON(dataPath: path)) }
        return chart
    }

    /// A chart of records read all at once with the live parser's rules.
    static func makeChart(records bytes: [UInt8], file: String, title: String, options: ChartOptions,
                          live: LiveOptions) throws -> Chart {
        let parser = LiveRecordParser(file: file, xKey: options.x)
        let batches = try parser.feed(bytes) + parser.finish()
        let chart = try makeLiveChart(title: options.title ?? title, options: options, live: live)
        for batch in batches { chart.append(x: batch.x, y: batch.y, toSeries: batch.key) }
        if let firstX = parser.firstX { _ = adoptLiveXAxis(chart, firstX: firstX, name: parser.xName, options: options) }
        chart.legend.isHidden = chart.series.count < 2
        return chart
    }
}

extension Chart {
    /// Appends to the series of `key`, adding a line series of that title to an
    /// `ArrayDataSource` when there is none.
    func append(x: [Double], y: [Double], toSeries key: String) {
        if let index = series.firstIndex(where: { $0.effectiveColorKey == key }) {
            append(x: x, y: y, toSeriesAt: index)
        } else if let source = dataSource as? ArrayDataSource {
            source.add(LineSeries(title: key), x: [], y: [])
            reloadData()
            append(x: x, y: y, toSeriesAt: series.count - 1)
        }
    }
}
