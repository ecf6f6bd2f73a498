/// What every series has: a title for the legend and tooltips, visibility and selection state,
/// stacking, and the palette slot it takes its automatic colour from.
///
/// Series are reference types because a chart, its legend and a user's code all talk about the
/// same series; their data live in the datasource, their looks in value-type styles (`style`,
/// and `selectedStyle` while selected). Each kind maps itself onto the shared drawing primitives
/// (`DrawCommand`): a new kind is a new mapping, never a new renderer.
///
/// Your own kind is a subclass that overrides `drawCommands(in:)` (and, where the defaults do not
/// fit, `legendSymbol(in:color:theme:)`, `valueRange(of:)`, `hitRect(at:in:)` and `valueKeys`); the chart gives it
/// legend entries, hiding, show/hide animations, hit-testing and tooltips at its points like
/// any built-in kind:
///
/// ```swift
/// final class ErrorBarSeries: ChartSeries {
///     override var valueKeys: [SeriesValueKey] { ["error"] }
///     override func valueRange(of content: SeriesContent) -> AxisRange? { content.yRange(spreadBy: "error") }
///     override func drawCommands(in context: SeriesPlotContext) -> [DrawCommand] { … }
/// }
/// ```
open class ChartSeries {
    /// Shown in the legend and tooltips.
    public var title: String
    /// Default: true.
    public var showsInLegend: Bool = true
    /// Whether the crosshair reads this series (snaps to its points, lists it in the tooltip,
    /// steps through it with the arrow keys). Off for helper series a reader should never land
    /// on, such as a tornado's invisible padding bars. Default: true.
    public var crosshairEnabled: Bool = true
    /// A hidden series is not drawn and does not count when axes fit their data; the chart that
    /// last loaded the series refits its axes as soon as this changes. `chart.hideSeries(_:animation:)`
    /// hides it with an animation. Default: false.
    public var isHidden: Bool = false {
        didSet { if isHidden != oldValue { chart?.refitAxes() } }
    }
    /// The chart that last loaded the series, told when `isHidden` changes.
    weak var chart: Chart?
    /// A selected series is drawn in its `selectedStyle`. Default: false.
    public var isSelected: Bool = false
    /// The palette slot for automatic colours; nil until the chart first loads the series, which
    /// then keeps its slot (and colour) when other series come and go.
    public internal(set) var paletteIndex: Int?
    /// What decides the series' automatic colour across charts and reloads: series with one key
    /// get one palette colour in every chart that shares a `SeriesColorKeys` registry. nil: the
    /// title. Default: nil.
    public var colorKey: String?
    /// `colorKey`, or the title when there is none.
    public var effectiveColorKey: String { colorKey ?? title }

    /// Series of one kind family (lines, columns, bars) with the same stack index are stacked:
    /// each point's value is added on top of the values of the series before it, in datasource
    /// order, at the same position. Positive values stack upwards from the baseline and negative
    /// ones downwards, each on their own. Several stack indices make several stacks, side by side
    /// for columns and bars. nil: not stacked. Default: nil.
    public var stackIndex: Int?
    /// What a click on the plot selects in this series. Default: none.
    public var selectionMode: SelectionMode = .none
    /// The points drawn in the selected style (point selection); set by clicks, or in code.
    public var selectedPointIndices: Set<Int> = []
    /// Writes the data labels (`style.showsLabels`): any `LabelFormatting`, the same protocol
    /// axes' formatters conform to. nil: the value, with up to two decimals. Default: nil.
    ///
    /// ```swift
    /// sales.dataLabelFormatter = NumberLabelFormatter(prefix: "$")
    /// sales.dataLabelFormatter = LabelFormatter { "\(Int($0)) units" }
    /// ```
    public var dataLabelFormatter: (any LabelFormatting)?
    /// Text for a data label; nil: the value, with up to two decimals.
    @available(*, deprecated, message: "use dataLabelFormatter = LabelFormatter { … }")
    public var labelFormatter: ((Double) -> String)? {
        get { dataLabelFormatter.map { formatter in { formatter.label(for: $0) } } }
        set { dataLabelFormatter = newValue.map(LabelFormatter.init) }
    }

    /// A series titled `title`; subclasses call it from their own initialisers.
    public init(title: String) {
        self.title = title
    }

    /// The named values each point carries besides x and y, which the chart asks the datasource
    /// for (empty for plain x/y series). Override to read more columns. Default: none.
    open var valueKeys: [SeriesValueKey] { [] }

    // MARK: The extension point for your own kinds

    /// Maps the series onto primitives for the plot area, for one frame: the override point of a
    /// series kind of your own. Commands are drawn in the series layer, clipped to the plot area,
    /// with show/hide animations applied. Default: nothing.
    open func drawCommands(in context: SeriesPlotContext) -> [DrawCommand] { [] }

    /// The legend symbol drawn inside `rect` (in points), in the series' automatic `color`.
    /// Default: a short line across the middle of `rect`.
    open func legendSymbol(in rect: Rect, color: Color, theme: Theme) -> [DrawCommand] {
        let y = rect.midY
        return [.segments(SegmentBatch(segments: [.init(from: Point(x: rect.minX, y: y), to: Point(x: rect.maxX, y: y))],
                                       color: color, width: 2))]
    }

    /// What point `index` covers on screen, in points, for clicks (`hitTest(at:)`, selection)
    /// and hover; nil when the point is not drawn. A rectangle of zero size is the point itself.
    /// Default: the point at its x and y.
    ///
    /// ```swift
    /// override func hitRect(at index: Int, in context: SeriesPlotContext) -> Rect? {
    ///     let top = context.point(x: x[index], y: high[index]), bottom = context.point(x: x[index], y: low[index])
    ///     return Rect(x: top.x - 4, y: top.y, width: 8, height: bottom.y - top.y)
    /// }
    /// ```
    open func hitRect(at index: Int, in context: SeriesPlotContext) -> Rect? {
        let frame = context.frame, values = frame.values
        guard index >= 0, index < values.count else { return nil }
        let p = frame.point(position: values.positioned.x[index], value: displayedValue(at: index, values))
        guard p.x.isFinite, p.y.isFinite else { return nil }
        return Rect(x: p.x, y: p.y, width: 0, height: 0)
    }

    /// The lowest and highest value the series reaches, which the y axis fits (hidden series are
    /// left out). Default: the extent of the finite y values (of the stack, when stacked).
    open func valueRange(of content: SeriesContent) -> AxisRange? {
        content.values.stack.map { $0.extent } ?? content.values.positioned.yExtent
    }

    // MARK: Hooks for the kinds

    /// Which way the points run (bars and vertical lines: `vertical`).
    var layoutOrientation: SeriesOrientation { .horizontal }

    /// Series that stack together share a family (and a stack index); nil for kinds that never
    /// stack.
    var stackFamily: String? { nil }

    /// How the series takes room along its position axis.
    var slotting: SeriesSlotting { .none }

    /// The value stacking and growing animations start from.
    var baselineValue: Double { 0 }
    /// Whether marks stand on `baselineValue` (bars and columns): a value axis whose data end
    /// there is not padded past it, so the marks start on the axis line instead of floating.
    var standsOnBaseline: Bool { false }
    /// Whether the series draws data labels this frame (its style's `showsLabels`).
    var showsDataLabels: Bool { false }
    /// What the series draws in `frame` that other series' data labels must keep clear of (its
    /// line, markers or bars in view); none by default, or past `DataLabelPlacer.maximumCandidates`
    /// points in view, where labels cannot be read anyway.
    func dataObstacles(in frame: SeriesFrame) -> [DataObstacle] { [] }

    /// Maps the series onto primitives for the series layer. The built-in kinds override it;
    /// other kinds go through the public `drawCommands(in:)`.
    func makeCommands(_ context: SeriesDrawContext) -> [DrawCommand] {
        guard let frame = context.frame else { return [] }
        return drawCommands(in: SeriesPlotContext(context, frame: frame))
    }

    /// The legend symbol, drawn inside `rect`. The built-in kinds override it; other kinds go
    /// through the public `legendSymbol(in:color:theme:)`.
    func makeLegendSymbol(in rect: Rect, context: SeriesDrawContext) -> [DrawCommand] {
        legendSymbol(in: rect, color: context.paletteColor, theme: context.theme)
    }

    /// Whether the renderer may draw the series from min/max aggregates when points are denser
    /// than pixels (true for lines, whose picture is unchanged; false for markers).
    var allowsAggregation: Bool { true }

    /// The lowest and highest value each point reaches (its stack segment, a candle's low and
    /// high), for axis fitting; the default is the loaded y (or x, when vertical), or what a
    /// custom kind's `valueRange(of:)` says.
    func valueExtent(_ values: SeriesValues) -> AxisRange? {
        valueRange(of: SeriesContent(values))
    }

    /// How far a point reaches into the plot for hit-testing and labels: the value it is drawn at.
    func displayedValue(at index: Int, _ values: SeriesValues) -> Double {
        values.stack?.top[index] ?? values.positioned.y[index]
    }

    // MARK: Hit-testing

    /// What point `index` covers on screen; nil when it is not drawn. The built-in kinds with
    /// shapes override it; the others go through the public `hitRect(at:in:)`.
    func hitShape(at index: Int, frame: SeriesFrame) -> HitShape? {
        let context = SeriesDrawContext(theme: frame.theme, paletteColor: frame.theme.paletteColor(paletteIndex ?? 0),
                                        geometry: nil, transform: DataTransform(scaleX: 1, scaleY: 1, offsetX: 0, offsetY: 0),
                                        plotBackground: frame.theme.plotBackground, frame: frame)
        guard let rect = hitRect(at: index, in: SeriesPlotContext(context, frame: frame)),
              rect.minX.isFinite, rect.minY.isFinite, rect.width.isFinite, rect.height.isFinite else { return nil }
        if rect.width == 0 && rect.height == 0 { return .point(rect.origin, radius: 0) }
        // Edges in any order.
        return .rect(Rect(x: min(rect.minX, rect.maxX), y: min(rect.minY, rect.maxY),
                          width: abs(rect.width), height: abs(rect.height)))
    }

    /// Whether a line joins consecutive points, so a click on it between them counts.
    var connectsPoints: Bool { false }

    /// The path drawn from one point to the next (a step line turns a corner).
    func connection(from a: Point, to b: Point) -> [Point] { [a, b] }

    /// How far, in points, a point's shape may reach along the position axis beyond its centre.
    func hitReach(_ frame: SeriesFrame) -> Double { 0 }

    // MARK: Crosshair and tooltips (Overlay/)

    /// The values a tooltip shows for point `index`, formatted by the series' axes: x and y by
    /// default. Kinds with more values override (OHLC, band, bubble; a pie gives name, value and
    /// percentage).
    func tooltipValues(at index: Int, frame: SeriesFrame) -> [TooltipValue] {
        let values = frame.values
        guard index >= 0, index < values.count else { return [] }
        return frame.tooltipPositionAndValue(position: values.positioned.x[index], value: values.positioned.y[index])
    }

    /// The series' own colour for its crosshair marker, tooltip swatch and caret (its style's
    /// colour, else its palette colour); `index` is the point read, nil when interpolated.
    func tooltipColor(at index: Int?, frame: SeriesFrame, theme: Theme, paletteColor: Color) -> Color { paletteColor }

    /// For `.step` reading: whether the value changes at the earlier point (the step is drawn
    /// up, then across), so between two points the later point's value holds.
    var stepTakesNextValue: Bool { false }

    /// How the floating crosshair reads a value between two points under `.automatic`:
    /// connected kinds interpolate linearly, the others take the nearest point.
    var crosshairInterpolation: CrosshairInterpolation { connectsPoints ? .linear : .nearest }
}

/// How a series takes room along its position axis.
enum SeriesSlotting: Equatable {
    /// Points are infinitely thin (lines, markers).
    case none
    /// Each point fills a share of its category slot, side by side with the other grouped
    /// series of the same orientation (columns, bars).
    case grouped
    /// Each point is centred in its slot, on its own (candlesticks, OHLC).
    case centred
}
