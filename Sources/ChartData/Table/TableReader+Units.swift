import Foundation

/// Units rows: data loggers and lab instruments write a row of units under the header
/// (`time,temp,pressure` then `s,degC,hPa`, then numbers). Such a row is neither data nor a
/// second header: the names stay, the units go to `DataTable.units`, for axis titles.
///
/// The second record is held back when it could be one: the first record is all text (a header)
/// and the second holds no number (and no date), with some text. The third decides: it is a
/// units row when the header rule holds between the first record and the third (a name above a
/// number), and some column whose third cell is a number has a short text unit
/// (`unitsRowLongestUnit` characters at most). Otherwise the records are read as before.
extension TableReader {
    /// Units longer than this are text data, not units.
    package static let unitsRowLongestUnit = 24
    /// Rows of texts under a units row that are skipped with it (a row of keys or of long names):
    /// more than this and the rows are text data.
    package static let metadataRowsUnderUnits = 2

    /// Whether the second record (its header-rule values) could be a units row under `first`.
    func mayBeUnitsRow(_ values: [CellParser.Value], under first: (bytes: [UInt8], line: Int)) -> Bool {
        guard values.contains(.text), !values.contains(where: { if case .number = $0 { true } else { false } })
        else { return false }
        var reader = self
        return first.bytes.withUnsafeBufferPointer { bytes in
            FieldSplitter.split(bytes, 0..<bytes.count, by: delimiter, into: &reader.fields)
            return reader.fields.allSatisfy { reader.headerRuleValue($0, in: bytes).isText }
        }
    }

    /// Settles a held second record once the third record's header-rule values are known (nil:
    /// there is no third record): as a units row, or as the data row it was read as before.
    mutating func settleUnitsCandidate(_ candidate: (bytes: [UInt8], line: Int), first: (bytes: [UInt8], line: Int),
                                       followedBy third: [CellParser.Value]?) throws(DataFileError) {
        if try settleTwoRowHeader(candidate, first: first, followedBy: third) { return }
        var unitTexts: [String] = []
        var candidateValues: [CellParser.Value] = []
        candidate.bytes.withUnsafeBufferPointer { bytes in
            FieldSplitter.split(bytes, 0..<bytes.count, by: delimiter, into: &fields)
            unitTexts = fields.map { FieldSplitter.text(of: $0, in: bytes) }
            candidateValues = fields.map { headerRuleValue($0, in: bytes) }
        }
        if let third, Self.isHeader(firstValues(first), followedBy: third),
           unitTexts.count <= third.count, unitTexts.allSatisfy({ $0.count <= Self.unitsRowLongestUnit }),
           zip(zip(candidateValues, unitTexts), third).contains(where: { unit, value in
               if case .number = value { return unit.0.isText && !Self.isMissingMarker(unit.1) && !Self.isWrittenNumber(unit.1) }
               return false
           }) {
            try startTable(first: first, secondValues: third)
            if !metadataRows.isEmpty {
                let lines = metadataRows.map { String($0.line) }.joined(separator: ", ")
                unitsNote = "line\(metadataRows.count == 1 ? "" : "s") \(lines) skipped: text only, under the units row (line \(candidate.line)) and above the numbers"
            }
            if let names = columnNames {
                for ((name, unit), value) in zip(zip(names, unitTexts), candidateValues)
                    where value.isText && !Self.unitText(unit).isEmpty {
                    units[name] = Self.unitText(unit)
                }
            }
            return
        }
        try startTable(first: first, secondValues: candidateValues)
        for row in [candidate] + metadataRows {
            try row.bytes.withUnsafeBufferPointer { bytes throws(DataFileError) in
                FieldSplitter.split(bytes, 0..<bytes.count, by: delimiter, into: &fields)
                try appendRow(from: bytes, line: row.line)
            }
        }
    }

    private func firstValues(_ first: (bytes: [UInt8], line: Int)) -> [CellParser.Value] {
        var reader = self
        return first.bytes.withUnsafeBufferPointer { bytes in
            FieldSplitter.split(bytes, 0..<bytes.count, by: delimiter, into: &reader.fields)
            return reader.fields.map { reader.headerRuleValue($0, in: bytes) }
        }
    }

    /// The corner cell of a cross table (`[kWh]` over the times of day of a load profile, beside
    /// columns of numbers) names no column: it is the unit of the table's numbers. When the first
    /// name is a bracketed unit and nothing else, over a column that is not numbers, the column
    /// loses that name (`column 1`) and the unit is returned for the numeric columns.
    func takeCornerUnit(_ names: inout [String]) -> String? {
        guard namesComeFromHeader, let corner = names.first, columns.count > 1, columns[0].isText else { return nil }
        let trimmed = corner.trimmingCharacters(in: .whitespaces)
        guard let open = trimmed.first, let close = trimmed.last, (open == "[" && close == "]") || (open == "(" && close == ")")
        else { return nil }
        let unit = Self.unitText(trimmed)
        guard !unit.isEmpty, unit.count <= Self.unitsRowLongestUnit, !unit.contains(where: { $0 == "[" || $0 == "]" || $0 == "(" || $0 == ")" })
        else { return nil }
        names[0] = "column 1"
        return unit
    }

    /// Words that mark a missing value in any case (`n/a`, `none`, `?`): a row holding them
    /// above numbers is data with gaps, not units.
    static func isMissingMarker(_ cell: String) -> Bool {
        let word = cell.trimmingCharacters(in: .whitespaces).lowercased()
        return ["n/a", "na", "nan", "null", "none", "missing", "?", "-", "--", "#n/a", "."].contains(word)
    }

    /// A number as people write it (`"1,234,567"`, `(1,234)`, `$12`) is a data cell, not a unit:
    /// a row of them above plain numbers is the first row of a column of written numbers. A
    /// number with a unit after it (`3 km`) may still be a unit's text (`1/s`), so it stays one.
    static func isWrittenNumber(_ cell: String) -> Bool {
        guard let number = WrittenNumber(cell) else { return false }
        return number.suffix.isEmpty || !number.prefix.isEmpty
    }

    /// A unit as an axis title shows it: trimmed, one pair of brackets around it dropped
    /// (`[degC]`, `(s)` → `degC`, `s`); a lone `-` means none.
    static func unitText(_ cell: String) -> String {
        var text = Substring(cell.trimmingCharacters(in: .whitespaces))
        if let open = text.first, let close = text.last, text.count >= 2,
           (open == "[" && close == "]") || (open == "(" && close == ")") || (open == "{" && close == "}") {
            text = text.dropFirst().dropLast()
        }
        let unit = text.trimmingCharacters(in: .whitespaces)
        return unit == "-" ? "" : unit
    }
}
