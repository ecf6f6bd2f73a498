extension Chart {
    // MARK: Crosshair and cursor input (before navigation)

    /// Input for the crosshair and the measurement cursors, heard before the gestures. Returns
    /// whether to redraw when the event was used here, nil when it goes on to navigation.
    ///
    /// - `crosshair.toggleKey` ("c") turns the crosshair on and off.
    /// - Shift+Left/Right step the crosshair to the previous/next point of its series.
    /// - "m" places a measurement cursor at the crosshair (the third moves the nearer one);
    ///   Shift+M ("M") removes them. Ctrl+click places one at the pointer; dragging a cursor line
    ///   moves it.
    /// - Under `.pressAndHold`, a left press held still for `holdDelay` shows the crosshair, which
    ///   then follows the pointer (no panning) until release.
    func handleOverlayInput(_ event: InputEvent) -> Bool? {
        let state = overlayState
        switch event {
        case .key(let key, let modifiers, _, _):
            let plain = modifiers.isDisjoint(with: [.control, .alt, .super])
            if case .character(let c) = key, plain {
                if let toggle = crosshairSettings.toggleKey, c == toggle {
                    crosshairSettings.isEnabled.toggle()
                    crosshairState.keyboardTarget = nil
                    return true
                }
                if c == "m" {
                    guard let x = crosshairReading()?.x ?? crosshairState.pointerPosition.map({ dataValue(forPixelValue: $0.x, on: xAxis) })
                    else { return false }
                    placeMeasurementCursor(at: x)
                    return true
                }
                if c == "M" {
                    let had = !state.cursors.isEmpty
                    clearMeasurementCursors()
                    return had
                }
            }
            if key == .left || key == .right, modifiers == .shift {
                return stepCrosshair(by: key == .right ? 1 : -1)
            }
            return nil

        case .pointerDown(let button, let position, let modifiers, let clickCount, let time):
            guard button == .left, clickCount == 1, let plot = lastLayout?.plotArea, plot.contains(position) else {
                state.pendingHold = nil
                return nil
            }
            if let index = cursorIndex(near: position.x) {
                state.draggedCursor = index
                return true
            }
            if modifiers.contains(.control) {
                placeMeasurementCursor(at: dataValue(forPixelValue: position.x, on: xAxis))
                return true
            }
            if crosshairSettings.activation == .pressAndHold { state.pendingHold = (time, position) }
            return nil

        case .pointerMove(let position, _, let time):
            if crosshairState.pointerPosition != position { crosshairState.keyboardTarget = nil }
            if let index = state.draggedCursor, index < state.cursors.count {
                crosshairState.pointerPosition = position
                let x = dataValue(forPixelValue: position.x, on: xAxis)
                if x.isFinite { state.cursors[index] = x }
                return true
            }
            if crosshairState.isHeld {
                crosshairState.pointerPosition = position
                return true
            }
            if let hold = state.pendingHold {
                let dx = position.x - hold.position.x, dy = position.y - hold.position.y
                let threshold = navigation.dragThreshold
                if dx * dx + dy * dy >= threshold * threshold {
                    state.pendingHold = nil  // a drag: it pans
                } else if activateHold(at: time) {
                    crosshairState.pointerPosition = position
                    return true
                }
            }
            return nil

        case .pointerUp(let button, _, _, _):
            guard button == .left else { return nil }
            state.pendingHold = nil
            if state.draggedCursor != nil {
                state.draggedCursor = nil
                return true
            }
            if crosshairState.isHeld {
                crosshairState.isHeld = false
                return true
            }
            return nil

        case .scroll, .pointerExit:
            return nil
        }
    }

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

    private func activateHold(at time: Double) -> Bool {
        guard let hold = overlayState.pendingHold, !crosshairState.isHeld, time - hold.time >= crosshairSettings.holdDelay else { return false }
        overlayState.pendingHold = nil
        crosshairState.isHeld = true
        crosshairState.pointerPosition = hold.position
        navigator.press = nil  // the press now moves the crosshair: no pan, no click
        return true
    }

    /// The cursor whose line is within 5 points of pixel column `x`.
    private func cursorIndex(near x: Double) -> Int? {
        let pixels = overlayState.cursors.map { pixelValue(forDataValue: $0, on: xAxis) }
        let nearest = pixels.indices.min { abs(pixels[$0] - x) < abs(pixels[$1] - x) }
        guard let nearest, abs(pixels[nearest] - x) <= 5 else { return nil }
        return nearest
    }

    /// Moves the crosshair to the next (`step` 1) or previous (−1) drawable point of the series
    /// it stands on (the first drawn series when none), panning x to keep the point in view.
    private func stepCrosshair(by step: Int) -> Bool {
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
