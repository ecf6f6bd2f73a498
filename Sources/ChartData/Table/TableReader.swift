/// The engine behind both `DelimitedTextParser` and `StreamingTableParser`: turns UTF-8 bytes,
/// given all at once or a piece at a time, into rows, following the rules documented on
/// `DelimitedTextParser`.
///
/// Whole files and streams go through the same code, so a stream split anywhere gives the same
/// rows as the file read at once. The only difference is what happens to a cell that is not a
/// number: a whole file can wait to see whether its column holds text only (a date column, kept
/// or reported as a whole); a stream must answer at once and reports the cell.
package struct TableReader {
    package enum Output {
        /// Collect columns for a `DataTable`.
        case columns(keepTextColumns: Bool)
        /// Collect rows for the caller to take with `takeRows()`.
        case rows
    }

    package let file: String
    package let output: Output

    package var isDetecting = true
    /// Where the text starts after a byte order mark; `nil` until the first bytes are seen.
    private var bodyStart: Int?
    private var detectionScanner = RecordScanner(delimiter: .anyCandidate)
    var sample: [[UInt8]] = []
    /// Where each sample record starts in the bytes and its line (TableReader+Preamble.swift).
    private var sampleStarts: [(start: Int, line: Int)] = []
    /// An end-of-table marker (`$$EOE`) was read: the records after it are not the table's.
    var passedEndMarker = false
    var endMarkerNote: String?
    /// Comment lines before the first record, seen by detection.
    private var detectionComments: [(bytes: [UInt8], line: Int)] = []
    /// The byte besides `#` that starts a comment line (`;` when `semicolonCommentsLead`, `!` when
    /// `bangCommentsLead`), once known.
    var commentMarker: UInt8?
    /// Whether the first records may sit over a header block (TableReader+HeaderBlock.swift), once known.
    var headerBlockTrigger: Bool?
    /// Whether the first records disagree in shape (TableReader+Preamble.swift), once known.
    var firstRecordsDisagree: Bool?
    /// The lines skipped above the table, if any (TableReader+Preamble.swift).
    package private(set) var preamble: Preamble?

    var delimiter = FieldDelimiter.singleColumn
    /// The delimiter when the caller knows it (text a layout reader wrote, Layouts/TextLayout.swift):
    /// no detection, no preamble.
    package var forcedDelimiter: FieldDelimiter?
    package var scanner = RecordScanner(delimiter: .singleColumn)
    package var fields: [FieldSpan] = []
    /// The first data record, held back until the second one shows whether it is a header.
    package var firstRecord: (bytes: [UInt8], line: Int)?
    /// A second record of texts under a header of texts, held back until the third shows
    /// whether it is a units row (`s,degC,hPa` under `time,temp,pressure`): see `TableReader+Units.swift`.
    package var unitsCandidate: (bytes: [UInt8], line: Int)?
    /// Rows of texts under the units candidate (pvlib's Sandia table writes a row of keys
    /// `[0],snl_area,…` under its units), held back with it: skipped when it is a units row.
    package var metadataRows: [(bytes: [UInt8], line: Int)] = []
    /// Comment lines above the first record, for a commented header (TableReader+HeaderShapes.swift).
    var commentsAboveTable: [(bytes: [UInt8], line: Int)] = []
    /// How the names were found when not from one plain first row, for `--explain`.
    var headerNote: String?
    /// Records of one field under a table of several, held back until a full record follows:
    /// at the end they are a footer (TableReader+Footer.swift).
    var footer: [(bytes: [UInt8], line: Int)] = []
    /// A run of one-field records longer than a footer was seen: they are data.
    var footerRuledOut = false
    var footerNote: String?
    /// Records that do not fit the table under a long run of rows, held back until the end
    /// shows whether they are a trailer of notes (TableReader+Footer.swift).
    var trailer: [(bytes: [UInt8], line: Int)] = []
    /// More records that do not fit were seen than a trailer holds: they are read as rows.
    var trailerRuledOut = false
    /// Each column's unit from a units row, by column name (`DataTable.units`).
    package var units: [String: String] = [:]
    /// What was skipped under the units row, for `--explain` (`DataTable.readingNotes`).
    package var unitsNote: String?
    /// The columns' names, each one once: a header that names two columns alike (`a,a`) gives the
    /// second `a.1`, as pandas reads it, so a lookup by name finds each column and none is drawn
    /// as a copy of the other.
    package internal(set) var columnNames: [String]? {
        didSet {
            if let names = columnNames, let unique = ColumnNames.unique(names) { columnNames = unique }
        }
    }
    private(set) var namesComeFromHeader = false
    mutating func markNamesFromHeader() { namesComeFromHeader = true }
    package var expectedFieldCount = 0
    /// The header names one column fewer than the rows hold: the first is an unnamed index.
    package var headerLacksIndex = false
    package var rowCount = 0

    package var columns: [ColumnAccumulator] = []
    /// Semicolon files: the columns holding a decimal-comma number, and the cells read with a dot
    /// as decimal point that a column of decimal commas means as thousands (`2.000` → 2000),
    /// settled per column in `makeTable` (TableReader+CellMeaning.swift).
    package var decimalCommaColumns: Set<Int> = []
    package var dottedThousands: [Int: [(row: Int, value: Double)]] = [:]
    private var rows: [[Double]] = []

    /// Whole files kept for charts (`keepTextColumns`): a column mixing numbers and text is
    /// settled at the end by its majority (`ColumnAccumulator+Mixed.swift`) instead of stopping.
    package var tolerant: Bool {
        if case .columns(true) = output { return true }
        return false
    }

    package init(file: String, output: Output) {
        self.file = file
        self.output = output
    }

    /// Reads every complete record in `bytes` and returns how many bytes from the front it is
    /// finished with; the caller drops those and passes the rest again, with more, next time.
    /// `isFinal`: nothing follows, so the last record needs no line break.
    package mutating func consume(_ bytes: UnsafeBufferPointer<UInt8>, isFinal: Bool) throws(DataFileError) -> Int {
        if isDetecting {
            guard try collectSample(bytes, isFinal: isFinal), let bodyStart else { return 0 }
            if forcedDelimiter == nil, let found = Self.preambleStart(in: sample) {
                let (start, line) = sampleStarts[found.index]
                delimiter = found.delimiter
                scanner = RecordScanner(delimiter: delimiter, start: start + found.headerOffset)
                scanner.otherCommentMarker = commentMarker ?? ASCII.hash
                scanner.countLinesReadElsewhere(line - 1)
                preamble = Preamble(lines: line - 1, fieldCount: 0, headerFromLabelledLine: found.headerOffset > 0)
                // The scanner starts under the preamble: the comment lines above it are known
                // from detection only (a `;` header over a date line, as EVE writes).
                commentsAboveTable = detectionComments.filter { $0.line < line }
            } else {
                delimiter = forcedDelimiter ?? FieldDelimiter.detect(in: Array(sample.prefix(FieldDelimiter.detectionSampleSize)))
                let lookedAt = Array(sample.prefix(Self.headerBlockLookahead))
                if let block = headerBlock(in: lookedAt, lines: sampleStarts.prefix(lookedAt.count).map(\.line)) {
                    // The names come from the rows above the body (TableReader+HeaderBlock.swift):
                    // reading starts at the body's first record.
                    let (start, line) = sampleStarts[block.bodyIndex]
                    scanner = RecordScanner(delimiter: delimiter, start: start)
                    scanner.otherCommentMarker = commentMarker ?? ASCII.hash
                    scanner.countLinesReadElsewhere(line - 1)
                    startTable(names: block.names, note: block.note)
                } else {
                    scanner = RecordScanner(delimiter: delimiter, start: bodyStart)
                    scanner.otherCommentMarker = commentMarker ?? ASCII.hash
                }
            }
            sample = []
            sampleStarts = []
            detectionComments = []
            isDetecting = false
        }
        while true {
            switch scanner.next(in: bytes, isFinal: isFinal) {
            case .record(let record):
                try read(record, in: bytes)
            case .needsMoreInput:
                let finished = scanner.recordStart
                scanner.dropFirst(finished)
                return finished
            case .endOfInput:
                scanner.dropFirst(bytes.count)
                return bytes.count
            case .unterminatedQuote(let line):
                throw error(line: line, DataFileError.unterminatedQuote)
            }
        }
    }

    /// Rows that ended in one empty field more than the header names (a trailing tab or `;`),
    /// read without it as pandas does; the first such line, for `--explain`.
    package var emptyExtraFields: (count: Int, firstLine: Int, lastLine: Int) = (0, 0, 0)

    /// Called after the final `consume`: settles a lone first record and checks there was data.
    package mutating func finish() throws(DataFileError) {
        if columnNames == nil, let firstRecord {
            if let unitsCandidate {
                // Header and a row of texts, nothing more: read as before units rows existed.
                try settleUnitsCandidate(unitsCandidate, first: firstRecord, followedBy: nil)
            } else {
                try startTable(first: firstRecord, secondValues: nil)
            }
        }
        guard rowCount > 0 else { throw error(DataFileError.noDataRows) }
        if let first = trailer.first, let last = trailer.last {
            footerNote = Self.lineSpan(first.line, last.line) + " skipped: \(trailer.count == 1 ? "a line" : "\(trailer.count) lines") at the end that do not fit the rows of \(expectedFieldCount) fields above (a trailer of notes, as pandas' skipfooter=\(trailer.count))"
        } else if let first = footer.first, let last = footer.last {
            footerNote = Self.lineSpan(first.line, last.line) + " skipped: one field at the end under rows of \(expectedFieldCount) (an end marker or footer, as pandas' skipfooter=\(footer.count))"
        }
    }

    /// The rows read since the last call (`.rows` output only).
    package mutating func takeRows() -> [[Double]] {
        defer { rows = [] }
        return rows
    }

    /// Frees the columns once `makeTable()` has taken what it keeps (the rows read stay counted).
    package mutating func releaseColumns() {
        columns = columns.map { _ in ColumnAccumulator() }
    }

    /// The table read (`.columns` output only, after `finish()`).
    package func makeTable() throws(DataFileError) -> DataTable {
        guard case .columns(let keepTextColumns) = output, let headerNames = columnNames else {
            return DataTable(columns: [], rowCount: rowCount)
        }
        var table = DataTable(columns: [], rowCount: rowCount)
        table.units = units
        if let unitsNote { table.readingNotes.append(unitsNote) }
        if let headerNote { table.readingNotes.append(headerNote) }
        if var preamble {
            preamble.fieldCount = headerNames.count
            table.readingNotes.append(preamble.note)
        }
        if let footerNote { table.readingNotes.append(footerNote) }
        if emptyExtraFields.count > 0 {
            table.readingNotes.append(emptyExtraFieldsNote)
        }
        if let endMarkerNote { table.readingNotes.append(endMarkerNote) }
        let emptyColumns = unnamedEmptyColumns(headerNames)
        if let first = emptyColumns.min() {
            table.readingNotes.append("\(emptyColumns.count == 1 ? "1 column" : "\(emptyColumns.count) columns") left out (\(headerNames[first])"
                + (emptyColumns.count > 1 ? " …" : "") + "): no name in the header and no value in any row")
        }
        var columnNames = headerNames
        let cornerUnit = takeCornerUnit(&columnNames)
        if let cornerUnit {
            table.readingNotes.append("the header's first cell `\(headerNames[0])` is the unit of the numbers (\(cornerUnit)), not a column name")
        }
        for (index, var column) in columns.enumerated() where !emptyColumns.contains(index) {
            let name = columnNames[index]
            settleDecimalMarks(&column, at: index)
            if tolerant, let written = column.readWrittenNumbers(hint: writtenNumberHint) {
                table.readingNotes.append(written.note(column: name))
                if let unit = written.unit { table.units[name] = unit }
                if let unread = written.firstUnread {
                    let first = error(column: index + 1, DataFileError.notANumber(unread, columnName: name))
                    table.cellWarnings.append(DataTable.CellWarning(firstCell: first, column: name, count: written.unreadCount))
                }
            }
            if tolerant, let odd = column.settleMixedColumn(rowCount: rowCount) {
                let first = notANumber(odd.firstText, line: odd.firstLine, fieldIndex: index)
                table.cellWarnings.append(DataTable.CellWarning(firstCell: first, column: name, count: odd.count))
            }
            if tolerant, let mixed = column.numbersInTextColumn(), mixed.numbers * 2 >= mixed.filled {
                table.mixedColumns[name] = DataTable.MixedColumn(
                    firstCell: notANumber(mixed.firstText, line: mixed.firstLine, fieldIndex: index),
                    numbers: mixed.numbers, filled: mixed.filled)
            }
            guard column.isText else {
                if let cornerUnit, table.units[name] == nil { table.units[name] = cornerUnit }
                table.columnNames.append(name)
                table.columns.append(DataTable.Column(name: name, values: column.values))
                if column.isZeroPadded { table.zeroPaddedColumns.insert(name) }
                continue
            }
            // The cells read since the last fold (a partial table's) of a column being folded.
            if column.timeLayout != nil { column.foldTimes() }
            if let times = column.isoTimes {
                // Text of ISO times kept as numbers (`ColumnAccumulator+Times.swift`).
                let key = textKey(name, in: table)
                table.isoTimes[key] = times
                table.columnNames.append(key)
                continue
            }
            if tolerant, let texts = column.texts, let seconds = Durations.seconds(ofColumn: texts) {
                // pandas' Timedelta (`0 days 00:00:01`): a length of time, in seconds.
                table.columnNames.append(name)
                table.columns.append(DataTable.Column(name: name, values: seconds))
                if table.units[name] == nil { table.units[name] = "s" }
                continue
            }
            guard keepTextColumns else {
                throw error(column: index + 1, DataFileError.columnNotNumeric(name))
            }
            let key = textKey(name, in: table)
            table.textColumns[key] = column.texts ?? []
            table.columnNames.append(key)
        }
        return table
    }

    /// What the file says about decimal marks, for columns of written numbers.
    private var writtenNumberHint: WrittenNumberColumn.DecimalHint {
        if delimiter == .semicolon || !decimalCommaColumns.isEmpty { return .commaLikely }
        return delimiter == .comma ? .dotLikely : .neutral
    }

    /// `name`, or `name (2)`, … when a text column of `table` has it already.
    private func textKey(_ name: String, in table: DataTable) -> String {
        var key = name
        var copy = 2
        while table.isTextColumn(key) {
            key = "\(name) (\(copy))"
            copy += 1
        }
        return key
    }

    /// Folds each text column's cells read so far into numbers where they are ISO times of one
    /// layout (`ColumnAccumulator+Times.swift`): a big file's reader calls it after each part.
    package mutating func foldTimes() {
        guard case .columns(keepTextColumns: true) = output else { return }
        for index in columns.indices where columns[index].isText { columns[index].foldTimes() }
    }

    // MARK: - Detection

    /// Collects the records delimiter detection looks at; `true` once there are enough, or there
    /// will be no more.
    private mutating func collectSample(_ bytes: UnsafeBufferPointer<UInt8>, isFinal: Bool) throws(DataFileError) -> Bool {
        if bodyStart == nil {
            let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]
            let seen = min(bytes.count, byteOrderMark.count)
            if bytes.prefix(seen).elementsEqual(byteOrderMark.prefix(seen)) {
                if seen < byteOrderMark.count && !isFinal { return false }
                bodyStart = seen == byteOrderMark.count ? seen : 0
            } else {
                bodyStart = 0
            }
            detectionScanner = RecordScanner(delimiter: .anyCandidate, start: bodyStart!)
        }
        if commentMarker == nil {
            guard let lead = Self.semicolonCommentsLead(bytes, from: bodyStart!, isFinal: isFinal) else { return false }
            if lead {
                commentMarker = ASCII.semicolon
            } else {
                guard let bang = Self.bangCommentsLead(bytes, from: bodyStart!, isFinal: isFinal) else { return false }
                commentMarker = bang ? ASCII.bang : ASCII.hash
            }
            detectionScanner.otherCommentMarker = commentMarker!
        }
        // Asked again only when the sample grew: blank and comment lines leave it as it was, and
        // re-running the delimiter detection for each of them made a file of 10^6 blank lines
        // take a minute (found by fuzzing the compressed reader).
        var wantsMore = wantsMoreSample(sample)
        while wantsMore {
            switch detectionScanner.next(in: bytes, isFinal: isFinal) {
            case .record(let record):
                try checkText(record, in: bytes)
                // Comments between preamble lines count too (photutils' `# Semi- Isophote …`
                // under a `Running object locator... Done.` line): the table's start filters them.
                if record.kind == .comment, detectionComments.count < Self.commentLinesKept,
                   record.range.count <= Self.longestCommentHeader {
                    detectionComments.append((Array(bytes[record.range]), record.line))
                }
                if record.kind == .data, let marker = Self.tableMarker(record.range, in: bytes) {
                    // What follows the end marker is no part of the table: the sample stops there.
                    if marker == .end { return true }
                } else if record.kind == .data, !Self.isRuleLine(record.range, in: bytes) {
                    sample.append(Array(bytes[record.range]))
                    sampleStarts.append((record.range.lowerBound, record.line))
                    wantsMore = wantsMoreSample(sample)
                }
            case .needsMoreInput:
                return false
            case .endOfInput, .unterminatedQuote:
                return true  // the reading pass reports an unclosed quote with its line
            }
        }
        return true
    }

    // MARK: - Records

    private mutating func read(_ record: RecordScanner.Record, in bytes: UnsafeBufferPointer<UInt8>) throws(DataFileError) {
        try checkText(record, in: bytes)
        if record.kind == .comment { keepCommentAboveTable(record.range, in: bytes) }
        guard record.kind == .data, !passedEndMarker, !Self.isRuleLine(record.range, in: bytes) else { return }
        if let marker = Self.tableMarker(record.range, in: bytes) {
            if marker == .end, columnNames != nil || firstRecord != nil {
                passedEndMarker = true
                endMarkerNote = "line \(record.line) ends the table (`$$EOE`): the lines after it skipped"
            }
            return
        }
        // Past the most columns a table may have, fields are counted, not kept: the refusal of a
        // line of 52 M fields costs one pass over it.
        let fieldCount = FieldSplitter.split(bytes, record.range, by: delimiter, into: &fields,
                                             keepingAtMost: DataTable.maximumColumnCount + 1)
        guard fieldCount <= DataTable.maximumColumnCount else {
            throw error(line: record.line, DataTable.tooManyColumnsProblem(fieldCount))
        }
        if columnNames == nil {
            guard let firstRecord else {
                firstRecord = (Array(bytes[record.range]), record.line)
                expectedFieldCount = fields.count
                return
            }
            if unitsCandidate == nil, fields.count > expectedFieldCount {
                if isCountLine(firstRecord.bytes, followedBy: fields.count) {
                    // scikit-learn's `178,13,class_0,…` above headerless rows: not data.
                    self.firstRecord = (Array(bytes[record.range]), record.line)
                    expectedFieldCount = fields.count
                    return
                }
                if fields.count == expectedFieldCount + 1, let last = fields.last, last.end > last.start,
                   headerLacksIndexName(firstRecord.bytes) {
                    // pandas' index written under a header that does not name it (a trailing
                    // delimiter, an empty last field, stays an error).
                    headerLacksIndex = true
                    expectedFieldCount += 1
                }
            }
            dropEmptyExtraField(line: record.line, in: bytes)
            try checkFieldCount(line: record.line, in: bytes)
            let values = fields.map { headerRuleValue($0, in: bytes) }
            if let unitsCandidate {
                if metadataRows.count < Self.metadataRowsUnderUnits, mayBeUnitsRow(values, under: firstRecord) {
                    metadataRows.append((Array(bytes[record.range]), record.line))
                    return
                }
                try settleUnitsCandidate(unitsCandidate, first: firstRecord, followedBy: values)
            } else if mayBeUnitsRow(values, under: firstRecord) || mayBeSecondHeaderRow(values, under: firstRecord) {
                unitsCandidate = (Array(bytes[record.range]), record.line)
                return
            } else {
                try startTable(first: firstRecord, secondValues: values)
            }
            self.firstRecord = nil
            self.unitsCandidate = nil
            self.metadataRows = []
            FieldSplitter.split(bytes, record.range, by: delimiter, into: &fields)
        } else if mayBeFooter(fieldCount: fieldCount) {
            footer.append((Array(bytes[record.range]), record.line))
            return
        } else if mayBeTrailer(fieldCount: fieldCount, record: record.range, in: bytes) {
            trailer.append((Array(bytes[record.range]), record.line))
            return
        }
        if !trailer.isEmpty {
            try readHeldTrailer()
            FieldSplitter.split(bytes, record.range, by: delimiter, into: &fields)
        }
        if !footer.isEmpty {
            try readHeldFooter()
            FieldSplitter.split(bytes, record.range, by: delimiter, into: &fields)
        }
        try appendRow(from: bytes, line: record.line)
    }

    /// Decides whether the first record is a header, names the columns, and reads the first
    /// record as data when it is not a header.
    package mutating func startTable(first: (bytes: [UInt8], line: Int), secondValues: [CellParser.Value]?) throws(DataFileError) {
        let count = expectedFieldCount
        if case .columns = output {
            columns = Array(repeating: ColumnAccumulator(), count: count)
        }
        try first.bytes.withUnsafeBufferPointer { bytes throws(DataFileError) in
            FieldSplitter.split(bytes, 0..<bytes.count, by: delimiter, into: &fields)
            let firstValues = fields.map { headerRuleValue($0, in: bytes) }
            if headerLacksIndex || Self.isHeader(firstValues, followedBy: secondValues)
                || isHeaderOfTexts(firstValues, followedBy: secondValues, in: bytes)
                || Self.isCoordinateHeader(firstValues, followedBy: secondValues)
                || Self.isYearNamesHeader(firstValues, followedBy: secondValues)
                || Self.isPositionHeader(firstValues, followedBy: secondValues)
                || Self.isLabelledPositionHeader(firstValues, followedBy: secondValues) {
                let names = Self.headerNames((headerLacksIndex ? [""] : []) + fields.map { FieldSplitter.text(of: $0, in: bytes) })
                columnNames = names.enumerated().map { index, name in
                    name.isEmpty ? "column \(index + 1)" : name
                }
                namesComeFromHeader = true
                return
            }
            if let commented = commentedHeaderNames(count: count) {
                columnNames = commented.names
                namesComeFromHeader = true
                headerNote = "names from the comment line `\(commented.line)` above the first row, which is data"
            } else {
                columnNames = (1...max(count, 1)).map { "column \($0)" }
            }
            try appendRow(from: bytes, line: first.line)
        }
    }

    /// The header rule: some field of the first record is text where the second record has a
    /// number; or, failing that, every field of the first record is text and none of the second.
    /// A lone first record is a header when any of its fields is text.
    ///
    /// A header looks like names: a first record mostly of numbers, with a number before its
    /// first text (MEG coil records: `3 2 0 2 2.789e-02 1.620e-02 "Neuromag-122 …"` over rows of
    /// seven numbers), is a record, not a header; numbers as names follow the label's name they
    /// head (`wavelength,400,500` over rows of numbers stays a header).
    package static func isHeader(_ first: [CellParser.Value], followedBy second: [CellParser.Value]?) -> Bool {
        guard let second else { return first.contains(.text) }
        if looksLikeARecord(first) { return false }
        let pairs = zip(first, second)
        if pairs.contains(where: { pair in
            if pair.0.isText, case .number = pair.1 { return true }
            return false
        }) { return true }
        return first.allSatisfy(\.isText) && !second.contains(.text)
    }

    /// More numbers than texts, and a number ahead of the first text: a row of data with a
    /// text field, never a header's names.
    package static func looksLikeARecord(_ values: [CellParser.Value]) -> Bool {
        let numbers = values.filter { if case .number = $0 { return true }; return false }.count
        let texts = values.filter(\.isText).count
        guard texts > 0, numbers > texts, let firstText = values.firstIndex(of: .text) else { return false }
        return values[..<firstText].contains { if case .number = $0 { return true }; return false }
    }

    package mutating func appendRow(from bytes: UnsafeBufferPointer<UInt8>, line: Int) throws(DataFileError) {
        dropEmptyExtraField(line: line, in: bytes)
        try checkFieldCount(line: line, in: bytes)
        let allowsThousands = delimiter.allowsThousandsSeparators
        switch output {
        case .rows:
            // A short record's missing fields are gaps, as pandas reads them.
            var row = [Double](repeating: .nan, count: expectedFieldCount)
            for (index, field) in fields.enumerated() {
                switch FieldSplitter.value(of: field, in: bytes, allowsThousandsSeparators: allowsThousands) {
                case .number(let value): row[index] = value
                case .gap: break
                case .text:
                    throw notANumber(FieldSplitter.text(of: field, in: bytes), line: line, fieldIndex: index)
                }
            }
            rows.append(row)
        case .columns:
            for index in 0..<fields.count {
                let field = fields[index]
                let value = meaning(of: field, in: bytes, allowsThousandsSeparators: allowsThousands)
                if tolerant, delimiter == .semicolon, case .number = value { noteDecimalMark(field, column: index, in: bytes) }
                switch value {
                case .number(let value):
                    if case .text(let firstLine, let firstText) = columns[index].kind {
                        guard tolerant else { throw notANumber(firstText, line: firstLine, fieldIndex: index) }
                        columns[index].appendNumberToText(value, text: FieldSplitter.text(of: field, in: bytes))
                        continue
                    }
                    columns[index].appendNumber(value)
                    if Self.isZeroPadded(field, in: bytes) { columns[index].zeroPaddedCells += 1 }
                case .gap:
                    columns[index].appendGap(text: FieldSplitter.text(of: field, in: bytes))
                case .text:
                    let text = FieldSplitter.text(of: field, in: bytes)
                    if case .numeric = columns[index].kind {
                        guard tolerant else { throw notANumber(text, line: line, fieldIndex: index) }
                        columns[index].appendOddText(text, line: line, row: rowCount)
                        continue
                    }
                    columns[index].appendText(text, line: line)
                }
            }
            // A short record: the fields it lacks at the end are gaps.
            for index in fields.count..<expectedFieldCount { columns[index].appendGap(text: "") }
        }
        rowCount += 1
    }

    /// Whether a number field is written with a leading zero before another digit (`06001`,
    /// `"007"`; not `0`, `0.5` or `-0.5`): one byte or two looked at per number cell.
    @inline(__always)
    static func isZeroPadded(_ field: FieldSpan, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var i = field.start
        while i < field.end, bytes[i] == UInt8(ascii: " ") || bytes[i] == UInt8(ascii: "\t") || (!field.isVerbatim && bytes[i] == UInt8(ascii: "\"")) {
            i += 1
        }
        guard i + 1 < field.end, bytes[i] == UInt8(ascii: "0") else { return false }
        return (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[i + 1])
    }

    package func cellValue(_ field: FieldSpan, in bytes: UnsafeBufferPointer<UInt8>) -> CellParser.Value {
        FieldSplitter.value(of: field, in: bytes, allowsThousandsSeparators: delimiter.allowsThousandsSeparators)
    }

    // MARK: - Errors

    /// More fields than the first record has is an error naming the line; fewer are gaps at
    /// the end (`appendRow`), as pandas fills them.
    private func checkFieldCount(line: Int, in bytes: UnsafeBufferPointer<UInt8>? = nil) throws(DataFileError) {
        guard fields.count <= expectedFieldCount else {
            var problem = DataFileError.wrongFieldCount(expected: expectedFieldCount, found: fields.count)
            if let bytes, isPaddedToFixedWidth(bytes) {
                problem += DataFileError.fixedWidthHint
            } else if firstRecordsDisagree == true, preamble == nil, columnNames == nil {
                problem += DataFileError.reportHint
            }
            throw error(line: line, problem)
        }
    }

    private func checkText(_ record: RecordScanner.Record, in bytes: UnsafeBufferPointer<UInt8>) throws(DataFileError) {
        switch TextCheck.check(bytes, record.range) {
        case .text: return
        case .containsNUL: throw error(line: record.line, DataFileError.notText)
        case .invalidUTF8: throw error(line: record.line, DataFileError.notUTF8)
        }
    }

    private func notANumber(_ text: String, line: Int, fieldIndex: Int) -> DataFileError {
        let name = namesComeFromHeader ? columnNames?[fieldIndex] : nil
        return error(line: line, column: fieldIndex + 1, DataFileError.notANumber(text, columnName: name))
    }

    private func error(line: Int? = nil, column: Int? = nil, _ problem: String) -> DataFileError {
        DataFileError(file: file, line: line, column: column, problem: problem)
    }
}
