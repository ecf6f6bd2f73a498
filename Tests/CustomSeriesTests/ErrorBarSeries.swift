import ChartKit

extension SeriesValueKey {
    /// The half-length of a point's error bar, in y units.
    static let error: SeriesValueKey = "error"
}

/// A series kind written only against ChartKit's public API: at each point a vertical bar from
/// y − error to y + error with a cap at both ends and a dot at y. It maps itself onto two shared
/// primitives (segments and rects), so it needs no renderer of its own.
final class ErrorBarSeries: ChartSeries {
    /// Default: the series' palette colour.
    var color: Color?
    /// The bar's and the caps' width, in points. Default: 2.
    var lineWidth: Double = 2
    /// How wide the caps are, in points. Default: 10.
    var capWidth: Double = 10
    /// The side of the square dot at y, in points; 0 for none. Default: 6.
    var dotSize: Double = 6

    override var valueKeys: [SeriesValueKey] { [.error] }

    /// The y axis fits the bars' ends, not just the points.
    override func valueRange(of content: SeriesContent) -> AxisRange? {
        content.yRange(spreadBy: .error)
    }

    override func drawCommands(in context: SeriesPlotContext) -> [DrawCommand] {
        let data = context.content.data
        // A datasource that gives no error column gets the dots alone.
        let errors = context.content.column(.error) ?? []
        let ink = color ?? context.color
        var strokes: [SegmentBatch.Segment] = []
        var dots: [RectShape] = []
        for i in context.visibleIndices {
            let x = data.x[i], y = data.y[i], error = i < errors.count ? abs(errors[i]) : 0
            guard x.isFinite, y.isFinite else { continue }
            let centre = context.point(x: x, y: y)
            // An even-width stroke centred on a pixel edge covers whole device pixels.
            let px = context.snapped(centre.x)
            if dotSize > 0 {
                let half = dotSize / 2
                dots.append(RectShape(rect: Rect(x: px - half, y: context.snapped(centre.y) - half,
                                                 width: dotSize, height: dotSize), fill: ink))
            }
            guard error.isFinite, error > 0 else { continue }
            let top = context.snapped(context.point(x: x, y: y + error).y)
            let bottom = context.snapped(context.point(x: x, y: y - error).y)
            strokes.append(.init(from: Point(x: px, y: top), to: Point(x: px, y: bottom)))
            for end in [top, bottom] {
                strokes.append(.init(from: Point(x: px - capWidth / 2, y: end), to: Point(x: px + capWidth / 2, y: end)))
            }
        }
        var commands: [DrawCommand] = []
        if !strokes.isEmpty { commands.append(.segments(SegmentBatch(segments: strokes, color: ink, width: lineWidth))) }
        if !dots.isEmpty { commands.append(.rects(dots)) }
        return commands
    }

    /// A click anywhere on the bar, caps included, finds the point.
    override func hitRect(at index: Int, in context: SeriesPlotContext) -> Rect? {
        let data = context.content.data
        guard index >= 0, index < context.content.count, data.x[index].isFinite, data.y[index].isFinite else { return nil }
        let errors = context.content.column(.error) ?? []
        let error = index < errors.count && errors[index].isFinite ? abs(errors[index]) : 0
        let top = context.point(x: data.x[index], y: data.y[index] + error)
        let bottom = context.point(x: data.x[index], y: data.y[index] - error)
        let half = max(capWidth, dotSize) / 2
        return Rect(x: top.x - half, y: top.y, width: 2 * half, height: bottom.y - top.y)
    }

    /// A small error bar: a stem with two caps.
    override func legendSymbol(in rect: Rect, color: Color, theme: Theme) -> [DrawCommand] {
        let ink = self.color ?? color
        let x = rect.midX, top = rect.minY + 1, bottom = rect.maxY - 1
        let cap = min(capWidth, rect.width) / 2
        return [.segments(SegmentBatch(segments: [
            .init(from: Point(x: x, y: top), to: Point(x: x, y: bottom)),
            .init(from: Point(x: x - cap, y: top), to: Point(x: x + cap, y: top)),
            .init(from: Point(x: x - cap, y: bottom), to: Point(x: x + cap, y: bottom)),
        ], color: ink, width: lineWidth))]
    }
}
