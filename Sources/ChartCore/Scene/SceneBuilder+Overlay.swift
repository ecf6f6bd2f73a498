extension SceneBuilder {
    // MARK: Overlay: gesture feedback, crosshair and tooltip

    /// Everything drawn above the cached base image: the box-zoom rectangle while one is dragged,
    /// and the crosshair unless a drag is under way (it would only chase the pointer). Reports a
    /// changed crosshair reading to the observers.
    func overlayCommands(plotBackground: Color) -> [DrawCommand] {
        var commands = boxZoomCommands()
        let reading = chart.navigator.isDragging ? nil : chart.crosshairReading()
        chart.reportCrosshairReading(reading)
        // A radial chart draws its own hover tooltip (sliceTooltipCommands); its reading is
        // only reported.
        if let reading, !chart.isRadialChart {
            commands += crosshairCommands(reading, plotBackground: plotBackground)
        }
        commands += sliceTooltipCommands()
        commands += chart.extensionOverlayCommands(layout: layout, measurer: measurer)
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

    /// Lines, a marker per row in the series' own colour, and the tooltip (the default box, or
    /// the chart's custom drawing).
    func crosshairCommands(_ reading: CrosshairReading, plotBackground: Color) -> [DrawCommand] {
        let plot = layout.plotArea
        let width = grid.strokeWidth(chart.crosshair.lineWidth ?? 1 / layout.scale)
        let x = grid.strokeCenter(reading.position.x, width: width)
        let y = grid.strokeCenter(reading.position.y, width: width)
        var segments: [SegmentBatch.Segment] = []
        let lines = chart.crosshair.resolvedLines
        if lines == .vertical || lines == .both {
            segments.append(.init(from: Point(x: x, y: plot.minY), to: Point(x: x, y: plot.maxY)))
        }
        if lines == .horizontal || lines == .both {
            segments.append(.init(from: Point(x: plot.minX, y: y), to: Point(x: plot.maxX, y: y)))
        }
        var commands: [DrawCommand] = []
        if !segments.isEmpty {
            commands.append(.segments(SegmentBatch(segments: segments, color: chart.crosshair.lineColor ?? theme.crosshairColor,
                                                   width: width, dash: [4, 3])))
        }
        for row in reading.rows where plot.contains(row.position) {
            // Each series' own geometry, so markers of several rows can be drawn at once.
            let marker = chart.seriesStates[row.seriesIndex].highlightMarker
            marker.setSinglePoint(x: row.position.x, y: row.position.y)
            commands.append(.markers(MarkerCommand(
                geometry: GeometryRef(marker), transform: DataTransform(scaleX: 1, scaleY: 1, offsetX: 0, offsetY: 0),
                shape: .circle, size: 9, fill: row.color, strokeColor: plotBackground, strokeWidth: 2)))
        }
        guard chart.crosshair.showsTooltip else { return commands }
        if let drawing = chart.tooltipDrawing {
            let context = TooltipDrawingContext(plotArea: plot, scale: layout.scale, theme: theme, measurer: measurer)
            return commands + drawing(reading, context)
        }
        let content = chart.tooltipContent?(reading) ?? chart.delegate?.chart(chart, tooltipLinesFor: reading)
            ?? chart.defaultTooltipLines(for: reading)
        guard !content.isEmpty else { return commands }
        let accent = reading.mode == .snap ? reading.rows.first?.color ?? theme.crosshairColor : theme.crosshairColor
        return commands + tooltipBox(content, pointingAt: reading.position, accent: accent)
    }

    /// A rounded box of text lines beside `point`, flipped to the other side where it would leave
    /// the plot area and kept inside it, with a caret in `accent` pointing at the point.
    func tooltipBox(_ content: [TooltipLine], pointingAt point: Point, accent: Color) -> [DrawCommand] {
        let plot = layout.plotArea
        let textBox = TooltipTextBox(content, font: theme.tooltipFont, measurer: measurer)
        let boxWidth = textBox.size.width, boxHeight = textBox.size.height
        let gap = 12.0
        var bx = point.x + gap, by = point.y - boxHeight - gap
        var onRight = true
        if bx + boxWidth > plot.maxX {
            bx = point.x - gap - boxWidth
            onRight = false
        }
        if by < plot.minY { by = point.y + gap }
        bx = max(plot.minX, min(bx, plot.maxX - boxWidth))
        by = max(plot.minY, min(by, plot.maxY - boxHeight))
        let box = grid.snap(Rect(x: bx, y: by, width: boxWidth, height: boxHeight))

        var commands: [DrawCommand] = []
        // The caret: a diamond half under the box's edge nearest the point, in the accent colour.
        let caretX = onRight ? box.minX : box.maxX
        let caretY = min(max(point.y, box.minY + 7), box.maxY - 7)
        if box.height >= 14 {
            chart.overlayState.caretMarker.setSinglePoint(x: caretX, y: caretY)
            commands.append(.markers(MarkerCommand(
                geometry: GeometryRef(chart.overlayState.caretMarker),
                transform: DataTransform(scaleX: 1, scaleY: 1, offsetX: 0, offsetY: 0),
                shape: .diamond, size: 12, fill: accent)))
        }
        return commands + draw(textBox, in: box, accent: accent)
    }
}
