/// A parsed data file: named columns of numbers, in file order.
///
/// A gap in the data (an empty cell, `NaN`, `NA`, `null`, ...) is a NaN value; infinities are
/// kept as they were written and left for the chart to skip. Two tables compare equal when their
/// gaps are in the same places, even though NaN never equals itself.
///
///     let table = try DelimitedTextParser.parse("t,price\n1,9.5\n2,\n", file: "prices.csv")
///     table.columns[1].name      // "price"
///     table.columns[1].values    // [9.5, nan]
public struct DataTable: Equatable, Sendable {
    /// One numeric column: its name from the header row, or "column N" without one.
    public struct Column: Equatable, Sendable {
        public var name: String
        /// One value per data row; NaN marks a gap.
        public var values: [Double]

        public init(name: String, values: [Double]) {
            self.name = name
            self.values = values
        }

        /// Equal names and equal values, where NaN equals NaN.
        public static func == (lhs: Column, rhs: Column) -> Bool {
            guard lhs.name == rhs.name, lhs.values.count == rhs.values.count else { return false }
            return zip(lhs.values, rhs.values).allSatisfy { $0 == $1 || ($0.isNaN && $1.isNaN) }
        }
    }

    /// The numeric columns, in file order.
    public var columns: [Column] {
        // Any change may rename or move a column: the next lookup by name indexes afresh. A new
        // box rather than clearing the shared one, so copies of the table keep their own index.
        // Statistics of the old values no longer hold.
        didSet {
            nameIndex = ColumnNameIndex()
            columnEvidence = [:]
        }
    }
    /// Each numeric column's `ColumnEvidence(values:)`, by name, where the reader computed it (a
    /// big delimited file: on every core while reading, kept in its column cache), so that the
    /// inference does not pass over 10^8 values again. Emptied by any change to `columns`.
    package var columnEvidence: [String: ColumnEvidence] = [:]
    /// Where each name first appears in `columns`, built on the first lookup after a change, so
    /// looking every column up by name costs n, not n² (10^5 columns took 243 s).
    private var nameIndex = ColumnNameIndex()
    /// How many data rows the file had (the header row not counted).
    public var rowCount: Int
    /// Columns that hold no number at all (dates, categories), by column name, one raw cell text
    /// per data row. Only filled when parsing with `keepTextColumns: true`; otherwise such a
    /// column is an error. Date and category axes will read these.
    public var textColumns: [String: [String]]
    /// Text columns of ISO times, each cell kept as a number (`ISOTimeColumn`: 8 bytes a row,
    /// no `String`), by column name: a delimited file read in parts (`DelimitedFileReader`)
    /// keeps its date columns so. They are text columns all the same: `texts(of:)` gives their
    /// cells, `DataTable+ISOTimes.swift` has the rest.
    package var isoTimes: [String: ISOTimeColumn] = [:]

    /// Every column's name (the `columns` and `textColumns` keys) in file order; filled when
    /// reading a file.
    public var columnNames: [String] = []
    /// Columns read as numbers although some cells were not (drawn as gaps), or as text although
    /// a few cells were numbers: one entry per column, for one warning line each.
    public var cellWarnings: [CellWarning] = []
    /// Text columns in which at least half the filled cells were numbers: too mixed to draw the
    /// text as gaps, but what a user most likely meant as numbers. By column name.
    public var mixedColumns: [String: MixedColumn] = [:]

    /// What a typed reader (Parquet, Arrow, Excel, HDF5, ...) knows about a numeric column
    /// beyond its numbers, by column name. Text readers leave it empty: their columns are plain
    /// numbers, and dates come as text columns for the inference to recognise.
    public var valueKinds: [String: ValueKind] = [:]

    /// Each column's unit where the file gives one (a units row under a delimited file's header:
    /// `s,degC,hPa`), by column name; brackets around a unit are dropped. Empty otherwise.
    public var units: [String: String] = [:]
    /// What the reader did that the file does not say, one line each, for `--explain`
    /// (lines skipped above a table: `TableReader+Preamble.swift`).
    public var readingNotes: [String] = []
    /// What the reader left out that the user must be told (an array of an archive skipped),
    /// one warning line each.
    public var readingWarnings: [String] = []
    /// Numeric columns most of whose cells were written with a leading zero (`06001`): codes,
    /// whatever their values (delimited text only; typed formats keep such codes as text).
    public var zeroPaddedColumns: Set<String> = []
    /// Set by readers whose source keeps no column order (JSON objects): the first column is
    /// then no hint that it is x.
    public var columnOrderIsArbitrary = false
    /// Set by array readers (NumPy, HDF5) when the table is the cells of one 2-D numeric array,
    /// row r and column c being cell [r, c]: a grid the inference may draw as a heatmap.
    public var isOneNumericArray = false
    /// Set with `isOneNumericArray` when arrays beside it place the grid's rows and columns
    /// (`GridAxes`): the heatmap is drawn over their values, titled with their names.
    package var gridAxes: GridAxes?
    /// Set by readers of time-series collections (sktime/aeon `.ts`, ARFF with a relational
    /// attribute): the file says each row is one case's series, so the inference draws the rows
    /// (`RowSeriesTable`) without judging from the columns whether they are.
    public var statedRowSeries: StatedRowSeries?
    /// Set by readers whose format declares each numeric column a series (Monash `.tsf`), so
    /// columns named `T1 … T181` are not read as one measure over numbered steps.
    public var columnsAreDeclaredSeries = false

    public init(columns: [Column], rowCount: Int, textColumns: [String: [String]] = [:]) {
        self.columns = columns
        self.rowCount = rowCount
        self.textColumns = textColumns
    }

    /// The column's name with its unit, for an axis title: `temp (degC)`, or `temp` without one.
    public func title(of name: String) -> String {
        guard let unit = units[name], !unit.isEmpty else { return name }
        return "\(name) (\(unit))"
    }

    /// The first numeric column called `name`, if there is one (a dictionary lookup).
    public func column(named name: String) -> Column? {
        columnIndex(named: name).map { columns[$0] }
    }

    /// The index in `columns` of the first numeric column called `name`.
    public func columnIndex(named name: String) -> Int? {
        nameIndex.index(of: name, in: columns)
    }

    /// The most columns a table may have: 100,000. Each column costs state while reading (an
    /// accumulator, a name, a series), so a line of millions of fields is refused with one line
    /// when its fields are counted, before any of it is allocated.
    public static let maximumColumnCount = 100_000

    /// The problem text for a table of `count` columns, more than `maximumColumnCount`.
    public static func tooManyColumnsProblem(_ count: Int) -> String {
        "\(count) columns, more than the \(maximumColumnCount) chartview reads; cut the columns you need (e.g. cut -d, -f1-10)"
    }
}

