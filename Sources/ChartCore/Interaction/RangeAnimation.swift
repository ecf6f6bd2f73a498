/// An animation of several axes from their ranges to target ranges, on each axis's linear scale,
/// with `NavigationEasing`.
struct RangeAnimation {
    struct Track {
        let axis: Axis
        let from: AxisPixelMap
        let to: AxisPixelMap
        /// Whether the axis goes back to following its default range once there.
        let followsDefaultAtEnd: Bool
    }

    var tracks: [Track]
    var kind: NavigationKind
    var cause: NavigationCause
    var duration: Double
    /// Set by the first time the animation hears (an event's or a frame's); nil until then, so an
    /// animation started by code while the window slept does not jump to its end.
    var startTime: Double?
    /// The history entry this animation returns to, so finishing it does not record a new one.
    var isHistoryMove = false

    /// The eased progress at `time`, 0...1.
    func progress(at time: Double) -> Double {
        guard let startTime, duration > 0 else { return 1 }
        return NavigationEasing.progress((time - startTime) / duration)
    }

    /// Each axis's range at progress `p`.
    func ranges(atProgress p: Double) -> [(Axis, AxisRange)] {
        tracks.map { track in
            let low = track.from.low + p * (track.to.low - track.from.low)
            let high = track.from.high + p * (track.to.high - track.from.high)
            // The last frame lands exactly on the target.
            let map = p >= 1 ? track.to : track.from.with(low: low, high: high)
            return (track.axis, map.range(on: track.axis))
        }
    }
}
