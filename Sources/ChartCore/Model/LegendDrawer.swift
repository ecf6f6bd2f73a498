/// Draws the legend in place of the built-in drawing: its background, and each entry's symbol and
/// title however you like (a gauge, two lines of text, an icon). Each method defaults to the
/// built-in drawing, which the context and entry hand over, so a drawer may wrap it.
///
/// ```swift
/// struct Badges: LegendDrawer {
///     func entryCommands(for entry: LegendEntryDrawing, in context: LegendDrawingContext) -> [DrawCommand] {
///         [.rects([RectShape(rect: entry.symbolFrame, fill: entry.color, cornerRadius: 4)])] + entry.defaultTitle
///     }
/// }
/// chart.legendDrawer = Badges()
/// ```
///
/// The entries keep the places the layout measured for their titles.
public protocol LegendDrawer {
    /// The legend's box. Default: `context.defaultBackground`.
    func backgroundCommands(in frame: Rect, context: LegendDrawingContext) -> [DrawCommand]
    /// One entry. Default: `entry.defaultSymbol + entry.defaultTitle`.
    func entryCommands(for entry: LegendEntryDrawing, in context: LegendDrawingContext) -> [DrawCommand]
}

extension LegendDrawer {
    public func backgroundCommands(in frame: Rect, context: LegendDrawingContext) -> [DrawCommand] {
        context.defaultBackground
    }

    public func entryCommands(for entry: LegendEntryDrawing, in context: LegendDrawingContext) -> [DrawCommand] {
        entry.defaultSymbol + entry.defaultTitle
    }
}

/// One legend entry as a `LegendDrawer` gets it.
public struct LegendEntryDrawing {
    /// The series' index in the chart; nil for the "+N more" entry.
    public var seriesIndex: Int?
    /// The slice of a pie or donut the entry names; nil for a series.
    public var sliceName: String?
    public var title: String
    /// The whole entry, the symbol's box and the title's baseline start, in points.
    public var frame: Rect
    public var symbolFrame: Rect
    public var textOrigin: Point
    /// The slice's colour, or the series' palette colour (its style may draw another).
    public var color: Color
    /// A hidden series or slice: the built-in drawing dims it.
    public var isHidden: Bool
    /// The built-in symbol and title.
    public var defaultSymbol: [DrawCommand]
    public var defaultTitle: [DrawCommand]
}

/// What a `LegendDrawer` gets besides the entry.
public struct LegendDrawingContext {
    public var theme: Theme
    public var font: FontSpec
    public var textColor: Color
    /// Device pixels per point.
    public var scale: Double
    /// The built-in box behind the entries.
    public var defaultBackground: [DrawCommand]
}
