extension SeriesValues {
    /// Areas this many times the next smaller one are outliers for scaling: a bubble a thousand
    /// times narrower than the biggest is under a twentieth of a point, so scaling to the outlier
    /// would hide every other bubble.
    static let outlierRatio = 1e6

    /// The largest positive finite value of column `key` that is not an outlier: walking down
    /// from the largest, a value more than `outlierRatio` times the next smaller one is skipped
    /// (at most eight times; a column of ever larger outliers scales to the eighth). Nil when the
    /// column holds no positive finite value. Memoised until the data change; each step is one
    /// pass over the column.
    ///
    /// ```swift
    /// // areas [1e308, 2, 1]: 2 (1e308 is clamped to the biggest bubble)
    /// ```
    func scaleReference(of key: SeriesValueKey) -> Double? {
        if let known = scaleReferenceMemo[key] { return known }
        let found = Self.largestNonOutlier(column(key) ?? [])
        scaleReferenceMemo[key] = .some(found)
        return found
    }

    static func largestNonOutlier(_ values: [Double]) -> Double? {
        func largest(below ceiling: Double) -> Double? {
            var best: Double?
            for v in values where v.isFinite && v > 0 && v < ceiling && v > (best ?? 0) { best = v }
            return best
        }
        guard var top = largest(below: .infinity) else { return nil }
        for _ in 0..<8 {
            guard let next = largest(below: top), top / next > outlierRatio else { return top }
            top = next
        }
        return top
    }
}
