/// Turns a chart and its measured layout into a `Scene`: styles resolved against the theme, ticks
/// and grid lines snapped to device pixels, series mapped onto primitives.
struct SceneBuilder {
    let chart: Chart
    let layout: ChartLayout
    let measurer: TextMeasuring

    var theme: Theme { chart.theme }
    var grid: PixelGrid { PixelGrid(scale: layout.scale) }

    func build() -> Scene {
        let plotBackground = chart.plotAreaBackgroundColor ?? theme.plotBackground
        var scene = Scene(size: layout.size, scale: layout.scale, background: theme.background,
                          plotArea: layout.plotArea)
        scene.underlay = underlay(plotBackground: plotBackground) + annotationCommands(layer: .underlay)
        scene.series = seriesCommands(plotBackground: plotBackground) + radialCommands(plotBackground: plotBackground)
        scene.chrome = chrome(plotBackground: plotBackground)
        // The crosshair first: the measurement readout keeps clear of its tooltip.
        var tooltipFrames: [Rect] = []
        let overlay = overlayCommands(plotBackground: plotBackground, tooltipFrames: &tooltipFrames)
        scene.plotOverlay = annotationCommands(layer: .overlay) + measurementCommands(avoiding: tooltipFrames)
        scene.overlay = overlay
        return scene
    }

    // MARK: Underlay: plot background, stripes, grid lines

    private func underlay(plotBackground: Color) -> [DrawCommand] {
        let plot = layout.plotArea
        var commands: [DrawCommand] = [.rects([RectShape(rect: plot, fill: plotBackground)])]
        for (axis, axisLayout) in axisPairs {
            let stripe = axis.style.gridStripeColor ?? theme.gridStripeColor
            if stripe.alpha > 0 {
                commands.append(.rects(stripes(axis, ticks: axisLayout.majorTicks, color: stripe)))
            }
        }
        for (axis, axisLayout) in axisPairs {
            let width = grid.strokeWidth(axis.style.gridLineWidth ?? 1 / layout.scale)
            if axis.showsMinorGridLines, !axisLayout.minorTicks.values.isEmpty {
                commands.append(.segments(SegmentBatch(
                    segments: gridSegments(axis, values: axisLayout.minorTicks.values, width: width),
                    color: axis.style.minorGridLineColor ?? theme.minorGridLineColor, width: width)))
            }
            if axis.showsMajorGridLines, !axisLayout.majorTicks.values.isEmpty {
                commands.append(.segments(SegmentBatch(
                    segments: gridSegments(axis, values: axisLayout.majorTicks.values, width: width),
                    color: axis.style.majorGridLineColor ?? theme.majorGridLineColor, width: width)))
            }
        }
        return commands
    }

    func gridSegments(_ axis: Axis, values: [Double], width: Double) -> [SegmentBatch.Segment] {
        let plot = layout.plotArea
        let span = layout.span(of: axis, in: chart)
        return values.map { v in
            let p = grid.strokeCenter(axis.pixelValue(forDataValue: v, in: span), width: width)
            switch axis.orientation {
            case .horizontal: return .init(from: Point(x: p, y: plot.minY), to: Point(x: p, y: plot.maxY))
            case .vertical: return .init(from: Point(x: plot.minX, y: p), to: Point(x: plot.maxX, y: p))
            }
        }
    }

    private func stripes(_ axis: Axis, ticks: TickSet, color: Color) -> [RectShape] {
        let plot = layout.plotArea
        var edges = [axis.visibleRange.min] + ticks.values + [axis.visibleRange.max]
        let span = layout.span(of: axis, in: chart)
        edges = edges.map { grid.snap(axis.pixelValue(forDataValue: $0, in: span)) }
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
        // Each series maps itself onto primitives (Series/); stacks, category slots and show/hide
        // animations are applied there too.
        chart.seriesCommands(plotArea: layout.plotArea, scale: layout.scale, measurer: measurer,
                             plotBackground: plotBackground)
    }

    // MARK: Chrome: title, axes, legend

    private func chrome(plotBackground: Color) -> [DrawCommand] {
        var commands: [DrawCommand] = []
        if let title = layout.titleText, let frame = layout.titleFrame {
            // Centred over the plot area, but never past the chart's margins.
            let font = chart.titleStyle.font ?? theme.titleFont
            let half = measurer.measure(title, font: font).width / 2
            let x = min(max(layout.plotArea.midX, frame.minX + half), max(frame.minX + half, frame.maxX - half))
            commands.append(.text(TextCommand(
                text: title, font: font, color: chart.titleStyle.color ?? theme.titleColor,
                position: Point(x: x, y: frame.minY), horizontalAnchor: .center, verticalAnchor: .top)))
        }
        for (axis, axisLayout) in axisPairs {
            commands += axisCommands(axis, axisLayout)
        }
        commands += legendCommands(plotBackground: plotBackground)
        if let frame = layout.colorBarFrame, let bar = HeatmapColorBar(chart: chart) {
            commands += bar.commands(in: frame, theme: theme, measurer: measurer, grid: grid)
        }
        return commands
    }
}
