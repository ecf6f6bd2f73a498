import Foundation

extension Chart {
    // MARK: Y auto-fit to the visible x range

    /// Turns `navigation.autoFitsY` on or off; turning it on fits every y axis to the points in
    /// the visible x range at once (cause `.key`, as the `A` key does it). Returns true (the
    /// status changed, so a frame should show it).
    ///
    /// ```swift
    /// chart.navigation.autoFitsY = true   // from the start: y follows every pan and zoom of x
    /// chart.toggleAutoFitY()               // what the A key does
    /// ```
    @discardableResult
    public func toggleAutoFitY() -> Bool {
        guard !navigation.autoFitsY else {
            navigation.autoFitsY = false
            return true
        }
        let targets = yAxes.compactMap { axis in
            fittedYRange(for: axis).map { (axis: axis, map: AxisPixelMap(axis: axis, range: $0, in: self)) }
        }
        // A y-only step while auto-fit is on would turn it off again: fit first, then turn it on.
        navigator.move(to: targets, cause: .key, animated: false, startTime: nil)
        navigation.autoFitsY = true
        return true
    }

    /// The range y axis `axis` shows when fitted to the points in view: the extent of the finite
    /// values of its shown series whose x lies in their x axis's range (`xRanges` by axis
    /// identity, else the visible range), padded by the axis's range padding on its linear scale.
    /// Columns keep their baseline in view; stacked series count their stacked values. Nil when
    /// no point is in view (the axis then stays where it is).
    public func fittedYRange(for axis: Axis, xRanges: [ObjectIdentifier: AxisRange] = [:]) -> AxisRange? {
        var low = Double.infinity, high = -Double.infinity
        for state in seriesStates where !state.series.isHidden && yAxis(for: state) === axis
            && state.series.layoutOrientation == .horizontal {
            let xAxis = xAxis(for: state)
            let xRange = xRanges[ObjectIdentifier(xAxis)] ?? xAxis.visibleRange
            guard let extent = visibleValueExtent(of: state, inXRange: xRange) else { continue }
            low = Swift.min(low, extent.min)
            high = Swift.max(high, extent.max)
        }
        guard low <= high else { return nil }
        let linear = AxisRange(min: axis.linearValue(low), max: axis.linearValue(high))
        guard linear.isFinite else { return nil }
        let padded = linear.span > 0
            ? axis.paddedRange(linear)
            : axis.linearRange(aroundSingleValue: linear.min)
        let range = AxisRange(min: axis.dataValue(fromLinear: padded.min), max: axis.dataValue(fromLinear: padded.max))
        return range.isFinite ? range : nil
    }

    /// The values series `state` reaches at the points whose x lies in `range`.
    private func visibleValueExtent(of state: SeriesState, inXRange range: AxisRange) -> AxisRange? {
        let values = state.values
        var extent: AxisRange?
        if let stack = values.stack {
            let data = values.positioned
            let indices = data.isSortedByX
                ? data.firstIndex(xAtLeast: range.min)..<data.firstIndex(xAbove: range.max)
                : 0..<data.count
            var low = Double.infinity, high = -Double.infinity
            for i in indices where i < stack.top.count && range.contains(data.x[i]) {
                for v in [stack.base[i], stack.top[i]] where v.isFinite {
                    low = Swift.min(low, v)
                    high = Swift.max(high, v)
                }
            }
            extent = low <= high ? AxisRange(min: low, max: high) : nil
        } else {
            extent = state.data.yExtent(inXRange: range)
        }
        if let own = extent, state.series is BarColumnSeries, state.series.baselineValue.isFinite {
            let base = state.series.baselineValue
            extent = AxisRange(min: Swift.min(own.min, base), max: Swift.max(own.max, base))
        }
        return extent
    }

    /// `targets` of one navigation step with y auto-fit applied: a step of a movement that
    /// includes x (a drag over the plot, a zoom, a key, a reset) takes every y axis to its
    /// fitted range over the step's x ranges, whatever the movement asked of y; a step that moves
    /// y alone (Shift+wheel, a drag over the y axis, Up and Down) or a box zoom turns auto-fit
    /// off and stands as it is.
    func autoFitAdjusted(_ targets: [(Axis, AxisRange)], cause: NavigationCause) -> [(Axis, AxisRange)] {
        guard navigation.autoFitsY, !isRadialChart else { return targets }
        let movesY = targets.contains { axis, range in
            axis.orientation == .vertical && range.nonDegenerate() != axis.visibleRange
        }
        let includesX = targets.contains { $0.0.orientation == .horizontal }
        guard includesX, cause != .boxZoom else {
            if movesY { navigation.autoFitsY = false }
            return targets
        }
        var xRanges: [ObjectIdentifier: AxisRange] = [:]
        for (axis, range) in targets where axis.orientation == .horizontal { xRanges[ObjectIdentifier(axis)] = range.nonDegenerate() }
        var adjusted = targets.filter { $0.0.orientation == .horizontal }
        for axis in yAxes {
            if let fitted = fittedYRange(for: axis, xRanges: xRanges) {
                adjusted.append((axis, fitted))
            } else if let own = targets.first(where: { $0.0 === axis }) {
                adjusted.append(own)
            }
        }
        return adjusted
    }
}
