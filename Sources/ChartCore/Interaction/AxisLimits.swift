/// What gestures may do to one axis, on its linear scale: the extent they must stay within and
/// the narrowest and widest spans they may reach.
///
/// Built from the axis's settings (`allowsPanningOutOfDefaultRange`, `allowsPanningOutOfMaxRange`
/// with `maximumRange`, `minimumZoomLevel`, `maximumZoomLevel`). A gesture never makes a
/// violation worse: a range already outside its limits (set by code) may move back in, never
/// further out.
struct AxisLimits: Equatable {
    /// The linear values gestures must stay within; nil bounds are unlimited.
    var extentLow: Double?
    var extentHigh: Double?
    var minimumSpan: Double
    var maximumSpan: Double

    init(extentLow: Double? = nil, extentHigh: Double? = nil, minimumSpan: Double = 0,
         maximumSpan: Double = .infinity) {
        self.extentLow = extentLow
        self.extentHigh = extentHigh
        self.minimumSpan = minimumSpan
        self.maximumSpan = maximumSpan
    }

    init(axis: Axis) {
        let defaultRange = axis.defaultRange
        let defaultLow = axis.linearValue(defaultRange.min), defaultHigh = axis.linearValue(defaultRange.max)
        var low: Double?, high: Double?
        if !axis.allowsPanningOutOfDefaultRange {
            low = defaultLow
            high = defaultHigh
        }
        if !axis.allowsPanningOutOfMaxRange, let maximum = axis.maximumRange, maximum.isFinite {
            let maxLow = axis.linearValue(maximum.min), maxHigh = axis.linearValue(maximum.max)
            if maxLow.isFinite, maxHigh.isFinite, maxLow < maxHigh {
                low = Swift.max(low ?? maxLow, maxLow)
                high = Swift.min(high ?? maxHigh, maxHigh)
                // Disjoint limits: the maximum range wins, as the outer promise.
                if let l = low, let h = high, l >= h { low = maxLow; high = maxHigh }
            }
        }
        if let driven = axis.drivenExtent {
            let drivenLow = axis.linearValue(driven.min), drivenHigh = axis.linearValue(driven.max)
            if drivenLow.isFinite, drivenHigh.isFinite, drivenLow < drivenHigh {
                low = Swift.max(low ?? drivenLow, drivenLow)
                high = Swift.min(high ?? drivenHigh, drivenHigh)
                if let l = low, let h = high, l >= h { low = drivenLow; high = drivenHigh }
            }
        }
        if let l = low, let h = high, !(l.isFinite && h.isFinite && l < h) { low = nil; high = nil }
        // Half-spans: a default range such as -1e308...1e308 has a span no Double holds.
        let defaultHalfSpan = defaultHigh / 2 - defaultLow / 2
        var minimum = Self.resolvableSpan(around: Swift.max(defaultLow.magnitude, defaultHigh.magnitude))
        if let level = axis.maximumZoomLevel, level.isFinite, level > 0, defaultHalfSpan.isFinite, defaultHalfSpan > 0 {
            minimum = Swift.max(minimum, Self.finite(2 * (defaultHalfSpan / level)))
        }
        var maximum = Double.infinity
        if let level = axis.minimumZoomLevel, level.isFinite, level > 0, defaultHalfSpan.isFinite, defaultHalfSpan > 0 {
            // Past the largest Double the widest span is unlimited: zooms clamp to finite bounds.
            let widest = 2 * (defaultHalfSpan / level)
            if widest.isFinite { maximum = widest }
        }
        if let l = low, let h = high, (h - l).isFinite { maximum = Swift.min(maximum, h - l) }
        self.init(extentLow: low, extentHigh: high, minimumSpan: minimum, maximumSpan: Swift.max(minimum, maximum))
    }

    /// About a thousand representable Doubles at this magnitude: below that, pixels stop
    /// mapping to distinct values (the same floor `AxisRange.nonDegenerate()` keeps).
    static func resolvableSpan(around magnitude: Double) -> Double {
        guard magnitude.isFinite else { return 0 }
        return 1024 * Swift.max(magnitude.ulp, Double.leastNormalMagnitude)
    }

    /// The linear shifts `map` may move by: those that keep it inside the extent, widened to
    /// include 0 so that a map already outside may stay or move back in, never further out.
    func allowedShifts(for map: AxisPixelMap) -> ClosedRange<Double> {
        // Shifting by s shows low + s ... high + s.
        let lowest = extentLow.map { Self.finite($0 - map.low) } ?? -.infinity
        let highest = extentHigh.map { Self.finite($0 - map.high) } ?? .infinity
        if lowest <= highest {
            return Swift.min(lowest, 0)...Swift.max(highest, 0)
        }
        // Wider than the extent: only moves towards the centred position are allowed.
        let centred = lowest / 2 + highest / 2
        return Swift.min(centred, 0)...Swift.max(centred, 0)
    }

    /// The pixel drags `map` may take, the same limits as `allowedShifts(for:)` in pixels.
    func allowedPixelShifts(for map: AxisPixelMap) -> ClosedRange<Double> {
        let shifts = allowedShifts(for: map)
        let a = map.pixels(forLinearShift: shifts.lowerBound), b = map.pixels(forLinearShift: shifts.upperBound)
        return Swift.min(a, b)...Swift.max(a, b)
    }

    /// `map` moved (never resized) as little as possible to respect the extent.
    func constrainedPan(_ map: AxisPixelMap, from start: AxisPixelMap) -> AxisPixelMap {
        let allowed = allowedShifts(for: start)
        let shift = Swift.min(Swift.max(map.low - start.low, allowed.lowerBound), allowed.upperBound)
        return shift == map.low - start.low ? map : start.shifted(by: shift)
    }

    /// The zoom factors `map` may be zoomed by: those giving a span within the limits, widened
    /// to include 1 so that a span already outside may stay.
    func allowedFactors(for map: AxisPixelMap) -> ClosedRange<Double> {
        // Ratios of half-spans, finite where the span itself overflows (-1e308...1e308).
        let half = map.halfSpan
        guard half > 0, half.isFinite else { return 1...1 }
        let smallest = maximumSpan.isFinite ? half / (maximumSpan / 2) : 0
        let largest = minimumSpan > 0 ? half / (minimumSpan / 2) : .infinity
        return Swift.min(smallest, 1)...Swift.max(largest, 1)
    }

    /// A zoomed or animated map brought inside the extent by the smallest shift, or centred on
    /// the extent when wider than it.
    func constrainedPosition(_ map: AxisPixelMap) -> AxisPixelMap {
        let half = map.halfSpan
        if let low = extentLow, let high = extentHigh, half > high / 2 - low / 2 {
            let centre = low / 2 + high / 2
            return map.with(low: Self.finite(centre - half), high: Self.finite(centre + half))
        }
        if let low = extentLow, map.low < low { return map.with(low: low, high: Self.finite(low + half + half)) }
        if let high = extentHigh, map.high > high { return map.with(low: Self.finite(high - half - half), high: high) }
        return snappedToExtent(map)
    }

    /// A map within rounding of an extent edge, put exactly on it: a pan clamped in pixels comes
    /// back to linear values an ulp or two off, and a limit should hold exactly.
    func snappedToExtent(_ map: AxisPixelMap) -> AxisPixelMap {
        let half = map.halfSpan
        let tolerance = 2e-9 * half.magnitude
        if let low = extentLow, abs(map.low - low) <= tolerance {
            return map.with(low: low, high: Self.finite(low + half + half))
        }
        if let high = extentHigh, abs(map.high - high) <= tolerance {
            return map.with(low: Self.finite(high - half - half), high: high)
        }
        return map
    }

    /// `value` clamped to finite Doubles, so a limit near the largest Double never yields infinity.
    static func finite(_ value: Double) -> Double {
        Swift.min(Swift.max(value, -.greatestFiniteMagnitude), .greatestFiniteMagnitude)
    }
}
