import Foundation

/// Whether a scatter draws a marker per point or its density: each device pixel coloured by how
/// many points fall in it.
public enum ScatterDensityMode: Hashable, Sendable {
    /// Density once the series has more than `ScatterSeries.densityThreshold` points.
    case automatic
    /// Always density.
    case always
    /// Always markers.
    case never
}

extension ScatterSeries {
    /// Whether the series is drawn as a density image now (the mode, the threshold, the count).
    public func drawsDensity(pointCount: Int) -> Bool {
        switch densityMode {
        case .always: return true
        case .never: return false
        case .automatic: return pointCount > densityThreshold
        }
    }

    /// The density image and its colour bar, or nil to draw markers (density off, or an axis that
    /// does not map data to pixels affinely, such as a log axis).
    func densityCommands(_ context: SeriesDrawContext) -> [DrawCommand]? {
        guard let frame = context.frame, drawsDensity(pointCount: frame.state.data.count),
              let image = densityBuilder.command(data: frame.state.data, x: frame.placedXAxis, y: frame.placedYAxis,
                                                 plotArea: frame.plotArea, scale: frame.scale, colorMap: densityColorMap)
        else { return nil }
        var commands: [DrawCommand] = [.densityImage(image)]
        if showsDensityColorBar {
            commands += densityColorBar(maximum: densityBuilder.maximumCount, frame: frame, theme: context.theme)
        }
        return commands
    }

    /// A legend-like panel in the plot's top-right corner: the colour map from 1 (bottom) to the
    /// largest count (top), on the same logarithmic scale as the image.
    private func densityColorBar(maximum: Int, frame: SeriesFrame, theme: Theme) -> [DrawCommand] {
        let plot = frame.plotArea
        let grid = frame.grid
        let font = theme.tickLabelFont
        let labels = ["\(max(maximum, 1))", maximum > 3 ? "\(Int(exp(log1p(Double(maximum)) / 2) - 1 + 0.5))" : "", "1"]
        let labelWidth = labels.map { label in
            frame.measurer.map { $0.measure(label, font: font).width } ?? Double(label.count) * font.size * 0.6
        }.max() ?? 0
        let stripWidth = 12.0, padding = 6.0, gap = 4.0
        let barHeight = min(140, plot.height - 4 * padding - font.size)
        guard barHeight > 20, plot.width > labelWidth + stripWidth + 4 * padding else { return [] }
        let panel = Rect(x: grid.snap(plot.maxX - padding - (labelWidth + gap + stripWidth + 2 * padding)),
                         y: grid.snap(plot.minY + padding),
                         width: grid.snap(labelWidth + gap + stripWidth + 2 * padding),
                         height: grid.snap(barHeight + font.size + 2 * padding))
        let stripTop = panel.minY + padding + font.size / 2, stripX = panel.maxX - padding - stripWidth
        var shapes = [RectShape(rect: panel, fill: theme.legendBackground, cornerRadius: 3, borderWidth: 1 / frame.scale,
                                borderColor: theme.legendBorderColor)]
        let steps = 32
        for i in 0..<steps {
            // Top is the largest count.
            let t0 = Double(i) / Double(steps), t1 = Double(i + 1) / Double(steps)
            let y0 = grid.snap(stripTop + t0 * barHeight), y1 = grid.snap(stripTop + t1 * barHeight)
            shapes.append(RectShape(rect: Rect(x: stripX, y: y0, width: stripWidth, height: y1 - y0),
                                    fill: densityColorMap.color(at: 1 - (t0 + t1) / 2)))
        }
        var commands: [DrawCommand] = [.rects(shapes)]
        for (label, t) in zip(labels, [0.0, 0.5, 1.0]) where !label.isEmpty {
            commands.append(.text(TextCommand(text: label, font: font, color: theme.tickLabelColor,
                                              position: Point(x: stripX - gap, y: stripTop + t * barHeight),
                                              horizontalAnchor: .right, verticalAnchor: .center)))
        }
        return commands
    }
}
