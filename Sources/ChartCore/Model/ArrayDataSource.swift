/// A datasource built from arrays: the quickest way to put data on a chart.
///
/// ```swift
/// let data = ArrayDataSource()
/// data.add(LineSeries(title: "Price"), x: days, y: prices)
/// data.add(ScatterSeries(title: "Trades"), y: fills)      // x = 0, 1, 2, …
/// data.add(CandlestickSeries(title: "ACME"), x: days, open: o, high: h, low: l, close: c)
/// data.add(BandSeries(title: "Range"), x: days, low: lows, high: highs)
/// data.add(BubbleSeries(title: "Cities"), x: gdp, y: life, area: population)
/// chart.dataSource = data
/// ```
///
/// Columns of different lengths are cut to the shortest, so every point has all its values.
///
/// It streams too: `append(x:y:toSeriesAt:)` and `removeFirst(_:fromSeriesAt:)` change its
/// columns, and `Chart.append(x:y:toSeriesAt:)` does that and updates the chart in one call.
/// Removing from the start moves nothing until the removed head outgrows the live points (as
/// `SeriesColumn` does), so a rolling window costs what the new points cost.
public final class ArrayDataSource: StreamingChartDataSource {
    private struct Entry {
        var series: ChartSeries
        /// nil: the indices.
        var x: RollingBuffer?
        var y: RollingBuffer
        var values: [SeriesValueKey: [Double]]
        /// Leading points removed but still held in `values` (index i is element valuesHead + i).
        var valuesHead = 0
        /// The unit x and y count time in when a typed add filled them with dates: seconds at
        /// first, then the unit of the date axis the series was last read for; nil for others.
        var xDateUnit: DateTimeAxis.ValueUnit?
        var yDateUnit: DateTimeAxis.ValueUnit?

        init(series: ChartSeries, x: [Double]?, y: [Double], values: [SeriesValueKey: [Double]]) {
            self.series = series
            self.x = x.map(RollingBuffer.init)
            self.y = RollingBuffer(y)
            self.values = values
        }

        var count: Int { y.count }

        /// Drops the removed head from the named values.
        mutating func compactValues() {
            guard valuesHead > 0 else { return }
            for key in values.keys { values[key]!.removeFirst(Swift.min(valuesHead, values[key]!.count)) }
            valuesHead = 0
        }
    }

    private var entries: [Entry] = []
    /// Axes other than the chart's first, by series (`plot(_:against:)`).
    private var axesBySeries: [ObjectIdentifier: [Axis]] = [:]
    /// Point names by series index (pie slices, radar categories).
    private var pointNames: [Int: [String]] = [:]
    /// The typed adds' encoders (`ArrayDataSource+Typed`): category names shared by all series.
    var xEncoder = PlottableEncoder()
    var yEncoder = PlottableEncoder()

    /// Adds a series whose points are named values: a pie's or donut's slices. x is the index.
    public func add(_ series: ChartSeries, values: [Double], names: [String]) {
        pointNames[entries.count] = names
        add(series, y: values)
    }

    public func chart(_ chart: Chart, namesForPointsInSeriesAt seriesIndex: Int) -> [String]? {
        pointNames[seriesIndex]
    }

    public init() {}

    /// Adds a series whose x values are its indices.
    public func add(_ series: ChartSeries, y: [Double]) {
        entries.append(Entry(series: series, x: nil, y: y, values: [:]))
    }

    /// Adds a series with explicit x values. Extra values in the longer array are ignored.
    public func add(_ series: ChartSeries, x: [Double], y: [Double]) {
        add(series, x: x, y: y, values: [:])
    }

    /// Adds a series with named values per point besides x and y (nil x: the indices). Every
    /// column is cut to the length of the shortest.
    public func add(_ series: ChartSeries, x: [Double]?, y: [Double], values: [SeriesValueKey: [Double]]) {
        var n = y.count
        if let x { n = min(n, x.count) }
        for column in values.values { n = min(n, column.count) }
        func cut(_ column: [Double]) -> [Double] { column.count == n ? column : Array(column.prefix(n)) }
        entries.append(Entry(series: series, x: x.map(cut), y: cut(y), values: values.mapValues(cut)))
    }

    /// Adds a series whose x or y came as dates (`ArrayDataSource+Typed`), in seconds.
    func add(_ series: ChartSeries, x: [Double], y: [Double], xHoldsDates: Bool, yHoldsDates: Bool) {
        add(series, x: x, y: y)
        entries[entries.count - 1].xDateUnit = xHoldsDates ? .seconds : nil
        entries[entries.count - 1].yDateUnit = yHoldsDates ? .seconds : nil
    }

    /// Adds a candlestick or OHLC series; its y is the close.
    public func add(_ series: ChartSeries, x: [Double], open: [Double], high: [Double], low: [Double],
                    close: [Double]) {
        add(series, x: x, y: close, values: [.open: open, .high: high, .low: low, .close: close])
    }

    /// Adds a band series; its y is the high.
    public func add(_ series: ChartSeries, x: [Double], low: [Double], high: [Double]) {
        add(series, x: x, y: high, values: [.low: low, .high: high])
    }

    /// Adds a bubble series: a bubble at each (x, y) whose area follows `area`.
    public func add(_ series: ChartSeries, x: [Double], y: [Double], area: [Double]) {
        add(series, x: x, y: y, values: [.area: area])
    }

    /// Plots `series` against `axis` instead of the chart's first axis of that direction: a
    /// rainfall series on a second y axis at the right, say. The axis must be one of the chart's
    /// (`addYAxis(_:)`, `addXAxis(_:)`); its direction decides whether it stands in for x or y,
    /// and a later call for the same direction replaces an earlier one.
    ///
    /// ```swift
    /// let rain = chart.addYAxis(NumberAxis())
    /// rain.axisPosition = .reverse
    /// data.add(showers, x: days, y: rainfall)
    /// data.plot(showers, against: rain)
    /// ```
    public func plot(_ series: ChartSeries, against axis: Axis) {
        axesBySeries[ObjectIdentifier(series), default: []].append(axis)
    }

    public func chart(_ chart: Chart, xAxisForSeriesAt seriesIndex: Int) -> Axis? {
        axis(for: seriesIndex, orientation: .horizontal)
    }

    public func chart(_ chart: Chart, yAxisForSeriesAt seriesIndex: Int) -> Axis? {
        axis(for: seriesIndex, orientation: .vertical)
    }

    /// The axis a series was last given for a direction. Read when the chart loads, once the
    /// axis is on the chart and its direction is known.
    private func axis(for seriesIndex: Int, orientation: AxisOrientation) -> Axis? {
        guard entries.indices.contains(seriesIndex),
              let axes = axesBySeries[ObjectIdentifier(entries[seriesIndex].series)] else { return nil }
        return axes.last { $0.orientation == orientation }
    }

    /// Puts a series' dates into the value unit of the date axis it is plotted on, so a `Date`
    /// lands where that axis places it (the typed adds encode seconds; a millisecond axis counts
    /// a thousand times as many). Converted in place, once per change of unit.
    private func matchDateUnits(ofSeriesAt index: Int, in chart: Chart) {
        guard entries.indices.contains(index) else { return }
        if let unit = entries[index].xDateUnit,
           let axis = plottedAxis(index, orientation: .horizontal, in: chart) as? DateTimeAxis, axis.valueUnit != unit {
            entries[index].x?.scale(by: axis.valueUnit.perSecond / unit.perSecond)
            entries[index].xDateUnit = axis.valueUnit
        }
        if let unit = entries[index].yDateUnit,
           let axis = plottedAxis(index, orientation: .vertical, in: chart) as? DateTimeAxis, axis.valueUnit != unit {
            entries[index].y.scale(by: axis.valueUnit.perSecond / unit.perSecond)
            entries[index].yDateUnit = axis.valueUnit
        }
    }

    /// The axis the chart plots a series against in a direction: the one given to
    /// `plot(_:against:)` when the chart has it, else the chart's first.
    private func plottedAxis(_ index: Int, orientation: AxisOrientation, in chart: Chart) -> Axis {
        let axes = orientation == .horizontal ? chart.xAxes : chart.yAxes
        let given = axis(for: index, orientation: orientation)
        return axes.first { $0 === given } ?? (orientation == .horizontal ? chart.xAxis : chart.yAxis)
    }

    public var series: [ChartSeries] { entries.map(\.series) }

    public func numberOfSeries(in chart: Chart) -> Int { entries.count }

    public func chart(_ chart: Chart, seriesAt index: Int) -> ChartSeries { entries[index].series }

    public func chart(_ chart: Chart, numberOfPointsInSeriesAt seriesIndex: Int) -> Int {
        entries[seriesIndex].count
    }

    public func chart(_ chart: Chart, pointAt pointIndex: Int, inSeriesAt seriesIndex: Int) -> DataPoint {
        matchDateUnits(ofSeriesAt: seriesIndex, in: chart)
        let entry = entries[seriesIndex]
        return DataPoint(x: entry.x?[pointIndex] ?? Double(pointIndex), y: entry.y[pointIndex])
    }

    public func chart(_ chart: Chart, pointsForSeriesAt seriesIndex: Int) -> SeriesPoints? {
        matchDateUnits(ofSeriesAt: seriesIndex, in: chart)
        entries[seriesIndex].compactValues()
        return SeriesPoints(x: entries[seriesIndex].x?.array, y: entries[seriesIndex].y.array)
    }

    public func chart(_ chart: Chart, valuesFor key: SeriesValueKey, inSeriesAt seriesIndex: Int) -> [Double]? {
        entries[seriesIndex].compactValues()
        return entries[seriesIndex].values[key]
    }

    public func chart(_ chart: Chart, pointsIn range: Range<Int>, ofSeriesAt seriesIndex: Int) -> SeriesPoints? {
        matchDateUnits(ofSeriesAt: seriesIndex, in: chart)
        let entry = entries[seriesIndex]
        let clamped = range.clamped(to: 0..<entry.count)
        let y = entry.y.withUnsafeBufferPointer { Array($0[clamped]) }
        let x = entry.x.map { buffer in buffer.withUnsafeBufferPointer { Array($0[clamped]) } } ?? clamped.map(Double.init)
        return SeriesPoints(x: x, y: y)
    }

    // MARK: Streaming

    /// Appends points to series `index` (ignored for an index out of range); the longer column
    /// is cut to the length of the shorter. A series made with implicit x (its indices) takes
    /// the x values given. Named values (open, area, …) get NaN for the new points. The values
    /// are axis values: for a series added from dates, in its date axis's unit once the chart
    /// has read it.
    public func append(x: [Double], y: [Double], toSeriesAt index: Int) {
        guard entries.indices.contains(index) else { return }
        let count = min(x.count, y.count)
        guard count > 0 else { return }
        materialiseX(at: index)
        entries[index].x!.append(contentsOf: x.prefix(count))
        entries[index].y.append(contentsOf: y.prefix(count))
        for key in entries[index].values.keys {
            entries[index].values[key]!.append(contentsOf: repeatElement(.nan, count: count))
        }
    }

    /// Removes the first `count` points of series `index` (all when it has fewer). Implicit x
    /// values are made explicit first, so the remaining points keep their x.
    public func removeFirst(_ count: Int, fromSeriesAt index: Int) {
        guard entries.indices.contains(index) else { return }
        let removed = min(max(count, 0), entries[index].count)
        guard removed > 0 else { return }
        materialiseX(at: index)
        entries[index].x!.removeFirst(removed)
        entries[index].y.removeFirst(removed)
        if !entries[index].values.isEmpty {
            entries[index].valuesHead += removed
            if entries[index].valuesHead > SeriesColumn.compactionFloor && entries[index].valuesHead > entries[index].count {
                entries[index].compactValues()
            }
        }
    }

    private func materialiseX(at index: Int) {
        if entries[index].x == nil {
            entries[index].x = RollingBuffer((0..<entries[index].y.count).map(Double.init))
        }
    }
}
