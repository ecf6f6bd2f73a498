/// Follows the pointer over the plot area: lines through the nearest data point and a tooltip with
/// its values. Drawn in the overlay, so moving it never redraws the series.
public struct Crosshair: Hashable, Sendable {
    /// Default: true.
    public var isEnabled = true
    /// Where the pointer is, in points; nil when it is outside the chart.
    public var pointerPosition: Point? {
        didSet { if pointerPosition != oldValue { anchor = nil } }
    }
    /// The data point the crosshair stays on while streamed data slide the view under a still
    /// pointer (series index and the point's x and y); set by the chart when a stream moves the
    /// view, cleared when the pointer moves. When the point leaves the plot area (or the
    /// rolling window) the crosshair hides, as it does for a point outside the view.
    public internal(set) var anchor: CrosshairAnchor?
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

/// A data point the crosshair is pinned to (`Crosshair.anchor`), by value, since removals from
/// the start of a series shift every index.
public struct CrosshairAnchor: Hashable, Sendable {
    public var seriesIndex: Int
    public var x: Double
    public var y: Double
}
