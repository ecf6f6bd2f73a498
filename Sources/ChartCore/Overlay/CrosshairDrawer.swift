/// Draws the crosshair's lines and its target (the mark on each point read), in place of the
/// built-in dashed lines and ringed circles: the reference's line drawer. Each method has a
/// default, so a drawer that changes only the target keeps the built-in lines.
///
/// ```swift
/// struct SolidLines: CrosshairDrawer {
///     func lineCommands(for reading: CrosshairReading, in context: CrosshairDrawingContext) -> [DrawCommand] {
///         let plot = context.plotArea
///         return [.segments(SegmentBatch(segments: [.init(from: Point(x: reading.position.x, y: plot.minY),
///                                                         to: Point(x: reading.position.x, y: plot.maxY))],
///                                        color: .black, width: 2))]
///     }
/// }
/// chart.crosshairDrawer = SolidLines()
/// ```
public protocol CrosshairDrawer {
    /// The lines through the crosshair's position. Default: `context.defaultLines`.
    func lineCommands(for reading: CrosshairReading, in context: CrosshairDrawingContext) -> [DrawCommand]
    /// The mark on one row's point (one per series read). Default: `context.defaultTarget(row)`.
    func targetCommands(for row: TooltipRow, in context: CrosshairDrawingContext) -> [DrawCommand]
}

extension CrosshairDrawer {
    public func lineCommands(for reading: CrosshairReading, in context: CrosshairDrawingContext) -> [DrawCommand] {
        context.defaultLines
    }

    public func targetCommands(for row: TooltipRow, in context: CrosshairDrawingContext) -> [DrawCommand] {
        context.defaultTarget(row)
    }
}

/// What a `CrosshairDrawer` gets besides the reading: the plot area, the resolved line colour and
/// width, and the built-in drawing to keep or wrap.
public struct CrosshairDrawingContext {
    public var plotArea: Rect
    /// Device pixels per point.
    public var scale: Double
    public var theme: Theme
    /// `Crosshair.lineColor`, or the theme's crosshair colour.
    public var lineColor: Color
    /// `Crosshair.lineWidth` in points, snapped to whole device pixels.
    public var lineWidth: Double
    /// The plot area's background, for outlines that must stand apart from it.
    public var plotBackground: Color
    /// The built-in lines for this reading.
    public var defaultLines: [DrawCommand]
    /// The built-in target for a row: a circle in the series' colour ringed in the background.
    public var defaultTarget: (TooltipRow) -> [DrawCommand]
}
