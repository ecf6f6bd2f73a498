import Foundation

/// Where the ticks of a number axis go: pure functions of a range and a length in pixels, with no
/// axis to refer back to, so each call is a table row in a test.
///
/// ```swift
/// let range = AxisRange(min: -3.7, max: 12.2)
/// let major = NumberTickLocator.majorTicks(in: range, pixelLength: 600)   // -2.5, 0, 2.5 ... 10
/// let minor = NumberTickLocator.minorTicks(in: range, major: major)       // every 0.5 between
/// ```
///
/// Values are computed from their index as exact decimals (`k × 10^e`), never accumulated, so a
/// tick at 0.3 is the Double closest to 0.3. Bad input never traps: a range with a non-finite bound
/// or no span has no major ticks, and no call returns more than `maximumTickCount` ticks.
public enum NumberTickLocator {
    /// Never more than this many ticks from any call, a guard against runaway loops on huge
    /// ranges or tiny steps (matplotlib's `MAXTICKS` plays the same part).
    public static let maximumTickCount = 1000

    /// The usual least distance between major ticks on a horizontal axis, in pixels: room for a
    /// label such as "1,000,000.5" between neighbours.
    public static let defaultHorizontalSpacing: Double = 80

    /// The usual least distance between major ticks on a vertical axis, in pixels: labels stack
    /// by their height there, so ticks may sit closer.
    public static let defaultVerticalSpacing: Double = 50

    /// Major ticks at nice values, at least `minSpacing` pixels apart along an axis `pixelLength`
    /// pixels long.
    ///
    /// The step is the smallest of 1, 2 or 5 × 10^k that keeps that spacing; 2.5 × 10^k takes the
    /// place of 5 × 10^k only when 5 would leave fewer than four ticks on the axis, since its labels
    /// need an extra digit. There is always room for at least one step across the range, so a
    /// very short axis (or a `pixelLength` that is 0, negative, infinite or NaN) gets a step of
    /// at least the span: the nice values at the ends, never more than two. Should that step miss
    /// the range (3...97 with a step of 100), the largest 1-2-5 step no wider than the range is
    /// used instead and its tick nearest the middle kept, so a finite range always gets one tick
    /// (50 there).
    ///
    /// - Parameters:
    ///   - range: the values along the axis; one with a non-finite bound or no span gets no ticks.
    ///   - pixelLength: the axis length in pixels.
    ///   - minSpacing: the least distance between ticks in pixels; 0, negative or NaN counts as 1.
    ///     Default: `defaultHorizontalSpacing` (80); pass `defaultVerticalSpacing` for a y axis.
    ///
    /// A short axis that would get fewer than two ticks at `minSpacing` takes them at half of it
    /// when that gives two or more: a 110-pixel y axis over 0.5...9.5 reads 2.5, 5, 7.5 rather than
    /// a lone 5, from which no reader can tell the scale.
    public static func majorTicks(in range: AxisRange, pixelLength: Double,
                                  minSpacing: Double = defaultHorizontalSpacing) -> TickSet {
        let ticks = spacedMajorTicks(in: range, pixelLength: pixelLength, minSpacing: minSpacing)
        guard ticks.values.count < 2, pixelLength > 0, pixelLength.isFinite, minSpacing > 0 else { return ticks }
        let denser = spacedMajorTicks(in: range, pixelLength: pixelLength, minSpacing: minSpacing / 2)
        return denser.values.count >= 2 ? denser : ticks
    }

    /// Major ticks at `minSpacing` exactly, without the short-axis fallback (internal for its tests).
    static func spacedMajorTicks(in range: AxisRange, pixelLength: Double, minSpacing: Double) -> TickSet {
        guard range.isFinite, range.max > range.min else { return .empty }
        // A range such as -1e308...1e308 has a span past the largest Double: work with half of it.
        let spanOverflows = !range.span.isFinite
        let measuredSpan = spanOverflows ? range.halfSpan : range.span
        let spanFactor: Double = spanOverflows ? 2 : 1
        let (low, high) = range.toleranceBounds()

        let spacing = minSpacing > 0 ? minSpacing : 1
        var rawStep = measuredSpan
        if pixelLength > 0 && pixelLength.isFinite {
            rawStep = min(measuredSpan, measuredSpan / (pixelLength / spacing))
        }
        // A few ticks to spare below the cap: both ends may land on ticks, within tolerance.
        rawStep = max(rawStep, measuredSpan / Double(maximumTickCount - 3), Double.leastNonzeroMagnitude)

        let (significand, exponent) = niceStep(atLeast: rawStep, times: spanFactor, low: low, high: high)
        let step = ScaledDecimal.double(significand: significand, exponent: exponent)
        guard step.isFinite else {
            // No finite step spans the range: zero is the one multiple of an endless step.
            return TickSet(values: range.contains(0) ? [0] : [], step: .infinity)
        }
        let ticks = ticksThroughZero(significand: significand, exponent: exponent, low: low, high: high)
        if !ticks.values.isEmpty || spanOverflows { return ticks }
        // A step wider than the range may miss it altogether; one no wider always hits it. The axis
        // has no room for two ticks, so only the one nearest the middle stays.
        let (narrowSignificand, narrowExponent) = niceStep(atMost: measuredSpan)
        var narrow = ticksThroughZero(significand: narrowSignificand, exponent: narrowExponent, low: low, high: high)
        let middle = range.min / 2 + range.max / 2
        if let nearest = narrow.values.min(by: { abs($0 - middle) < abs($1 - middle) }) {
            narrow.values = [nearest]
        }
        return narrow
    }

    /// Multiples of `significand × 10^exponent` in `low...high`, or of the smallest subnormal where
    /// that step underflows to 0.
    private static func ticksThroughZero(significand: Int64, exponent: Int, low: Double, high: Double) -> TickSet {
        let step = ScaledDecimal.double(significand: significand, exponent: exponent)
        let lattice = step > 0
            ? TickLattice(stepSignificand: significand, exponent: exponent)
            : TickLattice(stepSignificand: 5, exponent: -324)
        let values = lattice.values(from: low, through: high, limit: maximumTickCount) ?? []
        return TickSet(values: Array(values.prefix(maximumTickCount)), step: lattice.step)
    }

    /// Ticks every `frequency` through `anchor`: anchor 1, frequency 2 gives … −1, 1, 3, 5 ….
    ///
    /// When more than `maximumTickCount` would fit in the range, only every 2nd, 5th, 10th, 20th …
    /// lattice point is kept (the coarsest that fits; `step` says which), still through `anchor`.
    /// A non-finite range, anchor or frequency, or a frequency of 0 or less, gives no ticks.
    public static func ticks(in range: AxisRange, frequency: Double, anchor: Double) -> TickSet {
        guard range.isFinite, frequency > 0, let lattice = TickLattice(anchor: anchor, step: frequency) else {
            return .empty
        }
        let (low, high) = range.toleranceBounds()
        // Factors 1, 2, 5, 10, 20, 50 … until Int64 runs out.
        var factor: Int64 = 1
        var mantissaIndex = 0
        while let thinned = lattice.thinned(by: factor) {
            if let values = thinned.values(from: low, through: high, limit: maximumTickCount),
               values.count <= maximumTickCount {
                return TickSet(values: values, step: thinned.step, anchor: anchor)
            }
            mantissaIndex += 1
            let decade = Int64(mantissaIndex / 3)
            guard decade <= 17 else { break }
            factor = [1, 2, 5][mantissaIndex % 3] * Int64(ScaledDecimal.powerOfTen(Int(decade)))
        }
        return TickSet(values: [], step: frequency, anchor: anchor)
    }

    /// Minor ticks between (and around) the majors, leaving out the major positions.
    ///
    /// Each major step is cut into parts by its leading digits: 1, 5 and 2.5 (and 10, 50 …) into
    /// 5, so 0.1 gets minors every 0.02 and 2.5 every 0.5; 2, 4 and 8 into 4; 3, 6 and 9 into 3;
    /// any other step into 5. The minors follow the majors' lattice (`major.anchor`), so they are
    /// right even where no major falls inside the range. A major set without a finite positive
    /// step, a non-finite range, or more than `maximumTickCount` minors gives none.
    public static func minorTicks(in range: AxisRange, major: TickSet) -> TickSet {
        guard range.isFinite, major.step > 0, let stepDecimal = ScaledDecimal(major.step),
              let lattice = TickLattice(anchor: major.anchor, step: major.step) else {
            return .empty
        }
        let parts = subdivisions(ofStepWithSignificand: stepDecimal.significand)
        let fine = lattice.subdivided(into: parts)
        let (low, high) = range.toleranceBounds()
        let majorIndexStride = Int64(parts)
        guard let values = fine.values(from: low, through: high,
                                       limit: maximumTickCount, skip: { $0 % majorIndexStride == 0 }),
              values.count <= maximumTickCount else {
            return TickSet(values: [], step: fine.step, anchor: major.anchor)
        }
        // Far from zero a minor's exact decimal can round onto a major's Double.
        let majorValues = Set(major.values)
        return TickSet(values: values.filter { !majorValues.contains($0) }, step: fine.step, anchor: major.anchor)
    }

    /// How many parts a major step with these significant digits splits into.
    static func subdivisions(ofStepWithSignificand significand: Int64) -> Int {
        var digits = significand.magnitude
        while digits != 0 && digits % 10 == 0 { digits /= 10 }
        switch digits {
        case 2, 4, 8: return 4
        case 3, 6, 9: return 3
        default: return 5
        }
    }

    /// The nice step at least `raw × factor` as `significand × 10^exponent`, with significand
    /// 1, 2, 5 or 25 (2.5 × 10^(exponent+1)). `factor` lets a step past the largest Double be
    /// described without overflowing.
    private static func niceStep(atLeast raw: Double, times factor: Double,
                                 low: Double, high: Double) -> (significand: Int64, exponent: Int) {
        let (mantissa, exponent) = decimalParts(of: raw, times: factor)
        // Rounding noise must not push a step of exactly 0.1 to 0.2.
        let slack = 1 + 1e-9
        if mantissa <= slack { return (1, exponent) }
        if mantissa <= 2 * slack { return (2, exponent) }
        if mantissa <= 2.5 * slack {
            let five = ScaledDecimal.double(significand: 5, exponent: exponent)
            if tickCount(step: five, low: low, high: high) < 4 { return (25, exponent - 1) }
            return (5, exponent)
        }
        if mantissa <= 5 * slack { return (5, exponent) }
        return (1, exponent + 1)
    }

    /// The largest 1-2-5 step no more than `limit`, as `significand × 10^exponent`.
    private static func niceStep(atMost limit: Double) -> (significand: Int64, exponent: Int) {
        let (mantissa, exponent) = decimalParts(of: limit, times: 1)
        let slack = 1 - 1e-9
        if mantissa >= 5 * slack { return (5, exponent) }
        if mantissa >= 2 * slack { return (2, exponent) }
        return (1, exponent)
    }

    /// `value × factor` as `mantissa × 10^exponent` with the mantissa in 1..<10, for any positive
    /// finite value and a factor of 1 or 2.
    private static func decimalParts(of value: Double, times factor: Double) -> (mantissa: Double, exponent: Int) {
        var exponent = Int((log10(value) + log10(factor)).rounded(.down))
        var mantissa = scaled(value, byPowerOfTen: -exponent) * factor
        // log10 may be a decade off next to exact powers of ten.
        while mantissa >= 10 && exponent < 400 { mantissa /= 10; exponent += 1 }
        while mantissa < 1 && exponent > -400 { mantissa *= 10; exponent -= 1 }
        return (mantissa, exponent)
    }

    /// How many multiples of `step` lie in `low...high`, about (ends may be off by one).
    private static func tickCount(step: Double, low: Double, high: Double) -> Double {
        guard step > 0, step.isFinite else { return 0 }
        return (high / step).rounded(.down) - (low / step).rounded(.up) + 1
    }

    /// `value × 10^power` in steps small enough that no intermediate power of ten over- or
    /// underflows (a subnormal step times 10^320, a step near 1e308 times 10^-308).
    private static func scaled(_ value: Double, byPowerOfTen power: Int) -> Double {
        var result = value
        var remaining = power
        while remaining > 300 { result *= 1e300; remaining -= 300 }
        while remaining < -300 { result /= 1e300; remaining += 300 }
        return result * ScaledDecimal.powerOfTen(remaining)
    }
}
