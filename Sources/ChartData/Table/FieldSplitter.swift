/// Splits one complete record into fields (RFC 4180 quoting), without copying bytes.
///
/// A field is quoted when its first non-blank byte is `"`; inside, `""` is a quote and delimiters
/// and line breaks are plain text. Text after the closing quote is kept, as spreadsheets do.
/// Blanks around a field are not part of it. A `"` later in an unquoted field is plain text.
package enum FieldSplitter {
    /// Splits the record in `range` into `fields` and returns how many fields the record has. `keepingAtMost`: only the first fields are put in
    /// `fields`, the rest only counted (a line of 52 M fields is refused by its count, not after
    /// 52 M spans are stored); `stoppingPast`: the count stops once it is past this, and that
    /// count plus one comes back (detection only needs to know a record is too wide).
    @discardableResult
    package static func split(
        _ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, by delimiter: FieldDelimiter,
        into fields: inout [FieldSpan], keepingAtMost keep: Int = .max, stoppingPast stop: Int = .max
    ) -> Int {
        fields.removeAll(keepingCapacity: true)
        var count = 0
        let end = range.upperBound
        let collapses = delimiter.collapsesRuns
        var index = range.lowerBound
        while true {
            // Leading blanks are skipped, but a tab that is the delimiter ends an empty field.
            while index < end, ASCII.isBlank(bytes[index]), collapses || !delimiter.separates(bytes[index]) {
                index += 1
            }
            if collapses && index == end { break }

            let fieldStart = index
            if index < end && bytes[index] == ASCII.quote {
                var closing = index + 1
                var hasEscapes = false
                while closing < end {
                    if bytes[closing] == ASCII.quote {
                        if closing + 1 < end && bytes[closing + 1] == ASCII.quote {
                            hasEscapes = true
                            closing += 2
                            continue
                        }
                        break
                    }
                    closing += 1
                }
                index = min(closing + 1, end)
                var trailingText = false
                var fieldEnd = index
                while index < end, !delimiter.separates(bytes[index]) {
                    if !ASCII.isBlank(bytes[index]) {
                        trailingText = true
                        fieldEnd = index + 1
                    }
                    index += 1
                }
                count += 1
                if count <= keep {
                    if hasEscapes || trailingText || closing >= end {
                        fields.append(FieldSpan(start: fieldStart, end: fieldEnd, isVerbatim: false))
                    } else {
                        fields.append(FieldSpan(start: fieldStart + 1, end: closing, isVerbatim: true))
                    }
                }
            } else {
                while index < end, !delimiter.separates(bytes[index]) { index += 1 }
                count += 1
                if count <= keep {
                    var fieldEnd = index
                    while fieldEnd > fieldStart, ASCII.isBlank(bytes[fieldEnd - 1]) { fieldEnd -= 1 }
                    fields.append(FieldSpan(start: fieldStart, end: fieldEnd, isVerbatim: true))
                }
            }

            guard index < end, count <= stop else { break }
            index += 1  // past the delimiter; a delimiter at the very end leaves one empty field
        }
        return count
    }

    /// The value of a field that is not verbatim: quotes removed, `""` turned into `"`, text after
    /// the closing quote appended.
    package static func unescaped(_ field: FieldSpan, in bytes: UnsafeBufferPointer<UInt8>) -> [UInt8] {
        var value: [UInt8] = []
        value.reserveCapacity(field.end - field.start)
        var index = field.start + 1
        while index < field.end {
            let byte = bytes[index]
            if byte == ASCII.quote {
                if index + 1 < field.end && bytes[index + 1] == ASCII.quote {
                    value.append(ASCII.quote)
                    index += 2
                    continue
                }
                value.append(contentsOf: bytes[(index + 1)..<field.end])
                break
            }
            value.append(byte)
            index += 1
        }
        return value
    }

    /// The field read as a number, a gap or text.
    package static func value(
        of field: FieldSpan, in bytes: UnsafeBufferPointer<UInt8>, allowsThousandsSeparators: Bool
    ) -> CellParser.Value {
        if field.isVerbatim {
            let cell = UnsafeBufferPointer(rebasing: bytes[field.start..<field.end])
            return CellParser.parse(cell, allowsThousandsSeparators: allowsThousandsSeparators)
        }
        return CellParser.parse(unescaped(field, in: bytes), allowsThousandsSeparators: allowsThousandsSeparators)
    }

    /// The field's text, blanks around it removed.
    package static func text(of field: FieldSpan, in bytes: UnsafeBufferPointer<UInt8>) -> String {
        if field.isVerbatim {
            // Blanks trimmed as bytes (every text cell of a date column comes here): the same as
            // trimming characters, except where a leading blank would join a combining mark
            // after it into one character, which the character path keeps.
            var start = field.start
            var end = field.end
            while start < end, ASCII.isBlank(bytes[start]) { start += 1 }
            if start == field.start || start == end || bytes[start] < 0x80 {
                while end > start, ASCII.isBlank(bytes[end - 1]) { end -= 1 }
                return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
            }
        }
        let raw = field.isVerbatim
            ? String(decoding: bytes[field.start..<field.end], as: UTF8.self)
            : String(decoding: unescaped(field, in: bytes), as: UTF8.self)
        return raw.trimmingBlanks()
    }
}

private extension String {
    func trimmingBlanks() -> String {
        let isBlank: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        guard let first = firstIndex(where: { !isBlank($0) }),
              let last = lastIndex(where: { !isBlank($0) }) else { return "" }
        return String(self[first...last])
    }
}
