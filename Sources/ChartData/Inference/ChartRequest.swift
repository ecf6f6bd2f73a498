import Foundation

/// What a user named for a chart of a table (`--x`, `--y`, `--by`, `--agg`, `--type`,
/// `--x-axis`, or the same keys of a chart spec); `ChartChoice` infers the rest. Column names
/// are as the table has them (resolve a user's reference first); `x` may name the combined date
/// parts (`year+month+day`).
///
/// ```swift
/// var request = ChartRequest()
/// request.y = ["temp"]
/// let choice = try ChartChoice(schema: schema, request: request)
/// ```
public struct ChartRequest: Sendable {
    public var x: String?
    public var y: [String] = []
    public var by: String?
    public var aggregation: Aggregation?
    /// A series type (`line`, `scatter`, `column`, …).
    public var kind: String?
    /// How x must read, where the user said (`--x-axis`).
    public var xAxis: ChartAxisKind?
    /// Whether the first column is the one a table lists x in. False for JSON objects whose keys
    /// have no order (JSON lines with no time key): then only a time column, or the row index, is x.
    public var firstColumnMayBeX = true
    /// The file declares each numeric column a series of its own (a Monash `.tsf`'s T1 … T181):
    /// numbered names are then no steps of one measure (`DataTable.columnsAreDeclaredSeries`).
    public var columnsAreDeclaredSeries = false
    /// Rules whose answer a candidate of the search declines, to see the chart without it
    /// (`ChartChoice+Candidates`); empty for what a user asks.
    var declined: Set<ChartCandidate.Rule> = []
    /// Whether a candidate of the search draws over the row index (`ChartChoice+Candidates`).
    var xIsRowIndex = false
    /// Numeric columns a candidate of the search treats as no measure (positions, codes,
    /// denominators: `ChartChoice+NotMeasures`), so the rules draw what is left.
    var notMeasures: Set<String> = []

    public init(x: String? = nil, y: [String] = [], by: String? = nil, aggregation: Aggregation? = nil,
                kind: String? = nil, xAxis: ChartAxisKind? = nil) {
        self.x = x
        self.y = y
        self.by = by
        self.aggregation = aggregation
        self.kind = kind
        self.xAxis = xAxis
    }
}

/// How the x values read.
public enum ChartAxisKind: String, Sendable, CaseIterable {
    /// Plain numbers.
    case number
    /// Whole years: numbers without a thousands separator.
    case year
    /// Seconds since 1970 on a date axis.
    case date
    /// Names in order of first appearance (values are their indices).
    case category
    /// No x column: the row index.
    case row
    /// A logarithmic number axis (only when asked for).
    case log
}
