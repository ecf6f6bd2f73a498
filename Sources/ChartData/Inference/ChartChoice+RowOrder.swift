import Foundation

/// What a row is, told by statistics of the rows rather than by names or file order:
/// - **rows are entities** when a text column names (nearly) every row once (an engine, a star,
///   a country, an epoch of a reference table) and no time orders them: their order means
///   nothing, so no line is drawn over the row index nor over the labels as categories with
///   the means of every measure; the two most informative measures are drawn as a scatter
///   (`chooseCrossSection`), unless one is squeezed by outliers (a lifetime of 50,000 years
///   among tens): then the earlier choice stays. Up to `entityLabelLimit` rows of measures of one kind the label stays x
///   (a bar per row, `ChartChoice+Entities`, `ChartChoice+MeasureKinds`).
/// - **rows are a sequence** when every column is a number and every one, the x taken by its
///   place included, follows on from one row to the next (lag-1 autocorrelation `signalSmoothness` or more: samples of a
///   signal, profiles of arrays written without an index): a column that rises or falls
///   strictly (or in 95 % of its steps) orders the rows and is x; else x is the row index and every column a line, never
///   one column scattered against another.
/// - **counters** (`TableSchema+Counters`) are row ids, never a y series.
/// - **levels that hold for long runs of rows over a time** (a season 1…4, a month 1…12 beside
///   daily dates) are a coarser step of that time, not counts over it: never a y series.
extension ChartChoice {
    /// Rows a level must hold, on average, to be a step of the time rather than a count.
    static let stepOfTimeRun = 7

    /// Whether a column of levels changes value only once per `stepOfTimeRun` rows or less, in
    /// rows ordered by time.
    static func isStepOfTime(_ column: TableSchema.Column, schema: TableSchema) -> Bool {
        guard column.isLevels, let values = schema.table.column(named: column.name)?.values, column.evidence.filled >= 2 * stepOfTimeRun else { return false }
        var changes = 0
        var last: Double?
        for value in values where value.isFinite {
            if let last, last != value { changes += 1 }
            last = value
        }
        return (changes + 1) * stepOfTimeRun <= column.evidence.filled
    }

    /// Whether most of a column's values lie within a sliver of its range (the largest more than
    /// `squeezeRatio` times the median size): a scatter of it on a linear axis is a flat line of
    /// points and one outlier, not the entities.
    static let squeezeRatio = 50.0
    static func isSqueezed(_ name: String, schema: TableSchema) -> Bool {
        guard let values = schema.table.column(named: name)?.values else { return false }
        let sizes = values.filter(\.isFinite).map(\.magnitude).sorted()
        guard let largest = sizes.last, !sizes.isEmpty else { return false }
        let median = sizes[sizes.count / 2]
        return largest > squeezeRatio * median
    }

    /// The share of steps that must go one way for a column to order rows it does not sort
    /// strictly (a tuned age model that turns back now and then).
    static let nearOrderShare = 0.95

    /// Whether a column, nearly all distinct, goes one way in at least `nearOrderShare` of its steps.
    static func nearlyOrdersRows(_ column: TableSchema.Column, schema: TableSchema) -> Bool {
        guard Double(column.evidence.distinct) >= 0.9 * Double(min(column.evidence.filled, column.evidence.distinctSampleSize)),
              column.evidence.filled * 10 >= schema.rowCount * 9, let values = schema.table.column(named: column.name)?.values else { return false }
        var up = 0, down = 0, steps = 0
        var last: Double?
        for value in values where value.isFinite {
            if let last {
                steps += 1
                if value > last { up += 1 } else if value < last { down += 1 }
            }
            last = value
        }
        return steps > 0 && Double(max(up, down)) >= nearOrderShare * Double(steps)
    }

    /// Whether x is a column that falls strictly: as much a sequence as one that rises.
    func isXStrictlyFalling(schema: TableSchema) -> Bool {
        guard by == nil, let x, let e = schema.column(named: x)?.evidence else { return false }
        return e.isDecreasing && e.distinct == e.filled && !e.distinctIsSampled
    }

    /// The least share of rows a label names once.
    static let labelDistinctShare = 0.9
    /// Measures that correlate this closely are one quantity written twice.
    static let copyCorrelation = 0.95
    /// The least lag-1 autocorrelation of every column of a sequence of samples.
    static let signalSmoothness = 0.8

    /// A text column, not dates and mostly not numbers, filled in nearly every row, that names
    /// nearly every row once: a label per row.
    static func labelPerRow(_ schema: TableSchema) -> TableSchema.Column? {
        guard schema.rowCount >= 3 else { return nil }
        return schema.columns.first { column in
            let e = column.evidence
            guard !e.isNumeric, column.dateParser == nil, column.role == .category || column.role == .freeText,
                  Double(e.filled) >= labelDistinctShare * Double(schema.rowCount),
                  Double(e.distinct) >= labelDistinctShare * Double(min(e.filled, e.distinctSampleSize)),
                  let texts = schema.table.textColumns[column.name] else { return false }
            let sample = texts.prefix(200).filter { !ColumnEvidence.isBlank($0) }
            let numbers = sample.filter { Double($0.trimmingCharacters(in: .whitespaces)) != nil }.count
            return numbers * 2 < sample.count
        }
    }

    /// The least share of rows a records' label names (each name on two rows at most, on average).
    static let recordLabelDistinctShare = 0.5
    /// The fewest distinct names a records' label holds.
    static let recordLabelEvidence = 20

    /// A text column that names records rather than each row once: flats by their locality, 336
    /// names for 499 rows. Filled in nearly every row, at least half its cells distinct, and its
    /// repeats scattered down the file (a name again on the next row in under a tenth of the
    /// rows): the rows are records of things that share names, not runs of one thing over time,
    /// whose names would come in runs (a station per block of readings).
    static func recordLabel(_ schema: TableSchema) -> TableSchema.Column? {
        guard schema.rowCount >= 2 * recordLabelEvidence else { return nil }
        return schema.columns.first { column in
            let e = column.evidence
            guard !e.isNumeric, column.dateParser == nil, column.role == .category || column.role == .freeText,
                  e.distinct >= recordLabelEvidence,
                  Double(e.filled) >= labelDistinctShare * Double(schema.rowCount),
                  Double(e.distinct) >= recordLabelDistinctShare * Double(min(e.filled, e.distinctSampleSize)),
                  let texts = schema.table.textColumns[column.name] else { return false }
            let sample = texts.prefix(200).filter { !ColumnEvidence.isBlank($0) }
            let numbers = sample.filter { Double($0.trimmingCharacters(in: .whitespaces)) != nil }.count
            guard numbers * 2 < sample.count else { return false }
            var repeatedNext = 0
            for i in texts.indices.dropFirst() where !ColumnEvidence.isBlank(texts[i]) && texts[i] == texts[i - 1] { repeatedNext += 1 }
            return repeatedNext * 10 < e.filled
        }
    }

    /// Measures without the counters among them, unless nothing else is measured.
    static func withoutCounters(_ measures: [TableSchema.Column]) -> [TableSchema.Column] {
        let kept = measures.filter { !$0.isCounter }
        return kept.isEmpty ? measures : kept
    }

    /// When a label names the rows and no time orders them, x the row index or the label as
    /// categories (taken by place, not named), and more rows than a bar per label shows: the rows
    /// are entities, drawn as a cross-section. Returns the y decision, or nil (nothing changed).
    /// (More rows than a bar per label shows, or measures of different kinds: `labelledRowsAreBars`.)
    mutating func chooseEntityRows(schema: TableSchema, request: ChartRequest, measures: [TableSchema.Column]) -> Decision? {
        guard request.x == nil, request.y.isEmpty, request.by == nil, request.aggregation == nil, designKey == nil, runStarts.isEmpty,
              !request.declined.contains(.entityScatter), measures.count >= 2, !Self.labelledRowsAreBars(schema), !Self.hasTimeAxis(schema),
              let label = Self.labelPerRow(schema) ?? Self.recordLabel(schema), x == nil || x == label.name else { return nil }
        let before = self
        let why = "rows are entities: \(label.name) names \(ColumnEvidence.grouped(label.evidence.distinct)) of \(ColumnEvidence.grouped(schema.rowCount)) rows, and no time orders them"
            + (Self.labelPerRow(schema) == nil ? " (names shared by rows here and there down the file: records, not runs)" : "")
        x = nil
        xAxis = .row
        categories = []
        xValues = (0..<schema.rowCount).map(Double.init)
        // The same quantity again (a position converted to another frame, r ≥ `copyCorrelation`, its wrap at 360° one outlier)
        // shows a diagonal, not the entities: the partner of the first measure is another quantity.
        let first = schema.table.column(named: measures[0].name)?.values ?? []
        let others = measures.dropFirst().filter { column in
            guard let values = schema.table.column(named: column.name)?.values else { return true }
            let r = Self.correlation(first, values)
            return !(r.isFinite && abs(r) >= Self.copyCorrelation)
        }
        let pool = others.isEmpty ? measures : [measures[0]] + others
        if let decision = chooseCrossSection(schema: schema, request: request, measures: pool, because: why),
           let x = self.x, !Self.isSqueezed(x, schema: schema), !y.contains(where: { Self.isSqueezed($0, schema: schema) }) {
            return decision
        }
        self = before
        return nil
    }

    /// When x was taken by its place (not named), is unsorted, and it and every measure follow on
    /// from row to row: the rows are a sequence of samples. x becomes the column that orders them
    /// (rising or falling strictly), or the row index; y every other column. Returns the y
    /// decision, or nil (nothing changed).
    mutating func chooseSignals(schema: TableSchema, request: ChartRequest, measures: [TableSchema.Column]) -> Decision? {
        guard request.x == nil, request.y.isEmpty, request.by == nil, request.aggregation == nil, designKey == nil, runStarts.isEmpty,
              let x, xAxis == .number, let xColumn = schema.column(named: x), xColumn.role == .measure, !Self.isSorted(xValues),
              !measures.isEmpty, schema.rowCount >= Self.loneMeasureRows, !Self.hasTimeAxis(schema),
              // (rows that carry a name or a class are places or things, however smoothly they were
              // listed: a grid of test points with their region names is a map, not a signal)
              schema.columns.allSatisfy({ $0.evidence.isNumeric }) else { return nil }
        let pool = [xColumn] + measures.filter { $0.name != x }
        guard pool.count <= 16 else { return nil }
        var least = 1.0
        for column in pool {
            guard let values = schema.table.column(named: column.name)?.values else { return nil }
            let r = Self.correlation(values, values, lag: 1)
            guard r.isFinite, r >= Self.signalSmoothness else { return nil }
            least = min(least, r)
        }
        let lag = "lag-1 r ≥ \(String(format: "%.2f", least)) in every column"
        let order = pool.first { ($0.evidence.isIncreasing || $0.evidence.isDecreasing) && $0.evidence.distinct == $0.evidence.filled
            && $0.evidence.filled * 10 >= schema.rowCount * 9 } ?? pool.first { Self.nearlyOrdersRows($0, schema: schema) }
        let old = x
        self.x = order?.name
        try? readX(schema: schema, request: request)
        let xDecision: Decision
        if let order {
            xDecision = Decision(subject: "x", value: order.name,
                                 reasons: ["rows are a sequence (\(lag)) and \(order.name) \(order.evidence.isIncreasing || order.evidence.isDecreasing ? (order.evidence.isIncreasing ? "rises strictly" : "falls strictly") : "goes one way in \(Int(Self.nearOrderShare * 100)) % of its steps or more"): it orders them"],
                                 beaten: order.name == old ? [] : ["\(old): first by place, but unsorted: a scatter would cross the sequence"])
        } else {
            xDecision = Decision(subject: "x", value: "row index",
                                 reasons: ["rows are a sequence (\(lag)): samples over the row index"],
                                 beaten: ["\(old): first by place, but unsorted and no column orders the rows: a scatter of one column against another would lose the sequence"])
        }
        if let i = decisions.firstIndex(where: { $0.subject == "x" }) { decisions[i] = xDecision } else { decisions.append(xDecision) }
        y = pool.map(\.name).filter { $0 != order?.name }
        return Decision(subject: "y", value: y.joined(separator: ", "),
                        reasons: [y.count == 1 ? "the only other column of the sequence" : "every column of the sequence, a line each"])
    }
}
