import Foundation

/// Rows that are events (complaints, orders, cases): each row happened at a time, and what a
/// reader wants is how many happened per period, or how much an amount summed to, not one
/// attribute of each as a point against its date. `ChartChoice+Candidates` proposes this chart
/// wherever a date can be x; `CandidateScore`'s `eventsNotCounted` term says when the rules'
/// picture of the rows is the poorer one.
///
/// ```swift
/// var choice = try ChartChoice(schema: schema, request: ChartRequest(x: "Order Date"))
/// choice.countPerPeriod(schema: schema, amount: "Sales")   // x = Order Date per month, y = sum of Sales
/// ```
extension ChartChoice {
    /// A calendar period rows are counted per, chosen from the span of the dates.
    public enum Period: String, Sendable, CaseIterable {
        case day, week, month, year

        /// Days a period spans, roughly (to choose one by span).
        var days: Double {
            switch self {
            case .day: return 1
            case .week: return 7
            case .month: return 30.44
            case .year: return 365.25
            }
        }

        /// The finest period that draws a span in at most `periodLimit` periods.
        static func fitting(spanSeconds: Double) -> Period {
            let days = spanSeconds / 86_400
            return allCases.first { days / $0.days <= Double(ChartChoice.periodLimit) } ?? .year
        }

        /// The start of the period after the one starting at `start`.
        func next(after start: Double) -> Double {
            switch self {
            case .day: return start + 86_400
            case .week: return start + 7 * 86_400
            case .month, .year:
                let (year, month, _) = CivilDate.from(days: Int((start / 86_400).rounded(.down)))
                let (nextYear, nextMonth) = self == .year ? (year + 1, 1) : month == 12 ? (year + 1, 1) : (year, month + 1)
                return Double(CivilDate.days(year: nextYear, month: nextMonth, day: 1)) * 86_400
            }
        }

        /// The start (seconds since 1970, UTC) of the period holding `seconds`.
        func start(of seconds: Double) -> Double {
            let day = (seconds / 86_400).rounded(.down)
            switch self {
            case .day: return day * 86_400
            case .week:
                // 1970-01-01 was a Thursday: weeks start on Monday, 3 days before it.
                return (((day + 3) / 7).rounded(.down) * 7 - 3) * 86_400
            case .month, .year:
                let (year, month, _) = CivilDate.from(days: Int(day))
                return Double(CivilDate.days(year: year, month: self == .year ? 1 : month, day: 1)) * 86_400
            }
        }
    }

    /// Most periods a count is drawn over: the finest period under it wins.
    static let periodLimit = 200
    /// Fewest rows counted per period: fewer events than this say little per period.
    static let eventEvidence = 30
    /// Bars up to this many periods, a line past it.
    static let periodBarLimit = 60

    /// Turns this choice (over a date x) into the count of rows per period of x, or the sum of
    /// `amount` per period. Returns false (unchanged) when x holds no dates.
    @discardableResult
    mutating func countPerPeriod(schema: TableSchema, amount: String?) -> Bool {
        guard xAxis == .date, let time = x else { return false }
        let finite = xValues.filter(\.isFinite)
        guard finite.count >= Self.eventEvidence, let low = finite.min(), let high = finite.max(), high > low else { return false }
        let period = Period.fitting(spanSeconds: high - low)
        rowsPerPeriod = (period, Self.areEvents(finite))
        xValues = xValues.map { $0.isFinite ? period.start(of: $0) : .nan }
        let periods = Set(xValues.filter(\.isFinite)).count
        guard periods >= 2 else { return false }
        binsX = true
        by = nil
        keyCount = 0
        foldedKey = nil
        designKey = nil
        designGroup = nil
        panelKey = nil
        marksBy = nil
        isRecords = false
        isCrossSection = false
        runStarts = []
        rowLimit = nil
        rightAxisSeries = []
        panes = []
        yAxis = .number
        seriesCount = 1
        kind = periods <= Self.periodBarLimit ? "column" : "line"
        let rows = ColumnEvidence.grouped(finite.count)
        decisions.removeAll { ["y", "by", "agg", "kind", "series", "y axis", "panes"].contains($0.subject) }
        if let amount {
            y = [amount]
            aggregation = .sum
            decisions.append(Decision(subject: "y", value: "sum of \(amount) per \(period.rawValue)",
                                      reasons: ["the rows are events at times of \(time) (\(rows) rows), \(amount) an amount of each: summed per \(period.rawValue), \(periods) \(period.rawValue)s"]))
        } else {
            y = []
            aggregation = .count
            decisions.append(Decision(subject: "y", value: "count of rows per \(period.rawValue)",
                                      reasons: ["the rows are events at times of \(time) (\(rows) rows) with nothing measured: counted per \(period.rawValue), \(periods) \(period.rawValue)s"]))
        }
        decisions.append(Decision(subject: "kind", value: kind, reasons: [kind == "column" ? "a bar per \(period.rawValue)" : "\(periods) \(period.rawValue)s, too many for bars"]))
        return true
    }

    /// Rows a period must hold on both sides of an empty one for the empty one to be a pause in
    /// the recording rather than a period with nothing: at 20 events a period, none in one has a
    /// chance of e⁻²⁰.
    static let recordingGapRows = 20

    /// Counts or sums per period (sorted by `fold`) with the periods no row fell in drawn as 0
    /// between the first and the last: an empty month is a month with nothing, and a line drawn
    /// straight across it would say otherwise. `rows` holds the rows of each period of `x`; an
    /// empty stretch between periods of `recordingGapRows` rows or more each is a pause in the
    /// recording (a week of actigraphy a month) and stays out.
    static func zeroFilled(x: [Double], y: [Double], rows: [Double], period: Period) -> ([Double], [Double]) {
        guard let first = x.first, let last = x.last, first.isFinite, last.isFinite, rows.count == x.count else { return (x, y) }
        var filledX: [Double] = [], filledY: [Double] = []
        var index = 0
        var start = first
        let busy = Double(recordingGapRows)
        while start <= last {
            if index < x.count, x[index] == start {
                filledX.append(start); filledY.append(y[index]); index += 1
            } else if index == 0 || index >= x.count || rows[index - 1] < busy || rows[index] < busy {
                filledX.append(start); filledY.append(0)
            }
            start = period.next(after: start)
        }
        // (Starts that are not the calendar's, which `countPerPeriod` never makes: left as folded.)
        return index == x.count ? (filledX, filledY) : (x, y)
    }

    /// Whether the points of a series over a date are events rather than samples: times repeat
    /// (`eventRepeatShare` of them share one with another row), or the gaps between them are
    /// as irregular as arrivals are (their spread `arrivalSpread` of their mean or more; Poisson
    /// arrivals spread as much as their mean, samples at a rate hardly at all).
    ///
    /// Times that repeat as often at every time, at even steps, are a panel (one row per stock
    /// and trading day, per city and month): samples of several series, not events.
    static func areEvents(_ times: [Double]) -> Bool {
        let sorted = times.filter(\.isFinite).sorted()
        guard sorted.count >= eventEvidence else { return false }
        var gaps: [Double] = []
        var repeats = 0
        var rowsAtTime: [Int: Int] = [:]  // rows a time holds → how many times hold that many
        var run = 1
        for i in 1..<sorted.count {
            let gap = sorted[i] - sorted[i - 1]
            if gap == 0 { repeats += 1; run += 1 } else { gaps.append(gap); rowsAtTime[run, default: 0] += 1; run = 1 }
        }
        rowsAtTime[run, default: 0] += 1
        var regular = false
        if gaps.count >= 2 {
            let mean = gaps.reduce(0, +) / Double(gaps.count)
            let spread = (gaps.reduce(0) { $0 + ($1 - mean) * ($1 - mean) } / Double(gaps.count)).squareRoot()
            regular = spread < arrivalSpread * mean
        }
        if Double(repeats) >= eventRepeatShare * Double(sorted.count) {
            let isPanel = Double(rowsAtTime.values.max() ?? 0) >= panelShare * Double(gaps.count + 1)
            return !(regular && isPanel)
        }
        return !regular
    }

    /// The share of a series' times repeated from which its rows are events.
    static let eventRepeatShare = 0.1
    static let arrivalSpread = 0.7
    /// The share of times holding one number of rows from which repeated times are a panel.
    /// (Events arrive in varying numbers a time: even at a mean of one or two a day, no one
    /// number holds this share of the days.)
    static let panelShare = 0.8

    /// Whether a measure is an amount of each event (a sale, a payment): never negative and
    /// skewed, its largest values `amountSkew` times its median or more, so a sum per period is
    /// what it adds up to; a magnitude or a temperature is not.
    static func isAmount(_ values: [Double]) -> Bool {
        let finite = values.lazy.filter(\.isFinite)
        var sample: [Double] = []
        let stride = max(1, values.count / 20_000)
        var i = 0
        for value in finite { if i % stride == 0 { sample.append(value) }; i += 1 }
        guard sample.count >= eventEvidence, sample.allSatisfy({ $0 >= 0 }) else { return false }
        sample.sort()
        let median = sample[sample.count / 2]
        return median > 0 && sample.last! >= amountSkew * median
    }

    /// How many times its median an amount's largest value reaches.
    static let amountSkew = 20.0
}
