extension Chart {
    // MARK: The crosshair's press-and-hold (input: CrosshairInteraction, MeasurementInteraction)

    /// A left press is being held under `.pressAndHold` and has not yet shown the crosshair:
    /// keep calling `advanceCrosshair(to:)` each frame.
    public var isCrosshairHoldPending: Bool { overlayState.pendingHold != nil && !crosshairState.isHeld }

    /// Shows the crosshair of a press held for `crosshair.holdDelay` by `time` (seconds on the
    /// events' clock). Returns whether it appeared.
    @available(*, deprecated, renamed: "advance(to:)", message: "advance(to:) moves streaming, navigation, animations and the crosshair together")
    @discardableResult
    public func advanceCrosshair(to time: Double) -> Bool {
        activateHold(at: time)
    }

    /// `advance(to:)`'s crosshair step: whether a held press showed the crosshair.
    func stepCrosshair(to time: Double) -> Bool {
        activateHold(at: time)
    }

    func activateHold(at time: Double) -> Bool {
        guard let hold = overlayState.pendingHold, !crosshairState.isHeld, time - hold.time >= crosshairSettings.holdDelay else { return false }
        overlayState.pendingHold = nil
        crosshairState.isHeld = true
        crosshairState.pointerPosition = hold.position
        navigator.press = nil  // the press now moves the crosshair: no pan, no click
        return true
    }

    /// The cursor whose line is within 5 points of pixel column `x`.
    func cursorIndex(near x: Double) -> Int? {
        let pixels = overlayState.cursors.map { pixelValue(forDataValue: $0, on: xAxis) }
        let nearest = pixels.indices.min { abs(pixels[$0] - x) < abs(pixels[$1] - x) }
        guard let nearest, abs(pixels[nearest] - x) <= 5 else { return nil }
        return nearest
    }

    /// Moves the crosshair to the next (`step` 1) or previous (−1) drawable point of the series
    /// it stands on (the first drawn series when none), panning x to keep the point in view.
    func stepCrosshair(by step: Int) -> Bool {
        guard crosshairSettings.isEnabled, let layout = lastLayout else { return false }
        let frames = crosshairFrames(plotArea: layout.plotArea, scale: layout.scale, layout: layout)
        var seriesIndex: Int, pointIndex: Int
        if let key = crosshairState.keyboardTarget {
            (seriesIndex, pointIndex) = (key.seriesIndex, key.pointIndex)
        } else if let reading = crosshairReading(), let row = reading.rows.first(where: { $0.pointIndex != nil }) ?? reading.rows.first {
            seriesIndex = row.seriesIndex
            let data = frames.first { $0.index == seriesIndex }?.frame.values.positioned
            pointIndex = row.pointIndex ?? data?.nearestIndex(toX: reading.x) ?? 0
        } else if let first = frames.first {
            seriesIndex = first.index
            let data = first.frame.values.positioned
            pointIndex = data.nearestIndex(toX: first.frame.positionAxis.visibleRange.min) ?? 0
            pointIndex -= step  // the first step lands on it
        } else {
            return false
        }
        guard let frame = frames.first(where: { $0.index == seriesIndex })?.frame else { return false }
        let values = frame.values
        var next = pointIndex + step
        while next >= 0, next < values.count,
              !(values.positioned.x[next].isFinite && frame.state.series.displayedValue(at: next, values).isFinite) {
            next += step
        }
        guard next >= 0, next < values.count else { return false }
        crosshairState.keyboardTarget = Crosshair.KeyboardTarget(seriesIndex: seriesIndex, pointIndex: next)
        let axis = frame.positionAxis
        let p = values.positioned.x[next] + frame.slot.offset
        let range = axis.visibleRange
        if p < range.min || p > range.max {
            let shift = p < range.min ? p - range.min - range.halfSpan * 0.2 : p - range.max + range.halfSpan * 0.2
            setRange(AxisRange(min: AxisLimits.finite(range.min + shift), max: AxisLimits.finite(range.max + shift)), on: axis)
        }
        return true
    }
}
