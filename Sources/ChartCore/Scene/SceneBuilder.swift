/// Turns a chart and its measured layout into a `Scene`: styles resolved against the theme, ticks
/// and grid lines snapped to device pixels, series mapped onto primitives.
struct SceneBuilder {
    let chart: Chart
    let layout: ChartLayout
    let measurer: TextMeasuring

    private var theme: Theme { chart.theme }
    private var grid: PixelGrid { PixelGrid(scale: layout.scale) }

    func build() -> Scene {
        let plotBackground = chart.plotAreaBackgroundColor ?? theme.plotBackground
        var scene = Scene(size: layout.size, scale: layout.scale, background: theme.background,
                          plotArea: layout.plotArea)
        scene.underlay = underlay(plotBackground: plotBackground)
        scene.series = seriesCommands(plotBackground: plotBackground)
        scene.chrome = chrome(plotBackground: plotBackground)
        scene.overlay = crosshairCommands(plotBackground: plotBackground)
        return scene
    }

    // MARK: Underlay: plot background, stripes, grid lines

    private func underlay(plotBackground: Color) -> [DrawCommand] {
        let plot = layout.plotArea
        var commands: [DrawCommand] = [.rects([RectShape(rect: plot, fill: plotBackground)])]
        for (axis, axisLayout) in [(chart.xAxis, layout.xAxis), (chart.yAxis, layout.yAxis)] {
            let stripe = axis.style.gridStripeColor ?? theme.gridStripeColor
            if stripe.alpha > 0 {
                commands.append(.rects(stripes(axis, ticks: axisLayout.majorTicks, color: stripe)))
            }
        }
        for (axis, axisLayout) in [(chart.xAxis, layout.xAxis), (chart.yAxis, layout.yAxis)] {
            let width = grid.strokeWidth(axis.style.gridLineWidth ?? 1 / layout.scale)
            if axis.showMinorGridLines, !axisLayout.minorTicks.values.isEmpty {
                commands.append(.segments(SegmentBatch(
                    segments: gridSegments(axis, values: axisLayout.minorTicks.values, width: width),
                    color: axis.style.minorGridLineColor ?? theme.minorGridLineColor, width: width)))
            }
            if axis.showMajorGridLines, !axisLayout.majorTicks.values.isEmpty {
                commands.append(.segments(SegmentBatch(
                    segments: gridSegments(axis, values: axisLayout.majorTicks.values, width: width),
                    color: axis.style.majorGridLineColor ?? theme.majorGridLineColor, width: width)))
            }
        }
        return commands
    }

    private func gridSegments(_ axis: NumberAxis, values: [Double], width: Double) -> [SegmentBatch.Segment] {
        let plot = layout.plotArea
        return values.map { v in
            let p = grid.strokeCenter(axis.pixelValue(forDataValue: v), width: width)
            switch axis.orientation {
            case .horizontal: return .init(from: Point(x: p, y: plot.minY), to: Point(x: p, y: plot.maxY))
            case .vertical: return .init(from: Point(x: plot.minX, y: p), to: Point(x: plot.maxX, y: p))
            }
        }
    }

    private func stripes(_ axis: NumberAxis, ticks: TickSet, color: Color) -> [RectShape] {
        let plot = layout.plotArea
        var edges = [axis.visibleRange.min] + ticks.values + [axis.visibleRange.max]
        edges = edges.map { grid.snap(axis.pixelValue(forDataValue: $0)) }
        var shapes: [RectShape] = []
        // Stripes fill every other band, counted from the first full tick interval.
        for i in stride(from: 1, to: edges.count - 1, by: 2) {
            let a = min(edges[i], edges[i + 1]), b = max(edges[i], edges[i + 1])
            let rect = axis.orientation == .horizontal
                ? Rect(x: a, y: plot.minY, width: b - a, height: plot.height)
                : Rect(x: plot.minX, y: a, width: plot.width, height: b - a)
            shapes.append(RectShape(rect: rect, fill: color))
        }
        return shapes
    }

    // MARK: Series

    private func seriesCommands(plotBackground: Color) -> [DrawCommand] {
        var commands: [DrawCommand] = []
        let xRange = chart.xAxis.visibleRange, yRange = chart.yAxis.visibleRange
        for state in chart.seriesStates where !state.series.isHidden {
            let transform = state.geometryBuilder.update(
                data: state.data, xRange: xRange, yRange: yRange, plotRect: layout.plotArea,
                scale: layout.scale, allowAggregation: state.series.allowsAggregation)
            let context = SeriesDrawContext(
                theme: theme, paletteColor: theme.paletteColor(state.series.paletteIndex ?? 0),
                geometry: state.geometryBuilder.geometry, transform: transform, plotBackground: plotBackground)
            commands += state.series.makeCommands(context)
        }
        return commands
    }

    // MARK: Chrome: title, axes, legend

    private func chrome(plotBackground: Color) -> [DrawCommand] {
        var commands: [DrawCommand] = []
        if let title = chart.title, let frame = layout.titleFrame {
            commands.append(.text(TextCommand(
                text: title, font: chart.titleStyle.font ?? theme.titleFont,
                color: chart.titleStyle.color ?? theme.titleColor,
                position: Point(x: layout.plotArea.midX, y: frame.minY),
                horizontalAnchor: .center, verticalAnchor: .top)))
        }
        commands += axisCommands(chart.xAxis, layout.xAxis)
        commands += axisCommands(chart.yAxis, layout.yAxis)
        commands += legendCommands(plotBackground: plotBackground)
        return commands
    }

    private func axisCommands(_ axis: NumberAxis, _ axisLayout: AxisLayout) -> [DrawCommand] {
        let plot = layout.plotArea
        let style = axis.style
        let horizontal = axis.orientation == .horizontal
        let lineWidth = grid.strokeWidth(style.lineWidth ?? 1)
        var commands: [DrawCommand] = []

        // The axis line runs just outside the plot area, so it never covers data at the edge.
        let edge = horizontal ? plot.maxY : plot.minX - lineWidth
        let linePos = grid.strokeCenter(edge, width: lineWidth)
        let line: SegmentBatch.Segment = horizontal
            ? .init(from: Point(x: plot.minX - lineWidth, y: linePos), to: Point(x: plot.maxX, y: linePos))
            : .init(from: Point(x: linePos, y: plot.minY), to: Point(x: linePos, y: plot.maxY + lineWidth))
        commands.append(.segments(SegmentBatch(segments: [line], color: style.lineColor ?? theme.axisLineColor,
                                               width: lineWidth)))

        let tickColor = style.tickColor ?? theme.tickColor
        let outer = horizontal ? plot.maxY + lineWidth : plot.minX - lineWidth
        func ticks(_ values: [Double], length: Double) -> [SegmentBatch.Segment] {
            values.map { v in
                let p = grid.strokeCenter(axis.pixelValue(forDataValue: v), width: lineWidth)
                return horizontal
                    ? .init(from: Point(x: p, y: outer), to: Point(x: p, y: outer + length))
                    : .init(from: Point(x: outer - length, y: p), to: Point(x: outer, y: p))
            }
        }
        let majorLength = style.majorTickLength ?? 5
        if axis.showMinorTicks, !axisLayout.minorTicks.values.isEmpty {
            commands.append(.segments(SegmentBatch(
                segments: ticks(axisLayout.minorTicks.values, length: style.minorTickLength ?? 3),
                color: tickColor, width: lineWidth)))
        }
        if !axisLayout.majorTicks.values.isEmpty {
            commands.append(.segments(SegmentBatch(segments: ticks(axisLayout.majorTicks.values, length: majorLength),
                                                   color: tickColor, width: lineWidth)))
        }

        let font = style.labelFont ?? theme.tickLabelFont
        let color = style.labelColor ?? theme.tickLabelColor
        for (value, label) in zip(axisLayout.majorTicks.values, axisLayout.labels) {
            let p = axis.pixelValue(forDataValue: value)
            let gap = majorLength + LayoutEngine.labelGap
            commands.append(.text(horizontal
                ? TextCommand(text: label, font: font, color: color, position: Point(x: p, y: outer + gap),
                              horizontalAnchor: .center, verticalAnchor: .top)
                : TextCommand(text: label, font: font, color: color, position: Point(x: outer - gap, y: p),
                              horizontalAnchor: .right, verticalAnchor: .center)))
        }

        if let title = axis.title, let center = axisLayout.titleCenter {
            commands.append(.text(TextCommand(
                text: title, font: style.titleFont ?? theme.axisTitleFont,
                color: style.titleColor ?? theme.axisTitleColor, position: center,
                horizontalAnchor: .center, verticalAnchor: .center,
                rotation: horizontal ? 0 : Double.pi / 2)))
        }
        return commands
    }

    private func legendCommands(plotBackground: Color) -> [DrawCommand] {
        guard let frame = layout.legendFrame else { return [] }
        let legend = chart.legend
        var commands: [DrawCommand] = [.rects([RectShape(
            rect: frame, fill: legend.backgroundColor ?? theme.legendBackground, cornerRadius: 4,
            borderWidth: grid.strokeWidth(1 / layout.scale), borderColor: legend.borderColor ?? theme.legendBorderColor)])]
        let font = legend.textStyle.font ?? theme.legendFont
        for entry in layout.legendEntries {
            let state = chart.seriesStates[entry.seriesIndex]
            let symbol = entry.symbolFrame
            state.legendMarker.setSinglePoint(x: symbol.midX, y: symbol.midY)
            let context = SeriesDrawContext(
                theme: theme, paletteColor: theme.paletteColor(state.series.paletteIndex ?? 0),
                geometry: state.legendMarker, transform: DataTransform(scaleX: 1, scaleY: 1, offsetX: 0, offsetY: 0),
                plotBackground: plotBackground)
            commands += state.series.makeLegendSymbol(in: symbol, context: context)
            var color = legend.textStyle.color ?? theme.legendTextColor
            if state.series.isHidden { color = color.withAlpha(color.alpha * 0.4) }
            commands.append(.text(TextCommand(text: entry.title, font: font, color: color,
                                              position: entry.textOrigin, verticalAnchor: .baseline)))
        }
        return commands
    }
}

extension SceneBuilder {
    // MARK: Overlay: crosshair and tooltip

    func crosshairCommands(plotBackground: Color) -> [DrawCommand] {
        guard let target = chart.crosshairTarget() else { return [] }
        let plot = layout.plotArea
        let state = chart.seriesStates[target.seriesIndex]
        let width = grid.strokeWidth(chart.crosshair.lineWidth ?? 1 / layout.scale)
        let x = grid.strokeCenter(target.position.x, width: width)
        let y = grid.strokeCenter(target.position.y, width: width)
        var commands: [DrawCommand] = [.segments(SegmentBatch(
            segments: [.init(from: Point(x: x, y: plot.minY), to: Point(x: x, y: plot.maxY)),
                       .init(from: Point(x: plot.minX, y: y), to: Point(x: plot.maxX, y: y))],
            color: chart.crosshair.lineColor ?? theme.crosshairColor, width: width, dash: [4, 3]))]

        let color = theme.paletteColor(state.series.paletteIndex ?? 0)
        state.highlightMarker.setSinglePoint(x: target.position.x, y: target.position.y)
        commands.append(.markers(MarkerCommand(
            geometry: GeometryRef(state.highlightMarker),
            transform: DataTransform(scaleX: 1, scaleY: 1, offsetX: 0, offsetY: 0),
            shape: .circle, size: 9, fill: color, strokeColor: plotBackground, strokeWidth: 2)))

        let font = theme.tooltipFont
        let name = state.series.title.isEmpty ? "Series \(target.seriesIndex + 1)" : state.series.title
        let lines = [name, "x = \(tooltipString(chart.xAxis, target.x))   y = \(tooltipString(chart.yAxis, target.y))"]
        let metrics = lines.map { measurer.measure($0, font: font) }
        let padding = 6.0, lineGap = 2.0
        let boxWidth = (metrics.map(\.width).max() ?? 0) + 2 * padding
        let boxHeight = metrics.map(\.height).reduce(0, +) + lineGap + 2 * padding
        // Beside the point, flipped to the other side where it would leave the plot area.
        var bx = target.position.x + 12, by = target.position.y - boxHeight - 12
        if bx + boxWidth > plot.maxX { bx = target.position.x - 12 - boxWidth }
        if by < plot.minY { by = target.position.y + 12 }
        let box = grid.snap(Rect(x: max(plot.minX, bx), y: min(by, plot.maxY - boxHeight), width: boxWidth, height: boxHeight))
        commands.append(.rects([RectShape(rect: box, fill: theme.tooltipBackground, cornerRadius: 4)]))
        var baseline = box.minY + padding
        for (line, m) in zip(lines, metrics) {
            baseline += m.ascent
            commands.append(.text(TextCommand(text: line, font: font, color: theme.tooltipTextColor,
                                              position: Point(x: box.minX + padding, y: baseline))))
            baseline += m.descent + lineGap
        }
        return commands
    }
}

extension SceneBuilder {
    /// A data value at two more decimals than the axis labels: a tooltip reads one point exactly.
    func tooltipString(_ axis: NumberAxis, _ value: Double) -> String {
        let step = axis === chart.xAxis ? layout.xAxis.majorTicks.step : layout.yAxis.majorTicks.step
        return axis.labelFormatter.string(for: value, step: step / 100)
    }
}

extension SeriesGeometry {
    /// Makes the geometry hold exactly one point (stored at the origin), replacing it only when the
    /// point moved, so an unchanged legend keeps its retained buffer and the cached base image.
    func setSinglePoint(x: Double, y: Double) {
        guard count != 1 || originX != x || originY != y else { return }
        replace(originX: x, originY: y, vertices: [0, 0])
    }
}
