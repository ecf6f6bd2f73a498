import Foundation

/// What a cell means beyond the number scanner, for files read for a chart (`tolerant`):
/// a lone `-` as a gap, decimal commas in semicolon-separated files (`3,5`, `1.234,5`), and dates counting as data
/// (not as header text) when deciding whether the first record is a header.
extension TableReader {
    /// The cell's value, with a decimal-comma number read where the delimiter is `;`.
    func meaning(of field: FieldSpan, in bytes: UnsafeBufferPointer<UInt8>, allowsThousandsSeparators: Bool) -> CellParser.Value {
        let value = FieldSplitter.value(of: field, in: bytes, allowsThousandsSeparators: allowsThousandsSeparators)
        guard tolerant, case .text = value else { return value }
        let text = FieldSplitter.text(of: field, in: bytes)
        // A lone dash marks a missing value in many exports.
        if text.trimmingCharacters(in: .whitespaces) == "-" { return .gap }
        guard delimiter == .semicolon, let number = Self.decimalCommaNumber(text) else { return value }
        return .number(number)
    }

    /// For the header rule: a date or a decimal-comma number is data, like a number.
    func headerRuleValue(_ field: FieldSpan, in bytes: UnsafeBufferPointer<UInt8>) -> CellParser.Value {
        let value = meaning(of: field, in: bytes, allowsThousandsSeparators: delimiter.allowsThousandsSeparators)
        guard case .text = value else { return value }
        let text = FieldSplitter.text(of: field, in: bytes)
        guard text.count <= 40, DateColumnParser.detect([text], timeZone: TimeZone(identifier: "UTC")!) != nil else { return value }
        return .number(0)
    }

    /// `3,5` → 3.5, `-1.234,5` → −1234.5 (dots group thousands in threes); nil for anything else.
    static func decimalCommaNumber(_ text: String) -> Double? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
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
        return Double(sign + groups.joined() + "." + parts[1])
    }
}
