import ChartData
import ChartKit
import Foundation

/// An axis kind `chartview` can make: `--x-axis`, `--y-axis` and a spec's `"type"` of an axis.
public enum AxisKind: String, CaseIterable, Sendable {
    case number, date, log, category

    /// The kind a command-line or spec word names.
    static func named(_ name: String, option: String) throws(ViewerError) -> AxisKind {
        guard let kind = AxisKind(rawValue: name.lowercased()) else {
            throw ViewerError("\(option) \(name): expected one of " + allCases.map(\.rawValue).joined(separator: ", "))
        }
        return kind
    }

    /// The kind of `axis`: its kind of value, and for numbers its scale (under any stretches
    /// left out: a log axis with gaps is a log axis).
    init(of axis: Axis) {
        switch axis {
        case is DateTimeAxis: self = .date
        case is CategoryAxis: self = .category
        default:
            let scale = (axis.scale as? DiscontinuousScale)?.base ?? axis.scale
            self = scale is LogarithmicScale ? .log : .number
        }
    }

    /// Whether `axis` already is of this kind.
    func matches(_ axis: Axis) -> Bool { AxisKind(of: axis) == self }
}

/// A table whose x column is numeric, whatever the file held, and the axis that column needs.
struct AxisTable {
    /// Numeric columns, x first (the date or category column turned into numbers).
    var table: DataTable
    /// A date or category axis for the x column; nil for plain numbers.
    var xAxis: Axis?
}

extension ChartFactory {
    // MARK: Axes for data files

    /// Column names that suggest epoch timestamps.
    private static let timeWords = ["time", "date", "epoch", "timestamp", "datetime", "when"]

    /// Makes the x column of `table` numeric and finds its axis:
    /// - a text column of ISO 8601 dates becomes epoch seconds on a `DateTimeAxis` (dates without
    ///   an offset are read in `timeZone`);
    /// - any other text column becomes category indices on a `CategoryAxis` (names in order of
    ///   first appearance);
    /// - a numeric first column named like a time ("time", "date", "timestamp", …) whose values
    ///   all lie within 1e8…1e10 is epoch seconds, within 1e11…1e13 epoch milliseconds: a date axis.
    /// `kind` (from `--x-axis` or the spec) forces the choice where it can: `date` reads any
    /// numeric x as epoch seconds (milliseconds past 1e11), `category` any text column as names.
    static func axisTable(_ table: DataTable, kind: AxisKind?, timeZone: TimeZone, file: String) throws(ViewerError) -> AxisTable {
        // A spec's table reads its date column from the texts (ISO times kept as numbers
        // written back; `DateCellParser` reads them as it always has).
        var table = table
        table.writeISOTimesAsText()
        var numeric = table
        if let (name, texts) = textXColumn(table) {
            let parser = DateCellParser(timeZone: timeZone)
            let dates = kind == .category ? [] : texts.map(parser.seconds(from:))
            let filled = texts.filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
            if kind != .category, !filled.isEmpty, zip(texts, dates).allSatisfy({ $1 != nil || $0.trimmingCharacters(in: .whitespaces).isEmpty }) {
                numeric.columns.insert(DataTable.Column(name: name, values: dates.map { $0 ?? .nan }), at: 0)
                return AxisTable(table: numeric, xAxis: DateTimeAxis(timeZone: timeZone))
            }
            if kind == .date {
                // Name the first cell that is not a date, with its data row (1 = the first row after the header).
                let row = texts.indices.first { dates[$0] == nil && !texts[$0].trimmingCharacters(in: .whitespaces).isEmpty } ?? 0
                let bad = texts.indices.contains(row) ? texts[row] : ""
                throw ViewerError("\(file): column \(DataFileError.quoted(name)), data row \(row + 1): \(DataFileError.quoted(bad)) "
                    + "is not an ISO 8601 date (e.g. 2024-03-01 or 2024-03-01T14:30:00Z)")
            }
            var names: [String] = []
            var index: [String: Int] = [:]
            let positions = texts.map { text -> Double in
                let key = text.trimmingCharacters(in: .whitespaces)
                if let known = index[key] { return Double(known) }
                index[key] = names.count
                names.append(key)
                return Double(names.count - 1)
            }
            numeric.columns.insert(DataTable.Column(name: name, values: positions), at: 0)
            return AxisTable(table: numeric, xAxis: CategoryAxis(categories: names))
        }
        guard let first = table.columns.first, table.columns.count > 1 else { return AxisTable(table: table, xAxis: nil) }
        let looksLikeTime = timeWords.contains { first.name.lowercased().contains($0) }
        if kind == .date || (kind == nil && looksLikeTime), let unit = epochUnit(first.values, forced: kind == .date) {
            let axis = DateTimeAxis(timeZone: timeZone)
            axis.valueUnit = unit
            return AxisTable(table: table, xAxis: axis)
        }
        // Years read "1990", not "1,990".
        let finite = first.values.filter(\.isFinite)
        if kind == nil || kind == .number, first.name.lowercased().contains("year"), !finite.isEmpty,
           finite.allSatisfy({ $0 == $0.rounded() && $0 >= 1000 && $0 <= 9999 }) {
            let axis = NumberAxis()
            axis.isYearScale = true
            return AxisTable(table: table, xAxis: axis)
        }
        return AxisTable(table: table, xAxis: nil)
    }

    /// The text column that serves as x: the one holding dates when there are several.
    private static func textXColumn(_ table: DataTable) -> (String, [String])? {
        let names = table.textColumns.keys.sorted()
        guard !names.isEmpty else { return nil }
        let parser = DateCellParser(timeZone: TimeZone(identifier: "UTC")!)
        let dated = names.first { name in
            table.textColumns[name]!.prefix(20).contains { parser.seconds(from: $0) != nil }
        }
        let name = dated ?? names[0]
        return (name, table.textColumns[name]!)
    }

    /// Seconds or milliseconds since 1970, judged by size; nil when the values do not look like
    /// epoch times (unless `forced`: then seconds, or milliseconds past 1e11).
    static func epochUnit(_ values: [Double], forced: Bool) -> DateTimeAxis.ValueUnit? {
        let finite = values.filter(\.isFinite)
        guard let low = finite.min(), let high = finite.max() else { return forced ? .seconds : nil }
        if low >= 1e8 && high <= 1e10 { return .seconds }
        if low >= 1e11 && high <= 1e13 { return .milliseconds }
        guard forced else { return nil }
        return max(abs(low), abs(high)) >= 1e11 ? .milliseconds : .seconds
    }

    /// Puts `axis` in place of the chart's primary x axis, keeping what was set on the old one.
    static func installXAxis(_ axis: Axis, on chart: Chart) {
        copySettings(from: chart.xAxis, to: axis)
        chart.xAxis = axis
    }

    // MARK: Command-line axis options

    /// Applies `--x-axis`, `--y-axis`, `--time-zone` and `--exclude-weekends` to a built chart.
    static func applyAxisOptions(_ options: ChartOptions, to chart: Chart) throws(ViewerError) {
        let zone = try options.resolvedTimeZone()
        if let name = options.xAxisKind {
            let kind = try AxisKind.named(name, option: "--x-axis")
            if !kind.matches(chart.xAxis) { installXAxis(makeAxis(kind, values: chart.series.indices.map { chart.data(forSeriesAt: $0).x.array }, timeZone: zone), on: chart) }
        }
        if let name = options.yAxisKind {
            let kind = try AxisKind.named(name, option: "--y-axis")
            if !kind.matches(chart.yAxis) {
                let axis = makeAxis(kind, values: chart.series.indices.map { chart.data(forSeriesAt: $0).y.array }, timeZone: zone)
                copySettings(from: chart.yAxis, to: axis)
                chart.yAxis = axis
            }
        }
        if options.timeZone != nil {
            for case let axis as DateTimeAxis in chart.allAxes where axis.timeZone != zone { axis.timeZone = zone }
        }
        if options.excludeWeekends {
            guard let dates = chart.xAxis as? DateTimeAxis else {
                throw ViewerError("--exclude-weekends: the x axis holds no dates (give a date column, or --x-axis date)")
            }
            var axis = dates
            if !(dates.scale is DiscontinuousScale) {
                axis = DateTimeAxis(timeZone: dates.timeZone, scale: DiscontinuousScale())
                axis.valueUnit = dates.valueUnit
                axis.labelFormatter = dates.labelFormatter
                installXAxis(axis, on: chart)
            }
            axis.excludeWeekends()
            chart.refitAxes()
        }
    }

    /// A fresh axis of `kind`; a date axis counts in milliseconds when `values` look like them.
    static func makeAxis(_ kind: AxisKind, values: [[Double]], timeZone: TimeZone) -> Axis {
        switch kind {
        case .number: return NumberAxis()
        case .log: return NumberAxis(scale: LogarithmicScale())
        case .category: return CategoryAxis()
        case .date:
            let axis = DateTimeAxis(timeZone: timeZone)
            axis.valueUnit = epochUnit(values.flatMap { $0 }, forced: true) ?? .seconds
            return axis
        }
    }

    /// Title, ranges, ticks, grid, placement and style: what a user set on an axis before its
    /// kind changed.
    static func copySettings(from old: Axis, to new: Axis) {
        new.title = old.title
        new.style = old.style
        new.explicitDefaultRange = old.explicitDefaultRange
        new.majorTickFrequency = old.majorTickFrequency
        new.minorTickFrequency = old.minorTickFrequency
        new.anchorPoint = old.anchorPoint
        new.showsMajorGridLines = old.showsMajorGridLines
        new.showsMinorGridLines = old.showsMinorGridLines
        new.axisPosition = old.axisPosition
        if !(new is CategoryAxis) {
            new.rangePaddingLow = old.rangePaddingLow
            new.rangePaddingHigh = old.rangePaddingHigh
            new.rangePaddingFractionLow = old.rangePaddingFractionLow
            new.rangePaddingFractionHigh = old.rangePaddingFractionHigh
        }
    }
}

/// A datasource that hands series to chosen axes and passes everything else on: what a spec's
/// `"xAxis"`/`"yAxis"` per series turn into.
final class AxisAssigningDataSource: ChartDataSource {
    let base: ChartDataSource
    /// Series index → axis.
    var xAxes: [Int: Axis] = [:]
    var yAxes: [Int: Axis] = [:]

    init(base: ChartDataSource) {
        self.base = base
    }

    func numberOfSeries(in chart: Chart) -> Int { base.numberOfSeries(in: chart) }
    func chart(_ chart: Chart, seriesAt index: Int) -> ChartSeries { base.chart(chart, seriesAt: index) }
    func chart(_ chart: Chart, numberOfPointsInSeriesAt seriesIndex: Int) -> Int {
        base.chart(chart, numberOfPointsInSeriesAt: seriesIndex)
    }
    func chart(_ chart: Chart, pointAt pointIndex: Int, inSeriesAt seriesIndex: Int) -> DataPoint {
        base.chart(chart, pointAt: pointIndex, inSeriesAt: seriesIndex)
    }
    func chart(_ chart: Chart, pointsForSeriesAt seriesIndex: Int) -> SeriesPoints? {
        base.chart(chart, pointsForSeriesAt: seriesIndex)
    }
    func chart(_ chart: Chart, valuesFor key: SeriesValueKey, inSeriesAt seriesIndex: Int) -> [Double]? {
        base.chart(chart, valuesFor: key, inSeriesAt: seriesIndex)
    }
    func chart(_ chart: Chart, value key: SeriesValueKey, forPointAt pointIndex: Int, inSeriesAt seriesIndex: Int) -> Double {
        base.chart(chart, value: key, forPointAt: pointIndex, inSeriesAt: seriesIndex)
    }
    func chart(_ chart: Chart, xAxisForSeriesAt seriesIndex: Int) -> Axis? {
        xAxes[seriesIndex] ?? base.chart(chart, xAxisForSeriesAt: seriesIndex)
    }
    func chart(_ chart: Chart, yAxisForSeriesAt seriesIndex: Int) -> Axis? {
        yAxes[seriesIndex] ?? base.chart(chart, yAxisForSeriesAt: seriesIndex)
    }
    func chart(_ chart: Chart, namesForPointsInSeriesAt seriesIndex: Int) -> [String]? {
        base.chart(chart, namesForPointsInSeriesAt: seriesIndex)
    }
}

extension ChartFactory {
    // MARK: Axes in chart specs

    /// A spec's data table with its x column made numeric (see `axisTable`), dates read in the
    /// x axis's `timeZone`.
    static func specAxisTable(_ table: DataTable, spec: ChartSpec, dataPath: String, specPath: String) throws(ViewerError) -> AxisTable {
        let label = "\(specPath): xAxis"
        let kind = try spec.xAxis?.type.map { name throws(ViewerError) in try AxisKind.named(name, option: "\(label): type") }
        return try axisTable(table, kind: kind, timeZone: try timeZone(spec.xAxis, label: label), file: dataPath)
    }

    /// Makes the spec's axes (kinds, extra axes, placement), hands each series to its axes, and
    /// sets the datasource.
    static func installAxes(spec: ChartSpec, detectedXAxis: Axis?, source: ChartDataSource, on chart: Chart,
                            specPath: String) throws(ViewerError) {
        if let axis = try specAxis(spec.xAxis, detected: detectedXAxis, label: "\(specPath): xAxis") {
            chart.xAxis = axis
        }
        if let axis = try specAxis(spec.yAxis, detected: nil, label: "\(specPath): yAxis") {
            chart.yAxis = axis
        }
        try configureMore(chart.xAxis, with: spec.xAxis, vertical: false, label: "\(specPath): xAxis")
        try configureMore(chart.yAxis, with: spec.yAxis, vertical: true, label: "\(specPath): yAxis")
        for (i, axisSpec) in (spec.xAxes ?? []).enumerated() {
            let label = "\(specPath): xAxes[\(i)]"
            let axis = try specAxis(axisSpec, detected: nil, label: label) ?? NumberAxis()
            try configureCommon(axis, with: axisSpec, label: label)
            try configureMore(axis, with: axisSpec, vertical: false, label: label)
            chart.addXAxis(axis)
        }
        for (i, axisSpec) in (spec.yAxes ?? []).enumerated() {
            let label = "\(specPath): yAxes[\(i)]"
            let axis = try specAxis(axisSpec, detected: nil, label: label) ?? NumberAxis()
            try configureCommon(axis, with: axisSpec, label: label)
            try configureMore(axis, with: axisSpec, vertical: true, label: label)
            // One grid is enough: added axes draw none unless asked.
            axis.showsMajorGridLines = axisSpec.majorGridLines ?? false
            chart.addYAxis(axis)
        }
        let assigning = AxisAssigningDataSource(base: source)
        for (i, entry) in (spec.series ?? []).enumerated() {
            if let n = entry.xAxis {
                guard chart.xAxes.indices.contains(n) else {
                    throw ViewerError("\(specPath): series[\(i)]: xAxis \(n): the chart has x axes 0…\(chart.xAxes.count - 1)")
                }
                assigning.xAxes[i] = chart.xAxes[n]
            }
            if let n = entry.yAxis {
                guard chart.yAxes.indices.contains(n) else {
                    throw ViewerError("\(specPath): series[\(i)]: yAxis \(n): the chart has y axes 0…\(chart.yAxes.count - 1)")
                }
                assigning.yAxes[i] = chart.yAxes[n]
            }
        }
        chart.dataSource = assigning
        if let dates = chart.xAxis as? DateTimeAxis, dates.scale is DiscontinuousScale, spec.xAxis?.excludeWeekends == true {
            dates.excludeWeekends()
            chart.refitAxes()
        }
    }

    /// The axis a spec entry asks for: its `type`, else the kind the data need; nil for a plain
    /// number axis where the chart's default will do.
    private static func specAxis(_ spec: ChartSpec.AxisSpec?, detected: Axis?, label: String) throws(ViewerError) -> Axis? {
        let kind = try spec?.type.map { name throws(ViewerError) in try AxisKind.named(name, option: "\(label): type") }
        let zone = try timeZone(spec, label: label)
        var axis: Axis?
        if let detected, kind == nil || kind!.matches(detected) {
            axis = detected
        } else if let kind, kind != .number {
            axis = makeAxis(kind, values: [], timeZone: zone)
        }
        if spec?.excludeWeekends == true {
            guard let dates = axis as? DateTimeAxis else {
                throw ViewerError("\(label): excludeWeekends needs a date axis (\"type\": \"date\" or a date column)")
            }
            let discontinuous = DateTimeAxis(timeZone: dates.timeZone, scale: DiscontinuousScale())
            discontinuous.valueUnit = dates.valueUnit
            axis = discontinuous
        }
        if let log = axis as? NumberAxis, AxisKind(of: log) == .log, let base = spec?.base {
            guard base.isFinite, base > 1 else { throw ViewerError("\(label): base \(base): expected a number above 1") }
            // A scale is chosen when an axis is made: the axis of that base takes the place of
            // the base-10 one.
            let ofBase = NumberAxis(scale: LogarithmicScale(base: base))
            copySettings(from: log, to: ofBase)
            ofBase.showsPowersOnLogScale = base != 10
            axis = ofBase
        }
        return axis
    }

    private static func timeZone(_ spec: ChartSpec.AxisSpec?, label: String) throws(ViewerError) -> TimeZone {
        guard let name = spec?.timeZone else { return TimeZone(identifier: "UTC")! }
        guard let zone = TimeZone(identifier: name) else {
            throw ViewerError("\(label): timeZone \"\(name)\": not a known time zone (e.g. UTC, Europe/Oslo)")
        }
        return zone
    }

    /// Title, range, ticks, grid and stripes (what the primary axes get from `configure`).
    static func configureCommon(_ axis: Axis, with spec: ChartSpec.AxisSpec, label: String) throws(ViewerError) {
        axis.title = spec.title
        if let r = spec.range {
            guard r.count == 2, r[0].isFinite, r[1].isFinite, r[0] < r[1] else {
                throw ViewerError("\(label): range must be [min, max] with min < max")
            }
            axis.explicitDefaultRange = AxisRange(min: r[0], max: r[1])
        }
        axis.majorTickFrequency = spec.majorTickFrequency
        axis.minorTickFrequency = spec.minorTickFrequency
        if let a = spec.anchor { axis.anchorPoint = a }
        if let g = spec.majorGridLines { axis.showsMajorGridLines = g }
        if let g = spec.minorGridLines { axis.showsMinorGridLines = g }
        if let text = spec.stripes {
            guard let c = Color(hexString: text) else { throw ViewerError("\(label): colour \"\(text)\": expected #rrggbb") }
            axis.style.gridStripeColor = c
        }
    }

    /// Placement, label and tick options of an axis entry.
    private static func configureMore(_ axis: Axis, with spec: ChartSpec.AxisSpec?, vertical: Bool, label: String) throws(ViewerError) {
        guard let spec else { return }
        if let name = spec.position?.lowercased() {
            let sides = vertical ? ["left": AxisPosition.normal, "right": .reverse] : ["bottom": AxisPosition.normal, "top": .reverse]
            guard let position = sides[name] ?? ["normal": AxisPosition.normal, "reverse": .reverse][name] else {
                throw ViewerError("\(label): position \"\(name)\": expected " + (vertical ? "left or right" : "bottom or top"))
            }
            axis.axisPosition = position
        }
        if let value = spec.positionValue { axis.axisPositionValue = value }
        if let fixed = spec.labelsFixed { axis.axisLabelsAreFixed = fixed }
        if let width = spec.width { axis.fixedWidth = width }
        if let name = spec.labelOrientation {
            guard let orientation = TickLabelOrientation.allCases.first(where: { "\($0)" == name.lowercased() }) else {
                throw ViewerError("\(label): labelOrientation \"\(name)\": expected horizontal, diagonal or vertical")
            }
            axis.tickLabelOrientation = orientation
        }
        if let name = spec.tickMarks {
            guard let position = TickMarkPosition.allCases.first(where: { "\($0)" == name.lowercased() }) else {
                throw ViewerError("\(label): tickMarks \"\(name)\": expected outside, inside or cross")
            }
            axis.tickMarkPosition = position
        }
        if let pattern = spec.labelFormat {
            guard let dates = axis as? DateTimeAxis else { throw ViewerError("\(label): labelFormat needs a date axis") }
            dates.labelFormatter.pattern = pattern
        }
        if let names = spec.categories {
            guard let categories = axis as? CategoryAxis else { throw ViewerError("\(label): categories need \"type\": \"category\"") }
            categories.categories = names
        }
    }
}

extension ChartFactory {
    /// Runs `body`; an error about the columns a `--type` needs is prefixed with the file it
    /// is missing them from.
    static func namingFile<T>(_ path: String, _ body: () throws(ViewerError) -> T) throws(ViewerError) -> T {
        do {
            return try body()
        } catch {
            guard error.description.hasPrefix("--type") else { throw error }
            throw ViewerError("\(path): " + error.description)
        }
    }
}
