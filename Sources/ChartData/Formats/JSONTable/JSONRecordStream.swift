/// A JSON array of records (`[{"t": 1, "v": 2.5}, ...]`, pandas' `orient="records"`) read a piece
/// at a time, so that a compressed one is never held whole: each record's bytes are found by
/// their brackets (strings and escapes skipped), parsed alone (`JSONValueParser`) and added to
/// the columns as `JSONDataTable` adds them, so the table is the one a whole read gives.
///
/// Until the first element shows whether the document is records (`isRecords`), the bytes are
/// kept (`retained`): any other JSON document is read whole by the caller.
package struct JSONRecordStream {
    let file: String
    /// nil until the first element's first byte is seen; then whether it is an object.
    package private(set) var isRecords: Bool?
    /// The bytes consumed while `isRecords` is not true (the caller's, to read whole).
    package private(set) var retained: [UInt8] = []

    private enum State { case start, beforeElement, inElement, afterElement, done }
    private var state = State.start
    private var element: [UInt8] = []
    private var depth = 0
    private var inString = false
    private var escaped = false
    private var afterComma = false
    private var columns = JSONRecordColumns()
    private var rows: Int { columns.rows }
    /// The longest record read: past it the document is not records a chart is drawn from.
    static let maximumRecordBytes = 1 << 26

    package init(file: String) {
        self.file = file
    }

    /// Scans `bytes`, adding each record they complete.
    package mutating func consume(_ bytes: UnsafeBufferPointer<UInt8>) throws(DataFileError) {
        if isRecords != true { retained.append(contentsOf: bytes) }
        for byte in bytes {
            if isRecords == false { return }
            switch state {
            case .start:
                if isSpace(byte) { continue }
                guard byte == UInt8(ascii: "[") else { isRecords = false; return }
                state = .beforeElement
            case .beforeElement:
                if isSpace(byte) { continue }
                if byte == UInt8(ascii: "]"), !afterComma { state = .done; if isRecords == nil { isRecords = false }; continue }
                guard byte == UInt8(ascii: "{") else {
                    if isRecords == nil { isRecords = false; return }
                    throw DataFileError(file: file, problem: "record \(rows + 1) is not an object (an array of records has objects only)")
                }
                if isRecords == nil {
                    isRecords = true
                    retained = []
                }
                state = .inElement
                element = [byte]
                depth = 1
            case .inElement:
                element.append(byte)
                if inString {
                    if escaped { escaped = false } else if byte == UInt8(ascii: "\\") { escaped = true } else if byte == UInt8(ascii: "\"") { inString = false }
                } else if byte == UInt8(ascii: "\"") {
                    inString = true
                } else if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "[") {
                    depth += 1
                } else if byte == UInt8(ascii: "}") || byte == UInt8(ascii: "]") {
                    depth -= 1
                    if depth == 0 {
                        try add(element)
                        element = []
                        state = .afterElement
                    }
                }
                if element.count > Self.maximumRecordBytes {
                    throw DataFileError(file: file, problem: "record \(rows + 1) is longer than \(Self.maximumRecordBytes >> 20) MiB")
                }
            case .afterElement:
                if isSpace(byte) { continue }
                if byte == UInt8(ascii: ",") { state = .beforeElement; afterComma = true; continue }
                guard byte == UInt8(ascii: "]") else { throw syntax("expected , or ] after record \(rows)") }
                state = .done
            case .done:
                guard isSpace(byte) else { throw syntax("more after the array of records ends") }
            }
        }
    }

    private func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0xEF || byte == 0xBB || byte == 0xBF
    }

    private func syntax(_ problem: String) -> DataFileError {
        DataFileError(file: file, problem: "not valid JSON: \(problem)")
    }

    private mutating func add(_ bytes: [UInt8]) throws(DataFileError) {
        afterComma = false
        guard case .object(let members) = try JSONValueParser.parse(bytes, file: file) else {
            throw DataFileError(file: file, problem: "record \(rows + 1) is not an object (an array of records has objects only)")
        }
        columns.add(members)
    }

    /// The table of every record, once the input has ended.
    package func finish() throws(DataFileError) -> DataTable {
        guard state == .done else { throw syntax("the array of records ends early (truncated?)") }
        return try columns.table(file: file)
    }
}
