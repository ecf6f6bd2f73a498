/// A series' loaded points as a series kind reads them: x and y, and the named columns the kind
/// asked for in `ChartSeries.valueKeys`.
///
/// ```swift
/// let errors = content.column("error") ?? []
/// for i in 0..<content.count { print(content.data.x[i], content.data.y[i], errors[i]) }
/// ```
public struct SeriesContent {
    let values: SeriesValues

    init(_ values: SeriesValues) {
        self.values = values
    }

    /// The x and y columns as the datasource gave them.
    public var data: SeriesData { values.data }

    /// The points every column covers: the data's count, or less when a named column is shorter.
    public var count: Int { values.count }

    /// The column the datasource gave for `key`, or nil when it gave none.
    public func column(_ key: SeriesValueKey) -> [Double]? { values.column(key) }

    /// The lowest and highest finite value of `key`'s column at each point's y plus and minus it;
    /// nil when there is none. A helper for kinds that draw a spread around y (error bars).
    public func yRange(spreadBy key: SeriesValueKey) -> AxisRange? {
        guard let spread = column(key) else { return data.yExtent }
        var low = Double.infinity, high = -Double.infinity
        for i in 0..<Swift.min(count, spread.count) {
            let y = data.y[i], d = Swift.abs(spread[i])
            guard y.isFinite else { continue }
            let reach = d.isFinite ? d : 0
            low = Swift.min(low, y - reach)
            high = Swift.max(high, y + reach)
        }
        return low <= high ? AxisRange(min: low, max: high) : nil
    }
}
