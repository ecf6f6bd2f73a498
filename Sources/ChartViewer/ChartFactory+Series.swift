import ChartData
import ChartKit

extension ChartFactory {
    /// Every `--type` and spec `"type"`, in the order the help lists them.
    public static let seriesTypes = ["line", "step", "scatter", "bubble", "column", "bar", "band", "candlestick",
                                     "ohlc", "area", "stacked-area", "stacked-column", "pie", "donut", "polar", "radar", "heatmap"]

    /// The series for a `--type` or a spec's `"type"`: area is a filled line, the stacked kinds
    /// share stack index 0.
    static func makeSeries(type: String, title: String) throws(ViewerError) -> ChartSeries {
        switch type.lowercased() {
        case "line": return LineSeries(title: title)
        case "step": return StepLineSeries(title: title)
        case "scatter": return ScatterSeries(title: title)
        case "bubble": return BubbleSeries(title: title)
        case "column": return ColumnSeries(title: title)
        case "bar": return BarSeries(title: title)
        case "band": return BandSeries(title: title)
        case "candlestick": return CandlestickSeries(title: title)
        case "ohlc": return OHLCSeries(title: title)
        case "area":
            let area = LineSeries(title: title)
            area.style.showsFill = true
            return area
        case "stacked-area":
            let area = LineSeries(title: title)
            area.style.showsFill = true
            area.style.fillColor = nil
            area.stackIndex = 0
            return area
        case "pie": return PieSeries(title: title)
        case "donut": return DonutSeries(title: title)
        case "polar": return PolarSeries(title: title)
        case "radar": return RadarSeries(title: title)
        case "heatmap": return HeatmapSeries(title: title, grid: HeatmapGrid(rows: 0, columns: 0, values: []))
        case "stacked-column":
            let column = ColumnSeries(title: title)
            column.stackIndex = 0
            return column
        default:
            throw ViewerError("--type \(type): expected one of " + seriesTypes.joined(separator: ", "))
        }
    }

    /// Whether `type` reads its values from named columns (open/high/low/close, low/high, area)
    /// rather than one series per column.
    static func readsNamedColumns(_ type: String) -> Bool {
        ["candlestick", "ohlc", "band", "bubble"].contains(type.lowercased())
    }

    /// Puts a table on `chart` as series of `type`, with axis titles and the legend shown when
    /// there are several series:
    /// - line, step, scatter, column, area and the stacked kinds: every column after the first is
    ///   a series against the first (a single column against its row index);
    /// - bar: the same, but the first column is each bar's position (y) and the others its length;
    /// - candlestick and ohlc: the columns named open, high, low and close (any case), against the
    ///   first column (or the row index when the first column is one of them);
    /// - band: the columns named low and high, else the second and third columns;
    /// - bubble: x, y and area: a column named area or size, else the third column.
    static func populate(_ chart: Chart, from table: DataTable, title: String?, type: String) throws(ViewerError) {
        let source = ArrayDataSource()
        let table = orderedForDrawing(table, kind: type.lowercased(), label: title ?? "input")
        let columns = table.columns
        guard let first = columns.first else { throw ViewerError("\(title ?? "input"): no numeric columns") }
        let seriesCount = try addSeries(from: table, type: type, title: title ?? "Series", to: source)
        let kind = type.lowercased()
        if readsNamedColumns(kind) {
            if !["band"].contains(kind) || columns.count > 3 { chart.xAxis.title = xColumn(table, type: kind)?.name }
        } else if columns.count == 1 {
            (kind == "bar" ? chart.xAxis : chart.yAxis).title = first.name
        } else {
            (kind == "bar" ? chart.yAxis : chart.xAxis).title = first.name
            if columns.count == 2 { (kind == "bar" ? chart.xAxis : chart.yAxis).title = columns[1].name }
        }
        chart.legend.isVisible = seriesCount >= 2
        chart.dataSource = source
    }

    /// Adds the series a table makes for `type` (see `populate`) and returns how many.
    @discardableResult
    static func addSeries(from table: DataTable, type: String, title: String, to source: ArrayDataSource) throws(ViewerError) -> Int {
        let kind = type.lowercased()
        let columns = table.columns
        guard let first = columns.first else { throw ViewerError("\(title): no numeric columns") }
        func named(_ names: String...) -> DataTable.Column? {
            columns.first { names.contains($0.name.lowercased()) }
        }
        let rows = (0..<table.rowCount).map(Double.init)
        let x = xColumn(table, type: kind)?.values ?? rows
        switch kind {
        case "candlestick", "ohlc":
            let wanted = ["open", "high", "low", "close"]
            let found = wanted.map { named($0) }
            let missing = zip(wanted, found).filter { $0.1 == nil }.map(\.0)
            guard missing.isEmpty else {
                throw ViewerError("--type \(kind): needs columns named open, high, low and close (missing: "
                    + missing.joined(separator: ", ") + ")")
            }
            let (high, low) = consistentHighLow(open: found[0]!.values, high: found[1]!.values, low: found[2]!.values,
                                                close: found[3]!.values, label: title)
            source.add(try makeSeries(type: kind, title: title), x: x, open: found[0]!.values, high: high,
                       low: low, close: found[3]!.values)
            return 1
        case "band":
            let valueColumns = Array(columns.dropFirst())
            guard let low = named("low") ?? valueColumns.first,
                  let high = named("high") ?? (valueColumns.count > 1 ? valueColumns[1] : nil) else {
                throw ViewerError("--type band: needs columns named low and high (or x, low and high columns)")
            }
            source.add(try makeSeries(type: kind, title: title), x: columns.count > 2 ? x : rows, low: low.values,
                       high: high.values)
            return 1
        case "bubble":
            let area = named("area", "size") ?? (columns.count > 2 ? columns[2] : nil)
            guard let area, columns.count > 2 else {
                throw ViewerError("--type bubble: needs x, y and area columns (the area one named area or size, or third)")
            }
            let y = columns.dropFirst().first { $0.name != area.name } ?? columns[1]
            source.add(try makeSeries(type: kind, title: y.name), x: first.values, y: y.values, area: area.values)
            return 1
        default:
            if columns.count == 1 {
                add(try makeSeries(type: kind, title: first.name), positions: rows, values: first.values, to: source)
                return 1
            }
            for column in columns.dropFirst() {
                add(try makeSeries(type: kind, title: column.name), positions: first.values, values: column.values,
                    to: source)
            }
            return columns.count - 1
        }
    }

    /// Adds points by position and value: x and y as given for most series, swapped for bars
    /// (whose y is the position and x the length).
    static func add(_ series: ChartSeries, positions: [Double], values: [Double], to source: ArrayDataSource) {
        if series is BarSeries {
            source.add(series, x: values, y: positions)
        } else {
            source.add(series, x: positions, y: values)
        }
    }

    /// The x column for a named-column type: the first column, unless it is one of the named
    /// value columns (then the row index is x).
    static func xColumn(_ table: DataTable, type: String) -> DataTable.Column? {
        guard let first = table.columns.first else { return nil }
        let valueNames: Set<String> = ["open", "high", "low", "close", "area", "size"]
        return valueNames.contains(first.name.lowercased()) ? nil : first
    }

    /// Applies a spec entry's settings that only some kinds have: stacking, column corners,
    /// data labels.
    static func styleKind(_ series: ChartSeries, with entry: ChartSpec.SeriesSpec, color: Color?) {
        if let stack = entry.stackIndex { series.stackIndex = stack }
        let labels = entry.labels ?? false
        switch series {
        case let line as LineSeries:
            line.style.showsLabels = labels
        case let scatter as ScatterSeries:
            scatter.style.showsLabels = labels
        case let bars as BarColumnSeries:
            bars.style.fillColor = color
            bars.style.cornerRatio = entry.cornerRatio ?? 0
            bars.style.showsLabels = labels
        case let bubbles as BubbleSeries:
            bubbles.style.fillColor = color?.withAlpha(0.6)
            bubbles.style.borderColor = color
            bubbles.style.showsLabels = labels
        case let band as BandSeries:
            band.style.highLineColor = color
            band.style.lineWidth = entry.lineWidth
            band.style.dash = entry.dash ?? []
            band.style.showsLabels = labels
        case let candles as CandlestickSeries:
            candles.style.showsLabels = labels
        case let ohlc as OHLCSeries:
            ohlc.style.lineWidth = entry.lineWidth ?? ohlc.style.lineWidth
            ohlc.style.showsLabels = labels
        default:
            break
        }
    }
}
