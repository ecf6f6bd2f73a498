import Foundation

extension SceneBuilder {
    // MARK: Axes: line, ticks, labels, title

    /// Every axis, x axes first, in the chart's order, with its layout.
    var axisPairs: [(axis: Axis, layout: AxisLayout)] {
        Array(zip(chart.xAxes, layout.xAxes)) + Array(zip(chart.yAxes, layout.yAxes))
    }

    func axisCommands(_ axis: Axis, _ axisLayout: AxisLayout) -> [DrawCommand] {
        let plot = layout.plotArea
        let style = axis.style
        let side = axisLayout.side
        let horizontal = side.isHorizontal
        let lineWidth = axisLayout.lineWidth
        var commands: [DrawCommand] = []

        // The line. The innermost axes on adjacent sides meet at the plot's corners.
        let linePos = grid.strokeCenter(axisLayout.linePosition, width: lineWidth)
        let innermost = isInnermost(axisLayout)
        let line: SegmentBatch.Segment
        if horizontal {
            let start = innermost && hasAxis(on: .left) ? plot.minX - lineWidth : plot.minX
            let end = innermost && hasAxis(on: .right) ? plot.maxX + lineWidth : plot.maxX
            line = .init(from: Point(x: start, y: linePos), to: Point(x: end, y: linePos))
        } else {
            let start = innermost && hasAxis(on: .top) ? plot.minY - lineWidth : plot.minY
            let end = innermost && hasAxis(on: .bottom) ? plot.maxY + lineWidth : plot.maxY
            line = .init(from: Point(x: linePos, y: start), to: Point(x: linePos, y: end))
        }
        commands.append(.segments(SegmentBatch(segments: [line], color: style.lineColor ?? theme.axisLineColor,
                                               width: lineWidth)))

        // Tick marks, batched by colour.
        let outerEdge = side.outward > 0 ? axisLayout.linePosition + lineWidth : axisLayout.linePosition
        let innerEdge = side.outward > 0 ? axisLayout.linePosition : axisLayout.linePosition + lineWidth
        let majorLength = style.majorTickLength ?? 5, minorLength = style.minorTickLength ?? 3
        // Parallel arrays searched linearly: an axis has one or two colours, and hashing a colour
        // per tick mark cost more than the rest of the loop.
        var batchColors: [Color] = []
        var batches: [[SegmentBatch.Segment]] = []
        for mark in axisLayout.tickMarks where mark.showsTickLine {
            let length = mark.kind == .major ? majorLength : minorLength
            let outer = axis.tickMarkPosition.outerLength(length), inner = axis.tickMarkPosition.innerLength(length)
            let from = inner > 0 ? innerEdge - side.outward * inner : outerEdge
            let to = outerEdge + side.outward * outer
            guard from != to else { continue }
            let p = grid.strokeCenter(mark.position, width: lineWidth)
            let segment: SegmentBatch.Segment = horizontal
                ? .init(from: Point(x: p, y: from), to: Point(x: p, y: to))
                : .init(from: Point(x: from, y: p), to: Point(x: to, y: p))
            let color = mark.tickColor ?? style.tickColor ?? theme.tickColor
            if let batch = batchColors.firstIndex(of: color) {
                batches[batch].append(segment)
            } else {
                batchColors.append(color)
                batches.append([segment])
            }
        }
        for (color, segments) in zip(batchColors, batches) {
            commands.append(.segments(SegmentBatch(segments: segments, color: color, width: lineWidth)))
        }

        // Labels, and covers over the parts of clipped labels beyond the axis's ends.
        let font = style.labelFont ?? theme.tickLabelFont
        let color = style.labelColor ?? theme.tickLabelColor
        var covers: [RectShape] = []
        for (mark, size) in zip(axisLayout.tickMarks, axisLayout.labelSizes) where mark.showsLabel && !mark.text.isEmpty {
            let placement = TickLabelPlacement(side: side, orientation: axis.tickLabelOrientation, size: size,
                                               tick: mark.position, edge: axisLayout.labelPosition)
            commands.append(.text(TextCommand(
                text: mark.text, font: mark.labelFont ?? font, color: mark.labelColor ?? color,
                position: placement.position, horizontalAnchor: placement.horizontalAnchor,
                verticalAnchor: placement.verticalAnchor, rotation: placement.rotation)))
            covers += clipCovers(placement.box, axis: axis, side: side)
        }
        if !covers.isEmpty { commands.append(.rects(covers)) }

        if let note = axisLayout.note, let anchor = axisLayout.noteAnchor {
            commands.append(.text(TextCommand(
                text: note, font: font, color: color, position: anchor,
                horizontalAnchor: .right, verticalAnchor: .center, rotation: 0)))
        }
        if let title = axis.title, let center = axisLayout.titleCenter {
            commands.append(.text(TextCommand(
                text: title, font: style.titleFont ?? theme.axisTitleFont,
                color: style.titleColor ?? theme.axisTitleColor, position: center,
                horizontalAnchor: .center, verticalAnchor: .center,
                rotation: side == .left ? Double.pi / 2 : side == .right ? -Double.pi / 2 : 0)))
        }
        return commands
    }

    /// Background-coloured boxes over the parts of a label box past the ends of the axis whose
    /// clipping mode is `.clip`. (Labels are drawn after the plot; the cover restores the chart
    /// background there.)
    private func clipCovers(_ box: Rect, axis: Axis, side: AxisSide) -> [RectShape] {
        let plot = layout.plotArea
        let background = theme.background
        var covers: [RectShape] = []
        // Along an x axis the minimum is on the left; along a y axis at the bottom.
        let lowMode = axis.tickLabelClippingModeLow, highMode = axis.tickLabelClippingModeHigh
        if side.isHorizontal {
            if lowMode == .clip, box.minX < plot.minX {
                covers.append(RectShape(rect: Rect(x: box.minX, y: box.minY, width: plot.minX - box.minX, height: box.height),
                                        fill: background))
            }
            if highMode == .clip, box.maxX > plot.maxX {
                covers.append(RectShape(rect: Rect(x: plot.maxX, y: box.minY, width: box.maxX - plot.maxX, height: box.height),
                                        fill: background))
            }
        } else {
            if lowMode == .clip, box.maxY > plot.maxY {
                covers.append(RectShape(rect: Rect(x: box.minX, y: plot.maxY, width: box.width, height: box.maxY - plot.maxY),
                                        fill: background))
            }
            if highMode == .clip, box.minY < plot.minY {
                covers.append(RectShape(rect: Rect(x: box.minX, y: box.minY, width: box.width, height: plot.minY - box.minY),
                                        fill: background))
            }
        }
        return covers
    }

    /// Whether the axis is the first on its side at the plot's edge (not crossing inside it).
    private func isInnermost(_ axisLayout: AxisLayout) -> Bool {
        let plot = layout.plotArea
        switch axisLayout.side {
        case .bottom: return axisLayout.linePosition == plot.maxY
        case .top: return axisLayout.linePosition + axisLayout.lineWidth == plot.minY
        case .left: return axisLayout.linePosition + axisLayout.lineWidth == plot.minX
        case .right: return axisLayout.linePosition == plot.maxX
        }
    }

    private func hasAxis(on side: AxisSide) -> Bool {
        (layout.xAxes + layout.yAxes).contains { $0.side == side && isInnermost($0) }
    }
}
