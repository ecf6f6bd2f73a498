/// Reads a JSON document of data into a `DataTable`: the shapes pandas' `DataFrame.to_json`
/// writes, and the plain ones people write by hand.
///
/// - `records`: `[{"t": 1, "v": 2.5}, ...]`: a column per key, in the order keys first appear.
/// - `values`: `[[1, 2.5], ...]`: columns named `column 1`, `column 2`, ...
/// - `split`: `{"columns": [...], "index": [...], "data": [[...], ...]}`.
/// - `columns`: `{"t": {"0": 1, "1": 2}, ...}` (pandas' default) and `index`:
///   `{"0": {"t": 1, "v": 2.5}, ...}`; the side whose keys are all whole numbers is the index,
///   and when neither or both are, `columns` (pandas' default for frames).
/// - `table`: `{"schema": ..., "data": [records]}`; and a plain object of arrays,
///   `{"t": [1, 2], "v": [2.5, 3]}`.
///
/// An index other than 0, 1, 2, ... becomes the first column, `index`. Numbers, booleans
/// (`ValueKind.boolean`), integers (`ValueKind.integer`), `null` (a gap) and strings (text
/// columns: dates as text for the date inference) follow `TypedCellTable`'s rules.
package enum JSONDataTable {
    package static func table(from bytes: [UInt8], file: String) throws(DataFileError) -> DataTable {
        let document = try JSONValueParser.parse(bytes, file: file)
        switch document {
        case .array(let elements):
            return try fromArray(elements, file: file)
        case .object(let members):
            return try fromObject(members, file: file)
        default:
            throw DataFileError(file: file, problem: "a single JSON value, not a table (expected an array of records or an object of columns)")
        }
    }

    static func cell(_ value: JSONValue) -> TypedCellTable.Cell {
        switch value {
        case .number(let number, let isInteger): return number.isNaN ? .empty : isInteger ? .integer(number) : .number(number)
        case .bool(let flag): return .boolean(flag)
        case .string(let text): return .text(text)
        case .null, .object, .array: return .empty
        }
    }

    private static func label(_ value: JSONValue) -> String {
        switch value {
        case .string(let text): return text
        case .number(let number, _): return NumberText.plain(number)
        case .bool(let flag): return flag ? "true" : "false"
        default: return ""
        }
    }

    /// Records, rows of values, or a list of scalars (one column).
    private static func fromArray(_ elements: [JSONValue], file: String) throws(DataFileError) -> DataTable {
        guard let first = elements.first else { throw DataFileError(file: file, problem: DataFileError.noDataRows) }
        switch first {
        case .object:
            var columns = JSONRecordColumns()
            for (row, element) in elements.enumerated() {
                guard case .object(let members) = element else {
                    throw DataFileError(file: file, problem: "record \(row + 1) is not an object (an array of records has objects only)")
                }
                columns.add(members)
            }
            return try columns.table(file: file)
        case .array:
            return try fromRows(elements, names: nil, file: file)
        default:
            return TypedCellTable.table([TypedCellTable.Column(name: "value", cells: elements.map(cell))],
                                        rowCount: elements.count, file: file)
        }
    }

    /// Rows of values (`values`, `split`'s data), with column names when known.
    private static func fromRows(_ rows: [JSONValue], names: [String]?, file: String,
                                 index: [JSONValue]? = nil) throws(DataFileError) -> DataTable {
        var width = names?.count ?? 0
        for (number, row) in rows.enumerated() {
            guard case .array(let values) = row else {
                throw DataFileError(file: file, problem: "row \(number + 1) is not an array (rows of values are arrays)")
            }
            if names == nil { width = max(width, values.count) }
        }
        guard !rows.isEmpty, width > 0 else { throw DataFileError(file: file, problem: DataFileError.noDataRows) }
        var columns = (0..<width).map { TypedCellTable.Column(name: names?[$0] ?? "column \($0 + 1)", cells: []) }
        for row in rows {
            guard case .array(let values) = row else { continue }
            for column in 0..<width { columns[column].cells.append(column < values.count ? cell(values[column]) : .empty) }
        }
        if let index, index.count == rows.count, !isDefaultIndex(index.map(label)) {
            columns.insert(TypedCellTable.Column(name: "index", cells: index.map(cell)), at: 0)
        }
        return TypedCellTable.table(columns, rowCount: rows.count, file: file)
    }

    /// Labels 0, 1, 2, ...: pandas' default index, not data.
    private static func isDefaultIndex(_ labels: [String]) -> Bool {
        labels.enumerated().allSatisfy { $0.element == String($0.offset) }
    }

    private static func isWholeNumber(_ text: String) -> Bool {
        !text.isEmpty && Int(text) != nil
    }

    /// An index label as a cell: labels are object keys, so always strings; numbers (epoch
    /// milliseconds of a date index) are read back as numbers.
    private static func labelCell(_ label: String) -> TypedCellTable.Cell {
        if let integer = Int(label) { return .integer(Double(integer)) }
        if let number = Double(label) { return .number(number) }
        return .text(label)
    }

    private static func fromObject(_ members: [(key: String, value: JSONValue)], file: String) throws(DataFileError) -> DataTable {
        func member(_ name: String) -> JSONValue? { members.first { $0.key == name }?.value }
        // split: columns + data (+ index); a Series' split has name + data.
        if case .array(let data)? = member("data") {
            if case .array(let names)? = member("columns") {
                var index: [JSONValue]?
                if case .array(let labels)? = member("index") { index = labels }
                return try fromRows(data, names: names.map(label), file: file, index: index)
            }
            if member("schema") != nil { return try fromArray(data, file: file) }
            if data.allSatisfy({ if case .array = $0 { return false }; if case .object = $0 { return false }; return true }) {
                var name = "value"
                if case .string(let given)? = member("name") { name = given }
                var columns = [TypedCellTable.Column(name: name, cells: data.map(cell))]
                if case .array(let labels)? = member("index"), labels.count == data.count, !isDefaultIndex(labels.map(label)) {
                    columns.insert(TypedCellTable.Column(name: "index", cells: labels.map(cell)), at: 0)
                }
                return TypedCellTable.table(columns, rowCount: data.count, file: file)
            }
        }
        guard !members.isEmpty else { throw DataFileError(file: file, problem: DataFileError.noDataRows) }
        // An object of arrays: a column each.
        if members.allSatisfy({ if case .array = $0.value { return true }; return false }) {
            var columns: [TypedCellTable.Column] = []
            var rowCount = 0
            for (key, value) in members {
                guard case .array(let values) = value else { continue }
                rowCount = max(rowCount, values.count)
                columns.append(TypedCellTable.Column(name: key, cells: values.map(cell)))
            }
            for index in columns.indices where columns[index].cells.count < rowCount {
                columns[index].cells += [TypedCellTable.Cell](repeating: .empty, count: rowCount - columns[index].cells.count)
            }
            guard rowCount > 0 else { throw DataFileError(file: file, problem: DataFileError.noDataRows) }
            return TypedCellTable.table(columns, rowCount: rowCount, file: file)
        }
        // An object of objects: `columns` or `index` orientation.
        var inner: [[(key: String, value: JSONValue)]] = []
        for (key, value) in members {
            guard case .object(let fields) = value else {
                throw DataFileError(file: file, problem: "\(DataFileError.quoted(key)) is neither an object nor an array: not a table pandas writes (records, columns, index, split, values)")
            }
            inner.append(fields)
        }
        var innerKeys: [String] = []
        var seen: Set<String> = []
        for fields in inner { for (key, _) in fields where seen.insert(key).inserted { innerKeys.append(key) } }
        let outerKeys = members.map(\.key)
        let outerIsIndex = outerKeys.allSatisfy(isWholeNumber) && !innerKeys.allSatisfy(isWholeNumber)
        let rowLabels = outerIsIndex ? outerKeys : innerKeys
        let columnNames = outerIsIndex ? innerKeys : outerKeys
        guard !rowLabels.isEmpty else { throw DataFileError(file: file, problem: DataFileError.noDataRows) }
        var rowOf: [String: Int] = [:]
        for (row, label) in rowLabels.enumerated() { rowOf[label] = row }
        var columnOf: [String: Int] = [:]
        for (column, name) in columnNames.enumerated() { columnOf[name] = column }
        var columns = columnNames.map {
            TypedCellTable.Column(name: $0, cells: [TypedCellTable.Cell](repeating: .empty, count: rowLabels.count))
        }
        for (outer, fields) in inner.enumerated() {
            for (key, value) in fields {
                let row = outerIsIndex ? outer : rowOf[key]!
                let column = outerIsIndex ? columnOf[key]! : outer
                columns[column].cells[row] = cell(value)
            }
        }
        if !isDefaultIndex(rowLabels) {
            columns.insert(TypedCellTable.Column(name: "index", cells: rowLabels.map(labelCell)), at: 0)
        }
        return TypedCellTable.table(columns, rowCount: rowLabels.count, file: file)
    }
}
