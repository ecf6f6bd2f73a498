/// What columns and bars share: a rectangle per point from the baseline to the value, placed
/// side by side with the other grouped series in each category slot, tips rounded by
/// `cornerRatio`, negative values reaching the other way, and stacking.
///
/// Only the points in view are drawn (binary search on sorted positions); when they outnumber
/// the device pixels along the position axis, each pixel column becomes one rectangle spanning
/// the lowest to the highest value in it (from the min/max pyramids), so the cost follows the
/// pixels. Use `ColumnSeries` (vertical rectangles) or `BarSeries` (horizontal ones).
public class BarColumnSeries: ChartSeries {
    public var style = BarColumnSeriesStyle()
    /// Used while `isSelected`, and for selected points. Default: the normal style with the fill
    /// a quarter of the way to black.
    public var selectedStyle: BarColumnSeriesStyle?
    /// The value the rectangles grow from. Default: 0.
    public var baseline: Double = 0

    private let orientation: SeriesOrientation
    /// The pixel columns' extremes of the last aggregated frame, reused by the next (a pan).
    private var pixelColumnExtrema = PixelColumnExtrema()
    /// Min/max queries the aggregated frames made (tests: a pan queries only the columns it uncovers).
    var pixelColumnQueries: Int { pixelColumnExtrema.queries }

    init(title: String, orientation: SeriesOrientation) {
        self.orientation = orientation
        super.init(title: title)
    }

    var activeStyle: BarColumnSeriesStyle { isSelected ? resolvedSelectedStyle : style }

    var resolvedSelectedStyle: BarColumnSeriesStyle {
        if let s = selectedStyle { return s }
        var s = style
        s.fillColor = s.fillColor?.selectionEmphasis
        return s
    }

    override var layoutOrientation: SeriesOrientation { orientation }
    override var stackFamily: String? { orientation == .horizontal ? "column" : "bar" }
    override var slotting: SeriesSlotting { .grouped }
    override var baselineValue: Double { baseline }
    override var standsOnBaseline: Bool { baseline.isFinite }

    /// The value extent, with the baseline in it so every rectangle starts in view.
    override func valueExtent(_ values: SeriesValues) -> AxisRange? {
        let own = values.stack.map { $0.extent } ?? values.positioned.yExtent
        guard baseline.isFinite else { return own }
        guard let own else { return nil }
        return AxisRange(min: min(own.min, baseline), max: max(own.max, baseline))
    }

    /// Point `index`'s rectangle in points (before snapping), and whether its value lies below
    /// the baseline; nil when it has no value. `mapping`: the frame's `rectMapping()` when many
    /// rectangles are made at once.
    func barRect(at index: Int, frame: SeriesFrame,
                 mapping: ((_ positions: (Double, Double), _ values: (Double, Double)) -> Rect)? = nil)
        -> (rect: Rect, negative: Bool)? {
        let values = frame.values
        guard index >= 0, index < values.count else { return nil }
        let position = values.positioned.x[index]
        let (start, end): (Double, Double)
        if let stack = values.stack {
            (start, end) = (stack.base[index], stack.top[index])
        } else {
            (start, end) = (baseline, values.positioned.y[index])
        }
        guard position.isFinite, start.isFinite, end.isFinite else { return nil }
        let centre = position + frame.slot.offset, half = frame.slot.width / 2
        let edges = (centre - half, centre + half), ends = (start, end)
        return (mapping.map { $0(edges, ends) } ?? frame.rect(positions: edges, values: ends), end < start)
    }

    override func hitShape(at index: Int, frame: SeriesFrame) -> HitShape? {
        barRect(at: index, frame: frame).map { .rect($0.rect) }
    }

    /// A bar of a running-sum stack (a tornado's or a waterfall's) or one standing on a baseline
    /// other than 0 reads where it ends on the axis, the value a reader sees, with the step it
    /// adds as `change`: its own loaded value is only a distance (a tornado row's "−25" is a
    /// bar ending at 25).
    override func tooltipValues(at index: Int, frame: SeriesFrame) -> [TooltipValue] {
        let values = frame.values
        guard index >= 0, index < values.count, let stack = values.stack,
              chart?.stacking == .runningSum || baseline != 0 else {
            return super.tooltipValues(at: index, frame: frame)
        }
        let end = stack.top[index], step = values.positioned.y[index]
        var result = frame.tooltipPositionAndValue(position: values.positioned.x[index], value: end)
        result.append(TooltipValue(name: "change", value: step, text: frame.valueAxis.tooltipString(for: step)))
        return result
    }

    override func tooltipColor(at index: Int?, frame: SeriesFrame, theme: Theme, paletteColor: Color) -> Color {
        style.fill(palette: paletteColor)
    }

    override func hitReach(_ frame: SeriesFrame) -> Double {
        let axis = frame.positionAxis, pixels = frame.positionSpan
        let span = abs(frame.slot.offset) + frame.slot.width / 2
        return abs(axis.pixelValue(forDataValue: span, in: pixels) - axis.pixelValue(forDataValue: 0, in: pixels))
    }

    override var showsDataLabels: Bool { activeStyle.showsLabels }

    override func dataObstacles(in frame: SeriesFrame) -> [DataObstacle] {
        let visible = frame.visibleIndices(margin: 1)
        guard visible.count <= DataLabelPlacer.maximumCandidates else { return [] }
        let owner = ObjectIdentifier(self)
        return visible.compactMap { index in
            barRect(at: index, frame: frame).map { DataObstacle(owner: owner, shape: .box($0.rect)) }
        }
    }

    override func makeCommands(_ context: SeriesDrawContext) -> [DrawCommand] {
        guard let frame = context.frame else { return [] }
        let s = activeStyle
        let visible = frame.visibleIndices(margin: 1)
        let positionPixels = (orientation == .horizontal ? frame.plotArea.width : frame.plotArea.height) * frame.scale
        if Double(visible.count) > 2 * max(positionPixels, 1) {
            return aggregatedCommands(context, frame: frame, visible: visible, style: s)
        }
        let normalFill = s.fill(palette: context.paletteColor)
        let selected = resolvedSelectedStyle
        let selectedFill = selected.fillColor ?? normalFill.selectionEmphasis
        var shapes: [RectShape] = []
        shapes.reserveCapacity(visible.count)
        let mapping = frame.rectMapping()
        for index in visible {
            guard let bar = barRect(at: index, frame: frame, mapping: mapping) else { continue }
            let pointStyle = selectedPointIndices.contains(index) ? selected : s
            let fill = selectedPointIndices.contains(index) ? selectedFill : normalFill
            shapes.append(shape(bar.rect, negative: bar.negative, style: pointStyle, fill: fill, frame: frame))
        }
        var commands: [DrawCommand] = shapes.isEmpty ? [] : [.rects(shapes)]
        if s.showsLabels {
            commands += context.dataLabels(self, style: s.labelStyle) { [unowned self] index in
                guard let bar = barRect(at: index, frame: frame) else { return nil }
                let r = bar.rect
                let (end, start): (Point, Point)
                switch (orientation, bar.negative) {
                case (.horizontal, false): (end, start) = (Point(x: r.midX, y: r.minY), Point(x: r.midX, y: r.maxY))
                case (.horizontal, true): (end, start) = (Point(x: r.midX, y: r.maxY), Point(x: r.midX, y: r.minY))
                case (.vertical, false): (end, start) = (Point(x: r.maxX, y: r.midY), Point(x: r.minX, y: r.midY))
                case (.vertical, true): (end, start) = (Point(x: r.minX, y: r.midY), Point(x: r.maxX, y: r.midY))
                }
                return DataLabelPlacer.Anchor(end: end, start: start, fill: normalFill, isNegative: bar.negative)
            }
        }
        return commands
    }

    /// A rectangle snapped to device pixels (so stacked segments meet exactly) with its tip
    /// rounded.
    private func shape(_ rect: Rect, negative: Bool, style: BarColumnSeriesStyle, fill: Color,
                       frame: SeriesFrame) -> RectShape {
        let snapped = frame.grid.snap(rect)
        let ratio = style.cornerRatio.isFinite ? min(max(style.cornerRatio, 0), 1) : 0
        let breadth = orientation == .horizontal ? snapped.width : snapped.height
        let tip: RectCorners, tipEdge: RectGradient.Edge
        switch (orientation, negative) {
        case (.horizontal, false): (tip, tipEdge) = (.top, .top)
        case (.horizontal, true): (tip, tipEdge) = (.bottom, .bottom)
        case (.vertical, false): (tip, tipEdge) = (.right, .right)
        case (.vertical, true): (tip, tipEdge) = (.left, .left)
        }
        return RectShape(rect: snapped, fill: fill, cornerRadius: ratio * breadth / 2,
                         borderWidth: style.borderColor == nil ? 0 : max(style.borderWidth, 0),
                         borderColor: style.borderColor ?? .clear, roundedCorners: tip,
                         gradient: style.fillGradientEndColor.map { RectGradient(from: tipEdge, endColor: $0) })
    }

    /// One rectangle per device-pixel column, from the lowest to the highest value in it.
    private func aggregatedCommands(_ context: SeriesDrawContext, frame: SeriesFrame, visible: Range<Int>,
                                    style s: BarColumnSeriesStyle) -> [DrawCommand] {
        let values = frame.values
        let inputs: (upper: SeriesData, lower: SeriesData)? = values.stack.map {
            frame.twoLineInputs(upper: $0.top, lower: $0.base)
        }
        let upper = inputs?.upper ?? values.positioned
        let start = frame.positionSpan.pixelStart
        let pixelSize = abs(frame.position(atPixel: start + 1 / frame.scale) - frame.position(atPixel: start))
        guard pixelSize > 0, pixelSize.isFinite, upper.isSortedByX else { return [] }
        let fill = s.fill(palette: context.paletteColor)
        let positions = upper.x
        let sources = [upper, inputs?.lower].compactMap { $0 }
        let mapping = frame.rectMapping()
        var shapes: [RectShape] = []
        var index = visible.lowerBound
        // The last pixel column's points: where the next column's end is looked for first.
        var lastRun = 1
        pixelColumnExtrema.beginFrame(over: sources)
        while index < visible.upperBound {
            let bin = (positions[index] / pixelSize).rounded(.down)
            let found = Self.firstIndex(of: upper, xAtLeast: (bin + 1) * pixelSize, from: index, near: index + lastRun)
            let end = min(max(found, index + 1), visible.upperBound)
            lastRun = end - index
            var (low, high) = pixelColumnExtrema.extremes(in: index..<end, of: sources)
            if inputs == nil, baseline.isFinite {
                low = min(low, baseline)
                high = max(high, baseline)
            }
            if low <= high {
                let rect = mapping((bin * pixelSize, (bin + 1) * pixelSize), (low, high))
                shapes.append(RectShape(rect: frame.grid.snap(rect), fill: fill))
            }
            index = end
        }
        return shapes.isEmpty ? [] : [.rects(shapes)]
    }

    /// `data.firstIndex(xAtLeast:from:)` looked for outwards from `guess` (sorted x): pixel
    /// columns of a large series hold about as many points each, so the next column's end lies
    /// near the last one's width on, and a search from there reads a few neighbouring values
    /// instead of galloping across the whole column from `start`.
    private static func firstIndex(of data: SeriesData, xAtLeast value: Double, from start: Int, near guess: Int) -> Int {
        let x = data.x
        guard guess > start, guess < x.count else { return data.firstIndex(xAtLeast: value, from: start) }
        // At or past the guess: gallop on from it.
        if !(x[guess - 1] >= value) { return data.firstIndex(xAtLeast: value, from: guess) }
        // Before it: step back doubling until a value below, then gallop on from there.
        var step = 1, below = guess - 1
        while below > start && x[below] >= value {
            below = max(start, below - step)
            step *= 2
        }
        return x[below] >= value ? below : data.firstIndex(xAtLeast: value, from: below + 1)
    }

    override func makeLegendSymbol(in rect: Rect, context: SeriesDrawContext) -> [DrawCommand] {
        let s = activeStyle
        let side = min(rect.height, rect.width) * 0.8
        let box = Rect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side)
        return [.rects([RectShape(rect: box, fill: s.fill(palette: context.paletteColor),
                                  cornerRadius: min(max(s.cornerRatio, 0), 1) * side / 4,
                                  borderWidth: s.borderColor == nil ? 0 : min(max(s.borderWidth, 0), 2),
                                  borderColor: s.borderColor ?? .clear)])]
    }
}
