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
    }

    public var shape: Shape
    /// The column naming the rows; nil: rows are numbered.
    public var rowNames: String?
    /// The cell columns, in file order.
    public var columns: [String]
    /// Whether the table's first row names the columns rather than holding cells: a matrix whose
    /// header of numbers was read as data.
    public var firstRowNamesColumns = false

    public init(shape: Shape, rowNames: String?, columns: [String], firstRowNamesColumns: Bool = false) {
        self.shape = shape
        self.rowNames = rowNames
        self.columns = columns
        self.firstRowNamesColumns = firstRowNamesColumns
    }
}
