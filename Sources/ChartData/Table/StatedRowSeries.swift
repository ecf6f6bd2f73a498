/// What a reader of a time-series collection knows of its table: which columns are the
/// positions of each row's series and which column colours the rows. Formats that declare a
/// collection (`.ts`'s `@data` of cases, ARFF's relational attribute) set it on the table, so
/// `RowSeriesTable` need not infer from the values that the rows are series.
public struct StatedRowSeries: Sendable, Equatable {
    /// The columns that are positions, in order, and x of each.
    public var positionColumns: [String]
    public var positions: [Double]
    /// Whether the positions are instants (seconds since 1970: the cases' shared timestamps).
    public var positionsAreInstants: Bool
    /// The column that colours the rows (a class label, or the dimension of a multivariate
    /// case without one); nil: each row is drawn on its own.
    public var label: String?
    /// Rows each case fills (its dimensions) when `label` is the case's own (a class): rows are
    /// then kept or left out a whole case at a time. 1 otherwise.
    public var rowsPerCase: Int
    /// How the file said so, for `--explain` ("sktime .ts: 40 cases of 100 values").
    public var evidence: String

    public init(positionColumns: [String], positions: [Double], label: String?, evidence: String, positionsAreInstants: Bool = false, rowsPerCase: Int = 1) {
        self.positionColumns = positionColumns
        self.positions = positions
        self.label = label
        self.evidence = evidence
        self.positionsAreInstants = positionsAreInstants
        self.rowsPerCase = max(1, rowsPerCase)
    }
}
