import Foundation

/// The chart a table makes: x, y, by, kind, aggregation and axis kinds, each kept with the
/// reasons it won over the alternatives. Candidates are enumerated and scored with explicit
/// weighted rules (`ChartChoice.Cost`), lowest cost wins (as Draco and CompassQL do), not taken
/// from the first rule that fires. What the user named always wins.
///
/// ```swift
/// let schema = try TableSchema(table: try TableFile.read("weather.csv"))
/// let choice = try ChartChoice(schema: schema, request: ChartRequest())
/// choice.x                      // "time_hour"
/// print(choice.explanation)     // x = time_hour: ISO timestamps, 26,115 distinct; beats year: 1 distinct value
///                               // y = temp, dewp: …
/// ```
public struct ChartChoice: Sendable {
    /// One decision and why: `x = time_hour: ISO timestamps, …; beats year: 1 distinct value`.
    public struct Decision: Sendable, Equatable, CustomStringConvertible {
        /// What was decided: `x`, `y`, `by`, `kind`, `agg`, `axes`, `series`.
        public var subject: String
        /// What won (`time_hour`).
        public var value: String
        /// Why it won.
        public var reasons: [String]
        /// Alternatives it beat and why each lost (`year: 1 distinct value`).
        public var beaten: [String] = []

        public var description: String {
            var line = "\(subject) = \(value)"
            if !reasons.isEmpty { line += ": " + reasons.joined(separator: ", ") }
            if !beaten.isEmpty { line += "; beats " + beaten.joined(separator: "; ") }
            return line
        }
    }

    /// The x column (or combined date parts, `year+month+day`); nil for the row index.
    public internal(set) var x: String?
    public internal(set) var xAxis = ChartAxisKind.row
    /// The two crossed keys x and by were filled in from (`ChartChoice+CrossedKeys`); nil otherwise.
    var crossedKeys: CrossedKeys?
    /// What made a number x read as years by its values (`ChartChoice+YearAxis`); nil otherwise.
    var yearEvidence: String?
    /// x per row: seconds since 1970 for dates, category indices, numbers, row numbers.
    public internal(set) var xValues: [Double] = []
    /// Whether `xValues` are bins the inference made (a histogram's bin centres), not values of
    /// a column: a spec, which names columns, cannot say this chart.
    public internal(set) var binsX = false
    /// Category names, by index, for a category x.
    public internal(set) var categories: [String] = []
    /// Units per second a numeric epoch x was written in (1 for seconds).
    public internal(set) var epochScale: Double?
    public internal(set) var y: [String] = []
    /// Whether y was named rather than inferred.
    public internal(set) var yIsNamed = false
    /// The key that splits rows into series.
    public internal(set) var by: String?
    public internal(set) var aggregation: Aggregation?
    /// The series type: `line`, `scatter`, `column`, or what was named.
    public internal(set) var kind = "line"
    /// The cells of a heatmap, when the table is a grid rather than series (`ChartChoice+Grid`);
    /// `kind` is then `heatmap`.
    public internal(set) var grid: TableGrid?
    /// Series drawn against a second y axis on the right: names as the series are called (a y
    /// column, or a key of `by`), because their magnitudes differ from the rest by more than
    /// `magnitudeRatioLimit`.
    public internal(set) var rightAxisSeries: [String] = []
    /// Small multiples: the series names of each pane, top to bottom, when magnitudes fall in
    /// more groups than two axes hold (`ChartChoice+Axes`); empty for one pane.
    public internal(set) var panes: [[String]] = []
    /// Written before each key of a numeric colour (`profocc = 1`): a bare 0 or 1 in a legend
    /// says nothing.
    var colourKeyPrefix: String?
    /// Rows are records (x repeats with no key): one measure as points, coloured by a category.
    public internal(set) var isRecords = false
    /// Rows are entities (x unsorted, no time): one measure is drawn, coloured by a category.
    public internal(set) var isCrossSection = false
    /// Rows where x starts again (a step repeated per run, `ChartChoice+Runs`): lines break
    /// there; empty when x is one sequence.
    public internal(set) var runStarts: [Int] = []
    /// The flag or label that marks the points of a lone measure drawn over the rows
    /// (`ChartChoice+Sequence`); its points are coloured by it.
    public internal(set) var marksBy: String?
    /// The key whose entities a design x was found in (`Chick` for `Time`), when x is one.
    public internal(set) var designKey: String?
    /// The second factor or entity group of a repeated-measures design (`Group`), when x is its factor.
    public internal(set) var designGroup: String?
    /// The key of a long panel whose x starts again per entity (`ChartChoice+PanelKeys`), when x is one.
    var panelKey: String?
    /// A key with too many values to draw (`country`, 142), folded into `by`'s few groups or one
    /// line by `aggregation`.
    public internal(set) var foldedKey: String?
    /// How y reads: `.number`, or `.log` for one column's series whose magnitudes differ more
    /// than `magnitudeRatioLimit`.
    public internal(set) var yAxis = ChartAxisKind.number
    /// How many keys `by` splits the rows into (0 without one).
    public internal(set) var keyCount = 0
    /// How many series the chart draws.
    public internal(set) var seriesCount = 0
    /// Rows drawn, from the first, when the columns drawn end before the table does (columns of
    /// different lengths, `ChartChoice+Extents`); nil for every row.
    public internal(set) var rowLimit: Int?
    public internal(set) var decisions: [Decision] = []
    /// Lines worth a warning: odd cells, ambiguous splits, magnitudes still far apart.
    public internal(set) var warnings: [String] = []
    /// A key value whose rows total the others' (`ChartChoice+Totals`), found by the search.
    public internal(set) var totalRows: KeyRows?
    /// Which rows of `totalRows` are drawn: nil for every row.
    public internal(set) var rowFilter: RowFilter?
    /// Whether `aggregation` meets one row at each x of each series (the total's rows kept
    /// alone): it only orders the points, so a title names no aggregate (`ChartChoice+Totals`).
    public internal(set) var foldsSingleRows = false
    /// The period rows are counted (or summed) per, when the search drew them as events
    /// (`ChartChoice+EventCounts`), and whether their times read as events (repeated or
    /// irregular) rather than samples.
    var rowsPerPeriod: (period: Period, areEvents: Bool)?
    /// A close call for x (`ChartChoice+CloseCalls`), warned of only if that x is kept.
    var closeX: (x: String, warning: String)?

    /// Magnitudes further apart than this are not drawn on one axis.
    public static let magnitudeRatioLimit = 50.0
    /// Colours before dashes tell series apart.
    public static let paletteSize = 8

    /// `decisions`, one per line (what `chartview --explain` prints).
    public var explanation: String { decisions.map(\.description).joined(separator: "\n") }

    /// The decision about `subject`, if made.
    public func decision(_ subject: String) -> Decision? { decisions.first { $0.subject == subject } }

    /// Chooses the chart for `schema`, keeping what `request` names. Names in `request` must be
    /// columns of the schema (or its date parts' combined name).
    public init(schema: TableSchema, request: ChartRequest) throws(InferenceError) {
        try self.init(rules: schema, request: request)
        // Two crossed keys the rules drew otherwise (points in strips, a mean over one key) fill
        // in x, by and y as a user would have named them (`ChartChoice+CrossedKeys`).
        guard grid == nil, let crossed = Self.crossedKeys(schema: schema, request: request),
              [x, by] != [crossed.x, crossed.by],
              // (drawn the other way round over a time, the time keeps x: the finest time wins it)
              [x, by] != [crossed.by, crossed.x] || (crossed.isClear && x.flatMap { schema.column(named: $0) }?.role.isTime != true)
        else { return }
        var named = request
        named.x = crossed.x
        named.by = crossed.by
        named.y = [crossed.measure]
        self = try ChartChoice(rules: schema, request: named)
        crossedKeys = crossed
        explainCrossedKeys(crossed)
    }

    /// The rules' choice, without the crossed keys' second look.
    private init(rules schema: TableSchema, request: ChartRequest) throws(InferenceError) {
        aggregation = request.aggregation
        explainPlaceholders(schema: schema)
        defer { warnIfCloseXKept() }
        for name in [request.x, request.by].compactMap({ $0 }) + request.y
        where schema.column(named: name) == nil && schema.dateParts?.name != name && schema.keyParts(of: name) == nil {
            throw InferenceError("no column \"\(name)\" (columns: \(schema.names.joined(separator: ", ")))")
        }
        if chooseGrid(schema: schema, request: request) { return }
        if chooseNamedValues(schema: schema, request: request) {
            chooseAxes(schema: schema)
            return
        }
        if chooseIntervals(schema: schema, request: request) {
            chooseAxes(schema: schema)
            return
        }
        if chooseChannels(schema: schema, request: request) {
            chooseAxes(schema: schema)
            return
        }
        try chooseX(schema: schema, request: request)
        try adoptDesignX(schema: schema, request: request)
        chooseRuns(schema: schema, request: request)
        chooseY(schema: schema, request: request)
        dropRunSettings(schema: schema)
        chooseBy(schema: schema, request: request)
        forgetRunsSplitByKey()
        chooseExtent(schema: schema, request: request)
        chooseBlocks(schema: schema, request: request)
        chooseRecords(schema: schema, request: request)
        warnAboutSeriesInRows(schema: schema)
        if y.isEmpty && aggregation != .count { return }
        chooseKind(schema: schema, request: request)
        foldManyGroupsOfPoints(schema: schema, request: request)
        refineFoldedKeys(schema: schema, request: request)
        keepMostVaryingOfManySeries(schema: schema)
        chooseLogX(schema: schema, request: request)
        chooseAxes(schema: schema)
        separateVolumeFromPrices(schema: schema)
        separateDenseBands(schema: schema)
        chooseLogForHeavyTails(schema: schema, request: request)
        warnAboutSqueezedAxes(schema: schema)
        warnAboutRowsThatDoNotFollowOn(schema: schema)
        warnAboutOrderingMeasureDrawnAsY(schema: schema)
        warnAboutRowsOfAnotherKind(schema: schema)
    }
}
