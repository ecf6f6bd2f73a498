import Foundation

/// Reads the text of one cell as a number, a gap or text, straight from its UTF-8 bytes.
///
/// Strict: the whole cell must be the number (surrounding spaces and tabs aside). Accepted:
/// an optional `+` or `-`, digits with an optional `.` and fraction (`5`, `5.`, `.5`), an optional
/// exponent (`1e-3`, `2E+8`), and `inf` / `infinity` in any letter case. Not accepted: hex floats,
/// `nan(...)`, digits with spaces inside, a decimal comma. Gaps are an empty cell and the markers
/// in `gapMarkers`.
///
/// Thousands separators (`1,234,567.5`) are accepted only where the caller allows them (never in
/// comma or semicolon separated files) and only when they cannot be a decimal comma: the groups
/// after the first have exactly three digits, and either a `.` fraction follows or there is more
/// than one separator. `12,000` alone is text, because in a European file it means 12.
package enum CellParser {
    package enum Value: Equatable {
        case number(Double)
        case gap
        case text

        package var isText: Bool { self == .text }
    }

    /// Cell texts that mean "no value here", compared exactly (so `Na`, sodium, is a name).
    package static let gapMarkers: [[UInt8]] = ["NaN", "nan", "NAN", "-nan", "-NaN", "NA", "N/A", "null", "NULL"]
        .map { Array($0.utf8) }

    /// Powers of ten that a Double holds exactly; with a mantissa below 2^53 one multiplication or
    /// division by them is correctly rounded (the classic fast path of decimal conversion).
    package static let exactPowersOfTen: [Double] = [
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
        1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
    ]

    package static func parse(_ cell: UnsafeBufferPointer<UInt8>, allowsThousandsSeparators: Bool) -> Value {
        var low = 0
        var high = cell.count
        while low < high, ASCII.isBlank(cell[low]) { low += 1 }
        while high > low, ASCII.isBlank(cell[high - 1]) { high -= 1 }
        if low == high { return .gap }
        let trimmed = UnsafeBufferPointer(rebasing: cell[low..<high])
        if isGapMarker(trimmed) { return .gap }
        return parseNumber(trimmed, allowsThousandsSeparators: allowsThousandsSeparators)
    }

    package static func parse(_ cell: [UInt8], allowsThousandsSeparators: Bool) -> Value {
        cell.withUnsafeBufferPointer { parse($0, allowsThousandsSeparators: allowsThousandsSeparators) }
    }

    private static func isGapMarker(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
        guard text.count <= 4 else { return false }
        return gapMarkers.contains { $0.elementsEqual(text) }
    }

    /// `text` is trimmed and not empty.
    private static func parseNumber(_ text: UnsafeBufferPointer<UInt8>, allowsThousandsSeparators: Bool) -> Value {
        let end = text.count
        var index = 0
        var negative = false
        if text[0] == ASCII.plus || text[0] == ASCII.minus {
            negative = text[0] == ASCII.minus
            index = 1
        }
        guard index < end else { return .text }
        if !ASCII.isDigit(text[index]) && text[index] != ASCII.dot {
            guard isInfinityWord(UnsafeBufferPointer(rebasing: text[index...])) else { return .text }
            return .number(negative ? -.infinity : .infinity)
        }

        // Up to 19 significant digits go into the mantissa; the rest only move the exponent and
        // send the value down the exact (slow) path.
        var mantissa: UInt64 = 0
        var significantDigits = 0
        var exponent = 0
        var droppedDigits = false
        var digitCount = 0

        var separatorCount = 0
        var digitsInGroup = 0
        while index < end {
            let byte = text[index]
            if ASCII.isDigit(byte) {
                let digit = UInt64(byte &- ASCII.zero)
                if mantissa == 0 && digit == 0 {
                    // A leading zero adds nothing.
                } else if significantDigits < 19 {
                    mantissa = mantissa &* 10 &+ digit
                    significantDigits += 1
                } else {
                    droppedDigits = true
                    exponent += 1
                }
                digitCount += 1
                digitsInGroup += 1
            } else if byte == ASCII.comma && allowsThousandsSeparators {
                let groupIsWellFormed = separatorCount == 0 ? (1...3).contains(digitsInGroup) : digitsInGroup == 3
                guard groupIsWellFormed else { return .text }
                separatorCount += 1
                digitsInGroup = 0
            } else {
                break
            }
            index += 1
        }
        if separatorCount > 0 && digitsInGroup != 3 { return .text }

        var hasFraction = false
        if index < end && text[index] == ASCII.dot {
            hasFraction = true
            index += 1
            while index < end, ASCII.isDigit(text[index]) {
                let digit = UInt64(text[index] &- ASCII.zero)
                if mantissa == 0 && digit == 0 {
                    exponent -= 1
                } else if significantDigits < 19 {
                    mantissa = mantissa &* 10 &+ digit
                    significantDigits += 1
                    exponent -= 1
                } else {
                    droppedDigits = true
                }
                digitCount += 1
                index += 1
            }
        }
        guard digitCount > 0 else { return .text }
        // `12,000` could be twelve in a file written with decimal commas.
        if separatorCount == 1 && !hasFraction { return .text }

        if index < end && (text[index] == ASCII.lowercaseE || text[index] == ASCII.uppercaseE) {
            index += 1
            var exponentNegative = false
            if index < end && (text[index] == ASCII.plus || text[index] == ASCII.minus) {
                exponentNegative = text[index] == ASCII.minus
                index += 1
            }
            var written = 0
            var exponentDigits = 0
            while index < end, ASCII.isDigit(text[index]) {
                // Saturate: past a million the value is 0 or infinity whatever follows.
                written = min(written * 10 + Int(text[index] &- ASCII.zero), 1_000_000)
                exponentDigits += 1
                index += 1
            }
            guard exponentDigits > 0 else { return .text }
            exponent += exponentNegative ? -written : written
        }
        guard index == end else { return .text }

        if mantissa == 0 { return .number(negative ? -0.0 : 0.0) }
        if !droppedDigits && mantissa <= 1 << 53 && (-22...22).contains(exponent) {
            let magnitude = exponent < 0
                ? Double(mantissa) / exactPowersOfTen[-exponent]
                : Double(mantissa) * exactPowersOfTen[exponent]
            return .number(negative ? -magnitude : magnitude)
        }
        // Every digit kept (at most 19): exact through 128-bit powers of five.
        if !droppedDigits, let magnitude = EiselLemire.double(mantissa: mantissa, exponent: exponent) {
            return .number(negative ? -magnitude : magnitude)
        }
        return .number(slowPathValue(text))
    }

    /// Correctly rounded conversion for the cells with many digits (17 in every value a
    /// round-trip writer such as pandas prints) or large exponents. `text` is already known to be
    /// well formed. C's `strtod` reads it from a copy on the stack (no String per cell) while the
    /// locale's decimal point is `.`, as it is unless something calls `setlocale`; otherwise, and
    /// for very long cells, the standard library's locale-independent parser.
    private static func slowPathValue(_ text: UnsafeBufferPointer<UInt8>) -> Double {
        if text.count < 128, let point = localeconv()?.pointee.decimal_point, point[0] == CChar(bitPattern: ASCII.dot), point[1] == 0 {
            return withUnsafeTemporaryAllocation(of: CChar.self, capacity: text.count + 1) { buffer in
                var count = 0
                for byte in text where byte != ASCII.comma {
                    buffer[count] = CChar(bitPattern: byte)
                    count += 1
                }
                buffer[count] = 0
                return strtod(buffer.baseAddress!, nil)
            }
        }
        let digits = String(decoding: text.lazy.filter { $0 != ASCII.comma }, as: UTF8.self)
        return Double(digits) ?? .nan
    }

    private static func isInfinityWord(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
        guard text.count == 3 || text.count == 8 else { return false }
        let lowered = text.map { $0 | 0x20 }
        return lowered.elementsEqual("inf".utf8) || lowered.elementsEqual("infinity".utf8)
    }
}
