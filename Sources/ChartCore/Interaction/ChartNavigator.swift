import Foundation

/// The interaction engine of one chart: turns input events and frame times into axis-range
/// changes (drags, scroll zooms, momentum, animations, box zoom, keys, view history) and tells
/// the delegate about each of them.
///
/// It never reads a clock: every event carries its time, and the window calls `advance(to:)`
/// with its own clock's time each frame while `isAnimating`. Momentum and animations are exact
/// functions of the time since they began, so a replayed event stream gives the same ranges at
/// any frame rate. All pixel maths goes through `AxisPixelMap` on each axis's linear scale.
final class ChartNavigator {
    unowned let chart: Chart

    init(chart: Chart) {
        self.chart = chart
    }

    /// The latest time heard from an event or a frame, in seconds on the window's clock.
    private(set) var now = 0.0

    // MARK: State

    /// A pointer button held down over the chart.
    struct Press {
        enum Mode {
            /// Dragging pans these axes, from their mappings at the press.
            case pan([(axis: Axis, map: AxisPixelMap)])
            /// Dragging draws a box-zoom rectangle within this plot area (of the layout the
            /// press was handled in).
            case box(within: Rect)
            /// Nothing but a click can come of it.
            case none
        }

        var button: InputEvent.Button
        var start: Point
        var current: Point
        var modifiers: InputEvent.Modifiers
        var clickCount: Int
        var mode: Mode
        var isDragging = false
    }

    /// A released drag or scroll run carrying on.
    struct Momentum {
        enum Motion {
            case pan([(axis: Axis, start: AxisPixelMap, curve: MomentumCurve)])
            /// One curve in ln(zoom factor) for every axis, so axes zooming together stay together.
            case zoom([(axis: Axis, start: AxisPixelMap, anchor: Double)], MomentumCurve)
        }

        var motion: Motion
        var startTime: Double
        var kind: NavigationKind {
            if case .pan = motion { return .panning }
            return .zooming
        }
    }

    /// A movement the delegate was told has started and not yet that it finished.
    struct Episode {
        var kind: NavigationKind
        var cause: NavigationCause
        var startView: ViewHistory.View
        var isHistoryMove = false
        /// Opened because another chart moved an axis this one shares: it finishes when that
        /// chart's movement does.
        var isMirrored = false
    }

    /// What an observer (a `ChartLink`) hears.
    enum Notice {
        case willStart(ChartMovement)
        case changed(ChartMovement)
        case didFinish(ChartMovement)
    }

    var press: Press?
    /// The shared step of the event being dispatched (`+Input.swift`).
    var sharedStep: SharedStep?
    /// The button the dispatcher last saw go down and not yet up: moves meanwhile are drags.
    var heldButton: InputEvent.Button?
    /// What the built-in click handlers did with the click being dispatched, for
    /// `Chart.handleClick(at:)`'s answer.
    var clickOutcome: ChartClickOutcome?
    var tracker = VelocityTracker()
    var momentum: Momentum?
    var animation: RangeAnimation?
    var episode: Episode?
    var history = ViewHistory()
    /// The last scroll step, to tell a fast run (which carries on as momentum) from single notches.
    var lastScroll: (time: Double, direction: Double)?
    /// After a scroll step with no momentum, the zoom stays open until this time in case another
    /// step follows, so a run of steps is one zoom for the delegate and the history.
    var scrollSettleTime: Double?
    private var observers: [(id: Int, handler: (Notice) -> Void)] = []
    /// Another chart moved a shared axis since the last `advance(to:)` (`+SharedAxes.swift`).
    var wasMovedBySharingChart = false
    /// Set while this chart tells its observers of another chart's step on a shared axis.
    var isMirroring = false
    private var nextObserverID = 0

    /// The stop speed of pan momentum, in points per second: a sixth of a point per frame.
    static let panStopSpeed = 10.0
    /// Zoom momentum: stop speed and top speed in ln(zoom factor) per second.
    static let zoomStopSpeed = 0.02
    static let maximumZoomSpeed = 4.0
    /// Scroll steps closer together than this form a run.
    static let scrollRunInterval = 0.1

    var options: NavigationOptions { chart.navigation }
    var allAxes: [Axis] { chart.xAxes + chart.yAxes }

    /// Momentum or an animation is running: the window should keep drawing frames.
    var isAnimating: Bool { momentum != nil || animation != nil || scrollSettleTime != nil }

    /// Sets `now` from an event or frame time; a non-finite or earlier time leaves it.
    func hear(_ time: Double) -> Double {
        if time.isFinite, time > now { now = time }
        return now
    }

    // MARK: Observers

    func addObserver(_ handler: @escaping (Notice) -> Void) -> Int {
        nextObserverID += 1
        observers.append((nextObserverID, handler))
        return nextObserverID
    }

    func removeObserver(_ id: Int) {
        observers.removeAll { $0.id == id }
    }

    private func notify(_ notice: Notice) {
        for observer in observers { observer.handler(notice) }
    }

    /// `notify(_:)` for the shared-axis mirror (`+SharedAxes.swift`).
    func notifyLinks(_ notice: Notice) {
        notify(notice)
    }

    // MARK: Applying changes

    /// Shows `targets` as one step of a movement of `kind`, telling the delegate: the movement's
    /// start first if this is its first step, then each axis that changed, then the step.
    /// Axes whose range would not change are left alone (and keep following their default).
    /// Returns whether anything changed.
    @discardableResult
    func apply(_ targets: [(Axis, AxisRange)], kind: NavigationKind, cause: NavigationCause) -> Bool {
        // Y auto-fit (Chart+AutoFitY.swift) rewrites the step's y targets before anyone hears it.
        let targets = chart.autoFitAdjusted(targets, cause: cause)
        var changes: [AxisRangeChange] = []
        for (axis, range) in targets where range.isFinite {
            let before = axis.visibleRange
            let after = range.nonDegenerate()
            if after != before, !changes.contains(where: { $0.axis === axis }) {
                changes.append(AxisRangeChange(axis: axis, before: before, after: after))
            }
        }
        guard !changes.isEmpty else { return false }
        let movement = ChartMovement(kind: kind, cause: cause, changes: changes)
        if let current = episode, current.kind != kind { finishEpisode() }
        if episode == nil {
            episode = Episode(kind: kind, cause: cause, startView: ViewHistory.View(axes: allAxes))
            switch kind {
            case .panning: chart.notifyObservers { $0.chartWillStartPanning(chart, movement: movement) }
            case .zooming: chart.notifyObservers { $0.chartWillStartZooming(chart, movement: movement) }
            }
            notify(.willStart(movement))
        }
        episode?.cause = cause
        for change in changes { change.axis.setVisibleRange(change.after) }
        for change in changes { chart.notifyObservers { $0.chart(chart, didChangeRangeOf: change.axis, movement: movement) } }
        switch kind {
        case .panning: chart.notifyObservers { $0.chartIsPanning(chart, movement: movement) }
        case .zooming: chart.notifyObservers { $0.chartIsZooming(chart, movement: movement) }
        }
        notify(.changed(movement))
        // The other charts showing a moved axis hear the step as theirs (+SharedAxes.swift).
        tellSharingCharts(movement)
        return true
    }

    /// Tells the delegate the open movement is over (momentum and animation included) and
    /// records where it came to rest in the view history.
    func finishEpisode() {
        scrollSettleTime = nil
        guard let finished = episode else { return }
        episode = nil
        let endView = ViewHistory.View(axes: allAxes)
        var changes: [AxisRangeChange] = []
        for entry in endView.entries {
            guard let start = finished.startView.entries.first(where: { $0.axis === entry.axis }),
                  start.range != entry.range else { continue }
            changes.append(AxisRangeChange(axis: entry.axis, before: start.range, after: entry.range))
        }
        if !finished.isHistoryMove {
            history.record(from: finished.startView, to: endView)
        }
        let movement = ChartMovement(kind: finished.kind, cause: finished.cause, changes: changes)
        switch finished.kind {
        case .panning: chart.notifyObservers { $0.chartDidFinishPanning(chart, movement: movement) }
        case .zooming: chart.notifyObservers { $0.chartDidFinishZooming(chart, movement: movement) }
        }
        notify(.didFinish(movement))
        finishSharingCharts()
    }

    /// Stops momentum and animations where they are and finishes the open movement. Returns
    /// whether anything was running.
    @discardableResult
    func stopMotion() -> Bool {
        let wasRunning = momentum != nil || animation != nil || episode != nil
        momentum = nil
        animation = nil
        finishEpisode()
        return wasRunning
    }

    /// Another chart's movement, mirrored by a `ChartLink`: the chart's own motion stops, and the
    /// step is applied with the other chart's kind and cause.
    func follow(_ axis: Axis, range: AxisRange, kind: NavigationKind, cause: NavigationCause) {
        if isAnimating {
            momentum = nil
            animation = nil
            finishEpisode()
        }
        apply([(axis, range)], kind: kind, cause: cause)
    }

    // MARK: Frames

    /// Moves momentum and animations on to `time`. Returns whether any range changed.
    @discardableResult
    func advance(to time: Double) -> Bool {
        guard time.isFinite else { return false }
        let time = hear(time)
        var changed = false
        if let settle = scrollSettleTime, time >= settle {
            finishEpisode()
        }
        if let momentum {
            changed = stepMomentum(momentum, at: time) || changed
        }
        if var current = animation {
            if current.startTime == nil {
                current.startTime = time
                animation = current
            }
            changed = stepAnimation(current, at: time) || changed
        }
        return changed
    }

    private func stepMomentum(_ motion: Momentum, at time: Double) -> Bool {
        let elapsed = time - motion.startTime
        var targets: [(Axis, AxisRange)] = []
        let finished: Bool
        switch motion.motion {
        case .pan(let tracks):
            for track in tracks {
                let map = track.start.panned(byPixels: track.curve.offset(at: elapsed))
                targets.append((track.axis, AxisLimits(axis: track.axis).snappedToExtent(map).range(on: track.axis)))
            }
            finished = tracks.allSatisfy { $0.curve.isFinished(at: elapsed) }
        case .zoom(let tracks, let curve):
            let factor = Foundation.exp(curve.offset(at: elapsed))
            for track in tracks {
                let limits = AxisLimits(axis: track.axis)
                let map = limits.constrainedPosition(track.start.zoomed(by: factor, aboutPixel: track.anchor))
                targets.append((track.axis, map.range(on: track.axis)))
            }
            finished = curve.isFinished(at: elapsed)
        }
        let changed = apply(targets, kind: motion.kind, cause: .momentum)
        if finished {
            momentum = nil
            finishEpisode()
        }
        return changed
    }

    private func stepAnimation(_ current: RangeAnimation, at time: Double) -> Bool {
        let progress = current.progress(at: time)
        let changed = apply(current.ranges(atProgress: progress), kind: current.kind, cause: current.cause)
        if current.isHistoryMove { episode?.isHistoryMove = true }
        if progress >= 1 {
            for track in current.tracks where track.followsDefaultAtEnd { track.axis.resetRange() }
            animation = nil
            finishEpisode()
        }
        return changed
    }
}
