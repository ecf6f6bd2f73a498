/// A CDS/VizieR or AAS machine-readable table (MRT) with its description inline: a title block,
/// `Byte-by-byte Description of file: …`, one line per column giving its bytes, format, units and
/// label, notes, and the rows after the last rule line. Each column is read from its bytes, so a
/// blank cell is a gap and a cell may hold blanks; units go to the axis titles (`---`: none).
///
/// ```
/// Byte-by-byte Description of file: table4.dat
/// --------------------------------------------------------------------------------
///    Bytes Format Units   Label    Explanations
/// --------------------------------------------------------------------------------
///    1- 15 A15    ---     Name     Source name
///   17- 22 F6.2   mag     Vmag     ? V magnitude
/// --------------------------------------------------------------------------------
/// ```
enum ByteByByteTable {
    struct Column {
        var bytes: Range<Int>  // 0-based, end exclusive
        var name: String
        var unit: String?
    }

    static func matches(_ lines: TextLines) -> Bool {
        descriptionStart(lines) != nil
    }

    static func descriptionStart(_ lines: TextLines) -> Int? {
        (0..<lines.count).first { index in
            String(decoding: lines[index].prefix(40), as: UTF8.self).lowercased().hasPrefix("byte-by-byte description")
        }
    }

    /// A line of one rule character (`-` or `=`), ten at least.
    static func isRule(_ line: ArraySlice<UInt8>) -> Bool {
        guard let first = line.first, first == UInt8(ascii: "-") || first == UInt8(ascii: "=") else { return false }
        let trimmed = line.reversed().drop { $0 == 32 }
        return trimmed.count >= 10 && trimmed.allSatisfy { $0 == first }
    }

    /// A column line: `  1- 15 A15 --- Name …` or `     41 A1 --- Flag …`.
    static func column(_ line: ArraySlice<UInt8>) -> Column? {
        var rest = Substring(String(decoding: line, as: UTF8.self))
        func number() -> Int? {
            rest = rest.drop { $0 == " " }
            let digits = rest.prefix { $0.isASCII && $0.isNumber }
            rest = rest.dropFirst(digits.count)
            return Int(digits)
        }
        guard let low = number(), low >= 1 else { return nil }
        var high = low
        if rest.drop(while: { $0 == " " }).first == "-" {
            rest = rest.drop { $0 == " " }.dropFirst()
            guard let end = number() else { return nil }
            high = end
        }
        let words = rest.split(separator: " ", omittingEmptySubsequences: true)
        guard high >= low, words.count >= 3, let format = words[0].first, "AIFEDai".contains(format) else { return nil }
        let unit = String(words[1])
        return Column(bytes: (low - 1)..<high, name: String(words[2]), unit: unit.allSatisfy { $0 == "-" } ? nil : unit)
    }

    static func read(_ lines: TextLines, file: String) throws(DataFileError) -> DataTable? {
        guard let start = descriptionStart(lines) else { return nil }
        var columns: [Column] = []
        var index = start + 1
        var rulesSeen = 0
        // The description: rule, heading, rule, column lines (explanations may go on over
        // indented lines), rule.
        while index < lines.count {
            if isRule(lines[index]) {
                rulesSeen += 1
                if rulesSeen >= 3 || (!columns.isEmpty && rulesSeen >= 2) { break }
            } else if let column = column(lines[index]) {
                columns.append(column)
            }
            index += 1
        }
        guard columns.count >= 2, index < lines.count else { return nil }
        // The rows follow the last rule line (notes lie between the description and it).
        var bodyStart = index + 1
        for later in bodyStart..<lines.count where isRule(lines[later]) { bodyStart = later + 1 }
        var text = TabSeparatedText()
        text.append(names: columns.map(\.name))
        for row in bodyStart..<lines.count where !lines.isBlank(row) {
            text.append(columns.map { TextLayout.cell(lines[row], $0.bytes) }, line: row + 1)
        }
        var units: [String: String] = [:]
        for column in columns { if let unit = column.unit { units[column.name] = unit } }
        let note = "a CDS byte-by-byte table: \(columns.count) columns read from the bytes the description (line \(start + 1)) gives them, rows from line \(bodyStart + 1)"
        return try text.table(file: file, units: units, notes: [note])
    }
}
