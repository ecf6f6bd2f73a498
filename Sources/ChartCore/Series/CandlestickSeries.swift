/// A candle per point: a body from open to close, in the rising colour when the close is at or
/// above the open and in the falling colour otherwise, and a wick from low to high.
///
/// ```swift
/// let acme = CandlestickSeries(title: "ACME")
/// acme.style.bodyWidthRatio = 0.6
/// data.add(acme, x: days, open: o, high: h, low: l, close: c)
/// ```
///
/// Bodies are instanced rectangles (with an optional outline) and wicks segments, snapped to
/// device pixels so a body's edges sit exactly at its open and close.
public final class CandlestickSeries: FinancialSeries {
    public var style = CandlestickSeriesStyle()

    override func tooltipColor(at index: Int?, frame: SeriesFrame, theme: Theme, paletteColor: Color) -> Color {
        isRising(at: index, frame.values) ? style.risingColor ?? theme.risingColor : style.fallingColor ?? theme.fallingColor
    }
    /// Used while `isSelected`, and for selected candles. Default: both colours a quarter of the
    /// way to black.
    public var selectedStyle: CandlestickSeriesStyle?

    public override init(title: String = "") {
        super.init(title: title)
    }

    var activeStyle: CandlestickSeriesStyle { isSelected ? resolvedSelectedStyle(theme: nil) : style }

    func resolvedSelectedStyle(theme: Theme?) -> CandlestickSeriesStyle {
        if let s = selectedStyle { return s }
        var s = style
        if let theme {
            s.risingColor = (s.risingColor ?? theme.risingColor).selectionEmphasis
            s.fallingColor = (s.fallingColor ?? theme.fallingColor).selectionEmphasis
        } else {
            s.risingColor = s.risingColor?.selectionEmphasis
            s.fallingColor = s.fallingColor?.selectionEmphasis
        }
        return s
    }

    override func makeCommands(_ context: SeriesDrawContext) -> [DrawCommand] {
        guard let frame = context.frame else { return [] }
        let theme = context.theme
        let normal = isSelected ? resolvedSelectedStyle(theme: theme) : style
        let selected = resolvedSelectedStyle(theme: theme)
        var bodies: [RectShape] = []
        // Wicks grouped by colour, each colour one batch.
        var wickBatches: [Color: [SegmentBatch.Segment]] = [:]
        var wickOrder: [Color] = []
        let wickWidth = frame.grid.strokeWidth(normal.wickWidth.isFinite ? max(normal.wickWidth, 0) : 1)
        for candle in candles(frame) {
            let s = candle.index.map { selectedPointIndices.contains($0) } == true ? selected : normal
            let color = candle.isRising ? (s.risingColor ?? theme.risingColor) : (s.fallingColor ?? theme.fallingColor)
            let (x0, x1) = horizontalExtent(of: candle, ratio: s.bodyWidthRatio, frame: frame)
            var y0 = frame.grid.snap(frame.yPixel(max(candle.open, candle.close)))
            var y1 = frame.grid.snap(frame.yPixel(min(candle.open, candle.close)))
            if y0 > y1 { swap(&y0, &y1) }
            // A candle that opened and closed level still shows a line.
            if y1 - y0 < 1 / frame.scale { y1 = y0 + 1 / frame.scale }
            let outline = s.outlineColor.map { _ in max(s.outlineWidth, 0) } ?? 0
            bodies.append(RectShape(rect: Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0), fill: color,
                                    borderWidth: outline, borderColor: s.outlineColor ?? .clear))
            if candle.high.isFinite || candle.low.isFinite {
                let wickColor = s.wickColor ?? color
                let top = candle.high.isFinite ? max(candle.high, candle.open, candle.close) : max(candle.open, candle.close)
                let bottom = candle.low.isFinite ? min(candle.low, candle.open, candle.close) : min(candle.open, candle.close)
                let x = centreLine(of: candle, width: wickWidth, frame: frame)
                let segment = SegmentBatch.Segment(from: Point(x: x, y: frame.yPixel(top)),
                                                   to: Point(x: x, y: frame.yPixel(bottom)))
                if wickBatches[wickColor] == nil { wickOrder.append(wickColor) }
                wickBatches[wickColor, default: []].append(segment)
            }
        }
        var commands: [DrawCommand] = wickOrder.map {
            .segments(SegmentBatch(segments: wickBatches[$0] ?? [], color: $0, width: wickWidth))
        }
        if !bodies.isEmpty { commands.append(.rects(bodies)) }
        if normal.showsLabels { commands += closeLabels(context, style: normal.labelStyle) }
        return commands
    }

    override func makeLegendSymbol(in rect: Rect, context: SeriesDrawContext) -> [DrawCommand] {
        let s = activeStyle
        let rising = s.risingColor ?? context.theme.risingColor
        let falling = s.fallingColor ?? context.theme.fallingColor
        let w = rect.width / 5, h = rect.height
        let left = Rect(x: rect.minX + w, y: rect.minY + h * 0.3, width: w, height: h * 0.5)
        let right = Rect(x: rect.maxX - 2 * w, y: rect.minY + h * 0.2, width: w, height: h * 0.45)
        return [
            .segments(SegmentBatch(segments: [.init(from: Point(x: left.midX, y: rect.minY + h * 0.1),
                                                    to: Point(x: left.midX, y: rect.maxY - h * 0.05))],
                                   color: rising, width: 1)),
            .segments(SegmentBatch(segments: [.init(from: Point(x: right.midX, y: rect.minY),
                                                    to: Point(x: right.midX, y: rect.maxY - h * 0.2))],
                                   color: falling, width: 1)),
            .rects([RectShape(rect: left, fill: rising), RectShape(rect: right, fill: falling)]),
        ]
    }
}
