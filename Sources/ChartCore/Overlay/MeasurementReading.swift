/// What two measurement cursors measure: the x distance between them and, per series, the values
/// at each cursor, their difference and slope, and the min, max and mean of the points between.
///
/// ```swift
/// chart.setMeasurementCursors(2.0, 5.5)
/// if let m = chart.measurementReading() {
///     for s in m.series { print(s.seriesTitle, s.deltaY ?? .nan, s.slope ?? .nan, s.mean ?? .nan) }
/// }
/// ```
public struct MeasurementReading: Equatable, Sendable {
    /// The cursors' x values (primary x axis), in the order they were placed.
    public var x1: Double
    public var x2: Double
    /// x2 − x1.
    public var deltaX: Double { x2 - x1 }
    /// Δx through the x axis's formatter.
    public var deltaXText: String
    public var series: [SeriesMeasurement]

    public init(x1: Double, x2: Double, deltaXText: String, series: [SeriesMeasurement]) {
        self.x1 = x1
        self.x2 = x2
        self.deltaXText = deltaXText
        self.series = series
    }
}

/// One series between two measurement cursors.
public struct SeriesMeasurement: Equatable, Sendable {
    public var seriesIndex: Int
    public var seriesTitle: String
    public var color: Color
    /// The series' value at each cursor (interpolated as the floating crosshair reads it); nil
    /// outside its data.
    public var y1: Double?
    public var y2: Double?
    /// Of the data points with x between the cursors (ends included); nil when there are none.
    public var minimum: Double?
    public var maximum: Double?
    public var mean: Double?
    /// How many finite points lie between the cursors.
    public var count: Int

    /// y2 − y1.
    public var deltaY: Double? {
        guard let y1, let y2 else { return nil }
        return y2 - y1
    }

    /// Δy / Δx; nil when either is missing or Δx is zero.
    public func slope(deltaX: Double) -> Double? {
        guard let dy = deltaY, deltaX != 0 else { return nil }
        return dy / deltaX
    }

    public init(seriesIndex: Int, seriesTitle: String, color: Color, y1: Double?, y2: Double?,
                minimum: Double?, maximum: Double?, mean: Double?, count: Int) {
        self.seriesIndex = seriesIndex
        self.seriesTitle = seriesTitle
        self.color = color
        self.y1 = y1
        self.y2 = y2
        self.minimum = minimum
        self.maximum = maximum
        self.mean = mean
        self.count = count
    }
}
