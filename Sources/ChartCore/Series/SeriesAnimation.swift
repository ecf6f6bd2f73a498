/// How a series appears or disappears: an effect, and how its progress runs in time.
///
/// ```swift
/// chart.showSeries(sales, animation: .grow(duration: 0.5)) { finished in print(finished) }
/// chart.hideSeries(costs, animation: SeriesAnimation(effect: .fade, progress: .duration(0.3, curve: .linear)))
/// // each frame, with the time from the window's clock (tests pass any time they like):
/// chart.advanceAnimations(to: now)
/// ```
public struct SeriesAnimation: Sendable {
    public enum Effect: Hashable, Sendable, CaseIterable {
        /// Values grow out of the baseline (0, or the series' baseline) along the value axis.
        case grow
        /// The series stretches out sideways from the plot area's vertical centre line.
        case growHorizontally
        /// The series stretches out up and down from the plot area's horizontal centre line.
        case growVertically
        /// The series fades in (or out).
        case fade
    }

    public var effect: Effect
    public var progress: AnimationProgress

    public init(effect: Effect, progress: AnimationProgress) {
        self.effect = effect
        self.progress = progress
    }

    /// `effect` over `seconds`, following `curve`.
    public init(effect: Effect, duration seconds: Double, curve: AnimationCurve = .easeInOut) {
        self.init(effect: effect, progress: .duration(seconds, curve: curve))
    }

    public static func grow(duration: Double, curve: AnimationCurve = .easeInOut) -> SeriesAnimation {
        SeriesAnimation(effect: .grow, duration: duration, curve: curve)
    }

    public static func fade(duration: Double, curve: AnimationCurve = .linear) -> SeriesAnimation {
        SeriesAnimation(effect: .fade, duration: duration, curve: curve)
    }
}

/// A show or hide animation under way.
final class SeriesAnimationRun {
    let series: ChartSeries
    let animation: SeriesAnimation
    /// Showing runs progress 0 → 1; hiding 1 → 0.
    let isShowing: Bool
    let completion: ((Bool) -> Void)?
    /// Set by the first `advanceAnimations(to:)` after the animation was asked for.
    var startTime: Double?
    /// How far the series is drawn: 0 absent, 1 whole.
    var amount: Double

    init(series: ChartSeries, animation: SeriesAnimation, isShowing: Bool, completion: ((Bool) -> Void)?) {
        self.series = series
        self.animation = animation
        self.isShowing = isShowing
        self.completion = completion
        amount = isShowing ? 0 : 1
    }
}
