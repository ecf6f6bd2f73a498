import Foundation

/// How poor the picture of a candidate chart would be, measured on the series it would draw:
/// a sum of named terms, each a general property of a picture with a weight, each a penalty in
/// 0…1 (0: the property holds). Lower totals are better pictures. No term names a file, a
/// column name or a row count of one table; each says what a reader would see.
///
/// ```swift
/// let score = CandidateScore(choice: choice, schema: schema)
/// score.total                       // 2.0
/// score.terms.map(\.description)    // ["x saw-teeth 1.00×2: x steps back in 48 % of steps, …"]
/// ```
public struct CandidateScore: Sendable {
    /// One property of the picture: its name, its weight, the penalty and what was measured.
    public struct Term: Sendable, Equatable, CustomStringConvertible {
        public var name: Name
        /// 0 (the property holds) … 1 (it fails completely).
        public var penalty: Double
        /// What was measured, in words.
        public var detail: String
        public var weighted: Double { penalty * name.weight }
        public var description: String {
            "\(name.rawValue) \(String(format: "%.2f", penalty))×\(Self.short(name.weight)): \(detail)"
        }
        static func short(_ value: Double) -> String {
            value == value.rounded() ? String(Int(value)) : String(format: "%g", value)
        }
    }

    /// The terms and their weights. A weight says how much worse a picture is when the property
    /// fails completely; the weights were set by the failures they stand for (a vertical line of
    /// points, or a line through unrelated rows, says nothing: 4; a flattened series is still
    /// drawn: 2; a busier picture: 0.1 a pane).
    public enum Name: String, Sendable, CaseIterable {
        /// Every point of every series at one x: a vertical line (a constant or one-valued x).
        case xConstant = "x constant"
        /// Points of one line at an x already taken (x coarse against the rows: `year` beside
        /// timestamps): the line is drawn as vertical strokes.
        case xStacked = "x stacked"
        /// A line whose x steps back: saw-teeth, the mark of a key the rows were not split by;
        /// measured as the distance x travels back against its width (one tooth across is 1).
        case xSawTeeth = "x saw-teeth"
        /// One line through the rows of several sources (instruments, telescopes, sensors: a key
        /// of a few values) that jumps where the key changes and runs on smoothly between
        /// (`CandidateScore+MergedSources`): each source's own zero point or precision drawn as
        /// if it were the course of one thing.
        case sourcesMerged = "sources merged"
        /// A line over the row index (or a column that only numbers the rows) whose neighbouring
        /// values are unrelated (lag-1 r near 0): the rows have no order, so the line joins
        /// unrelated points.
        case unorderedRows = "rows without order"
        /// A y that names or counts rows (identifier, code, counter, or the row number itself)
        /// drawn as a measure.
        case idAsMeasure = "id as measure"
        /// A y that rises or falls by one step every row (a run of years, a sequence number):
        /// the rows' order drawn as if it were measured; it belongs on x.
        case orderAsMeasure = "order as measure"
        /// Rows that a column names (elements, countries) drawn over their row numbers: the names
        /// the reader looks for are gone from the picture.
        case rowNamesLost = "row names lost"
        /// A series flattened on an axis it shares with one `magnitudeRatioLimit` times larger.
        case flattened = "flattened"
        /// More series in one pane than colours tell apart (`paletteSize`).
        case indistinct = "indistinct series"
        /// A time column exists and x is not the finest one (or not a time at all).
        case coarserTime = "coarser time"
        /// Measures of the table the picture leaves out.
        case measuresLeftOut = "measures left out"
        /// More bars in one pane than can be told apart (`namedBarCapacity`).
        case crowdedBars = "crowded bars"
        /// Panes beyond the first: a busier picture (a tenth each).
        case extraPanes = "extra panes"
        /// A bar per item whose names are one stem and a number (`sub-01`, `P12`): the members of
        /// a sample compared as if each mattered alone.
        case serialLabels = "serial labels"
        /// A histogram of too few values to show a distribution (`distributionEvidence`).
        case thinHistogram = "thin histogram"
        /// A y that is a position or a code by its values (a latitude, degrees of a direction,
        /// whole numbers with gaps throughout): drawn as if it were measured.
        case codeAsMeasure = "code as measure"
        /// A y that is the denominator of the counts beside it (a population): the counts the
        /// table is about lie flat under it or are left out.
        case denominatorAsMeasure = "denominator as measure"
        /// Rows that are events (their times repeat or arrive irregularly) drawn one point each
        /// with no measure of their own (codes, attributes) or an amount: the count per period,
        /// or the sum, is what they say.
        case eventsNotCounted = "events not counted"
        /// Rows counted per period whose times are samples (evenly spaced, each its own): the
        /// count says how often the table was sampled, not what happened.
        case samplesCounted = "samples counted"
        /// A key value that is the total of the others (`ChartChoice+Totals`) drawn with them:
        /// averaged in (1), or as one more part that flattens the rest (0.5).
        case totalPooled = "total pooled with parts"

        public var weight: Double {
            switch self {
            case .xConstant, .unorderedRows, .samplesCounted: return 4
            case .xStacked, .xSawTeeth, .sourcesMerged, .flattened, .serialLabels, .thinHistogram, .orderAsMeasure: return 2
            case .idAsMeasure, .codeAsMeasure, .totalPooled: return 3
            case .denominatorAsMeasure, .eventsNotCounted: return 2
            case .coarserTime: return 1.5
            case .indistinct, .measuresLeftOut, .crowdedBars, .extraPanes, .rowNamesLost: return 1
            }
        }
    }

    /// The terms that are not 0, worst first.
    public private(set) var terms: [Term] = []
    /// The sum of weighted penalties.
    public var total: Double { terms.reduce(0) { $0 + $1.weighted } }

    public init(terms: [Term]) {
        self.terms = terms.filter { $0.penalty > 0 }.sorted { $0.weighted > $1.weighted }
    }

    /// The score of what `choice` would draw from `schema`.
    public init(choice: ChartChoice, schema: TableSchema) {
        self.init(choice: choice, schema: schema, series: choice.series(schema: schema))
    }

    init(choice: ChartChoice, schema: TableSchema, series: [ChartChoice.Series]) {
        var found: [Term] = []
        func add(_ name: Name, _ penalty: Double, _ detail: @autoclosure () -> String) {
            let clamped = min(1, max(0, penalty))
            if clamped > 0.005 { found.append(Term(name: name, penalty: clamped, detail: detail())) }
        }
        let isLine = ["line", "area", "step"].contains(choice.kind)
        let drawn = series.map { Self.finitePairs($0) }
        let points = drawn.reduce(0) { $0 + $1.count }
        // x constant: one x under every point.
        var xs = Set<Double>()
        for pairs in drawn { for (x, _) in pairs.prefix(10_000) { xs.insert(x); if xs.count > 1 { break } }; if xs.count > 1 { break } }
        if points >= 2, xs.count == 1, choice.grid == nil {
            add(.xConstant, 1, "all \(points) points at one x")
        }
        if isLine {
            // Counted per stroke: a gap in x breaks a line (runs of a step repeated, ChartChoice+Runs),
            // and x may start again after it.
            var stacked = 0, long = 0
            for one in series where one.x.count >= Self.lineEvidence {
                var stroke = Set<Double>(), points = 0
                for (x, y) in zip(one.x, one.y) {
                    if !x.isFinite {
                        stacked += points - stroke.count
                        stroke.removeAll(keepingCapacity: true)
                        points = 0
                    } else if y.isFinite {
                        stroke.insert(x)
                        points += 1
                        long += 1
                    }
                }
                stacked += points - stroke.count
            }
            // How far the pen travels back, against the width of x: each tooth that spans the
            // axis counts 1; a glitch of one small step back counts little.
            // "Back" is against the line's main direction: a falling x (sieves largest first) is
            // one stroke, not teeth.
            var back = 0.0, teeth = 0
            for one in series where one.x.count >= Self.lineEvidence {
                var low = Double.infinity, high = -Double.infinity
                var travel = (down: 0.0, up: 0.0), steps = (down: 0, up: 0)
                for i in one.x.indices where one.x[i].isFinite {
                    low = min(low, one.x[i]); high = max(high, one.x[i])
                    guard i > 0, one.x[i - 1].isFinite else { continue }
                    let step = one.x[i] - one.x[i - 1]
                    if step < 0 { travel.down -= step; steps.down += 1 } else if step > 0 { travel.up += step; steps.up += 1 }
                }
                guard high > low else { continue }
                let against = travel.down <= travel.up ? (travel.down, steps.down) : (travel.up, steps.up)
                if against.0 / (high - low) > back { back = against.0 / (high - low); teeth = against.1 }
            }
            if long > 0 {
                let share = Double(stacked) / Double(long)
                // (A few repeats are a table's own: both sides of a step at one depth.)
                add(.xStacked, (share - Self.stackedAllowance) / (1 - 2 * Self.stackedAllowance),
                    "\(Self.percent(share)) of the line points share an x with another of their line")
            }
            if back > 0 {
                add(.xSawTeeth, back, "x steps back \(teeth) time\(teeth == 1 ? "" : "s"), \(String(format: "%.1f", back)) widths of x in all")
            }
            if let merged = Self.mergedSources(choice, schema: schema) {
                add(.sourcesMerged, Self.mergedPenalty(merged), merged.detail)
            }
            // The row index, or a column that only numbers the rows (a counter, a run of years):
            // x says nothing of its own, so the line means something only if neighbours relate.
            if choice.x == nil || schema.column(named: choice.x!).map({ Self.ordersRows($0) || $0.isCounter || $0.role == .identifier }) == true {
                var sum = 0.0, count = 0
                for pairs in drawn where pairs.count >= Self.lineEvidence {
                    let y = pairs.map(\.y)
                    let r = ChartChoice.correlation(y, y, lag: 1)
                    if r.isFinite { sum += r; count += 1 }
                }
                if count > 0 {
                    let r = sum / Double(count)
                    add(.unorderedRows, (Self.orderedRowsR - r) / Self.orderedRowsR,
                        "neighbouring rows correlate at lag-1 r = \(String(format: "%.2f", r)) (a sequence: \(Self.orderedRowsR) or more)")
                }
            }
        }
        // Ids drawn as measures.
        let ids = choice.y.filter { name in
            guard let column = schema.column(named: name) else { return false }
            switch column.role {
            case .identifier, .code: return true
            default: return column.isCounter || Self.isRowNumber(schema.table.column(named: name)?.values ?? [])
            }
        }
        if !ids.isEmpty {
            add(.idAsMeasure, Double(ids.count) / Double(choice.y.count), "\(ids.joined(separator: ", ")) name or count rows")
        }
        let codes = choice.y.compactMap { name in
            ids.contains(name) ? nil : schema.column(named: name).flatMap { ChartChoice.codeReason($0, schema: schema) }.map { "\(name): \($0)" }
        }
        if !codes.isEmpty {
            add(.codeAsMeasure, Double(codes.count) / Double(choice.y.count), codes.prefix(2).joined(separator: "; "))
        }
        let denominators = ChartChoice.denominators(schema)
        let drawnDenominators = denominators.filter { choice.y.contains($0.name) }
        if !drawnDenominators.isEmpty {
            // (Whole: drawn at all, the denominator sets the scale the counts are read on.)
            add(.denominatorAsMeasure, 1,
                drawnDenominators.prefix(2).map { "\($0.name): \($0.reason)" }.joined(separator: "; "))
        }
        if let total = choice.totalRows, choice.rowFilter == nil, !choice.y.isEmpty {
            let apart = choice.by == total.key || choice.x == total.key
            add(.totalPooled, apart ? 0.5 : 1, apart
                ? "\(total.key) = \(total.value) is the total of the others, drawn as one of them (\(total.evidence))"
                : "\(total.key) = \(total.value), the total of the others, pooled with them (\(total.evidence))")
        }
        if let rows = choice.rowsPerPeriod, !rows.areEvents {
            add(.samplesCounted, 1, "the times of \(choice.x ?? "x") are evenly spaced samples, not events: a count per \(rows.period.rawValue) counts the sampling")
        }
        if choice.aggregation == nil, choice.xAxis == .date, !choice.y.isEmpty,
           let longest = series.max(by: { $0.x.count < $1.x.count }), ChartChoice.areEvents(longest.x) {
            let attributes = choice.y.filter { name in
                guard let column = schema.column(named: name) else { return false }
                return column.role != .measure || ids.contains(name) || codes.contains(where: { $0.hasPrefix(name + ":") })
                    || ChartChoice.isAmount(schema.table.column(named: name)?.values ?? [])
            }
            if attributes.count == choice.y.count {
                add(.eventsNotCounted, 1, "\(ColumnEvidence.grouped(longest.x.count)) rows at repeated or irregular times, each drawn alone: \(attributes.prefix(2).joined(separator: ", ")) \(attributes.count == 1 ? "is" : "are") no measure of its own or an amount to sum")
            }
        }
        let orders = choice.y.filter { name in schema.column(named: name).map(Self.ordersRows) ?? false }
        if !orders.isEmpty {
            add(.orderAsMeasure, Double(orders.count) / Double(choice.y.count),
                "\(orders.joined(separator: ", ")) step\(orders.count == 1 ? "s" : "") evenly one way every row")
        }
        // (Records named here and there down the file, flats by locality, are rows of things as
        // much as rows named once: `ChartChoice.recordLabel`.)
        if choice.x == nil, let label = ChartChoice.labelPerRow(schema) ?? ChartChoice.recordLabel(schema),
           (Self.serialShare(schema.table.textColumns[label.name] ?? []) ?? 0) < Self.serialLimit {
            add(.rowNamesLost, 1, "\(label.name) names the rows, x shows their numbers")
        }
        // Flattened series and indistinct ones, per axis of a pane.
        var axes: [String: [(name: String, size: Double)]] = [:]
        for (one, pairs) in zip(series, drawn) {
            let size = pairs.reduce(0) { max($0, abs($1.y)) }
            axes["\(one.pane)/\(one.onRightAxis)", default: []].append((one.name, size))
        }
        var flat: [String] = [], shared = 0, worstPane = 0
        for (_, members) in axes {
            shared += members.count
            let top = members.map(\.size).max() ?? 0
            flat += members.filter { $0.size > 0 && $0.size * ChartChoice.magnitudeRatioLimit < top }.map(\.name)
        }
        var perPane: [Int: Int] = [:]
        for one in series { perPane[one.pane, default: 0] += 1 }
        worstPane = perPane.values.max() ?? 0
        if !flat.isEmpty, shared > 0, choice.yAxis != .log {  // (a log axis shows every magnitude)
            add(.flattened, Double(flat.count) / Double(shared),
                "\(flat.prefix(3).joined(separator: ", "))\(flat.count > 3 ? " …" : "") under 1/\(Int(ChartChoice.magnitudeRatioLimit)) of their axis")
        }
        if worstPane > ChartChoice.paletteSize, choice.grid == nil {
            add(.indistinct, Double(worstPane - ChartChoice.paletteSize) / Double(worstPane),
                "\(worstPane) series in one pane, \(ChartChoice.paletteSize) colours")
        }
        // The finest time as x.
        let times = Self.axisTimes(schema)
        let finest = max(times.map(\.evidence.distinct).max() ?? 0, schema.dateParts != nil ? 2 : 0)
        if finest > 0 {
            if choice.xAxis != .date && choice.xAxis != .year {
                add(.coarserTime, 1, "x is no time, and \(times.first?.name ?? schema.dateParts?.name ?? "a time") is one")
            } else if let x = choice.x, let column = schema.column(named: x), column.evidence.distinct < finest {
                add(.coarserTime, 1 - Double(column.evidence.distinct) / Double(finest),
                    "\(x) has \(column.evidence.distinct) distinct times, another column \(finest)")
            }
        }
        // Measures left out.
        // (Positions, codes and denominators are no measures left out: ChartChoice+NotMeasures.)
        let notMeasures = Set((denominators + ChartChoice.positionsAndCodes(schema)).map(\.name))
        let measures = schema.columns.filter { $0.role == .measure && !$0.isCounter && !$0.isSurveyWeight && !notMeasures.contains($0.name) }.map(\.name)
        if !measures.isEmpty {
            let shown = Set(choice.y + [choice.x].compactMap { $0 })
            let left = measures.filter { !shown.contains($0) }
            if !left.isEmpty {
                add(.measuresLeftOut, Double(left.count) / Double(measures.count), "\(left.count) of \(measures.count) measures not drawn")
            }
        }
        // Bars.
        if ["bar", "column"].contains(choice.kind) && !choice.binsX {
            var bars: [Int: Int] = [:]
            for (one, pairs) in zip(series, drawn) { bars[one.pane, default: 0] += pairs.count }
            let most = bars.values.max() ?? 0
            add(.crowdedBars, Double(most) / Double(ChartChoice.namedBarCapacity) - 1,
                "\(most) bars in one pane (\(ChartChoice.namedBarCapacity) fit)")
            if choice.xAxis == .category, let share = Self.serialShare(choice.categories), choice.categories.count >= ChartChoice.distributionEvidence {
                add(.serialLabels, (share - Self.serialLimit) / (1 - Self.serialLimit),
                    "\(Self.percent(share)) of \(choice.categories.count) bar names are one stem and a number (\(choice.categories.first ?? ""))")
            }
        }
        if choice.panes.count > 1 {
            add(.extraPanes, Double(choice.panes.count - 1) / 10, "\(choice.panes.count) panes")
        }
        if choice.binsX {
            let values = series.reduce(0.0) { $0 + $1.y.reduce(0, +) }
            if values < Double(ChartChoice.distributionEvidence) {
                add(.thinHistogram, 1 - values / Double(ChartChoice.distributionEvidence),
                    "\(Int(values)) values binned (\(ChartChoice.distributionEvidence) show a shape)")
            }
        }
        self.init(terms: found)
    }

    /// The share of names that are one stem and a number from which names are serial (`sub-01`).
    static let serialLimit = 0.8

    /// Whether a column is the rows' order: numbers stepping evenly one way, each row its own.
    static func ordersRows(_ column: TableSchema.Column) -> Bool {
        let e = column.evidence
        return e.isNumeric && e.isEvenlySpaced && (e.isIncreasing || e.isDecreasing) && e.filled >= 3 && e.distinct == e.filled
    }

    /// The share of a line's points that may repeat an x before the line counts as stacked;
    /// from `1 - stackedAllowance` on it is all vertical strokes.
    static let stackedAllowance = 0.25

    /// The least share of the rows a time's distinct values must reach to order them: a coarser
    /// time (5 years over 1,250 trading days) stacks ten rows or more per value, so it is no
    /// axis the rows could be drawn over.
    static let timeAxisShare = 0.1

    /// The time columns that could be x of the rows, finest first (`timeAxisShare`).
    static func axisTimes(_ schema: TableSchema) -> [TableSchema.Column] {
        schema.columns.filter { column in
            column.role.isTime && column.role != .time(.datePart) && column.evidence.distinct >= 2
                && Double(column.evidence.distinct) >= timeAxisShare
                * Double(column.evidence.distinctIsSampled ? column.evidence.distinctSampleSize : column.evidence.filled)
        }.sorted { $0.evidence.distinct > $1.evidence.distinct }
    }

    /// Fewest points of a line whose shape the line terms judge.
    static let lineEvidence = 10
    /// Lag-1 correlation of neighbouring values from which rows read as a sequence.
    static let orderedRowsR = 0.5

    static func finitePairs(_ series: ChartChoice.Series) -> [(x: Double, y: Double)] {
        zip(series.x, series.y).filter { $0.0.isFinite && $0.1.isFinite }.map { (x: $0.0, y: $0.1) }
    }

    /// Whether values count the rows: `i` or `i + 1` at every row, over at least 3 rows (a run
    /// of years from 2008 is no row number).
    static func isRowNumber(_ values: [Double]) -> Bool {
        guard values.count >= 3, let first = values.first, first == 0 || first == 1 else { return false }
        for (i, value) in values.enumerated() where value != first + Double(i) { return false }
        return true
    }

    /// The share of names that are one stem (letters and marks, digits taken out) with a number,
    /// the stem the most common; nil when fewer than half the names hold a digit.
    static func serialShare(_ names: [String]) -> Double? {
        let sample = names.prefix(500).filter { !$0.isEmpty }
        guard !sample.isEmpty else { return nil }
        var stems: [String: Int] = [:]
        var numbered = 0
        for name in sample where name.contains(where: \.isNumber) {
            numbered += 1
            stems[String(name.filter { !$0.isNumber }), default: 0] += 1
        }
        guard numbered * 2 >= sample.count, let top = stems.values.max() else { return nil }
        return Double(top) / Double(sample.count)
    }

    static func percent(_ share: Double) -> String { "\(Int((share * 100).rounded())) %" }
}
