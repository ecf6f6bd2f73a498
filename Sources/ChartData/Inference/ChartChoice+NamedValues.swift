import Foundation

/// One value per named item (`CAS, Name, logP`; `name, value`): a column of names, each row's
/// once, and one measure beside it, with no time and no second measure to draw it against. There
/// is no axis in such a table, so the row index or a scatter would say nothing; what reads is
/// the values themselves, chosen by what the names are (`ChartChoice+ItemKinds`):
/// - items named for themselves: a horizontal bar per item, sorted by value, largest on top,
///   each labelled with its name;
/// - members of a sample (named by register numbers), or more items than names fit: the
///   distribution of the values, a histogram of 8…40 bins, with the items at both ends named
///   in `--explain`.
extension ChartChoice {
    /// The least share of rows whose names are distinct (a few repeated names are allowed:
    /// `6H-Dibenzo[b,d]pyran deriv` for several isomers).
    static let namedItemDistinctShare = 0.9

    /// Chooses bars or a histogram for a table of one value per named item; true when it did
    /// (the choice is then complete).
    mutating func chooseNamedValues(schema: TableSchema, request: ChartRequest) -> Bool {
        guard request.x == nil, request.y.isEmpty, request.by == nil, request.aggregation == nil, request.kind == nil, request.xAxis == nil,
              let (item, measure) = Self.namedValues(schema) else { return false }
        let values = schema.table.column(named: measure.name)?.values ?? []
        let names = schema.table.texts(of: item.name) ?? []
        let filled = values.indices.filter { values[$0].isFinite && $0 < names.count }
        guard filled.count >= 3 else { return false }
        let ranked = filled.sorted { values[$0] < values[$1] }
        let lowest = ranked.first!, highest = ranked.last!
        func named(_ row: Int) -> String { "\(names[row].trimmingCharacters(in: .whitespaces).prefix(40)) (\(Self.short(values[row])))" }
        let items = "\(ColumnEvidence.grouped(filled.count)) items named by \(item.name), one \(measure.name) each"
        let ends = "highest \(named(highest)), lowest \(named(lowest))"
        y = [measure.name]
        let copies = Self.unitCopies(schema).sorted()
        let copiesNote = copies.isEmpty ? "" : "; \(copies.joined(separator: ", ")) left out: \(measure.name) again in other units"
        let distribution = request.declined.contains(.itemBars)
            ? "a candidate of the search: the items' values as a distribution"
            : Self.namedItemsDistribution(names: names, count: filled.count)
        if distribution == nil {
            // A bar per item, sorted: category i is drawn i-th from the bottom, so the largest
            // value (the last ranked) is on top.
            x = item.name
            xAxis = .category
            categories = ranked.map { names[$0].trimmingCharacters(in: .whitespaces) }
            var position = [Double](repeating: .nan, count: schema.rowCount)
            for (rank, row) in ranked.enumerated() { position[row] = Double(rank) }
            xValues = position
            kind = "bar"
            seriesCount = 1
            decisions.append(Decision(subject: "x", value: item.name, reasons: ["names each row: \(items)\(copiesNote)"],
                                      beaten: ["row index: rows of named items have no order to draw over"]))
            decisions.append(Decision(subject: "y", value: measure.name, reasons: ["the only measure"]))
            if let spread = Self.barLogSpread(filled.map { values[$0] }) {
                // (abundances per element, 0.025…10,000: on a linear axis most bars are a hairline)
                yAxis = .log
                decisions.append(Decision(subject: "value axis", value: "log",
                                          reasons: ["\(measure.name) spans \(String(format: "%.1f", spread.decades)) decades"],
                                          beaten: ["linear: \(Int((spread.squeezedShare * 100).rounded())) % of the bars would be under 1 % of the longest"]))
            }
            decisions.append(Decision(subject: "kind", value: "bar",
                                      reasons: ["\(filled.count) items named to compare (ChartChoice+ItemKinds): a bar per item, sorted by \(measure.name), \(ends)"],
                                      beaten: ["column: names under columns overlap; histogram: items named for themselves are no sample of a distribution"]))
            return true
        }
        // Too many items to name: the distribution of the values.
        let low = values[lowest], high = values[highest]
        x = measure.name
        y = []
        aggregation = .count
        binsX = true
        seriesCount = 1
        let bins: String
        var beaten = ["row index: rows of named items have no order to draw over"]
        if let spread = Self.barLogSpread(filled.map { values[$0] }) {
            // Values over decades (GDP per country, 1.5e8…7.3e13; file sizes): bins even in log,
            // where linear ones put nearly every item in the first bin. (Columns on a log axis
            // take their width from the linear spacing: the histogram's outline reads instead.)
            xAxis = .log
            kind = "line"
            xValues = values.map { $0.isFinite ? Self.logBinCentre(of: $0) : .nan }
            bins = "\(Int(Self.logBinsPerDecade)) bins a decade over \(Self.short(low))…\(Self.short(high)) (\(String(format: "%.1f", spread.decades)) decades: a log axis)"
            beaten.append("linear bins: \(Int((spread.squeezedShare * 100).rounded())) % of the items are under 1 % of the largest, all in its first bin")
        } else {
            let step = Self.binWidth(low: low, high: high, count: filled.count)
            let start = (low / step).rounded(.down) * step
            xAxis = .number
            kind = "column"
            xValues = values.map { $0.isFinite ? start + ((($0 - start) / step).rounded(.down) + 0.5) * step : .nan }
            bins = "\(Int(((high - start) / step).rounded(.down)) + 1) bins of \(Self.short(step)) over \(Self.short(low))…\(Self.short(high))"
        }
        decisions.append(Decision(subject: "x", value: "\(measure.name), binned", reasons: ["\(items): \(bins)\(copiesNote)"], beaten: beaten))
        decisions.append(Decision(subject: "y", value: "count of items", reasons: ["items per bin of \(measure.name)"]))
        decisions.append(Decision(subject: "kind", value: kind,
                                  reasons: ["a histogram\(kind == "line" ? "'s outline" : ""): \(ColumnEvidence.grouped(filled.count)) items, \(distribution ?? ""); \(ends)"],
                                  beaten: ["bar per item: \(ColumnEvidence.grouped(filled.count)) items are read as a distribution"]))
        return true
    }

    /// The name column and the one measure of a table of one value per named item; nil for any
    /// other table. The names are text (not dates, mostly not numbers), filled in nearly every
    /// row and distinct in `namedItemDistinctShare` of them; every other column is a name, an
    /// id, a code or a constant. Of several name columns, one whose names hold letters wins
    /// (`Name` over `CAS`).
    /// Whether a column holds each of 1…N (or 0…N−1) once: a numbering of the rows' items, in
    /// file order or not.
    static func numbersItems(_ evidence: ColumnEvidence) -> Bool {
        guard evidence.isInteger, evidence.isAllDistinct, let low = evidence.low, let high = evidence.high,
              low == 0 || low == 1 else { return false }
        return high - low + 1 == Double(evidence.filled)
    }

    static func namedValues(_ schema: TableSchema) -> (item: TableSchema.Column, measure: TableSchema.Column)? {
        guard schema.rowCount >= 3, !hasTimeAxis(schema) else { return nil }
        let copies = unitCopies(schema)
        let measures = schema.columns.filter { $0.role == .measure && !$0.isCounter && !copies.contains($0.name) }
        guard measures.count == 1, let measure = measures.first else { return nil }
        // Whole numbers 1…N (or 0…N−1), each once, number the items (1…757 beside region names,
        // in whatever order): their distribution is an even block and says nothing.
        guard !Self.numbersItems(measure.evidence) else { return nil }
        let table = schema.table
        var items: [(column: TableSchema.Column, hasLetters: Bool)] = []
        for column in schema.columns where column.name != measure.name {
            switch column.role {
            case .identifier, .code, .constant, .derived:
                continue
            case .measure where column.isCounter:
                continue  // (a row id: TableSchema+Counters)
            case .measure where copies.contains(column.name):
                continue  // (the measure again in other units)
            case .category, .freeText:
                guard !column.evidence.isNumeric, column.dateParser == nil, let texts = table.textColumns[column.name] else { return nil }
                // (a text column that names no item, a class or a note, is left out of the picture)
                let filled = column.evidence.filled
                guard Double(filled) >= namedItemDistinctShare * Double(schema.rowCount),
                      Double(column.evidence.distinct) >= namedItemDistinctShare * Double(min(filled, column.evidence.distinctSampleSize))
                else { continue }
                let sample = texts.prefix(200).filter { !$0.isEmpty }
                let numbers = sample.filter { Double($0.trimmingCharacters(in: .whitespaces)) != nil }.count
                guard numbers * 2 < sample.count else { continue }
                // (dates with a bad cell among them are a time axis gone wrong, not names)
                guard DateColumnParser.detect(Array(sample), timeZone: TimeZone(identifier: "UTC")!) == nil else { return nil }
                // (months are periods of a year, drawn in calendar order by `chooseX`, not items
                // ranked by their values: Apr, Feb, Jan, Mar sorted by sales reads as no year)
                guard !MonthNames.isMonthColumn(sample) else { return nil }
                let lettered = sample.filter { $0.contains(where: \.isLetter) }.count
                items.append((column, lettered * 2 > sample.count))
            default:
                return nil
            }
        }
        guard let item = items.first(where: \.hasLetters) ?? items.first else { return nil }
        return (item.column, measure)
    }

    /// A round bin width (1, 2 or 5 × 10^k) giving about √n bins, between 8 and 40, over low…high.
    static func binWidth(low: Double, high: Double, count: Int) -> Double {
        let span = high - low
        guard span > 0, span.isFinite else { return 1 }
        let wanted = min(40, max(8, Double(count).squareRoot()))
        let raw = span / wanted
        let power = pow(10, (log10(raw)).rounded(.down))
        for factor in [1.0, 2.0, 5.0, 10.0] where factor * power >= raw { return factor * power }
        return 10 * power
    }

    /// Bars' values for a log axis: all positive, over `logDecades` decades or more, and a
    /// linear axis would leave `logSqueezedShare` of the bars under 1 % of the longest. (No
    /// evenness per decade as for an x axis: each bar is read on its own.)
    static func barLogSpread(_ values: [Double]) -> LogSpread? {
        guard let low = values.min(), let high = values.max(), low > 0, high > low else { return nil }
        let decades = log10(high) - log10(low)
        let squeezed = Double(values.filter { $0 <= 0.01 * high }.count) / Double(values.count)
        guard decades >= logDecades, squeezed >= logSqueezedShare else { return nil }
        return LogSpread(decades: decades, squeezedShare: squeezed)
    }
}
