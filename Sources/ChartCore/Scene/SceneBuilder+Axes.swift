extension SceneBuilder {
    // MARK: Axes: line, ticks, labels, title

    func axisCommands(_ axis: Axis, _ axisLayout: AxisLayout) -> [DrawCommand] {
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
}
