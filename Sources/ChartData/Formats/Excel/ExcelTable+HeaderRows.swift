/// Where the header is in a sheet whose first row is not a header over the data: a title or a
/// setting above it (`Hub height | 45 | m`, then a blank row, then `Wind (m/s) | Power (kW) | …`),
/// or a row of names whose first cell is blank over a row of units (`| G0 | G1 | …` over
/// `Time | kWh | kWh | …`, as load-profile workbooks write them).
///
/// The rule, the text reader's for the table under a preamble (Layouts/TableBlocks.swift): each
/// column's kind comes from the lower half of the first `lookahead` rows (numeric when more
/// numbers than texts); the data is the run of rows at the end of them with no text in a numeric
/// column. When two rows or more lie above it, the row right above is the header when it holds
/// texts only. Under a row of texts that names every column of the data but perhaps the first,
/// a row of short texts (`kWh`, `(m/s)`) is that row's units: the columns keep the names above,
/// the first column, blank there, is named by the row of units (`Time`). The rows above are skipped.
extension ExcelTable {
    /// Rows of the sheet looked at to find the header.
    static let headerLookahead = 40
    /// The longest cell a units row holds.
    static let longestUnit = 12

    struct HeaderRows {
        /// The index of the first data row.
        var dataStart: Int
        var names: [String]
        /// Units by column index.
        var units: [Int: String]
        var note: String
    }

    static func headerRows(_ lines: [[ExcelCell]], rowNumbers: [Int]) -> HeaderRows? {
        let count = min(lines.count, headerLookahead)
        guard count >= 5, let width = lines.first?.count, width >= 2 else { return nil }
        let lower = lines[(count / 2)..<count]
        let numeric: [Bool] = (0..<width).map { column in
            let numbers = lower.filter { isNumeric($0[column]) }.count
            let texts = lower.filter { isText($0[column]) }.count
            return numbers > texts
        }
        guard numeric.contains(true) else { return nil }
        func fits(_ row: [ExcelCell]) -> Bool {
            !row.indices.contains { numeric[$0] && isText(row[$0]) }
        }
        func texts(_ row: [ExcelCell]) -> [String] {
            row.map { cell in
                if case .text(let text) = cell { return text.trimmingCharacters(in: .whitespaces) }
                return ""
            }
        }
        func textsOnly(_ row: [ExcelCell]) -> Bool {
            row.contains(where: isText) && !row.contains(where: isNumeric)
        }
        var start = count
        while start > 0, fits(lines[start - 1]) { start -= 1 }
        // Blank rows above the data are no part of it.
        while start < count, !lines[start].contains(where: { $0 != .empty }) { start += 1 }
        guard start >= 2, count - start >= 3, textsOnly(lines[start - 1]) else { return nil }
        let dataColumns = (0..<width).filter { column in lines[start..<count].contains { $0[column] != .empty } }
        var header = start - 1
        var names = texts(lines[header])
        var units: [Int: String] = [:]
        let lowerTexts = names
        if header >= 1, textsOnly(lines[header - 1]) {
            let upper = texts(lines[header - 1])
            let namesAll = dataColumns.dropFirst().allSatisfy { !upper[$0].isEmpty }
            let shortBelow = dataColumns.allSatisfy { !lowerTexts[$0].isEmpty && lowerTexts[$0].count <= longestUnit }
            if namesAll, shortBelow {
                header -= 1
                names = upper.enumerated().map { column, name in name.isEmpty ? lowerTexts[column] : name }
                for column in dataColumns where !upper[column].isEmpty { units[column] = TableReader.unitText(lowerTexts[column]) }
            }
        }
        var note = "header on sheet row \(rowNumbers[header])"
        if !units.isEmpty { note += " with the units under it on row \(rowNumbers[header + 1])" }
        if header > 0 {
            note = TableReader.lineSpan(rowNumbers[0], rowNumbers[header - 1]).replacingOccurrences(of: "line", with: "sheet row")
                + " skipped above the " + note
        }
        note += ": the rows above the data that hold texts where its columns hold numbers"
        return HeaderRows(dataStart: start, names: names, units: units, note: note)
    }
}
