/// The key to a chart's series: a symbol and title for each series with `showInLegend`.
public struct Legend: Hashable, Sendable {
    public enum Position: Hashable, Sendable, CaseIterable {
        case topLeft, top, topRight, right, bottomRight, bottom, bottomLeft, left
    }

    public enum Placement: Hashable, Sendable {
        /// Beside the plot area, which shrinks to make room.
        case outsidePlotArea
        /// Over the plot area, in a corner or at an edge's middle.
        case insidePlotArea
    }

    /// Default: false (hidden). `chartview` shows it when a file has several series.
    public var isHidden: Bool = true
    /// Default: right.
    public var position: Position = .right
    /// Default: outside the plot area.
    public var placement: Placement = .outsidePlotArea
    public var textStyle = TextStyle()
    public var backgroundColor: Color?
    public var borderColor: Color?

    public init() {}
}
