/// Where each point of a stacked series sits in its stack: from `base` to `top`, in value units.
/// A point with no value (NaN) has NaN for both.
struct StackSegments {
    var base: [Double]
    var top: [Double]
    /// The smallest and largest finite base or top; nil when there is none.
    var extent: AxisRange?

    init(base: [Double], top: [Double]) {
        self.base = base
        self.top = top
        var low = Double.infinity, high = -Double.infinity
        for column in [base, top] {
            for v in column where v.isFinite {
                low = min(low, v)
                high = max(high, v)
            }
        }
        extent = low <= high ? AxisRange(min: low, max: high) : nil
    }

    /// Stacks `series` (positions and values, in datasource order) cumulatively from `baseline`:
    /// positive values pile up above it and negative ones below, each on their own, per position.
    ///
    /// When every series has the very same positions, points are matched by index; otherwise by
    /// position value. A NaN position or value leaves a gap and adds nothing to the stack.
    ///
    /// With `runningSum`, negative values go on the same running total as positive ones
    /// (`StackingMode.runningSum`).
    static func stack(_ series: [(positions: [Double], values: [Double])], baseline: Double,
                      runningSum: Bool = false) -> [StackSegments] {
        guard let first = series.first?.positions else { return [] }
        let aligned = series.allSatisfy { $0.positions == first }
        var result: [StackSegments] = []
        result.reserveCapacity(series.count)
        if aligned {
            var positive = [Double](repeating: baseline, count: first.count)
            var negative = positive
            for entry in series {
                var base = [Double](repeating: .nan, count: entry.values.count)
                var top = base
                for i in 0..<min(entry.values.count, first.count) {
                    let v = entry.values[i]
                    guard v.isFinite, first[i].isFinite else { continue }
                    if v >= 0 || runningSum {
                        base[i] = positive[i]
                        positive[i] = Self.saturatingSum(positive[i], v)
                        top[i] = positive[i]
                    } else {
                        base[i] = negative[i]
                        negative[i] = Self.saturatingSum(negative[i], v)
                        top[i] = negative[i]
                    }
                }
                result.append(StackSegments(base: base, top: top))
            }
            return result
        }
        var positive: [Double: Double] = [:], negative: [Double: Double] = [:]
        for entry in series {
            let n = min(entry.positions.count, entry.values.count)
            var base = [Double](repeating: .nan, count: entry.values.count)
            var top = base
            for i in 0..<n {
                let p = entry.positions[i], v = entry.values[i]
                guard v.isFinite, p.isFinite else { continue }
                if v >= 0 || runningSum {
                    let b = positive[p] ?? baseline
                    base[i] = b
                    top[i] = Self.saturatingSum(b, v)
                    positive[p] = top[i]
                } else {
                    let b = negative[p] ?? baseline
                    base[i] = b
                    top[i] = Self.saturatingSum(b, v)
                    negative[p] = top[i]
                }
            }
            result.append(StackSegments(base: base, top: top))
        }
        return result
    }

    /// `a + b`, held at ±greatestFiniteMagnitude: a stack whose sum overflows keeps its series,
    /// with the segments past the largest Double flat at that edge (ARCHITECTURE.md, "Extreme
    /// ranges").
    static func saturatingSum(_ a: Double, _ b: Double) -> Double {
        Swift.min(Swift.max(a + b, -.greatestFiniteMagnitude), .greatestFiniteMagnitude)
    }
}
