/// Finds where each record of a delimited text ends, across line breaks inside quoted fields,
/// and counts lines; it can stop at the end of the bytes it has and resume when more arrive.
///
/// Line breaks are LF, CRLF or a lone CR. A record whose first non-blank byte is `#` is a comment
/// and ends at the next line break whatever it contains (`;` too, when `otherCommentMarker` says so). Bytes are not copied: records are
/// reported as ranges of the buffer the caller passes in, which must hold the same bytes from
/// call to call, less whatever the caller dropped from the front and announced with
/// `dropFirst(_:)`.
package struct RecordScanner {
    /// One record: its bytes without the line break, and the line it starts on.
    package struct Record {
        package enum Kind { case data, comment, blank }
        package var range: Range<Int>
        package var line: Int
        package var kind: Kind
    }

    package enum Step {
        case record(Record)
        /// The bytes so far end inside a record; call again with more.
        case needsMoreInput
        case endOfInput
        /// The input ended inside a quoted field opened on `line`.
        case unterminatedQuote(line: Int)
    }

    private enum State {
        case recordStart, fieldStart, unquoted, quoted, afterQuote, comment
    }

    package let delimiter: FieldDelimiter
    /// A second byte that starts a comment line besides `#`: `;` in files whose leading lines
    /// start with it over a table without semicolons (`TableReader.semicolonCommentsLead`).
    package var otherCommentMarker = ASCII.hash
    private var state = State.recordStart
    private var position: Int
    /// Where the record being scanned starts; everything before it is finished with.
    private(set) var recordStart: Int
    private var recordLine = 1
    private var line = 1
    private var quoteLine = 1
    /// A record ended at a CR; a LF right after it belongs to the same line break.
    private var skipsLineFeed = false
    /// Inside quotes, the last byte was a CR, so a LF now does not start another line.
    private var afterQuotedCarriageReturn = false

    package init(delimiter: FieldDelimiter, start: Int = 0) {
        self.delimiter = delimiter
        position = start
        recordStart = start
    }

    /// `count` lines of one record each were read by another reader (`NumericRecordReader`)
    /// between the last record and the next, so later records carry their true line numbers.
    package mutating func countLinesReadElsewhere(_ count: Int) {
        line += count
        recordLine = line
    }

    /// The caller removed `count` bytes from the front of its buffer (all before `recordStart`).
    package mutating func dropFirst(_ count: Int) {
        position -= count
        recordStart -= count
    }

    package mutating func next(in bytes: UnsafeBufferPointer<UInt8>, isFinal: Bool) -> Step {
        let end = bytes.count
        var index = position
        while index < end {
            let byte = bytes[index]
            switch state {
            case .recordStart:
                if skipsLineFeed {
                    skipsLineFeed = false
                    if byte == ASCII.lineFeed {
                        index += 1
                        recordStart = index
                        continue
                    }
                }
                if ASCII.isBlank(byte) {
                    // Still blank so far, whatever the delimiter.
                } else if ASCII.isLineBreak(byte) {
                    return finishRecord(at: index, in: bytes, kind: .blank)
                } else if byte == ASCII.hash || byte == otherCommentMarker {
                    state = .comment
                } else {
                    state = afterFieldStart(byte)
                }
            case .fieldStart:
                if ASCII.isLineBreak(byte) {
                    return finishRecord(at: index, in: bytes, kind: .data)
                } else if !ASCII.isBlank(byte) && !delimiter.separates(byte) {
                    state = afterFieldStart(byte)
                }
            case .unquoted:
                // The common case: run to the end of the field without leaving the loop.
                var scan = index
                while scan < end, !ASCII.isLineBreak(bytes[scan]), !delimiter.separates(bytes[scan]) { scan += 1 }
                index = scan
                guard index < end else { continue }
                if ASCII.isLineBreak(bytes[index]) {
                    return finishRecord(at: index, in: bytes, kind: .data)
                }
                state = .fieldStart
            case .quoted:
                if byte == ASCII.quote {
                    state = .afterQuote
                } else if byte == ASCII.carriageReturn {
                    line += 1
                } else if byte == ASCII.lineFeed && !afterQuotedCarriageReturn {
                    line += 1
                }
                afterQuotedCarriageReturn = byte == ASCII.carriageReturn
            case .afterQuote:
                if byte == ASCII.quote {
                    state = .quoted  // "" is an escaped quote
                } else if ASCII.isLineBreak(byte) {
                    return finishRecord(at: index, in: bytes, kind: .data)
                } else if delimiter.separates(byte) {
                    state = .fieldStart
                } else if !ASCII.isBlank(byte) {
                    state = .unquoted
                }
            case .comment:
                if ASCII.isLineBreak(byte) {
                    return finishRecord(at: index, in: bytes, kind: .comment)
                }
            }
            index += 1
        }
        position = index

        guard isFinal else { return .needsMoreInput }
        if state == .quoted { return .unterminatedQuote(line: quoteLine) }
        guard recordStart < end else { return .endOfInput }
        let kind: Record.Kind = state == .recordStart ? .blank : state == .comment ? .comment : .data
        let record = Record(range: recordStart..<end, line: recordLine, kind: kind)
        recordStart = end
        state = .recordStart
        return .record(record)
    }

    private mutating func afterFieldStart(_ byte: UInt8) -> State {
        if byte == ASCII.quote {
            quoteLine = line
            afterQuotedCarriageReturn = false
            return .quoted
        }
        return delimiter.separates(byte) ? .fieldStart : .unquoted
    }

    private mutating func finishRecord(at breakIndex: Int, in bytes: UnsafeBufferPointer<UInt8>, kind: Record.Kind) -> Step {
        let record = Record(range: recordStart..<breakIndex, line: recordLine, kind: kind)
        skipsLineFeed = bytes[breakIndex] == ASCII.carriageReturn
        line += 1
        recordLine = line
        position = breakIndex + 1
        recordStart = position
        state = .recordStart
        return .record(record)
    }
}
