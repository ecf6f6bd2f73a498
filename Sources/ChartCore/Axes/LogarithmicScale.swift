import Foundation

/// A logarithmic scale: equal ratios take equal lengths. The linear value is the logarithm
/// (`linearValue(1000) == 3` in base 10), so lines between points are straight on the log scale.
///
/// Non-positive values have no logarithm: a point there is skipped (a gap in a line) and does
/// not count towards the data range. A range given with a bound ≤ 0 keeps its upper bound and
/// starts `defaultDecades` powers of the base below it.
public struct LogarithmicScale: AxisScale, Hashable, Sendable {
    /// The base of the logarithm; values that are not finite or not above 1 count as 10.
    public var base: Double
    /// Powers of the base a range with a non-positive lower bound still shows. Default: 3.
    public var defaultDecades: Double

    public init(base: Double = 10, defaultDecades: Double = 3) {
        self.base = base
        self.defaultDecades = defaultDecades
    }

    /// The base used: `base` when it is finite and above 1, else 10.
    public var effectiveBase: Double { base.isFinite && base > 1 ? base : 10 }

    public var isLinear: Bool { false }

    /// The logarithm of a positive value; NaN for 0, negative values and NaN (+∞ stays +∞).
    public func linearValue(_ dataValue: Double) -> Double {
        guard dataValue > 0 else { return .nan }
        return LogScale.logarithm(dataValue, base: effectiveBase)
    }

    /// base^value, exact at whole powers of 10.
    public func dataValue(fromLinear value: Double) -> Double {
        let b = effectiveBase
        if b == 10, value == value.rounded(), let exponent = Int(exactly: value) {
            return ScaledDecimal.powerOfTen(exponent)
        }
        return pow(b, value)
    }

    /// 1 ... base: what an axis without data shows.
    var rangeWithoutData: AxisRange { AxisRange(min: 1, max: effectiveBase) }

    /// Positive and non-degenerate: an upper bound that is not a positive finite number takes
    /// the fallback's range; a lower bound ≤ 0 becomes `defaultDecades` below the upper one.
    public func sanitizedRange(_ range: AxisRange, fallback: () -> AxisRange) -> AxisRange {
        var low = range.min, high = range.max
        if !(high > 0) || !high.isFinite {
            let other = fallback()
            low = other.min
            high = other.max
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
}
