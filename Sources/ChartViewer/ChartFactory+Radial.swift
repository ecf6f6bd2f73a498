import ChartData
import ChartKit
import Foundation

extension ChartFactory {
    // MARK: Pies and donuts

    /// Whether `type` draws radial series (pie, donut).
    static func isRadialType(_ type: String) -> Bool {
        ["pie", "donut", "polar", "radar"].contains(type.lowercased())
    }

    /// Whether `type` draws on angular and radial axes (polar, radar).
    static func isPolarType(_ type: String) -> Bool {
        ["polar", "radar"].contains(type.lowercased())
    }

    /// The slice names of a prepared table: its category names when the first column was text,
    /// else the first column's numbers as written.
    static func sliceNames(_ prepared: AxisTable) -> [String] {
        guard let first = prepared.table.columns.first else { return [] }
        if let categories = prepared.xAxis as? CategoryAxis {
            return first.values.map { v in
                let i = Int(exactly: v.rounded()) ?? -1
                return categories.categories.indices.contains(i) ? categories.categories[i] : ""
            }
        }
        return first.values.map { RangePrinter.number($0) }
    }

    /// A pie or donut chart of a table: the first column names the slices, every further column
    /// is a ring (a pie's further columns ring it as donuts). Negative, NaN and infinite values
    /// are skipped with a warning on standard error.
    static func makeRadialChart(table: DataTable, names: [String], title: String?, type: String,
                                file: String) throws(ViewerError) -> Chart {
        if isPolarType(type) { return try makePolarChart(table: table, names: names, title: title, type: type, file: file) }
        let chart = Chart(title: title)
        let source = ArrayDataSource()
        let valueColumns = table.columns.count > 1 ? Array(table.columns.dropFirst()) : table.columns
        guard !valueColumns.isEmpty else { throw ViewerError("\(file): no numeric columns") }
        guard table.rowCount <= SeriesLimit.maximumSeries else { throw ViewerError("\(file): " + SeriesLimit.tooManySlices(table.rowCount)) }
        let rowNames = table.columns.count > 1 ? names : (0..<table.rowCount).map { "Slice \($0 + 1)" }
        for (k, column) in valueColumns.enumerated() {
            let series = radialSeries(type: k == 0 ? type : "donut", title: column.name)
            warnSkipped(column.values, names: rowNames, label: "\(file): column \"\(column.name)\"")
            source.add(series, values: column.values, names: rowNames)
        }
        chart.legend.isVisible = true
        chart.dataSource = source
        return chart
    }

    private static func radialSeries(type: String, title: String) -> PieSeries {
        type.lowercased() == "donut" ? DonutSeries(title: title) : PieSeries(title: title)
    }

    /// Writes one warning line for values a pie cannot draw.
    static func warnSkipped(_ values: [Double], names: [String], label: String) {
        let bad = values.indices.filter { !(values[$0].isFinite && values[$0] >= 0) }
        guard let first = bad.first else { return }
        let name = first < names.count ? " (\(names[first].prefix(40)))" : ""
        ViewerOutput.warn("warning: \(label): \(bad.count) negative or non-numeric value\(bad.count == 1 ? "" : "s") skipped, first in row \(first + 1)\(name)")
    }

    /// Fills `chart` from a spec whose series are pies or donuts: each entry gives `y` values
    /// (and `names`), or a `column` of the `data` file (names from its first column).
    static func populateRadial(_ chart: Chart, spec: ChartSpec, table: (DataTable, [String])?, defaultType: String,
                               typeOverride: String?, specPath: String) throws(ViewerError) {
        let source = ArrayDataSource()
        let entries = spec.series ?? table.map { t in t.0.columns.dropFirst().map { ChartSpec.SeriesSpec(column: $0.name) } } ?? []
        if entries.isEmpty { throw ViewerError("\(specPath): no series (give \"series\" or a \"data\" file)") }
        guard entries.count <= SeriesLimit.maximumSeries else { throw ViewerError("\(specPath): " + SeriesLimit.tooManySeries(entries.count)) }
        var selections: [(series: Int, point: Int)] = []
        for (i, entry) in entries.enumerated() {
            let label = "\(specPath): series[\(i)]"
            let type = typeOverride ?? entry.type ?? defaultType
            guard isRadialType(type) else {
                throw ViewerError("\(label): \(type) cannot share a chart with pies and donuts")
            }
            let series = radialSeries(type: type, title: entry.title ?? entry.column ?? "Series \(i + 1)")
            try styleRadial(series, with: entry, label: label)
            var values: [Double], names: [String]
            if let name = entry.column {
                guard let (t, tableNames) = table else { throw ViewerError("\(label): \"column\" needs a \"data\" file") }
                guard let column = t.column(named: name) else { throw ViewerError("\(label): no column \"\(name)\" in \(spec.data ?? "")") }
                values = column.values
                names = entry.names ?? tableNames
            } else if let y = entry.y {
                values = y
                names = entry.names ?? (0..<y.count).map { "Slice \($0 + 1)" }
            } else {
                throw ViewerError("\(label): needs \"y\" values or a \"column\"")
            }
            if names.count < values.count {
                names += (names.count..<values.count).map { "Slice \($0 + 1)" }
            }
            guard values.count <= SeriesLimit.maximumSeries else { throw ViewerError("\(label): " + SeriesLimit.tooManySlices(values.count)) }
            warnSkipped(values, names: names, label: label)
            if let index = try applySliceStyles(series, from: entry, names: names, label: label) {
                selections.append((series: i, point: index))
            }
            source.add(series, values: values, names: names)
        }
        try applyLegend(spec.legend, visibleByDefault: true, to: chart, specPath: specPath)
        chart.dataSource = source
        for selection in selections { chart.setPointSelected(true, pointIndex: selection.point, seriesIndex: selection.series) }
    }

    /// A spec entry's pie options. Angles in specs are degrees clockwise from 12 o'clock.
    private static func styleRadial(_ series: PieSeries, with entry: ChartSpec.SeriesSpec, label: String) throws(ViewerError) {
        func radians(_ degrees: Double) -> Double { (degrees - 90) * .pi / 180 }
        if let start = entry.startAngle {
            guard start.isFinite else { throw ViewerError("\(label): startAngle must be a number") }
            series.startAngle = radians(start)
        }
        if let direction = entry.direction {
            guard let value = RotationDirection(rawValue: direction) else {
                throw ViewerError("\(label): direction \"\(direction)\": expected clockwise or counterClockwise")
            }
            series.direction = value
        }
        if let position = entry.labelPosition {
            guard let value = SliceLabelPosition(rawValue: position) else {
                throw ViewerError("\(label): labelPosition \"\(position)\": expected inside, outside or none")
            }
            series.labelPosition = value
        } else if entry.labels == false {
            series.labelPosition = .none
        }
        if let inner = entry.innerRadius {
            guard let donut = series as? DonutSeries else { throw ViewerError("\(label): innerRadius needs \"type\": \"donut\"") }
            guard inner.isFinite, inner >= 0, inner < 1 else { throw ViewerError("\(label): innerRadius must lie in 0..<1") }
            donut.innerRadius = inner
        }
        if let protrusion = entry.protrusion {
            guard protrusion.isFinite, protrusion >= 0 else { throw ViewerError("\(label): protrusion must be 0 or more") }
            series.protrusion = protrusion
        }
        if let angle = entry.rotateSelectedTo {
            guard angle.isFinite else { throw ViewerError("\(label): rotateSelectedTo must be a number") }
            series.rotateSelectedSliceTo = radians(angle)
        }
        if let minimum = entry.minimumSliceAngle {
            guard minimum.isFinite, minimum >= 0 else { throw ViewerError("\(label): minimumSliceAngle must be 0 or more") }
            series.minimumSliceAngle = minimum * .pi / 180
        }
    }

    // MARK: Polar and radar

    /// A polar chart of a table: the first column is the angle in degrees, every further column
    /// a line; a radar chart: the first column names the categories around the circle, every
    /// further column is a closed, filled series.
    static func makePolarChart(table: DataTable, names: [String], title: String?, type: String,
                               file: String) throws(ViewerError) -> Chart {
        let chart = Chart(title: title)
        let source = ArrayDataSource()
        guard table.columns.count > 1 else {
            throw ViewerError("\(file): --type \(type) needs a first column (angles or categories) and value columns")
        }
        let first = table.columns[0]
        let turn = coversFullTurn(first.values)
        for column in table.columns.dropFirst() {
            if type.lowercased() == "radar" {
                source.add(RadarSeries(title: column.name), y: column.values)
            } else {
                let series = PolarSeries(title: column.name, kind: .line)
                series.closesPath = turn
                source.add(series, x: first.values, y: column.values)
            }
        }
        if type.lowercased() == "radar" { chart.xAxis = CategoryAxis(categories: names) }
        chart.legend.isVisible = table.columns.count >= 3
        chart.dataSource = source
        return chart
    }

    /// Fills `chart` from a spec of polar or radar series: `x` angles (degrees) and `y` radii,
    /// or `column`s of the `data` file against its first column; radar categories from `names`
    /// of the first series or the data file's first column.
    static func populatePolar(_ chart: Chart, spec: ChartSpec, table: (DataTable, [String])?, defaultType: String,
                              typeOverride: String?, specPath: String) throws(ViewerError) {
        let source = ArrayDataSource()
        let entries = spec.series ?? table.map { t in t.0.columns.dropFirst().map { ChartSpec.SeriesSpec(column: $0.name) } } ?? []
        if entries.isEmpty { throw ViewerError("\(specPath): no series (give \"series\" or a \"data\" file)") }
        guard entries.count <= SeriesLimit.maximumSeries else { throw ViewerError("\(specPath): " + SeriesLimit.tooManySeries(entries.count)) }
        var categories: [String]?
        for (i, entry) in entries.enumerated() {
            let label = "\(specPath): series[\(i)]"
            let type = (typeOverride ?? entry.type ?? defaultType).lowercased()
            guard isPolarType(type) else { throw ViewerError("\(label): \(type) cannot share a chart with polar and radar series") }
            let title = entry.title ?? entry.column ?? "Series \(i + 1)"
            let series: PolarSeries = type == "radar" ? RadarSeries(title: title)
                : PolarSeries(title: title, kind: entry.fill == true ? .area : (entry.markers == true && entry.lineWidth == 0 ? .scatter : .line))
            if let text = entry.color {
                guard let color = Color(hexString: text) else { throw ViewerError("\(label): colour \"\(text)\": expected #rrggbb") }
                series.color = color
            }
            if let width = entry.lineWidth { series.lineWidth = width }
            if let size = entry.markerSize { series.markerSize = size } else if entry.markers == true, series.markerSize == 0 { series.markerSize = 6 }
            var x: [Double]?, y: [Double]
            if let name = entry.column {
                guard let (t, tableNames) = table else { throw ViewerError("\(label): \"column\" needs a \"data\" file") }
                guard let column = t.column(named: name) else { throw ViewerError("\(label): no column \"\(name)\" in \(spec.data ?? "")") }
                y = column.values
                x = t.columns[0].values
                if type == "radar", categories == nil { categories = tableNames }
            } else if let values = entry.y {
                y = values
                x = entry.x
                if let x, x.count != values.count { throw ViewerError("\(label): x has \(x.count) values, y has \(values.count)") }
            } else {
                throw ViewerError("\(label): needs \"y\" values or a \"column\"")
            }
            if let names = entry.names, categories == nil { categories = names }
            if let x, coversFullTurn(x) { series.closesPath = true }
            if type == "radar" || x == nil {
                source.add(series, y: y)
            } else {
                source.add(series, x: x ?? [], y: y)
            }
        }
        if let categories { chart.xAxis = CategoryAxis(categories: categories) }
        if let axis = spec.yAxis {
            if axis.type?.lowercased() == "log" { chart.yAxis = NumberAxis(scale: LogarithmicScale()) }
            try configureCommon(chart.yAxis, with: axis, label: "\(specPath): yAxis")
        }
        try applyLegend(spec.legend, visibleByDefault: entries.count >= 2, to: chart, specPath: specPath)
        chart.dataSource = source
    }

    /// Whether angles in degrees go once round: sorted, evenly spread, and one more step would
    /// reach the first again (a wind rose from 0° to 345° every 15°). Such lines close.
    static func coversFullTurn(_ degrees: [Double]) -> Bool {
        guard degrees.count >= 3, let low = degrees.first, let high = degrees.last, degrees.allSatisfy(\.isFinite),
              zip(degrees, degrees.dropFirst()).allSatisfy({ $0 < $1 }) else { return false }
        let step = (high - low) / Double(degrees.count - 1)
        return abs(high + step - low - 360) < step * 0.01
    }
}
