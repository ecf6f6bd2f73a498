/// Decides an animation's progress from the seconds elapsed since it started, and when it is
/// finished: by a duration and a curve, or by any function.
///
/// ```swift
/// let timed = AnimationProgress.duration(0.6, curve: .bounce)
/// let custom = AnimationProgress.custom { elapsed in (min(elapsed / 2, 1), elapsed >= 2) }
/// ```
public struct AnimationProgress: Sendable {
    private let compute: @Sendable (Double) -> (progress: Double, isFinished: Bool)

    /// Progress `curve(elapsed / seconds)`, finished once `seconds` have passed. A duration that
    /// is not positive (or not finite) finishes at once.
    public static func duration(_ seconds: Double, curve: AnimationCurve = .easeInOut) -> AnimationProgress {
        AnimationProgress { elapsed in
            guard seconds.isFinite, seconds > 0 else { return (1, true) }
            let t = elapsed / seconds
            return t >= 1 ? (1, true) : (curve.progress(t), false)
        }
    }

    /// Progress and finish from `function(elapsed seconds)`. A non-finite progress counts as 1
    /// when finished and 0 before.
    public static func custom(_ function: @escaping @Sendable (Double) -> (progress: Double, isFinished: Bool)) -> AnimationProgress {
        AnimationProgress(compute: function)
    }

    private init(compute: @escaping @Sendable (Double) -> (progress: Double, isFinished: Bool)) {
        self.compute = compute
    }

    /// The progress after `elapsed` seconds (negative or NaN elapsed counts as 0).
    public func state(atElapsed elapsed: Double) -> (progress: Double, isFinished: Bool) {
        let e = elapsed.isNaN ? 0 : max(elapsed, 0)
        let result = compute(e)
        let progress = result.progress.isFinite ? result.progress : (result.isFinished ? 1 : 0)
        return (result.isFinished ? 1 : progress, result.isFinished)
    }
}
