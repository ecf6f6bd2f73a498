import Foundation

/// Reads Weka's ARFF format: a plain table for the inference, or, with a relational attribute
/// (as aeon writes multivariate problems: each row a quoted string of dimensions separated by
/// `\n`), a collection of series (`SeriesCollection`).
///
/// Grammar: `%` comment lines; `@relation NAME`; `@attribute NAME TYPE`, the type `numeric`,
/// `real`, `integer`, `string`, `date [FORMAT]`, a nominal `{a,b,…}`, or `relational` followed
/// by its own attributes up to `@end NAME`; keywords in any case, names quoted with `'` or `"`
/// when they hold blanks; `@data`, then dense rows (values separated by `,`, `?` missing,
/// quoted with `'` or `"`, `\` escaping) or sparse rows `{index value, …}` (left-out values 0).
/// A trailing `{weight}` after a dense row is skipped.
///
/// ```swift
/// let table = try ARFFFile.table(from: Array(text.utf8), file: "iris.arff")
/// ```
package enum ARFFFile {
    enum Kind: Equatable {
        case numeric(isInteger: Bool)
        case string
        case date
        case nominal([String])
        case relational(width: Int)
    }

    struct Attribute {
        var name: String
        var kind: Kind
    }

    package static func table(from bytes: [UInt8], file: String) throws(DataFileError) -> DataTable {
        let lines = TimeSeriesText.lines(bytes)
        var attributes: [Attribute] = []
        var relationalOpen: (index: Int, name: String)?
        var dataLine: Int?
        for (offset, rawLine) in lines.enumerated() {
            let number = offset + 1
            let line = rawLine.trimmingCharacters(in: .whitespaces)
            if line.isEmpty || line.hasPrefix("%") { continue }
            guard line.hasPrefix("@") else {
                throw DataFileError(file: file, line: number, problem: "a line before @data that is no header line (@relation, @attribute, …)")
            }
            let keyword = line.prefix { !$0.isWhitespace }.lowercased()
            let rest = line.dropFirst(keyword.count).trimmingCharacters(in: .whitespaces)
            switch keyword {
            case "@relation": continue
            case "@attribute":
                guard let (name, typeText) = splitName(rest), !typeText.isEmpty else {
                    throw DataFileError(file: file, line: number, problem: "@attribute must give a name and a type")
                }
                let kind = try kindOf(typeText, line: number, file: file)
                if let open = relationalOpen {
                    guard case .numeric = kind else {
                        throw DataFileError(file: file, line: number, problem: "a relational attribute's own attributes must be numeric")
                    }
                    if case .relational(let width) = attributes[open.index].kind { attributes[open.index].kind = .relational(width: width + 1) }
                    continue
                }
                attributes.append(Attribute(name: name, kind: kind))
                if kind == .relational(width: 0) { relationalOpen = (attributes.count - 1, name) }
            case "@end":
                guard relationalOpen != nil else { throw DataFileError(file: file, line: number, problem: "@end with no relational attribute open") }
                relationalOpen = nil
            case "@data":
                dataLine = number
            default:
                throw DataFileError(file: file, line: number, problem: "an unknown header line (expected @relation, @attribute, @end or @data)")
            }
            if dataLine != nil { break }
        }
        guard let dataLine else {
            throw DataFileError(file: file, problem: "no @data line: the header ends without data (a truncated ARFF file?)")
        }
        if relationalOpen != nil {
            throw DataFileError(file: file, line: dataLine, problem: "@data inside a relational attribute (no @end before it)")
        }
        guard !attributes.isEmpty else { throw DataFileError(file: file, line: dataLine, problem: "@data with no @attribute before it") }
        var rows: [[String?]] = []
        var rowLines: [Int] = []
        for offset in dataLine..<lines.count {
            let line = lines[offset].trimmingCharacters(in: .whitespaces)
            if line.isEmpty || line.hasPrefix("%") { continue }
            rows.append(try values(of: line, attributes: attributes, line: offset + 1, file: file))
            rowLines.append(offset + 1)
        }
        guard !rows.isEmpty else { throw DataFileError(file: file, problem: DataFileError.noDataRows) }
        if attributes.contains(where: { if case .relational = $0.kind { return true }; return false }) {
            return try collection(attributes: attributes, rows: rows, lines: rowLines, file: file)
        }
        var columns: [TypedCellTable.Column] = []
        for (index, attribute) in attributes.enumerated() {
            columns.append(TypedCellTable.Column(name: attribute.name, cells: rows.map { row in
                guard let text = row[index] else { return .empty }
                switch attribute.kind {
                case .numeric(let isInteger):
                    guard let value = Double(text) else { return .text(text) }
                    return isInteger ? .integer(value) : .number(value)
                case .date:
                    if let seconds = TimeSeriesText.seconds(ofTimestamp: text) {
                        return .time(seconds, isDate: !text.contains(":") && !text.contains("T"))
                    }
                    return .text(text)
                case .string, .nominal, .relational: return .text(text)
                }
            }))
        }
        var table = TypedCellTable.table(columns, rowCount: rows.count, file: file, rowNumbers: rowLines)
        table.readingNotes.append("Weka ARFF: \(attributes.count) attributes, \(rows.count) rows")
        return table
    }

    /// A relational attribute's rows: one case per data row, its dimensions the relation's rows,
    /// the class the nominal attribute (or the target the numeric one) beside it.
    private static func collection(attributes: [Attribute], rows: [[String?]], lines: [Int], file: String) throws(DataFileError) -> DataTable {
        let relational = attributes.firstIndex(where: { if case .relational = $0.kind { return true }; return false })!
        let classIndex = attributes.lastIndex(where: { if case .nominal = $0.kind { return true }; return false })
        let numericIndex = attributes.lastIndex(where: { if case .numeric = $0.kind { return true }; return false })
        let targetIndex = classIndex == nil ? numericIndex : nil
        var collection = SeriesCollection(labelKind: classIndex != nil ? .classLabel : targetIndex != nil ? .target : .none)
        var dimensions: Int?
        for (row, line) in zip(rows, lines) {
            let inner = (row[relational] ?? "").split(separator: "\n", omittingEmptySubsequences: true)
            var values: [[Double]] = []
            for (index, dimension) in inner.enumerated() {
                values.append(try TimeSeriesText.values(String(dimension), line: line, what: "dimension \(index + 1)", file: file))
            }
            if let dimensions, values.count != dimensions {
                throw DataFileError(file: file, line: line, problem: "\(values.count) dimensions, expected \(dimensions) (as the first case has)")
            }
            dimensions = values.count
            let label = (classIndex ?? targetIndex).flatMap { row[$0] }
            collection.cases.append(SeriesCollection.Case(dimensions: values, label: label))
        }
        return try collection.table(format: "ARFF with a relational attribute", file: file)
    }

    /// A name (quoted or one word) and the rest of the line.
    private static func splitName(_ text: String) -> (String, String)? {
        guard let first = text.first else { return nil }
        if first == "'" || first == "\"" {
            let body = text.dropFirst()
            guard let close = body.firstIndex(of: first) else { return nil }
            return (String(body[..<close]), body[body.index(after: close)...].trimmingCharacters(in: .whitespaces))
        }
        let name = text.prefix { !$0.isWhitespace }
        return (String(name), text.dropFirst(name.count).trimmingCharacters(in: .whitespaces))
    }

    private static func kindOf(_ text: String, line: Int, file: String) throws(DataFileError) -> Kind {
        if text.hasPrefix("{") {
            guard text.hasSuffix("}") else { throw DataFileError(file: file, line: line, problem: "a nominal attribute's {…} is not closed") }
            let fields = try split(String(text.dropFirst().dropLast()), line: line, file: file)
            return .nominal(fields.compactMap { $0 })
        }
        let word = text.prefix { !$0.isWhitespace }.lowercased()
        switch word {
        case "numeric", "real": return .numeric(isInteger: false)
        case "integer": return .numeric(isInteger: true)
        case "string": return .string
        case "date": return .date
        case "relational": return .relational(width: 0)
        default: throw DataFileError(file: file, line: line, problem: "an attribute type ARFF does not have (numeric, real, integer, string, date, {…} or relational)")
        }
    }

    /// The values of a data row, one per attribute (nil: missing).
    private static func values(of line: String, attributes: [Attribute], line number: Int, file: String) throws(DataFileError) -> [String?] {
        if line.hasPrefix("{") {
            // Sparse: `{index value, …}`; left-out values are 0 (a nominal's first value).
            guard line.hasSuffix("}") else { throw DataFileError(file: file, line: number, problem: "a sparse row's {…} is not closed") }
            var row: [String?] = attributes.map { attribute in
                switch attribute.kind {
                case .numeric: return "0"
                case .nominal(let labels): return labels.first
                default: return nil
                }
            }
            let body = String(line.dropFirst().dropLast())
            for entry in try split(body, line: number, file: file, separatesIndex: true) {
                guard let entry else { continue }
                let parts = entry.split(separator: " ", maxSplits: 1)
                guard parts.count == 2, let index = Int(parts[0]), row.indices.contains(index) else {
                    throw DataFileError(file: file, line: number, problem: "a sparse entry that is not an attribute index (0 to \(row.count - 1)) and a value")
                }
                let value = String(parts[1]).trimmingCharacters(in: .whitespaces)
                row[index] = value == "?" ? nil : unquoted(value)
            }
            return row
        }
        var fields = try split(line, line: number, file: file)
        // A trailing instance weight `{w}` is no value.
        if fields.count == attributes.count + 1, let last = fields.last ?? nil, last.hasPrefix("{"), last.hasSuffix("}") { fields.removeLast() }
        guard fields.count == attributes.count else {
            throw DataFileError(file: file, line: number, problem: "\(fields.count) values, expected \(attributes.count) (one per @attribute)")
        }
        return fields
    }

    private static func unquoted(_ text: String) -> String {
        guard let first = text.first, first == "'" || first == "\"", text.count >= 2, text.last == first else { return text }
        return String(text.dropFirst().dropLast())
    }

    /// Splits at commas outside quotes; a quoted field loses its quotes and escapes (`\n` a line
    /// break, as aeon's relational values hold); `?` unquoted is nil. `separatesIndex`: a sparse
    /// entry keeps its `index value` form, the value's quotes kept for `unquoted`.
    private static func split(_ text: String, line: Int, file: String, separatesIndex: Bool = false) throws(DataFileError) -> [String?] {
        var fields: [String?] = []
        var current = ""
        var quote: Character?
        var quoted = false
        var escaped = false
        for character in text {
            if let open = quote {
                if escaped {
                    switch character {
                    case "n": current.append("\n")
                    case "t": current.append("\t")
                    case "r": current.append("\r")
                    default: current.append(character)
                    }
                    escaped = false
                } else if character == "\\" {
                    escaped = true
                } else if character == open {
                    quote = nil
                    if separatesIndex { current.append(character) }
                } else {
                    current.append(character)
                }
                continue
            }
            switch character {
            case "'", "\"":
                quote = character
                quoted = true
                if separatesIndex { current.append(character) }
            case ",":
                fields.append(field(current, quoted: quoted))
                current = ""
                quoted = false
            default:
                current.append(character)
            }
        }
        guard quote == nil else { throw DataFileError(file: file, line: line, problem: "a quote not closed on its line") }
        fields.append(field(current, quoted: quoted))
        return fields
    }

    private static func field(_ text: String, quoted: Bool) -> String? {
        if quoted { return text.trimmingCharacters(in: .whitespaces) }
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        return trimmed == "?" ? nil : trimmed
    }
}
