extension SceneBuilder {
    // MARK: Series crosshair, floating

    /// The series crosshair in floating mode, which reads every series at once: a box per series
    /// filled with its colour (its title and value, the text shaded to read on it) beside its
    /// point on the vertical line, right of it or left where the plot has no room, with a caret to
    /// the point; boxes that would overlap are pushed apart up and down. The x read stands in a
    /// box of the theme's tooltip colours just below the plot, over the x labels, as an axis tag
    /// (inside the plot's foot where the chart has no room below it): in the plot it would cover
    /// the points near the axis.
    /// Returns the commands and every box drawn.
    func floatingSeriesTooltipBoxes(_ reading: CrosshairReading, rows: [TooltipRow]) -> (commands: [DrawCommand], frames: [Rect]) {
        let plot = layout.plotArea
        let gap = 4.0, offset = 14.0, caretHalf = 5.0
        let line = reading.position.x
        let xText = TooltipTextBox([TooltipLine(chart.xAxis.tooltipString(for: reading.x), isBold: true)],
                                   font: theme.tooltipFont, measurer: measurer)
        let tagBelow = plot.maxY + 2 + xText.size.height <= layout.size.height
        var xBox = Rect(x: line - xText.size.width / 2, y: tagBelow ? plot.maxY + 2 : plot.maxY - xText.size.height - gap,
                        width: xText.size.width, height: xText.size.height)
        xBox.origin.x = max(plot.minX, min(xBox.minX, plot.maxX - xBox.width))
        xBox = grid.snap(xBox)
        var commands = draw(xText, in: xBox, accent: theme.crosshairColor)
        var frames = [xBox]

        // Top to bottom by point, so pushing boxes apart keeps their order.
        let sorted = rows.sorted { $0.position.y < $1.position.y }
        guard !sorted.isEmpty else { return (commands, frames) }
        let texts = sorted.map { row -> TooltipTextBox in
            let values = row.values.filter { $0.name != "x" }.map(\.text).joined(separator: "  ")
            return TooltipTextBox([TooltipLine("\(row.seriesTitle)  \(values)")], font: theme.tooltipFont, measurer: measurer)
        }
        let widest = texts.map(\.size.width).max() ?? 0
        let onRight = line + offset + widest <= plot.maxX || line - offset - widest < plot.minX
        let top = plot.minY, bottom = tagBelow ? plot.maxY : xBox.minY - gap
        var ys = zip(sorted, texts).map { $0.position.y - $1.size.height / 2 }
        for i in ys.indices {
            ys[i] = max(ys[i], i == 0 ? top : ys[i - 1] + texts[i - 1].size.height + gap)
        }
        for i in ys.indices.reversed() {
            let limit = i == ys.count - 1 ? bottom : ys[i + 1] - gap
            ys[i] = max(top, min(ys[i], limit - texts[i].size.height))
        }
        for ((row, text), y) in zip(zip(sorted, texts), ys) {
            let w = text.size.width, h = text.size.height
            let box = grid.snap(Rect(x: onRight ? line + offset : line - offset - w, y: y, width: w, height: h))
            let fill = row.color.withAlpha(1)
            let edgeX = onRight ? box.minX : box.maxX
            let cy = min(max(row.position.y, box.minY + caretHalf), box.maxY - caretHalf)
            // The caret stops short of the point, so the point's marker stays visible.
            let dx = row.position.x - edgeX, dy = row.position.y - cy
            let length = max((dx * dx + dy * dy).squareRoot(), 1)
            let reach = max(length - 6, 0) / length
            let tip = Point(x: edgeX + dx * reach, y: cy + dy * reach)
            let base = (Point(x: edgeX, y: cy - caretHalf), Point(x: edgeX, y: cy + caretHalf))
            if length > 7 {
                let center = Point(x: (base.0.x + base.1.x + tip.x) / 3, y: (base.0.y + base.1.y + tip.y) / 3)
                commands.append(.polygon(PolygonShape(center: center, points: [base.0, tip, base.1], fill: fill)))
            }
            commands += draw(text, in: box, accent: fill, fill: fill,
                             textColor: theme.tooltipTextColor.readable(on: fill, minimumContrast: 7))
            frames.append(box)
        }
        return (commands, frames)
    }
}
