import Foundation

/// Turns a set of tick values into labels that share one precision, so they line up and read as
/// a series: 0, 0.5, 1, 1.5 become "0.0", "0.5", "1.0", "1.5".
///
/// ```swift
/// let formatter = NumberLabelFormatter()
/// formatter.labels(for: [1000, 2000, 3000], step: 1000)            // "1,000", "2,000", "3,000"
/// formatter.labels(for: [-1e-12, 0, 1e-12], step: 1e-12)           // "−1e−12", "0", "1e−12"
/// formatter.labels(for: [1_700_000_000.001, 1_700_000_000.002], step: 0.001)
///                                         // "1,700,000,000.001", "1,700,000,000.002"
/// ```
///
/// How a set is written:
/// - **Precision** comes from the step: values are shown to the step's last significant digit
///   (of at most 4 significant digits, so a step of 1/3 means 0.0001), then every label gets as
///   many decimals as the one that needs most. Where a step is 0, negative or not finite, the
///   values' own shortest digits decide instead.
/// - **Scientific** form ("1.5e8", "2.5e−13", one shared mantissa precision, 0 as "0") is used
///   when the largest magnitude is at least 1e7 and the labels need at most 4 mantissa decimals
///   (or the magnitude reaches 1e16, past Double's integer precision), and when the step is
///   below 1e-5 on values all below 1e-3 in magnitude.
/// - **Plain** form otherwise, with grouping ("1,000"). Tiny steps around a large offset stay
///   plain, with as many decimals as it takes to tell every label apart (within Double's
///   precision of 15 to 17 significant digits).
/// - Negative numbers get the minus sign U+2212, as typographers and matplotlib use, also in
///   exponents; a value that rounds to zero (−0, −0.04 at step 1) prints without a sign. The sign
///   goes before the prefix ("−$5"). NaN prints "NaN", infinities "∞" and "−∞".
public struct NumberLabelFormatter: Hashable, Sendable {
    /// Between groups of three integer digits in plain form; nil or empty for none. Default: ",".
    public var groupingSeparator: String?
    /// Between the integer and fraction digits. Default: ".".
    public var decimalSeparator: String
    /// Decimals for every label (the mantissa's, in scientific form) instead of the automatic
    /// shared precision; clamped to 0...20 (0...16 for mantissas). Default: nil (automatic).
    public var fixedFractionDigits: Int?
    /// Text before the number, after any minus sign, such as "$". Default: "".
    public var prefix: String
    /// Text after the number, such as "%" or " ms". Default: "".
    public var suffix: String
    /// Plain or scientific form for every label, or the automatic choice described above.
    /// Default: .automatic.
    public var notation: PreferredNotation = .automatic

    /// Which form labels take.
    public enum PreferredNotation: Hashable, Sendable {
        /// Scientific for very large or very small values, plain otherwise.
        case automatic
        /// Always plain digits with grouping ("12,500,000").
        case plain
        /// Always a mantissa and an exponent ("1.25e7"; 0 stays "0").
        case scientific
    }

    /// The minus sign used for negative numbers and exponents: U+2212 MINUS SIGN.
    public static let minusSign = "\u{2212}"

    public init(groupingSeparator: String? = ",", decimalSeparator: String = ".",
                fixedFractionDigits: Int? = nil, prefix: String = "", suffix: String = "",
                notation: PreferredNotation = .automatic) {
        self.notation = notation
        self.groupingSeparator = groupingSeparator
        self.decimalSeparator = decimalSeparator
        self.fixedFractionDigits = fixedFractionDigits
        self.prefix = prefix
        self.suffix = suffix
    }

    /// Labels for `values` in the same order, all with one shared precision chosen from `step`
    /// (the distance between neighbouring ticks).
    public func labels(for values: [Double], step: Double) -> [String] {
        let notation = self.notation(for: values, step: step)
        return values.map { label(for: $0, notation: notation) }
    }

    /// The label of one value, its precision taken from `step`.
    public func string(for value: Double, step: Double) -> String {
        labels(for: [value], step: step)[0]
    }

    // MARK: - Choosing the notation

    /// How a whole set of labels is written.
    private enum Notation: Equatable {
        case plain(fractionDigits: Int)
        case scientific(mantissaDigits: Int)
    }

    /// Most decimals in plain form: beyond Double's 17 significant digits they are binary noise.
    private static let maximumFractionDigits = 20
    /// Most mantissa decimals in scientific form: 17 significant digits.
    private static let maximumMantissaDigits = 16

    private func notation(for values: [Double], step: Double) -> Notation {
        let finite = values.filter { $0.isFinite }
        let largest = finite.map(\.magnitude).max() ?? 0
        guard largest > 0 else {
            return .plain(fractionDigits: fixedFractionDigits.map(Self.clampedFractionDigits) ?? 0)
        }
        let magnitudeExponent = Self.scientificParts(of: largest, fractionDigits: 14).exponent
        let resolution = Self.resolutionExponent(step: step, values: finite)
        let large = magnitudeExponent >= 7 && (magnitudeExponent - resolution <= 4 || magnitudeExponent >= 16)
        let small = resolution <= -6 && magnitudeExponent <= -4
        let scientific: Bool
        switch self.notation {
        case .automatic: scientific = large || small
        case .plain: scientific = false
        case .scientific: scientific = true
        }
        if scientific {
            return scientificNotation(for: finite, resolution: resolution, separation: Self.separation(forStep: step))
        }
        return plainNotation(for: finite, resolution: resolution, magnitudeExponent: magnitudeExponent,
                             separation: Self.separation(forStep: step))
    }

    private func plainNotation(for values: [Double], resolution: Int, magnitudeExponent: Int,
                               separation: Double) -> Notation {
        if let fixed = fixedFractionDigits { return .plain(fractionDigits: Self.clampedFractionDigits(fixed)) }
        // 15 significant digits always read back as written; 17 tell any two Doubles apart.
        let safeLimit = max(0, 14 - magnitudeExponent)
        let distinctLimit = min(Self.maximumFractionDigits, max(0, 16 - magnitudeExponent))
        let fromStep = min(max(0, -resolution), safeLimit, Self.maximumFractionDigits)
        var digits = values.map { value -> Int in
            let text = String(format: "%.\(fromStep)f", value.magnitude)
            guard let point = text.firstIndex(of: ".") else { return 0 }
            let fraction = text[text.index(after: point)...]
            return fraction.count - fraction.reversed().prefix { $0 == "0" }.count
        }.max() ?? 0
        while digits < distinctLimit && !areDistinct(values, notation: .plain(fractionDigits: digits), separation: separation) {
            digits += 1
        }
        return .plain(fractionDigits: digits)
    }

    private func scientificNotation(for values: [Double], resolution: Int, separation: Double) -> Notation {
        if let fixed = fixedFractionDigits {
            return .scientific(mantissaDigits: min(max(0, fixed), Self.maximumMantissaDigits))
        }
        var digits = values.filter { $0 != 0 }.map { value -> Int in
            let exponent = Self.scientificParts(of: value.magnitude, fractionDigits: 14).exponent
            let wanted = min(max(0, exponent - resolution), Self.maximumMantissaDigits)
            let mantissa = Self.scientificParts(of: value.magnitude, fractionDigits: wanted).mantissa
            let fraction = mantissa.drop { $0 != "." }.dropFirst()
            return fraction.count - fraction.reversed().prefix { $0 == "0" }.count
        }.max() ?? 0
        while digits < Self.maximumMantissaDigits
                && !areDistinct(values, notation: .scientific(mantissaDigits: digits), separation: separation) {
            digits += 1
        }
        return .scientific(mantissaDigits: digits)
    }

    /// Whether values at least `separation` apart get different labels. Values closer than that
    /// (within half a step) may share a label: that is what rounding to the step means.
    private func areDistinct(_ values: [Double], notation: Notation, separation: Double) -> Bool {
        var valueOfLabel: [String: Double] = [:]
        for value in values {
            let text = label(for: value, notation: notation)
            if let other = valueOfLabel[text], other != value, (other - value).magnitude >= separation {
                return false
            }
            valueOfLabel[text] = value
        }
        return true
    }

    /// Half the step, or any difference at all without a usable step.
    private static func separation(forStep step: Double) -> Double {
        step.isFinite && step != 0 ? step.magnitude / 2 : .leastNonzeroMagnitude
    }

    /// The decimal exponent of the last digit worth showing: that of the step's last significant
    /// digit at 4 significant digits, or, without a usable step, of the finest value's last digit.
    private static func resolutionExponent(step: Double, values: [Double]) -> Int {
        if step.isFinite && step != 0 {
            return lastDigitExponent(of: step.magnitude, fractionDigits: 3)
        }
        let exponents = values.filter { $0 != 0 }.map { lastDigitExponent(of: $0.magnitude, fractionDigits: 14) }
        return exponents.min() ?? 0
    }

    private static func lastDigitExponent(of magnitude: Double, fractionDigits: Int) -> Int {
        let parts = scientificParts(of: magnitude, fractionDigits: fractionDigits)
        let digits = parts.mantissa.filter { $0 != "." }
        let significant = digits.count - digits.reversed().prefix { $0 == "0" }.count
        return parts.exponent - max(0, significant - 1)
    }

    private static func clampedFractionDigits(_ digits: Int) -> Int {
        min(max(0, digits), maximumFractionDigits)
    }

    // MARK: - Writing one label

    private func label(for value: Double, notation: Notation) -> String {
        if value.isNaN { return prefix + "NaN" + suffix }
        if value.isInfinite { return (value < 0 ? Self.minusSign : "") + prefix + "∞" + suffix }
        let body: String
        switch notation {
        case let .plain(fractionDigits):
            body = plainBody(of: value.magnitude, fractionDigits: fractionDigits)
        case let .scientific(mantissaDigits):
            body = scientificBody(of: value.magnitude, mantissaDigits: mantissaDigits)
        }
        let showsNonZero = body.contains { ("1"..."9").contains($0) }
        let sign = value < 0 && showsNonZero ? Self.minusSign : ""
        return sign + prefix + body + suffix
    }

    private func plainBody(of magnitude: Double, fractionDigits: Int) -> String {
        let text = String(format: "%.\(fractionDigits)f", magnitude)
        let integerPart: Substring
        let fractionPart: Substring
        if let point = text.firstIndex(of: ".") {
            integerPart = text[..<point]
            fractionPart = text[text.index(after: point)...]
        } else {
            integerPart = text[...]
            fractionPart = ""
        }
        var result = grouped(integerPart)
        if !fractionPart.isEmpty { result += decimalSeparator + fractionPart }
        return result
    }

    private func scientificBody(of magnitude: Double, mantissaDigits: Int) -> String {
        guard magnitude != 0 else { return "0" }
        let parts = Self.scientificParts(of: magnitude, fractionDigits: mantissaDigits)
        let mantissa = parts.mantissa.replacingOccurrences(of: ".", with: decimalSeparator)
        let exponentSign = parts.exponent < 0 ? Self.minusSign : ""
        return mantissa + "e" + exponentSign + String(parts.exponent.magnitude)
    }

    private func grouped(_ digits: Substring) -> String {
        guard let separator = groupingSeparator, !separator.isEmpty, digits.count > 3 else {
            return String(digits)
        }
        var groups: [Substring] = []
        var end = digits.endIndex
        while end > digits.startIndex {
            let start = digits.index(end, offsetBy: -3, limitedBy: digits.startIndex) ?? digits.startIndex
            groups.append(digits[start..<end])
            end = start
        }
        return groups.reversed().joined(separator: separator)
    }

    /// `magnitude` written as `d.ddd × 10^exponent` with `fractionDigits` mantissa decimals,
    /// correctly rounded by the C library (which also moves 9.96e7 on to 1.0e8).
    private static func scientificParts(of magnitude: Double, fractionDigits: Int)
        -> (mantissa: String, exponent: Int) {
        let text = String(format: "%.\(max(0, fractionDigits))e", magnitude)
        guard let e = text.firstIndex(where: { $0 == "e" || $0 == "E" }) else { return (text, 0) }
        let exponentText = text[text.index(after: e)...]
        return (String(text[..<e]), Int(exponentText.hasPrefix("+") ? exponentText.dropFirst() : exponentText) ?? 0)
    }
}
