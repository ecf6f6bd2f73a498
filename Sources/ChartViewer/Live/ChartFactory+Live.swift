import ChartData
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
        let chart: Chart
        do {
            // The same columns, dates and defaults as a file (TablePlan: --x, --y, --by, --agg);
            // JSON lines when it starts with `{`, compressed streams by their magic (TableFile).
            let table = try TableFile.read("-", options: TableFile.Options(xKey: options.x))
            let (planned, plan) = try planChart(table: table, file: "<stdin>", title: "stdin",
                                                choice: try options.tableChoice(), strict: options.strict)
            if options.printSpec { print(try plan.specJSON(dataPath: "-")) }
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
        if options.printSpec { print(try plan.specJSON(dataPath: path)) }
        return chart
    }
}
