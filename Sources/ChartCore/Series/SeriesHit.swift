/// A point of a series found under (or near) a location in the chart.
public struct SeriesHit: Equatable, Sendable {
    public var seriesIndex: Int
    public var pointIndex: Int
    /// Where the point is drawn (a bar's or candle's centre line at its value), in points.
    public var position: Point
    /// How far the location is from what is drawn for the point (0 inside a bar, a bubble or on
    /// a line), in points.
    public var distance: Double
}
