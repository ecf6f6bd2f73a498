/// What set a pie turning.
public enum RotationCause: String, Hashable, Sendable {
    /// The pointer dragging around the centre.
    case drag
    /// A released drag spinning on, slowing with friction.
    case momentum
    /// `Chart.rotate(_:to:animated:)` with `animated`.
    case animation
    /// `Chart.rotate(_:to:animated:)` without animation.
    case programmatic
    /// Selecting a slice turned it to `rotateSelectedSliceTo`.
    case selection
}

/// One step of a radial series' rotation, as observers hear it.
public struct ChartRotation {
    public var series: PieSeries
    public var seriesIndex: Int
    /// The series' `rotationAngle` after the step, in radians (clockwise).
    public var angle: Double
    public var cause: RotationCause
}
