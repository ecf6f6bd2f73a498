/// All points of a series at once, as contiguous columns: the fast path for large data.
/// Swift arrays are copy-on-write, so a datasource that keeps its data in arrays hands them over
/// without copying a single value.
public struct SeriesPoints: Sendable {
    /// nil means the x values are the indices 0, 1, 2, …
    public var x: [Double]?
    public var y: [Double]

    public init(x: [Double]?, y: [Double]) {
        self.x = x
        self.y = y
    }
}
