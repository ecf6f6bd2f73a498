/// The colour bar of a chart's heatmap: a strip of its colour map from the low value (bottom) to
/// the high one (top), value ticks beside it and the series' title above, in a column the layout
/// keeps to the right of the plot (inside a side legend), so it never covers cells.
struct HeatmapColorBar {
    let series: HeatmapSeries

    static let gap = 12.0
    static let stripWidth = 14.0
    static let labelGap = 4.0
    static let tickLength = 3.0
    /// The longest title kept before it is shortened with an ellipsis.
    static let maximumTitleWidth = 120.0

    /// The colour bar of the first visible heatmap that shows one; nil when there is none.
    init?(chart: Chart) {
        guard !chart.isRadialChart, let heatmap = chart.seriesStates.lazy.compactMap({ $0.series as? HeatmapSeries })
            .first(where: { !$0.isHidden && $0.style.showsColorBar && $0.grid.rows > 0 && $0.grid.columns > 0 })
        else { return nil }
        series = heatmap
    }

    var title: String { series.style.colorBarTitle ?? series.title }

    /// Ticks and their labels along a bar `length` points long.
    func ticks(length: Double) -> [(value: Double, label: String)] {
        let range = series.resolvedValueRange
        let set = NumberTickLocator.majorTicks(in: range, pixelLength: max(length, 1),
                                               minSpacing: NumberTickLocator.defaultVerticalSpacing)
        let labels = NumberLabelFormatter().labels(for: set.values, step: set.step)
        return Array(zip(set.values, labels))
    }

    /// The width of the column, gap to the plot included, for a plot about `height` points tall.
    func width(height: Double, theme: Theme, measurer: TextMeasuring) -> Double {
        let labels = ticks(length: height).map { measurer.measure($0.label, font: theme.tickLabelFont).width }
        let titleWidth = title.isEmpty ? 0 : min(measurer.measure(title, font: theme.tickLabelFont).width, Self.maximumTitleWidth)
        let column = Self.stripWidth + Self.tickLength + Self.labelGap + (labels.max() ?? 0)
        // A point to spare: snapping the frame to device pixels must not shorten the title.
        return Self.gap + max(column, titleWidth) + 1
    }

    /// The strip, its ticks and labels and the title, inside `frame` (the column less the gap).
    func commands(in frame: Rect, theme: Theme, measurer: TextMeasuring, grid: PixelGrid) -> [DrawCommand] {
        let font = theme.tickLabelFont
        var commands: [DrawCommand] = []
        var top = frame.minY
        if !title.isEmpty {
            let text = measurer.truncated(title, font: font, maxWidth: frame.width)
            commands.append(.text(TextCommand(text: text, font: font, color: theme.axisTitleColor,
                                              position: Point(x: frame.minX, y: top), horizontalAnchor: .left,
                                              verticalAnchor: .top)))
            top += measurer.measure(text, font: font).height + Self.labelGap
        }
        let height = frame.maxY - top
        guard height > 16 else { return commands }
        let map = series.resolvedColorMap, range = series.resolvedValueRange
        let steps = max(2, min(256, Int(height)))
        var shapes: [RectShape] = []
        for i in 0..<steps {
            // The top step holds the high end.
            let y0 = grid.snap(top + height * Double(i) / Double(steps))
            let y1 = grid.snap(top + height * Double(i + 1) / Double(steps))
            guard y1 > y0 else { continue }
            shapes.append(RectShape(rect: Rect(x: frame.minX, y: y0, width: Self.stripWidth, height: y1 - y0),
                                    fill: map.color(at: 1 - (Double(i) + 0.5) / Double(steps))))
        }
        shapes.append(RectShape(rect: Rect(x: frame.minX, y: grid.snap(top), width: Self.stripWidth,
                                           height: grid.snap(top + height) - grid.snap(top)),
                                fill: .clear, borderWidth: 1 / grid.scale, borderColor: theme.axisLineColor))
        commands.append(.rects(shapes))
        var segments: [SegmentBatch.Segment] = []
        let span = range.max - range.min
        for tick in ticks(length: height) where span > 0 {
            let y = grid.snap(top + height * (1 - (tick.value - range.min) / span)) + 0.5 / grid.scale
            let x = frame.minX + Self.stripWidth
            segments.append(.init(from: Point(x: x, y: y), to: Point(x: x + Self.tickLength, y: y)))
            commands.append(.text(TextCommand(text: tick.label, font: font, color: theme.tickLabelColor,
                                              position: Point(x: x + Self.tickLength + Self.labelGap, y: y),
                                              horizontalAnchor: .left, verticalAnchor: .center)))
        }
        if !segments.isEmpty {
            commands.append(.segments(SegmentBatch(segments: segments, color: theme.axisLineColor, width: 1 / grid.scale)))
        }
        return commands
    }
}
