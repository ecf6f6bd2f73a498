/// Distances from a canvas's left and right sides, in points.
public struct HorizontalInsets: Hashable, Sendable {
    public var left: Double
    public var right: Double

    public init(left: Double = 0, right: Double = 0) {
        self.left = left
        self.right = right
    }
}
