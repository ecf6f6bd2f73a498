/// How a streaming chart follows its newest data (`Chart.follow`).
///
/// While following, each batch of new points slides the x axis so the newest point stays at
/// the same place near the right edge; with `autoFitY` the y axis fits the visible points,
/// growing at once when a point would fall outside and shrinking smoothly, only after the
/// data have stayed well inside for a while, so it never jitters point by point.
///
/// ```swift
/// chart.follow.isEnabled = true
/// chart.follow.visibleSpan = 60        // show the last minute
/// chart.follow.autoFitY = true          // the default while following
/// ```
public struct FollowOptions: Hashable, Sendable {
    /// Whether new data slide the view. A user pan or zoom away from the newest point pauses
    /// following (`Chart.isFollowing` turns false); End, or a move back to the newest point,
    /// resumes it. Default: true.
    public var isEnabled = true
    /// Fit y to the visible data while following. Default: true.
    public var autoFitY = true
    /// The x span to show while following; nil keeps the span the user chose (or, before any
    /// zoom, shows all the data). Default: nil.
    public var visibleSpan: Double?
    /// How long a shrinking y range takes to get most of the way to its target, in seconds on
    /// the frame clock (`Chart.advanceStreaming(to:)`): it moves by 1 − e^(−Δt/τ) of the gap
    /// each frame. Default: 0.35.
    public var shrinkTimeConstant = 0.35
    /// The y range shrinks only once the fitted range is smaller than this share of the shown
    /// one (hysteresis). Default: 0.7.
    public var shrinkThreshold = 0.7

    public init() {}
}
