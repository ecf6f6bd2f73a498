/// What a series kind sees while it maps itself onto draw commands for one frame: its points,
/// its colour and theme, the plot area, and the mapping from data values to points.
///
/// A custom kind overrides `ChartSeries.drawCommands(in:)` and reads everything from here:
///
/// ```swift
/// override func drawCommands(in context: SeriesPlotContext) -> [DrawCommand] {
///     let ys = context.content.data
///     let dots = context.visibleIndices.map { i in
///         let p = context.point(x: ys.x[i], y: ys.y[i])
///         return RectShape(rect: Rect(x: p.x - 2, y: p.y - 2, width: 4, height: 4), fill: context.color)
///     }
///     return [.rects(dots)]
/// }
/// ```
public struct SeriesPlotContext {
    let frame: SeriesFrame
    let drawContext: SeriesDrawContext

    init(_ drawContext: SeriesDrawContext, frame: SeriesFrame) {
        self.drawContext = drawContext
        self.frame = frame
    }

    /// The series' points and named columns.
    public var content: SeriesContent { SeriesContent(frame.values) }
    /// The series' automatic colour (its palette slot in the chart's theme).
    public var color: Color { drawContext.paletteColor }
    /// The chart's theme, for colours and sizes a kind leaves unset.
    public var theme: Theme { drawContext.theme }
    /// The plot area's background colour (for strokes that cut out a gap).
    public var plotBackground: Color { drawContext.plotBackground }
    /// The plot area in points. Commands are clipped to it.
    public var plotArea: Rect { frame.plotArea }
    /// Device pixels per point.
    public var scale: Double { frame.scale }
    /// The x axis the series is plotted against.
    public var xAxis: Axis { frame.xAxis }
    /// The y axis the series is plotted against.
    public var yAxis: Axis { frame.yAxis }

    /// Where the data value (`x`, `y`) is drawn, in points from the canvas's top-left corner,
    /// through the series' axes (log and discontinuous scales included).
    public func point(x: Double, y: Double) -> Point {
        Point(x: frame.xPixel(x), y: frame.yPixel(y))
    }

    /// The indices of the points whose x lies in view and of one more point on either side, so
    /// shapes wider than a point and lines to a neighbour out of view still reach the edge (found
    /// by binary search when x ascends; every index otherwise). Drawing only these keeps a
    /// frame's cost to what shows.
    public var visibleIndices: Range<Int> {
        let inView = frame.visibleIndices(margin: 0)
        return Swift.max(inView.lowerBound - 1, 0)..<Swift.min(inView.upperBound + 1, content.count)
    }

    /// `value` in points moved to the nearest device-pixel edge, so a hairline or a rectangle's
    /// edge lands on whole pixels.
    public func snapped(_ value: Double) -> Double { frame.grid.snap(value) }
}
