import Foundation

/// Evenly spaced values `anchor + k × step`, each computed afresh from its index so that errors
/// never accumulate.
///
/// When anchor and step are short decimals the lattice works in integers of one shared decimal
/// unit (`units × 10^exponent`), so every value is the Double closest to its exact decimal. When
/// that would overflow (an anchor of 1e300 with a step of 0.1) it falls back to Double arithmetic
/// from an anchor reduced next to zero with `fmod`, which is exact.
struct TickLattice {
    private enum Storage {
        /// Value k is `(anchorUnits + k × stepUnits) × 10^exponent`; `0 <= anchorUnits < stepUnits`.
        case decimal(anchorUnits: Int64, stepUnits: Int64, exponent: Int)
        /// Value k is `anchor + k × step`; `|anchor| < step`.
        case binary(anchor: Double, step: Double)
    }

    private var storage: Storage

    /// The lattice through `anchor` with spacing `step`; nil unless both are finite and `step > 0`.
    init?(anchor: Double, step: Double) {
        guard anchor.isFinite, step.isFinite, step > 0 else { return nil }
        if let anchorDecimal = ScaledDecimal(anchor), let stepDecimal = ScaledDecimal(step),
           let storage = Self.decimalStorage(anchor: anchorDecimal, step: stepDecimal) {
            self.storage = storage
        } else {
            storage = .binary(anchor: fmod(anchor, step), step: step)
        }
    }

    /// The lattice `k × significand × 10^exponent`, through zero.
    init(stepSignificand: Int64, exponent: Int) {
        storage = .decimal(anchorUnits: 0, stepUnits: Swift.max(1, stepSignificand), exponent: exponent)
    }

    /// The spacing as a Double (the closest one to the decimal step).
    var step: Double {
        switch storage {
        case let .decimal(_, stepUnits, exponent):
            return ScaledDecimal.double(significand: stepUnits, exponent: exponent)
        case let .binary(_, step):
            return step
        }
    }

    /// The lattice point nearest zero at or above it, which every index counts from.
    private var origin: Double {
        switch storage {
        case let .decimal(anchorUnits, _, exponent):
            return ScaledDecimal.double(significand: anchorUnits, exponent: exponent)
        case let .binary(anchor, _):
            return anchor
        }
    }

    /// The value at index `k`.
    func value(at k: Int64) -> Double {
        switch storage {
        case let .decimal(anchorUnits, stepUnits, exponent):
            let (product, productOverflow) = k.multipliedReportingOverflow(by: stepUnits)
            let (units, sumOverflow) = product.addingReportingOverflow(anchorUnits)
            if !productOverflow && !sumOverflow {
                return ScaledDecimal.double(significand: units, exponent: exponent)
            }
            return origin + Double(k) * step
        case let .binary(anchor, step):
            return anchor + Double(k) * step
        }
    }

    /// The same lattice with every step cut into `parts` equal parts, so that index `k × parts`
    /// of the result is index `k` of this one.
    func subdivided(into parts: Int) -> TickLattice {
        let parts = Swift.max(1, parts)
        var result = self
        switch storage {
        case let .decimal(anchorUnits, stepUnits, exponent):
            // One extra decimal place makes every step of 1, 2, 2.5 or 5 units divisible by 4 or 5.
            let (fineStep, stepOverflow) = stepUnits.multipliedReportingOverflow(by: 10)
            let (fineAnchor, anchorOverflow) = anchorUnits.multipliedReportingOverflow(by: 10)
            if !stepOverflow && !anchorOverflow && fineStep % Int64(parts) == 0 {
                result.storage = .decimal(anchorUnits: fineAnchor, stepUnits: fineStep / Int64(parts),
                                          exponent: exponent - 1)
            } else {
                result.storage = .binary(anchor: origin, step: step / Double(parts))
            }
        case let .binary(anchor, step):
            result.storage = .binary(anchor: anchor, step: step / Double(parts))
        }
        return result
    }

    /// The same lattice keeping only every `factor`-th point, counted from the anchor.
    func thinned(by factor: Int64) -> TickLattice? {
        guard factor >= 1 else { return nil }
        var result = self
        switch storage {
        case let .decimal(anchorUnits, stepUnits, exponent):
            let (coarseStep, overflow) = stepUnits.multipliedReportingOverflow(by: factor)
            guard !overflow else { return nil }
            result.storage = .decimal(anchorUnits: anchorUnits, stepUnits: coarseStep, exponent: exponent)
        case let .binary(anchor, step):
            let coarseStep = step * Double(factor)
            guard coarseStep.isFinite else { return nil }
            result.storage = .binary(anchor: anchor, step: coarseStep)
        }
        return result
    }

    /// The lattice values in `low...high`, ascending and without repeats; nil when the indices
    /// covering the interval number more than `limit` (so nothing runs away on a huge range).
    /// `skip` drops indices, such as the majors among minor ticks.
    func values(from low: Double, through high: Double, limit: Int,
                skip: (Int64) -> Bool = { _ in false }) -> [Double]? {
        guard low <= high else { return [] }
        let step = self.step
        guard step > 0, step.isFinite else { return nil }
        let first = (low - origin) / step
        let last = (high - origin) / step
        let indexLimit = Double(1 << 62)
        guard first.isFinite, last.isFinite,
              first.magnitude < indexLimit, last.magnitude < indexLimit else { return nil }
        // The divisions may round across a boundary, by more than one index once the index
        // itself is too large for a Double to count in ones.
        let slack = Int64(Swift.max(first.magnitude, last.magnitude).ulp) + 1
        let firstIndex = Int64(first.rounded(.down)) - slack
        let lastIndex = Int64(last.rounded(.up)) + slack
        guard lastIndex - firstIndex <= Int64(limit) + 2 * slack + 3 else { return nil }
        var result: [Double] = []
        var k = firstIndex
        while k <= lastIndex {
            defer { k += 1 }
            if skip(k) { continue }
            let value = value(at: k)
            guard low <= value && value <= high else { continue }
            // Far from zero, neighbouring indices can round to one Double.
            if let previous = result.last, value <= previous { continue }
            result.append(value)
        }
        return result
    }

    /// The decimal form of the lattice, with anchor and step scaled to one unit; nil on overflow.
    private static func decimalStorage(anchor: ScaledDecimal, step: ScaledDecimal) -> Storage? {
        guard step.significand > 0 else { return nil }
        // Zero has no digits of its own: it must not drag the unit down to 10^0.
        let exponent = anchor.significand == 0 ? step.exponent : Swift.min(anchor.exponent, step.exponent)
        guard let anchorUnits = scale(anchor.significand, by: anchor.exponent - exponent),
              let stepUnits = scale(step.significand, by: step.exponent - exponent) else { return nil }
        var reduced = anchorUnits % stepUnits
        if reduced < 0 { reduced += stepUnits }
        return .decimal(anchorUnits: reduced, stepUnits: stepUnits, exponent: exponent)
    }

    /// `value × 10^places`, nil on overflow.
    private static func scale(_ value: Int64, by places: Int) -> Int64? {
        if value == 0 { return 0 }
        guard places >= 0 else { return nil }
        var result = value
        for _ in 0..<places {
            let (next, overflow) = result.multipliedReportingOverflow(by: 10)
            if overflow { return nil }
            result = next
            if result == 0 { break }
        }
        return result
    }
}
