/// Which side of the plot area an axis sits on.
///
/// Several axes on one side stack outward in the order they were added to the chart: the first
/// one next to the plot area, the last one outermost.
public enum AxisPosition: Hashable, Sendable, CaseIterable {
    /// Below the plot area for an x axis, left of it for a y axis.
    case normal
    /// Above the plot area for an x axis, right of it for a y axis.
    case reverse
}
