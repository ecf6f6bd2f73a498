extension SeriesFrame {
    /// Two lines as position/value data sharing the series' positions (with their min/max
    /// pyramids), memoised until the data or the stacks change. `shape` may rewrite both lines'
    /// points together (a step line's corners); `shapeKey` says when its output changes.
    func twoLineInputs(upper: [Double], lower: [Double], shapeKey: Int = 0,
                       shape: (([Double], [Double], [Double]) -> (positions: [Double], upper: [Double], lower: [Double]))? = nil)
        -> (upper: SeriesData, lower: SeriesData) {
        let values = self.values
        let key = SeriesCache.BandInputKey(data: ObjectIdentifier(values.data), version: values.data.version &* 64 &+ shapeKey,
                                           stackGeneration: values.stackGeneration)
        if let cached = state.cache.bandInputs, cached.key == key {
            return (cached.upper, cached.lower)
        }
        let n = min(values.count, upper.count, lower.count)
        var positions = Array(values.positioned.x.prefix(n))
        var high = Array(upper.prefix(n)), low = Array(lower.prefix(n))
        if let shape { (positions, high, low) = shape(positions, high, low) }
        let made = (SeriesData(x: positions, y: high), SeriesData(x: positions, y: low))
        state.cache.bandInputs = (key, made.0, made.1)
        return made
    }

    /// The column for `key`, or NaN for every point when the datasource gave none.
    func column(_ key: SeriesValueKey) -> [Double] {
        values.column(key) ?? [Double](repeating: .nan, count: values.count)
    }
}
