import Foundation

/// A text column read as numbers because nearly all its cells are numbers written one way
/// (`WrittenNumber`): `"1,234,567"`, `$1,234.56`, `12.5%`, `(1,234)`, `3.2 km`.
///
/// Decided from the whole column, never a cell: the decimal mark is the one its cells agree on
/// (a cell such as `1,234.5` or `3,25` settles it; where none does, the dot, unless the file
/// writes decimal commas), every cell must read under that mark, and a symbol or unit must be the
/// same in every cell that has one. A column becomes numbers only when at least
/// `ColumnAccumulator.numericShare` of its filled cells read so, so lists (`1,2,3`), dates
/// (`Jan 5, 2020`, `2020-01-05`), codes with letters and mixed units stay text.
///
/// Percent cells keep the number as written (`12.5%` → 12.5, unit `%`): the axis then reads as
/// the file does, titled `rate (%)`, which is what a pandas user gets from
/// `str.rstrip("%").astype(float)` and labels by hand; a fraction (0.125) would need a percent
/// axis format to read right.
package struct WrittenNumberColumn: Equatable, Sendable {
    /// What the file says about its decimal mark beyond this column.
    package enum DecimalHint: Sendable {
        /// Decimal commas are common (semicolon-separated files, or another column has them).
        case commaLikely
        /// Nothing either way (tab-separated, one column).
        case neutral
        /// Commas separate fields: a decimal comma needs a cell showing both marks (`1.234,5`).
        case dotLikely
    }

    /// Share of the cells carrying an affix that must carry the same one for it to be the
    /// column's unit (`12 USD` beside a stray `12 usd` still is; `F` beside `S` half the time is not).
    package static let unitAgreement = 0.9

    /// One per cell given: the number, or NaN for a gap or a cell that did not read.
    package var values: [Double]
    /// The symbol or unit the cells carry (`$`, `%`, `USD`, `km`); nil for plain numbers with
    /// separators.
    package var unit: String?
    /// The decimal mark used, `.` or `,`.
    package var decimalMark: Character
    /// The grouping separator seen, if any (`,`, `.`, ` `, `'`).
    package var grouping: Character?
    /// Cells that are not gaps and did not read, and the first of them.
    package var unreadCount: Int
    package var firstUnread: String?
    /// Whether some cell was in parentheses (`(1,234)`, negative).
    package var hasAccountingNegatives: Bool
    /// The first cell written in the column's form, for `--explain`.
    package var example: String

    /// Reads `cells` (one column's texts); `plainNumbers` counts other cells of the column that
    /// are plain numbers already (read by the number scanner), which agree with any form.
    /// Nil when the column is not numbers written one way.
    package static func read(_ cells: [String], plainNumbers: Int = 0, hint: DecimalHint) -> WrittenNumberColumn? {
        var parsed: [WrittenNumber?] = []
        parsed.reserveCapacity(cells.count)
        var filled = plainNumbers
        var writtenForms = 0
        var dotVotes = 0, commaVotes = 0, bothMarks = 0
        var units: [String: Int] = [:]
        // More unread cells than the share allows: stop early, so a column of names costs a
        // look at a few of its cells, not a pass over all of them.
        let allowedUnread = (1 - ColumnAccumulator.numericShare) * Double(cells.count + plainNumbers)
        var unread = 0
        for cell in cells {
            if isGap(cell) {
                parsed.append(nil)
                continue
            }
            filled += 1
            let number = WrittenNumber(cell)
            parsed.append(number)
            guard let number else {
                unread += 1
                if Double(unread) > allowedUnread { return nil }
                continue
            }
            if number.isWrittenForm { writtenForms += 1 }
            switch number.evidence {
            case .dot: dotVotes += 1
            case .comma: commaVotes += 1
            case .none: break
            }
            if number.hasBothMarks { bothMarks += 1 }
            if !number.unit.isEmpty { units[number.unit, default: 0] += 1 }
        }
        // Nothing beyond plain numbers: the number scanner's column, not ours.
        guard writtenForms > 0, filled > 0 else { return nil }
        let mark: UInt8
        if commaVotes > dotVotes {
            guard hint != .dotLikely || bothMarks > 0 else { return nil }
            mark = UInt8(ascii: ",")
        } else if dotVotes > 0 || hint != .commaLikely {
            mark = UInt8(ascii: ".")
        } else {
            mark = UInt8(ascii: ",")
        }
        // The column's unit: the one most cells carry; cells with another do not read. A unit is
        // one per column: where the affixes disagree (`1936.1S` beside `1936.2F`, half seasons),
        // they tag the cells rather than measure them, so none is the unit and no tagged cell reads.
        let affixed = units.values.reduce(0, +)
        let unit = units.max { $0.value < $1.value || ($0.value == $1.value && $0.key > $1.key) }
            .flatMap { Double($0.value) >= Self.unitAgreement * Double(affixed) ? $0.key : nil }
        var values = [Double](repeating: .nan, count: cells.count)
        var read = plainNumbers
        var unreadCount = 0
        var firstUnread: String?
        var grouping: UInt8?
        var accounting = false
        var example: String?
        for (index, number) in parsed.enumerated() {
            guard !isGap(cells[index]) else { continue }
            if let number, number.unit.isEmpty || number.unit == unit, let value = number.value(decimalMark: mark) {
                values[index] = value
                read += 1
                if let separator = number.body.first(where: { $0 != mark && ($0 < 48 || $0 > 57) }) { grouping = grouping ?? separator }
                if number.isNegative, cells[index].contains("(") { accounting = true }
                if example == nil, number.isWrittenForm { example = cells[index] }
            } else {
                unreadCount += 1
                if firstUnread == nil { firstUnread = cells[index] }
            }
        }
        guard Double(read) >= ColumnAccumulator.numericShare * Double(filled), let example else { return nil }
        return WrittenNumberColumn(values: values, unit: unit, decimalMark: Character(Unicode.Scalar(mark)),
                                   grouping: grouping.map { Character(Unicode.Scalar($0)) },
                                   unreadCount: unreadCount, firstUnread: firstUnread,
                                   hasAccountingNegatives: accounting, example: example)
    }

    /// For `--explain`: `column "Price": numbers written as "$1,299.99" ($, thousands grouped by ","), read as numbers`.
    package func note(column name: String) -> String {
        var parts: [String] = []
        if let unit { parts.append(unit == "%" ? "percent, drawn as written (12.5% is 12.5)" : "in \(unit)") }
        if let grouping { parts.append("thousands grouped by \(grouping == " " ? "blanks" : "\"\(grouping)\"")") }
        if decimalMark == "," { parts.append("decimal comma") }
        if hasAccountingNegatives { parts.append("(…) negative") }
        let shown = example.count > 24 ? String(example.prefix(24)) + "…" : example
        let form = parts.isEmpty ? "" : " (\(parts.joined(separator: ", ")))"
        return "column \"\(name)\": numbers written as \"\(shown.trimmingCharacters(in: .whitespaces))\"\(form), read as numbers"
    }

    private static func isGap(_ cell: String) -> Bool {
        let trimmed = cell.trimmingCharacters(in: .whitespaces)
        if trimmed.isEmpty || trimmed == "-" { return true }
        return CellParser.gapMarkers.contains { $0.elementsEqual(trimmed.utf8) }
    }
}
