import ChartData
import ChartKit
import Foundation

extension ChartFactory {
    /// The chart a JSON spec describes. Problems name the spec file and the offending entry.
    public static func makeChart(spec: ChartSpec, specPath: String, typeOverride: String? = nil) throws -> Chart {
        let chart = Chart(title: spec.title)
        switch spec.stacking {
        case nil, "separateSigns": break
        case "runningSum": chart.stacking = .runningSum
        case let other?: throw ViewerError("\(specPath): stacking \"\(other)\": expected separateSigns or runningSum")
        }
        if let name = spec.theme {
            guard let theme = Theme.named(name) else { throw ViewerError("\(specPath): theme \"\(name)\": expected \(ChartOptions.themeNames.joined(separator: ", "))") }
            chart.theme = theme
        }
        if (typeOverride ?? spec.type) == "heatmap" || (spec.series ?? []).contains(where: { $0.type == "heatmap" }) {
            try populateHeatmap(chart, spec: spec, specPath: specPath)
            return chart
        }
        var axisTable: AxisTable?
        if let dataPath = spec.data {
            let resolved = try SpecFileAccess.resolve(dataPath, specPath: specPath, label: "\(specPath): data")
            // Date and category columns become numbers with the axis they need (ChartFactory+Axes).
            axisTable = try SpecFileAccess.withholdingContents(label: specPath, reference: dataPath) { () throws -> AxisTable in
                let read = try DelimitedTextParser.parse(contentsOf: resolved, keepTextColumns: true)
                return try specAxisTable(read, spec: spec, dataPath: dataPath, specPath: specPath)
            }
        }
        let table = axisTable?.table
        let defaultType = typeOverride ?? spec.type ?? "line"
        if isRadialType(defaultType) || (spec.series ?? []).contains(where: { isRadialType($0.type ?? "") }) {
            let named = axisTable.map { ($0.table, sliceNames($0)) }
            let polar = isPolarType(defaultType) || (spec.series ?? []).contains { isPolarType($0.type ?? "") }
            if polar {
                try populatePolar(chart, spec: spec, table: named, defaultType: defaultType, typeOverride: typeOverride,
                                  specPath: specPath)
            } else {
                try populateRadial(chart, spec: spec, table: named, defaultType: defaultType, typeOverride: typeOverride,
                                   specPath: specPath)
            }
            return chart
        }
        let source = ArrayDataSource()
        let entries = spec.series ?? table.map { t in
            t.columns.dropFirst().map { ChartSpec.SeriesSpec(column: $0.name) }
        } ?? []
        if entries.isEmpty { throw ViewerError("\(specPath): no series (give \"series\" or a \"data\" file)") }
        // Past a few hundred, colours and a legend tell none apart: refused with the count.
        guard entries.count <= SeriesLimit.maximumSeries else { throw ViewerError("\(specPath): " + SeriesLimit.tooManySeries(entries.count)) }
        // Kinds with named columns (candlestick: open, high, low, close) read the data file whole.
        let namedColumns = spec.series == nil && readsNamedColumns(defaultType)
        if namedColumns, let t = table {
            try addSeries(from: t, type: defaultType, title: spec.title ?? "Series", to: source)
        }
        for (i, entry) in entries.enumerated() where !namedColumns {
            let label = "\(specPath): series[\(i)]"
            let type = typeOverride ?? entry.type ?? defaultType
            if readsNamedColumns(type) {
                throw ViewerError("\(label): \(type) reads named columns from \"data\": give \"type\": \"\(type)\" and leave out \"series\"")
            }
            let series = try namingFile(label) { () throws(ViewerError) -> ChartSeries in
                try makeSeries(type: type, title: entry.title ?? entry.column ?? "Series \(i + 1)")
            }
            try style(series, with: entry, label: label)
            if let shown = entry.showInLegend { series.showsInLegend = shown }
            if let read = entry.crosshair { series.crosshairEnabled = read }
            if let name = entry.column {
                guard let t = table else { throw ViewerError("\(label): \"column\" needs a \"data\" file") }
                guard let column = t.column(named: name) else {
                    throw ViewerError("\(label): no column \"\(name)\" in \(spec.data ?? "")")
                }
                add(series, positions: t.columns[0].values, values: column.values, to: source)
            } else if let y = entry.y {
                if let x = entry.x {
                    guard x.count == y.count else { throw ViewerError("\(label): x has \(x.count) values, y has \(y.count)") }
                    source.add(series, x: x, y: y)
                } else {
                    add(series, positions: (0..<y.count).map(Double.init), values: y, to: source)
                }
            } else {
                throw ViewerError("\(label): needs \"y\" values or a \"column\"")
            }
        }
        try installAxes(spec: spec, detectedXAxis: axisTable?.xAxis, source: source, on: chart, specPath: specPath)
        if let x = spec.xAxis { try configureCommon(chart.xAxis, with: x, label: "\(specPath): xAxis") }
        if let y = spec.yAxis { try configureCommon(chart.yAxis, with: y, label: "\(specPath): yAxis") }
        if chart.xAxis.title == nil, let t = table { chart.xAxis.title = t.columns.first?.name }
        try applyLegend(spec.legend, visibleByDefault: !namedColumns && entries.count >= 2, to: chart, specPath: specPath)
        try applyOverlay(spec: spec, specPath: specPath, to: chart)
        return chart
    }

    private static func color(_ text: String?, label: String) throws(ViewerError) -> Color? {
        guard let text else { return nil }
        guard let c = Color(hexString: text) else { throw ViewerError("\(label): colour \"\(text)\": expected #rrggbb") }
        return c
    }

    private static func style(_ series: ChartSeries, with entry: ChartSpec.SeriesSpec, label: String) throws(ViewerError) {
        var marker = MarkerStyle()
        if let name = entry.marker {
            guard let shape = MarkerShape(rawValue: name.lowercased()) else {
                throw ViewerError("\(label): marker \"\(name)\": expected one of "
                    + MarkerShape.allCases.map(\.rawValue).joined(separator: ", "))
            }
            marker.shape = shape
        }
        marker.size = entry.markerSize
        try checkSizes(entry, label: label)
        let color = try color(entry.color, label: label)
        if let line = series as? LineSeries {
            line.style.lineColor = color
            line.style.lineWidth = entry.lineWidth
            line.style.dash = entry.dash ?? []
            line.style.showsMarkers = entry.markers ?? (entry.marker != nil)
            marker.fillColor = color
            line.style.marker = marker
            line.style.showsFill = entry.fill ?? line.style.showsFill
            line.style.fillColor = try self.color(entry.fillColor, label: label)
            line.style.fillBaselineColor = try self.color(entry.fillEndColor, label: label)
            line.style.fillBaseline = entry.baseline ?? 0
        } else if let scatter = series as? ScatterSeries {
            marker.fillColor = color
            scatter.style.marker = marker
        }
        styleKind(series, with: entry, color: color)
        if let bars = series as? BarColumnSeries {
            bars.style.fillGradientEndColor = try self.color(entry.fillEndColor, label: label)
        }
    }
}
