/// The columns of an array of records, filled a record at a time: a key's column is made where
/// it first appears (empty cells above it), a record without it gets an empty cell, and a key
/// given twice in one record keeps its last value. Shared by the whole read (`JSONDataTable`)
/// and the streamed one (`JSONRecordStream`), so both give the same table.
struct JSONRecordColumns {
    private var order: [String] = []
    private var index: [String: Int] = [:]
    private var cells: [[TypedCellTable.Cell]] = []
    private(set) var rows = 0

    mutating func add(_ members: [(key: String, value: JSONValue)]) {
        for (key, value) in members {
            let column: Int
            if let known = index[key] {
                column = known
            } else {
                column = order.count
                index[key] = column
                order.append(key)
                cells.append([TypedCellTable.Cell](repeating: .empty, count: rows))
            }
            if cells[column].count > rows { cells[column][rows] = JSONDataTable.cell(value) } else { cells[column].append(JSONDataTable.cell(value)) }
        }
        rows += 1
        for column in cells.indices where cells[column].count < rows { cells[column].append(.empty) }
    }

    /// The table of the records added; an error naming `file` when there is none or no key.
    func table(file: String) throws(DataFileError) -> DataTable {
        guard rows > 0 else { throw DataFileError(file: file, problem: DataFileError.noDataRows) }
        guard !order.isEmpty else { throw DataFileError(file: file, problem: "the records have no keys") }
        return TypedCellTable.table(zip(order, cells).map { TypedCellTable.Column(name: $0, cells: $1) }, rowCount: rows, file: file)
    }
}
