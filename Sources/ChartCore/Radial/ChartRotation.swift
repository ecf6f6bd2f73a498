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

/// A series that turns about the chart's centre: pies, donuts, and the series of a polar or
/// radar chart (which turn together, with their angular axis).
public protocol RotatableSeries: ChartSeries {
    /// The rotation, in radians clockwise.
    var rotationAngle: Double { get set }
    /// Dragging turns it.
    var gesturesEnabled: Bool { get }
    /// A released drag keeps it spinning.
    var momentumEnabled: Bool { get }
    /// How quickly a spin slows, per second.
    var rotationFriction: Double { get }
}

/// One step of a radial series' rotation, as observers hear it.
public struct ChartRotation {
    public var series: any RotatableSeries
    public var seriesIndex: Int
    /// The series' `rotationAngle` after the step, in radians (clockwise).
    public var angle: Double
    public var cause: RotationCause
}
