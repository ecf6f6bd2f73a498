/// Long tables whose keys' x ranges hardly overlap (M4's daily series: one id 1978–1980,
/// another 2014–2016): x repeats rarely, yet (key, x) is unique and each key is a sequence of
/// its own. How often x repeats says how much the keys overlap, not whether they are series;
/// what does is how densely each key covers x *within its own span* and whether its rows start
/// again where the next key begins.
extension ChartChoice {
    /// How a key's rows lie along x.
    struct KeySpan: Equatable {
        /// Mean share, weighted by rows, of the distinct x values inside each key's own
        /// [first, last] span that the key is seen at. Near 1 for series (a station at every
        /// hour of its own period, however short); low for a label of events spread over the
        /// whole range (orders by pizza name, each name at 7 % of the instants).
        var localCoverage: Double
        /// Whether x is sorted within every key but not over the whole file: the key's rows are
        /// sequences that start again (or jump back) where the next key begins.
        var restartsPerKey: Bool
    }

    /// The least `KeySpan.localCoverage` for a key to split rows whose x hardly repeats.
    static let leastLocalCoverage = 0.5

    /// The least share of rows that must share their x with another row, or a restart of x per
    /// key, before a key whose ranges hardly overlap is looked for: x unique and in order is one
    /// sequence, whatever a category beside it says (a weather label per hour).
    static let leastSharedXShare = 0.05

    /// `KeySpan` of `codes` (one small integer per row, `keyCount` of them) against `x`; one pass
    /// over the rows and a sort of the distinct x values.
    static func keySpan(codes: [Int], keyCount: Int, x: [Double]) -> KeySpan {
        var low = [Double](repeating: .infinity, count: keyCount)
        var high = [Double](repeating: -.infinity, count: keyCount)
        var last = [Double](repeating: -.infinity, count: keyCount)
        var seen = [Set<UInt64>](repeating: [], count: keyCount)
        var sortedInKeys = true, sortedOverall = true
        var previous = -Double.infinity
        var all = Set<UInt64>()
        for (code, value) in zip(codes, x) where value.isFinite && code < keyCount {
            if value < last[code] { sortedInKeys = false }
            if value < previous { sortedOverall = false }
            last[code] = value
            previous = value
            low[code] = min(low[code], value)
            high[code] = max(high[code], value)
            seen[code].insert(value.bitPattern)
            all.insert(value.bitPattern)
        }
        let distinct = all.map { Double(bitPattern: $0) }.sorted()
        // Distinct x values in [a, b], by two binary searches.
        func count(_ a: Double, _ b: Double) -> Int {
            func firstIndex(_ predicate: (Double) -> Bool) -> Int {
                var lo = 0, hi = distinct.count
                while lo < hi {
                    let mid = (lo + hi) / 2
                    if predicate(distinct[mid]) { hi = mid } else { lo = mid + 1 }
                }
                return lo
            }
            return firstIndex { $0 > b } - firstIndex { $0 >= a }
        }
        var weighted = 0.0, weights = 0.0
        for key in 0..<keyCount where !seen[key].isEmpty {
            let inSpan = count(low[key], high[key])
            let share = inSpan == 0 ? 0 : Double(seen[key].count) / Double(inSpan)
            weighted += share * Double(seen[key].count)
            weights += Double(seen[key].count)
        }
        return KeySpan(localCoverage: weights == 0 ? 0 : weighted / weights,
                       restartsPerKey: sortedInKeys && !sortedOverall)
    }

    /// Distinct x values among `values` (NaN aside), or nil when x is unique and in order and
    /// so no key can make series of it (counted as runs then, with no hashing).
    static func distinctXForKeys(_ values: [Double]) -> Int? {
        if let half = distinctValueCount(values, atMost: values.count / 2) { return half }
        var filled = 0
        var strictlyRising = true
        var previous = -Double.infinity
        for value in values where !value.isNaN {
            filled += 1
            if value <= previous { strictlyRising = false }
            previous = value
        }
        if strictlyRising { return nil }
        return distinctValueCount(values, atMost: values.count)
    }
}
