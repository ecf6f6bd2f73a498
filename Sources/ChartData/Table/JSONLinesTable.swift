import Foundation

/// A JSON-lines file read whole as a table, so it is planned as a CSV is (`TablePlan`: `--x`,
/// `--y`, `--by`, dates, long tables): a column per key in the order keys first appear, numbers
/// as numbers, `null` and missing keys as gaps, strings as text cells, booleans left out. x comes
/// first: the key `--x` names, else the first of the live parser's time keys present
/// (`t`, `time`, `timestamp`, `ts`, `x`, `date`); with none, the inference finds x (a key of
/// dates) or draws against the row index (`ChartRequest.firstColumnMayBeX` false).
public enum JSONLinesTable {
    /// The keys taken for x when none is named, in order of preference (the live reader's too).
    public static let timeKeys = ["t", "time", "timestamp", "ts", "x", "date"]

    /// A JSON number as a Double; nil for anything else, booleans included.
    public static func number(_ value: Any?) -> Double? {
        guard let number = value as? NSNumber, !isBoolean(number) else { return nil }
        return number.doubleValue
    }

    /// JSON's true and false come back as a boolean NSNumber subclass, and 1 as a plain one.
    private static func isBoolean(_ number: NSNumber) -> Bool {
        String(describing: type(of: number)).contains("Boolean")
    }

    /// Reads JSON lines from `bytes`; `file` names them in errors.
    public static func table(from bytes: [UInt8], file: String, xKey: String?) throws(DataFileError) -> DataTable {
        var keys: [String] = []
        var numbers: [String: [Double]] = [:]
        var texts: [String: [String?]] = [:]
        var rows = 0
        var lineNumber = 0
        for line in bytes.split(separator: 0x0A, omittingEmptySubsequences: false) {
            lineNumber += 1
            let text = String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            guard !text.isEmpty else { continue }
            guard let object = (try? JSONSerialization.jsonObject(with: Data(text.utf8))) as? [String: Any] else {
                throw DataFileError(file: file, line: lineNumber, problem: "not a JSON object")
            }
            for (key, value) in object {
                let number = number(value)
                let string = value as? String
                guard number != nil || string != nil || value is NSNull else { continue }
                if numbers[key] == nil {
                    keys.append(key)
                    numbers[key] = [Double](repeating: .nan, count: rows)
                    texts[key] = [String?](repeating: nil, count: rows)
                }
                numbers[key]!.append(number ?? .nan)
                texts[key]!.append(string ?? number.map(NumberText.plain))
            }
            rows += 1
            for key in keys where numbers[key]!.count < rows {
                numbers[key]!.append(.nan)
                texts[key]!.append(nil)
            }
        }
        guard rows > 0 else { throw DataFileError(file: file, problem: "no data rows") }
        // JSON objects do not keep their key order; sort each line's new keys as written.
        keys = orderedAsWritten(keys, in: bytes)
        let x: String?
        if let xKey {
            guard keys.contains(xKey) else {
                throw DataFileError(file: file, problem: "--x \(xKey): no such key (keys: \(keys.joined(separator: ", ")))")
            }
            x = xKey
        } else {
            x = timeKeys.first { keys.contains($0) }
        }
        var order = keys
        var table = DataTable(columns: [], rowCount: rows)
        table.columnOrderIsArbitrary = true
        if let x {
            order.removeAll { $0 == x }
            order.insert(x, at: 0)
        }
        // With no time key the inference finds x (a date-valued key) or draws against the row
        // index; no `line` column is made up, so no series of row numbers is drawn.
        for key in order {
            let isText = texts[key]!.contains { $0 != nil } && numbers[key]!.allSatisfy { !$0.isFinite }
                || (numbers[key]!.filter(\.isFinite).count < texts[key]!.compactMap { $0 }.count / 2)
            if isText {
                table.textColumns[key] = texts[key]!.map { $0 ?? "" }
            } else {
                table.columns.append(DataTable.Column(name: key, values: numbers[key]!))
            }
            table.columnNames.append(key)
        }
        return table
    }

    /// `keys` in the order they first appear in the text (a key is found as `"key"` followed by
    /// a colon); keys not found keep their place at the end.
    private static func orderedAsWritten(_ keys: [String], in bytes: [UInt8]) -> [String] {
        let prefix = String(decoding: bytes.prefix(1 << 16), as: UTF8.self)
        func position(_ key: String) -> Int {
            guard let data = try? JSONSerialization.data(withJSONObject: [key]),
                  let quoted = String(data: data, encoding: .utf8)?.dropFirst().dropLast(),
                  let range = prefix.range(of: String(quoted) + ":") ?? prefix.range(of: String(quoted) + " :")
            else { return Int.max }
            return prefix.distance(from: prefix.startIndex, to: range.lowerBound)
        }
        return keys.enumerated().sorted { a, b in
            let pa = position(a.element), pb = position(b.element)
            return pa != pb ? pa < pb : a.offset < b.offset
        }.map(\.element)
    }
}
