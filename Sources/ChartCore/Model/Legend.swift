/// The key to a chart's series: a symbol (drawn in the series' style) and title for each series
/// with `showsInLegend`. A hidden series keeps its entry, dimmed; clicking an entry hides or shows
/// its series (`Chart.handleClick(at:)`).
public struct Legend: Hashable, Sendable {
    public enum Position: Hashable, Sendable, CaseIterable {
        case topLeft, top, topRight, right, bottomRight, bottom, bottomLeft, left
    }

    public enum Placement: Hashable, Sendable {
        /// Beside the plot area, which shrinks to make room.
        case outsidePlotArea
        /// Over the plot area, in a corner or at an edge's middle.
        case insidePlotArea
        /// Centred on the plot area's border: on its top or bottom edge for the top and bottom
        /// positions and the corners, on its side edge for left and right.
        case onPlotAreaBorder
    }

    /// Whether the legend is drawn. Default: false. `chartview` shows it when a file has
    /// several series.
    ///
    /// ```swift
    /// chart.legend.isVisible = true
    /// ```
    public var isVisible: Bool = false
    /// Default: right.
    public var position: Position = .right
    /// Default: outside the plot area.
    public var placement: Placement = .outsidePlotArea
    public var textStyle = TextStyle()
    public var backgroundColor: Color?
    public var borderColor: Color?
    /// Clicking an entry hides or shows its series. Default: true.
    public var hidesSeriesOnClick: Bool = true

    public init() {}
}

extension Legend {
    /// The opposite of `isVisible`.
    @available(*, deprecated, message: "use isVisible (legend.isHidden = false is legend.isVisible = true)")
    public var isHidden: Bool {
        get { !isVisible }
        set { isVisible = !newValue }
    }
}
