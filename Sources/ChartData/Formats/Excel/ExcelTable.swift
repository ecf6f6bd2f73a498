import Foundation

/// Reads a sheet of an Excel `.xlsx` workbook into a `DataTable`.
///
/// The first sheet, or the one named (`--sheet`). Rows with no cell are skipped as blank lines
/// are in CSV, and so are columns with no cell. The first row is a header by CSV's rule: when
/// one of its cells is text above a number, or all its cells are text and none below is (a
/// lone row is a header when it holds text), where "below" is each column's first filled cell
/// in the rows under it; a header under a title or over a units row is found
/// by the cells' kinds (`ExcelTable+HeaderRows.swift`). Cells keep their types: numbers, booleans, text
/// (shared or inline), and numbers whose style shows a date become dates (`ValueKind.date`) or
/// instants (with a time of day), converted from the workbook's 1900 or 1904 serials.
package enum ExcelTable {
    package static func table(path: String, file: String? = nil, sheet: String?) throws(DataFileError) -> DataTable {
        try table(workbook: ExcelWorkbook(path: path, file: file), sheet: sheet)
    }

    package static func table(workbook: ExcelWorkbook, sheet: String?) throws(DataFileError) -> DataTable {
        let rows = try workbook.rows(sheet: sheet)
        guard let firstColumn = rows.compactMap({ $0.cells.map(\.column).min() }).min(),
              let lastColumn = rows.compactMap({ $0.cells.map(\.column).max() }).max()
        else { throw DataFileError(file: workbook.file, problem: DataFileError.noDataRows) }
        // At most 16,384 columns (Excel's own limit) and they were parsed from references.
        let width = min(lastColumn - firstColumn + 1, 16_384)
        func typed(_ cell: ExcelCell) -> TypedCellTable.Cell {
            switch cell {
            case .empty: return .empty
            case .text(let text): return .text(text)
            case .boolean(let value): return .boolean(value)
            case .number(let value, .number): return .number(value)
            case .number(let serial, .date): return .time(workbook.unixSeconds(serial: serial), isDate: true)
            case .number(let serial, .dateTime): return .time(workbook.unixSeconds(serial: serial), isDate: false)
            }
        }
        func line(_ row: ExcelWorkbook.Row) -> [ExcelCell] {
            var cells = [ExcelCell](repeating: .empty, count: width)
            for (column, cell) in row.cells where column - firstColumn < width { cells[column - firstColumn] = cell }
            return cells
        }
        var first = line(rows[0])
        let second = rows.count > 1 ? firstCellsBelow(rows.dropFirst().prefix(headerLookahead).map(line), width: width) : nil
        var hasHeader = isHeader(first, above: second)
        var dataRows = hasHeader ? Array(rows.dropFirst()) : rows
        // The header below a title or over a units row (ExcelTable+HeaderRows.swift).
        let found = headerRows(rows.prefix(headerLookahead).map(line), rowNumbers: rows.prefix(headerLookahead).map(\.number))
        if let found {
            first = found.names.map { ExcelCell.text($0) }
            hasHeader = true
            dataRows = Array(rows.dropFirst(found.dataStart))
        }
        guard !dataRows.isEmpty else { throw DataFileError(file: workbook.file, problem: DataFileError.noDataRows) }
        var columns = (0..<width).map { index -> TypedCellTable.Column in
            var name = ""
            if hasHeader {
                switch first[index] {
                case .text(let text): name = text.trimmingCharacters(in: .whitespaces)
                case .number(let value, _): name = NumberText.plain(value)
                case .boolean(let value): name = value ? "TRUE" : "FALSE"
                case .empty: name = ""
                }
            }
            return TypedCellTable.Column(name: name, cells: [])
        }
        for row in dataRows {
            for (index, cell) in line(row).enumerated() { columns[index].cells.append(typed(cell)) }
        }
        var table = TypedCellTable.table(columns, rowCount: dataRows.count, file: workbook.file,
                                         rowNumbers: dataRows.map(\.number))
        if let found {
            for (column, unit) in found.units where column < columns.count {
                let name = columns[column].name
                if !unit.isEmpty, table.columnNames.contains(name) { table.units[name] = unit }
            }
            table.readingNotes.insert(found.note, at: 0)
            table.readingWarnings.append("read " + found.note + " (see --explain)")
        }
        return table
    }

    static func isText(_ cell: ExcelCell) -> Bool {
        if case .text = cell { return true }
        return false
    }

    static func isNumeric(_ cell: ExcelCell) -> Bool {
        switch cell {
        case .number, .boolean: return true
        case .text, .empty: return false
        }
    }

    /// Each column's first filled cell in `rows` (empty where none is): what the header rule
    /// compares the first row with, so that a second row with blanks (pandas writes a row's
    /// missing values as empty cells, and its index's name as none) does not hide the header.
    static func firstCellsBelow(_ rows: [[ExcelCell]], width: Int) -> [ExcelCell] {
        (0..<width).map { column in rows.lazy.map { $0[column] }.first { $0 != .empty } ?? .empty }
    }

    static func isHeader(_ first: [ExcelCell], above second: [ExcelCell]?) -> Bool {
        guard let second else { return first.contains(where: isText) }
        if zip(first, second).contains(where: { isText($0) && isNumeric($1) }) { return true }
        let filled = first.filter { $0 != .empty }
        return !filled.isEmpty && filled.allSatisfy(isText) && !second.contains(where: isText)
    }
}
