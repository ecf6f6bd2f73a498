import Foundation

/// A closed interval of data values, `min...max`, as an axis shows it.
///
/// The initialiser sorts its bounds, so `min <= max` whenever both are numbers. Non-finite bounds
/// are kept rather than silently replaced, so that callers can see them (`isFinite`); every consumer
/// in ChartCore treats a non-finite range as one with nothing to show.
///
/// ```swift
/// let range = AxisRange.extent(of: samples)?.nonDegenerate().padded(low: 0.05, high: 0.05)
/// ```
public struct AxisRange: Hashable, Sendable {
    public var min: Double
    public var max: Double

    /// A range between two values given in either order.
    public init(min: Double, max: Double) {
        if max < min {
            self.min = max
            self.max = min
        } else {
            self.min = min
            self.max = max
        }
    }

    /// `max - min`; `+infinity` when the bounds are finite but further apart than a Double can hold
    /// (for example `-1e308...1e308`), NaN when a bound is NaN.
    public var span: Double { max - min }

    /// Whether both bounds are finite numbers.
    public var isFinite: Bool { min.isFinite && max.isFinite }

    /// Whether `value` lies in `min...max`; false for NaN.
    public func contains(_ value: Double) -> Bool {
        min <= value && value <= max
    }

    /// The extent of values, skipping NaN and ±infinity; nil when none are finite.
    public static func extent<S: Sequence>(of values: S) -> AxisRange? where S.Element == Double {
        var low = Double.infinity
        var high = -Double.infinity
        for value in values where value.isFinite {
            if value < low { low = value }
            if value > high { high = value }
        }
        guard low <= high else { return nil }
        return AxisRange(min: low, max: high)
    }

    /// The smallest span worth showing around values of this range's magnitude: about a thousand
    /// representable Doubles, so that every pixel of a long axis still maps to its own value.
    /// For subnormal values that is a thousand times the smallest Double (their spacing), so
    /// data such as 1e-310...3e-310 keep their shape rather than being flattened.
    public var minimumResolvableSpan: Double {
        let magnitude = Swift.max(min.magnitude, max.magnitude)
        return 1024 * Swift.max(magnitude.ulp, Double.leastNonzeroMagnitude)
    }

    /// A range fit for an axis.
    ///
    /// A zero-span range (all-equal data, a single point) becomes a non-empty one around its value:
    /// `-1...1` around 0, otherwise the value ± a 1-2-5 step of about a tenth of its magnitude
    /// (5 → 4.5...5.5, 1.7e9 → 1.5e9...1.9e9), so the ticks that follow land on round numbers.
    /// A span narrower than `minimumResolvableSpan` is widened to it around its midpoint.
    /// Results are clamped to finite Doubles. Ranges with a non-finite bound come back unchanged.
    public func nonDegenerate() -> AxisRange {
        guard isFinite else { return self }
        let floor = minimumResolvableSpan
        if min == max {
            let value = min
            let halfWidth = value == 0 ? 1 : Swift.max(Self.niceHalfWidth(around: value), floor / 2)
            return AxisRange(min: Self.clampedToFinite(value - halfWidth),
                             max: Self.clampedToFinite(value + halfWidth))
        }
        // Half-spans keep ranges like -1e308...1e308 from overflowing.
        if halfSpan * 2 >= floor { return self }
        let middle = min / 2 + max / 2
        return AxisRange(min: Self.clampedToFinite(middle - floor / 2),
                         max: Self.clampedToFinite(middle + floor / 2))
    }

    /// Adds padding as fractions of the span at each end (`0.05` adds 5 % of the span below).
    /// Non-finite fractions count as 0; results are clamped to finite Doubles; a negative padding
    /// that crosses the bounds over yields the sorted range.
    public func padded(low: Double, high: Double) -> AxisRange {
        guard isFinite else { return self }
        let lowFraction = low.isFinite ? low : 0
        let highFraction = high.isFinite ? high : 0
        let newMin = Self.clampedToFinite(min - 2 * (halfSpan * lowFraction))
        let newMax = Self.clampedToFinite(max + 2 * (halfSpan * highFraction))
        return AxisRange(min: newMin, max: newMax)
    }

    /// Half the span, computed so that it never overflows for finite bounds.
    var halfSpan: Double { max / 2 - min / 2 }

    /// Where `value` lies along the range: 0 at `min`, 1 at `max`, beyond them outside.
    ///
    /// Computed on halves, so it stays finite for every finite range, including those whose span
    /// overflows (`-1e308...1e308`); every pixel mapping goes through it or through
    /// `value(atFraction:)` (ARCHITECTURE.md, "Extreme ranges"). A zero-span range answers 0.
    ///
    /// ```swift
    /// AxisRange(min: -1e308, max: 1e308).fraction(of: 0)   // 0.5
    /// ```
    public func fraction(of value: Double) -> Double {
        let half = halfSpan
        guard half > 0 else { return 0 }
        return (value / 2 - min / 2) / half
    }

    /// The value at `fraction` along the range (the inverse of `fraction(of:)`), clamped to
    /// finite Doubles.
    public func value(atFraction fraction: Double) -> Double {
        let half = min / 2 + fraction * halfSpan
        return Self.clampedToFinite(2 * half)
    }

    /// The bounds moved outwards by `fraction` of the span, the slack within which a tick still
    /// counts as inside; finite whenever the range is.
    func toleranceBounds(fraction: Double = 1e-9) -> (low: Double, high: Double) {
        let tolerance = 2 * (halfSpan * fraction)
        return (Self.clampedToFinite(min - tolerance), Self.clampedToFinite(max + tolerance))
    }

    /// The smallest 1-2-5 number at least a tenth of `value`'s magnitude.
    private static func niceHalfWidth(around value: Double) -> Double {
        let target = value.magnitude / 10
        guard target >= Double.leastNormalMagnitude else { return target }
        var exponent = Int(log10(target).rounded(.down))
        var mantissa = target / ScaledDecimal.powerOfTen(exponent)
        // log10 may land one decade off next to exact powers of ten.
        if mantissa >= 10 { exponent += 1; mantissa /= 10 }
        if mantissa < 1 { exponent -= 1; mantissa *= 10 }
        let slack = 1 + 1e-9
        let significand: Int64 = mantissa <= slack ? 1 : mantissa <= 2 * slack ? 2 : mantissa <= 5 * slack ? 5 : 10
        return ScaledDecimal.double(significand: significand, exponent: exponent)
    }

    private static func clampedToFinite(_ value: Double) -> Double {
        Swift.min(Swift.max(value, -Double.greatestFiniteMagnitude), Double.greatestFiniteMagnitude)
    }
}
