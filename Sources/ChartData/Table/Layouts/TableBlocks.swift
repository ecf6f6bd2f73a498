import Foundation

/// The table inside a text file that is not one table from its first line: a report or keyword
/// preamble above it (`Serial number:,…` settings, `@key value`, `"Identity:","…"`), another
/// table beside it, or several blocks of one shape stacked under repeated header lines or under
/// comment lines that name them.
///
/// The rules, from the records alone (no tool's layout):
/// 1. For each candidate delimiter, the longest run of consecutive records of one field count
///    (≥ 2; blank and `#` lines inside do not end it) is found; the delimiter whose run is longest
///    wins (the usual order on a tie).
/// 2. Each column of the run has a kind by its majority: numbers, texts led by a digit (dates,
///    times) or words. A record with a word where its column holds numbers or digit-led texts, or
///    any text where it holds numbers, does not fit. Above the data such records are headers or
///    preamble; inside the data only one that repeats a word of the first header in its place (a
///    repeated header line) or a keyword line parts it; any other is data with an odd cell, which
///    the delimited reader reports. `#` lines inside the data part it too.
/// 3. Stacked blocks: two or more segments of at least two records, each under one header-like
///    record (words in at least half its cells; the cells that differ between those records are
///    the block's label, identical ones give the block's number), or each under `#` lines of which
///    one, `KEY: value` with one key in every block, differs between them (`KEY` names the label's
///    column). They read as one table with the label as its first column, so the chart can split
///    by it.
/// 4. Otherwise the table is the longest segment; its header is the header-like record right above
///    it (with a units row under the names, `(s)` or `[degC]` cells, taken as units), or, when the
///    run starts with the data, a record of as many text fields a few short lines above it
///    (`BEGIN_DATA_FORMAT` names above `BEGIN_DATA`), or a run of `#Name:` comment lines, one per
///    column.
/// Everything else is skipped and said: the lines above (keyword lines counted as the file's
/// metadata, never data) and below, in `--explain` and in one warning.
///
/// The head of every text file is looked at (`detect`): the rules take over from the delimited
/// reader only for stacked blocks or keyword lines above the table; a file the delimited reader
/// refuses is looked at whole (`TableFile`). Cost: a few passes over the lines, linear in the file.
enum TableBlocks {
    /// The fewest data records that make a table found this way.
    static let fewestRows = 3
    /// How many lines above a run its header may sit (`BEGIN_DATA_FORMAT` … `BEGIN_DATA`).
    static let headerReach = 4
    /// Records wider than this are left to the delimited reader.
    static let mostFields = 4096

    /// Where the table is, found by the rules above.
    struct Plan {
        var delimiter: FieldDelimiter
        var width: Int
        /// Line indices (0-based) of the header and units rows, if any.
        var header: Int?
        /// The header's first field is a mark (`@`), not a name.
        var headerDropsMark = false
        var units: Int?
        /// Names from `#Name:` comment lines.
        var commentNames: [String]?
        /// The data lines of each block and its label (nil: one table, no label).
        var blocks: [(label: String?, lines: [Int])]
        var labelName: String?
        /// The first and last line (0-based) of the table, header and labels included.
        var first: Int
        var last: Int
        /// Data lines outside the table, above and below it; keyword lines among those above.
        var skippedAbove = 0
        var skippedBelow = 0
        var keywordLines: [String] = []
        /// Keyword lines above the table with as many fields as its rows: the delimited reader
        /// would take them for header rows (its preamble rule skips only lines of another shape).
        var keywordRowsOfTableWidth = 0
        /// Records above the table that would be rows of it (not settings): the table then began
        /// above, and what parted it is a bad row, not a preamble's end.
        var rowsAboveLikeTable = 0
        /// Whether the head alone shows the delimited reader would misread the file.
        var overrulesDelimitedReader: Bool {
            blocks.count >= 2 || keywordRowsOfTableWidth >= 2
        }
    }

    enum CellKind { case gap, number, digitText, word }

    // MARK: - Reading

    /// The table of a whole file, or nil when the rules find none.
    static func read(_ bytes: [UInt8], file: String) throws(DataFileError) -> DataTable? {
        let lines = TextLines(bytes, complete: true)
        guard let plan = plan(lines) else { return nil }
        // A table from the first line that stops at a row of more fields is that table with a bad
        // row: the error naming the row stands (pandas' reading), nothing is dropped in silence.
        if plan.blocks.count == 1, plan.skippedAbove == 0 ? plan.skippedBelow > 0 : plan.rowsAboveLikeTable >= 2 { return nil }
        let table = try table(plan, lines: lines, file: file)
        // A block of texts alone is no table to chart: the refusal it replaces says more.
        return table.columns.isEmpty && table.isoTimes.isEmpty ? nil : table
    }

    /// Whether a refusal by the delimited reader may have missed a table these rules find: one
    /// about the records' shape or cells (not about bytes that are no text), in a file small
    /// enough to be read whole.
    static func mayFindTable(after error: DataFileError, file: String) -> Bool {
        guard let size = TextLayout.fileSize(file), size <= TextLayout.largestFile else { return false }
        return mayFindTable(after: error)
    }

    /// The rule of `mayFindTable(after:file:)` without the file's size: a compressed file's text
    /// is bounded as it decompresses instead (`CompressedTableReader.wholeText`).
    static func mayFindTable(after error: DataFileError) -> Bool {
        let problem = error.problem
        // A file refused from a bounded sniff (nothing to plot) stays refused at that cost.
        return !problem.hasPrefix(DataFileError.notText) && problem != DataFileError.unterminatedQuote
            && !problem.contains("too many columns") && !problem.contains("more than")
            && !problem.hasPrefix("nothing to plot")
    }

    /// Whether the head of a file shows a table the delimited reader would misread.
    static func matches(_ lines: TextLines) -> Bool {
        plan(lines)?.overrulesDelimitedReader ?? false
    }

    static func table(_ plan: Plan, lines: TextLines, file: String) throws(DataFileError) -> DataTable {
        var text = TabSeparatedText()
        var names: [String]
        var units: [String: String] = [:]
        var fields: [FieldSpan] = []
        func cells(_ index: Int) -> [String] {
            lines.bytes.withUnsafeBufferPointer { bytes in
                FieldSplitter.split(bytes, lines.ranges[index], by: plan.delimiter, into: &fields)
                return fields.map { FieldSplitter.text(of: $0, in: bytes).trimmingCharacters(in: .whitespaces) }
            }
        }
        if let header = plan.header {
            names = Array(cells(header).dropFirst(plan.headerDropsMark ? 1 : 0))
        } else if let commentNames = plan.commentNames {
            names = commentNames
        } else {
            names = Array(repeating: "", count: plan.width)
        }
        names += Array(repeating: "", count: max(0, plan.width - names.count))
        names = Array(names.prefix(plan.width))
        if let unitsLine = plan.units {
            let row = cells(unitsLine)
            names = TableReader.filledNames(names)
            for (name, cell) in zip(names, row) where !cell.isEmpty {
                units[name] = TableReader.unitText(cell)
            }
        }
        names = TableReader.filledNames(names)
        if let labelName = plan.labelName { names = TableReader.filledNames([labelName] + names) }
        text.append(names: names)
        for block in plan.blocks {
            for index in block.lines {
                let row = cells(index)
                if let label = block.label {
                    text.append([ArraySlice(Array(label.utf8))] + row.map { ArraySlice(Array($0.utf8)) }, line: index + 1)
                } else {
                    text.append(row.map { ArraySlice(Array($0.utf8)) }, line: index + 1)
                }
            }
        }
        let (note, warning) = describe(plan, names: names)
        var table = try text.table(file: file, units: units, notes: [note])
        if plan.labelName != nil, let labelColumn = names.first, table.column(named: labelColumn) != nil,
           table.rowCount == plan.blocks.reduce(0, { $0 + $1.lines.count }) {
            // Labels written as numbers (`x,.06` heads the block of area ratio .06) still name
            // blocks: a key to split by, never a measure.
            table.columns.removeAll { $0.name == labelColumn }
            table.textColumns[labelColumn] = plan.blocks.flatMap { block in
                Array(repeating: block.label ?? "", count: block.lines.count)
            }
        }
        table.readingWarnings.append(warning)
        return table
    }

    /// The `--explain` note and the one-line warning for a table found this way.
    static func describe(_ plan: Plan, names: [String]) -> (note: String, warning: String) {
        let rows = plan.blocks.reduce(0) { $0 + $1.lines.count }
        var found = "the table is \(TableReader.lineSpan(plan.first + 1, plan.last + 1)) (\(rows) rows of \(plan.width) fields"
        if plan.header != nil || plan.commentNames != nil { found += ", names from line \((plan.header ?? plan.first) + 1)" }
        if plan.units != nil { found += ", units from line \(plan.units! + 1)" }
        found += ")"
        if plan.blocks.count >= 2, let labelName = plan.labelName {
            found += "; \(plan.blocks.count) stacked blocks of one shape, told apart by `\(labelName)` (first: \(plan.blocks[0].label ?? "?"))"
        }
        var skipped: [String] = []
        if plan.skippedAbove > 0 {
            var above = "\(plan.skippedAbove) line\(plan.skippedAbove == 1 ? "" : "s") above it skipped (a preamble"
            if !plan.keywordLines.isEmpty {
                let shown = plan.keywordLines.prefix(3).map { "`\($0)`" }.joined(separator: ", ")
                above += "; \(plan.keywordLines.count) key: value line\(plan.keywordLines.count == 1 ? "" : "s") kept as metadata, not data: \(shown)"
                    + (plan.keywordLines.count > 3 ? " …" : "")
            }
            skipped.append(above + ")")
        }
        if plan.skippedBelow > 0 {
            skipped.append("\(plan.skippedBelow) line\(plan.skippedBelow == 1 ? "" : "s") below it skipped (rows of another shape)")
        }
        let note = found + (skipped.isEmpty ? "" : "; " + skipped.joined(separator: "; "))
        return (note, "read " + note + " (see --explain)")
    }

    // MARK: - Finding the table

    static func plan(_ lines: TextLines) -> Plan? {
        lines.bytes.withUnsafeBufferPointer { bytes in plan(lines, bytes) }
    }

    private static func isComment(_ lines: TextLines, _ index: Int) -> Bool {
        let first = lines.firstByte(index)
        return first == ASCII.hash || (first != nil && first == lines.otherCommentMarker)
    }

    private static func plan(_ lines: TextLines, _ bytes: UnsafeBufferPointer<UInt8>) -> Plan? {
        var fields: [FieldSpan] = []
        // 1. The longest run of one field count, per delimiter; a run of settings is no table.
        var runs: [(delimiter: FieldDelimiter, first: Int, last: Int, width: Int, count: Int)] = []
        for delimiter in FieldDelimiter.candidates {
            var width = 0, first = 0, last = 0, count = 0
            func close() {
                if width >= 2, width <= mostFields, count >= fewestRows { runs.append((delimiter, first, last, width, count)) }
            }
            for index in 0..<lines.count where !lines.isBlank(index) && !isComment(lines, index) {
                let n = FieldSplitter.split(bytes, lines.ranges[index], by: delimiter, into: &fields,
                                            keepingAtMost: 0, stoppingPast: mostFields)
                if n == width {
                    count += 1
                    last = index
                } else {
                    close()
                    width = n
                    first = index
                    last = index
                    count = 1
                }
            }
            close()
        }
        // Longest first; on a tie, the usual order of delimiters (the runs were listed in it).
        let order = runs.indices.sorted { runs[$0].count != runs[$1].count ? runs[$0].count > runs[$1].count : $0 < $1 }
        guard let chosen = order.first(where: { index in
            !isSettings(lines, runs[index].first...runs[index].last, bytes, runs[index].delimiter)
        }) else { return nil }
        let run = runs[chosen]
        let delimiter = run.delimiter, width = run.width
        let runLines = (run.first...run.last).filter { !lines.isBlank($0) && !isComment(lines, $0) }

        // 2. Each column's kind, and which records fit.
        func kinds(_ index: Int) -> [CellKind] {
            FieldSplitter.split(bytes, lines.ranges[index], by: delimiter, into: &fields)
            return fields.map { kind(of: $0, in: bytes, delimiter: delimiter) }
        }
        var tally = Array(repeating: (numbers: 0, digits: 0, words: 0), count: width)
        var rowKinds: [[CellKind]] = []
        rowKinds.reserveCapacity(runLines.count)
        for index in runLines {
            let row = kinds(index)
            rowKinds.append(row)
            for (column, cell) in row.enumerated() where column < width {
                switch cell {
                case .number: tally[column].numbers += 1
                case .digitText: tally[column].digits += 1
                case .word: tally[column].words += 1
                case .gap: break
                }
            }
        }
        let columnKinds: [CellKind] = tally.map { t in
            if t.numbers > t.digits + t.words { return .number }
            if t.digits + t.numbers > t.words { return .digitText }
            return .word
        }
        func fits(_ row: [CellKind]) -> Bool {
            !zip(row, columnKinds).contains { cell, column in
                switch column {
                case .number: return cell == .word || cell == .digitText
                case .digitText: return cell == .word
                default: return false
                }
            }
        }
        func headerLike(_ row: [CellKind]) -> Bool {
            let filled = row.filter { $0 != .gap }.count
            return filled > 0 && row.filter { $0 == .word }.count * 2 >= filled
        }
        let fitting = rowKinds.map(fits)

        // Segments of fitting records; the records and comment lines that part them.
        var segments: [Segment] = []
        var current = Segment()
        // Comment lines right above the run belong to its first segment.
        var above = run.first - 1
        while above >= 0, lines.isBlank(above) || isComment(lines, above) {
            if isComment(lines, above) { current.comments.insert(above, at: 0) }
            above -= 1
        }
        var position = 0
        // The word cells of the header over the first segment: a record inside the data that repeats
        // one of them is a repeated header (a new block); any other record that does not fit is data
        // with an odd cell, which the delimited reader reports.
        var headerWords: [Int: String] = [:]
        func words(_ index: Int, _ row: [CellKind]) -> [Int: String] {
            FieldSplitter.split(bytes, lines.ranges[index], by: delimiter, into: &fields)
            var found: [Int: String] = [:]
            for (column, cell) in row.enumerated() where cell == .word && column < fields.count {
                found[column] = FieldSplitter.text(of: fields[column], in: bytes).trimmingCharacters(in: .whitespaces)
            }
            return found
        }
        for index in run.first...run.last {
            if lines.isBlank(index) { continue }
            if isComment(lines, index) {
                if !current.lines.isEmpty {
                    segments.append(current)
                    current = Segment()
                }
                current.comments.append(index)
                continue
            }
            let row = rowKinds[position]
            position += 1
            if fitting[position - 1] {
                // The record before is the header when it is header-like.
                if current.lines.isEmpty, segments.isEmpty, let header = current.headers.last, position >= 2,
                   headerLike(rowKinds[position - 2]) {
                    headerWords = words(header, rowKinds[position - 2])
                }
                current.lines.append(index)
                continue
            }
            if !current.lines.isEmpty {
                let repeatsHeader = words(index, row).contains { headerWords[$0.key] == $0.value }
                guard repeatsHeader || isKeywordLine(lines, index, bytes, delimiter) else {
                    current.lines.append(index)
                    continue
                }
                segments.append(current)
                current = Segment()
            }
            current.headers.append(index)
        }
        if !current.lines.isEmpty { segments.append(current) }
        guard !segments.isEmpty else { return nil }

        // 3. Stacked blocks.
        var plan: Plan?
        let blocks = segments.filter { $0.lines.count >= 2 }
        // The head of a file may end one record into a block.
        let cutShort = segments.count == blocks.count + 1 && segments[segments.count - 1].lines.count < 2
        if blocks.count >= 2, blocks.count == segments.count || cutShort {
            plan = stacked(blocks, lines: lines, bytes: bytes, delimiter: delimiter, width: width, headerLike: { index in
                headerLike(kinds(index))
            })
        }
        // 4. One table: the longest segment.
        if plan == nil {
            guard let longest = segments.indices.max(by: { segments[$0].lines.count < segments[$1].lines.count }),
                  segments[longest].lines.count >= fewestRows else { return nil }
            let segment = segments[longest]
            var found = Plan(delimiter: delimiter, width: width, blocks: [(nil, segment.lines)],
                             first: segment.lines[0], last: segment.lines[segment.lines.count - 1])
            // A setting (`Mode:,Sum,Mean`) is no header, unless the rows are tagged by a keyword
            // too (`VARLIST: MJD FLT …` over `OBS: 53616.1 g …`): its key then heads the tags.
            let headers = segment.headers.filter {
                headerLike(kinds($0)) && (columnKinds.first == .word || !isKeywordLine(lines, $0, bytes, delimiter))
            }
            if let last = segment.headers.last, headers.last == last {
                if isUnitsRow(lines, last, bytes, delimiter), segment.headers.count >= 2,
                   let upper = segment.headers.dropLast().last, headerLike(kinds(upper)) {
                    found.header = upper
                    found.units = last
                } else {
                    found.header = last
                }
            } else if segment.headers.isEmpty, segment.lines[0] == runLines.first {
                if let names = commentNames(segment.comments, lines: lines, width: width) {
                    found.commentNames = names
                } else {
                    let above = headerAbove(run.first, lines: lines, bytes: bytes, delimiter: delimiter, width: width)
                    found.header = above?.index
                    found.headerDropsMark = above?.dropsMark ?? false
                }
            }
            found.first = found.header ?? found.first
            plan = found
        }
        guard var result = plan else { return nil }
        // What lies outside the table.
        for index in 0..<lines.count where !lines.isBlank(index) && !isComment(lines, index) {
            if index < result.first {
                result.skippedAbove += 1
                if FieldSplitter.split(bytes, lines.ranges[index], by: delimiter, into: &fields, keepingAtMost: 0,
                                       stoppingPast: width) == width, fits(kinds(index)),
                   !isKeywordLine(lines, index, bytes, delimiter) {
                    result.rowsAboveLikeTable += 1
                }
                if isKeywordLine(lines, index, bytes, delimiter),
                   let key = keyword(lines, index, bytes, delimiter), result.keywordLines.count < 1000 {
                    result.keywordLines.append(key)
                    if FieldSplitter.split(bytes, lines.ranges[index], by: delimiter, into: &fields, keepingAtMost: 0,
                                           stoppingPast: width) == width {
                        result.keywordRowsOfTableWidth += 1
                    }
                }
            } else if index > result.last {
                result.skippedBelow += 1
            }
        }
        return result
    }

    /// Stacked blocks under header-like records or labelling comments, or nil.
    private static func stacked(_ blocks: [Segment], lines: TextLines, bytes: UnsafeBufferPointer<UInt8>,
                                delimiter: FieldDelimiter, width: Int, headerLike: (Int) -> Bool) -> Plan? {
        var fields: [FieldSpan] = []
        func texts(_ index: Int) -> [String] {
            FieldSplitter.split(bytes, lines.ranges[index], by: delimiter, into: &fields)
            return fields.map { FieldSplitter.text(of: $0, in: bytes).trimmingCharacters(in: .whitespaces) }
        }
        var plan = Plan(delimiter: delimiter, width: width, blocks: [],
                        first: blocks[0].headers.first ?? blocks[0].lines[0],
                        last: blocks[blocks.count - 1].lines.last!)
        if let first = blocks[0].comments.first { plan.first = min(plan.first, first) }
        // Under one header-like record each.
        if blocks.allSatisfy({ $0.headers.count == 1 && headerLike($0.headers[0]) }) {
            let headers = blocks.map { texts($0.headers[0]) }
            let differing = (0..<width).filter { column in
                Set(headers.map { column < $0.count ? $0[column] : "" }).count > 1
            }
            var names = headers[0]
            for column in differing where column < names.count { names[column] = "" }
            plan.header = nil
            plan.commentNames = names
            plan.labelName = "block"
            for (number, block) in blocks.enumerated() {
                let label = differing.isEmpty ? "\(number + 1)"
                    : differing.map { headers[number].count > $0 ? headers[number][$0] : "" }.joined(separator: " ")
                plan.blocks.append((label, block.lines))
            }
            return plan
        }
        // Under comment lines, one of which differs between blocks.
        guard blocks.allSatisfy({ !$0.comments.isEmpty && $0.headers.count <= 1 }),
              blocks.dropFirst().allSatisfy({ $0.headers.isEmpty }) else { return nil }
        let groups = blocks.map { block in block.comments.map { commentText(lines, $0) } }
        let everywhere = groups.dropFirst().reduce(Set(groups[0])) { $0.intersection($1) }
        // The first block's first comment of its own, `KEY: value`, names the key; each block's
        // label is its comment with that key (in any case: `BAND`, `Band`).
        guard let firstLabel = groups[0].first(where: { !everywhere.contains($0) }),
              let labelName = keyValue(firstLabel)?.key else { return nil }
        let values = groups.map { group in
            group.lazy.compactMap(keyValue).first { $0.key.caseInsensitiveCompare(labelName) == .orderedSame }?.value
        }
        // Any other comment, such as a row commented out, is no block's name.
        guard values.allSatisfy({ $0 != nil }), Set(values.map { $0! }).count == blocks.count else { return nil }
        plan.labelName = labelName
        if let header = blocks[0].headers.first, headerLike(header) { plan.header = header }
        for (block, value) in zip(blocks, values) { plan.blocks.append((value!, block.lines)) }
        return plan
    }

    /// Fitting records in a row, with the records and comment lines above them since the last.
    struct Segment {
        var lines: [Int] = []
        var headers: [Int] = []
        var comments: [Int] = []
    }

    // MARK: - Cells and lines

    static func kind(of field: FieldSpan, in bytes: UnsafeBufferPointer<UInt8>, delimiter: FieldDelimiter) -> CellKind {
        switch FieldSplitter.value(of: field, in: bytes, allowsThousandsSeparators: delimiter.allowsThousandsSeparators) {
        case .number: return .number
        case .gap: return .gap
        case .text:
            var index = field.start
            while index < field.end, ASCII.isBlank(bytes[index]) || bytes[index] == ASCII.quote { index += 1 }
            guard index < field.end else { return .gap }
            let byte = bytes[index]
            if byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") { return .digitText }
            let text = FieldSplitter.text(of: field, in: bytes)
            if field.end - field.start <= 8, TableReader.isMissingMarker(text) { return .gap }
            // A rule (`------`, `====`) names nothing: no letter, no digit.
            guard text.unicodeScalars.contains(where: { CharacterSet.alphanumerics.contains($0) }) else { return .gap }
            return .word
        }
    }

    /// A line that states one setting: `Name: value`, `"Identity:","x"`, `KEY : value`, `@key value`.
    static func isKeywordLine(_ lines: TextLines, _ index: Int, _ bytes: UnsafeBufferPointer<UInt8>, _ delimiter: FieldDelimiter) -> Bool {
        keyword(lines, index, bytes, delimiter) != nil
    }

    /// The key of a keyword line (nil: not one): `@key` first, or a short label led by a letter
    /// and ended by `:` or `=` inside the first field (the whole line when blanks part the fields),
    /// so a time (`12:30`) or a header naming times (`Date,12:00`) is none.
    static func keyword(_ lines: TextLines, _ index: Int, _ bytes: UnsafeBufferPointer<UInt8>, _ delimiter: FieldDelimiter) -> String? {
        var text = String(decoding: lines[index], as: UTF8.self).trimmingCharacters(in: .whitespaces)
        if text.first == "@" {
            let key = text.dropFirst().prefix { !$0.isWhitespace }
            return key.isEmpty ? nil : String(key.prefix(40))
        }
        if delimiter != .whitespace {
            var fields: [FieldSpan] = []
            FieldSplitter.split(bytes, lines.ranges[index], by: delimiter, into: &fields, keepingAtMost: 1)
            guard let first = fields.first else { return nil }
            text = FieldSplitter.text(of: first, in: bytes).trimmingCharacters(in: .whitespaces)
        }
        guard let end = text.firstIndex(where: { $0 == ":" || $0 == "=" }) else { return nil }
        let key = text[..<end].trimmingCharacters(in: .whitespaces)
        guard let first = key.first, first.isLetter, key.count <= 40,
              key.split(separator: " ").count <= 6 else { return nil }
        return key
    }

    /// Whether a run of records is settings, not a table: most of them keyword lines, each with
    /// a key of its own (`SNID: 5407`, `PRIVATE(…): 0.71`). Rows tagged by one keyword
    /// (`OBS: 53616.1 g …` in every row) are a table. Looks at each record once: the runs it is
    /// asked about do not overlap for one delimiter.
    static func isSettings(_ lines: TextLines, _ range: ClosedRange<Int>, _ bytes: UnsafeBufferPointer<UInt8>,
                           _ delimiter: FieldDelimiter) -> Bool {
        var records = 0
        var keys: Set<String> = []
        var keyed = 0
        for index in range where !lines.isBlank(index) && !isComment(lines, index) {
            records += 1
            if let key = keyword(lines, index, bytes, delimiter) {
                keyed += 1
                keys.insert(key)
            }
        }
        return keyed * 2 > records && keys.count * 2 > records
    }

    /// A units row: every filled cell in brackets (`(s)`, `[degC]`).
    static func isUnitsRow(_ lines: TextLines, _ index: Int, _ bytes: UnsafeBufferPointer<UInt8>, _ delimiter: FieldDelimiter) -> Bool {
        var fields: [FieldSpan] = []
        FieldSplitter.split(bytes, lines.ranges[index], by: delimiter, into: &fields)
        let cells = fields.map { FieldSplitter.text(of: $0, in: bytes).trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        return !cells.isEmpty && cells.allSatisfy { cell in
            (cell.hasPrefix("(") && cell.hasSuffix(")")) || (cell.hasPrefix("[") && cell.hasSuffix("]"))
        }
    }

    /// A field of one byte that is neither a letter, a digit, a sign, a dot nor a quote (`@`, `%`, `$`).
    static func isLoneMark(_ field: FieldSpan, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let text = FieldSplitter.text(of: field, in: bytes).trimmingCharacters(in: .whitespaces)
        guard text.utf8.count == 1, let byte = text.utf8.first else { return false }
        return TableReader.isMark(byte)
    }

    /// A record of `width` text fields at most `headerReach` lines above the run, with only
    /// short records (fewer than half its fields) between, or of one more whose first is a lone
    /// mark; and whether that mark is to be dropped.
    private static func headerAbove(_ first: Int, lines: TextLines, bytes: UnsafeBufferPointer<UInt8>,
                                    delimiter: FieldDelimiter, width: Int) -> (index: Int, dropsMark: Bool)? {
        var fields: [FieldSpan] = []
        var index = first - 1
        var looked = 0
        while index >= 0, looked < headerReach {
            defer { index -= 1 }
            if lines.isBlank(index) || isComment(lines, index) { continue }
            looked += 1
            let count = FieldSplitter.split(bytes, lines.ranges[index], by: delimiter, into: &fields, keepingAtMost: mostFields)
            // A header may be led by a mark of its own (DSSAT's `@ YEAR DOY CO2` over rows of
            // three): a first field of one punctuation byte, one field more than the rows.
            let marked = count == width + 1 && isLoneMark(fields[0], in: bytes)
            if count == width || marked {
                let kinds = fields.dropFirst(marked ? 1 : 0).map { kind(of: $0, in: bytes, delimiter: delimiter) }
                guard kinds.allSatisfy({ $0 != .number }) && kinds.filter({ $0 == .word }).count * 2 >= width else { return nil }
                return (index, marked)
            }
            if count * 2 >= width { return nil }
        }
        return nil
    }

    /// Names from comment lines right above the table, one per column (`#Date:` … `#Filter:`,
    /// then `#end`).
    private static func commentNames(_ comments: [Int], lines: TextLines, width: Int) -> [String]? {
        var names: [String] = []
        for index in comments {
            let text = commentText(lines, index)
            if text.hasSuffix(":"), !text.dropLast().contains(where: \.isWhitespace), text.count > 1 {
                names.append(String(text.dropLast()))
            } else if names.count == width {
                break
            } else {
                names = []
            }
        }
        return names.count == width ? names : nil
    }

    /// A comment line's text without its `#` and blanks.
    private static func commentText(_ lines: TextLines, _ index: Int) -> String {
        var text = Substring(String(decoding: lines[index], as: UTF8.self)).drop { $0 == " " || $0 == "\t" }
        while text.first == "#" || (text.first == "!" && lines.otherCommentMarker == ASCII.bang) { text = text.dropFirst() }
        return text.trimmingCharacters(in: .whitespaces)
    }

    /// `KEY: value` or `KEY = value`, the value without quotes.
    private static func keyValue(_ text: String) -> (key: String, value: String)? {
        guard let end = text.firstIndex(where: { $0 == ":" || $0 == "=" }) else { return nil }
        let key = text[..<end].trimmingCharacters(in: .whitespaces)
        var value = text[text.index(after: end)...].trimmingCharacters(in: .whitespaces)
        if value.count >= 2, let open = value.first, open == value.last, open == "'" || open == "\"" {
            value = String(value.dropFirst().dropLast())
        }
        guard !key.isEmpty, key.count <= 40, !value.isEmpty else { return nil }
        return (key, String(value.prefix(80)))
    }
}
