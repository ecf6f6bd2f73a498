extension Chart {
    // MARK: Series in the plot area, frame by frame

    /// The axes series `state` is drawn against.
    func seriesAxes(_ state: SeriesState) -> (x: Axis, y: Axis) {
        (xAxis(for: state), yAxis(for: state))
    }

    /// The series drawn this frame: shown ones, and hidden ones still animating out (which stay
    /// unhidden until their animation ends), with their datasource indices.
    var drawnSeriesStates: [(index: Int, state: SeriesState)] {
        seriesStates.enumerated().compactMap { !$0.element.series.isHidden ? ($0.offset, $0.element) : nil }
    }

    /// A frame for every drawn series, with the axes' pixel mapping in `layout` (the layout
    /// drawn or handled; nil: the one applied last).
    func seriesFrames(plotArea: Rect, scale: Double, measurer: TextMeasuring?,
                      layout: ChartLayout? = nil) -> [(index: Int, frame: SeriesFrame)] {
        refreshStacks()
        // Radial series draw through their own frame (Radial/), never against the cartesian axes.
        let drawn = drawnSeriesStates.filter { !($0.state.series is PieSeries || $0.state.series is PolarSeries) }
        let slots = slotPlacements(drawn.map(\.state))
        return drawn.map { index, state in
            let axes = seriesAxes(state)
            let xSpan = layout?.span(of: axes.x, in: self) ?? span(of: axes.x)
            let ySpan = layout?.span(of: axes.y, in: self) ?? span(of: axes.y)
            return (index, SeriesFrame(state: state, xAxis: axes.x, yAxis: axes.y, xSpan: xSpan, ySpan: ySpan,
                                       plotArea: plotArea, scale: scale,
                                       measurer: measurer, slot: slots[ObjectIdentifier(state)] ?? .unit, theme: theme))
        }
    }

    /// The series layer: each drawn series mapped onto primitives, animations applied.
    func seriesCommands(plotArea: Rect, scale: Double, measurer: TextMeasuring, plotBackground: Color) -> [DrawCommand] {
        var commands: [DrawCommand] = []
        // One occupancy for the frame: labels of later series avoid those of earlier ones.
        let labels = DataLabelOccupancy()
        let frames = seriesFrames(plotArea: plotArea, scale: scale, measurer: measurer)
        // Labels keep clear of every other series' data, not only of earlier labels.
        if frames.contains(where: { $0.frame.state.series.showsDataLabels }) {
            for (_, frame) in frames {
                for obstacle in frame.state.series.dataObstacles(in: frame) { labels.insertObstacle(obstacle) }
            }
        }
        for (_, frame) in frames {
            let series = frame.state.series
            let context = SeriesDrawContext(
                theme: theme, paletteColor: theme.paletteColor(series.paletteIndex ?? 0), geometry: nil,
                transform: DataTransform(scaleX: 1, scaleY: 1, offsetX: 0, offsetY: 0),
                plotBackground: plotBackground, frame: frame, labelOccupancy: labels)
            commands += animated(series.makeCommands(context), of: series, frame: frame)
        }
        return commands
    }

    /// Where each series sits in its category slot: grouped kinds (columns, bars) share the slot
    /// side by side, one group per stack or unstacked series, per orientation; centred kinds
    /// (candles) take the whole slot. The slot is the smallest position spacing among the
    /// series that share it.
    func slotPlacements(_ drawn: [SeriesState]) -> [ObjectIdentifier: SlotPlacement] {
        var result: [ObjectIdentifier: SlotPlacement] = [:]
        for orientation in [SeriesOrientation.horizontal, .vertical] {
            let grouped = drawn.filter { $0.series.slotting == .grouped && $0.series.layoutOrientation == orientation }
            guard !grouped.isEmpty else { continue }
            let slot = grouped.map { $0.values.spacing }.min() ?? 1
            var groupKeys: [String] = []
            let keys = grouped.map { state -> String in
                let key = state.series.stackIndex.map { "stack \($0)" } ?? "series \(ObjectIdentifier(state.series))"
                if !groupKeys.contains(key) { groupKeys.append(key) }
                return key
            }
            // A category axis carries its own paddings; any other axis uses the chart's.
            var layout = barColumnLayout
            if let first = grouped.first {
                let axes = seriesAxes(first)
                if let categories = (orientation == .horizontal ? axes.x : axes.y) as? CategoryAxis {
                    layout = BarColumnLayout(groupPadding: categories.interSeriesSetPadding,
                                             seriesPadding: categories.interSeriesPadding)
                }
            }
            for (state, key) in zip(grouped, keys) {
                let placement = layout.placement(group: groupKeys.firstIndex(of: key) ?? 0, of: groupKeys.count,
                                                 slot: slot)
                result[ObjectIdentifier(state)] = SlotPlacement(slotWidth: slot, offset: placement.offset,
                                                                width: placement.width)
            }
        }
        for state in drawn where state.series.slotting == .centred {
            let slot = state.values.spacing
            result[ObjectIdentifier(state)] = SlotPlacement(slotWidth: slot, offset: 0, width: slot)
        }
        for state in drawn where state.series.slotting == .none {
            result[ObjectIdentifier(state)] = SlotPlacement(slotWidth: 0, offset: 0, width: 0)
        }
        return result
    }
}
