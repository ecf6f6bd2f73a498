/// What the HDF5 child process answers on its standard output, as JSON after its progress dots:
/// a problem (one line's text), a dataset listing, or a table whose numbers lie in the value
/// store shared with the parent (`HDF5ValueStore`), each column contiguous from `offset`.
struct HDF5Reply: Codable {
    var problem: String?
    var datasets: [HDF5Table.Dataset]?
    var table: Table?

    struct Table: Codable {
        var rowCount: Int
        /// Every column in file order, numeric and text.
        var columnNames: [String] = []
        var numeric: [NumericColumn] = []
        var texts: [String: [String]] = [:]
        var columnOrderIsArbitrary = false
        /// The dataset is one 2-D array of numbers (a table's columns or a grid).
        var isOneNumericArray = false
        /// Units by column name (a netCDF variable's and its coordinate's `units`).
        var units: [String: String] = [:]
        /// What the user must be told of the reading (a time coordinate left as numbers).
        var warnings: [String] = []
    }

    struct NumericColumn: Codable {
        var name: String
        /// Where the column's first value lies in the store, in values.
        var offset: Int
        /// A `ValueKind` raw value, when the type says more than "a number".
        var kind: String?
    }
}
