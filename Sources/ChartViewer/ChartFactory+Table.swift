import ChartData
import ChartKit
import Foundation

extension ChartFactory {
    // MARK: Data files through TablePlan

    /// The chart of a CSV/TSV file: columns chosen and read as `TablePlan` infers, with what the
    /// options name; warnings (odd cells, ambiguous dates) go to standard error, or fail with
    /// `--strict`.
    static func makeTableChart(dataFile path: String, options: ChartOptions) throws -> Chart {
        // A big Arrow file of numbers is drawn in place, as .npy is (ChartFactory+ArrowInPlace).
        if let inPlace = try makeInPlaceChart(arrowFile: path, options: options) { return inPlace }
        // A big Parquet file of numbers: only the chart's columns read (ChartFactory+ParquetLines).
        if let lines = try makeLineChart(parquetFile: path, options: options) { return lines }
        // A Parquet file with x and y named: only the columns its plan can use (planColumns).
        var columns: Set<String>?
        if TableFileFormat.detect(path: path, leadingBytes: TableFile.leadingBytes(of: path)) == .parquet,
           let file = try? ParquetFile(path: path) {
            columns = planColumns(options, in: file)
        }
        let (chart, plan) = try planChart(dataFile: path, choice: try options.tableChoice(), strict: options.strict,
                                          cachesColumns: !options.noCache, columns: columns)
        if options.printSpec {
            print(try plan.specJSON(dataPath: path))
        }
        return chart
    }

    /// Reads `path`, plans it and builds the chart.
    static func planChart(dataFile path: String, choice: TableChoice, strict: Bool,
                          cachesColumns: Bool = true, columns: Set<String>? = nil) throws -> (Chart, TablePlan) {
        let table = try TableFile.read(path, options: TableFile.Options(columns: columns, xKey: choice.x, cachesColumns: cachesColumns,
                                                                       requiresNumbers: TableLoad.requiresNumbers(choice)))
        return try planChart(table: table, file: path, title: fileTitle(path), choice: choice, strict: strict)
    }

    /// Plans a table already read (a file, standard input, the demo's data) and builds the chart;
    /// the plan's notes go to standard error.
    static func planChart(table: DataTable, file: String, title: String, choice: TableChoice,
                          strict: Bool) throws -> (Chart, TablePlan) {
        if strict, let first = table.cellWarnings.first { throw first.firstCell }
        // A year × month grid is one monthly series, unless the user names columns of the grid.
        // A 2-D array that is a grid (an .npz or HDF5 one, as a .npy's) is drawn as the heatmap
        // the inference makes of it, never read as rows of series or variables first.
        let isArrayGrid = table.isOneNumericArray && ChartChoice.arrayGridReason(table: table) != nil
        let asIs = choice.x == nil && choice.y.isEmpty && choice.by == nil && !isArrayGrid
        // A collection of series the file declares (`.ts`, relational ARFF) is drawn as its rows.
        let declared = table.statedRowSeries != nil
        let wide = asIs && !declared ? WideMonthTable(table) : nil
        // A row per entity and a column per year: one line per entity over the years (WideYearTable).
        let years = asIs && !declared && wide == nil ? WideYearTable(table) : nil
        // A list of instants alone (a log of commit times) is drawn as events counted per bin.
        let events = asIs && !declared && wide == nil && years == nil ? EventCounts(table, timeZone: choice.timeZone) : nil
        // Rows that are series (a UCR file, curves per entity): one line per row (RowSeriesTable).
        // A few rows of many values, one of them an axis: the rows are variables (RowVariablesTable).
        let variables = asIs && !declared && wide == nil && years == nil && events == nil ? RowVariablesTable(table) : nil
        var choice = choice
        choice.rowSeries = asIs && wide == nil && years == nil && events == nil && variables == nil ? RowSeriesTable(table) : nil
        let plan = try TablePlan(table: wide?.monthly(table) ?? years?.long(table) ?? events?.table ?? variables?.table
                                     ?? choice.rowSeries?.long(table) ?? table,
                                 choice: choice, file: file)
        if choice.explain {
            // What the reader did first (a preamble skipped), then each choice.
            for note in table.readingNotes { print("read: \(note)") }
            if let wide { print(wide.explanation) }
            if let years { print(years.explanation) }
            if let events { print(events.explanation) }
            if let variables { print(variables.explanation) }
            if let rows = choice.rowSeries { print(rows.explanation) }
            print(plan.inference.explanation)
            fflush(stdout)
        }
        for warning in table.readingWarnings { ViewerOutput.warn("warning: \(file): \(warning)") }
        if let warning = years?.warning { ViewerOutput.warn("warning: \(file): \(warning)") }
        for note in plan.notes { ViewerOutput.warn(note) }
        return (try makeChart(plan: plan, title: title), plan)
    }

    /// The chart for a plan: its series against its x axis.
    static func makeChart(plan: TablePlan, title: String) throws(ViewerError) -> Chart {
        if let grid = plan.inference.grid {
            return try makeHeatmapChart(table: plan.table, grid: grid, title: title)
        }
        let chart: Chart
        if readsNamedColumns(plan.type) || isRadialType(plan.type) {
            chart = try makeNamedColumnChart(plan: plan, title: title)
        } else if plan.inference.panes.count > 1 {
            chart = try makePaneCharts(plan: plan, title: title)
        } else {
            chart = Chart(title: title)
            let source = ArrayDataSource()
            for (i, series) in plan.series.enumerated() {
                // The legend says which series the right axis measures.
                let name = series.name.isEmpty ? "Series" : series.name
                let made = try makeSeries(type: plan.type, title: series.onRightAxis ? name + " (right)" : name)
                distinguish(made, index: i)
                if plan.type == "bar", plan.inference.yAxis == .log, let bar = made as? BarColumnSeries {
                    // Bars on a log value axis stand on the decade below the least value (0 has no log).
                    let least = series.y.filter { $0 > 0 && $0.isFinite }.min() ?? 1
                    bar.baseline = pow(10, log10(least).rounded(.down))
                }
                add(made, positions: series.x, values: series.y, to: source)
            }
            chart.dataSource = source
            chart.legend.isVisible = plan.series.count >= 2
            let yTitle = plan.yTitle
            let xTitle = plan.x.map { plan.table.title(of: $0) }
            (plan.type == "bar" ? chart.yAxis : chart.xAxis).title = xTitle
            (plan.type == "bar" ? chart.xAxis : chart.yAxis).title = yTitle
            installRightAxis(plan: plan, source: source, on: chart)
            if plan.inference.yAxis == .log, plan.type == "bar" {
                // Values of named items over decades (ChartChoice+ItemKinds): bars run along x.
                let axis = NumberAxis(scale: LogarithmicScale())
                copySettings(from: chart.xAxis, to: axis)
                chart.xAxis = axis
            } else if plan.inference.yAxis == .log {
                // One column's series magnitudes apart (ChartChoice.shareOneAxis): one log axis.
                let axis = NumberAxis(scale: LogarithmicScale())
                copySettings(from: chart.yAxis, to: axis)
                chart.yAxis = axis
            }
        }
        if plan.type != "bar", plan.inference.panes.count <= 1, let axis = plan.makeXAxis() { installXAxis(axis, on: chart) }
        if plan.type == "bar", plan.xKind == .category {
            // Horizontal bars (one value per named item): the names run up the y axis.
            let axis = CategoryAxis(categories: plan.categories)
            copySettings(from: chart.yAxis, to: axis)
            chart.yAxis = axis
        }
        // A time series zooms in time; Shift+wheel zooms y, Ctrl+wheel both.
        if plan.xKind == .date, !["scatter", "bubble"].contains(plan.type) {
            chart.navigation.wheelZoomAxes = .horizontal
            // Time series: y follows the visible time range (A turns it off and on).
            chart.navigation.autoFitsY = true
        }
        return chart
    }

    /// Dash patterns, marker shapes and (for bars, which have neither) shades for series past
    /// the palette's colours: series i gets colour i mod 8 and, from the ninth on, pattern i / 8,
    /// so no two of 32 series look alike.
    private static let dashRounds: [[Double]] = [[], [7, 4], [2, 3], [9, 3, 2, 3]]
    /// The palette colour lightened, darkened, then lightened further, round by round.
    private static let shadeRounds: [Double] = [0, 0.7, -0.5, 0.4]

    static func distinguish(_ series: ChartSeries, index: Int) {
        let round = index / ChartChoice.paletteSize
        guard round > 0 else { return }
        if let line = series as? LineSeries {
            line.style.dash = dashRounds[round % dashRounds.count]
        } else if let scatter = series as? ScatterSeries {
            scatter.style.marker.shape = MarkerShape.allCases[round % MarkerShape.allCases.count]
        } else if let bars = series as? BarColumnSeries {
            bars.style.paletteShade = shadeRounds[round % shadeRounds.count]
        }
    }

    /// Series whose magnitudes differ from the rest by more than `ChartChoice.magnitudeRatioLimit`
    /// go on a second y axis at the right (titled with their names, marked "(right)" in the
    /// legend), so neither group lies flat.
    private static func installRightAxis(plan: TablePlan, source: ArrayDataSource, on chart: Chart) {
        guard plan.series.contains(where: \.onRightAxis) else { return }
        let axis = NumberAxis()
        axis.axisPosition = .reverse
        axis.showsMajorGridLines = false
        let right = plan.series.filter(\.onRightAxis).map(\.name)
        let left = plan.series.filter { !$0.onRightAxis }.map(\.name)
        // Both axes titled, so neither scale is left to guess.
        axis.title = seriesTitle(right)
        if plan.by == nil { chart.yAxis.title = seriesTitle(left) }
        chart.addYAxis(axis)
        let assigning = AxisAssigningDataSource(base: source)
        for (i, series) in plan.series.enumerated() where series.onRightAxis { assigning.yAxes[i] = axis }
        chart.dataSource = assigning
    }

    /// Candlestick, ohlc, band, bubble and the radial kinds read columns by name: they get the
    /// table with the planned x first, after checking the names they need are there.
    private static func makeNamedColumnChart(plan: TablePlan, title: String) throws(ViewerError) -> Chart {
        let table = plan.table
        let names = table.columns.map { $0.name.lowercased() }
        var columns: [DataTable.Column] = []
        func need(_ wanted: [[String]], _ message: String) throws(ViewerError) {
            let missing = wanted.filter { alternatives in !alternatives.contains(where: names.contains) }
            guard missing.isEmpty || (plan.yIsChosen && plan.y.count >= wanted.count + (plan.type == "bubble" ? 1 : 0)) else {
                throw ViewerError("--type \(plan.type): \(plan.file) \(message) (missing: \(missing.map { $0.joined(separator: " or ") }.joined(separator: ", ")); columns: \(DataFileError.columnList(table.columnNames)))")
            }
        }
        switch plan.type {
        case "band":
            try need([["low"], ["high"]], "needs columns named low and high, or --y LOW,HIGH")
            if plan.yIsChosen && plan.y.count >= 2 && !(names.contains("low") && names.contains("high")) {
                columns = [DataTable.Column(name: plan.x ?? "row", values: plan.xValues),
                           DataTable.Column(name: "low", values: table.column(named: plan.y[0])!.values),
                           DataTable.Column(name: "high", values: table.column(named: plan.y[1])!.values)]
                let chart = Chart(title: title)
                try populate(chart, from: DataTable(columns: columns, rowCount: table.rowCount), title: title, type: "band")
                return chart
            }
        case "bubble": try need([["area", "size"]], "needs a column named area or size, or --y Y,AREA")
        default: break
        }
        columns = [DataTable.Column(name: plan.x ?? "row", values: plan.xValues)]
        let chosen = plan.y.isEmpty ? table.columns.map(\.name) : plan.y
        for name in chosen where name != plan.x {
            if let column = table.column(named: name) { columns.append(column) }
        }
        // Named value columns the type reads stay available even when --y left them out.
        for column in table.columns where !columns.contains(where: { $0.name == column.name }) && column.name != plan.x
            && ["open", "high", "low", "close", "area", "size"].contains(column.name.lowercased()) {
            columns.append(column)
        }
        if plan.type == "bubble" && plan.yIsChosen && plan.y.count >= 2 {
            columns = [columns[0], columns[1], DataTable.Column(name: "area", values: columns[2].values)]
        }
        let shaped = DataTable(columns: columns, rowCount: table.rowCount)
        if isRadialType(plan.type) {
            let prepared = AxisTable(table: shaped, xAxis: plan.makeXAxis())
            return try makeRadialChart(table: shaped, names: sliceNames(prepared), title: title, type: plan.type, file: plan.file)
        }
        let chart = Chart(title: title)
        try populate(chart, from: shaped, title: title, type: plan.type)
        return chart
    }

    /// A spec whose `data` is read through `TablePlan`: it names `x`, `y`, `by` or `agg` and has
    /// no `series` (what `--print-spec` writes).
    static func isTableSpec(_ spec: ChartSpec) -> Bool {
        spec.data != nil && spec.series == nil && spec.panes == nil
            && (spec.x != nil || spec.y != nil || spec.by != nil || spec.agg != nil)
    }

    /// The chart of a table spec, then the spec's title, theme and axis settings on top.
    static func makeTableSpecChart(spec: ChartSpec, specPath: String, typeOverride: String?) throws -> Chart {
        let dataPath = try SpecFileAccess.resolve(spec.data!, specPath: specPath, label: "\(specPath): data")
        var choice = TableChoice()
        choice.x = spec.x
        choice.y = spec.y ?? []
        choice.by = spec.by
        choice.agg = spec.agg
        choice.type = typeOverride ?? spec.type
        choice.dateFormat = spec.dateFormat
        choice.xAxisKind = try spec.xAxis?.type.map { name throws(ViewerError) in try AxisKind.named(name, option: "\(specPath): xAxis: type") }
        if let name = spec.xAxis?.timeZone {
            guard let zone = TimeZone(identifier: name) else {
                throw ViewerError("\(specPath): xAxis: timeZone \"\(name)\": not a known time zone (e.g. UTC, Europe/Oslo)")
            }
            choice.timeZone = zone
        }
        let (chart, _) = try SpecFileAccess.withholdingContents(label: specPath, reference: spec.data!) {
            try planChart(dataFile: dataPath, choice: choice, strict: false)
        }
        if let title = spec.title { chart.title = title }
        if let name = spec.theme {
            guard let theme = Theme.named(name) else { throw ViewerError("\(specPath): theme \"\(name)\": expected \(ChartOptions.themeNames.joined(separator: ", "))") }
            chart.theme = theme
        }
        if let x = spec.xAxis { try configureCommon(chart.xAxis, with: x, label: "\(specPath): xAxis") }
        if let y = spec.yAxis { try configureCommon(chart.yAxis, with: y, label: "\(specPath): yAxis") }
        if let legend = spec.legend, let hidden = legend.hidden { chart.legend.isVisible = !hidden }
        return chart
    }
}

extension TablePlan {
    /// The y axis title: the y column, with its unit from a units row (with the aggregate's
    /// name when rows fold); past three columns the first three and how many (a title of 17
    /// names runs off the image); several columns of one unit and no legend title: the unit.
    var yTitle: String? {
        if agg == .count {
            // What the rows are, where the inference says (`count of items`, `count of intervals`).
            if let said = inference.decision("y")?.value, said.hasPrefix("count of ") { return said }
            return "count of rows"
        }
        let joined = ChartFactory.seriesTitle(y.map { table.title(of: $0) }) ?? ""
        if let agg, !inference.foldsSingleRows { return "\(agg.rawValue) of \(joined)" }
        if y.count > 1, by == nil, let unit = table.units[y[0]], !unit.isEmpty,
           y.allSatisfy({ table.units[$0] == unit }) {
            // Many series of one unit (a cross table whose corner cell gives it): the unit.
            return unit
        }
        return y.count == 1 || by != nil ? joined : nil
    }

    /// The x axis the x column needs; nil for a plain number axis.
    func makeXAxis() -> Axis? {
        switch xKind {
        case .date:
            let axis = DateTimeAxis(timeZone: timeZone)
            // Month and day without a year: the stand-in year is not written.
            if let parts = schema.dateParts, parts.name == x, !parts.hasYear { axis.showsYearNote = false }
            // Times of day and no date: the stand-in day is not written either.
            if let parts = schema.dateParts, parts.name == x, parts.isTimeOfDayAlone { axis.labelFormatter.pattern = "HH:mm" }
            return axis
        case .category: return CategoryAxis(categories: categories)
        // Values spread over decades evenly in log (ChartChoice+LogScale), or `--x-axis log`.
        case .number where inference.xAxis == .log: return NumberAxis(scale: LogarithmicScale())
        case .number where isYearColumn:
            let axis = NumberAxis()
            axis.isYearScale = true
            return axis
        default: return nil
        }
    }

    /// The plan as a chart spec (the schema of spec files): every choice written out, so the
    /// spec draws the same chart and a user can edit it. A histogram the inference binned has
    /// no spec form (a spec names columns, not bins): one line says so rather than a spec that
    /// draws another picture.
    func specJSON(dataPath: String) throws(ViewerError) -> String {
        if inference.binsX {
            throw ViewerError("\(file): --print-spec: the chart chosen, a histogram of \(x ?? "the values") in bins the inference made, has no spec form; name the columns to draw (--x, --y) for a chart a spec can hold")
        }
        let absolute = dataPath.hasPrefix("/") ? dataPath : FileManager.default.currentDirectoryPath + "/" + dataPath
        var object: [(String, Any)] = [("title", URL(fileURLWithPath: dataPath).lastPathComponent), ("data", absolute),
                                       ("type", type)]
        if let x { object.append(("x", x)) }
        object.append(("y", y))
        if let by { object.append(("by", by)) }
        if let agg { object.append(("agg", agg.rawValue)) }
        if let dateFormat { object.append(("dateFormat", dateFormat)) }
        var xAxis: [(String, Any)] = [("type", inference.xAxis == .log ? "log" : xKind == .row ? "number" : xKind.rawValue)]
        if let x { xAxis.append(("title", table.title(of: x))) }
        if xKind == .date {
            let name = timeZone.identifier == "GMT" ? "UTC" : timeZone.identifier
            xAxis.append(("timeZone", name))
        }
        object.append(("xAxis", xAxis))
        var yAxis: [(String, Any)] = []
        if inference.yAxis == .log { yAxis.append(("type", "log")) }
        if let yTitle { yAxis.append(("title", yTitle)) }
        if !yAxis.isEmpty { object.append(("yAxis", yAxis)) }
        return Self.json(object, indent: "")
    }

    /// Ordered JSON (Foundation's encoder sorts or scrambles keys).
    private static func json(_ value: Any, indent: String) -> String {
        let inner = indent + "  "
        switch value {
        // (before the pairs: an empty [String] also casts to [(String, Any)], and y = [] would
        // be written as an object)
        case let list as [String]:
            return "[" + list.map(quoted).joined(separator: ", ") + "]"
        case let pairs as [(String, Any)]:
            let body = pairs.map { inner + quoted($0.0) + ": " + json($0.1, indent: inner) }.joined(separator: ",\n")
            return "{\n" + body + "\n" + indent + "}"
        case let text as String:
            return quoted(text)
        default:
            return "\(value)"
        }
    }

    private static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 { out += String(format: "\\u%04x", scalar.value) } else { out.unicodeScalars.append(scalar) }
            }
        }
        return out + "\""
    }
}
