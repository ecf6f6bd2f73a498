import ChartData
import ChartKit
import Foundation

/// What a user chose for a table: from `--x/--y/--by/--agg/--type/--date-format`, or from the same
/// keys of a chart spec. Unset parts are inferred (`ChartChoice`).
struct TableChoice {
    var x: String?
    var y: [String] = []
    var by: String?
    var agg: String?
    var type: String?
    var xAxisKind: AxisKind?
    var dateFormat: String?
    var timeZone = TimeZone(identifier: "UTC")!
    /// Print each decision and its evidence to standard output (`--explain`).
    var explain = false
    /// The table came from JSON objects, whose keys have no order: the first key is no x unless
    /// it is a time key.
    var keysAreUnordered = false
    /// The table's rows are series, drawn from `RowSeriesTable.long` (set by the inference, not the user).
    var rowSeries: RowSeriesTable?
}

extension Aggregation {
    static func named(_ name: String, label: String) throws(ViewerError) -> Aggregation {
        guard let agg = Aggregation(rawValue: name.lowercased()) else {
            throw ViewerError("\(label) \(name): expected one of " + allCases.map(\.rawValue).joined(separator: ", "))
        }
        return agg
    }
}

/// The chart a table makes, as the viewer draws it: a thin adapter over ChartData's inference
/// (`TableSchema` for the columns' roles, `ChartChoice` for x, y, by, kind, aggregation and
/// axes, each with its reasons). It resolves the user's column references and words into the
/// request, turns the choice's warnings into notes, and keeps the viewer's error lines.
///
/// ```swift
/// let plan = try TablePlan(table: table, choice: TableChoice(), file: "stocks.csv")
/// plan.x          // "date"
/// plan.by         // "symbol"
/// plan.series     // [("MSFT", x, y), ("AMZN", x, y), …]
/// print(plan.inference.explanation)
/// ```
struct TablePlan {
    enum XKind: String {
        case number, date, category
        /// No x column: the row index.
        case row
    }

    typealias Series = ChartChoice.Series

    let schema: TableSchema
    let inference: ChartChoice
    private(set) var series: [Series] = []
    /// Lines for stderr: odd cells, ambiguous dates.
    private(set) var notes: [String] = []
    private(set) var timeZone = TimeZone(identifier: "UTC")!
    private(set) var dateFormat: String?

    let table: DataTable
    let file: String

    var x: String? { inference.x }
    var y: [String] { inference.y }
    /// Whether y was named (`--y`, a spec's `y`) rather than inferred.
    var yIsChosen: Bool { inference.yIsNamed }
    var by: String? { inference.by }
    var agg: Aggregation? { inference.aggregation }
    var type: String { inference.kind }
    /// Seconds since 1970 for dates; category indices; numbers.
    var xValues: [Double] { inference.xValues }
    var categories: [String] { inference.categories }
    var xKind: XKind {
        switch inference.xAxis {
        case .date: return .date
        case .category: return .category
        case .row: return .row
        case .number, .year, .log: return .number
        }
    }
    var isYearColumn: Bool { inference.xAxis == .year }

    /// `isSample`: the table is some rows of a bigger source (a Parquet or Arrow file's planning
    /// sample, a database's first rows): columns empty in it may hold values further on, so it
    /// is never refused as having nothing to plot.
    init(table: DataTable, choice: TableChoice, file: String, isSample: Bool = false) throws(ViewerError) {
        self.file = file
        timeZone = choice.timeZone
        dateFormat = choice.dateFormat
        notes = DataTable.CellWarning.lines(for: table.cellWarnings).map { "warning: \($0)" }
        if let type = choice.type { _ = try ChartFactory.makeSeries(type: type, title: "") }
        var request = ChartRequest()
        request.aggregation = try choice.agg.map { name throws(ViewerError) in try Aggregation.named(name, label: "--agg") }
        request.kind = choice.type
        request.xAxis = choice.xAxisKind.map { ChartAxisKind(rawValue: $0.rawValue)! }
        do {
            schema = try TableSchema(table: table, dateFormat: choice.dateFormat, timeZone: choice.timeZone)
        } catch {
            throw ViewerError(error.description)
        }
        // (placeholders such as -9999. read as gaps: TableSchema+Placeholders)
        self.table = schema.drawnTable
        let names = schema.names
        request.firstColumnMayBeX = !(choice.keysAreUnordered || table.columnOrderIsArbitrary)
            || JSONLinesTable.timeKeys.contains(names.first ?? "")
        request.columnsAreDeclaredSeries = table.columnsAreDeclaredSeries
        if choice.dateFormat == nil {
            for column in schema.columns where column.evidence.dateForm != nil {
                guard let texts = table.textColumns[column.name], let found = DateColumnParser.detect(texts, timeZone: choice.timeZone) else { continue }
                let example = texts.first { !$0.isEmpty } ?? ""
                if found.isAmbiguous {
                    notes.append("warning: \(file): column \"\(column.name)\": dates like \(example) read month first (MM/DD/YYYY); every day is 12 or less, so it could be day first: give --date-format %d/%m/%Y for that")
                } else if let jump = found.orderJump {
                    let (taken, other, pattern) = found.form == .dayFirst ? ("day first (DD/MM/YYYY)", "month first", "%m/%d/%Y") : ("month first (MM/DD/YYYY)", "day first", "%d/%m/%Y")
                    notes.append("warning: \(file): column \"\(column.name)\": dates like \(example) read \(taken): every day is 12 or less, but read so the rows keep their usual step, and read \(other) they would jump \(Int(jump.rounded()))× it; give --date-format \(pattern) for \(other)")
                }
            }
        }
        if let named = choice.x {
            if let parts = schema.dateParts, named.contains("+"),
               Set(named.split(separator: "+").map { $0.trimmingCharacters(in: .whitespaces).lowercased() }) == Set(parts.columns.map { $0.name.lowercased() }) {
                request.x = parts.name
            } else {
                request.x = try Self.resolve(named, in: names, option: "--x", file: file)
            }
        }
        request.by = try choice.by.map { name throws(ViewerError) in
            // Several columns as one key (`turbine+air_density`, what --print-spec writes for one).
            if name.contains("+"), !names.contains(name) {
                let parts = try name.split(separator: "+").map { part throws(ViewerError) in try Self.resolve(String(part), in: names, option: "--by", file: file) }
                if parts.count >= 2, Set(parts).count == parts.count { return parts.joined(separator: "+") }
            }
            return try Self.resolve(name, in: names, option: "--by", file: file)
        }
        let numeric = Set(table.columns.map(\.name))
        request.y = try choice.y.map { name throws(ViewerError) in try Self.resolve(name, in: names, option: "--y", file: file) }
        for name in request.y where !numeric.contains(name) {
            throw ViewerError("--y \(name): column \(DataFileError.quoted(name)) of \(file) holds text, not numbers (numeric columns: \(DataFileError.columnList(names.filter(numeric.contains))))")
        }
        if let rows = choice.rowSeries { request = ChartChoice.request(for: rows) }
        do {
            var inference = try ChartChoice.searched(schema: schema, request: request)
            if let rows = choice.rowSeries { inference.adoptRowSeries(rows) }
            self.inference = inference
        } catch {
            throw ViewerError("\(file): \(error.description)")
        }
        notes += inference.warnings.map { "warning: \(file): \($0)" }
        if inference.y.isEmpty && inference.aggregation != .count {
            // A column of numbers with too much text among them to be numeric: say which cell,
            // so the user can fix it (the reader kept its first text cell).
            if let (name, mixed) = names.lazy.compactMap({ name in table.mixedColumns[name].map { (name, $0) } })
                .first(where: { $0.0 != inference.x && $0.0 != inference.by }) {
                var cell = mixed.firstCell
                cell.problem += "; \(mixed.numbers) of \(mixed.filled) cells of \(DataFileError.shownName(name, at: names.firstIndex(of: name) ?? 0)) are numbers, too few to draw the rest as gaps"
                throw ViewerError(cell.description)
            }
            let times = schema.columns.filter { $0.role.isTime && $0.dateParser != nil }.map(\.name)
            if times.count == 2, table.columns.isEmpty {
                // `name,start,end`: a span per row, which no series of the viewer draws.
                throw ViewerError("\(file): \(DataFileError.quoted(times[0])) and \(DataFileError.quoted(times[1])) are dates and no column is numeric: a span per row (a timeline), which chartview does not draw (columns: \(DataFileError.columnList(names)))")
            }
            // Names are shown only when a column of numbers under its name shows the first row
            // is a header: over texts alone it may be a row of data (a file of secrets).
            guard !table.columns.isEmpty else {
                throw ViewerError("\(file): no column holds numbers (\(names.count) \(names.count == 1 ? "column" : "columns") of text)")
            }
            let against = inference.x.map { DataFileError.shownName($0, at: names.firstIndex(of: $0) ?? 0) } ?? "the row number"
            throw ViewerError("\(file): no numeric column to plot against \(against) (columns: \(DataFileError.columnList(names)))")
        }
        if !isSample, inference.aggregation != .count, !inference.y.isEmpty,
           inference.y.allSatisfy({ schema.column(named: $0)?.evidence.low == nil }) {
            // Every number column is only gaps, NaN or placeholders: an empty chart with a
            // legend would say nothing, so it is refused as any file with nothing to plot is.
            let shown = inference.y.prefix(3).map { DataFileError.shownName($0, at: names.firstIndex(of: $0) ?? 0) }
            throw ViewerError("\(file): nothing to plot: no numeric column holds a value (\(shown.joined(separator: ", "))\(inference.y.count > 3 ? ", …" : ""): only gaps, NaN or placeholders)")
        }
        if let by = inference.by, inference.keyCount > SeriesLimit.maximumSeries {
            // The same cap as for databases and pies, before any series is built.
            throw ViewerError("\(file): " + SeriesLimit.tooManyKeys(by, count: inference.keyCount))
        }
        // A grid is drawn from the table's cells (ChartFactory+Heatmap), not as series.
        if inference.grid != nil { return }
        series = inference.series(schema: schema)
        // A line (step, area) asked for over shuffled x would cross the plot once per row: 10^6
        // rows took 21-41 s to rasterise. Such rows are sorted (n log n), with one warning.
        if choice.type != nil, DataTable.kindsThatNeedXOrder.contains(type), xKind != .date {
            var rowsSorted = 0
            for i in series.indices where !Self.isSorted(series[i].x) {
                let (sx, sy) = (series[i].x, series[i].y)
                rowsSorted += DataTable.rowsOutOfOrder(sx)
                let order = sx.indices.sorted { sx[$0] < sx[$1] || (sx[$1].isNaN && !sx[$0].isNaN) }
                series[i].x = order.map { sx[$0] }
                series[i].y = order.map { sy[$0] }
            }
            if rowsSorted > 0 {
                notes.append("warning: \(file): x is not in order (\(rowsSorted) row\(rowsSorted == 1 ? "" : "s") out of place); rows sorted by x to draw the \(type)")
            }
        }
    }

    /// A column by header name (exact, then ignoring case) or 1-based index.
    static func resolve(_ reference: String, in names: [String], option: String, file: String) throws(ViewerError) -> String {
        let trimmed = reference.trimmingCharacters(in: .whitespaces)
        if names.contains(trimmed) { return trimmed }
        if let match = names.first(where: { $0.lowercased() == trimmed.lowercased() }) { return match }
        if let index = Int(trimmed), names.indices.contains(index - 1) { return names[index - 1] }
        throw ViewerError("\(option) \(reference): no such column in \(file) (columns: \(DataFileError.columnList(names)), or 1…\(names.count))")
    }

    static func isSorted(_ values: [Double]) -> Bool { ChartChoice.isSorted(values) }
}
