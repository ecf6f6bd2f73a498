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
        var rows = Accumulator(file: file)
        try bytes.withUnsafeBufferPointer { buffer throws(DataFileError) in try rows.consume(buffer, isFinal: true) }
        return try rows.makeTable(xKey: xKey)
    }

    /// The table of JSON lines read a piece at a time (a decompressed stream, never held whole):
    /// each line parsed as it completes, its values added to their key's column.
    package struct Accumulator {
        let file: String
        private var keys: [String] = []
        private var numbers: [String: [Double]] = [:]
        /// Cells as text, only for keys that held a string (a column of numbers alone keeps none).
        private var texts: [String: [String?]] = [:]
        private var rows = 0
        private var lineNumber = 0
        /// The unfinished last line of what came so far.
        private var partial: [UInt8] = []
        /// The first 64 KiB, where keys are looked up to put them in the order they are written.
        private var leading: [UInt8] = []
        /// The longest line read: past it the input is not JSON lines a chart is drawn from.
        static let maximumLineBytes = 1 << 26

        package init(file: String) {
            self.file = file
        }

        /// Adds the lines `bytes` completes; `isFinal`: the input ends after them.
        package mutating func consume(_ bytes: UnsafeBufferPointer<UInt8>, isFinal: Bool) throws(DataFileError) {
            if leading.count < 1 << 16 { leading.append(contentsOf: bytes.prefix((1 << 16) - leading.count)) }
            var start = 0
            while let end = bytes[start...].firstIndex(of: 0x0A) {
                if partial.isEmpty {
                    try line(UnsafeBufferPointer(rebasing: bytes[start..<end]))
                } else {
                    partial.append(contentsOf: bytes[start..<end])
                    let whole = partial
                    partial = []
                    try whole.withUnsafeBufferPointer { line throws(DataFileError) in try self.line(line) }
                }
                start = end + 1
            }
            partial.append(contentsOf: bytes[start...])
            guard partial.count <= Self.maximumLineBytes else {
                throw DataFileError(file: file, line: lineNumber + 1, problem: "a line longer than \(Self.maximumLineBytes >> 20) MiB")
            }
            if isFinal, !partial.isEmpty {
                let last = partial
                partial = []
                try last.withUnsafeBufferPointer { line throws(DataFileError) in try self.line(line) }
            }
        }

        private mutating func line(_ bytes: UnsafeBufferPointer<UInt8>) throws(DataFileError) {
            lineNumber += 1
            let text = String(decoding: bytes, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            guard !text.isEmpty else { return }
            guard let object = (try? JSONSerialization.jsonObject(with: Data(text.utf8))) as? [String: Any] else {
                throw DataFileError(file: file, line: lineNumber, problem: "not a JSON object")
            }
            for (key, value) in object {
                let number = JSONLinesTable.number(value)
                let string = value as? String
                guard number != nil || string != nil || value is NSNull else { continue }
                if numbers[key] == nil {
                    keys.append(key)
                    numbers[key] = [Double](repeating: .nan, count: rows)
                }
                if string != nil, texts[key] == nil {
                    texts[key] = numbers[key]!.map { $0.isNaN ? nil : NumberText.plain($0) }
                }
                numbers[key]!.append(number ?? .nan)
                if texts[key] != nil { texts[key]!.append(string ?? number.map(NumberText.plain)) }
            }
            rows += 1
            for key in keys where numbers[key]!.count < rows {
                numbers[key]!.append(.nan)
                if texts[key] != nil { texts[key]!.append(nil) }
            }
        }

        /// The table of every line consumed, x first (`xKey`, else the first time key present).
        package func makeTable(xKey: String?) throws(DataFileError) -> DataTable {
            guard rows > 0 else { throw DataFileError(file: file, problem: "no data rows") }
            // JSON objects do not keep their key order; sort each line's new keys as written.
            let keys = JSONLinesTable.orderedAsWritten(self.keys, in: leading)
            let x: String?
            if let xKey {
                guard keys.contains(xKey) else {
                    // The keys quoted and escaped as column names are: a key may hold any character.
                    throw DataFileError(file: file, problem: "--x \(xKey): no such key (keys: \(DataFileError.columnList(keys)))")
                }
                x = xKey
            } else {
                x = JSONLinesTable.timeKeys.first { keys.contains($0) }
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
                let values = numbers[key]!
                if let cells = texts[key],
                   values.allSatisfy({ !$0.isFinite }) || values.filter(\.isFinite).count < cells.compactMap({ $0 }).count / 2 {
                    table.textColumns[key] = cells.map { $0 ?? "" }
                } else {
                    table.columns.append(DataTable.Column(name: key, values: values))
                }
                table.columnNames.append(key)
            }
            return table
        }
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
