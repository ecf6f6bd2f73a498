/// An IPAC table (NASA/IPAC Infrared Science Archive): `\` keyword and comment lines, then up to
/// four header rows framed by `|` (names, types, units, null values), then rows whose cells lie
/// under the frames. Names come from the first `|` row (blanks and `-` fill trimmed), units go to
/// the axis titles, cells equal to their column's null value are gaps.
///
/// ```
/// \fixlen = T
/// |   ra    |   dec   |  flux  |
/// | double  | double  |  real  |
/// |  deg    |  deg    |  mJy   |
/// |  null   |  null   |  -999  |
///   12.5      -3.25     -999
/// ```
enum IPACTable {
    /// The head shows `\` lines or none, then a `|` row with two cells at least.
    static func matches(_ lines: TextLines) -> Bool {
        guard let header = headerStart(lines) else { return false }
        return header + 1 < lines.count
    }

    /// The first `|` row, under `\` lines (one at least) or at the top of the file.
    static func headerStart(_ lines: TextLines) -> Int? {
        var index = 0
        var keywords = 0
        while index < lines.count, lines.firstByte(index) == UInt8(ascii: "\\") || lines.isBlank(index) {
            if !lines.isBlank(index) { keywords += 1 }
            index += 1
        }
        guard index < lines.count, lines.firstByte(index) == UInt8(ascii: "|"),
              lines[index].filter({ $0 == UInt8(ascii: "|") }).count >= 3 else { return nil }
        // A `|` row under no `\` line is IPAC only when a second `|` row follows and no rule row
        // (that is a `|` dump or Markdown table, PipeSeparatedTable).
        if keywords == 0 {
            guard index + 1 < lines.count, lines.firstByte(index + 1) == UInt8(ascii: "|"),
                  !PipeSeparatedTable.isRule(lines[index + 1]) else { return nil }
        }
        return index
    }

    static func read(_ lines: TextLines, file: String) throws(DataFileError) -> DataTable? {
        guard let start = headerStart(lines) else { return nil }
        let bars = lines[start].indices.filter { lines.bytes[$0] == UInt8(ascii: "|") }.map { $0 - lines[start].startIndex }
        guard bars.count >= 2 else { return nil }
        let spans = zip(bars, bars.dropFirst()).map { ($0 + 1)..<$1 }
        var headerRows: [[String]] = []
        var index = start
        while index < lines.count, headerRows.count < 4, lines.firstByte(index) == UInt8(ascii: "|") {
            headerRows.append(spans.map { span in TextLayout.text(TextLayout.cell(lines[index], span)) })
            index += 1
        }
        let names = headerRows[0].enumerated().map { column, name in
            let trimmed = name.trimmingCharacters(in: ["-", " "])
            return trimmed.isEmpty ? "column \(column + 1)" : trimmed
        }
        let unitRow = headerRows.count > 2 ? headerRows[2] : nil
        let nullRow = headerRows.count > 3 ? headerRows[3] : nil
        var text = TabSeparatedText()
        text.append(names: names)
        // A cell may run under the frames: each column takes the bytes from its left frame to
        // the next one, as IPAC readers do.
        let cellSpans = zip(bars, bars.dropFirst()).map { $0..<$1 }
        for row in index..<lines.count where !lines.isBlank(row) && lines.firstByte(row) != UInt8(ascii: "\\") {
            text.append(cellSpans.enumerated().map { column, span -> ArraySlice<UInt8> in
                let cell = TextLayout.cell(lines[row], span)
                let value = TextLayout.text(cell)
                if value == "null" || (nullRow.map { column < $0.count && $0[column] == value } ?? false) { return [] }
                return cell
            }, line: row + 1)
        }
        var units: [String: String] = [:]
        if let unitRow {
            for (name, unit) in zip(names, unitRow) where !unit.isEmpty && unit != "-" { units[name] = unit }
        }
        let rows = ["names", "types", "units", "null values"].prefix(headerRows.count).joined(separator: ", ")
        let note = "an IPAC table: the `\\` keyword lines above skipped, \(rows) from the `|` rows (\(TableReader.lineSpan(start + 1, start + headerRows.count)))"
        return try text.table(file: file, units: units, notes: [note])
    }
}
