/// An open-high-low-close bar per point: a vertical line from low to high, a tick to the left
/// at the open and one to the right at the close, in the rising colour when the close is at or
/// above the open and in the falling colour otherwise.
///
/// ```swift
/// let acme = OHLCSeries(title: "ACME")
/// acme.style.lineWidth = 2
/// data.add(acme, x: days, open: o, high: h, low: l, close: c)
/// ```
///
/// Everything is segments: one batch per colour.
public final class OHLCSeries: FinancialSeries {
    public var style = OHLCSeriesStyle()

    override func tooltipColor(at index: Int?, frame: SeriesFrame, theme: Theme, paletteColor: Color) -> Color {
        isRising(at: index, frame.values) ? style.risingColor ?? theme.risingColor : style.fallingColor ?? theme.fallingColor
    }
    /// Used while `isSelected`, and for selected bars. Default: lines 1.6 times as wide, colours
    /// a quarter of the way to black.
    public var selectedStyle: OHLCSeriesStyle?

    public override init(title: String = "") {
        super.init(title: title)
    }

    func resolvedSelectedStyle(theme: Theme) -> OHLCSeriesStyle {
        if let s = selectedStyle { return s }
        var s = style
        s.lineWidth *= 1.6
        s.risingColor = (s.risingColor ?? theme.risingColor).selectionEmphasis
        s.fallingColor = (s.fallingColor ?? theme.fallingColor).selectionEmphasis
        return s
    }

    override func makeCommands(_ context: SeriesDrawContext) -> [DrawCommand] {
        guard let frame = context.frame else { return [] }
        let theme = context.theme
        let normal = isSelected ? resolvedSelectedStyle(theme: theme) : style
        let selected = resolvedSelectedStyle(theme: theme)
        struct BatchKey: Hashable { var color: Color; var width: Double }
        var batches: [BatchKey: [SegmentBatch.Segment]] = [:]
        var order: [BatchKey] = []
        for candle in candles(frame) {
            let s = candle.index.map { selectedPointIndices.contains($0) } == true ? selected : normal
            let color = candle.isRising ? (s.risingColor ?? theme.risingColor) : (s.fallingColor ?? theme.fallingColor)
            let width = frame.grid.strokeWidth(s.lineWidth.isFinite ? max(s.lineWidth, 0) : 1.5)
            let key = BatchKey(color: color, width: width)
            let x = centreLine(of: candle, width: width, frame: frame)
            let (x0, x1) = horizontalExtent(of: candle, ratio: s.tickWidthRatio, frame: frame)
            let openY = frame.grid.strokeCenter(frame.yPixel(candle.open), width: width)
            let closeY = frame.grid.strokeCenter(frame.yPixel(candle.close), width: width)
            let top = candle.high.isFinite ? max(candle.high, candle.open, candle.close) : max(candle.open, candle.close)
            let bottom = candle.low.isFinite ? min(candle.low, candle.open, candle.close) : min(candle.open, candle.close)
            var segments: [SegmentBatch.Segment] = [
                .init(from: Point(x: x, y: frame.yPixel(top)),
                      to: Point(x: x, y: frame.yPixel(bottom))),
            ]
            if candle.index != nil {
                segments.append(.init(from: Point(x: x0, y: openY), to: Point(x: x, y: openY)))
                segments.append(.init(from: Point(x: x, y: closeY), to: Point(x: x1, y: closeY)))
            }
            if batches[key] == nil { order.append(key) }
            batches[key, default: []] += segments
        }
        var commands: [DrawCommand] = order.map {
            .segments(SegmentBatch(segments: batches[$0] ?? [], color: $0.color, width: $0.width))
        }
        if normal.showsLabels { commands += closeLabels(context, style: normal.labelStyle) }
        return commands
    }

    override func makeLegendSymbol(in rect: Rect, context: SeriesDrawContext) -> [DrawCommand] {
        let s = isSelected ? resolvedSelectedStyle(theme: context.theme) : style
        let color = s.risingColor ?? context.theme.risingColor
        let x = rect.midX, h = rect.height
        return [.segments(SegmentBatch(segments: [
            .init(from: Point(x: x, y: rect.minY + h * 0.05), to: Point(x: x, y: rect.maxY - h * 0.05)),
            .init(from: Point(x: x - rect.width / 4, y: rect.minY + h * 0.65), to: Point(x: x, y: rect.minY + h * 0.65)),
            .init(from: Point(x: x, y: rect.minY + h * 0.3), to: Point(x: x + rect.width / 4, y: rect.minY + h * 0.3)),
        ], color: color, width: min(max(s.lineWidth, 1), 2)))]
    }
}
