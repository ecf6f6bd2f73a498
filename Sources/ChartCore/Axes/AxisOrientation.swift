/// Whether an axis runs along the bottom/top (x) or the left/right (y) of the plot area.
public enum AxisOrientation: Hashable, Sendable {
    case horizontal
    case vertical
}
