import Foundation

/// A number axis on a logarithmic scale: equal ratios take equal lengths.
///
/// ```swift
/// let magnitude = LogarithmicAxis()          // base 10
/// magnitude.title = "Earthquake energy (J)"
/// chart.yAxis = magnitude
/// let octaves = LogarithmicAxis(base: 2)     // labels 2⁰, 2¹, 2² … with showsPowers
/// ```
///
/// The linear scale is the logarithm: `linearValue(1000) == 3` in base 10, and series data reach
/// the GPU as logarithms, so lines between points are straight on the log scale.
///
/// Non-positive values have no logarithm: a point with x or y ≤ 0 (or NaN) on a log axis is
/// skipped and leaves a gap in a line, and it does not count towards the data range. A range
/// given with a bound ≤ 0 keeps its upper bound and starts `defaultDecades` decades below it
/// (or at the lower end of the default range, when that is below the upper bound).
public class LogarithmicAxis: NumberAxis {
    /// The base of the logarithm; values that are not finite or not above 1 count as 10.
    /// Default: 10.
    public var base: Double {
        didSet { scaleRevision += 1 }
    }
    /// Labels as powers ("10³", "2⁻¹", "e²") rather than plain numbers. Default: false for base
    /// 10, true for other bases.
    public var showsPowers: Bool

    /// Powers of the base a range with a non-positive lower bound still shows. Default: 3.
    public var defaultDecades: Double = 3

    /// A log axis of `base` (10 by default); the chart sets its orientation.
    public init(base: Double = 10) {
        self.base = base
        showsPowers = base != 10
        super.init(orientation: .horizontal)
    }

    /// The base used: `base` when it is finite and above 1, else 10.
    public var effectiveBase: Double { base.isFinite && base > 1 ? base : 10 }

    public override var hasLinearScale: Bool { false }

    /// The logarithm of a positive value; NaN for 0, negative values and NaN (+∞ stays +∞).
    public override func linearValue(_ dataValue: Double) -> Double {
        guard dataValue > 0 else { return .nan }
        return LogScale.logarithm(dataValue, base: effectiveBase)
    }

    /// base^value, exact at whole powers of 10.
    public override func dataValue(fromLinear value: Double) -> Double {
        let b = effectiveBase
        if b == 10, value == value.rounded(), let exponent = Int(exactly: value) {
            return ScaledDecimal.powerOfTen(exponent)
        }
        return pow(b, value)
    }

    /// 1 ... base without data.
    override var rangeWithoutData: AxisRange { AxisRange(min: 1, max: effectiveBase) }

    override func sanitizedRange(_ range: AxisRange) -> AxisRange {
        var low = range.min, high = range.max
        if !(high > 0) || !high.isFinite {
            let fallback = dataRange ?? rangeWithoutData
            low = fallback.min
            high = fallback.max
        }
        if !(low > 0) {
            let decadesBelow = high / pow(effectiveBase, max(defaultDecades, 0.001))
            low = decadesBelow > 0 ? decadesBelow : high / effectiveBase
        }
        let linear = AxisRange(min: linearValue(low), max: linearValue(high))
        guard linear.isFinite else { return rangeWithoutData }
        let fitted = linear.nonDegenerate()
        return AxisRange(min: dataValue(fromLinear: fitted.min), max: dataValue(fromLinear: fitted.max))
    }

    public override func majorTicks() -> TickSet {
        let range = visibleRange
        if let f = majorTickFrequency {
            // A frequency counts in powers: 1 is every power, 2 every other one, through the
            // anchor's exponent.
            let exponents = NumberTickLocator.ticks(in: linearVisibleRange, frequency: f, anchor: anchorPoint)
            return TickSet(values: exponents.values.map(dataValue(fromLinear:)), step: exponents.step,
                           anchor: exponents.anchor)
        }
        return LogTickLocator.majorTicks(in: range, base: effectiveBase, pixelLength: pixelLength,
                                         minSpacing: tickSpacing)
    }

    public override func minorTicks(major: TickSet) -> TickSet {
        if let f = minorTickFrequency {
            let majors = Set(major.values)
            let exponents = NumberTickLocator.ticks(in: linearVisibleRange, frequency: f, anchor: anchorPoint)
            return TickSet(values: exponents.values.map(dataValue(fromLinear:)).filter { !majors.contains($0) },
                           step: exponents.step, anchor: exponents.anchor)
        }
        return LogTickLocator.minorTicks(in: visibleRange, base: effectiveBase, major: major)
    }

    /// Powers of the base a span away, where a pan would bring the next labels from.
    override func labelProbes(for ticks: TickSet) -> [Double] {
        let r = linearVisibleRange
        guard r.isFinite, r.span > 0 else { return [] }
        return [(r.min - r.span).rounded(.down), (r.max + r.span).rounded(.up)].map(dataValue(fromLinear:))
            .filter { $0.isFinite && $0 > 0 }
    }

    /// Powers and single-digit multiples are written each on its own ("0.01", "1", "1,000",
    /// "1e9"); other sets share one precision, as on a number axis.
    public override func labels(for ticks: TickSet) -> [String] {
        if customLabelFormatter != nil { return sharedPrecisionLabels(for: ticks) }
        let scale = LogScale(range: AxisRange(min: 1, max: effectiveBase * effectiveBase), base: effectiveBase)
        if showsPowers, let scale, ticks.values.allSatisfy(scale.isPower) {
            return ticks.values.map(powerLabel)
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

    /// Rounded to three significant digits.
    public override func string(for value: Double) -> String {
        let step = Self.significantStep(value, digits: 3)
        if let customLabelFormatter { return customLabelFormatter.label(for: value, step: step) }
        return labelFormatter.string(for: Self.rounded(value, toMultipleOf: step), step: step)
    }

    /// Rounded to five significant digits.
    public override func detailedString(for value: Double) -> String {
        let step = Self.significantStep(value, digits: 5)
        if let customLabelFormatter { return customLabelFormatter.label(for: value, step: step) }
        return labelFormatter.string(for: Self.rounded(value, toMultipleOf: step), step: step)
    }

    static func rounded(_ value: Double, toMultipleOf step: Double) -> Double {
        guard value.isFinite, step > 0, step.isFinite else { return value }
        let rounded = (value / step).rounded() * step
        return rounded.isFinite ? rounded : value
    }

    /// "10³", "2⁻¹", "e²" (a base near e is written "e"); 1 is "1".
    func powerLabel(_ value: Double) -> String {
        let exponent = Int(linearValue(value).rounded())
        if exponent == 0 { return "1" }
        let b = effectiveBase
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
