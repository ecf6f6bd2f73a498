extension SceneBuilder {
    // MARK: Measurement cursors

    /// The cursors (solid vertical lines labelled A and B), a light tint between them and a
    /// readout box of Δx and, per series, Δy and slope, then min, max and mean, clear of
    /// `tooltipFrames` (the crosshair's tooltip boxes). Clipped to the plot.
    func measurementCommands(avoiding tooltipFrames: [Rect]) -> [DrawCommand] {
        let cursors = chart.measurementCursors
        let reading = chart.measurementReading()
        chart.reportMeasurement(reading)
        guard !cursors.isEmpty else { return [] }
        let plot = layout.plotArea
        let color = Color(hex: 0xcc79a7)
        let width = grid.strokeWidth(1.5)
        let span = layout.span(of: chart.xAxis, in: chart)
        let pixels = cursors.map { chart.xAxis.pixelValue(forDataValue: $0, in: span) }
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
            // Two short lines rather than one long one: a narrower box finds a free place more often.
            lines.append(TooltipLine("\(s.seriesTitle)  Δy = \(dy)  slope = \(slope)", swatch: s.color))
            lines.append(TooltipLine("min = \(number(s.minimum))  max = \(number(s.maximum))  mean = \(number(s.mean))"))
        }
        commands += readoutBox(lines, accent: color, cursorPixels: pixels, tooltipFrames: tooltipFrames)
        return commands
    }

    /// A box of lines in the plot corner with the least drawn data under it, never under the
    /// pointer, the crosshair's tooltip or over a cursor's label (top-left first among equals).
    private func readoutBox(_ content: [TooltipLine], accent: Color, cursorPixels: [Double], tooltipFrames: [Rect]) -> [DrawCommand] {
        let textBox = TooltipTextBox(content, font: theme.tooltipFont, measurer: measurer)
        let box = grid.snap(Self.readoutPlace(size: textBox.size, plot: layout.plotArea, occupancy: dataOccupancy(),
                                              pointer: chart.crosshairState.pointerPosition, cursorPixels: cursorPixels,
                                              tooltipFrames: tooltipFrames))
        return draw(textBox, in: box, accent: accent)
    }

    /// The place for a readout box of `size` along the plot's top edge, else its bottom edge
    /// (corners first, then seven steps between them): the fewest data shapes under it, with the pointer's
    /// neighbourhood, the crosshair's tooltip (with a small gap) and the cursors' A/B labels at
    /// the foot counted as taken.
    static func readoutPlace(size: Size, plot: Rect, occupancy: DataLabelOccupancy, pointer: Point?,
                             cursorPixels: [Double], tooltipFrames: [Rect] = []) -> Rect {
        let inset = 8.0
        let left = plot.minX + inset, right = max(left, plot.maxX - inset - size.width)
        let top = plot.minY + inset, bottom = max(top, plot.maxY - inset - size.height)
        var xs = [left, right]
        for step in 1..<8 { xs.append(left + (right - left) * Double(step) / 8) }
        var corners: [Rect] = []
        for y in [top, bottom] { for x in xs { corners.append(Rect(x: x, y: y, width: size.width, height: size.height)) } }
        func cost(_ r: Rect) -> Int {
            var c = occupancy.obstacleCount(in: r)
            if let pointer, r.insetBy(dx: -24, dy: -24).contains(pointer) { c += 1_000_000 }
            for frame in tooltipFrames where r.insetBy(dx: -4, dy: -4).intersects(frame) { c += 1_000_000 }
            // The A and B labels stand at the plot's foot beside their cursor.
            for p in cursorPixels where r.maxY > plot.maxY - 24 && p + 24 >= r.minX && p <= r.maxX { c += 1000 }
            return c
        }
        return corners.enumerated().min { a, b in
            let ca = cost(a.element), cb = cost(b.element)
            return ca != cb ? ca < cb : a.offset < b.offset
        }!.element
    }
}
