/// Which axis a series' points are laid out along.
///
/// - `horizontal`: points are placed along x and their values grow along y (lines, columns).
/// - `vertical`: points are placed along y and their values grow along x (bars, a vertical
///   line). A point's x is then its value and its y its position, as in the datasource: a bar's
///   length is its x.
public enum SeriesOrientation: Hashable, Sendable {
    case horizontal
    case vertical
}
