/// What candlestick and OHLC series share: points with open, high, low and close values,
/// centred in their category slot (a day, on a date axis of daily prices), rising and falling
/// colours, and drawing only what is in view.
///
/// When the points in view outnumber the device pixels along x, each pixel column becomes one
/// aggregated candle (first open, highest high, lowest low, last close, from the min/max
/// pyramids), so the cost follows the pixels, as a price chart zoomed out should look.
public class FinancialSeries: ChartSeries {
    override init(title: String) {
        super.init(title: title)
    }

    public override var valueKeys: [SeriesValueKey] { [.open, .high, .low, .close] }
    override var slotting: SeriesSlotting { .centred }
    override var allowsAggregation: Bool { false }

    override func valueExtent(_ values: SeriesValues) -> AxisRange? {
        var low = Double.infinity, high = -Double.infinity
        for key in valueKeys {
            for v in values.column(key) ?? [] where v.isFinite {
                low = min(low, v)
                high = max(high, v)
            }
        }
        return low <= high ? AxisRange(min: low, max: high) : nil
    }

    override func displayedValue(at index: Int, _ values: SeriesValues) -> Double {
        values.column(.close).flatMap { index < $0.count ? $0[index] : nil } ?? .nan
    }

    override func hitShape(at index: Int, frame: SeriesFrame) -> HitShape? {
        let values = frame.values
        let open = frame.column(.open), high = frame.column(.high), low = frame.column(.low), close = frame.column(.close)
        guard index >= 0, index < values.count else { return nil }
        let all = [open[index], high[index], low[index], close[index]].filter(\.isFinite)
        guard let top = all.max(), let bottom = all.min() else { return nil }
        let position = values.positioned.x[index]
        let half = frame.slot.slotWidth * 0.35
        let rect = frame.rect(positions: (position - half, position + half), values: (bottom, top))
        guard rect.minX.isFinite, rect.minY.isFinite, rect.maxX.isFinite, rect.maxY.isFinite else { return nil }
        return .rect(rect)
    }

    override func tooltipValues(at index: Int, frame: SeriesFrame) -> [TooltipValue] {
        frame.tooltipValues(at: index, keys: [.open, .high, .low, .close])
    }

    /// Rising or falling by the point's open and close.
    func isRising(at index: Int?, _ values: SeriesValues) -> Bool {
        guard let index, let open = values.column(.open), let close = values.column(.close),
              index < open.count, index < close.count else { return true }
        return close[index] >= open[index]
    }

    override func hitReach(_ frame: SeriesFrame) -> Double {
        let axis = frame.positionAxis, span = frame.positionSpan
        return abs(axis.pixelValue(forDataValue: frame.slot.slotWidth / 2, in: span) - axis.pixelValue(forDataValue: 0, in: span))
    }

    /// One candle (or OHLC bar) to draw.
    struct Candle {
        /// The point's index; nil for an aggregate of several.
        var index: Int?
        var position: Double
        /// Width along x in position units; nil: the style's share of the slot.
        var width: Double?
        var open: Double, high: Double, low: Double, close: Double

        var isRising: Bool { close >= open }
    }

    /// The candles in view: one per point, or one per device-pixel column when denser.
    func candles(_ frame: SeriesFrame) -> [Candle] {
        let values = frame.values
        let open = frame.column(.open), high = frame.column(.high), low = frame.column(.low), close = frame.column(.close)
        let visible = frame.visibleIndices(margin: 1)
        let pixels = frame.plotArea.width * frame.scale
        var result: [Candle] = []
        let positions = values.positioned.x
        if Double(visible.count) > 2 * max(pixels, 1), values.positioned.isSortedByX {
            let extremes = frame.twoLineInputs(upper: high, lower: low)
            let start = frame.positionSpan.pixelStart
            let pixelSize = abs(frame.position(atPixel: start + 1 / frame.scale) - frame.position(atPixel: start))
            guard pixelSize > 0, pixelSize.isFinite else { return [] }
            var i = visible.lowerBound
            while i < visible.upperBound {
                let bin = (positions[i] / pixelSize).rounded(.down)
                let end = min(max(extremes.upper.firstIndex(xAtLeast: (bin + 1) * pixelSize, from: i), i + 1),
                              visible.upperBound)
                let firstOpen = (i..<end).lazy.map { open[$0] }.first(where: \.isFinite)
                let lastClose = (i..<end).reversed().lazy.map { close[$0] }.first(where: \.isFinite)
                if let o = firstOpen, let c = lastClose,
                   let h = extremes.upper.extrema(inIndexRange: i..<end)?.max,
                   let l = extremes.lower.extrema(inIndexRange: i..<end)?.min {
                    result.append(Candle(index: nil, position: (bin + 0.5) * pixelSize, width: pixelSize,
                                         open: o, high: h, low: l, close: c))
                }
                i = end
            }
            return result
        }
        result.reserveCapacity(visible.count)
        for i in visible {
            let c = Candle(index: i, position: positions[i], width: nil, open: open[i], high: high[i], low: low[i], close: close[i])
            guard c.position.isFinite, c.open.isFinite, c.close.isFinite else { continue }
            result.append(c)
        }
        return result
    }

    /// The x extent in points of a candle `ratio` of a slot wide (or its own width), snapped to
    /// device pixels and at least one pixel wide.
    func horizontalExtent(of candle: Candle, ratio: Double, frame: SeriesFrame) -> (minX: Double, maxX: Double) {
        let r = ratio.isFinite ? min(max(ratio, 0.05), 1) : 0.7
        let width = candle.width ?? frame.slot.slotWidth * r
        let a = frame.xPixel(candle.position - width / 2)
        let b = frame.xPixel(candle.position + width / 2)
        var x0 = frame.grid.snap(min(a, b)), x1 = frame.grid.snap(max(a, b))
        if x1 - x0 < 1 / frame.scale { x1 = x0 + 1 / frame.scale }
        if !x0.isFinite { x0 = min(a, b) }
        return (x0, x1)
    }

    /// The x of the candle's centre line, on a device-pixel centre for a stroke of `width`.
    func centreLine(of candle: Candle, width: Double, frame: SeriesFrame) -> Double {
        frame.grid.strokeCenter(frame.xPixel(candle.position), width: width)
    }

    /// Labels at each candle's close.
    func closeLabels(_ context: SeriesDrawContext, style: DataLabelStyle) -> [DrawCommand] {
        guard let frame = context.frame else { return [] }
        return context.dataLabels(self, style: style) { [unowned self] index in
            let values = frame.values
            let high = frame.column(.high)
            let top = index < high.count && high[index].isFinite ? high[index] : displayedValue(at: index, values)
            return DataLabelPlacer.Anchor(end: frame.point(position: values.positioned.x[index], value: top))
        }
    }
}
