extension SceneBuilder {
    // MARK: Measurement cursors

    /// The cursors (solid vertical lines labelled A and B), a light tint between them and a
    /// readout box of Δx and, per series, Δy, slope, min, max and mean. Clipped to the plot.
    func measurementCommands() -> [DrawCommand] {
        let cursors = chart.measurementCursors
        let reading = chart.measurementReading()
        chart.reportMeasurement(reading)
        guard !cursors.isEmpty else { return [] }
        let plot = layout.plotArea
        let color = Color(hex: 0xcc79a7)
        let width = grid.strokeWidth(1.5)
        let pixels = cursors.map { chart.xAxis.pixelValue(forDataValue: $0) }
        guard pixels.allSatisfy(\.isFinite) else { return [] }
        var commands: [DrawCommand] = []
        if pixels.count == 2 {
            let a = max(min(pixels[0], pixels[1]), plot.minX - 1), b = min(max(pixels[0], pixels[1]), plot.maxX + 1)
            if b > a {
                commands.append(.rects([RectShape(rect: Rect(x: a, y: plot.minY, width: b - a, height: plot.height),
                                                  fill: color.withAlpha(0.08))]))
            }
        }
        let segments = pixels.filter { $0 >= plot.minX - 2 && $0 <= plot.maxX + 2 }.map { p -> SegmentBatch.Segment in
            let c = grid.strokeCenter(p, width: width)
            return .init(from: Point(x: c, y: plot.minY), to: Point(x: c, y: plot.maxY))
        }
        if !segments.isEmpty {
            commands.append(.segments(SegmentBatch(segments: segments, color: color, width: width)))
        }
        let font = theme.tooltipFont
        for (name, p) in zip(["A", "B"], pixels) where p >= plot.minX && p <= plot.maxX {
            commands.append(.text(TextCommand(text: name, font: FontSpec(family: font.family, size: font.size, weight: .bold),
                                              color: color, position: Point(x: p + 4, y: plot.maxY - 4),
                                              verticalAnchor: .bottom)))
        }
        guard let reading else { return commands }
        var lines = [TooltipLine("Δx = \(reading.deltaXText)", isBold: true)]
        for s in reading.series {
            // Values through the series' own y axis (a second axis has its own units).
            let yAxis = chart.seriesAxes(chart.seriesStates[s.seriesIndex]).y
            func number(_ v: Double?) -> String {
                guard let v, v.isFinite else { return "–" }
                return yAxis.tooltipString(for: v)
            }
            let dy = s.deltaY.map(yAxis.spanString) ?? "–"
            let slope = s.slope(deltaX: reading.deltaX).map(Axis.compactNumber) ?? "–"
            lines.append(TooltipLine("\(s.seriesTitle)  Δy = \(dy)  slope = \(slope)  "
                                     + "min = \(number(s.minimum))  max = \(number(s.maximum))  mean = \(number(s.mean))",
                                     swatch: s.color))
        }
        commands += readoutBox(lines, accent: color)
        return commands
    }

    /// A box of lines in the plot's top-left corner.
    private func readoutBox(_ content: [TooltipLine], accent: Color) -> [DrawCommand] {
        let plot = layout.plotArea
        let textBox = TooltipTextBox(content, font: theme.tooltipFont, measurer: measurer)
        let box = grid.snap(Rect(x: plot.minX + 8, y: plot.minY + 8, width: textBox.size.width, height: textBox.size.height))
        return draw(textBox, in: box, accent: accent)
    }
}
