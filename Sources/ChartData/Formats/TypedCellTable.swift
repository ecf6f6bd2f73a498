/// Builds a `DataTable` from cells whose types the file states (Excel, JSON): one rule for
/// every such reader, so a column reads the same whichever of them holds it.
///
/// A column of numbers is numeric; of booleans, numeric 0/1 with `ValueKind.boolean`; of dates
/// or instants, numeric seconds since 1970 with that kind. A column of text alone is a text
/// column. Where numbers and text mix, CSV's rule decides (`ColumnAccumulator.numericShare`):
/// at least 95 % numbers is a numeric column with the text cells as gaps (one `CellWarning`),
/// otherwise a text column with the numbers written as text (a `MixedColumn` when at least half
/// are numbers, as CSV reports it).
package struct TypedCellTable {
    package enum Cell: Equatable {
        case empty
        case number(Double)
        /// A number the file wrote as a whole number (a JSON integer, an integer array).
        case integer(Double)
        case boolean(Bool)
        case text(String)
        /// Seconds since 1970 UTC; `isDate`: a calendar day (no time of day shown).
        case time(Double, isDate: Bool)
    }

    /// A column's cells and, for warnings, where each row came from (a line or row number).
    package struct Column {
        package var name: String
        package var cells: [Cell]

        package init(name: String, cells: [Cell]) {
            self.name = name
            self.cells = cells
        }
    }

    package static func table(_ columns: [Column], rowCount: Int, file: String, rowNumbers: [Int]? = nil) -> DataTable {
        var table = DataTable(columns: [], rowCount: rowCount)
        var usedNames: Set<String> = []
        for (index, column) in columns.enumerated() {
            var name = column.name.isEmpty ? "column \(index + 1)" : column.name
            // Repeated names would shadow each other in the planner: number them.
            if usedNames.contains(name) {
                var suffix = 2
                while usedNames.contains("\(name) \(suffix)") { suffix += 1 }
                name = "\(name) \(suffix)"
            }
            usedNames.insert(name)
            table.columnNames.append(name)
            var numbers = 0, integers = 0, texts = 0, booleans = 0, dates = 0, instants = 0
            var firstText: (text: String, row: Int)?
            for (row, cell) in column.cells.enumerated() {
                switch cell {
                case .empty: break
                case .number: numbers += 1
                case .integer: integers += 1
                case .boolean: booleans += 1
                case .time(_, let isDate): if isDate { dates += 1 } else { instants += 1 }
                case .text(let text):
                    texts += 1
                    if firstText == nil { firstText = (text, row) }
                }
            }
            let numeric = numbers + integers + booleans + dates + instants
            func textCell() -> DataFileError? {
                guard let firstText else { return nil }
                let line = rowNumbers.map { $0.indices.contains(firstText.row) ? $0[firstText.row] : firstText.row + 1 }
                    ?? firstText.row + 1
                return DataFileError(file: file, line: line, column: index + 1,
                                     problem: DataFileError.notANumber(firstText.text, columnName: name))
            }
            if texts > 0 && Double(numeric) < ColumnAccumulator.numericShare * Double(numeric + texts) {
                if numeric * 2 >= numeric + texts, let cell = textCell() {
                    table.mixedColumns[name] = DataTable.MixedColumn(firstCell: cell, numbers: numeric, filled: numeric + texts)
                }
                table.textColumns[name] = column.cells.map { cell in
                    switch cell {
                    case .empty: return ""
                    case .number(let value), .integer(let value): return NumberText.plain(value)
                    case .boolean(let value): return value ? "true" : "false"
                    case .text(let text): return text
                    case .time(let seconds, let isDate): return Self.iso(seconds, isDate: isDate)
                    }
                }
                continue
            }
            let values = column.cells.map { cell -> Double in
                switch cell {
                case .number(let value), .integer(let value): return value
                case .boolean(let value): return value ? 1 : 0
                case .time(let seconds, _): return seconds
                case .empty, .text: return .nan
                }
            }
            table.columns.append(DataTable.Column(name: name, values: values))
            if numeric > 0 {
                if booleans == numeric { table.valueKinds[name] = .boolean }
                else if dates == numeric { table.valueKinds[name] = .date }
                else if dates + instants == numeric { table.valueKinds[name] = .instant }
                else if integers == numeric { table.valueKinds[name] = .integer }
            }
            if let cell = textCell() {
                table.cellWarnings.append(DataTable.CellWarning(firstCell: cell, column: name, count: texts))
            }
        }
        return table
    }

    /// `seconds` as an ISO 8601 date or date-time, UTC.
    static func iso(_ seconds: Double, isDate: Bool) -> String {
        let days = (seconds / 86_400).rounded(.down)
        let civil = civilDate(days: Int(days))
        let date = String(format: "%04d-%02d-%02d", civil.year, civil.month, civil.day)
        if isDate { return date }
        let rest = Int((seconds - days * 86_400).rounded())
        return date + String(format: "T%02d:%02d:%02d", rest / 3600, rest / 60 % 60, rest % 60)
    }

    /// The proleptic Gregorian date `days` after 1970-01-01 (Howard Hinnant's civil_from_days).
    static func civilDate(days: Int) -> (year: Int, month: Int, day: Int) {
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1460 + doe / 36524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let day = doy - (153 * mp + 2) / 5 + 1
        let month = mp < 10 ? mp + 3 : mp - 9
        return (yoe + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }
}
