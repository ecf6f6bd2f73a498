extension Chart {
    // MARK: Hit-testing and selection (model logic: binary search, no window needed)

    /// The point of a drawn series under `location` (in points), or the nearest one within
    /// `radius` points: inside a bar, a candle or a bubble counts as distance 0, and on a line
    /// its nearer end point is reported. Ties go to the series drawn last (on top). Uses the
    /// layout of the last built scene; nil before the first scene or outside the plot area.
    ///
    /// Candidates come from a binary search on sorted positions around the location (a scan for
    /// small unsorted data), so a click costs the log of the point count plus the points near it;
    /// a dense line answers from its half-pixel columns' extremes (exact within half a pixel) and
    /// a large scatter from its spatial index, so neither costs what lies under the pointer.
    public func hitTest(at location: Point, radius: Double = 20) -> SeriesHit? {
        hitTest(at: location, radius: radius) { _ in true }
    }

    /// The legend entry under `location` in the applied layout: the datasource index of its
    /// series, or nil.
    public func legendEntry(at location: Point) -> Int? {
        lastLayout.flatMap { legendEntry(at: location, in: $0) }
    }

    /// The legend entry under `location` in `layout`.
    func legendEntry(at location: Point, in layout: ChartLayout) -> Int? {
        guard let frame = layout.legendFrame, frame.contains(location) else { return nil }
        return layout.legendEntries.first { $0.frame.contains(location) && $0.seriesIndex >= 0 }?.seriesIndex
    }

    /// A single primary-button click at `location`, in the applied layout, offered to the
    /// handlers' `click(_:in:)` in `interactions` order, as a click in a window is: with the
    /// standard list, on a legend entry it hides or shows its series (`LegendToggleInteraction`,
    /// with `legendToggleAnimation`; the axes refit unless their ranges are fixed), on the plot
    /// area it selects or deselects the nearest series or point of a series whose
    /// `selectionMode` allows it (`SelectionInteraction`). A click a handler of your own
    /// consumes reads `.nothing`.
    @discardableResult
    public func handleClick(at location: Point) -> ChartClickOutcome {
        let layout = lastLayout
        var click = ChartClick(
            position: location,
            xValue: layout?.dataValue(forPixelValue: location.x, on: xAxis) ?? dataValue(forPixelValue: location.x, on: xAxis),
            yValue: layout?.dataValue(forPixelValue: location.y, on: yAxis) ?? dataValue(forPixelValue: location.y, on: yAxis),
            button: .left, clickCount: 1, modifiers: [], isInPlotArea: layout?.plotArea.contains(location) ?? false)
        click.xDate = xAxis.dateIfDateAxis(click.xValue)
        navigator.clickOutcome = nil
        defer { navigator.clickOutcome = nil }
        dispatchClick(click)
        return navigator.clickOutcome ?? .nothing
    }

    /// Hides or shows the series of the legend entry under `location` in the applied layout;
    /// its index, or nil when there is no entry there.
    @discardableResult
    public func legendClick(at location: Point) -> Int? {
        lastLayout.flatMap { legendClick(at: location, in: $0) }
    }

    /// Hides or shows the series of the legend entry under `location` in `layout`.
    @discardableResult
    func legendClick(at location: Point, in layout: ChartLayout) -> Int? {
        guard legend.hidesSeriesOnClick, let index = legendEntry(at: location, in: layout), index < seriesStates.count
        else { return nil }
        if let name = layout.legendEntries.first(where: { $0.frame.contains(location) })?.sliceName {
            toggleSlice(named: name, inSeriesAt: index)
            return index
        }
        let series = seriesStates[index].series
        // A series on its way out counts as hidden: a second click brings it back.
        let hiding = !series.isHidden && seriesAnimations[ObjectIdentifier(series)]?.isShowing != false
        if hiding {
            hideSeries(series, animation: legendToggleAnimation)
        } else {
            showSeries(series, animation: legendToggleAnimation)
        }
        notifyObservers { $0.chart(self, didToggleVisibilityOf: series, hidden: hiding) }
        return index
    }

    /// Selects or deselects what a click at `location` hits among series that allow selection;
    /// what changed for the clicked series or point, or nil when nothing was hit.
    @discardableResult
    public func selectionClick(at location: Point) -> SeriesSelection? {
        selectionClick(at: location, in: lastLayout)
    }

    /// Selects or deselects what a click at `location` hits in `layout`.
    @discardableResult
    func selectionClick(at location: Point, in layout: ChartLayout?) -> SeriesSelection? {
        guard let hit = hitTest(at: location, radius: 20, in: layout, where: { $0.series.selectionMode != .none })
        else { return nil }
        let series = seriesStates[hit.seriesIndex].series
        switch series.selectionMode {
        case .none:
            return nil
        case .series:
            let select = toggleSelection ? !series.isSelected : true
            if toggleSelection && select { deselectSeries(except: hit.seriesIndex, position: location) }
            return setSeriesSelected(select, at: hit.seriesIndex, position: location)
        case .point:
            let select = togglePointSelection ? !series.selectedPointIndices.contains(hit.pointIndex) : true
            if togglePointSelection && select {
                deselectPoints(except: (hit.seriesIndex, hit.pointIndex), position: location)
            }
            return setPointSelected(select, pointIndex: hit.pointIndex, seriesIndex: hit.seriesIndex, position: location)
        }
    }

    /// Selects or deselects series `index` in code (the delegate hears of it with no position).
    /// With `toggleSelection`, selecting it deselects the others.
    public func setSeriesSelected(_ selected: Bool, at index: Int) {
        guard seriesStates.indices.contains(index) else { return }
        if selected && toggleSelection { deselectSeries(except: index, position: nil) }
        setSeriesSelected(selected, at: index, position: nil)
    }

    /// Selects or deselects point `pointIndex` of series `seriesIndex` in code. With
    /// `togglePointSelection`, selecting it deselects every other point.
    public func setPointSelected(_ selected: Bool, pointIndex: Int, seriesIndex: Int) {
        guard seriesStates.indices.contains(seriesIndex), pointIndex >= 0,
              pointIndex < seriesStates[seriesIndex].data.count else { return }
        if selected && togglePointSelection { deselectPoints(except: (seriesIndex, pointIndex), position: nil) }
        setPointSelected(selected, pointIndex: pointIndex, seriesIndex: seriesIndex, position: nil)
    }

    // MARK: Private

    func hitTest(at location: Point, radius: Double, where include: (SeriesState) -> Bool) -> SeriesHit? {
        hitTest(at: location, radius: radius, in: lastLayout, where: include)
    }

    /// The hit test in `layout` (an interaction's, or the applied one).
    func hitTest(at location: Point, radius: Double, in layout: ChartLayout?,
                 where include: (SeriesState) -> Bool) -> SeriesHit? {
        guard let layout, layout.plotArea.contains(location), location.x.isFinite, location.y.isFinite
        else { return nil }
        let limit = radius.isFinite ? max(radius, 0) : 20
        var best: SeriesHit?
        for (index, frame) in seriesFrames(plotArea: layout.plotArea, scale: layout.scale, measurer: nil, layout: layout)
        where include(frame.state) {
            guard let hit = Self.nearest(in: frame, to: location, radius: limit) else { continue }
            // Later series are drawn on top: they win ties.
            if best == nil || hit.distance <= best!.distance {
                best = SeriesHit(seriesIndex: index, pointIndex: hit.index, position: hit.anchor, distance: hit.distance)
            }
        }
        return best
    }

    /// The point of one series nearest to `location` within `radius`.
    private static func nearest(in frame: SeriesFrame, to location: Point, radius: Double)
        -> (index: Int, anchor: Point, distance: Double)? {
        let series = frame.state.series
        if series is HeatmapSeries {
            return heatmapHit(in: frame, at: location).map { ($0.index, $0.center, 0) }
        }
        let values = frame.values
        let along = frame.orientation == .horizontal ? location.x : location.y
        let reach = radius + series.hitReach(frame)
        let a = frame.position(atPixel: along - reach), b = frame.position(atPixel: along + reach)
        guard a.isFinite, b.isFinite else { return nil }
        if let answer = indexedNearest(in: frame, to: location, radius: radius, plotArea: frame.plotArea) {
            return answer
        }
        if let found = indexedCandidates(in: frame, along: (a, b), location: location, reach: reach) {
            var best: (index: Int, anchor: Point, distance: Double)?
            for index in found {
                guard let shape = series.hitShape(at: index, frame: frame) else { continue }
                let distance = shape.distance(to: location)
                if distance <= radius, best == nil || distance < best!.distance { best = (index, shape.anchor, distance) }
            }
            return best
        }
        let window = values.indices(inPositionRange: AxisRange(min: min(a, b), max: max(a, b)))
        var candidates = window
        if series.connectsPoints && values.positioned.isSortedByX {
            // The segments reaching into the window from the points just outside it.
            candidates = max(candidates.lowerBound - 1, 0)..<min(candidates.upperBound + 1, values.count)
        }
        // A dense line answers from its pixel columns' extremes (Chart+DenseLineHitTest.swift).
        if let answer = nearestOnDenseLine(in: frame, to: location, radius: radius, reach: reach,
                                           window: window, candidates: candidates) {
            return answer
        }
        var best: (index: Int, anchor: Point, distance: Double)?
        func consider(_ index: Int, _ anchor: Point, _ distance: Double) {
            if distance <= radius, best == nil || distance < best!.distance { best = (index, anchor, distance) }
        }
        var previous: (index: Int, anchor: Point)?
        for index in candidates {
            guard let shape = series.hitShape(at: index, frame: frame) else {
                previous = nil
                continue
            }
            consider(index, shape.anchor, shape.distance(to: location))
            if series.connectsPoints, values.positioned.isSortedByX || frame.orientation == .vertical, let before = previous {
                let joined = connectionCandidate(series, from: before, to: (index, shape.anchor), location: location)
                consider(joined.index, joined.anchor, joined.distance)
            }
            previous = (index, shape.anchor)
        }
        return best
    }

    /// The drawn connection between two consecutive points as a hit candidate: its distance from
    /// `location`, credited to whichever of its ends lies nearer.
    static func connectionCandidate(_ series: ChartSeries, from before: (index: Int, anchor: Point),
                                    to after: (index: Int, anchor: Point), location: Point)
        -> (index: Int, anchor: Point, distance: Double) {
        let path = series.connection(from: before.anchor, to: after.anchor)
        var distance = Double.infinity
        for k in path.indices.dropFirst() { distance = min(distance, HitShape.distance(location, path[k - 1], path[k])) }
        let nearer = HitShape.distance(location, before.anchor, before.anchor)
            <= HitShape.distance(location, after.anchor, after.anchor) ? before : after
        return (nearer.index, nearer.anchor, distance)
    }

    private func deselectSeries(except keep: Int, position: Point?) {
        for (i, state) in seriesStates.enumerated() where i != keep && state.series.isSelected {
            setSeriesSelected(false, at: i, position: position)
        }
    }

    func deselectPoints(except keep: (series: Int, point: Int), position: Point?) {
        for (i, state) in seriesStates.enumerated() {
            for point in state.series.selectedPointIndices.sorted() where !(i == keep.series && point == keep.point) {
                setPointSelected(false, pointIndex: point, seriesIndex: i, position: position)
            }
        }
    }

    @discardableResult
    private func setSeriesSelected(_ selected: Bool, at index: Int, position: Point?) -> SeriesSelection {
        let series = seriesStates[index].series
        let change = SeriesSelection(series: series, seriesIndex: index, pointIndex: nil, position: position,
                                     isSelected: selected)
        if series.isSelected != selected {
            series.isSelected = selected
            notifyObservers { $0.chart(self, didChangeSelection: change) }
        }
        return change
    }

    @discardableResult
    func setPointSelected(_ selected: Bool, pointIndex: Int, seriesIndex: Int, position: Point?) -> SeriesSelection {
        let series = seriesStates[seriesIndex].series
        let change = SeriesSelection(series: series, seriesIndex: seriesIndex, pointIndex: pointIndex,
                                     position: position, isSelected: selected)
        if series.selectedPointIndices.contains(pointIndex) != selected {
            if selected {
                series.selectedPointIndices.insert(pointIndex)
            } else {
                series.selectedPointIndices.remove(pointIndex)
            }
            notifyObservers { $0.chart(self, didChangeSelection: change) }
        }
        return change
    }
}
