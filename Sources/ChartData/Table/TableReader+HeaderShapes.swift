/// Headers that are not one plain row of names under nothing:
/// - **Rule lines.** A line of nothing but `*`, `=`, `-`, `_` or `~` (three at least, blanks
///   between) draws a line under a header (DWD's test reference years put `***` between the names
///   and the numbers). It is no record: skipped like a comment, so the header right above it
///   heads the block under a preamble (TableReader+Preamble.swift) as any header does.
/// - **A commented header.** A file whose first record is data (it would get `column N` names)
///   and whose comment lines above it include one that splits, after its `#`, into exactly as
///   many fields as the rows, every one of them text (`# time,soil_moisture_10cm,…`), takes its
///   names from that line (the first of several: numpy's `savetxt(header=…)` writes it first,
///   prose after it). Over blank-aligned columns, names holding one blank or a quote (`x Er`,
///   `x(")`) are split at runs of two blanks or more instead (IERS EOP tables); failing any line
///   of texts only, a line whose first name is a text and at most a third are numbers names them
///   (EVE's wavelengths `17.1 25.7`). `;` comments (`TableReader+SemicolonComments.swift`) count
///   as `#` ones, also above a preamble's date line.
/// - **Two header rows.** pandas writes columns of two levels as two rows of texts (BDEW load
///   profiles: the month over the day type, `Januar,Januar,Januar` over `SA,FT,WT`). A first row
///   whose names repeat (or leave blanks after a name, as a merged spreadsheet cell does), over a
///   second row of texts only, over a row with numbers under the second row's texts, is one
///   header: each column is named by both (`Januar · SA`), a blank top carrying the name before it.
///   The second row may hold numbers as names under the repeated ones (IGRF's model names over
///   their epochs: `IGRF · 1900.0`).
extension TableReader {
    /// The most comment lines above the first record kept to look for a commented header.
    static let commentLinesKept = 64
    /// Comment lines longer than this are prose, never a header.
    static let longestCommentHeader = 64 * 1024

    /// Whether the record is a rule line (`***`, `=====`, `- - -`): no data.
    static func isRuleLine(_ record: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var marks = 0
        var mark: UInt8 = 0
        for index in record {
            let byte = bytes[index]
            if ASCII.isBlank(byte) { continue }
            switch byte {
            case UInt8(ascii: "*"), UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "~"):
                if marks == 0 { mark = byte } else if byte != mark { return false }
                marks += 1
            default:
                return false
            }
        }
        return marks >= 3
    }

    /// Keeps a comment line seen above the first record, for `commentedHeaderNames`.
    mutating func keepCommentAboveTable(_ record: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>) {
        guard columnNames == nil, firstRecord == nil, commentsAboveTable.count < Self.commentLinesKept,
              record.count <= Self.longestCommentHeader else { return }
        commentsAboveTable.append((Array(bytes[record]), 0))
    }

    /// The names of the first commented header line of `count` fields above the table; nil when
    /// no comment line is one.
    func commentedHeaderNames(count: Int) -> (names: [String], line: String)? {
        guard count >= 2 else { return nil }
        // Lines of texts only first; then, over blank-aligned columns, lines with a few numbers.
        if let found = commentedHeaderNames(count: count, allowingNumbers: false) { return found }
        return delimiter == .whitespace ? commentedHeaderNames(count: count, allowingNumbers: true) : nil
    }

    private func commentedHeaderNames(count: Int, allowingNumbers: Bool) -> (names: [String], line: String)? {
        var reader = self
        for comment in commentsAboveTable {
            var bytes = comment.bytes[...]
            while let first = bytes.first, ASCII.isBlank(first) { bytes = bytes.dropFirst() }
            guard let marker = bytes.first, marker == ASCII.hash || marker == commentMarker else { continue }
            bytes = bytes.dropFirst()
            let body = Array(bytes)
            let found: [String]? = body.withUnsafeBufferPointer { pointer in
                FieldSplitter.split(pointer, 0..<pointer.count, by: delimiter, into: &reader.fields)
                guard reader.fields.count == count else { return nil }
                let values = reader.fields.map { reader.headerRuleValue($0, in: pointer) }
                // Names, not numbers: every one a text; or, when allowed, a text first and at
                // most a third numbers (wavelengths as names: EVE's `HHMM … 17.1 25.7 …`).
                // Numbers there are numbers, never a lone mark (`nr of grain types - nr of lambda`
                // is prose: its `-` is no name).
                let numbers = values.filter { if case .number = $0 { true } else { false } }.count
                if allowingNumbers {
                    guard numbers > 0, numbers * 3 <= count, values[0].isText, !values.contains(.gap) else { return nil }
                    // A word ending in `:` labels prose (`# Column 7: Upper mass limit changed from
                    // 0.78 to 0.79 …`), never a column's name among numbers.
                    guard !reader.fields.contains(where: { FieldSplitter.text(of: $0, in: pointer).hasSuffix(":") }) else { return nil }
                } else {
                    guard values.allSatisfy(\.isText) else { return nil }
                }
                return reader.fields.map { FieldSplitter.text(of: $0, in: pointer).trimmingCharacters(in: .whitespaces) }
            }
            let names = found ?? (delimiter == .whitespace && !allowingNumbers ? Self.namesAtWideBlanks(body, count: count) : nil)
            if let names, names.allSatisfy({ !$0.isEmpty }) {
                let text = String(decoding: comment.bytes, as: UTF8.self)
                return (Self.headerNames(names), String(text.prefix(40)))
            }
        }
        return nil
    }

    /// A commented header over blank-aligned columns whose names hold single blanks or quotes
    /// (`# YR  MM  MJD  x(")  y(")  x Er  y Er`): split at runs of two blanks or more, the names
    /// when that gives `count` of them, none a number.
    static func namesAtWideBlanks(_ body: [UInt8], count: Int) -> [String]? {
        let text = String(decoding: body, as: UTF8.self).replacingOccurrences(of: "\t", with: "  ")
        var names: [String] = []
        var current = ""
        var blanks = 0
        for character in text {
            if character == " " {
                blanks += 1
                continue
            }
            if blanks >= 2, !current.isEmpty {
                names.append(current)
                current = ""
            } else if blanks == 1, !current.isEmpty {
                current.append(" ")
            }
            blanks = 0
            current.append(character)
        }
        if !current.isEmpty { names.append(current) }
        guard names.count == count, !names.contains(where: { Double($0) != nil }) else { return nil }
        return names
    }

    // MARK: Two header rows

    /// Whether the second record (its header-rule values) could be the lower row of a two-row
    /// header over `first`: texts only (blanks allowed) under a first row of texts and blanks
    /// whose names repeat.
    func mayBeSecondHeaderRow(_ values: [CellParser.Value], under first: (bytes: [UInt8], line: Int)) -> Bool {
        guard values.contains(.text), let top = topRowTexts(first), Self.repeatsNames(top) else { return false }
        return !values.contains(where: { if case .number = $0 { true } else { false } })
            || Self.numbersNameRepeatedColumns(values, under: top)
    }

    /// A lower header row may hold numbers as names where the upper row's name repeats over them
    /// (IGRF's coefficients: `IGRF IGRF … DGRF` over the epochs `1900.0 1905.0 …`, beside texts
    /// `g/h n m` under `c/s deg ord`): at least two numbers, all different, each under a name that
    /// repeats or a blank that carries the name before it.
    static func numbersNameRepeatedColumns(_ values: [CellParser.Value], under top: [String]) -> Bool {
        var counts: [String: Int] = [:]
        for name in top where !name.isEmpty { counts[name, default: 0] += 1 }
        var carried = ""
        var seen: Set<Double> = []
        for (index, value) in values.enumerated() {
            let upper = index < top.count ? top[index] : ""
            if !upper.isEmpty { carried = upper }
            guard case .number(let number) = value else { continue }
            let repeated = upper.isEmpty ? !carried.isEmpty : (counts[upper] ?? 0) > 1
            guard repeated, seen.insert(number).inserted else { return false }
        }
        return seen.count >= 2
    }

    /// The first record's cells when none is a number, else nil.
    func topRowTexts(_ first: (bytes: [UInt8], line: Int)) -> [String]? {
        var reader = self
        return first.bytes.withUnsafeBufferPointer { bytes -> [String]? in
            FieldSplitter.split(bytes, 0..<bytes.count, by: delimiter, into: &reader.fields)
            guard !reader.fields.contains(where: { if case .number = reader.headerRuleValue($0, in: bytes) { true } else { false } })
            else { return nil }
            return reader.fields.map { FieldSplitter.text(of: $0, in: bytes).trimmingCharacters(in: .whitespaces) }
        }
    }

    /// Names of an upper header row repeat: a name in two cells, or a blank after a name (a
    /// merged cell), with at least two names.
    static func repeatsNames(_ top: [String]) -> Bool {
        let names = top.filter { !$0.isEmpty }
        guard names.count >= 2 || (names.count == 1 && top.count >= 3) else { return false }
        if Set(names).count < names.count { return true }
        guard let firstName = top.firstIndex(where: { !$0.isEmpty }) else { return false }
        return top[firstName...].contains(where: \.isEmpty) && names.count >= 2
    }

    /// One name per column from a two-row header: the upper name (carried over blanks after it)
    /// and the lower, joined with ` · `; either alone when the other is blank.
    static func combinedNames(top: [String], bottom: [String]) -> [String] {
        var carried = ""
        return (0..<max(top.count, bottom.count)).map { index in
            let upper = index < top.count ? top[index] : ""
            if !upper.isEmpty { carried = upper }
            let lower = index < bottom.count ? bottom[index].trimmingCharacters(in: .whitespaces) : ""
            switch (carried.isEmpty, lower.isEmpty) {
            case (true, _): return lower
            case (false, true): return carried
            case (false, false): return "\(carried) · \(lower)"
            }
        }
    }

    /// Settles a held second record as the lower row of a two-row header when the third record
    /// has a number under one of its texts; `false` to leave it to the units-row rule.
    mutating func settleTwoRowHeader(_ candidate: (bytes: [UInt8], line: Int), first: (bytes: [UInt8], line: Int),
                                     followedBy third: [CellParser.Value]?) throws(DataFileError) -> Bool {
        guard let third, let top = topRowTexts(first), Self.repeatsNames(top) else { return false }
        var bottom: [String] = []
        var bottomValues: [CellParser.Value] = []
        var reader = self
        candidate.bytes.withUnsafeBufferPointer { bytes in
            FieldSplitter.split(bytes, 0..<bytes.count, by: delimiter, into: &reader.fields)
            bottom = Self.headerNames(reader.fields.map { FieldSplitter.text(of: $0, in: bytes) })
            bottomValues = reader.fields.map { reader.headerRuleValue($0, in: bytes) }
        }
        guard Self.isHeader(bottomValues, followedBy: third) else { return false }
        let names = Self.combinedNames(top: Self.headerNames(top), bottom: bottom)
        guard names.count == expectedFieldCount else { return false }
        if case .columns = output {
            columns = Array(repeating: ColumnAccumulator(), count: expectedFieldCount)
        }
        columnNames = names.enumerated().map { index, name in name.isEmpty ? "column \(index + 1)" : name }
        markNamesFromHeader()
        let example = columnNames!.first { $0.contains(" · ") } ?? columnNames![0]
        unitsNote = "lines \(first.line)–\(candidate.line) are one header of two rows (names repeat on line \(first.line)): each column is named by both, as `\(example)`"
        for row in metadataRows {
            try row.bytes.withUnsafeBufferPointer { bytes throws(DataFileError) in
                FieldSplitter.split(bytes, 0..<bytes.count, by: delimiter, into: &fields)
                try appendRow(from: bytes, line: row.line)
            }
        }
        return true
    }
}
