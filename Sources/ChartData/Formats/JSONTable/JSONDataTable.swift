import Foundation

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

    /// The one line for a JSON document that holds no table: settings or a model description.
    private static func notATable(_ file: String) -> DataFileError {
        DataFileError(file: file, problem: "a JSON document of settings or a model description (nested objects, no table of records in it), not a table of data")
    }

    private static func isNested(_ value: JSONValue) -> Bool {
        switch value {
        case .object, .array: return true
        default: return false
        }
    }

    /// The kind of a scalar for the orientation test; nil for null (a gap fits any column).
    private static func scalarKind(_ value: JSONValue) -> Int? {
        switch value {
        case .number: return 0
        case .string: return 1
        case .bool: return 2
        case .null: return nil
        case .object, .array: return 3
        }
    }

    /// Whether objects keyed by names are records (pandas' `index` orientation, a sample's
    /// metadata keyed by its id) rather than columns: a column holds one kind of value, so when
    /// some inner object mixes kinds (a text beside a number) while each inner key keeps one kind
    /// across the objects, the inner keys are the columns.
    private static func innerHoldsRecords(_ inner: [[(key: String, value: JSONValue)]]) -> Bool {
        let objectsMixKinds = inner.contains { fields in Set(fields.compactMap { scalarKind($0.value) }).count > 1 }
        guard objectsMixKinds else { return false }
        var kindsByKey: [String: Set<Int>] = [:]
        for fields in inner {
            for (key, value) in fields { if let kind = scalarKind(value) { kindsByKey[key, default: []].insert(kind) } }
        }
        return kindsByKey.values.allSatisfy { $0.count <= 1 }
    }

    /// A flat object whose values are all numbers (nulls as gaps), two or more: `name` and
    /// `value`, a row per key in the file's order. Nil for anything else (settings hold texts,
    /// flags or nested objects beside their numbers, and stay refused).
    private static func namedNumbers(_ members: [(key: String, value: JSONValue)], file: String) -> DataTable? {
        var numbers = 0
        for (_, value) in members {
            switch value {
            case .number: numbers += 1
            case .null: continue
            default: return nil
            }
        }
        guard numbers >= 2 else { return nil }
        var table = TypedCellTable.table([TypedCellTable.Column(name: "name", cells: members.map { .text($0.key) }),
                                          TypedCellTable.Column(name: "value", cells: members.map { cell($0.value) })],
                                         rowCount: members.count, file: file)
        table.readingNotes.append("one JSON object of \(members.count) names to numbers: a table of name and value")
        return table
    }

    /// Whether objects keyed by names (`{"AAPL": {"price": 1, "pe": 2}, …}`, pandas'
    /// `orient="index"` of a frame indexed by names) are rows rather than columns, when neither
    /// side's keys are row numbers. A column holds one quantity, so its numbers keep one
    /// magnitude: the side whose columns spread over fewer decades wins (by half a decade or
    /// more); when both read alike, pandas' default (`columns`) stands.
    private static func outerHoldsEntities(_ inner: [[(key: String, value: JSONValue)]], innerKeys: [String]) -> Bool {
        func spread(_ columns: [[Double]]) -> Double? {
            let spreads = columns.compactMap { values -> Double? in
                let magnitudes = values.map(abs).filter { $0.isFinite && $0 > 0 }
                guard magnitudes.count >= 2, let low = magnitudes.min(), let high = magnitudes.max() else { return nil }
                return log10(high / low)
            }
            return spreads.isEmpty ? nil : spreads.reduce(0, +) / Double(spreads.count)
        }
        func number(_ value: JSONValue?) -> Double? {
            if case .number(let number, _)? = value { return number }
            return nil
        }
        // Columns when the outer keys are columns: each inner object's numbers.
        let byOuter = inner.map { fields in fields.compactMap { number($0.value) } }
        // Columns when the outer keys are rows: each inner key's numbers across the objects.
        var byKey: [String: [Double]] = [:]
        for fields in inner { for (key, value) in fields { if let value = number(value) { byKey[key, default: []].append(value) } } }
        let byInner = innerKeys.map { byKey[$0] ?? [] }
        if let outer = spread(byOuter), let innerSpread = spread(byInner), abs(outer - innerSpread) >= 0.5 {
            return innerSpread < outer
        }
        return false
    }

    /// An object of many keys over lists of one short length, values only (mne's channel
    /// positions: `{"MA1": [x, y, z], …}`): a record per key, as pandas'
    /// `DataFrame.from_dict(orient="index")` reads it, not a table of three rows and a column per
    /// channel. Needs at least four times as many keys as values per list.
    private static func recordsPerKey(_ members: [(key: String, value: JSONValue)], file: String) -> DataTable? {
        var length: Int?
        for (_, value) in members {
            guard case .array(let values) = value, !values.isEmpty, !values.contains(where: isNested) else { return nil }
            if let length, length != values.count { return nil }
            length = values.count
        }
        guard let length, members.count >= 4 * length else { return nil }
        var columns = [TypedCellTable.Column(name: "index", cells: members.map { .text($0.key) })]
        for position in 0..<length {
            columns.append(TypedCellTable.Column(name: "column \(position + 1)", cells: members.map { member in
                if case .array(let values) = member.value { return cell(values[position]) }
                return .empty
            }))
        }
        return TypedCellTable.table(columns, rowCount: members.count, file: file)
    }

    /// Records of which each holds a list of numbers under one key (a demand pattern's
    /// `multipliers`): the lists are the data, a line per record over the position in its list.
    /// The table is wide: the position (`KEY index`, 0, 1, …), then a column per record named by
    /// its label (its first text field that differs between records; `record N` without one),
    /// shorter lists ending in gaps. Nil unless every record holds such a list under the key and
    /// no other key holds lists of numbers.
    private static func listsPerRecord(_ records: [[(key: String, value: JSONValue)]], file: String) -> DataTable? {
        func isNumberList(_ value: JSONValue) -> Bool {
            guard case .array(let values) = value, !values.isEmpty else { return false }
            return values.allSatisfy { if case .number = $0 { return true }; if case .null = $0 { return true }; return false }
        }
        var listKeys: [String] = []
        for fields in records {
            for (key, value) in fields where isNumberList(value) && !listKeys.contains(key) { listKeys.append(key) }
        }
        guard listKeys.count == 1, let listKey = listKeys.first, records.count <= DataTable.maximumColumnCount - 1,
              records.allSatisfy({ fields in fields.first { $0.key == listKey }.map { isNumberList($0.value) } ?? false })
        else { return nil }
        // The label: the first key whose values are texts, different in every record.
        var labelKey: String?
        for (key, _) in records[0] {
            let texts = records.compactMap { fields -> String? in
                if case .string(let text)? = fields.first(where: { $0.key == key })?.value { return text }
                return nil
            }
            if texts.count == records.count, Set(texts).count == texts.count { labelKey = key; break }
        }
        var lists: [[JSONValue]] = []
        var names: [String] = []
        for (number, fields) in records.enumerated() {
            guard case .array(let list)? = fields.first(where: { $0.key == listKey })?.value else { return nil }
            lists.append(list)
            var name = "record \(number + 1)"
            if let labelKey, case .string(let text)? = fields.first(where: { $0.key == labelKey })?.value { name = text }
            names.append(name)
        }
        let length = lists.map(\.count).max() ?? 0
        // Gaps under short lists stay a small part of the table: a million-long list beside
        // 10^5 one-entry ones would not make a table of 10^11 cells.
        let entries = lists.reduce(0) { $0 + $1.count }
        let (cells, overflow) = length.multipliedReportingOverflow(by: lists.count)
        guard !overflow, cells <= 4 * entries + 4096 else { return nil }
        var columns = [TypedCellTable.Column(name: "\(listKey) index", cells: (0..<length).map { .integer(Double($0)) })]
        for (name, list) in zip(names, lists) {
            columns.append(TypedCellTable.Column(name: name, cells: (0..<length).map { $0 < list.count ? cell(list[$0]) : .empty }))
        }
        return TypedCellTable.table(columns, rowCount: length, file: file)
    }

    /// Records, rows of values, or a list of scalars (one column).
    private static func fromArray(_ elements: [JSONValue], file: String) throws(DataFileError) -> DataTable {
        guard let first = elements.first else { throw DataFileError(file: file, problem: DataFileError.noDataRows) }
        switch first {
        case .object:
            var columns = JSONRecordColumns()
            var records: [[(key: String, value: JSONValue)]] = []
            for (row, element) in elements.enumerated() {
                guard case .object(let members) = element else {
                    throw DataFileError(file: file, problem: "record \(row + 1) is not an object (an array of records has objects only)")
                }
                columns.add(members)
                records.append(members)
            }
            if let long = listsPerRecord(records, file: file) { return long }
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

    /// The members that are lists of records: non-empty arrays of objects only.
    private static func recordLists(_ members: [(key: String, value: JSONValue)]) -> [(key: String, records: [JSONValue])] {
        members.compactMap { member in
            guard case .array(let elements) = member.value, !elements.isEmpty,
                  elements.allSatisfy({ if case .object = $0 { return true }; return false }) else { return nil }
            return (member.key, elements)
        }
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
        // An envelope: one list of records is the data, beside scalars or objects about it
        // (`{"data": [{…}, …]}`, `{"meta": {…}, "rows": [{…}, …]}`, as web APIs and many tools
        // write). With other lists beside it, an object of lists is a column per list.
        let recordLists = Self.recordLists(members)
        let lists = members.filter { if case .array = $0.value { return true }; return false }.count
        if recordLists.count == 1, lists == 1 { return try fromArray(recordLists[0].records, file: file) }
        if recordLists.count >= 2 {
            // Each list of records is a table of its own: none of them is the data by itself.
            let names = recordLists.prefix(3).map { DataFileError.quoted($0.key) }.joined(separator: ", ")
            throw DataFileError(file: file, problem: "\(recordLists.count) lists of records (\(names)\(recordLists.count > 3 ? ", …" : "")): several tables in one JSON document; save the one to draw on its own")
        }
        // An object of arrays: a column each; or, many keys over short lists, a record each.
        if members.allSatisfy({ if case .array = $0.value { return true }; return false }) {
            if let table = recordsPerKey(members, file: file) { return table }
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
        // One flat object of names to numbers (pymatgen's scattering lengths, a count per
        // word): a table of two columns, a bar per name. Settings mix texts, flags and numbers.
        if let named = namedNumbers(members, file: file) { return named }
        // An object of objects: `columns` or `index` orientation.
        var inner: [[(key: String, value: JSONValue)]] = []
        for (_, value) in members {
            guard case .object(let fields) = value else { throw notATable(file) }
            inner.append(fields)
        }
        // Cells of a table are values; objects and lists inside the inner objects are settings
        // or a model nested further (xG parameters: model → scaler → mean → feature).
        let nested = inner.reduce(0) { $0 + $1.filter { isNested($0.value) }.count }
        let scalars = inner.reduce(0) { $0 + $1.count } - nested
        guard nested <= scalars else { throw notATable(file) }
        var innerKeys: [String] = []
        var seen: Set<String> = []
        for fields in inner { for (key, _) in fields where seen.insert(key).inserted { innerKeys.append(key) } }
        let outerKeys = members.map(\.key)
        let outerWhole = outerKeys.allSatisfy(isWholeNumber), innerWhole = innerKeys.allSatisfy(isWholeNumber)
        let outerIsIndex = outerWhole && !innerWhole
            || (!outerWhole && innerHoldsRecords(inner))
            || (!outerWhole && !innerWhole && outerHoldsEntities(inner, innerKeys: innerKeys))
        let rowLabels = outerIsIndex ? outerKeys : innerKeys
        let columnNames = outerIsIndex ? innerKeys : outerKeys
        guard !rowLabels.isEmpty else { throw DataFileError(file: file, problem: DataFileError.noDataRows) }
        // Entries keyed by id whose fields mostly differ (a database of degradation models, each
        // with its own parameters): as a table, most cells would be gaps and each column a few
        // points. pandas writes every cell of a frame, so a table is at least a third filled.
        let filled = inner.reduce(0) { $0 + $1.count }
        if rowLabels.count >= 4, columnNames.count >= 4, filled * 3 < rowLabels.count * columnNames.count {
            throw DataFileError(file: file, problem: "\(members.count) entries keyed by name with different fields each (\(filled * 100 / (rowLabels.count * columnNames.count)) % of \(rowLabels.count) × \(columnNames.count) cells filled): a collection of entries, not a table of data")
        }
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
