/// Where the header is when the first records are not one header over data: found from how the
/// rows agree in type, not from any file's layout.
///
/// Metadata above the real header (NSRDB's key row and value row above `Year,Month,…`), metadata
/// rows under it (a reference table's `ModelName,MORB,,,` rows between `var,value,units` and the
/// element rows), and headers of three rows (a season over a statistic over `Team`) all fail the
/// header rule of one row over data, and read their names as data.
///
/// The rule, on the detection sample (TableReader+Preamble.swift collects up to
/// `headerBlockLookahead` records when two of the first records hold no number):
/// 1. Each column's kind is taken from the lower half of the sample: numeric when it holds more
///    numbers than texts (dates are texts here: a date column is never checked for numbers).
/// 2. The body is the longest run of records at the end of the sample that fit those kinds (no
///    text in a numeric column; missing-value words are gaps). It starts at record `s`.
/// 3. Above it, the header is the record that names (with a text) every column holding data in
///    the body; of several, the one naming the fewest columns that hold none (NSRDB's key row names
///    43 columns, 28 of them empty below; the real header names the 15 with data), the first on a
///    tie. Records above it are a preamble when each fills a column empty in the body or fewer
///    than half of those with data (else they are upper header rows: step 4); records between it
///    and the body are metadata rows
///    and are skipped, provided none of them fits the body (else it could be data).
/// 4. When no one record names every data column, and 3 or 4 records lie above the body (its
///    first records holding no number, such as `Team,,,` naming the key column under rows that
///    name the others, count as header rows here), those
///    records together are the header: each column is named by its non-blank cells, top to
///    bottom, joined with ` · `; a column blank in every header row continues the one on its left.
///
/// One header row over data, a units row and a two-row header keep their own rules: the rule
/// applies only when the body starts at record 3 or later, or the header is not the first record
/// with metadata rows of more than a units row and its `metadataRowsUnderUnits`.
extension TableReader {
    /// How many records detection collects to look for the header block.
    package static let headerBlockLookahead = 40
    /// The most records above the body the rule looks through.
    package static let headerBlockMostRowsAbove = 16
    /// Records wider than this are left to the other rules: each cell of the sample is looked at
    /// (a date test for texts), so the rule's cost stays bounded on a line of 10^5 fields.
    package static let headerBlockMostFields = 4096

    /// A header found above the body, and the records skipped.
    package struct HeaderBlock: Equatable, Sendable {
        /// The sample index of the body's first record.
        package var bodyIndex: Int
        /// The column names.
        package var names: [String]
        /// What was taken and skipped, by line, for `--explain`.
        package var note: String
    }

    /// Whether the first records could sit over a header block: two of them hold no number.
    static func mayHaveHeaderBlock(_ records: [[UInt8]]) -> Bool {
        let delimiter = FieldDelimiter.detect(in: records)
        guard delimiter != .singleColumn else { return false }
        var reader = TableReader(file: "", output: .columns(keepTextColumns: true))
        reader.delimiter = delimiter
        var withoutNumbers = 0
        for record in records {
            guard let cells = reader.cells(of: record) else { return false }
            if !cells.contains(where: { if case .number = $0.value { true } else { false } }) { withoutNumbers += 1 }
        }
        return withoutNumbers >= 2
    }

    /// The header block of the sample, with the delimiter set; nil when the rule does not apply.
    /// `lines`: each record's line in the file.
    func headerBlock(in records: [[UInt8]], lines: [Int]) -> HeaderBlock? {
        var rows: [[Cell]] = []
        for record in records {
            guard let cells = cells(of: record) else { return nil }
            rows.append(cells)
        }
        return Self.headerBlock(rows: rows, lines: lines)
    }

    /// The header block of rows of cells (a text file's records, a sheet's rows).
    package static func headerBlock(rows: [[Cell]], lines: [Int]) -> HeaderBlock? {
        let count = rows.count
        guard count >= 4, let width = rows.map(\.count).max(), width >= 2 else { return nil }
        let lower = rows[(count / 2)...]
        let numeric: [Bool] = (0..<width).map { column in
            var numbers = 0, texts = 0
            for row in lower where column < row.count {
                switch row[column].value {
                case .number: numbers += 1
                case .text: texts += 1
                case .gap: break
                }
            }
            return numbers > texts
        }
        guard numeric.contains(true) else { return nil }
        func fits(_ row: [Cell]) -> Bool {
            !row.indices.contains { numeric[$0] && row[$0].value.isText }
        }
        func holdsNumber(_ row: [Cell]) -> Bool {
            row.indices.contains { index in
                guard numeric[index], case .number = row[index].value else { return false }
                return true
            }
        }
        var start = count
        while start > 0, fits(rows[start - 1]) { start -= 1 }
        let bodyCount = count - start
        guard start >= 2, start <= Self.headerBlockMostRowsAbove, bodyCount >= 3, bodyCount >= start else { return nil }
        let body = rows[start...]
        let dataColumns = (0..<width).filter { column in body.contains { column < $0.count && $0[column].value != .gap } }
        func names(_ row: [Cell], _ column: Int) -> Bool { column < row.count && row[column].value.isText }
        let candidates = (0..<start).filter { index in dataColumns.allSatisfy { names(rows[index], $0) } }
        // A row above the header is a preamble when its shape is not the table's: it fills a
        // column empty below, or fewer than half of those holding data. Else it is an upper
        // header row (a two-level header names the same columns).
        func isPreamble(_ row: [Cell]) -> Bool {
            let filled = row.indices.filter { row[$0].value != .gap }
            return filled.contains { !dataColumns.contains($0) } || filled.count * 2 < dataColumns.count
        }
        if let header = candidates.min(by: { a, b in
            let extraA = (0..<width).filter { names(rows[a], $0) && !dataColumns.contains($0) }.count
            let extraB = (0..<width).filter { names(rows[b], $0) && !dataColumns.contains($0) }.count
            return extraA != extraB ? extraA < extraB : a < b
        }), rows[..<header].allSatisfy(isPreamble) {
            let skippedUnder = (header + 1)..<start
            if header == 0, skippedUnder.count <= 1 + Self.metadataRowsUnderUnits { return nil }
            guard !skippedUnder.contains(where: { fits(rows[$0]) }) else { return nil }
            var headerNames = rows[header].map(\.text)
            headerNames += Array(repeating: "", count: width - headerNames.count)
            var note = "header on line \(lines[header]): it names every column holding data below it"
            if header > 0 {
                note = Self.lineSpan(lines[0], lines[header - 1]) + " skipped: a preamble above the header on line \(lines[header]), "
                    + "which names every column holding data below it" + (candidates.first! < header ? " and no empty one" : "")
            }
            if !skippedUnder.isEmpty {
                note += "; " + Self.lineSpan(lines[skippedUnder.lowerBound], lines[skippedUnder.upperBound - 1])
                    + " skipped: rows with text where the columns below hold numbers (metadata under the header)"
            }
            return HeaderBlock(bodyIndex: start, names: Self.filledNames(Self.headerNames(headerNames)), note: note)
        }
        // Header rows over the body: a row naming only the text columns (`Team,,,` under rows
        // naming the numeric ones) fits the body but holds no number, so it belongs to them.
        while start < count, !holdsNumber(rows[start]) { start += 1 }
        guard (3...4).contains(start), count - start >= 3 else { return nil }
        let stacked = Self.stackedNames(rows[..<start].map { $0.map(\.text) }, width: width)
        guard dataColumns.allSatisfy({ !stacked[$0].isEmpty }) else { return nil }
        let example = stacked.first { $0.contains(" · ") } ?? stacked[0]
        let note = Self.lineSpan(lines[0], lines[start - 1]) + " are one header of \(start) rows (no one row names every column holding data): "
            + "each column is named by its cells in them, as `\(example)`"
        return HeaderBlock(bodyIndex: start, names: Self.filledNames(stacked), note: note)
    }

    /// Names from header rows stacked over each other: each column's non-blank cells, top to
    /// bottom, joined with ` · `; a column blank in every row continues the one on its left
    /// (`Player11`, then `Player11 (2)`).
    static func stackedNames(_ rows: [[String]], width: Int) -> [String] {
        var names: [String] = []
        for column in 0..<width {
            let parts = rows.compactMap { row -> String? in
                guard column < row.count else { return nil }
                let part = row[column].trimmingCharacters(in: .whitespaces)
                return part.isEmpty ? nil : part
            }
            names.append(parts.joined(separator: " · "))
        }
        var base = ""
        var copy = 1
        for column in names.indices {
            if names[column].isEmpty, !base.isEmpty {
                copy += 1
                names[column] = "\(base) (\(copy))"
            } else if !names[column].isEmpty {
                base = names[column]
                copy = 1
            }
        }
        return names
    }

    /// Blank names become `column N`; a name used twice gets ` (2)`.
    static func filledNames(_ names: [String]) -> [String] {
        var seen: Set<String> = []
        return names.enumerated().map { index, name in
            var unique = name.trimmingCharacters(in: .whitespaces).isEmpty ? "column \(index + 1)" : name
            var copy = 2
            while seen.contains(unique) {
                unique = "\(name) (\(copy))"
                copy += 1
            }
            seen.insert(unique)
            return unique
        }
    }

    static func lineSpan(_ first: Int, _ last: Int) -> String {
        first == last ? "line \(first)" : "lines \(first)–\(last)"
    }

    /// One cell as the header rules see it.
    package struct Cell {
        package var value: CellParser.Value
        package var text: String

        package init(value: CellParser.Value, text: String) {
            self.value = value
            self.text = text
        }
    }

    /// The record's cells: numbers as numbers, missing-value words as gaps; nil for a
    /// record of more than `headerBlockMostFields` fields.
    func cells(of record: [UInt8]) -> [Cell]? {
        var reader = self
        return record.withUnsafeBufferPointer { bytes -> [Cell]? in
            guard FieldSplitter.split(bytes, 0..<bytes.count, by: delimiter, into: &reader.fields,
                                      keepingAtMost: Self.headerBlockMostFields + 1) <= Self.headerBlockMostFields
            else { return nil }
            return reader.fields.map { field in
                let text = FieldSplitter.text(of: field, in: bytes)
                // No date test (a column of dates is a text column here, which the rule never
                // checks for numbers): it cost seconds on samples of thousands of text fields.
                var value = reader.meaning(of: field, in: bytes, allowsThousandsSeparators: reader.delimiter.allowsThousandsSeparators)
                if value.isText, text.utf8.count <= 8, Self.isMissingMarker(text) { value = .gap }
                return Cell(value: value, text: text)
            }
        }
    }

    /// Columns a header leaves unnamed (blank, so called `column N`) and no row fills: the
    /// trailing delimiters of a table written narrower than the metadata above it. A file read
    /// for a chart leaves them out (pandas keeps them as `Unnamed: N`, all missing).
    func unnamedEmptyColumns(_ names: [String]) -> Set<Int> {
        guard tolerant, namesComeFromHeader else { return [] }
        return Set(columns.indices.filter { index in
            guard index < names.count, names[index] == "column \(index + 1)" else { return false }
            if case .undecided = columns[index].kind { return true }
            return false
        })
    }

    /// Starts the table with names found by `headerBlock`: the next record read is data.
    mutating func startTable(names: [String], note: String) {
        expectedFieldCount = names.count
        if case .columns = output {
            columns = Array(repeating: ColumnAccumulator(), count: names.count)
        }
        columnNames = names
        markNamesFromHeader()
        headerNote = note
    }
}
