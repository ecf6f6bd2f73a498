/// What every series has: a title for the legend and tooltips, visibility and selection state,
/// and the palette slot it takes its automatic colour from.
///
/// Series are reference types because a chart, its legend and a user's code all talk about the
/// same series; their data live in the datasource, their looks in value-type styles.
public class ChartSeries {
    /// Shown in the legend and tooltips.
    public var title: String
    /// Default: true.
    public var showInLegend: Bool = true
    /// A hidden series is not drawn and does not count when axes fit their data. Default: false.
    public var isHidden: Bool = false
    /// A selected series is drawn in its `selectedStyle`. Default: false.
    public var isSelected: Bool = false
    /// The palette slot for automatic colours; nil until the chart first loads the series, which
    /// then keeps its slot (and colour) when other series come and go.
    public internal(set) var paletteIndex: Int?

    init(title: String) {
        self.title = title
    }

    /// Maps the series onto primitives for the series layer. Subclasses override.
    func makeCommands(_ context: SeriesDrawContext) -> [DrawCommand] { [] }

    /// The legend symbol, drawn inside `rect`. Subclasses override.
    func makeLegendSymbol(in rect: Rect, context: SeriesDrawContext) -> [DrawCommand] { [] }

    /// Whether the renderer may draw the series from min/max aggregates when points are denser
    /// than pixels (true for lines, whose picture is unchanged; false for markers).
    var allowsAggregation: Bool { true }
}
