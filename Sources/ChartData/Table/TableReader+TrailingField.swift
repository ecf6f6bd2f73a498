/// Rows with one field more than the header whose extra field is empty: a trailing tab or `;`
/// written after the last cell (SHARPpy's SARS tables, NOAA's station list). pandas reads such a
/// row whole, so do we; an extra field that holds anything stays the error naming the line.
extension TableReader {
    /// Drops the last field of `fields` when it is one too many and empty (blanks only).
    mutating func dropEmptyExtraField(line: Int, in bytes: UnsafeBufferPointer<UInt8>) {
        guard expectedFieldCount > 0, fields.count == expectedFieldCount + 1, let last = fields.last,
              Self.isBlank(last, in: bytes) else { return }
        fields.removeLast()
        // A second record is split twice (before and after the header is settled): counted once.
        guard line != emptyExtraFields.lastLine else { return }
        if emptyExtraFields.count == 0 { emptyExtraFields.firstLine = line }
        emptyExtraFields.count += 1
        emptyExtraFields.lastLine = line
    }

    /// What `--explain` says of the dropped fields.
    var emptyExtraFieldsNote: String {
        let rows = emptyExtraFields.count == 1 ? "1 row" : "\(emptyExtraFields.count) rows"
        return "\(rows) (first at line \(emptyExtraFields.firstLine)) end in one empty field more than the header names (a trailing delimiter): read without it"
    }

    /// Whether a field holds nothing but blanks (a quoted `""` is a value, not nothing).
    static func isBlank(_ field: FieldSpan, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var i = field.start
        while i < field.end {
            let byte = bytes[i]
            guard byte == 32 || byte == 9 || byte == 13 else { return false }
            i += 1
        }
        return true
    }
}
