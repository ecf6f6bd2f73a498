extension SceneBuilder {
    // MARK: Overlay: gesture feedback, crosshair and tooltip

    /// Everything drawn above the cached base image: the box-zoom rectangle while one is dragged,
    /// and the crosshair unless a drag is under way (it would only chase the pointer). Reports a
    /// changed crosshair reading to the observers.
    /// `tooltipFrames` are set to the crosshair tooltip's boxes where the built-in styles draw them.
    func overlayCommands(plotBackground: Color, tooltipFrames: inout [Rect]) -> [DrawCommand] {
        var commands = boxZoomCommands()
        let reading = chart.navigator.isDragging ? nil : chart.crosshairReading()
        chart.reportCrosshairReading(reading)
        // A radial chart draws its own hover tooltip (sliceTooltipCommands); its reading is
        // only reported.
        if let reading, !chart.isRadialChart {
            let crosshair = crosshairCommands(reading, plotBackground: plotBackground)
            commands += crosshair.commands
            tooltipFrames = crosshair.tooltipFrames
        }
        commands += sliceTooltipCommands()
        commands += chart.extensionOverlayCommands(layout: layout, measurer: measurer)
        return commands
    }

    /// The box-zoom rectangle: a translucent fill with an opaque one-pixel outline, snapped to
    /// device pixels.
    func boxZoomCommands() -> [DrawCommand] {
        guard let box = chart.navigator.boxZoomRect(within: layout.plotArea), box.width > 0 || box.height > 0 else { return [] }
        let color = chart.navigation.boxZoomColor ?? theme.crosshairColor
        let rect = grid.snap(box)
        return [.rects([RectShape(rect: rect, fill: color.withAlpha(color.alpha * 0.15),
                                  borderWidth: grid.strokeWidth(1 / layout.scale),
                                  borderColor: color.withAlpha(color.alpha * 0.85))])]
    }

    // MARK: Overlay: crosshair and tooltip

    /// Lines, a marker per row in the series' own colour (or the chart's `crosshairDrawer`), and
    /// the tooltip (the default box, the series-coloured box, or the chart's custom drawing).
    func crosshairCommands(_ reading: CrosshairReading, plotBackground: Color) -> (commands: [DrawCommand], tooltipFrames: [Rect]) {
        let plot = layout.plotArea
        let width = grid.strokeWidth(chart.crosshairSettings.lineWidth ?? 1 / layout.scale)
        let lineColor = chart.crosshairSettings.lineColor ?? theme.crosshairColor
        let x = grid.strokeCenter(reading.position.x, width: width)
        let y = grid.strokeCenter(reading.position.y, width: width)
        var segments: [SegmentBatch.Segment] = []
        let lines = chart.crosshairSettings.resolvedLines
        if lines == .vertical || lines == .both {
            segments.append(.init(from: Point(x: x, y: plot.minY), to: Point(x: x, y: plot.maxY)))
        }
        if lines == .horizontal || lines == .both {
            segments.append(.init(from: Point(x: plot.minX, y: y), to: Point(x: plot.maxX, y: y)))
        }
        let defaultLines: [DrawCommand] = segments.isEmpty ? []
            : [.segments(SegmentBatch(segments: segments, color: lineColor, width: width, dash: [4, 3]))]
        let states = chart.seriesStates
        let defaultTarget: (TooltipRow) -> [DrawCommand] = { row in
            // Each series' own geometry, so markers of several rows can be drawn at once.
            let marker = states[row.seriesIndex].highlightMarker
            marker.setSinglePoint(x: row.position.x, y: row.position.y)
            return [.markers(MarkerCommand(
                geometry: GeometryRef(marker), transform: DataTransform(scaleX: 1, scaleY: 1, offsetX: 0, offsetY: 0),
                shape: .circle, size: 9, fill: row.color, strokeColor: plotBackground, strokeWidth: 2))]
        }
        var commands: [DrawCommand]
        let rows = reading.rows.filter { plot.contains($0.position) }
        if let drawer = chart.crosshairDrawer {
            let context = CrosshairDrawingContext(plotArea: plot, scale: layout.scale, theme: theme, lineColor: lineColor,
                                                  lineWidth: width, plotBackground: plotBackground,
                                                  defaultLines: defaultLines, defaultTarget: defaultTarget)
            commands = drawer.lineCommands(for: reading, in: context)
            for row in rows { commands += drawer.targetCommands(for: row, in: context) }
        } else {
            commands = defaultLines
            for row in rows { commands += defaultTarget(row) }
        }
        guard chart.crosshairSettings.showsTooltip else { return (commands, []) }
        if let drawing = chart.tooltipDrawing {
            let context = TooltipDrawingContext(plotArea: plot, scale: layout.scale, theme: theme, measurer: measurer)
            return (commands + drawing(reading, context), [])
        }
        let custom = chart.tooltipContent?(reading) ?? chart.delegate?.chart(chart, tooltipLinesFor: reading)
        if chart.crosshairSettings.tooltipStyle == .series, reading.mode == .floating, custom == nil {
            guard !rows.isEmpty else { return (commands, []) }
            let boxes = floatingSeriesTooltipBoxes(reading, rows: rows)
            return (commands + boxes.commands, boxes.frames)
        }
        let content = custom ?? chart.defaultTooltipLines(for: reading)
        guard !content.isEmpty else { return (commands, []) }
        if chart.crosshairSettings.tooltipStyle == .series, reading.mode == .snap, let row = reading.rows.first {
            let box = seriesTooltipBox(content, for: row, target: reading.target)
            return (commands + box.commands, [box.frame])
        }
        let accent = reading.mode == .snap ? reading.rows.first?.color ?? theme.crosshairColor : theme.crosshairColor
        let box = tooltipBox(content, pointingAt: reading.position, accent: accent)
        return (commands + box.commands, [box.frame])
    }

    /// The series crosshair's box: filled with the row's series colour, its text shaded to read
    /// on it, 20 points above the point (below where the plot area has no room, or first for a
    /// value below zero) or, for a bar, right of its end (left for a negative bar or no room),
    /// with a triangular caret from the box to the point.
    func seriesTooltipBox(_ content: [TooltipLine], for row: TooltipRow, target: CrosshairTarget?) -> (commands: [DrawCommand], frame: Rect) {
        let plot = layout.plotArea
        let point = row.position
        let fill = row.color.withAlpha(1)
        // The box's colour already names the series: a swatch of the same colour would vanish.
        let lines = content.map { TooltipLine($0.text, color: $0.color, swatch: nil, isBold: $0.isBold) }
        let textBox = TooltipTextBox(lines, font: theme.tooltipFont, measurer: measurer)
        let w = textBox.size.width, h = textBox.size.height
        let offset = 20.0, caretHalf = 6.0
        let isBar = chart.seriesStates.indices.contains(row.seriesIndex)
            && chart.seriesStates[row.seriesIndex].series.layoutOrientation == .vertical
        var box: Rect
        var caretBase: (Point, Point)
        if isBar {
            let right = Rect(x: point.x + offset, y: point.y - h / 2, width: w, height: h)
            let left = Rect(x: point.x - offset - w, y: point.y - h / 2, width: w, height: h)
            let prefersLeft = (target?.x ?? 0) < 0
            let fitsRight = right.maxX <= plot.maxX, fitsLeft = left.minX >= plot.minX
            box = prefersLeft ? (fitsLeft || !fitsRight ? left : right) : (fitsRight || !fitsLeft ? right : left)
            box.origin.y = max(plot.minY, min(box.minY, plot.maxY - h))
            let edgeX = box.minX > point.x ? box.minX : box.maxX
            let cy = min(max(point.y, box.minY + caretHalf), box.maxY - caretHalf)
            caretBase = (Point(x: edgeX, y: cy - caretHalf), Point(x: edgeX, y: cy + caretHalf))
        } else {
            let above = Rect(x: point.x - w / 2, y: point.y - offset - h, width: w, height: h)
            let below = Rect(x: point.x - w / 2, y: point.y + offset, width: w, height: h)
            let prefersBelow = (target?.y ?? 0) < 0
            let fitsAbove = above.minY >= plot.minY, fitsBelow = below.maxY <= plot.maxY
            box = prefersBelow ? (fitsBelow || !fitsAbove ? below : above) : (fitsAbove || !fitsBelow ? above : below)
            box.origin.x = max(plot.minX, min(box.minX, plot.maxX - w))
            let edgeY = box.minY > point.y ? box.minY : box.maxY
            let cx = min(max(point.x, box.minX + caretHalf), box.maxX - caretHalf)
            caretBase = (Point(x: cx - caretHalf, y: edgeY), Point(x: cx + caretHalf, y: edgeY))
        }
        box = grid.snap(box)
        // The caret stops short of the point, so the target stays visible.
        let dx = point.x - (caretBase.0.x + caretBase.1.x) / 2, dy = point.y - (caretBase.0.y + caretBase.1.y) / 2
        let length = max((dx * dx + dy * dy).squareRoot(), 1)
        let reach = max(length - 7, 0) / length
        let tip = Point(x: (caretBase.0.x + caretBase.1.x) / 2 + dx * reach, y: (caretBase.0.y + caretBase.1.y) / 2 + dy * reach)
        let center = Point(x: (caretBase.0.x + caretBase.1.x + tip.x) / 3, y: (caretBase.0.y + caretBase.1.y + tip.y) / 3)
        var commands: [DrawCommand] = []
        if length > 8 {
            commands.append(.polygon(PolygonShape(center: center, points: [caretBase.0, tip, caretBase.1], fill: fill)))
        }
        let text = theme.tooltipTextColor.readable(on: fill, minimumContrast: 7)
        return (commands + draw(textBox, in: box, accent: fill, fill: fill, textColor: text), box)
    }

    /// A rounded box of text lines beside `point`, flipped to the other side where it would leave
    /// the plot area and kept inside it, with a caret in `accent` pointing at the point.
    func tooltipBox(_ content: [TooltipLine], pointingAt point: Point, accent: Color) -> (commands: [DrawCommand], frame: Rect) {
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
        return (commands + draw(textBox, in: box, accent: accent), box)
    }
}
