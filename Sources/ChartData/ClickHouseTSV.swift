/// A ClickHouse answer in `TabSeparatedWithNamesAndTypes`: a line of column names, a line of
/// type names, then one line per row; fields are separated by tabs, `\N` is NULL, and tab, line
/// break and backslash inside a field are backslash escapes. Numbers come back as the server
/// writes them (shortest text that reads back to the same value), parsed here by `Double(_:)`.
///
/// ```swift
/// let answer = try ClickHouseTSV(bytes: Array("x\ty\nInt64\tFloat64\n1\t2.5\n".utf8))
/// answer.rows   // [[.number(1), .number(2.5)]]
/// ```
///
/// Untrusted input (the fuzz target `clickhouse` feeds it anything): a malformed answer is a
/// `Malformed` error, never a crash; an exception the server appended after rows it had already
/// sent (possible without `wait_end_of_query=1`) is reported in its own words.
public struct ClickHouseTSV: Sendable {
    public var columns: [SQLColumn]
    public var rows: [[SQLValue]]

    /// What was wrong with an answer, in words.
    public struct Malformed: Error, Equatable, Sendable {
        public var problem: String
    }

    public init(bytes: [UInt8]) throws(Malformed) {
        var lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        if lines.last?.isEmpty == true { lines.removeLast() }
        guard lines.count >= 2 else {
            throw Malformed(problem: lines.first.map { Self.exception($0) ?? "an answer without its header lines" }
                            ?? "an empty answer")
        }
        let names = Self.fields(lines[0]).map { $0 ?? "" }
        let types = Self.fields(lines[1]).map { $0 ?? "" }
        guard names.count == types.count else {
            throw Malformed(problem: Self.exception(lines[1]) ?? "\(names.count) column names but \(types.count) types")
        }
        columns = zip(names, types).map { SQLColumn(name: $0, declaredType: $1) }
        let numeric = types.map(ClickHouseType.isNumber)
        rows = []
        rows.reserveCapacity(lines.count - 2)
        for (index, line) in lines.dropFirst(2).enumerated() {
            let cells = Self.fields(line)
            guard cells.count == names.count else {
                throw Malformed(problem: Self.exception(line) ?? "row \(index + 1) has \(cells.count) fields, not \(names.count)")
            }
            rows.append(zip(cells, numeric).map { cell, isNumber in
                guard let cell else { return .null }
                if isNumber { return Double(cell).map(SQLValue.number) ?? .text(cell) }
                return .text(cell)
            })
        }
    }

    /// The message of a `Code: N, e.displayText() = DB::Exception: …` line, if `line` is one.
    static func exception(_ line: ArraySlice<UInt8>) -> String? {
        let text = String(decoding: line, as: UTF8.self)
        guard text.hasPrefix("Code: ") else { return nil }
        return ClickHouseConnection.serverMessage(text)
    }

    /// The fields of one line, unescaped; nil for `\N`.
    static func fields(_ line: ArraySlice<UInt8>) -> [String?] {
        var result: [String?] = []
        var field: [UInt8] = []
        var escaped = false, isNull = false
        for byte in line {
            if escaped {
                escaped = false
                switch byte {
                case UInt8(ascii: "t"): field.append(9)
                case UInt8(ascii: "n"): field.append(10)
                case UInt8(ascii: "r"): field.append(13)
                case UInt8(ascii: "b"): field.append(8)
                case UInt8(ascii: "f"): field.append(12)
                case UInt8(ascii: "0"): field.append(0)
                case UInt8(ascii: "N") where field.isEmpty: isNull = true
                default: field.append(byte)
                }
            } else if byte == UInt8(ascii: "\\") {
                escaped = true
            } else if byte == 9 {
                result.append(isNull && field.isEmpty ? nil : String(decoding: field, as: UTF8.self))
                field.removeAll(keepingCapacity: true)
                isNull = false
            } else {
                field.append(byte)
            }
        }
        result.append(isNull && field.isEmpty ? nil : String(decoding: field, as: UTF8.self))
        return result
    }
}
