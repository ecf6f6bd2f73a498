/// What a series needs to turn itself into draw commands: the resolved theme and colours, and
/// for the plot area (not the legend) the frame it is drawn into.
struct SeriesDrawContext {
    let theme: Theme
    /// The series' automatic colour from the palette.
    let paletteColor: Color
    /// For a legend symbol: one-point geometry at the symbol's centre, with `transform` the
    /// identity. nil in the plot area.
    let geometry: SeriesGeometry?
    let transform: DataTransform
    let plotBackground: Color
    /// The plot area frame; nil for legend symbols.
    let frame: SeriesFrame?
    /// The data labels placed so far in this frame, shared by every series so labels of
    /// different series never overlap; nil: the series' labels only avoid each other.
    var labelOccupancy: DataLabelOccupancy?

    init(theme: Theme, paletteColor: Color, geometry: SeriesGeometry?, transform: DataTransform,
         plotBackground: Color, frame: SeriesFrame? = nil, labelOccupancy: DataLabelOccupancy? = nil) {
        self.theme = theme
        self.paletteColor = paletteColor
        self.geometry = geometry
        self.transform = transform
        self.plotBackground = plotBackground
        self.frame = frame
        self.labelOccupancy = labelOccupancy
    }
}

/// One series drawn into the plot area for one frame: its state, the axes, where it sits in a
/// category slot, and the layout's measurements.
struct SeriesFrame {
    let state: SeriesState
    let xAxis: Axis
    let yAxis: Axis
    /// Where each axis runs in the layout this frame is drawn or hit-tested in: every mapping of
    /// the series' values goes through these (an axis shared with another chart has that
    /// chart's span there).
    let xSpan: AxisSpan
    let ySpan: AxisSpan
    let plotArea: Rect
    let scale: Double
    /// Measures data labels; nil when only hit-testing.
    let measurer: TextMeasuring?
    /// The category slot's width and the series' share of it, in position units.
    let slot: SlotPlacement
    /// The chart's theme (for the public `SeriesPlotContext` of a hit test).
    var theme: Theme = .light

    var values: SeriesValues { state.values }
    var orientation: SeriesOrientation { state.series.layoutOrientation }
    var positionAxis: Axis { orientation == .horizontal ? xAxis : yAxis }
    var valueAxis: Axis { orientation == .horizontal ? yAxis : xAxis }
    var positionSpan: AxisSpan { orientation == .horizontal ? xSpan : ySpan }
    var valueSpan: AxisSpan { orientation == .horizontal ? ySpan : xSpan }

    /// The x and y axes with their spans, for code that takes one axis at a time.
    var placedXAxis: PlacedAxis { PlacedAxis(axis: xAxis, span: xSpan) }
    var placedYAxis: PlacedAxis { PlacedAxis(axis: yAxis, span: ySpan) }

    /// Where `value` of the x axis lands, in points.
    func xPixel(_ value: Double) -> Double { xAxis.pixelValue(forDataValue: value, in: xSpan) }
    /// Where `value` of the y axis lands, in points.
    func yPixel(_ value: Double) -> Double { yAxis.pixelValue(forDataValue: value, in: ySpan) }
    /// The x value at `pixel`.
    func xValue(atPixel pixel: Double) -> Double { xAxis.dataValue(forPixelValue: pixel, in: xSpan) }
    /// The y value at `pixel`.
    func yValue(atPixel pixel: Double) -> Double { yAxis.dataValue(forPixelValue: pixel, in: ySpan) }
    /// The position at `pixel` along the position axis.
    func position(atPixel pixel: Double) -> Double { positionAxis.dataValue(forPixelValue: pixel, in: positionSpan) }
    /// The value at `pixel` along the value axis.
    func value(atPixel pixel: Double) -> Double { valueAxis.dataValue(forPixelValue: pixel, in: valueSpan) }
    var grid: PixelGrid { PixelGrid(scale: scale) }

    /// Where (position, value) is drawn, in points.
    func point(position: Double, value: Double) -> Point {
        orientation == .horizontal
            ? Point(x: xPixel(position), y: yPixel(value))
            : Point(x: xPixel(value), y: yPixel(position))
    }

    /// The rectangle spanning `positions` and `values`, in points (edges in any order).
    func rect(positions: (Double, Double), values: (Double, Double)) -> Rect {
        let a = point(position: positions.0, value: values.0), b = point(position: positions.1, value: values.1)
        return Rect(x: min(a.x, b.x), y: min(a.y, b.y), width: abs(b.x - a.x), height: abs(b.y - a.y))
    }

    /// `rect(positions:values:)` for the many rectangles of one frame: each axis's visible range
    /// read once (`Axis.pixelMapping(in:)`), the rectangles the same to the bit.
    func rectMapping() -> (_ positions: (Double, Double), _ values: (Double, Double)) -> Rect {
        let x = xAxis.pixelMapping(in: xSpan), y = yAxis.pixelMapping(in: ySpan)
        let horizontal = orientation == .horizontal
        return { positions, values in
            let a = horizontal ? Point(x: x(positions.0), y: y(values.0)) : Point(x: x(values.0), y: y(positions.0))
            let b = horizontal ? Point(x: x(positions.1), y: y(values.1)) : Point(x: x(values.1), y: y(positions.1))
            return Rect(x: min(a.x, b.x), y: min(a.y, b.y), width: abs(b.x - a.x), height: abs(b.y - a.y))
        }
    }

    /// The visible position range, widened by `margin` slots on each side (a column whose centre
    /// lies just outside still shows its edge).
    func visiblePositions(margin: Double) -> AxisRange {
        let r = positionAxis.visibleRange
        let pad = slot.slotWidth * margin
        return AxisRange(min: Swift.min(r.min, r.max) - pad, max: Swift.max(r.min, r.max) + pad)
    }

    /// The indices of the points in view (binary search on sorted positions).
    func visibleIndices(margin: Double = 1) -> Range<Int> {
        values.indices(inPositionRange: visiblePositions(margin: margin))
    }
}

/// The category slot and a series' share of it, in position units.
struct SlotPlacement {
    /// The whole slot: the smallest spacing between positions.
    var slotWidth: Double
    /// The series' centre relative to the slot's centre.
    var offset: Double
    /// The series' width (a column's width).
    var width: Double

    static let unit = SlotPlacement(slotWidth: 1, offset: 0, width: 1)
}
