import ChartKit
import Foundation

extension ChartFactory {
    // MARK: Pies and donuts

    /// Whether `type` draws radial series (pie, donut).
    static func isRadialType(_ type: String) -> Bool {
        ["pie", "donut"].contains(type.lowercased())
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
        let chart = Chart(title: title)
        let source = ArrayDataSource()
        let valueColumns = table.columns.count > 1 ? Array(table.columns.dropFirst()) : table.columns
        guard !valueColumns.isEmpty else { throw ViewerError("\(file): no numeric columns") }
        let rowNames = table.columns.count > 1 ? names : (0..<table.rowCount).map { "Slice \($0 + 1)" }
        for (k, column) in valueColumns.enumerated() {
            let series = radialSeries(type: k == 0 ? type : "donut", title: column.name)
            warnSkipped(column.values, names: rowNames, label: "\(file): column \"\(column.name)\"")
            source.add(series, values: column.values, names: rowNames)
        }
        chart.legend.isHidden = false
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
        let line = "chartview: warning: \(label): \(bad.count) negative or non-numeric value\(bad.count == 1 ? "" : "s") skipped, first in row \(first + 1)\(name)\n"
        FileHandle.standardError.write(Data(line.utf8))
    }

    /// Fills `chart` from a spec whose series are pies or donuts: each entry gives `y` values
    /// (and `names`), or a `column` of the `data` file (names from its first column).
    static func populateRadial(_ chart: Chart, spec: ChartSpec, table: (DataTable, [String])?, defaultType: String,
                               typeOverride: String?, specPath: String) throws(ViewerError) {
        let source = ArrayDataSource()
        let entries = spec.series ?? table.map { t in t.0.columns.dropFirst().map { ChartSpec.SeriesSpec(column: $0.name) } } ?? []
        if entries.isEmpty { throw ViewerError("\(specPath): no series (give \"series\" or a \"data\" file)") }
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
            warnSkipped(values, names: names, label: label)
            source.add(series, values: values, names: names)
        }
        chart.legend.isHidden = spec.legend?.hidden ?? false
        if let name = spec.legend?.position {
            guard let position = Legend.Position.allCases.first(where: { "\($0)".lowercased() == name.lowercased() }) else {
                throw ViewerError("\(specPath): legend position \"\(name)\": expected one of "
                    + Legend.Position.allCases.map { "\($0)" }.joined(separator: ", "))
            }
            chart.legend.position = position
        }
        if spec.legend?.inside == true { chart.legend.placement = .insidePlotArea }
        chart.dataSource = source
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
}
