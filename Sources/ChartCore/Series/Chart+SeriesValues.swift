/// One stacked series as the stacks last saw it.
struct StackSignatureEntry: Equatable {
    var series: ObjectIdentifier
    var isShown: Bool
    var data: ObjectIdentifier
    var version: Int
    var group: String
}

extension Chart {
    // MARK: Loading values and stacking (once per reload, never per frame)

    /// Asks the datasource for each series' named columns (`valueKeys`) and arranges its values
    /// by position. `states[i]` is the datasource's series `i`.
    func loadSeriesValues(_ states: [SeriesState], from source: ChartDataSource?) {
        for (index, state) in states.enumerated() {
            var columns: [SeriesValueKey: [Double]] = [:]
            if let source {
                for key in state.series.valueKeys {
                    if let column = source.chart(self, valuesFor: key, inSeriesAt: index) {
                        columns[key] = column
                    } else {
                        columns[key] = (0..<state.data.count).map {
                            source.chart(self, value: key, forPointAt: $0, inSeriesAt: index)
                        }
                    }
                }
            }
            state.cache.values.progressiveThreshold = progressiveLoadThreshold
            state.cache.values.load(data: state.data, columns: columns, orientation: state.series.layoutOrientation)
        }
        stackSignature = [StackSignatureEntry(series: ObjectIdentifier(self), isShown: false,
                                              data: ObjectIdentifier(self), version: -1, group: "")]
    }

    /// Recomputes the stack segments when the shown stacked series or their data changed.
    /// Series stack by family (lines, columns, bars), stack index and orientation, in datasource
    /// order; hidden series leave their stack.
    func refreshStacks() {
        let stacked = seriesStates.filter { $0.series.stackIndex != nil && $0.series.stackFamily != nil }
        let signature = stacked.map { state in
            StackSignatureEntry(series: ObjectIdentifier(state.series), isShown: !state.series.isHidden,
                                data: ObjectIdentifier(state.data), version: state.data.version,
                                group: Self.stackGroup(state.series) + (stacking == .runningSum ? "|sum" : ""))
        }
        guard signature != stackSignature else { return }
        stackSignature = signature
        stackGeneration += 1
        for state in seriesStates {
            state.cache.values.stack = nil
            state.cache.values.stackGeneration = stackGeneration
        }
        var groups: [String: [SeriesState]] = [:]
        var order: [String] = []
        for state in stacked where !state.series.isHidden {
            let key = Self.stackGroup(state.series)
            if groups[key] == nil { order.append(key) }
            groups[key, default: []].append(state)
        }
        for key in order {
            guard let members = groups[key], let first = members.first else { continue }
            let inputs = members.map { state -> (positions: [Double], values: [Double]) in
                let values = state.values
                return (values.positioned.x.array, values.positioned.y.array)
            }
            let segments = StackSegments.stack(inputs, baseline: first.series.baselineValue,
                                               runningSum: stacking == .runningSum)
            for (state, segment) in zip(members, segments) {
                state.cache.values.stack = segment
            }
        }
    }

    private static func stackGroup(_ series: ChartSeries) -> String {
        "\(series.stackFamily ?? "")|\(series.stackIndex.map(String.init) ?? "")|\(series.layoutOrientation)"
    }
}

extension SeriesState {
    /// The series' values, caught up with any points appended since the last look.
    var values: SeriesValues {
        cache.values.synchronize(with: data, orientation: series.layoutOrientation)
        return cache.values
    }

    /// The extent along the position axis; slotted kinds (columns, candles) widen it by half a
    /// slot on each side so the first and last are drawn whole.
    var positionExtent: AxisRange? {
        let values = self.values
        guard let extent = values.positioned.xExtent else { return nil }
        guard series.slotting != .none else { return extent }
        let half = values.spacing / 2
        return AxisRange(min: extent.min - half, max: extent.max + half)
    }

    /// The extent of the values the series reaches (stacks, highs and lows, baselines).
    var valueExtent: AxisRange? {
        let values = self.values
        return values.valueExtent(stackGeneration: values.stackGeneration) { series.valueExtent(values) }
    }

    /// The data extent along x: what the x axis fits.
    var xExtent: AxisRange? {
        series.layoutOrientation == .horizontal ? positionExtent : valueExtent
    }

    /// The data extent along y: what the y axis fits.
    var yExtent: AxisRange? {
        series.layoutOrientation == .horizontal ? valueExtent : positionExtent
    }
}
