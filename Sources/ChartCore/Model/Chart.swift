/// A chart: a title, a legend, an x and a y axis, and the series a datasource supplies.
///
/// ```swift
/// let chart = Chart(title: "Daily temperature")
/// let data = ArrayDataSource()
/// data.add(LineSeries(title: "Oslo"), x: days, y: oslo)
/// chart.dataSource = data
/// chart.yAxis.title = "°C"
/// chart.theme = .dark
/// ```
///
/// A chart is model and logic only: `makeScene(size:scale:measurer:)` describes a frame as plain
/// data, and a renderer (ChartGL) draws it.
public final class Chart {
    public var title: String?
    /// Default: the theme's title font and colour.
    public var titleStyle = TextStyle()
    /// Default: the theme's plot background.
    public var plotAreaBackgroundColor: Color?

    /// Supplies the series and their points. Setting it loads the data at once, so axis ranges
    /// are right straight away. Held strongly, unlike the delegate: a datasource is usually made
    /// for the chart alone.
    public var dataSource: ChartDataSource? {
        didSet { reloadData() }
    }
    /// Shapes ticks and labels and hears every event; more listeners come with `addObserver(_:)`.
    public weak var delegate: ChartDelegate?
    /// Listeners beside the delegate, in the order they were added (`Chart+Observers.swift`).
    var observers: [(id: Int, observer: ChartObserver)] = []
    var nextObserverID = 0

    /// Every x axis, the primary one first; more come with `addXAxis(_:)`.
    public internal(set) var xAxes: [Axis] = [NumberAxis(orientation: .horizontal)] {
        didSet { axesChanged(from: oldValue, to: xAxes) }
    }
    /// Every y axis, the primary one first; more come with `addYAxis(_:)`.
    public internal(set) var yAxes: [Axis] = [NumberAxis(orientation: .vertical)] {
        didSet { axesChanged(from: oldValue, to: yAxes) }
    }
    /// Where each axis lies in this chart and what of this chart's data it fits, by axis
    /// (`AxisPlacement`): kept here, not in the axis, so one axis can show in several charts.
    var axisPlacements: [ObjectIdentifier: AxisPlacement] = [:]

    /// The primary x axis, which series use unless told otherwise. Default: a `NumberAxis`.
    public var xAxis: Axis {
        get { xAxes[0] }
        set {
            newValue.take(.horizontal, in: self)
            xAxes[0] = newValue
            refitAxes()
        }
    }

    /// The primary y axis, which series use unless told otherwise. Default: a `NumberAxis`.
    public var yAxis: Axis {
        get { yAxes[0] }
        set {
            newValue.take(.vertical, in: self)
            yAxes[0] = newValue
            refitAxes()
        }
    }
    public var legend = Legend()
    /// The least distance between the canvas's sides and the plot area, in points: charts stacked
    /// in one window share the largest of their natural insets so their plot areas line up.
    /// Default: zero (the plot area takes what the axes leave).
    public var minimumPlotInsets = HorizontalInsets()
    /// How the crosshair (lines through the data point nearest the pointer, with a tooltip)
    /// looks and behaves: a plain value, copied between charts as it is (`crosshair` below
    /// reads and writes it together with the state).
    public var crosshairSettings = CrosshairSettings()
    /// Where the crosshair stands now: set by interaction (the pointer, a stream's anchor, a
    /// linked chart's x, the keyboard's point, a held press), kept apart from the settings.
    public var crosshairState = CrosshairState()

    /// The theme every style falls back on: setting it restyles the whole chart, since every
    /// style value left unset comes from it (values you set stick). Default: `Theme.default`
    /// (`.light` unless the app set another).
    ///
    /// ```swift
    /// chart.theme = .dark
    /// ```
    public var theme: Theme = .default

    private(set) var seriesStates: [SeriesState] = []
    /// Appends, rolling window, follow mode and y fitting (`Chart+Streaming.swift`).
    let streaming = StreamingState()
    /// Overlay drawings and input hooks attached with `addExtension(_:)` (held weakly).
    var extensions: [WeakChartExtension] = []
    /// Palette slots by series key shared with other charts (`SeriesColorKeys`); nil: each
    /// series keeps the lowest slot free in this chart. Setting it recolours at once.
    public var colorKeys: SeriesColorKeys? {
        didSet { assignPaletteSlots(seriesStates) }
    }

    // MARK: Navigation state (gestures, momentum, animations, view history)

    /// How gestures, keys and animations move the axes; which axes may move, and how far, is
    /// set on each axis (`Axis.isGesturePanningEnabled`, `allowsPanningOutOfDefaultRange`, …).
    public var navigation = NavigationOptions()
    /// The interaction engine: gesture state, momentum, animations and the view history.
    lazy var navigator = ChartNavigator(chart: self)
    /// The handlers input is offered to, in order (`ChartInteraction`): remove, reorder or add
    /// to them. Default: `ChartInteractions.standard`.
    public var interactions = ChartInteractions.standard

    // MARK: Selection and series animation state

    /// How stacked values pile up. Default: `.separateSigns`.
    public var stacking: StackingMode = .separateSigns {
        didSet { refitAxes() }
    }
    /// How grouped columns and bars share a category slot. Default: 20 % of the slot between
    /// groups, 10 % of a column's width between the series of a group.
    public var barColumnLayout = BarColumnLayout()
    /// Selecting a series by a click deselects the other series, and a click on a selected
    /// series deselects it. Default: true.
    public var toggleSelection = true
    /// Selecting a point by a click deselects every other selected point, and a click on a
    /// selected point deselects it. Default: true.
    public var togglePointSelection = true
    /// Lines, bands and columns handed over as arrays with at least this many points are drawn
    /// first from a sample while their pyramids are built on every core, then refined
    /// (Chart+ProgressiveLoad).
    /// `Int.max` turns it off.
    public var progressiveLoadThreshold = 1 << 22
    /// How a legend click shows or hides a series; nil: at once. Default: nil.
    public var legendToggleAnimation: SeriesAnimation?
    /// Stack segments are recomputed only when this changes: which stacked series are shown,
    /// with which data.
    var stackSignature: [StackSignatureEntry] = []
    /// Bumped whenever stacks are recomputed, so memoised extents and geometry follow.
    var stackGeneration = 0
    /// Show and hide animations under way, by series.
    var seriesAnimations: [ObjectIdentifier: SeriesAnimationRun] = [:]
    /// The time of the last `advanceAnimations(to:)`, in seconds on the caller's clock.
    public internal(set) var animationTime: Double?

    /// Annotations, the crosshair's last reading, measurement cursors (`Overlay/`).
    let overlayState = ChartOverlayState()
    /// Radial charts' state: slice names, rotation gestures, momentum and animations (Radial/).
    lazy var radial = RadialController(chart: self)

    /// The layout the chart works with now: the last one applied (`apply(_:)`), by a built
    /// scene or by input handed over with its layout. Input, hit tests and pixel conversions that
    /// take no layout read this one.
    public internal(set) var lastLayout: ChartLayout?

    public init(title: String? = nil) {
        self.title = title
        for axis in xAxes + yAxes { axis.addHost(self) }
    }

    /// Restyles the whole chart: every style value left unset now comes from `theme`.
    @available(*, deprecated, message: "set the theme property: chart.theme = .dark")
    public func applyTheme(_ theme: Theme) {
        self.theme = theme
    }

    /// The series as last loaded from the datasource, in datasource order.
    public var series: [ChartSeries] { seriesStates.map(\.series) }

    /// The loaded data of series `index`.
    public func data(forSeriesAt index: Int) -> SeriesData { seriesStates[index].data }

    /// Asks the datasource for everything again. Series objects the datasource returns again keep
    /// their palette colour and retained geometry.
    public func reloadData() {
        notifyObservers { $0.chartWillLoadData(self) }
        let old = Dictionary(seriesStates.map { (ObjectIdentifier($0.series), $0) }, uniquingKeysWith: { a, _ in a })
        var states: [SeriesState] = []
        if let source = dataSource {
            let n = max(0, source.numberOfSeries(in: self))
            states.reserveCapacity(n)
            for i in 0..<n {
                let series = source.chart(self, seriesAt: i)
                let data = Self.loadData(from: source, chart: self, seriesIndex: i)
                if let previous = old[ObjectIdentifier(series)] {
                    previous.data = data
                    states.append(previous)
                } else {
                    states.append(SeriesState(series: series, data: data))
                }
            }
        }
        assignPaletteSlots(states)
        assignAxes(states, from: dataSource)
        loadSeriesValues(states, from: dataSource)
        seriesStates = states
        for state in states { state.series.chart = self }
        loadSliceNames(from: dataSource)
        loadCategoryNames(from: dataSource)
        refitAxes()
        notifyObservers { $0.chartDidLoadData(self) }
    }

    /// Re-reads the data ranges after series were shown or hidden, or data appended.
    public func refitAxes() {
        refreshStacks()
        let shown = seriesStates.filter { !$0.series.isHidden }
        fitAxes(to: shown)
    }

    private static func loadData(from source: ChartDataSource, chart: Chart, seriesIndex: Int) -> SeriesData {
        if let ready = source.chart(chart, seriesDataAt: seriesIndex) { return ready }
        if let bulk = source.chart(chart, pointsForSeriesAt: seriesIndex) {
            if let progressive = progressiveData(bulk, series: source.chart(chart, seriesAt: seriesIndex), chart: chart) {
                return progressive
            }
            if let x = bulk.x { return SeriesData(x: x, y: bulk.y) }
            return SeriesData(y: bulk.y)
        }
        let count = max(0, source.chart(chart, numberOfPointsInSeriesAt: seriesIndex))
        var xs = [Double](), ys = [Double]()
        xs.reserveCapacity(count)
        ys.reserveCapacity(count)
        for i in 0..<count {
            let p = source.chart(chart, pointAt: i, inSeriesAt: seriesIndex)
            xs.append(p.x)
            ys.append(p.y)
        }
        return SeriesData(x: xs, y: ys)
    }

    /// Series keep the palette slot they first got; a new series takes the lowest free slot, so
    /// colours never shuffle when series are added or removed.
    private func assignPaletteSlots(_ states: [SeriesState]) {
        if let colorKeys {
            // One colour per key in every chart sharing the registry (Dashboard/).
            for state in states { state.series.paletteIndex = colorKeys.slot(for: state.series.effectiveColorKey) }
            return
        }
        var slots = PaletteSlots(holding: states.compactMap(\.series.paletteIndex))
        for state in states where state.series.paletteIndex == nil {
            state.series.paletteIndex = slots.take()
        }
    }
}

/// What the chart keeps per loaded series between frames.
final class SeriesState {
    let series: ChartSeries
    var data: SeriesData
    let geometryBuilder = LineGeometryBuilder()
    /// One-point geometry for the legend's marker symbol, in plain points.
    let legendMarker = SeriesGeometry(originX: 0, originY: 0)
    /// One-point geometry for the crosshair's highlight of this series' point, in plain points.
    let highlightMarker = SeriesGeometry(originX: 0, originY: 0)
    /// Arranged values, stacks and the retained geometry of the other series kinds.
    let cache = SeriesCache()
    /// Which of `chart.xAxes` and `chart.yAxes` the series is plotted against (0: primary).
    var xAxisIndex = 0
    var yAxisIndex = 0
    /// The data mapped onto non-linear axis scales (log, discontinuous), kept between frames.
    let scaledData = ScaledSeriesData()

    init(series: ChartSeries, data: SeriesData) {
        self.series = series
        self.data = data
    }
}

extension Chart {
    /// How many vertices series `index` currently sends to the GPU (after level-of-detail
    /// aggregation): for benchmarks and tests.
    public func seriesGeometryVertexCount(at index: Int) -> Int {
        seriesStates[index].geometryBuilder.geometry.count
    }
}
