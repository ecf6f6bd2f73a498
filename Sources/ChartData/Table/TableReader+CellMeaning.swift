import Foundation

/// What a cell means beyond the number scanner, for files read for a chart (`tolerant`):
/// a lone `-` as a gap, decimal commas in semicolon-separated files (`3,5`, `1.234,5`), and dates counting as data
/// (not as header text) when deciding whether the first record is a header.
extension TableReader {
    /// The cell's value, with a decimal-comma number read where the delimiter is `;`.
    package func meaning(of field: FieldSpan, in bytes: UnsafeBufferPointer<UInt8>, allowsThousandsSeparators: Bool) -> CellParser.Value {
        let value = FieldSplitter.value(of: field, in: bytes, allowsThousandsSeparators: allowsThousandsSeparators)
        guard tolerant, case .text = value else { return value }
        // A lone dash marks a missing value in many exports. Looked for in the bytes: this runs for
        // every text cell (each date of a date column), where a String per cell cost seconds a file.
        if Self.isLoneDash(field, in: bytes) { return .gap }
        guard delimiter == .semicolon else { return value }
        let text = FieldSplitter.text(of: field, in: bytes)
        if let number = Self.decimalCommaNumber(text) { return .number(number) }
        // `1.234.567`: more than one dot can only group thousands.
        let grouped = Array(text.utf8).withUnsafeBufferPointer { Self.dotGroupedInteger($0) }
        return grouped.map { .number($0) } ?? value
    }

    /// Whether the field is `-` with nothing but blanks around it (quoted or not).
    package static func isLoneDash(_ field: FieldSpan, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var dashes = 0
        for byte in bytes[field.start..<field.end] {
            switch byte {
            case UInt8(ascii: "-"): dashes += 1
            case UInt8(ascii: " "), UInt8(ascii: "\t"): continue
            case UInt8(ascii: "\"") where !field.isVerbatim: continue
            default: return false
            }
        }
        return dashes == 1
    }

    /// For the header rule: a date or a decimal-comma number is data, like a number.
    package func headerRuleValue(_ field: FieldSpan, in bytes: UnsafeBufferPointer<UInt8>) -> CellParser.Value {
        let value = meaning(of: field, in: bytes, allowsThousandsSeparators: delimiter.allowsThousandsSeparators)
        guard case .text = value else { return value }
        let text = FieldSplitter.text(of: field, in: bytes)
        guard text.count <= 40, DateColumnParser.detect([text], timeZone: TimeZone(identifier: "UTC")!) != nil else { return value }
        return .number(0)
    }

    /// `3,5` → 3.5, `-1.234,5` → −1234.5 (dots group thousands in threes), `-9,4e-05` → −9.4e-5
    /// (an exponent, as pandas and Excel write small numbers); nil for anything else.
    package static func decimalCommaNumber(_ text: String) -> Double? {
        var trimmed = Substring(text.trimmingCharacters(in: .whitespaces))
        var exponent = ""
        if let e = trimmed.firstIndex(where: { $0 == "e" || $0 == "E" }) {
            var digits = trimmed[trimmed.index(after: e)...]
            if digits.first == "-" || digits.first == "+" { digits = digits.dropFirst() }
            guard !digits.isEmpty, digits.count <= 3, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
            exponent = String(trimmed[e...])
            trimmed = trimmed[..<e]
        }
        let parts = trimmed.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[1].isEmpty, parts[1].allSatisfy(\.isASCII), parts[1].allSatisfy(\.isNumber) else { return nil }
        var whole = Substring(parts[0])
        var sign = ""
        if whole.first == "-" || whole.first == "+" {
            sign = whole.first == "-" ? "-" : ""
            whole = whole.dropFirst()
        }
        let groups = whole.split(separator: ".", omittingEmptySubsequences: false)
        guard let first = groups.first, !first.isEmpty, first.count <= (groups.count > 1 ? 3 : 18),
              groups.dropFirst().allSatisfy({ $0.count == 3 }),
              groups.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }) else { return nil }
        return Double(sign + groups.joined() + "." + parts[1] + exponent)
    }

    // MARK: Decimal marks per column (semicolon files)

    /// Records what a number cell says about its column's decimal mark: a comma in it makes the
    /// column one of decimal commas; a cell shaped like dot-grouped thousands (`2.000`,
    /// `-12.345.678`), which the scanner read with a dot as decimal point, is kept with its
    /// thousands value for `settleDecimalMarks`.
    package mutating func noteDecimalMark(_ field: FieldSpan, column: Int, in bytes: UnsafeBufferPointer<UInt8>) {
        guard field.isVerbatim, field.end > field.start else { return }
        let cell = UnsafeBufferPointer(rebasing: bytes[field.start..<field.end])
        if cell.contains(UInt8(ascii: ",")) {
            decimalCommaColumns.insert(column)
        } else if let value = Self.dotGroupedInteger(cell) {
            dottedThousands[column, default: []].append((rowCount, value))
        }
    }

    /// In a column holding decimal commas, dots group thousands: its dot-grouped cells take their
    /// thousands value. Other columns keep the dot as decimal point (nothing says otherwise).
    package func settleDecimalMarks(_ column: inout ColumnAccumulator, at index: Int) {
        guard decimalCommaColumns.contains(index), let cells = dottedThousands[index], !column.isText else { return }
        for cell in cells where cell.row < column.values.count { column.values[cell.row] = cell.value }
    }

    /// `2.000` → 2000, `-1.234.567` → −1234567: one to three digits, then groups of a dot and
    /// three digits; nil for any other shape.
    package static func dotGroupedInteger(_ cell: UnsafeBufferPointer<UInt8>) -> Double? {
        var i = 0
        var negative = false
        if i < cell.count, cell[i] == UInt8(ascii: "-") || cell[i] == UInt8(ascii: "+") {
            negative = cell[i] == UInt8(ascii: "-")
            i += 1
        }
        var value = 0.0
        var lead = 0
        while i < cell.count, cell[i] >= 48, cell[i] <= 57 {
            value = value * 10 + Double(cell[i] - 48)
            lead += 1
            i += 1
        }
        guard (1...3).contains(lead) else { return nil }
        var groups = 0
        while i < cell.count {
            guard cell[i] == UInt8(ascii: "."), i + 4 <= cell.count else { return nil }
            for k in 1...3 {
                let c = cell[i + k]
                guard c >= 48, c <= 57 else { return nil }
                value = value * 10 + Double(c - 48)
            }
            groups += 1
            i += 4
        }
        guard groups > 0 else { return nil }
        return negative ? -value : value
    }
}
