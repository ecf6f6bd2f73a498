/// A set of a rectangle's corners, in screen terms (y grows downward): which corners a
/// `RectShape` rounds.
public struct RectCorners: OptionSet, Hashable, Sendable {
    public let rawValue: Int

    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// The corner at the smallest x and y.
    public static let topLeft = RectCorners(rawValue: 1)
    public static let topRight = RectCorners(rawValue: 2)
    public static let bottomLeft = RectCorners(rawValue: 4)
    public static let bottomRight = RectCorners(rawValue: 8)

    public static let all: RectCorners = [.topLeft, .topRight, .bottomLeft, .bottomRight]
    public static let top: RectCorners = [.topLeft, .topRight]
    public static let bottom: RectCorners = [.bottomLeft, .bottomRight]
    public static let left: RectCorners = [.topLeft, .bottomLeft]
    public static let right: RectCorners = [.topRight, .bottomRight]
}
