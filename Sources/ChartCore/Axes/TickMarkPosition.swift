/// Which way tick marks point from the axis line.
public enum TickMarkPosition: Hashable, Sendable, CaseIterable {
    /// Away from the plot area, into the axis band. The default.
    case outside
    /// Into the plot area.
    case inside
    /// Across the axis line, half on each side.
    case cross

    /// The part of a tick `length` points long that lies on the band's side of the line.
    func outerLength(_ length: Double) -> Double {
        switch self {
        case .outside: return length
        case .inside: return 0
        case .cross: return length / 2
        }
    }

    /// The part that lies on the plot's side of the line.
    func innerLength(_ length: Double) -> Double {
        length - outerLength(length)
    }
}
