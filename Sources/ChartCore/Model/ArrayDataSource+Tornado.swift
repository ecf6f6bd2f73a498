extension ArrayDataSource {
    /// Adds a tornado row set directly: for each position, a bar from `base` to its low value
    /// (`lowSeries`) and one from `base` to its high value (`highSeries`), growing from the base
    /// in both directions, with no padding series to compute. A row whose low value lies above the
    /// base and high below (an inverted row) draws each bar on its own side all the same.
    ///
    /// Both series get `baseline = base` and one stack of their own (`stackIndex`); the stack
    /// holds the distances from the base, so a row with both ends on one side of the base draws
    /// from the base to the nearer end, then on to the farther one.
    ///
    /// ```swift
    /// let data = ArrayDataSource()
    /// data.addTornado(low: BarSeries(title: "Low case"), high: BarSeries(title: "High case"),
    ///                 positions: [0, 1, 2], low: [20, 35, 75], high: [70, 60, 25], base: 50)
    /// chart.dataSource = data
    /// chart.xAxis.axisPosition = .reverse     // the value axis along the top, as tornados have it
    /// ```
    public func addTornado(low lowSeries: BarColumnSeries, high highSeries: BarColumnSeries, positions: [Double],
                           low: [Double], high: [Double], base: Double, stackIndex: Int = 9_001) {
        let count = min(positions.count, low.count, high.count)
        var lowValues: [Double] = [], highValues: [Double] = []
        lowValues.reserveCapacity(count)
        highValues.reserveCapacity(count)
        for i in 0..<count {
            let lowDistance = low[i] - base, highDistance = high[i] - base
            lowValues.append(lowDistance)
            // Opposite sides (or one at the base): each from the base. One side: on from the low end.
            let sameSide = lowDistance * highDistance > 0
            highValues.append(sameSide && abs(highDistance) > abs(lowDistance) ? high[i] - low[i] : highDistance)
        }
        for series in [lowSeries, highSeries] {
            series.baseline = base
            series.stackIndex = stackIndex
        }
        let cut = Array(positions.prefix(count))
        add(lowSeries, x: lowValues, y: cut)
        add(highSeries, x: highValues, y: cut)
    }
}
