import Foundation

/// Ticks and labels of a number axis on a `LogarithmicScale`: powers of the base and their
/// multiples (`LogTickLocator`), labels written each on its own where they are powers or
/// single-digit multiples, tooltips to three and five significant digits.
extension NumberAxis {
    func logarithmicMajorTicks(_ log: LogarithmicScale, pixelLength: Double) -> TickSet {
        if let f = majorTickFrequency {
            // A frequency counts in powers: 1 is every power, 2 every other one, through the
            // anchor's exponent.
            let exponents = NumberTickLocator.ticks(in: linearVisibleRange, frequency: f, anchor: anchorPoint)
            return TickSet(values: exponents.values.map(dataValue(fromLinear:)), step: exponents.step,
                           anchor: exponents.anchor)
        }
        return LogTickLocator.majorTicks(in: visibleRange, base: log.effectiveBase, pixelLength: pixelLength,
                                         minSpacing: tickSpacing)
    }

    func logarithmicMinorTicks(_ log: LogarithmicScale, major: TickSet) -> TickSet {
        if let f = minorTickFrequency {
            let majors = Set(major.values)
            let exponents = NumberTickLocator.ticks(in: linearVisibleRange, frequency: f, anchor: anchorPoint)
            return TickSet(values: exponents.values.map(dataValue(fromLinear:)).filter { !majors.contains($0) },
                           step: exponents.step, anchor: exponents.anchor)
        }
        return LogTickLocator.minorTicks(in: visibleRange, base: log.effectiveBase, major: major)
    }

    /// Powers of the base a span away, where a pan would bring the next labels from.
    func logarithmicLabelProbes() -> [Double] {
        let r = linearVisibleRange
        guard r.isFinite, r.span > 0 else { return [] }
        return [(r.min - r.span).rounded(.down), (r.max + r.span).rounded(.up)].map(dataValue(fromLinear:))
            .filter { $0.isFinite && $0 > 0 }
    }

    /// Powers and single-digit multiples are written each on its own ("0.01", "1", "1,000",
    /// "1e9"); other sets share one precision, as on a linear scale.
    func logarithmicLabels(for ticks: TickSet, _ log: LogarithmicScale) -> [String] {
        if customLabelFormatter != nil { return sharedPrecisionLabels(for: ticks) }
        let base = log.effectiveBase
        let powers = LogScale(range: AxisRange(min: 1, max: base * base), base: base)
        if showsPowersOnLogScale ?? (log.base != 10), let powers, ticks.values.allSatisfy(powers.isPower) {
            return ticks.values.map { powerLabel($0, log) }
        }
        if ticks.values.allSatisfy(Self.hasOneSignificantDigit) {
            let each = ticks.values.map { labelFormatter.string(for: $0, step: $0) }
            // One form for the whole axis: scientific for all once one label needs it.
            guard labelFormatter.notation == .automatic, each.contains(where: { $0.contains("e") }) else { return each }
            var scientific = labelFormatter
            scientific.notation = .scientific
            return ticks.values.map { scientific.string(for: $0, step: $0) }
        }
        return sharedPrecisionLabels(for: ticks)
    }

    /// Rounded to `digits` significant digits (3 for labels, 5 for tooltips).
    func significantString(for value: Double, digits: Int) -> String {
        let step = Self.significantStep(value, digits: digits)
        if let customLabelFormatter { return customLabelFormatter.label(for: value, step: step) }
        return labelFormatter.string(for: Self.rounded(value, toMultipleOf: step), step: step)
    }

    static func rounded(_ value: Double, toMultipleOf step: Double) -> Double {
        guard value.isFinite, step > 0, step.isFinite else { return value }
        let rounded = (value / step).rounded() * step
        return rounded.isFinite ? rounded : value
    }

    /// "10³", "2⁻¹", "e²" (a base near e is written "e"); 1 is "1".
    func powerLabel(_ value: Double, _ log: LogarithmicScale) -> String {
        let exponent = Int(linearValue(value).rounded())
        if exponent == 0 { return "1" }
        let b = log.effectiveBase
        let baseText = abs(b - M_E) < 1e-9 ? "e" : labelFormatter.string(for: b, step: Self.significantStep(b, digits: 4))
        if exponent == 1 { return baseText }
        let superscripts: [Character] = ["⁰", "¹", "²", "³", "⁴", "⁵", "⁶", "⁷", "⁸", "⁹"]
        let digits = String(exponent.magnitude).map { superscripts[Int(String($0))!] }
        return baseText + (exponent < 0 ? "⁻" : "") + String(digits)
    }

    static func hasOneSignificantDigit(_ value: Double) -> Bool {
        guard let decimal = ScaledDecimal(value) else { return false }
        return decimal.significand.magnitude < 10
    }

    static func significantStep(_ value: Double, digits: Int) -> Double {
        guard value.isFinite, value != 0 else { return 1 }
        let exponent = Int(log10(value.magnitude).rounded(.down)) - (digits - 1)
        return ScaledDecimal.powerOfTen(exponent)
    }
}
