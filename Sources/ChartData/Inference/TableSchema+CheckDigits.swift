import Foundation

/// Whole numbers whose last digit checks the others: the numbers of a register that guards
/// against mistyping (CAS registry numbers `50-00-0` written as `50000`: the last digit is the sum
/// of the other digits, each times its place from the right, modulo 10; or the Luhn digit of card,
/// IMEI and many national numbers). A column where nearly every number of three digits or more
/// checks so is a code, whatever its name and however its values spread: random whole numbers
/// check one time in ten, measures no more often.
extension TableSchema {
    /// Share of the checked numbers that must check.
    static let checkDigitShare = 0.95
    /// Numbers checked at most (an even sample) and at least.
    static let checkDigitSample = 2_000
    static let checkDigitEvidence = 20

    /// The check-digit schemes a register's numbers may follow.
    enum CheckDigit: String, CaseIterable {
        case cas = "a CAS registry number's check digit"
        case luhn = "a Luhn check digit"

        /// Whether the last digit of `number` (three digits or more) checks the others.
        func checks(_ number: UInt64) -> Bool {
            let last = Int(number % 10)
            var rest = number / 10
            var sum = 0, place = 1
            while rest > 0 {
                let digit = Int(rest % 10)
                switch self {
                case .cas: sum += digit * place
                case .luhn:
                    let doubled = place % 2 == 1 ? digit * 2 : digit
                    sum += doubled > 9 ? doubled - 9 : doubled
                }
                rest /= 10
                place += 1
            }
            return self == .cas ? sum % 10 == last : (sum + last) % 10 == 0
        }
    }

    /// Marks whole-number measures (or levels) whose numbers carry a check digit as codes.
    mutating func findCheckDigitCodes() {
        for i in columns.indices where columns[i].role == .measure || columns[i].role == .category {
            let e = columns[i].evidence
            guard e.isNumeric, e.isInteger, e.valueKind != .boolean, e.distinct >= Self.checkDigitEvidence,
                  let low = e.low, low >= 0, let high = e.high, high >= 100, high < 1e18,
                  let values = table.column(named: columns[i].name)?.values else { continue }
            let stride = max(1, values.count / Self.checkDigitSample)
            var numbers: [UInt64] = []
            for row in Swift.stride(from: 0, to: values.count, by: stride) where values[row].isFinite && values[row] >= 100 {
                numbers.append(UInt64(values[row]))
            }
            guard numbers.count >= Self.checkDigitEvidence else { continue }
            let needed = Int((Double(numbers.count) * Self.checkDigitShare).rounded(.up))
            guard let scheme = CheckDigit.allCases.first(where: { scheme in numbers.filter(scheme.checks).count >= needed }) else { continue }
            columns[i].role = .code
            columns[i].isLevels = false
            columns[i].summary = "whole numbers \(NumberText.plain(low))…\(NumberText.plain(high)), \(e.distinctText), whose last digit is \(scheme.rawValue) in \(Int(Self.checkDigitShare * 100)) % or more of them: a register's code, never a measure"
        }
    }
}
