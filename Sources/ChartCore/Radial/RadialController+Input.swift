import Foundation

/// Input on a radial chart: a drag around the centre turns the pies, a release with speed spins
/// them on, a press stops them, a click selects a slice or toggles a legend entry, hovering
/// shows a slice's tooltip.
extension RadialController {
    func handle(_ event: InputEvent) -> Bool {
        let time = hear(event.time)
        switch event {
        case .pointerDown(let button, let position, let modifiers, let clickCount, _):
            guard position.x.isFinite, position.y.isFinite else { return false }
            return pointerDown(button, at: position, modifiers: modifiers, clickCount: clickCount, time: time)
        case .pointerMove(let position, _, _):
            guard position.x.isFinite, position.y.isFinite else { return false }
            return pointerMove(to: position, time: time)
        case .pointerUp(let button, let position, _, _):
            guard position.x.isFinite, position.y.isFinite else { return false }
            return pointerUp(button, at: position, time: time)
        case .pointerExit:
            let hadHover = hoverPosition != nil
            hoverPosition = nil
            return hadHover
        case .scroll(_, let dy, let position, _, _, _):
            guard position.x.isFinite, position.y.isFinite, dy.isFinite else { return false }
            return zoomRadialRange(by: dy)
        case .key:
            return false
        }
    }

    private func pointerDown(_ button: InputEvent.Button, at position: Point, modifiers: InputEvent.Modifiers,
                             clickCount: Int, time: Double) -> Bool {
        // Any press stops a spin or a rotation animation where it is.
        let stopped = stopRotation()
        tracker.reset()
        let center = lastPolarFrame?.center ?? lastFrame?.center ?? Point(x: 0, y: 0)
        let raw = atan2(position.y - center.y, position.x - center.x)
        var targets: [(index: Int, series: any RotatableSeries, startRotation: Double)] = []
        if button == .left, let frame = lastFrame, ringContains(position, frame: frame) {
            targets = frame.rings.filter { $0.series.gesturesEnabled }
                .map { ($0.seriesIndex, $0.series, $0.series.rotationAngle) }
        }
        if button == .left, let polar = lastPolarFrame,
           hypot(position.x - polar.center.x, position.y - polar.center.y) <= polar.radius {
            // A polar chart turns as one, with its angular axis.
            let rotation = chart.polarRotation
            targets = chart.seriesStates.enumerated().compactMap { index, state in
                guard let series = state.series as? PolarSeries, series.gesturesEnabled else { return nil }
                return (index, series, rotation)
            }
        }
        tracker.add(Point(x: 0, y: 0), time: time)
        drag = Drag(start: position, center: center, targets: targets, startAngle: raw, lastRawAngle: raw, turned: 0,
                    clickCount: clickCount, button: button, modifiers: modifiers, stoppedRotation: stopped)
        if let polar = lastPolarFrame, button == .left {
            let distance = hypot(position.x - polar.center.x, position.y - polar.center.y)
            if clickCount == 2, distance <= polar.radius {
                // A double-click on a polar chart brings the radial range back, animated.
                drag = nil
                chart.setRange(chart.yAxis.defaultRange, on: chart.yAxis, animated: true)
                return true
            }
            if modifiers.contains(.shift), distance <= polar.radius {
                drag?.targets = []
                drag?.radialPan = (polar.radialLow, polar.radialHigh, distance)
            }
        }
        return stopped
    }

    /// Whether `position` lies on any ring of the frame (a slice, protruded or not).
    func ringContains(_ position: Point, frame: RadialFrame) -> Bool {
        let dx = position.x - frame.center.x, dy = position.y - frame.center.y
        let d = (dx * dx + dy * dy).squareRoot()
        let reach = frame.rings.map { $0.series.protrusion.isFinite ? max(0, $0.series.protrusion) : 0 }.max() ?? 0
        guard let inner = frame.rings.first?.innerRadius else { return false }
        return d <= frame.radius + reach && d >= inner
    }

    private func pointerMove(to position: Point, time: Double) -> Bool {
        var redraw = false
        if hoverPosition != position {
            if chart.isPolarChart {
                func key(_ hit: SeriesHit?) -> [Int]? { hit.map { [$0.seriesIndex, $0.pointIndex] } }
                let before = hoverPosition.flatMap { chart.polarHitTest(at: $0) }
                hoverPosition = position
                redraw = key(before) != key(chart.polarHitTest(at: position))
            } else {
                let before = hoveredSlice()
                hoverPosition = position
                redraw = before?.slice != hoveredSlice()?.slice
            }
        }
        guard var drag else { return redraw }
        let raw = atan2(position.y - drag.center.y, position.x - drag.center.x)
        var step = raw - drag.lastRawAngle
        if step > .pi { step -= 2 * .pi } else if step < -.pi { step += 2 * .pi }
        drag.turned += step
        drag.lastRawAngle = raw
        tracker.add(Point(x: drag.turned, y: 0), time: time)
        if !drag.isDragging {
            let dx = position.x - drag.start.x, dy = position.y - drag.start.y
            let threshold = chart.navigation.dragThreshold
            drag.isDragging = dx * dx + dy * dy >= threshold * threshold
            if drag.isDragging {
                for target in drag.targets { notify(0, target.index, target.series, .drag) }
            }
        }
        self.drag = drag
        if drag.isDragging, let pan = drag.radialPan {
            return panRadialRange(pan, to: position, center: drag.center) || redraw
        }
        guard drag.isDragging, !drag.targets.isEmpty else { return redraw || drag.isDragging }
        applyDrag(drag)
        return true
    }

    /// Sets every dragged series to its rotation at the press plus the angle the pointer has
    /// turned since: exact after any number of steps.
    private func applyDrag(_ drag: Drag) {
        for target in drag.targets {
            let angle = target.startRotation + drag.turned
            if angle != target.series.rotationAngle {
                target.series.rotationAngle = angle
                notify(1, target.index, target.series, .drag)
            }
        }
    }

    private func pointerUp(_ button: InputEvent.Button, at position: Point, time: Double) -> Bool {
        guard let drag, drag.button == button else { return false }
        self.drag = nil
        guard drag.isDragging else {
            guard button == .left, drag.clickCount == 1 else { return false }
            if drag.stoppedRotation, let (ring, _) = slice(at: position), !ring.series.selectsWhenStoppingSpin {
                // The click caught a spinning pie: it stops it and does nothing more.
                return true
            }
            let inPlot = chart.lastLayout?.plotArea.contains(position) ?? false
            let click = ChartClick(position: position, xValue: .nan, yValue: .nan, button: button,
                                   clickCount: drag.clickCount, modifiers: drag.modifiers, isInPlotArea: inPlot)
            // The chart's click handlers in order (LegendToggleInteraction, SelectionInteraction).
            let changed = chart.dispatchClick(click)
            chart.notifyObservers { $0.chart(chart, didClick: click) }
            return changed
        }
        guard !drag.targets.isEmpty else { return true }
        var ended = drag
        let raw = atan2(position.y - drag.center.y, position.x - drag.center.x)
        var step = raw - drag.lastRawAngle
        if step > .pi { step -= 2 * .pi } else if step < -.pi { step += 2 * .pi }
        ended.turned += step
        tracker.add(Point(x: ended.turned, y: 0), time: time)
        applyDrag(ended)
        let speed = tracker.velocity(at: time).x
        let radius = max(lastPolarFrame?.radius ?? lastFrame?.radius ?? 100, 1)
        var tracks: [(index: Int, series: any RotatableSeries, startRotation: Double, curve: MomentumCurve)] = []
        for target in drag.targets {
            guard target.series.momentumEnabled else {
                notify(2, target.index, target.series, .drag)
                continue
            }
            // The spin ends when the rim moves slower than 10 points a second.
            let curve = MomentumCurve(velocity: speed, friction: target.series.rotationFriction, stopSpeed: 10 / radius)
            if curve.duration > 0 {
                tracks.append((target.index, target.series, target.series.rotationAngle, curve))
            } else {
                notify(2, target.index, target.series, .drag)
            }
        }
        if !tracks.isEmpty { spin = Spin(tracks: tracks, startTime: time) }
        return true
    }

    /// The slice under the hover position.
    func hoveredSlice() -> (ring: RadialFrame.Ring, slice: PieSlice)? {
        guard drag?.isDragging != true, let position = hoverPosition else { return nil }
        return slice(at: position)
    }

    /// The slice drawn under `position`, protrusion included; rings are tested outermost first.
    func slice(at position: Point) -> (ring: RadialFrame.Ring, slice: PieSlice)? {
        guard let frame = lastFrame else { return nil }
        for ring in frame.rings.reversed() {
            guard let state = chart.seriesStates.indices.contains(ring.seriesIndex) ? chart.seriesStates[ring.seriesIndex] : nil
            else { continue }
            for slice in chart.currentSlices(state) {
                let offset = RadialFrame.protrusionOffset(slice, of: ring.series)
                let dx = position.x - frame.center.x - offset.x, dy = position.y - frame.center.y - offset.y
                let d = (dx * dx + dy * dy).squareRoot()
                guard d >= ring.innerRadius, d <= ring.outerRadius else { continue }
                if Chart.angle(atan2(dy, dx), isWithin: slice) { return (ring, slice) }
            }
        }
        return nil
    }

    /// Shifts the radial range so the value under the press follows the pointer outward or
    /// inward (computed from the range at the press: exact after any number of steps).
    private func panRadialRange(_ pan: (low: Double, high: Double, distance: Double), to position: Point,
                                center: Point) -> Bool {
        guard let polar = lastPolarFrame, polar.radius > 0 else { return false }
        let moved = hypot(position.x - center.x, position.y - center.y) - pan.distance
        let shift = -moved / polar.radius * (pan.high - pan.low)
        let axis = chart.yAxis
        let low = axis.dataValue(fromLinear: pan.low + shift), high = axis.dataValue(fromLinear: pan.high + shift)
        guard low.isFinite, high.isFinite else { return false }
        chart.setRange(AxisRange(min: low, max: high), on: axis)
        return true
    }

    /// A scroll on a polar chart zooms its radial range about the centre: the value at the
    /// centre stays, the rim's moves (on the axis's linear scale, so a log axis zooms by decades).
    private func zoomRadialRange(by notches: Double) -> Bool {
        guard chart.isPolarChart, notches != 0 else { return false }
        let axis = chart.yAxis
        let range = axis.visibleRange
        let low = axis.linearValue(range.min), high = axis.linearValue(range.max)
        guard low.isFinite, high.isFinite, high != low else { return false }
        let factor = pow(0.85, max(-10, min(10, notches)))
        let top = axis.dataValue(fromLinear: low + (high - low) * factor)
        guard top.isFinite else { return false }
        chart.setRange(AxisRange(min: range.min, max: top), on: axis)
        return true
    }
}
