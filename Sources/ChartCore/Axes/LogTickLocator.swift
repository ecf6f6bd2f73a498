import Foundation

/// Where the ticks of a logarithmic axis go, as pure functions of a range of positive values, a
/// base and a length in pixels.
///
/// ```swift
/// let range = AxisRange(min: 0.5, max: 20_000)
/// let major = LogTickLocator.majorTicks(in: range, base: 10, pixelLength: 400, minSpacing: 50)
///     // 1, 10, 100, 1000, 10000
/// let minor = LogTickLocator.minorTicks(in: range, base: 10, major: major)
///     // 0.6 … 0.9, 2 … 9, 20 … 90, …, 20000
/// ```
///
/// Three regimes, by how many powers of the base the range holds:
/// - **Powers.** At least two powers in range: majors at powers `base^k`, every m-th one
///   (m = 1, 2, 5, 10, … the first that keeps `minSpacing` pixels between them), minors at the
///   multiples `j·base^k` (j = 2 … base−1, for whole bases) when every power is a major, or at
///   the skipped powers otherwise. `TickSet.step` is m, `anchor` 0: the lattice of exponents.
/// - **Multiples.** Fewer than two powers, but at least two of the multiples 1, 2 and 5 ×
///   `base^k` (base 10), or `j·base^k` (j = 1 … base−1, other whole bases): those, with minors
///   at the remaining whole multiples. `TickSet.step` is 0.
/// - **Linear.** Otherwise (a narrow range such as 20...30): the ticks a number axis would
///   choose (`NumberTickLocator`), whose spacing hardly varies over so short a stretch.
///
/// Powers of 10 are exact (`1e-3` is the Double closest to 0.001). A range that is not finite
/// or not positive, or a base that is not finite and above 1, gives no ticks.
public enum LogTickLocator {
    /// Major ticks for `range` (data values) on an axis `pixelLength` pixels long.
    public static func majorTicks(in range: AxisRange, base: Double, pixelLength: Double,
                                  minSpacing: Double) -> TickSet {
        guard let scale = LogScale(range: range, base: base) else { return .empty }
        let spacing = minSpacing > 0 ? minSpacing : 1
        let pixels = pixelLength > 0 && pixelLength.isFinite ? pixelLength : spacing
        let firstPower = scale.lowExponent.rounded(.up), lastPower = scale.highExponent.rounded(.down)
        if lastPower - firstPower >= 1 {
            let pixelsPerPower = pixels / (scale.highExponent - scale.lowExponent)
            var stride = 1.0
            var index = 0
            while stride * pixelsPerPower < spacing * (1 - 1e-9) || (lastPower - firstPower) / stride > Double(NumberTickLocator.maximumTickCount) {
                index += 1
                stride = [1.0, 2, 5][index % 3] * ScaledDecimal.powerOfTen(index / 3)
                if !stride.isFinite { return .empty }
            }
            var values: [Double] = []
            var k = (firstPower / stride).rounded(.up) * stride
            while k <= lastPower {
                let value = scale.power(k)
                if value.isFinite, value > 0, range.contains(value) || scale.isWithinTolerance(value) {
                    values.append(value)
                }
                k += stride
            }
            return TickSet(values: values, step: stride, anchor: 0)
        }
        let multiples = scale.multiples(preferred: true)
        if multiples.count >= 2, fits(multiples, scale: scale, pixels: pixels, spacing: spacing) {
            return TickSet(values: multiples, step: 0)
        }
        return NumberTickLocator.majorTicks(in: range, pixelLength: pixels, minSpacing: spacing)
    }

    /// Minor ticks between the majors (see the regimes above), leaving out the major positions.
    public static func minorTicks(in range: AxisRange, base: Double, major: TickSet) -> TickSet {
        guard let scale = LogScale(range: range, base: base) else { return .empty }
        let majors = Set(major.values)
        if major.step >= 1, major.anchor == 0, major.values.allSatisfy(scale.isPower) || major.values.isEmpty {
            let stride = major.step
            var values: [Double] = []
            if stride == 1 {
                values = scale.multiples(preferred: false)
            } else {
                var k = scale.lowExponent.rounded(.up)
                let last = scale.highExponent.rounded(.down)
                guard (last - k) <= Double(NumberTickLocator.maximumTickCount) else { return .empty }
                while k <= last {
                    values.append(scale.power(k))
                    k += 1
                }
            }
            return TickSet(values: values.filter { !majors.contains($0) }, step: 0)
        }
        if major.step == 0 {
            return TickSet(values: scale.multiples(preferred: false).filter { !majors.contains($0) }, step: 0)
        }
        return NumberTickLocator.minorTicks(in: range, major: major)
    }

    /// Whether neighbouring values are at least `spacing` pixels apart on the log scale.
    private static func fits(_ values: [Double], scale: LogScale, pixels: Double, spacing: Double) -> Bool {
        let pixelsPerPower = pixels / (scale.highExponent - scale.lowExponent)
        for (a, b) in zip(values, values.dropFirst()) where (scale.exponent(b) - scale.exponent(a)) * pixelsPerPower < spacing {
            return false
        }
        return true
    }
}

/// Logarithms in one base, with exact powers of ten.
struct LogScale {
    let base: Double
    let lowExponent: Double
    let highExponent: Double
    private let range: AxisRange

    init?(range: AxisRange, base: Double) {
        guard base.isFinite, base > 1, range.isFinite, range.min > 0, range.max > range.min else { return nil }
        self.base = base
        self.range = range
        lowExponent = Self.logarithm(range.min, base: base)
        highExponent = Self.logarithm(range.max, base: base)
        guard lowExponent.isFinite, highExponent.isFinite, highExponent > lowExponent else { return nil }
    }

    static func logarithm(_ value: Double, base: Double) -> Double {
        if base == 10 { return log10(value) }
        if base == 2 { return log2(value) }
        return log(value) / log(base)
    }

    func exponent(_ value: Double) -> Double { Self.logarithm(value, base: base) }

    /// base^k for a whole k, exact for base 10 (and for base 2 within range).
    func power(_ k: Double) -> Double {
        if base == 10, let exponent = Int(exactly: k) { return ScaledDecimal.powerOfTen(exponent) }
        return pow(base, k)
    }

    /// Whether `value` is a whole power of the base (to within a few units in the last place,
    /// for bases such as e whose powers are never exact).
    func isPower(_ value: Double) -> Bool {
        let k = exponent(value).rounded()
        let p = power(k)
        return p == value || (p - value).magnitude <= 4 * value.ulp
    }

    /// Within 1e-9 of the range's span in exponents of the ends.
    func isWithinTolerance(_ value: Double) -> Bool {
        let e = exponent(value)
        let slack = (highExponent - lowExponent) * 1e-9
        return e >= lowExponent - slack && e <= highExponent + slack
    }

    /// Whole multiples j·base^k inside the range, ascending: with `preferred`, only 1, 2 and 5
    /// for base 10 (all of 1 … base−1 for other whole bases); otherwise every j from 1 to base−1
    /// (2 … base−1 and the powers). Empty for bases that are not whole numbers, or when there
    /// would be too many.
    func multiples(preferred: Bool) -> [Double] {
        guard base == base.rounded(), base <= 100 else { return [] }
        let factors: [Double] = preferred && base == 10 ? [1, 2, 5] : (1..<Int(base)).map(Double.init)
        let first = lowExponent.rounded(.down), last = highExponent.rounded(.up)
        guard (last - first + 1) * Double(factors.count) <= Double(NumberTickLocator.maximumTickCount) else { return [] }
        var values: [Double] = []
        var k = first
        while k <= last {
            let power = self.power(k)
            for j in factors {
                // j × 10^k as one exact decimal where possible.
                let value: Double
                if base == 10, let e = Int(exactly: k), let significand = Int64(exactly: j) {
                    value = ScaledDecimal.double(significand: significand, exponent: e)
                } else {
                    value = j * power
                }
                if value > 0, value.isFinite, range.contains(value) || isWithinTolerance(value),
                   values.last.map({ value > $0 }) ?? true {
                    values.append(value)
                }
            }
            k += 1
        }
        return values
    }
}
