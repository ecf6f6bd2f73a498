import Foundation

/// One chart the search of `ChartChoice+Candidates` weighs: what proposed it (the rules' own
/// answer, or an alternative they passed over), the choice it makes, and the score of the
/// picture it would draw (`CandidateScore`, lower is better).
public struct ChartCandidate: Sendable {
    /// A rule whose answer a candidate declines, to see the chart the table makes without it.
    public enum Rule: String, Sendable, Hashable, CaseIterable {
        /// One value per named item drawn as a sorted bar per item (`ChartChoice+ItemKinds`):
        /// declined, the values are drawn as a distribution (a histogram).
        case itemBars = "bar per named item"
        /// Labelled rows of measures of different kinds drawn as a scatter of two of them
        /// (`ChartChoice+MeasureKinds`, `chooseEntityRows`): declined, a bar per row for each measure.
        case entityScatter = "entities as a scatter of two measures"
    }

    /// Where a candidate comes from.
    public enum Origin: Sendable, Equatable, CustomStringConvertible {
        /// The rules' answer (first rule that fires): kept unless another scores better by
        /// `ChartChoice.switchMargin`.
        case rules
        /// The rules' answer without one of them.
        case declining(Rule)
        /// Another column as x (a time column the rules ranked lower, a column that orders the rows).
        case x(String)
        /// The row index as x.
        case rowIndex
        /// The rules' x, its rows split into series by another key.
        case by(String)
        /// The rules' answer with columns that are no measures (positions, codes, denominators)
        /// left out of y (`ChartChoice+NotMeasures`).
        case without([String])
        /// The rows as events: counted (or an amount summed) per period of a date column
        /// (`ChartChoice+EventCounts`).
        case perPeriod(String, amount: String?)
        /// The rules' answer with a total's rows dropped or drawn alone (`ChartChoice+Totals`).
        case rows(ChartChoice.RowFilter, ChartChoice.KeyRows)

        public var description: String {
            switch self {
            case .rules: return "the rules' choice"
            case .declining(let rule): return "without \(rule.rawValue)"
            case .x(let name): return "x = \(name)"
            case .rowIndex: return "x = row index"
            case .by(let key): return "by = \(key)"
            case .without(let names):
                return "without \(names.prefix(3).joined(separator: ", "))\(names.count > 3 ? " and \(names.count - 3) more" : "")"
            case .perPeriod(let time, let amount?): return "sum of \(amount) per period of \(time)"
            case .perPeriod(let time, nil): return "rows counted per period of \(time)"
            case .rows(.withoutTotal, let total): return "without the total \(total.key) = \(total.value)"
            case .rows(.totalAlone, let total): return "the total \(total.key) = \(total.value) alone"
            }
        }
    }

    public var origin: Origin
    public var choice: ChartChoice
    public var score: CandidateScore

    /// What the candidate draws, in a few words: `line of temp, dewp over time_hour by origin`.
    public var summary: String {
        let ys = choice.y.isEmpty ? (choice.aggregation == .count ? "counts" : "nothing")
            : choice.y.count <= 3 ? choice.y.joined(separator: ", ") : "\(choice.y.count) measures"
        var text = "\(choice.kind) of \(ys) over \(choice.x ?? "row index")"
        if let rows = choice.rowsPerPeriod { text += " per \(rows.period.rawValue)" }
        if let by = choice.by { text += " by \(by)" }
        return text
    }
}
