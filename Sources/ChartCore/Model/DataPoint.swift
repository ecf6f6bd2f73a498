/// One x/y value pair, as a datasource hands it over point by point.
public struct DataPoint: Hashable, Sendable {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
}
