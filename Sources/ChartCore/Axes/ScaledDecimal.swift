import Foundation

/// A decimal number `significand × 10^exponent` with an integer significand.
///
/// Tick values are built from these, never by adding a binary step again and again: `3 × 10^-1`
/// turns into the Double closest to 0.3, where `0.1 * 3` would give 0.30000000000000004.
struct ScaledDecimal: Hashable {
    var significand: Int64
    var exponent: Int

    init(significand: Int64, exponent: Int) {
        self.significand = significand
        self.exponent = exponent
    }

    /// The shortest decimal that reads back as `value`, with trailing zeros moved into the
    /// exponent (`1700000000.001` → 1700000000001 × 10^-3, `1e20` → 1 × 10^20); nil unless finite.
    init?(_ value: Double) {
        guard value.isFinite else { return nil }
        guard value != 0 else {
            self.init(significand: 0, exponent: 0)
            return
        }
        // Swift prints the shortest digits that round-trip, at most 17 of them, so they fit an Int64.
        var significand: Int64 = 0
        var fractionDigits = 0
        var afterPoint = false
        var writtenExponent = 0
        let text = value.magnitude.description
        if let eIndex = text.firstIndex(where: { $0 == "e" || $0 == "E" }) {
            writtenExponent = Int(text[text.index(after: eIndex)...]) ?? 0
        }
        for character in text {
            if character == "e" || character == "E" { break }
            if character == "." { afterPoint = true; continue }
            guard let digit = character.wholeNumberValue else { return nil }
            significand = significand * 10 + Int64(digit)
            if afterPoint { fractionDigits += 1 }
        }
        var exponent = writtenExponent - fractionDigits
        while significand != 0 && significand % 10 == 0 {
            significand /= 10
            exponent += 1
        }
        self.init(significand: value < 0 ? -significand : significand, exponent: exponent)
    }

    /// The Double closest to this decimal (±infinity past the largest, 0 below the smallest).
    var doubleValue: Double { Self.double(significand: significand, exponent: exponent) }

    /// The Double closest to `significand × 10^exponent`, correctly rounded.
    static func double(significand: Int64, exponent: Int) -> Double {
        if significand == 0 { return 0 }
        // Both operands exact, so the one multiplication or division rounds once, correctly.
        if significand.magnitude <= 1 << 53 {
            if exponent >= 0 && exponent < exactPowersOfTen.count {
                return Double(significand) * exactPowersOfTen[exponent]
            }
            if exponent < 0 && -exponent < exactPowersOfTen.count {
                return Double(significand) / exactPowersOfTen[-exponent]
            }
        }
        // The standard library's parser rounds correctly for every other case.
        return Double("\(significand)e\(exponent)") ?? Double(significand) * powerOfTen(exponent)
    }

    /// 10^exponent as a Double: exact up to 10^22, correctly rounded otherwise.
    static func powerOfTen(_ exponent: Int) -> Double {
        if exponent >= 0 && exponent < exactPowersOfTen.count { return exactPowersOfTen[exponent] }
        if exponent < 0 && -exponent < exactPowersOfTen.count { return 1 / exactPowersOfTen[-exponent] }
        if exponent > 400 { return .infinity }
        if exponent < -400 { return 0 }
        return Double("1e\(exponent)") ?? pow(10, Double(exponent))
    }

    /// 10^0 ... 10^22, every one exactly representable.
    private static let exactPowersOfTen: [Double] = [
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
        1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
    ]
}
