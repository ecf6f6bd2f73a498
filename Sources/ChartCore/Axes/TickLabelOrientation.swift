/// How tick labels are turned.
public enum TickLabelOrientation: Hashable, Sendable, CaseIterable {
    /// Level text. The default.
    case horizontal
    /// Turned 45° counter-clockwise; on an x axis each label ends at its tick, so long labels
    /// fit under narrow ticks.
    case diagonal
    /// Turned 90° counter-clockwise, reading bottom to top.
    case vertical

    /// The counter-clockwise turn in radians.
    var angle: Double {
        switch self {
        case .horizontal: return 0
        case .diagonal: return Double.pi / 4
        case .vertical: return Double.pi / 2
        }
    }
}
