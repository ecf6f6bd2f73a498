/// A table read as one grid of values (a heatmap's cells): which columns hold the cells, which
/// names the rows, and what made the table a grid (`ChartChoice.grid`).
public struct TableGrid: Sendable, Equatable {
    /// What kind of grid the table is.
    public enum Shape: String, Sendable {
        /// One 2-D numeric array (an image, a map, a matrix without names).
        case array = "2-D array"
        /// A square matrix: the row names are the column names (a kinship, distance or
        /// correlation matrix).
        case matrix
        /// A key down the rows and many numeric columns of one kind across (a cross table, or
        /// rows of pixels).
        case crossTable = "cross table"
        /// A long table of (x, y, value) rows whose x and y form a full or near-full grid (a
        /// 2-D histogram written one cell per row): pivoted to x across, y down.
        case long = "long (x, y, value) table"
    }

    /// The columns of a `.long` grid: cells at (x, y) hold value.
    public struct LongCells: Sendable, Equatable {
        public var x: String
        public var y: String
        public var value: String

        public init(x: String, y: String, value: String) {
            self.x = x
            self.y = y
            self.value = value
        }
    }

    public var shape: Shape
    /// The column naming the rows; nil: rows are numbered.
    public var rowNames: String?
    /// The cell columns, in file order.
    public var columns: [String]
    /// Whether the table's first row names the columns rather than holding cells: a matrix whose
    /// header of numbers was read as data.
    public var firstRowNamesColumns = false
    /// For a `.long` grid, the columns that place and fill its cells (`columns` is then the value).
    public var long: LongCells?

    public init(shape: Shape, rowNames: String?, columns: [String], firstRowNamesColumns: Bool = false, long: LongCells? = nil) {
        self.shape = shape
        self.rowNames = rowNames
        self.columns = columns
        self.firstRowNamesColumns = firstRowNamesColumns
        self.long = long
    }
}
