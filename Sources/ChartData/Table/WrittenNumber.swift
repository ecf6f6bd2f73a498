/// One cell read as a number the way people write numbers in reports and spreadsheets:
/// `"1,234,567"`, `1 234` (blank, no-break or thin space), `1.234.567,89`, `$1,234.56`, `€12`,
/// `12 USD`, `12.5%`, `(1,234)` (an accounting negative), `3.2 km`, `1,234*` (a footnote mark).
///
/// A cell alone cannot always say which mark is the decimal one (`1,234` is 1234 in an American
/// file and 1.234 in a German one), so a cell is split into what it says for sure — its sign,
/// the symbol or unit around it, its digits and separators — and `value(decimalMark:)` reads it
/// once its column has settled the mark (`WrittenNumberColumn`).
package struct WrittenNumber: Equatable, Sendable {
    /// What a cell says about its column's decimal mark.
    package enum MarkEvidence: Equatable, Sendable {
        /// No separator, or one that could be either (`1,234`, `1.234`).
        case none
        /// The dot is the decimal mark (`12.5`, `1,234.5`, `1,234,567`).
        case dot
        /// The comma is the decimal mark (`3,25`, `1.234,5`, `1.234.567`).
        case comma
    }

    package var isNegative: Bool
    /// A currency written before the number (`$`, `€`, `US$`, `EUR`), blanks removed; empty
    /// without one.
    package var prefix: String
    /// What follows the number (`%`, `USD`, `km`, `°C`), footnote marks removed; empty without one.
    package var suffix: String
    /// The digits and separators, `1,234.56`, as written.
    package var body: [UInt8]
    package var evidence: MarkEvidence
    /// Whether both marks appear in one cell (`1.234,5`): then the cell settles the convention
    /// even where a comma also separates fields.
    package var hasBothMarks: Bool
    /// Whether anything but plain digits, a sign and a dot decimal was read: a separator, a
    /// symbol, a unit, parentheses or a footnote mark.
    package var isWrittenForm: Bool

    /// The affix that is the column's unit: `$`, `%`, `USD`, `km`.
    package var unit: String { prefix.isEmpty ? suffix : prefix }

    /// Reads `text`; nil when it is not a number in any written form.
    package init?(_ text: String) {
        var scalars = Substring(text).unicodeScalars[...]
        Self.trimBlanks(&scalars)
        guard !scalars.isEmpty else { return nil }
        var written = false
        var negative = false
        // `(1,234)`: accounting's negative.
        if scalars.first == "(" && scalars.last == ")" {
            scalars = scalars.dropFirst().dropLast()
            Self.trimBlanks(&scalars)
            negative = true
            written = true
        }
        // Footnote marks at the end: `1,234*`, `12†`, `5[a]`, `7¹`.
        let beforeMarks = scalars.count
        Self.dropFootnoteMarks(&scalars)
        if scalars.count != beforeMarks { written = true }
        // A sign, then a currency, then maybe a sign again (`-$12`, `$-12`, `- 12`).
        if Self.takeSign(&scalars) { negative.toggle() }
        var prefix = String.UnicodeScalarView()
        while let first = scalars.first, !Self.isDigit(first), first != "." , !Self.isMinus(first), first != "+" {
            if !Self.isBlank(first) { prefix.append(first) }
            scalars.removeFirst()
            // Longer than any currency (`US$`, `EUR`): text, found without reading it all.
            if prefix.count > 4 { return nil }
        }
        Self.trimBlanks(&scalars)
        if Self.takeSign(&scalars) { negative.toggle() }
        let prefixText = String(prefix)
        guard prefixText.isEmpty || Self.isCurrency(prefixText) else { return nil }
        if !prefixText.isEmpty { written = true }
        // The body: digits, and single separators between them.
        var body: [UInt8] = []
        var lastWasDigit = false
        var bodyEnd = scalars.startIndex
        var index = scalars.startIndex
        while index < scalars.endIndex {
            let scalar = scalars[index]
            if Self.isDigit(scalar) {
                body.append(UInt8(scalar.value))
                lastWasDigit = true
                index = scalars.index(after: index)
                bodyEnd = index
            } else if let separator = Self.separator(scalar), body.isEmpty ? separator == UInt8(ascii: ".") : lastWasDigit {
                // A separator counts only between digits (or a leading `.5`).
                let next = scalars.index(after: index)
                guard next < scalars.endIndex, Self.isDigit(scalars[next]) else { break }
                body.append(separator)
                lastWasDigit = false
                index = next
            } else {
                break
            }
        }
        guard body.contains(where: { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) else { return nil }
        var rest = scalars[bodyEnd...]
        Self.trimBlanks(&rest)
        let suffixText = String(String.UnicodeScalarView(rest))
        guard suffixText.isEmpty || Self.isUnit(suffixText) else { return nil }
        if !suffixText.isEmpty { written = true }
        // A symbol on both sides (`$12 USD`) is no one way of writing.
        guard prefixText.isEmpty || suffixText.isEmpty else { return nil }

        let dots = body.filter { $0 == UInt8(ascii: ".") }.count
        let commas = body.filter { $0 == UInt8(ascii: ",") }.count
        let groupings = body.filter { $0 == WrittenNumber.blankSeparator || $0 == UInt8(ascii: "'") }.count
        if commas > 0 || groupings > 0 { written = true }
        self.isNegative = negative
        self.prefix = prefixText
        self.suffix = suffixText
        self.body = body
        self.hasBothMarks = dots > 0 && commas > 0
        self.isWrittenForm = written || dots > 1
        self.evidence = Self.evidence(body, dots: dots, commas: commas)
    }

    /// The number, reading `decimalMark` (`.` or `,`) as the decimal mark and any other separator
    /// as grouping thousands; nil when the body does not fit that reading (`1,2,3`, groups not of
    /// three digits, two decimal marks, two grouping characters).
    package func value(decimalMark: UInt8) -> Double? {
        var digits: [UInt8] = []
        digits.reserveCapacity(body.count + 1)
        var grouping: UInt8?
        var groupLength = 0
        var groups = 0
        var sawDecimal = false
        for byte in body {
            if byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") {
                digits.append(byte)
                groupLength += 1
                continue
            }
            if byte == decimalMark {
                guard !sawDecimal else { return nil }
                guard groups == 0 || groupLength == 3 else { return nil }
                sawDecimal = true
                digits.append(UInt8(ascii: "."))
                groupLength = 0
                continue
            }
            // A grouping separator: one kind per number, never after the decimal mark.
            guard !sawDecimal, grouping == nil || grouping == byte else { return nil }
            grouping = byte
            if groups == 0 {
                guard (1...3).contains(groupLength) else { return nil }
            } else {
                guard groupLength == 3 else { return nil }
            }
            groups += 1
            groupLength = 0
        }
        if groups > 0 && !sawDecimal { guard groupLength == 3 else { return nil } }
        guard let magnitude = Double(String(decoding: digits, as: UTF8.self)) else { return nil }
        return isNegative ? -magnitude : magnitude
    }

    // MARK: - Shapes

    /// The byte a blank-like grouping separator (space, no-break space, thin space) is kept as.
    static let blankSeparator = UInt8(ascii: " ")

    private static func evidence(_ body: [UInt8], dots: Int, commas: Int) -> MarkEvidence {
        if dots > 0 && commas > 0 {
            // The later mark is the decimal one: `1,234.5`, `1.234,5`.
            return body.lastIndex(of: UInt8(ascii: "."))! > body.lastIndex(of: UInt8(ascii: ","))! ? .dot : .comma
        }
        if body.contains(blankSeparator) || body.contains(UInt8(ascii: "'")) {
            // Blanks group: a dot or comma beside them is the decimal mark.
            return dots > 0 ? .dot : commas > 0 ? .comma : .none
        }
        for (mark, count, other) in [(UInt8(ascii: "."), dots, MarkEvidence.comma), (UInt8(ascii: ","), commas, MarkEvidence.dot)] where count > 0 {
            // Twice in one number, the mark groups: the other one is the decimal mark.
            if count > 1 { return other }
            let position = body.firstIndex(of: mark)!
            let after = body.count - position - 1
            let leading = body[..<position]
            // `0,123` or `12,5`: a decimal mark; `1,234` could be either.
            if after != 3 || leading.allSatisfy({ $0 == UInt8(ascii: "0") }) || leading.count > 3 {
                return other == .comma ? .dot : .comma
            }
        }
        return .none
    }

    private static func isDigit(_ scalar: Unicode.Scalar) -> Bool { scalar.value >= 48 && scalar.value <= 57 }

    private static func isMinus(_ scalar: Unicode.Scalar) -> Bool { scalar == "-" || scalar == "\u{2212}" }

    /// Blanks around a cell, the no-break spaces included.
    private static func isBlank(_ scalar: Unicode.Scalar) -> Bool {
        scalar == " " || scalar == "\t" || scalar == "\u{00A0}" || scalar == "\u{2009}" || scalar == "\u{202F}"
    }

    private static func trimBlanks(_ scalars: inout Substring.UnicodeScalarView.SubSequence) {
        while let first = scalars.first, isBlank(first) { scalars.removeFirst() }
        while let last = scalars.last, isBlank(last) { scalars.removeLast() }
    }

    private static func takeSign(_ scalars: inout Substring.UnicodeScalarView.SubSequence) -> Bool {
        guard let first = scalars.first, isMinus(first) || first == "+" else { return false }
        scalars.removeFirst()
        trimBlanks(&scalars)
        return isMinus(first)
    }

    /// A separator inside a number's digits, as the byte it is kept as.
    private static func separator(_ scalar: Unicode.Scalar) -> UInt8? {
        switch scalar {
        case ".": return UInt8(ascii: ".")
        case ",": return UInt8(ascii: ",")
        case "'", "\u{2019}": return UInt8(ascii: "'")
        case " ", "\u{00A0}", "\u{2009}", "\u{202F}": return blankSeparator
        default: return nil
        }
    }

    private static let footnoteMarks: Set<Unicode.Scalar> = ["*", "\u{2020}", "\u{2021}", "\u{00A7}",
                                                             "\u{00B9}", "\u{00B2}", "\u{00B3}", "\u{2070}",
                                                             "\u{2074}", "\u{2075}", "\u{2076}", "\u{2077}",
                                                             "\u{2078}", "\u{2079}"]

    /// Drops `*`, `†`, `‡`, `§`, superscript digits and one short bracketed mark (`[a]`, `[12]`)
    /// from the end.
    private static func dropFootnoteMarks(_ scalars: inout Substring.UnicodeScalarView.SubSequence) {
        if scalars.last == "]", let open = scalars.lastIndex(of: "["), scalars.distance(from: open, to: scalars.endIndex) <= 5,
           open > scalars.startIndex {
            scalars = scalars[..<open]
        }
        // A superscript after a letter is part of a unit (`m²`), not a mark.
        while let last = scalars.last, footnoteMarks.contains(last) {
            let before = scalars.index(before: scalars.endIndex)
            if before > scalars.startIndex, last.properties.numericType != nil,
               scalars[scalars.index(before: before)].properties.isAlphabetic { break }
            scalars.removeLast()
        }
        trimBlanks(&scalars)
    }

    /// Common ISO 4217 codes, written before or after amounts (`USD 12`, `12 EUR`).
    private static let currencyCodes: Set<String> = [
        "USD", "EUR", "GBP", "JPY", "CHF", "CNY", "RMB", "CAD", "AUD", "NZD", "MXN", "BRL", "ARS", "CLP",
        "COP", "PEN", "INR", "IDR", "KRW", "HKD", "SGD", "TWD", "THB", "MYR", "PHP", "VND", "RUB", "UAH",
        "PLN", "CZK", "HUF", "RON", "SEK", "NOK", "DKK", "ISK", "TRY", "ILS", "ZAR", "NGN", "KES", "EGP",
        "SAR", "AED", "QAR", "PKR", "BDT",
    ]

    /// A currency symbol, maybe with letters (`$`, `€`, `US$`, `R$`, `kr`), or a currency code.
    private static func isCurrency(_ text: String) -> Bool {
        if currencyCodes.contains(text) { return true }
        guard text.unicodeScalars.count <= 4 else { return false }
        return text.unicodeScalars.contains { $0.properties.generalCategory == .currencySymbol }
            && text.unicodeScalars.allSatisfy { $0.properties.generalCategory == .currencySymbol || $0.properties.isAlphabetic || $0 == "." }
    }

    /// A unit or currency after the number: `%`, `‰`, `USD`, `€`, `km`, `°C`, `km/h`, `m²`: at most
    /// 10 characters of letters and unit signs, no digit, no blank.
    private static func isUnit(_ text: String) -> Bool {
        let scalars = text.unicodeScalars
        guard scalars.count <= 10 else { return false }
        return scalars.allSatisfy { scalar in
            let properties = scalar.properties
            if properties.isAlphabetic || properties.generalCategory == .currencySymbol { return true }
            return "%‰°/·²³µ'\"".unicodeScalars.contains(scalar)
        }
    }
}
