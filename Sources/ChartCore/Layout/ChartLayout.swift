/// Where everything of a chart goes in one frame, measured before anything is drawn.
public struct ChartLayout: Equatable, Sendable {
    public var size: Size
    public var scale: Double
    /// Where the data are drawn.
    public var plotArea: Rect
    /// How far from the canvas's left and right sides the plot area would sit on its own, before
    /// `Chart.minimumPlotInsets` widened the margins: what a window of stacked charts aligns.
    public var naturalPlotInsets: HorizontalInsets
    /// The title's box (nil without a title).
    public var titleFrame: Rect?
    /// The title as drawn: shortened with an ellipsis when wider than the chart.
    public var titleText: String?
    /// The legend's box (nil when hidden or empty).
    public var legendFrame: Rect?
    public var legendEntries: [LegendEntryLayout]
    /// Every x axis, in the chart's order (`chart.xAxes`): the primary one first.
    public var xAxes: [AxisLayout]
    /// Every y axis, in the chart's order (`chart.yAxes`): the primary one first.
    public var yAxes: [AxisLayout]
    /// The strip at the chart's foot, below the axes, that attached extensions asked for
    /// (`ChartExtension.footerHeight`): the window's status line draws there. Nil when none did.
    public var footerStrip: Rect? = nil
    /// The column right of the plot where a heatmap's colour bar is drawn; nil without one.
    public var colorBarFrame: Rect? = nil

    /// The primary x axis.
    public var xAxis: AxisLayout {
        get { xAxes.first ?? .empty }
        set { if xAxes.isEmpty { xAxes = [newValue] } else { xAxes[0] = newValue } }
    }

    /// The primary y axis.
    public var yAxis: AxisLayout {
        get { yAxes.first ?? .empty }
        set { if yAxes.isEmpty { yAxes = [newValue] } else { yAxes[0] = newValue } }
    }
}

/// One legend entry: the series' symbol box, its title's anchor and the title as drawn
/// (shortened with an ellipsis when it would not fit).
public struct LegendEntryLayout: Equatable, Sendable {
    public var seriesIndex: Int
    public var symbolFrame: Rect
    public var textOrigin: Point
    public var title: String
    /// The whole entry, symbol and title: where a click toggles the series.
    public var frame: Rect
    /// The slice the entry stands for (pies and donuts list one entry per slice); nil for a
    /// whole series.
    public var sliceName: String? = nil
}

/// The side of the plot area an axis band lies on.
public enum AxisSide: Hashable, Sendable {
    case bottom, top, left, right

    /// Whether the band runs along x (bottom and top).
    var isHorizontal: Bool { self == .bottom || self == .top }

    /// +1 where moving away from the plot area increases the coordinate across the axis (bottom,
    /// right), −1 where it decreases it (top, left).
    var outward: Double { self == .bottom || self == .right ? 1 : -1 }
}

/// An axis after measuring: its ticks, their labels and the space they take.
public struct AxisLayout: Equatable, Sendable {
    /// Every major tick in view (the delegate's values, when it gives some).
    public var majorTicks: TickSet
    public var minorTicks: TickSet
    /// The labels of `majorTicks`, in order, as the axis wrote them.
    public var labels: [String]
    /// The widest label (horizontal extent), in points.
    public var maxLabelWidth: Double
    public var labelHeight: Double
    /// The band beside the plot area taken by the axis line, ticks, labels and title.
    public var frame: Rect
    /// Where the title's anchor sits (centre of the title), if there is a title.
    public var titleCenter: Point?
    /// The side the band lies on.
    public var side: AxisSide
    /// The axis's index in `chart.xAxes` or `chart.yAxes`.
    public var axisIndex: Int
    /// Where the axis line starts across the axis, in points: its edge nearer the plot area (the
    /// y of an x axis's line, the x of a y axis's). Inside the plot area for an axis crossing at
    /// `axisPositionValue`.
    public var linePosition: Double
    /// The width of the axis line, in points (whole device pixels).
    public var lineWidth: Double
    /// Where the labels start across the axis: their edge nearer the line.
    public var labelPosition: Double
    /// The ticks as they are drawn: majors (with their labels) and minors, after the delegate has
    /// altered them and overlapping or clipped labels were turned off.
    public var tickMarks: [TickMark]
    /// The measured size of each tick mark's label (zero for marks without a shown label).
    public var labelSizes: [Size]
    /// What the labels leave unsaid (a date axis's year), drawn at the axis's far end in the
    /// title's row, right-aligned at `noteAnchor`; nil for none.
    public var note: String? = nil
    public var noteAnchor: Point? = nil
    /// Where the axis runs on screen, in points: from `pixelStart` (the left end of an x axis,
    /// the top end of a y axis) for `pixelLength`. With the axis's visible range this is its
    /// pixel mapping (`ChartLayout.pixelValue(forDataValue:on:)`).
    public var pixelStart: Double = 0
    public var pixelLength: Double = 0
    /// `pixelStart` and `pixelLength` as one value, to hand to a mapping.
    var span: AxisSpan { AxisSpan(pixelStart: pixelStart, pixelLength: pixelLength) }
    /// Which axis this is, so a layout answers for an `Axis` object.
    var axisID: ObjectIdentifier? = nil
    /// The label space this layout reserved: the axis keeps it once the layout is applied, so
    /// the next frame's layout holds the plot area still (`AxisLayoutMemory`).
    var memory = AxisLayoutMemory()

    /// No ticks, no space.
    public static let empty = AxisLayout(
        majorTicks: .empty, minorTicks: .empty, labels: [], maxLabelWidth: 0, labelHeight: 0, frame: .zero,
        titleCenter: nil, side: .bottom, axisIndex: 0, linePosition: 0, lineWidth: 1, labelPosition: 0,
        tickMarks: [], labelSizes: [])
}
