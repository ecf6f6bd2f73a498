/// Follows the pointer over the plot area: lines through the nearest data point and a tooltip with
/// its values. Drawn in the overlay, so moving it never redraws the series.
public struct Crosshair: Hashable, Sendable {
    /// Default: true.
    public var isEnabled = true
    /// Where the pointer is, in points; nil when it is outside the chart.
    public var pointerPosition: Point?
    public var lineColor: Color?
    /// Default: 1 device pixel.
    public var lineWidth: Double?

    public init() {}
}

/// The data point a crosshair has found under the pointer.
public struct CrosshairTarget: Equatable {
    public var seriesIndex: Int
    public var pointIndex: Int
    public var x: Double
    public var y: Double
    /// Where the point is drawn, in points.
    public var position: Point
}
