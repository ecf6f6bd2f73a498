extension Chart {
    // MARK: Several axes

    /// Adds an x axis along the bottom (`axisPosition = .normal`) or top (`.reverse`), outside
    /// the axes already on that side. Series use it when the datasource's
    /// `chart(_:xAxisForSeriesAt:)` returns it. An axis the chart already has is not added again.
    ///
    /// ```swift
    /// let seconds = NumberAxis()
    /// seconds.axisPosition = .reverse     // along the top
    /// chart.addXAxis(seconds)
    /// ```
    ///
    /// Returns `axis` with its own type, so `let top = chart.addXAxis(NumberAxis())` keeps it.
    @discardableResult
    public func addXAxis<A: Axis>(_ axis: A) -> A {
        guard !hasAxis(axis) else { return axis }
        axis.take(.horizontal, in: self)
        xAxes.append(axis)
        refitAxes()
        return axis
    }

    /// Adds a y axis on the left (`axisPosition = .normal`) or right (`.reverse`), outside the
    /// axes already on that side. Series use it when the datasource's
    /// `chart(_:yAxisForSeriesAt:)` returns it. An axis the chart already has is not added again.
    ///
    /// ```swift
    /// let rain = NumberAxis()
    /// rain.axisPosition = .reverse        // on the right
    /// rain.showsMajorGridLines = false     // one grid is enough
    /// chart.addYAxis(rain)
    /// ```
    ///
    /// Returns `axis` with its own type, so `let rain = chart.addYAxis(NumberAxis())` keeps it.
    @discardableResult
    public func addYAxis<A: Axis>(_ axis: A) -> A {
        guard !hasAxis(axis) else { return axis }
        axis.take(.vertical, in: self)
        yAxes.append(axis)
        refitAxes()
        return axis
    }

    /// Every axis, x axes first, each list in the order added.
    public var allAxes: [Axis] { xAxes + yAxes }

    private func hasAxis(_ axis: Axis) -> Bool {
        allAxes.contains { $0 === axis }
    }

    /// The x axis series `index` is plotted against (the primary one for an index out of range).
    public func xAxis(forSeriesAt index: Int) -> Axis {
        seriesStates.indices.contains(index) ? xAxis(for: seriesStates[index]) : xAxis
    }

    /// The y axis series `index` is plotted against (the primary one for an index out of range).
    public func yAxis(forSeriesAt index: Int) -> Axis {
        seriesStates.indices.contains(index) ? yAxis(for: seriesStates[index]) : yAxis
    }

    func xAxis(for state: SeriesState) -> Axis {
        xAxes.indices.contains(state.xAxisIndex) ? xAxes[state.xAxisIndex] : xAxis
    }

    func yAxis(for state: SeriesState) -> Axis {
        yAxes.indices.contains(state.yAxisIndex) ? yAxes[state.yAxisIndex] : yAxis
    }

    /// The series' data on its axes' linear scales: what its line geometry is built from.
    func linearData(for state: SeriesState) -> SeriesData {
        state.scaledData.data(state.data, xAxis: xAxis(for: state), yAxis: yAxis(for: state))
    }

    /// Asks the datasource which axes each series uses; unknown answers mean the primary axes.
    func assignAxes(_ states: [SeriesState], from source: ChartDataSource?) {
        for (index, state) in states.enumerated() {
            let x = source?.chart(self, xAxisForSeriesAt: index)
            let y = source?.chart(self, yAxisForSeriesAt: index)
            state.xAxisIndex = x.flatMap { axis in xAxes.firstIndex { $0 === axis } } ?? 0
            state.yAxisIndex = y.flatMap { axis in yAxes.firstIndex { $0 === axis } } ?? 0
        }
    }

    /// Sets each axis's data range from the shown series plotted against it. On a non-linear
    /// axis only values with a linear value count (no values ≤ 0 on a log axis).
    func fitAxes(to shown: [SeriesState]) {
        // The points themselves count on a non-linear axis for kinds that draw x against y;
        // the others (bars) count through their extents' ends.
        let plain = shown.filter { $0.series.layoutOrientation == .horizontal }
        // Into this chart's placements: a shared axis fits the union of its charts' data.
        for axis in xAxes {
            let states = shown.filter { xAxis(for: $0) === axis }
            let range = fittedRange(axis, raw: states.compactMap(\.xExtent)) {
                plain.filter { xAxis(for: $0) === axis }.compactMap { shownExtents(of: $0).x }
            }
            updatePlacement(of: axis) { $0.dataRange = range }
        }
        for axis in yAxes {
            let states = shown.filter { yAxis(for: $0) === axis }
            let range = fittedRange(axis, raw: states.compactMap(\.yExtent)) {
                plain.filter { yAxis(for: $0) === axis }.compactMap { shownExtents(of: $0).y }
            }
            updatePlacement(of: axis) { $0.dataRange = range }
        }
        for axis in xAxes + yAxes {
            let ends = baselineEnds(of: axis, shown: shown)
            updatePlacement(of: axis) { $0.baselineEnds = ends }
        }
        updateMarkReach(shown)
    }

    /// Changes this chart's placement of `axis` (whatever chart is at work on the thread).
    func updatePlacement(of axis: Axis, _ change: (inout AxisPlacement) -> Void) {
        let id = ObjectIdentifier(axis)
        var placement = axisPlacements[id] ?? AxisPlacement()
        change(&placement)
        axisPlacements[id] = placement
    }

    /// Keeps the axes' lists of their charts and this chart's placements in step with its axes.
    func axesChanged(from old: [Axis], to new: [Axis]) {
        let kept = Set((xAxes + yAxes).map(ObjectIdentifier.init))
        for axis in old where !kept.contains(ObjectIdentifier(axis)) {
            axis.removeHost(self)
            axisPlacements[ObjectIdentifier(axis)] = nil
        }
        for axis in new { axis.addHost(self) }
    }

    /// The ends of `axis`'s data range (this chart's data) that are the baseline of bars or
    /// columns valued on it.
    private func baselineEnds(of axis: Axis, shown: [SeriesState]) -> BaselineEnds {
        guard let range = axisPlacements[ObjectIdentifier(axis)]?.dataRange, range.span > 0 else { return BaselineEnds() }
        var low = false, high = false
        for state in shown where state.series.standsOnBaseline {
            // Columns are valued on y, bars on x.
            let valueAxis = state.series.layoutOrientation == .horizontal ? yAxis(for: state) : xAxis(for: state)
            guard valueAxis === axis else { continue }
            let base = state.series.baselineValue
            low = low || base == range.min
            high = high || base == range.max
        }
        return BaselineEnds(low: low, high: high)
    }

    /// The extents of the values a series' axes can show (positive ones on a log axis).
    private func shownExtents(of state: SeriesState) -> (x: AxisRange?, y: AxisRange?) {
        state.scaledData.shownExtents(state.data, xAxis: xAxis(for: state), yAxis: yAxis(for: state))
    }

    /// The union of the extents, on a non-linear axis of those values (and extent ends) that
    /// have linear values: a log axis never fits 0 or less.
    private func fittedRange(_ axis: Axis, raw: [AxisRange], shownExtents: () -> [AxisRange]) -> AxisRange? {
        let union = Self.unionOfRanges(raw)
        if let union { axis.prepareScale(covering: union) }
        guard !axis.hasLinearScale else { return union }
        var shown = shownExtents()
        for extent in raw where axis.linearValue(extent.min).isFinite && axis.linearValue(extent.max).isFinite {
            shown.append(extent)
        }
        return Self.unionOfRanges(shown)
    }

    static func unionOfRanges(_ ranges: [AxisRange]) -> AxisRange? {
        guard var result = ranges.first else { return nil }
        for r in ranges.dropFirst() {
            result = AxisRange(min: Swift.min(result.min, r.min), max: Swift.max(result.max, r.max))
        }
        return result
    }
}

extension SeriesFrame {
    // MARK: Linear scales for retained geometry

    /// `data` (x and y as drawn) on the linear scales of the series' axes, for the geometry
    /// builders: the data themselves when both axes are linear.
    func linearData(_ data: SeriesData) -> SeriesData {
        state.scaledData.data(data, xAxis: xAxis, yAxis: yAxis)
    }

    /// `data` in position/value form (positions along the position axis) on the linear scales.
    func linearPositionValueData(_ data: SeriesData) -> SeriesData {
        state.scaledData.data(data, xAxis: positionAxis, yAxis: valueAxis)
    }
}
