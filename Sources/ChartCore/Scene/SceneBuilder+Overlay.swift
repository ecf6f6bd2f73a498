extension SceneBuilder {
    // MARK: Overlay: gesture feedback, crosshair and tooltip

    /// Everything drawn above the cached base image: the box-zoom rectangle while one is dragged,
    /// and the crosshair unless a drag is under way (it would only chase the pointer).
    func overlayCommands(plotBackground: Color) -> [DrawCommand] {
        var commands = boxZoomCommands()
        if !chart.navigator.isDragging {
            commands += crosshairCommands(plotBackground: plotBackground)
        }
        commands += sliceTooltipCommands()
        commands += chart.extensionOverlayCommands(layout: layout)
        return commands
    }

    /// The box-zoom rectangle: a translucent fill with an opaque one-pixel outline, snapped to
    /// device pixels.
    func boxZoomCommands() -> [DrawCommand] {
        guard let box = chart.boxZoomRect, box.width > 0 || box.height > 0 else { return [] }
        let color = chart.navigation.boxZoomColor ?? theme.crosshairColor
        let rect = grid.snap(box)
        return [.rects([RectShape(rect: rect, fill: color.withAlpha(color.alpha * 0.15),
                                  borderWidth: grid.strokeWidth(1 / layout.scale),
                                  borderColor: color.withAlpha(color.alpha * 0.85))])]
    }

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
        let axes = chart.seriesAxes(state)
        let lines = [name, "x = \(axes.x.detailedString(for: target.x))   y = \(axes.y.detailedString(for: target.y))"]
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
