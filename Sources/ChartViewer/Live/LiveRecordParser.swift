import ChartData
import Foundation

/// Turns a live input, read a piece at a time, into points per series: CSV/TSV rows (the first
/// column, or the one `--x` names, is x; every other column a series) or JSON lines
/// (`{"t": 1700000000.5, "cpu": 31.2}`: a series per numeric key, x from `--x` or the first of
/// t, time, timestamp, ts, x, date present; without one, the line's number).
///
/// The format is judged from the first character that is not white space: `{` means JSON lines.
/// Series keep the order their keys first appear in. `null` is a gap (NaN); strings and booleans
/// are not series. A line that is not a JSON object is an error naming the line.
///
/// ```swift
/// let parser = LiveRecordParser(file: "<stdin>", xKey: nil)
/// for batch in try parser.feed(Array(chunk)) { feed.append(x: batch.x, y: batch.y, to: .key(batch.key)) }
/// ```
final class LiveRecordParser {
    static let timeKeys = JSONLinesTable.timeKeys

    let file: String
    let xKey: String?
    private var format: Format = .undecided
    private var pendingLine: [UInt8] = []
    private var lineNumber = 0
    private var jsonXKey: String?
    private var keyOrder: [String] = []
    /// The first x read, to judge whether x holds epoch times.
    private(set) var firstX: Double?
    /// The name of the x column or key, once known.
    private(set) var xName: String?

    private enum Format {
        case undecided
        case table(StreamingTableParser)
        case jsonLines
    }

    init(file: String, xKey: String?) {
        self.file = file
        self.xKey = xKey
    }

    /// Reads `bytes` and returns the points they completed, per series.
    func feed(_ bytes: [UInt8]) throws(ViewerError) -> [LiveBatch] {
        if case .undecided = format {
            guard let first = bytes.first(where: { !($0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D) }) else {
                return []
            }
            format = first == UInt8(ascii: "{") ? .jsonLines : .table(StreamingTableParser(file: file))
        }
        switch format {
        case .undecided:
            return []
        case .table(let parser):
            do {
                return try tableBatches(parser.feed(bytes: bytes), parser: parser)
            } catch {
                throw (error as? ViewerError) ?? ViewerError("\(error)")
            }
        case .jsonLines:
            pendingLine.append(contentsOf: bytes)
            return try jsonBatches(final: false)
        }
    }

    /// Marks the end of input; returns the last points (a final line without a line break).
    func finish() throws(ViewerError) -> [LiveBatch] {
        switch format {
        case .undecided:
            throw ViewerError("\(file): no data rows")
        case .table(let parser):
            do {
                return try tableBatches(parser.finish(), parser: parser)
            } catch {
                throw (error as? ViewerError) ?? ViewerError("\(error)")
            }
        case .jsonLines:
            return try jsonBatches(final: true)
        }
    }

    // MARK: Tables

    private func tableBatches(_ rows: [[Double]], parser: StreamingTableParser) throws(ViewerError) -> [LiveBatch] {
        guard !rows.isEmpty, let names = parser.columnNames else { return [] }
        var xColumn = 0
        if let xKey {
            guard let found = names.firstIndex(of: xKey) else {
                // Names come from the input: quoted and escaped, so the message stays one line
                // (the fuzzer found a header with control characters in it).
                throw ViewerError("\(file): --x \(xKey): no such column (columns: \(names.map(DataFileError.quoted).joined(separator: ", ")))")
            }
            xColumn = found
        }
        xName = names[xColumn]
        let xs = rows.map { $0.indices.contains(xColumn) ? $0[xColumn] : .nan }
        if firstX == nil { firstX = xs.first(where: \.isFinite) }
        var batches: [LiveBatch] = []
        for column in names.indices where column != xColumn || names.count == 1 {
            let ys = rows.map { $0.indices.contains(column) ? $0[column] : .nan }
            // A single column is y against the row number.
            let x = names.count == 1 ? (0..<rows.count).map { Double(parser.rowCount - rows.count + $0) } : xs
            batches.append(LiveBatch(key: names[column], x: x, y: ys))
        }
        return batches
    }

    // MARK: JSON lines

    private func jsonBatches(final: Bool) throws(ViewerError) -> [LiveBatch] {
        var batches: [String: LiveBatch] = [:]
        var start = 0
        var lines: [ArraySlice<UInt8>] = []
        for (index, byte) in pendingLine.enumerated() where byte == 0x0A {
            lines.append(pendingLine[start..<index])
            start = index + 1
        }
        if final && start < pendingLine.count {
            lines.append(pendingLine[start...])
            start = pendingLine.count
        }
        pendingLine.removeFirst(start)
        for line in lines {
            lineNumber += 1
            let text = String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            guard !text.isEmpty else { continue }
            guard let object = (try? JSONSerialization.jsonObject(with: Data(text.utf8))) as? [String: Any] else {
                throw ViewerError("\(file):\(lineNumber): not a JSON object")
            }
            try take(object, text: text, into: &batches)
        }
        return keyOrder.compactMap { batches[$0] }
    }

    private func take(_ object: [String: Any], text: String, into batches: inout [String: LiveBatch]) throws(ViewerError) {
        if jsonXKey == nil {
            if let xKey {
                guard object[xKey] != nil else {
                    throw ViewerError("\(file):\(lineNumber): --x \(xKey): no such key")
                }
                jsonXKey = xKey
            } else {
                jsonXKey = Self.timeKeys.first { object[$0] != nil } ?? ""
            }
            xName = jsonXKey?.isEmpty == false ? jsonXKey : nil
        }
        let x: Double
        if let key = jsonXKey, !key.isEmpty {
            x = Self.number(object[key]) ?? .nan
        } else {
            x = Double(lineNumber - 1)
        }
        if firstX == nil, x.isFinite { firstX = x }
        // Keys in the order they stand in the line, so series keep the writer's order.
        let keys = object.keys.filter { $0 != jsonXKey && Self.isSeriesValue(object[$0]) }.sorted {
            (text.range(of: "\"\($0)\"")?.lowerBound ?? text.endIndex) < (text.range(of: "\"\($1)\"")?.lowerBound ?? text.endIndex)
        }
        for key in keys {
            if !keyOrder.contains(key) { keyOrder.append(key) }
            batches[key, default: LiveBatch(key: key, x: [], y: [])].x.append(x)
            batches[key, default: LiveBatch(key: key, x: [], y: [])].y.append(Self.number(object[key]) ?? .nan)
        }
    }

    private static func isSeriesValue(_ value: Any?) -> Bool {
        value is NSNull || JSONLinesTable.number(value) != nil
    }

    static func number(_ value: Any?) -> Double? { JSONLinesTable.number(value) }
}
