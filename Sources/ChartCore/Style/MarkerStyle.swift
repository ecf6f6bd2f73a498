/// How the points of a series are marked. nil values come from the theme and the series colour.
public struct MarkerStyle: Hashable, Sendable {
    /// Default: circle.
    public var shape: MarkerShape
    /// Diameter in points. Default: the theme's `markerSize`.
    public var size: Double?
    /// Default: the series colour.
    public var fillColor: Color?
    /// Default: the plot background, so touching markers stay distinct.
    public var strokeColor: Color?
    /// Default: 1 pt.
    public var strokeWidth: Double?

    public init(shape: MarkerShape = .circle, size: Double? = nil, fillColor: Color? = nil,
                strokeColor: Color? = nil, strokeWidth: Double? = nil) {
        self.shape = shape
        self.size = size
        self.fillColor = fillColor
        self.strokeColor = strokeColor
        self.strokeWidth = strokeWidth
    }
}
