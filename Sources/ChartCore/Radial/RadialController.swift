import Foundation

/// A chart's radial state and gestures: slice names, the rotation drag, spin momentum, rotation
/// and slice-share animations, and the hovered slice. Time is injected as for navigation: events
/// carry their time, and `advance(to:)` runs momentum and animations as closed-form functions of
/// the time since they began.
final class RadialController {
    unowned let chart: Chart

    /// Slice names by series, as the datasource gave them.
    var pointNames: [ObjectIdentifier: [String]] = [:]
    /// Each series' slice weights while a slice is shown or hidden (1 shown, 0 hidden, between
    /// while animating); empty when at rest.
    var sliceWeights: [ObjectIdentifier: [String: Double]] = [:]
    /// The pie's rings and slices in the layout applied last (`Chart.placeRadialFrame`), for
    /// drawing and hit-testing.
    var lastFrame: RadialFrame?
    /// Where the pointer hovers (for the tooltip); nil outside the window.
    var hoverPosition: Point?
    /// How a polar chart reads angles (`Chart.polar`).
    var polarOptions = PolarOptions()
    /// The polar circle in the layout applied last (`Chart.placeRadialFrame`), for drawing and
    /// hit-testing.
    var lastPolarFrame: PolarFrame?
    /// The radial axis range this chart set itself (0 to the data's top), replaced on reload.
    var fittedRadialRange: AxisRange?

    struct Drag {
        var start: Point
        var center: Point
        /// The series turning, with their rotation at the press.
        var targets: [(index: Int, series: any RotatableSeries, startRotation: Double)]
        var startAngle: Double
        var lastRawAngle: Double
        /// The pointer's angle since the press, unwrapped across the ±π seam (several turns add up).
        var turned: Double
        var isDragging = false
        var clickCount: Int
        var button: InputEvent.Button
        var modifiers: InputEvent.Modifiers
        /// A Shift-drag on a polar chart pans the radial range instead of turning: the radial
        /// axis's linear range at the press and the press's distance from the centre.
        var radialPan: (low: Double, high: Double, distance: Double)?
        /// The press stopped a spin or a rotation animation: its click selects only on series
        /// that ask for it (`PieSeries.selectsWhenStoppingSpin`).
        var stoppedRotation = false
    }

    struct Spin {
        var tracks: [(index: Int, series: any RotatableSeries, startRotation: Double, curve: MomentumCurve)]
        var startTime: Double
    }

    struct RotationAnimation {
        var tracks: [(index: Int, series: any RotatableSeries, from: Double, to: Double)]
        var startTime: Double?
        var duration: Double
        var cause: RotationCause
    }

    struct ShareAnimation {
        var series: PieSeries
        var from: [String: Double]
        var to: [String: Double]
        var startTime: Double?
        var duration: Double
    }

    var drag: Drag?
    var spin: Spin?
    var animation: RotationAnimation?
    var shareAnimations: [ObjectIdentifier: ShareAnimation] = [:]
    var tracker = VelocityTracker()
    private(set) var now = 0.0

    init(chart: Chart) {
        self.chart = chart
    }

    var isAnimating: Bool { spin != nil || animation != nil || !shareAnimations.isEmpty }

    /// Keeps the controller's clock monotonic; returns the time to use.
    func hear(_ time: Double) -> Double {
        if time.isFinite, time > now { now = time }
        return now
    }

    // MARK: Notifying

    func notify(_ kind: Int, _ index: Int, _ series: any RotatableSeries, _ cause: RotationCause) {
        let rotation = ChartRotation(series: series, seriesIndex: index, angle: series.rotationAngle, cause: cause)
        switch kind {
        case 0: chart.notifyObservers { $0.chart(chart, willStartRotating: rotation) }
        case 1: chart.notifyObservers { $0.chart(chart, isRotating: rotation) }
        default: chart.notifyObservers { $0.chart(chart, didFinishRotating: rotation) }
        }
    }

    /// Stops momentum and rotation animations where they are (a press, or a new rotation);
    /// observers hear them finish. Returns whether anything was moving.
    @discardableResult
    func stopRotation() -> Bool {
        var stopped = false
        if let spin {
            self.spin = nil
            for track in spin.tracks { notify(2, track.index, track.series, .momentum) }
            stopped = true
        }
        if let animation {
            self.animation = nil
            for track in animation.tracks { notify(2, track.index, track.series, animation.cause) }
            stopped = true
        }
        return stopped
    }

    // MARK: Frames

    /// Moves momentum and animations on to `time`; returns whether anything changed.
    func advance(to time: Double) -> Bool {
        let t = hear(time)
        var changed = false
        if let spin {
            let elapsed = t - spin.startTime
            var finished = true
            for track in spin.tracks {
                let angle = track.startRotation + track.curve.offset(at: elapsed)
                if angle != track.series.rotationAngle {
                    track.series.rotationAngle = angle
                    notify(1, track.index, track.series, .momentum)
                    changed = true
                }
                if !track.curve.isFinished(at: elapsed) { finished = false }
            }
            if finished {
                self.spin = nil
                for track in spin.tracks { notify(2, track.index, track.series, .momentum) }
            }
        }
        if var current = animation {
            if current.startTime == nil { current.startTime = t }
            let fraction = current.duration > 0 ? (t - (current.startTime ?? t)) / current.duration : 1
            let progress = NavigationEasing.progress(fraction)
            for track in current.tracks {
                let angle = fraction >= 1 ? track.to : track.from + (track.to - track.from) * progress
                if angle != track.series.rotationAngle {
                    track.series.rotationAngle = angle
                    notify(1, track.index, track.series, current.cause)
                    changed = true
                }
            }
            if fraction >= 1 {
                animation = nil
                for track in current.tracks { notify(2, track.index, track.series, current.cause) }
            } else {
                animation = current
            }
        }
        for (key, var share) in shareAnimations {
            if share.startTime == nil { share.startTime = t }
            let fraction = share.duration > 0 ? (t - (share.startTime ?? t)) / share.duration : 1
            let progress = NavigationEasing.progress(fraction)
            if fraction >= 1 {
                shareAnimations[key] = nil
                sliceWeights[key] = nil
            } else {
                var weights: [String: Double] = [:]
                for name in Set(share.from.keys).union(share.to.keys) {
                    let a = share.from[name] ?? 1, b = share.to[name] ?? 1
                    weights[name] = a + (b - a) * progress
                }
                sliceWeights[key] = weights
                shareAnimations[key] = share
            }
            changed = true
        }
        return changed
    }

    /// Rotates `tracks` from where they are to their targets, at once or animated.
    func rotate(_ tracks: [(index: Int, series: any RotatableSeries, to: Double)], cause: RotationCause, animated: Bool) {
        let moving = tracks.filter { $0.to.isFinite && $0.to != $0.series.rotationAngle }
        guard !moving.isEmpty else { return }
        stopRotation()
        for track in moving { notify(0, track.index, track.series, cause) }
        if animated {
            animation = RotationAnimation(tracks: moving.map { ($0.index, $0.series, $0.series.rotationAngle, $0.to) },
                                          startTime: nil, duration: chart.navigation.animationDuration, cause: cause)
        } else {
            for track in moving {
                track.series.rotationAngle = track.to
                notify(1, track.index, track.series, cause)
                notify(2, track.index, track.series, cause)
            }
        }
    }
}
