import ChartData
import ChartKit
import Foundation

/// What a user chose for a table: from `--x/--y/--by/--agg/--type/--date-format`, or from the same
/// keys of a chart spec. Unset parts are inferred by `TablePlan`.
struct TableChoice {
    var x: String?
    var y: [String] = []
    var by: String?
    var agg: String?
    var type: String?
    var xAxisKind: AxisKind?
    var dateFormat: String?
    var timeZone = TimeZone(identifier: "UTC")!
}

/// How a row-wise aggregate folds the y values that share an x.
enum Aggregation: String, CaseIterable {
    case mean, sum, count, min, max

    static func named(_ name: String, label: String) throws(ViewerError) -> Aggregation {
        guard let agg = Aggregation(rawValue: name.lowercased()) else {
            throw ViewerError("\(label) \(name): expected one of " + allCases.map(\.rawValue).joined(separator: ", "))
        }
        return agg
    }

    func fold(_ values: [Double]) -> Double {
        let finite = values.filter(\.isFinite)
        switch self {
        case .count: return Double(values.count)
        case .sum: return finite.reduce(0, +)
        case .mean: return finite.isEmpty ? .nan : finite.reduce(0, +) / Double(finite.count)
        case .min: return finite.min() ?? .nan
        case .max: return finite.max() ?? .nan
        }
    }
}

/// The chart a table makes: which column is x and how it reads, which are y, how rows split
/// into series and fold onto repeated x, and the series type. Every choice `TableChoice` left
/// open is made here from the data (the rules are in ARCHITECTURE.md, "Reading data files").
///
/// ```swift
/// let plan = try TablePlan(table: table, choice: TableChoice(), file: "stocks.csv")
/// plan.x          // "date"
/// plan.by         // "symbol"
/// plan.series     // [("MSFT", x, y), ("AMZN", x, y), …]
/// ```
struct TablePlan {
    enum XKind: String {
        case number, date, category
        /// No x column: the row index.
        case row
    }

    struct Series {
        var name: String
        var x: [Double]
        var y: [Double]
    }

    private(set) var x: String?
    private(set) var xKind = XKind.row
    private(set) var y: [String] = []
    /// Whether y was named (`--y`, a spec's `y`) rather than inferred.
    private(set) var yIsChosen = false
    private(set) var by: String?
    private(set) var agg: Aggregation?
    private(set) var type = "line"
    /// Seconds since 1970 for dates; category indices; numbers.
    private(set) var xValues: [Double] = []
    private(set) var categories: [String] = []
    /// Numeric epoch columns: the unit their values were written in.
    private(set) var epochUnit: Double?
    private(set) var isYearColumn = false
    /// Lines for stderr: odd cells, ambiguous dates.
    private(set) var notes: [String] = []
    private(set) var series: [Series] = []
    private(set) var timeZone = TimeZone(identifier: "UTC")!
    private(set) var dateFormat: String?

    let table: DataTable
    let file: String

    init(table: DataTable, choice: TableChoice, file: String) throws(ViewerError) {
        self.table = table
        self.file = file
        timeZone = choice.timeZone
        dateFormat = choice.dateFormat
        notes = table.cellWarnings.map { "warning: \($0)" }
        let names = table.columnNames.isEmpty ? table.columns.map(\.name) + table.textColumns.keys.sorted() : table.columnNames
        if let type = choice.type { _ = try ChartFactory.makeSeries(type: type, title: "") }
        agg = try choice.agg.map { name throws(ViewerError) in try Aggregation.named(name, label: "--agg") }

        // Columns by kind.
        var dateForms: [String: DateColumnParser] = [:]
        var patternParser: DateColumnParser?
        if let format = choice.dateFormat {
            guard let parser = DateColumnParser(pattern: format, timeZone: choice.timeZone) else {
                throw ViewerError("--date-format \(format): unknown directive (known: \(DateColumnParser.knownDirectives))")
            }
            patternParser = parser
        }
        for name in names {
            guard let texts = table.textColumns[name] else { continue }
            if let patternParser {
                let sample = texts.prefix(200).filter { !$0.isEmpty }
                if !sample.isEmpty, sample.filter({ patternParser.seconds(from: $0) != nil }).count * 20 >= sample.count * 19 {
                    dateForms[name] = patternParser
                }
            } else if let found = DateColumnParser.detect(texts, timeZone: choice.timeZone) {
                dateForms[name] = DateColumnParser(form: found.form, timeZone: choice.timeZone)
                if found.isAmbiguous {
                    notes.append("warning: \(file): column \"\(name)\": dates like \(texts.first { !$0.isEmpty } ?? "") read month first (MM/DD/YYYY); every day is 12 or less, so it could be day first: give --date-format %d/%m/%Y for that")
                }
            }
        }
        let numeric = Set(table.columns.map(\.name))
        // A pass over a column each; asked more than once for x (10^7 rows: 15 ms a pass).
        var epochScales: [String: Double?] = [:]
        func epochScale(_ name: String, _ values: [Double]) -> Double? {
            if let known = epochScales[name] { return known }
            let scale = Self.epochScale(name: name, values)
            epochScales[name] = .some(scale)
            return scale
        }
        func isTimeLike(_ name: String) -> Bool {
            if dateForms[name] != nil { return true }
            guard numeric.contains(name), let values = table.column(named: name)?.values else { return false }
            return epochScale(name, values) != nil || Self.isYears(name: name, values)
        }

        // x.
        if let named = choice.x {
            x = try Self.resolve(named, in: names, option: "--x", file: file)
        } else if let first = names.first {
            // The first column, unless it is text that is not a date while a date column exists
            // (a long table's key: symbol,date,price).
            // A date column beats a first column that holds no time (a key, or a measurement
            // listed before its timestamp: temp,date); a first column of distinct names over
            // many rows (an identifier) is no axis when numbers follow.
            let timeColumn = names.first(where: isTimeLike)
            x = isTimeLike(first) ? first : (timeColumn ?? first)
            if x == first, let texts = table.textColumns[first], dateForms[first] == nil, texts.count > 100,
               Set(texts).count == texts.count, let number = names.first(where: numeric.contains) {
                x = number
            }
            if names.count == 1 && numeric.contains(first) { x = nil }
        }
        by = try choice.by.map { name throws(ViewerError) in try Self.resolve(name, in: names, option: "--by", file: file) }

        // x values.
        if let x {
            if let parser = dateForms[x], choice.xAxisKind != .category {
                xKind = .date
                xValues = parser.parseAll(table.textColumns[x]!)
                let texts = table.textColumns[x]!
                let bad = zip(texts, xValues).filter { $1.isNaN && !$0.allSatisfy(\.isWhitespace) }
                if let first = bad.first {
                    notes.append("warning: \(file): column \"\(x)\": \(bad.count) cell\(bad.count == 1 ? " is" : "s are") not a date of the column's form, drawn as gaps (first: \"\(first.0.prefix(40))\")")
                }
            } else if let texts = table.textColumns[x] {
                if choice.xAxisKind == .date {
                    throw ViewerError("\(file): column \"\(x)\": \"\(texts.first { !$0.isEmpty }?.prefix(40) ?? "")\" is not a date chartview reads (give --date-format, e.g. %d/%m/%Y %H:%M)")
                }
                xKind = .category
                var index: [String: Int] = [:]
                xValues = texts.map { text in
                    let key = text.trimmingCharacters(in: .whitespaces)
                    if let known = index[key] { return Double(known) }
                    index[key] = categories.count
                    categories.append(key)
                    return Double(categories.count - 1)
                }
            } else if let values = table.column(named: x)?.values {
                xValues = values
                if choice.xAxisKind == .date || (choice.xAxisKind == nil && epochScale(x, values) != nil) {
                    let scale = epochScale(x, values) ?? Self.forcedEpochScale(values)
                    xKind = .date
                    epochUnit = scale
                    if scale != 1 { xValues = values.map { $0 / scale } }
                } else {
                    xKind = .number
                    isYearColumn = Self.isYears(name: x, values)
                }
            }
        } else {
            xValues = (0..<table.rowCount).map(Double.init)
        }

        // y.
        if !choice.y.isEmpty {
            yIsChosen = true
            y = try choice.y.map { name throws(ViewerError) in try Self.resolve(name, in: names, option: "--y", file: file) }
            for name in y where !numeric.contains(name) {
                throw ViewerError("--y \(name): column \"\(name)\" of \(file) holds text, not numbers (numeric columns: \(names.filter(numeric.contains).joined(separator: ", ")))")
            }
        } else {
            y = names.filter { numeric.contains($0) && $0 != x && $0 != by }
        }

        // A long table: split by its key when nothing was named.
        if by == nil, choice.by == nil, choice.y.isEmpty || choice.x == nil, xKind == .date || xKind == .number {
            by = Self.keyColumn(table, names: names, x: xValues, excluding: [x].compactMap { $0 }, dateForms: dateForms)
            if by != nil, choice.y.isEmpty, y.count > 1 {
                // One value column per key reads best; the rest stay in the file (name them with --y).
                y = Array(y.prefix(1))
            }
        }
        if y.isEmpty && agg != .count {
            // A column of numbers with too much text among them to be numeric: say which cell,
            // so the user can fix it (the reader kept its first text cell).
            if let (name, mixed) = names.lazy.compactMap({ name in table.mixedColumns[name].map { (name, $0) } })
                .first(where: { $0.0 != x && $0.0 != by }) {
                var cell = mixed.firstCell
                cell.problem += "; \(mixed.numbers) of \(mixed.filled) cells of \"\(name)\" are numbers, too few to draw the rest as gaps"
                throw ViewerError(cell.description)
            }
            throw ViewerError("\(file): no numeric column to plot against \"\(x ?? "row")\" (columns: \(names.joined(separator: ", ")))")
        }

        // Repeated categories fold (mean by default).
        if xKind == .category && categories.count < xValues.count && agg == nil { agg = .mean }

        // Type: categories are columns, unsorted numbers are points, the rest lines.
        if let type = choice.type {
            self.type = type.lowercased()
        } else if xKind == .category || (agg != nil && xKind != .date) {
            self.type = "column"
        } else {
            self.type = "line"
        }

        try buildSeries(choice: choice)
        if choice.type == nil, xKind == .number, agg == nil,
           series.contains(where: { !Self.isSorted($0.x) }) {
            type = "scatter"
        }
    }

    /// A column by header name (exact, then ignoring case) or 1-based index.
    static func resolve(_ reference: String, in names: [String], option: String, file: String) throws(ViewerError) -> String {
        let trimmed = reference.trimmingCharacters(in: .whitespaces)
        if names.contains(trimmed) { return trimmed }
        if let match = names.first(where: { $0.lowercased() == trimmed.lowercased() }) { return match }
        if let index = Int(trimmed), names.indices.contains(index - 1) { return names[index - 1] }
        throw ViewerError("\(option) \(reference): no such column in \(file) (columns: \(names.joined(separator: ", ")), or 1…\(names.count))")
    }

    // MARK: - Series

    private mutating func buildSeries(choice: TableChoice) throws(ViewerError) {
        let rowCount = table.rowCount
        // Rows per key, in order of first appearance.
        var groups: [(String, [Int])] = []
        var everyRow = false
        if let by, let keys = table.textColumns[by] ?? table.column(named: by)?.values.map(RangePrinter.number) {
            var index: [String: Int] = [:]
            for row in 0..<rowCount {
                let key = keys[row]
                if let i = index[key] { groups[i].1.append(row) } else {
                    index[key] = groups.count
                    groups.append((key, [row]))
                }
            }
            // The same cap as for databases and pies (SeriesLimit), before any series is built.
            guard groups.count <= SeriesLimit.maximumSeries else {
                throw ViewerError("\(file): " + SeriesLimit.tooManyKeys(by, count: groups.count))
            }
        } else {
            groups = [("", [])]  // every row, read below from the columns themselves
            everyRow = true
        }
        let columns = y.isEmpty ? [""] : y
        // A line (step, area) asked for over shuffled x would cross the plot once per row: 10^6
        // rows took 21-41 s to rasterise. Such rows are sorted (n log n), with one warning.
        let sortsForDrawing = choice.type != nil && DataTable.kindsThatNeedXOrder.contains(type)
        var rowsSorted = 0
        for (key, rows) in groups {
            for column in columns {
                let values = table.column(named: column)?.values ?? []
                // No key: every row, the columns themselves (no copy, no list of row numbers).
                func whole(_ column: [Double], or filler: Double) -> [Double] {
                    column.count == rowCount ? column
                        : column.isEmpty ? Array(repeating: filler, count: rowCount) : Array(column.prefix(rowCount))
                }
                var sx = everyRow ? whole(xValues, or: .nan) : rows.map { xValues[$0] }
                var sy = everyRow ? whole(values, or: 1) : rows.map { values.isEmpty ? 1 : values[$0] }
                if let agg { (sx, sy) = Self.fold(x: sx, y: sy, by: agg) }
                if (xKind == .date || sortsForDrawing) && !Self.isSorted(sx) {
                    // Dates written newest first still read left to right.
                    if xKind != .date { rowsSorted += DataTable.rowsOutOfOrder(sx) }
                    let order = sx.indices.sorted { sx[$0] < sx[$1] || (sx[$1].isNaN && !sx[$0].isNaN) }
                    sx = order.map { sx[$0] }
                    sy = order.map { sy[$0] }
                }
                let name: String
                switch (by != nil, columns.count > 1) {
                case (true, true): name = "\(key) · \(column)"
                case (true, false): name = key
                default: name = agg == .count ? "count" : column
                }
                series.append(Series(name: name, x: sx, y: sy))
            }
        }
        if rowsSorted > 0 {
            notes.append("warning: \(file): x is not in order (\(rowsSorted) row\(rowsSorted == 1 ? "" : "s") out of place); rows sorted by x to draw the \(type)")
        }
    }

    /// One point per distinct x (in order of first appearance; categories keep their order).
    static func fold(x: [Double], y: [Double], by agg: Aggregation) -> ([Double], [Double]) {
        var order: [Double] = []
        var buckets: [Double: [Double]] = [:]
        for (xv, yv) in zip(x, y) where !xv.isNaN {
            if buckets[xv] == nil { order.append(xv) }
            buckets[xv, default: []].append(yv)
        }
        order.sort()
        return (order, order.map { agg.fold(buckets[$0]!) })
    }

    static func isSorted(_ values: [Double]) -> Bool {
        var last = -Double.infinity
        for v in values where !v.isNaN {
            if v < last { return false }
            last = v
        }
        return true
    }

    /// The key of a long table: a text column with 2…50 distinct values whose rows, paired with
    /// x, are (nearly) unique while x alone repeats.
    static func keyColumn(_ table: DataTable, names: [String], x: [Double], excluding: [String],
                          dateForms: [String: DateColumnParser]) -> String? {
        // Only text columns can be keys: without one, no set of every x is built (a third of the
        // load time of a two-column file of 10^7 rows went there).
        let candidates = names.filter { !excluding.contains($0) && dateForms[$0] == nil && table.textColumns[$0] != nil }
        guard table.rowCount >= 4, !candidates.isEmpty else { return nil }
        let distinctX = Set(x.filter { !$0.isNaN }).count
        // Each x about once per key: x repeats at least twice on average.
        guard distinctX * 2 <= x.count else { return nil }
        for name in candidates {
            guard let keys = table.textColumns[name] else { continue }
            let distinct = Set(keys)
            guard (2...50).contains(distinct.count), distinct.count * 2 <= keys.count else { continue }
            var pairs = Set<String>()
            for (key, xv) in zip(keys, x) { pairs.insert("\(key)\u{1}\(xv)") }
            if pairs.count * 20 >= keys.count * 19 { return name }
        }
        return nil
    }

    // MARK: - Epochs and years

    private static let timeWords = ["time", "date", "epoch", "timestamp", "datetime", "when", "ts"]

    /// Units per second of a numeric column named like a time whose values are epoch seconds,
    /// milliseconds, microseconds or nanoseconds of 1973…2286; nil otherwise.
    static func epochScale(name: String, _ values: [Double]) -> Double? {
        let lower = name.lowercased()
        // `t` and `x` only as whole names (the time keys of JSON lines).
        guard timeWords.contains(where: { lower.contains($0) }) || lower == "t" || lower == "x" else { return nil }
        guard let (low, high) = finiteExtent(values) else { return nil }
        for scale in [1.0, 1e3, 1e6, 1e9] where low >= 1e8 * scale && high <= 1e10 * scale { return scale }
        return nil
    }

    /// The least and greatest finite value, in one pass with no copy (x columns of 10^7 rows).
    static func finiteExtent(_ values: [Double]) -> (Double, Double)? {
        var low = Double.infinity
        var high = -Double.infinity
        for value in values where value.isFinite {
            low = Swift.min(low, value)
            high = Swift.max(high, value)
        }
        return low <= high ? (low, high) : nil
    }

    static func forcedEpochScale(_ values: [Double]) -> Double {
        let high = values.filter(\.isFinite).map(abs).max() ?? 0
        if high >= 1e17 { return 1e9 }
        if high >= 1e14 { return 1e6 }
        if high >= 1e11 { return 1e3 }
        return 1
    }

    static func isYears(name: String, _ values: [Double]) -> Bool {
        guard name.lowercased().contains("year") else { return false }
        let finite = values.filter(\.isFinite)
        return !finite.isEmpty && finite.allSatisfy { $0 == $0.rounded() && $0 >= 1000 && $0 <= 9999 }
    }
}
