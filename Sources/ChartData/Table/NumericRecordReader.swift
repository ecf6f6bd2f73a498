/// Reads the records of a plain numeric delimited file straight from its bytes into column
/// values: one pass per record, each cell parsed where it lies, no record or field bookkeeping,
/// no per-cell copies. It gives up (nil) at the first record it cannot vouch for, and the
/// general `TableReader` reads the file instead, so what it returns is always what
/// `TableReader` would have read.
///
///     let reader = NumericRecordReader(separator: ASCII.comma, fieldCount: 2, tolerant: true)
///     let rows = reader.read(bytes, into: [x, y], capacity: 1_000)   // nil: read it the general way
///
/// What it takes: records that end at a LF or CRLF (the caller has checked the file holds no
/// quote character, so no line break sits inside a field), whose first byte after any blanks is
/// not a `#` or a line break (so no comment or blank record), with exactly `fieldCount` fields, each
/// empty, a gap marker, a lone `-` (tolerant files), or a number `CellParser` reads (the same
/// call the general reader makes, so the values are the same bits). Anything else, a lone CR or
/// a text cell among them, gives up. Columns named in `textFields` (already text where the
/// general reader settled the table: dates, names) keep each cell's text as that reader does,
/// and give up at a number or at bytes that are not UTF-8 text.
package struct NumericRecordReader {
    /// The byte between fields; for a single column, the line feed (never found inside a record).
    package let separator: UInt8
    package let fieldCount: Int
    package let allowsThousandsSeparators: Bool
    /// Files read for a chart, where a lone `-` is a gap.
    package let tolerant: Bool
    /// Per field: a text column, whose cells' texts are kept (and whose values are gaps).
    package var textFields: [Bool]
    /// Per field: a text column of ISO times of this layout, each cell read into its number
    /// (`ISOTimeColumn.seconds(ofCell:)`; empty: NaN; a gap marker: its NaN), no text kept; gives
    /// up at any other cell.
    package var timeLayouts: [ISODateLayout?]

    package init(separator: UInt8, fieldCount: Int, allowsThousandsSeparators: Bool = false, tolerant: Bool) {
        self.separator = separator
        self.fieldCount = fieldCount
        self.allowsThousandsSeparators = allowsThousandsSeparators
        self.tolerant = tolerant
        textFields = Array(repeating: false, count: fieldCount)
        timeLayouts = Array(repeating: nil, count: fieldCount)
    }

    /// The reader for files `TableReader` reads with `delimiter`, nil for the delimiters it does
    /// not take: semicolons (whose decimal commas are settled over a whole column) and runs of
    /// blanks.
    package init?(delimiter: FieldDelimiter, fieldCount: Int, tolerant: Bool) {
        let separator: UInt8
        switch delimiter {
        case .comma: separator = ASCII.comma
        case .tab: separator = ASCII.tab
        case .singleColumn where fieldCount == 1: separator = ASCII.lineFeed
        default: return nil
        }
        guard fieldCount >= 1 else { return nil }
        self.init(separator: separator, fieldCount: fieldCount,
                  allowsThousandsSeparators: delimiter.allowsThousandsSeparators, tolerant: tolerant)
    }

    /// Reads every record of `bytes`, which starts at the start of a record and ends after a line
    /// break or at the end of the file, into `columns` (one buffer per field, each with room for
    /// `capacity` values), and the cells of the `textFields` into `texts` (one array per field);
    /// returns how many records it read, nil when it gives up or they do not fit.
    package func read(_ bytes: UnsafeBufferPointer<UInt8>, into columns: [UnsafeMutablePointer<Double>], capacity: Int,
              texts: inout [[String]]) -> Int? {
        var offsets = Array(repeating: [Int16](), count: fieldCount)
        // Without room for zone offsets, a field of zoned ISO times is not read here.
        guard !timeLayouts.contains(where: { $0?.hasOffset == true }) else { return nil }
        return read(bytes, into: columns, capacity: capacity, texts: &texts, offsetMinutes: &offsets)
    }

    /// `read(_:into:capacity:texts:)`, and for each field of ISO times with a zone offset each
    /// row's offset in minutes (`ISOTimeColumn.offsetMinutes`; 0 for an empty cell or a gap)
    /// appended to `offsetMinutes[field]`.
    package func read(_ bytes: UnsafeBufferPointer<UInt8>, into columns: [UnsafeMutablePointer<Double>], capacity: Int,
                      texts: inout [[String]], offsetMinutes: inout [[Int16]]) -> Int? {
        guard let base = bytes.baseAddress else { return 0 }
        precondition(columns.count == fieldCount && texts.count == fieldCount && offsetMinutes.count == fieldCount)
        return CellParser.exactPowersOfTen.withUnsafeBufferPointer { powers in
            read(base, count: bytes.count, into: columns, capacity: capacity, texts: &texts, offsets: &offsetMinutes, powersOfTen: powers)
        }
    }

    /// The rows `bytes` holds if every line is a record: its line feeds, and one more for a last
    /// line without one.
    package static func lineCount(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        guard let base = bytes.baseAddress else { return 0 }
        let raw = UnsafeRawPointer(base)
        var count = 0
        var index = 0
        // Eight bytes at a time: a byte of `word ^ 0x0A…` is zero where a line feed was, and the
        // expression below sets exactly the high bit of each zero byte (no carries between bytes).
        let lineFeeds: UInt64 = 0x0A0A_0A0A_0A0A_0A0A
        let lows: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
        while index + 8 <= bytes.count {
            let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self) ^ lineFeeds
            count &+= (~(((word & lows) &+ lows) | word | lows)).nonzeroBitCount
            index += 8
        }
        while index < bytes.count {
            if base[index] == ASCII.lineFeed { count += 1 }
            index += 1
        }
        if let last = bytes.last, last != ASCII.lineFeed { count += 1 }
        return count
    }

    private func read(_ base: UnsafePointer<UInt8>, count end: Int, into columns: [UnsafeMutablePointer<Double>],
                      capacity: Int, texts: inout [[String]], offsets: inout [[Int16]],
                      powersOfTen: UnsafeBufferPointer<Double>) -> Int? {
        let anyText = textFields.contains(true)
        let anyTime = timeLayouts.contains { $0 != nil }
        let bytes = UnsafeBufferPointer(start: base, count: end)
        let lastField = fieldCount - 1
        var position = 0
        var row = 0
        // Repeating cells of the first text fields are found by their bytes (`TextCellInterner`).
        var interners: [TextCellInterner?] = anyText
            ? textFields.enumerated().map { $0.element && $0.offset < Self.internedFields ? TextCellInterner() : nil } : []
        while position < end {
            // A blank record or a comment (a `#` after any blanks) is for the general reader.
            var firstSolid = position
            while firstSolid < end, ASCII.isBlank(base[firstSolid]) { firstSolid += 1 }
            if firstSolid == end || ASCII.isLineBreak(base[firstSolid]) || base[firstSolid] == ASCII.hash { return nil }
            if row == capacity { return nil }
            for field in 0...lastField {
                let start = position
                if anyText && textFields[field] {
                    guard let text = readText(base, bytes, from: &position, end: end, interner: &interners[field]) else { return nil }
                    texts[field].append(text)
                    columns[field][row] = .nan
                    guard finishField(field, lastField: lastField, base, at: &position, end: end) else { return nil }
                    continue
                }
                if anyTime, let layout = timeLayouts[field] {
                    while position < end {
                        let byte = base[position]
                        if byte == separator || byte == ASCII.lineFeed || byte == ASCII.carriageReturn { break }
                        position += 1
                    }
                    var offset = 0
                    if position == start {
                        columns[field][row] = .nan
                    } else {
                        let cell = UnsafeBufferPointer(start: base + start, count: position - start)
                        // A gap marker (`NA`) is a NaN naming it, as `foldTimes` keeps it.
                        guard let seconds = ISOTimeColumn.seconds(ofCell: cell, layout: layout) ?? ISOTimeColumn.gap(ofCell: cell) else { return nil }
                        columns[field][row] = seconds
                        if layout.hasOffset, !seconds.isNaN { offset = ISOTimeColumn.offsetMinutes(ofCell: cell) }
                    }
                    if layout.hasOffset { offsets[field].append(Int16(offset)) }
                    guard finishField(field, lastField: lastField, base, at: &position, end: end) else { return nil }
                    continue
                }
                // The common cell, `-123.456` with at most 19 digits, is read while it is scanned,
                // with CellParser's own steps (the mantissa over an exact power of ten, else
                // Eisel-Lemire; both correctly rounded, hence the same bits); any other cell is
                // read by CellParser.
                var scan = position
                let negative = scan < end && base[scan] == ASCII.minus
                if negative { scan += 1 }
                let digitsStart = scan
                var mantissa: UInt64 = 0
                while scan < end, base[scan] &- ASCII.zero < 10 {
                    mantissa = mantissa &* 10 &+ UInt64(base[scan] &- ASCII.zero)
                    scan += 1
                }
                let integerDigits = scan - digitsStart
                var fractionDigits = 0
                if scan < end, base[scan] == ASCII.dot {
                    scan += 1
                    let fractionStart = scan
                    while scan < end, base[scan] &- ASCII.zero < 10 {
                        mantissa = mantissa &* 10 &+ UInt64(base[scan] &- ASCII.zero)
                        scan += 1
                    }
                    fractionDigits = scan - fractionStart
                }
                let digitCount = integerDigits + fractionDigits
                let value: Double
                if digitCount > 0, digitCount <= 19,
                   scan == end || base[scan] == separator || base[scan] == ASCII.lineFeed || base[scan] == ASCII.carriageReturn {
                    let magnitude: Double
                    if mantissa <= 1 << 53, fractionDigits <= 22 {
                        magnitude = Double(mantissa) / powersOfTen[fractionDigits]
                    } else {
                        // 17 digits, as round-trip writers print: CellParser's next step.
                        magnitude = EiselLemire.double(mantissa: mantissa, exponent: -fractionDigits) ?? 0
                    }
                    value = negative ? -magnitude : magnitude
                    position = scan
                } else {
                    while position < end {
                        let byte = base[position]
                        if byte == separator || byte == ASCII.lineFeed || byte == ASCII.carriageReturn { break }
                        position += 1
                    }
                    guard let read = self.value(UnsafeBufferPointer(start: base + start, count: position - start), at: start, in: bytes)
                    else { return nil }
                    value = read
                }
                guard finishField(field, lastField: lastField, base, at: &position, end: end) else { return nil }
                columns[field][row] = value
            }
            row += 1
        }
        return row
    }

    /// A text column's cell, up to its separator or line break: its text as the general reader
    /// keeps it (blanks trimmed as `FieldSplitter` trims them), nil for a number (the general
    /// reader counts those) or bytes that are not UTF-8 text (an error there).
    private func readText(_ base: UnsafePointer<UInt8>, _ bytes: UnsafeBufferPointer<UInt8>,
                          from position: inout Int, end: Int, interner: inout TextCellInterner?) -> String? {
        let start = position
        while position < end {
            let byte = base[position]
            if byte == separator || byte == ASCII.lineFeed || byte == ASCII.carriageReturn { break }
            position += 1
        }
        let raw = UnsafeBufferPointer(start: base + start, count: position - start)
        if let known = interner?.text(of: raw) { return known }
        guard let text = checkedText(base, bytes, start: start, end: position) else { return nil }
        interner?.keep(text, for: raw)
        return text
    }

    /// Text fields past this many are not interned (each interner holds a 32 KiB table).
    static let internedFields = 64

    /// The text of the cell `start..<position`, nil for bytes that are not UTF-8 text or for a number.
    private func checkedText(_ base: UnsafePointer<UInt8>, _ bytes: UnsafeBufferPointer<UInt8>, start: Int, end position: Int) -> String? {
        var spanStart = start
        while spanStart < position, ASCII.isBlank(base[spanStart]) { spanStart += 1 }
        var spanEnd = position
        while spanEnd > spanStart, ASCII.isBlank(base[spanEnd - 1]) { spanEnd -= 1 }
        guard TextCheck.check(bytes, start..<position) == .text else { return nil }
        let cell = UnsafeBufferPointer(start: base + spanStart, count: spanEnd - spanStart)
        if case .number = CellParser.parse(cell, allowsThousandsSeparators: allowsThousandsSeparators) { return nil }
        return FieldSplitter.text(of: FieldSpan(start: spanStart, end: spanEnd, isVerbatim: true), in: bytes)
    }

    /// Steps over what ends field `field`: a separator, or for the last one the line break (LF or
    /// CRLF) or the end; false for anything else (a field too few or too many, a lone CR).
    @inline(__always)
    private func finishField(_ field: Int, lastField: Int, _ base: UnsafePointer<UInt8>, at position: inout Int, end: Int) -> Bool {
        if field < lastField {
            guard position < end, base[position] == separator, separator != ASCII.lineFeed else { return false }
            position += 1
        } else if position < end {
            if base[position] == ASCII.carriageReturn {
                guard position + 1 < end, base[position + 1] == ASCII.lineFeed else { return false }
                position += 2
            } else if base[position] == ASCII.lineFeed {
                position += 1
            } else {
                return false
            }
        }
        return true
    }

    /// The cell's value as the general reader gives it (`TableReader.meaning` for a verbatim
    /// field), nil for text.
    @inline(__always)
    private func value(_ cell: UnsafeBufferPointer<UInt8>, at start: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Double? {
        switch CellParser.parse(cell, allowsThousandsSeparators: allowsThousandsSeparators) {
        case .number(let value): return value
        case .gap: return .nan
        case .text:
            guard tolerant, TableReader.isLoneDash(FieldSpan(start: start, end: start + cell.count, isVerbatim: true), in: bytes)
            else { return nil }
            return .nan
        }
    }
}
