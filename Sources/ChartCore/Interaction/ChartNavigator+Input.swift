import Foundation

/// The gestures behind the built-in interactions (`PanInteraction`, `ZoomInteraction`,
/// `BoxZoomInteraction`, `KeyboardNavigationInteraction`): drag to pan, scroll to zoom,
/// double-click, box zoom, clicks, and keys.
///
/// The chart's dispatcher (`Chart+InteractionDispatch.swift`) hands an event to the handlers in
/// order. The press every gesture shares (stopping motion, the velocity tracker, the drag
/// threshold) is one step per event, `takeSharedStep()`, taken by the first navigation handler
/// asked or, when no handler consumed the event, by the dispatcher itself: so a press a handler
/// earlier in the list consumed never reaches the navigator, and a press no gesture wanted still
/// becomes a click on release.
extension ChartNavigator {
    /// The event being dispatched, until its shared step is taken.
    struct SharedStep {
        var event: InputEvent
        var isTaken = false
        /// False for a pointer event at a non-finite position: nothing uses it.
        var isUsable = true
        /// The step stopped motion, or a drag crossed the threshold: draw again.
        var needsRedraw = false
    }

    func beginSharedStep(_ event: InputEvent) {
        sharedStep = SharedStep(event: event)
    }

    /// Whether the step asked for a redraw; ends it.
    func endSharedStep() -> Bool {
        defer { sharedStep = nil }
        return sharedStep?.needsRedraw ?? false
    }

    /// Takes the event's shared step once: hears its time; a press stops motion and opens the
    /// press, a move tracks it. Returns whether the event is usable (a finite position).
    @discardableResult
    func takeSharedStep() -> Bool {
        guard var step = sharedStep else { return false }
        guard !step.isTaken else { return step.isUsable }
        step.isTaken = true
        let time = hear(step.event.time)
        switch step.event {
        case .pointerDown(let button, let position, let modifiers, let clickCount, _):
            if position.isFinite {
                step.needsRedraw = beginPress(button, at: position, modifiers: modifiers, clickCount: clickCount, time: time)
            } else {
                step.isUsable = false
            }
        case .pointerMove(let position, _, _):
            if position.isFinite {
                step.needsRedraw = trackPress(to: position, time: time)
            } else {
                step.isUsable = false
            }
        case .pointerUp(_, let position, _, _), .scroll(_, _, let position, _, _, _):
            step.isUsable = position.isFinite
        case .key, .pointerExit:
            break
        }
        sharedStep = step
        return step.isUsable
    }

    /// What an event no handler consumed still does: a release ends the press (a click when it
    /// did not drag). Returns whether to redraw.
    func finishUnconsumed(_ event: InputEvent, in context: InteractionContext) -> Bool {
        guard takeSharedStep() else { return false }
        guard case .pointerUp(let button, let position, _, _) = event,
              let press = endPress(button, at: position) else { return false }
        guard press.isDragging else {
            // A plain left click goes to the handlers' `click` (legend toggle, selection).
            let click = makeClick(press, at: position, in: context.layout)
            let changed = press.button == .left && press.clickCount == 1 && chart.dispatchClick(click, in: context)
            chart.notifyObservers { $0.chart(chart, didClick: click) }
            return changed
        }
        return true
    }

    /// The box-zoom rectangle being dragged, clipped to the plot area of the layout its press
    /// was handled in, in points.
    var boxZoomRect: Rect? {
        guard let press, case .box(let plot) = press.mode else { return nil }
        return boxZoomRect(within: plot)
    }

    /// The box-zoom rectangle being dragged, clipped to `plot` (a frame's plot area), in points.
    func boxZoomRect(within plot: Rect) -> Rect? {
        guard let press, press.isDragging, case .box = press.mode else { return nil }
        return Self.rect(from: press.start, to: press.current, within: plot)
    }

    /// Whether a drag is under way (the crosshair hides meanwhile).
    var isDragging: Bool { press?.isDragging == true }

    static func rect(from a: Point, to b: Point, within bounds: Rect) -> Rect {
        func clamp(_ p: Point) -> Point {
            Point(x: min(max(p.x, bounds.minX), bounds.maxX), y: min(max(p.y, bounds.minY), bounds.maxY))
        }
        let p = clamp(a), q = clamp(b)
        return Rect(x: min(p.x, q.x), y: min(p.y, q.y), width: abs(q.x - p.x), height: abs(q.y - p.y))
    }

    // MARK: Pointer

    /// Opens a press: any press stops momentum and animations where they are. Returns whether
    /// something was running.
    private func beginPress(_ button: InputEvent.Button, at position: Point, modifiers: InputEvent.Modifiers,
                            clickCount: Int, time: Double) -> Bool {
        let stopped = stopMotion()
        tracker.reset()
        tracker.add(position, time: time)
        press = Press(button: button, start: position, current: position, modifiers: modifiers,
                      clickCount: clickCount, mode: .none)
        return stopped
    }

    /// The open press draws a box-zoom rectangle within `plot` when dragged.
    func startBoxZoom(within plot: Rect) {
        press?.mode = .box(within: plot)
    }

    /// The open press pans `axes` (their mappings now) when dragged.
    func startPan(_ axes: [Axis]) {
        press?.mode = .pan(usableMaps(axes.filter(\.isGesturePanningEnabled)))
    }

    /// Follows the open press to `position`. Returns whether the press just became a drag (the
    /// crosshair hides meanwhile).
    private func trackPress(to position: Point, time: Double) -> Bool {
        guard var press else { return false }
        press.current = position
        tracker.add(position, time: time)
        var crossed = false
        if !press.isDragging {
            let dx = position.x - press.start.x, dy = position.y - press.start.y
            press.isDragging = dx * dx + dy * dy >= options.dragThreshold * options.dragThreshold
            crossed = press.isDragging
        }
        self.press = press
        return crossed
    }

    /// One step of a pan drag: the pointer at `position`. Nil when the open press is no pan drag.
    func dragPan(to position: Point) -> Bool? {
        guard let press, press.isDragging, case .pan(let maps) = press.mode else { return nil }
        return panStep(maps, from: press.start, to: position)
    }

    /// Whether the open press is a box zoom being dragged.
    var isDraggingBox: Bool {
        guard let press, press.isDragging, case .box = press.mode else { return false }
        return true
    }

    /// Ends a pan drag released at `position`: the last step, then momentum. False when the open
    /// press is no pan drag of `button`.
    func releasePan(_ button: InputEvent.Button, at position: Point) -> Bool {
        guard let press, press.button == button, press.isDragging, case .pan(let maps) = press.mode else { return false }
        endPress(button, at: position)
        panStep(maps, from: press.start, to: position)
        startPanMomentum(maps.map(\.axis), time: now)
        return true
    }

    /// Ends a box-zoom drag released at `position`: zooms to the box, clipped to the plot area of
    /// `layout`. False when the open press is no box drag of `button`.
    func releaseBox(_ button: InputEvent.Button, at position: Point, in layout: ChartLayout?) -> Bool {
        guard let press, press.button == button, press.isDragging, case .box = press.mode else { return false }
        endPress(button, at: position)
        boxZoom(from: press.start, to: position, time: now, in: layout)
        return true
    }

    /// Closes the open press of `button` released at `position`; nil when none is open.
    @discardableResult
    private func endPress(_ button: InputEvent.Button, at position: Point) -> Press? {
        guard let press, press.button == button else { return nil }
        self.press = nil
        tracker.add(position, time: now)
        return press
    }

    /// Pans each axis by the pointer's offset from the press along it, from the mappings at the
    /// press, clamped to the axis's limits: exact for any number of steps.
    @discardableResult
    private func panStep(_ maps: [(axis: Axis, map: AxisPixelMap)], from start: Point, to position: Point) -> Bool {
        let targets = maps.map { item -> (Axis, AxisRange) in
            let offset = item.axis.orientation == .horizontal ? position.x - start.x : position.y - start.y
            let limits = AxisLimits(axis: item.axis)
            let allowed = limits.allowedPixelShifts(for: item.map)
            let clamped = min(max(offset, allowed.lowerBound), allowed.upperBound)
            return (item.axis, limits.snappedToExtent(item.map.panned(byPixels: clamped)).range(on: item.axis))
        }
        return apply(targets, kind: .panning, cause: .gesture)
    }

    private func startPanMomentum(_ axes: [Axis], time: Double) {
        var (vx, vy) = tracker.velocity(at: time)
        let speed = (vx * vx + vy * vy).squareRoot()
        let top = options.maximumMomentumSpeed
        if speed > top, top > 0 {
            vx *= top / speed
            vy *= top / speed
        }
        guard speed >= options.minimumMomentumSpeed, episode != nil else {
            finishEpisode()
            return
        }
        var tracks: [(axis: Axis, start: AxisPixelMap, curve: MomentumCurve)] = []
        for (axis, map) in usableMaps(axes.filter(\.isMomentumPanningEnabled)) {
            let velocity = axis.orientation == .horizontal ? vx : vy
            let curve = MomentumCurve(velocity: velocity, friction: options.momentumFriction,
                                      stopSpeed: Self.panStopSpeed,
                                      limits: AxisLimits(axis: axis).allowedPixelShifts(for: map),
                                      bounces: axis.isEdgeBouncingEnabled)
            if curve.duration > 0 { tracks.append((axis, map, curve)) }
        }
        guard !tracks.isEmpty else {
            finishEpisode()
            return
        }
        momentum = Momentum(motion: .pan(tracks), startTime: time)
    }

    /// The click a press released at `position` makes, with the data values under it.
    private func makeClick(_ press: Press, at position: Point, in layout: ChartLayout?) -> ChartClick {
        let inPlot = layout?.plotArea.contains(position) ?? false
        var click = ChartClick(
            position: position, xValue: chart.dataValue(forPixelValue: position.x, on: chart.xAxis),
            yValue: chart.dataValue(forPixelValue: position.y, on: chart.yAxis), button: press.button,
            clickCount: press.clickCount, modifiers: press.modifiers, isInPlotArea: inPlot)
        click.xDate = chart.xAxis.dateIfDateAxis(click.xValue)
        return click
    }

    // MARK: Double-click and box zoom

    func doubleClick(at position: Point, modifiers: InputEvent.Modifiers, time: Double) {
        if options.doubleClickResetsZoom {
            resetZoom(animated: true, startTime: time)
            return
        }
        let factor = modifiers.contains(.shift) ? 1 / options.zoomStepFactor : options.zoomStepFactor
        let maps = usableMaps(allAxes.filter(\.isGestureZoomingEnabled))
        let targets = zoomTargets(maps, factor: factor) { $0.orientation == .horizontal ? position.x : position.y }
        move(to: targets, cause: .animation, animated: true, startTime: time)
    }

    /// Animates to the data under the rectangle from `a` to `b` (clipped to the plot area). A side
    /// shorter than `minimumBoxSize` leaves its axes alone; with aspect lock both axes take the
    /// smaller of the two zoom factors, centred on the rectangle, so all of it stays in view.
    private func boxZoom(from a: Point, to b: Point, time: Double, in layout: ChartLayout?) {
        guard let plot = layout?.plotArea else { return }
        let box = Self.rect(from: a, to: b, within: plot)
        let minimum = options.minimumBoxSize
        let wide = box.width >= minimum, tall = box.height >= minimum
        guard wide || tall else { return }
        let maps = usableMaps(allAxes.filter(\.isGestureZoomingEnabled))
        var targets: [(axis: Axis, map: AxisPixelMap)] = []
        if options.aspectLock {
            let fx = wide ? plot.width / box.width : .infinity
            let fy = tall ? plot.height / box.height : .infinity
            let factor = min(fx, fy)
            let centre = Point(x: box.midX, y: box.midY)
            // Zoom about the box's centre, then move that centre to the plot's centre.
            for (axis, target) in zoomTargets(maps, factor: factor, anchor: { $0.orientation == .horizontal ? centre.x : centre.y }) {
                let from = axis.orientation == .horizontal ? centre.x : centre.y
                let to = axis.orientation == .horizontal ? plot.midX : plot.midY
                let limits = AxisLimits(axis: axis)
                targets.append((axis, limits.constrainedPosition(target.panned(byPixels: to - from))))
            }
        } else {
            for (axis, map) in maps {
                let horizontal = axis.orientation == .horizontal
                guard horizontal ? wide : tall else { continue }
                let ends = horizontal ? (map.linearValue(atPixel: box.minX), map.linearValue(atPixel: box.maxX))
                    : (map.linearValue(atPixel: box.maxY), map.linearValue(atPixel: box.minY))
                let limits = AxisLimits(axis: axis)
                var target = map.with(low: min(ends.0, ends.1), high: max(ends.0, ends.1))
                let allowed = limits.allowedFactors(for: map)
                let factor = map.halfSpan / target.halfSpan
                if factor < allowed.lowerBound || factor > allowed.upperBound {
                    let clamped = min(max(factor, allowed.lowerBound), allowed.upperBound)
                    let centre = target.low / 2 + target.high / 2
                    target = target.with(low: AxisLimits.finite(centre - map.halfSpan / clamped),
                                         high: AxisLimits.finite(centre + map.halfSpan / clamped))
                }
                targets.append((axis, limits.constrainedPosition(target)))
            }
        }
        move(to: targets, cause: .boxZoom, animated: true, startTime: time)
    }

    // MARK: Scrolling

    /// Zooms about the pointer, by `scrollZoomFactor` per unit of `dy` (up zooms in). Over an
    /// axis only that axis zooms. Steps in a fast run carry on as momentum after the last one.
    /// Nil when the scroll is not the navigator's (a drag is under way, or it is outside the
    /// plot area and the axes of `layout`).
    func scroll(dy: Double, at position: Point, modifiers: InputEvent.Modifiers = [], time: Double,
                in layout: ChartLayout?) -> Bool? {
        // A scroll in the middle of a drag would pull the view from under the pointer.
        guard dy.isFinite, dy != 0, !isDragging, let layout else { return nil }
        let plot = layout.plotArea
        let inPlot = plot.contains(position)
        let band = inPlot ? nil : chart.axis(at: position, in: layout)
        guard inPlot || band != nil else { return nil }
        let factor = Foundation.pow(options.scrollZoomFactor, dy)
        guard factor.isFinite, factor > 0, factor != 1 else { return false }

        // A step of a run continues the run's zoom; anything else running stops first.
        var continuesRun = scrollSettleTime != nil && episode?.kind == .zooming
        if let current = momentum, case .zoom = current.motion { continuesRun = true }
        if continuesRun {
            momentum = nil
            scrollSettleTime = nil
        } else {
            stopMotion()
        }

        var axes = (band.map { [$0] } ?? allAxes)
        if band == nil, let orientation = options.wheelZoomAxes.orientation(for: modifiers) {
            axes = axes.filter { $0.orientation == orientation }
        }
        if options.aspectLock { axes = allAxes }
        let maps = usableMaps(axes.filter(\.isGestureZoomingEnabled))
        // Over one axis with aspect lock, the others zoom about the plot's centre.
        let anchor: (Axis) -> Double = { axis in
            let horizontal = axis.orientation == .horizontal
            if let band, band.orientation != axis.orientation {
                return horizontal ? plot.midX : plot.midY
            }
            return horizontal ? position.x : position.y
        }
        let changed = apply(zoomTargets(maps, factor: factor, anchor: anchor).map { ($0.axis, $0.map.range(on: $0.axis)) },
                            kind: .zooming, cause: .gesture)

        var velocity = 0.0
        if let last = lastScroll, time > last.time, time - last.time <= Self.scrollRunInterval,
           last.direction == (dy > 0 ? 1 : -1) {
            velocity = Foundation.log(factor) / (time - last.time)
            velocity = min(max(velocity, -Self.maximumZoomSpeed), Self.maximumZoomSpeed)
        }
        lastScroll = (time, dy > 0 ? 1 : -1)
        let momentumMaps = usableMaps(maps.map(\.axis).filter(\.isMomentumZoomingEnabled))
        let curve = MomentumCurve(velocity: velocity, friction: options.zoomMomentumFriction,
                                  stopSpeed: Self.zoomStopSpeed, limits: logFactorLimits(momentumMaps))
        if changed, curve.duration > 0, !momentumMaps.isEmpty, episode != nil {
            let tracks = momentumMaps.map { (axis: $0.axis, start: $0.map, anchor: anchor($0.axis)) }
            momentum = Momentum(motion: .zoom(tracks, curve), startTime: time)
        } else if episode != nil {
            scrollSettleTime = time + Self.scrollRunInterval
        }
        return changed
    }

    // MARK: Keys

    /// A navigation key: history, arrows, zoom, auto-fit, Home, Escape. Nil for any other key,
    /// or when the keyboard is off.
    func key(_ key: InputEvent.Key, modifiers: InputEvent.Modifiers, time: Double) -> Bool? {
        guard options.isKeyboardEnabled else { return nil }
        switch key {
        case .left where modifiers.contains(.alt), .backspace:
            return walkHistory(back: true, startTime: time)
        case .right where modifiers.contains(.alt):
            return walkHistory(back: false, startTime: time)
        case .left, .right, .up, .down:
            return keyPan(key, time: time)
        case .character("a") where modifiers.isDisjoint(with: [.control, .alt, .super]):
            // Y auto-fit on and off (Chart+AutoFitY.swift).
            return chart.toggleAutoFitY()
        case .plus, .character("="):
            return keyZoom(options.zoomStepFactor, time: time)
        case .minus, .character("_"):
            return keyZoom(1 / options.zoomStepFactor, time: time)
        case .home:
            stopMotion()
            resetZoom(animated: true, startTime: time)
            return true
        case .escape:
            if let press, case .box = press.mode {
                self.press = nil
                return true
            }
            return stopMotion()
        default:
            return nil
        }
    }

    /// Where a key step starts from: the end of a key animation still running (so auto-repeat
    /// adds up), else the axis as it is.
    private func keyBase(_ axis: Axis) -> AxisPixelMap {
        if let animation, animation.cause == .key,
           let track = animation.tracks.first(where: { $0.axis === axis }) {
            return track.to
        }
        return AxisPixelMap(axis: axis, in: chart)
    }

    private func keyPan(_ key: InputEvent.Key, time: Double) -> Bool {
        let horizontal = key == .left || key == .right
        let axes = allAxes.filter { ($0.orientation == .horizontal) == horizontal && $0.isGesturePanningEnabled }
        var targets: [(axis: Axis, map: AxisPixelMap)] = []
        for axis in axes {
            let base = keyBase(axis)
            guard base.isUsable else { continue }
            // Right and up bring larger values into view: the content moves left or down.
            let sign: Double = key == .right ? -1 : key == .left ? 1 : key == .up ? 1 : -1
            let offset = sign * options.keyPanFraction * base.pixelLength
            let limits = AxisLimits(axis: axis)
            let allowed = limits.allowedPixelShifts(for: base)
            targets.append((axis, limits.snappedToExtent(base.panned(byPixels: min(max(offset, allowed.lowerBound), allowed.upperBound)))))
        }
        guard !targets.isEmpty else { return false }
        move(to: targets, cause: .key, animated: true, startTime: time)
        return true
    }

    private func keyZoom(_ factor: Double, time: Double) -> Bool {
        let maps = allAxes.filter(\.isGestureZoomingEnabled).map { (axis: $0, map: keyBase($0)) }.filter { $0.map.isUsable }
        guard !maps.isEmpty else { return false }
        let targets = zoomTargets(maps, factor: factor) { axis in
            maps.first { $0.axis === axis }.map { $0.map.pixelStart + $0.map.pixelLength / 2 } ?? 0
        }
        move(to: targets, cause: .key, animated: true, startTime: time)
        return true
    }
}

extension Point {
    var isFinite: Bool { x.isFinite && y.isFinite }
}
