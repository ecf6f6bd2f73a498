extension Chart {
    // MARK: What the crosshair reads

    /// The frames of the series the crosshair reads: those with `crosshairEnabled`, or only
    /// `crosshair.seriesIndex` in single-series mode.
    func crosshairFrames(plotArea: Rect, scale: Double, layout: ChartLayout? = nil) -> [(index: Int, frame: SeriesFrame)] {
        seriesFrames(plotArea: plotArea, scale: scale, measurer: nil, layout: layout).filter { index, frame in
            frame.state.series.crosshairEnabled && (crosshairSettings.seriesIndex.map { $0 == index } ?? true)
        }
    }

    /// What the crosshair shows now, from the last laid-out frame: nil when it is off, the pointer
    /// is away (and no linked chart's crosshair stands in the plot), or its point is out of range
    /// under `.hide`.
    ///
    /// In snap mode, the drawn point nearest the pointer (distance along the position axis
    /// counting four times; a linked crosshair snaps along x alone), or the point the keyboard
    /// stepped to. In floating mode, every horizontal series' value at the pointer's x,
    /// interpolated by `crosshair.interpolation`.
    public func crosshairReading() -> CrosshairReading? {
        if isRadialChart { return radialCrosshairReading() }
        guard let layout = lastLayout else { return nil }
        return crosshairReading(in: layout)
    }

    /// `crosshairReading()` in `layout`, the geometry the frame was drawn in: the pointer's pixels
    /// and the series' points mapped through it.
    func crosshairReading(in layout: ChartLayout) -> CrosshairReading? {
        if isRadialChart { return radialCrosshairReading() }
        guard crosshairSettings.isEnabled else { return nil }
        let plot = layout.plotArea
        guard plot.width > 0, plot.height > 0 else { return nil }
        let frames = crosshairFrames(plotArea: plot, scale: layout.scale, layout: layout)
        let clamp = crosshairSettings.outOfRange == .clamp

        if let key = crosshairState.keyboardTarget,
           let frame = frames.first(where: { $0.index == key.seriesIndex })?.frame,
           let reading = snapReading(seriesIndex: key.seriesIndex, pointIndex: key.pointIndex, frame: frame,
                                     plot: plot, clamp: clamp) {
            return reading
        }

        var probe: Point
        var linked = false
        if let pointer = crosshairState.pointerPosition, crosshairSettings.activation == .hover || crosshairState.isHeld {
            probe = pointer
        } else if let x = crosshairState.linkedX {
            probe = Point(x: xAxis.pixelValue(forDataValue: x, in: layout.span(of: xAxis, in: self)), y: plot.midY)
            linked = true
        } else {
            return nil
        }
        guard probe.x.isFinite, probe.y.isFinite else { return nil }
        if !plot.contains(probe) {
            guard clamp else { return nil }
            probe = plot.clamped(probe)
        }

        switch crosshairSettings.mode {
        case .snap:
            if let anchor = crosshairState.anchor, !linked {
                // Streamed data slid the view under a still pointer: stay on the pinned point
                // (hidden once it leaves the plot area, like any point out of view).
                guard let frame = frames.first(where: { $0.index == anchor.seriesIndex })?.frame,
                      let index = anchoredPointIndex(anchor, in: frame) else { return nil }
                return snapReading(seriesIndex: anchor.seriesIndex, pointIndex: index, frame: frame, plot: plot, clamp: false)
            }
            var best: (reading: CrosshairReading, distance: Double)?
            for (i, frame) in frames {
                if frame.state.series is HeatmapSeries {
                    // A cell is read where the pointer is, never snapped to from afar.
                    if !linked, let reading = heatmapReading(seriesIndex: i, frame: frame, probe: probe, mode: .snap) {
                        best = (reading, 0)
                    }
                    continue
                }
                let horizontal = frame.orientation == .horizontal
                let along = horizontal ? probe.x : probe.y
                let position = frame.position(atPixel: along) - frame.slot.offset
                // An unsorted scatter answers from its spatial index (nearest on screen, in
                // logarithmic time); sorted data by binary search along the position axis.
                let indexed = linked ? nil : Self.indexedCrosshairIndex(in: frame, pointer: probe, plotArea: plot)
                guard let index = indexed ?? frame.values.positioned.nearestIndex(toX: position),
                      var reading = snapReading(seriesIndex: i, pointIndex: index, frame: frame, plot: plot, clamp: clamp)
                else { continue }
                let drawn = reading.position
                let distance = linked ? abs(drawn.x - probe.x)
                    : horizontal ? abs(drawn.x - probe.x) * 4 + abs(drawn.y - probe.y)
                                 : abs(drawn.y - probe.y) * 4 + abs(drawn.x - probe.x)
                if best == nil || distance < best!.distance {
                    reading.isLinked = linked
                    best = (reading, distance)
                }
            }
            return best?.reading

        case .floating:
            var rows: [TooltipRow] = []
            for (i, frame) in frames where frame.orientation == .horizontal {
                if frame.state.series is HeatmapSeries {
                    if let reading = heatmapReading(seriesIndex: i, frame: frame, probe: probe, mode: .floating) {
                        rows += reading.rows
                    }
                    continue
                }
                if let row = floatingRow(seriesIndex: i, frame: frame, pixelX: probe.x, plot: plot, clamp: clamp) {
                    rows.append(row)
                }
            }
            let x = xAxis.dataValue(forPixelValue: probe.x, in: layout.span(of: xAxis, in: self))
            var reading = CrosshairReading(mode: .floating, x: x, position: probe, rows: rows, isLinked: linked)
            reading.xDate = xAxis.dateIfDateAxis(x)
            return reading
        }
    }

    /// The snapped reading of point `pointIndex` of a series; nil when it is not drawable, or
    /// outside the plot under `.hide`.
    private func snapReading(seriesIndex: Int, pointIndex: Int, frame: SeriesFrame, plot: Rect,
                             clamp: Bool) -> CrosshairReading? {
        let values = frame.values
        guard pointIndex >= 0, pointIndex < values.count else { return nil }
        let series = frame.state.series
        let p = values.positioned.x[pointIndex]
        let v = series.displayedValue(at: pointIndex, values)
        guard p.isFinite, v.isFinite else { return nil }
        var drawn = frame.point(position: p + frame.slot.offset, value: v)
        guard drawn.x.isFinite, drawn.y.isFinite else { return nil }
        if !plot.contains(drawn) {
            guard clamp else { return nil }
            drawn = plot.clamped(drawn)
        }
        let horizontal = frame.orientation == .horizontal
        let target = CrosshairTarget(seriesIndex: seriesIndex, pointIndex: pointIndex,
                                     x: horizontal ? p : v, y: horizontal ? v : p, position: drawn)
        let row = TooltipRow(seriesIndex: seriesIndex, seriesTitle: displayTitle(of: series, at: seriesIndex),
                             color: series.tooltipColor(at: pointIndex, frame: frame, theme: theme,
                                                        paletteColor: theme.paletteColor(series.paletteIndex ?? 0)),
                             pointIndex: pointIndex, values: series.tooltipValues(at: pointIndex, frame: frame),
                             position: drawn)
        var reading = CrosshairReading(mode: .snap, x: target.x, position: drawn, target: target, rows: [row])
        reading.xDate = frame.xAxis.dateIfDateAxis(target.x)
        return reading
    }

    /// A series' row at the pixel column `pixelX`: interpolated, stepped or nearest; nil outside
    /// its data or where the value is missing.
    private func floatingRow(seriesIndex: Int, frame: SeriesFrame, pixelX: Double, plot: Rect,
                             clamp: Bool) -> TooltipRow? {
        let series = frame.state.series
        let values = frame.values
        let data = values.positioned
        let x = frame.xValue(atPixel: pixelX) - frame.slot.offset
        guard x.isFinite, values.count > 0 else { return nil }
        var rule = crosshairSettings.interpolation == .automatic ? series.crosshairInterpolation : crosshairSettings.interpolation
        if !data.isSortedByX { rule = .nearest }
        let color = { (index: Int?) in
            series.tooltipColor(at: index, frame: frame, theme: self.theme,
                                paletteColor: self.theme.paletteColor(series.paletteIndex ?? 0))
        }
        func place(_ value: Double) -> Point {
            let p = frame.point(position: x + frame.slot.offset, value: value)
            return clamp ? plot.clamped(p) : p
        }

        if rule == .nearest {
            // An unsorted cloud asks its spatial index rather than scanning (Chart+PointIndex).
            guard let index = Self.indexedNearestAlong(values, position: x) ?? data.nearestIndex(toX: x) else { return nil }
            // Beyond the first or last point by more than half a slot: nothing under the pointer.
            let reach = series.slotting == .none ? 0 : frame.slot.slotWidth / 2
            guard let extent = data.xExtent, x >= extent.min - reach, x <= extent.max + reach else { return nil }
            let shown = series.displayedValue(at: index, values)
            guard shown.isFinite else { return nil }
            var at = frame.point(position: data.x[index] + frame.slot.offset, value: shown)
            if clamp { at = plot.clamped(at) }
            return TooltipRow(seriesIndex: seriesIndex, seriesTitle: displayTitle(of: series, at: seriesIndex),
                              color: color(index), pointIndex: index,
                              values: series.tooltipValues(at: index, frame: frame), position: at)
        }

        let count = data.count
        let after = data.firstIndex(xAtLeast: x)
        let exact = after < count && data.x[after] == x
        var raw: Double, shown: Double, index: Int?
        if exact {
            raw = data.y[after]
            shown = series.displayedValue(at: after, values)
            index = after
        } else {
            let before = after - 1
            guard before >= 0, after < count else { return nil }
            let x0 = data.x[before], x1 = data.x[after]
            switch rule {
            case .step:
                let from = series.stepTakesNextValue ? after : before
                raw = data.y[from]
                shown = series.displayedValue(at: from, values)
            default:
                let t = (x - x0) / (x1 - x0)
                raw = data.y[before] + (data.y[after] - data.y[before]) * t
                let s0 = series.displayedValue(at: before, values), s1 = series.displayedValue(at: after, values)
                shown = s0 + (s1 - s0) * t
            }
            index = nil
        }
        guard raw.isFinite, shown.isFinite else { return nil }
        return TooltipRow(seriesIndex: seriesIndex, seriesTitle: displayTitle(of: series, at: seriesIndex),
                          color: color(index), pointIndex: index,
                          values: frame.tooltipPositionAndValue(position: x, value: raw), position: place(shown))
    }

    /// The series' title, or "Series N" when it has none.
    func displayTitle(of series: ChartSeries, at index: Int) -> String {
        series.title.isEmpty ? "Series \(index + 1)" : series.title
    }
}

extension Rect {
    /// The nearest point of the rectangle (edges included).
    func clamped(_ p: Point) -> Point {
        Point(x: min(max(p.x, minX), maxX), y: min(max(p.y, minY), maxY))
    }
}
