/// What a chart keeps between frames for streaming: its feeds, the rolling window, follow mode
/// and the y fit easing under way.
final class StreamingState {
    var feeds: [ChartFeed] = []
    var rollingWindow: RollingWindow?
    var follow = FollowOptions()
    var isFollowing = true
    /// Wakes the window when a feed gets points (set by the window, handed to every feed).
    var wake: (@Sendable () -> Void)?
    /// The y ranges a shrinking fit is easing towards, by axis.
    var yTargets: [ObjectIdentifier: (axis: Axis, target: AxisRange)] = [:]
    /// The frame time of the last `advanceStreaming(to:)`.
    var lastTime: Double?
    /// Hears the user's pans and zooms, to pause and resume following.
    var watcher: ChartObservation?
    /// The overlay button that resumes following (held here: charts hold extensions weakly).
    var followButton: FollowButton?
}

/// Pauses following when the user moves the view away, and resumes it when a move ends with
/// the newest point in view.
final class FollowWatcher: ChartObserver {
    private static let userCauses: Set<NavigationCause> = [.gesture, .momentum, .key, .boxZoom]

    func chartWillStartPanning(_ chart: Chart, movement: ChartMovement) { willMove(chart, movement) }
    func chartWillStartZooming(_ chart: Chart, movement: ChartMovement) { willMove(chart, movement) }
    func chartDidFinishPanning(_ chart: Chart, movement: ChartMovement) { didMove(chart, movement) }
    func chartDidFinishZooming(_ chart: Chart, movement: ChartMovement) { didMove(chart, movement) }

    private func willMove(_ chart: Chart, _ movement: ChartMovement) {
        guard Self.userCauses.contains(movement.cause), chart.isFollowing else { return }
        chart.setFollowing(false)
    }

    private func didMove(_ chart: Chart, _ movement: ChartMovement) {
        guard movement.cause != .programmatic, chart.follow.isEnabled, !chart.isFollowing,
              let newest = chart.newestX, chart.xAxis.visibleRange.max >= newest else { return }
        chart.setFollowing(true)
    }
}
