extension DataTable {
    /// Equal columns, row counts, text columns, warnings and units; `columnNames` (the file order the
    /// reader records) is left out, so tables built by hand compare equal to read ones.
    public static func == (lhs: DataTable, rhs: DataTable) -> Bool {
        lhs.columns == rhs.columns && lhs.rowCount == rhs.rowCount && lhs.textColumnsEqual(rhs)
            && lhs.cellWarnings == rhs.cellWarnings && lhs.units == rhs.units
    }
}
