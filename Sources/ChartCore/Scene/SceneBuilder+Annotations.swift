import Foundation

extension SceneBuilder {
    // MARK: Annotations

    /// The commands of every shown annotation of `layer`, in the order they were added. Placed
    /// through their axes' `pixelValue(forDataValue:)` like series; the layers they go into are
    /// clipped to the plot area. An annotation with a non-finite value, or one an axis cannot
    /// place (a log axis at zero), draws nothing.
    func annotationCommands(layer: AnnotationLayer) -> [DrawCommand] {
        let shown = chart.annotations.filter { $0.layer == layer && !$0.isHidden }
        // Labels keep clear of the drawn data (and of each other) where a place is free.
        let labelled = shown.contains { !($0.label ?? "").isEmpty || $0.movesOffData }
        let taken = labelled ? dataOccupancy() : DataLabelOccupancy()
        var commands: [DrawCommand] = []
        for annotation in shown {
            commands += annotationCommands(annotation, taken: taken)
        }
        return commands
    }

    /// What the series draw in the plot (lines, markers, bars), for labels and readouts to
    /// avoid: gathered once per view and kept (`ChartOverlayState.obstacleMemo`), so an overlay
    /// frame (a crosshair move) does not walk the series again. Returns a copy to place labels in.
    func dataOccupancy() -> DataLabelOccupancy {
        let key = DataObstacleKey(chart: chart, layout: layout)
        if let key, let memo = chart.overlayState.obstacleMemo, memo.key == key { return memo.occupancy.copy() }
        let taken = DataLabelOccupancy()
        for (_, frame) in chart.seriesFrames(plotArea: layout.plotArea, scale: layout.scale, measurer: nil, layout: layout) {
            for obstacle in frame.state.series.dataObstacles(in: frame) { taken.insertObstacle(obstacle) }
        }
        chart.overlayState.obstacleGathers += 1
        chart.overlayState.obstacleMemo = key.map { ($0, taken.copy()) }
        return taken
    }

    private func axes(of annotation: Annotation) -> (x: Axis, y: Axis) {
        // An axis not (or no longer) on this chart has no pixel mapping: use the primary one.
        let x = annotation.xAxis.flatMap { a in chart.xAxes.first { $0 === a } } ?? chart.xAxis
        let y = annotation.yAxis.flatMap { a in chart.yAxes.first { $0 === a } } ?? chart.yAxis
        return (x, y)
    }

    private func annotationCommands(_ annotation: Annotation, taken: DataLabelOccupancy) -> [DrawCommand] {
        let plot = layout.plotArea
        let (xAxis, yAxis) = axes(of: annotation)
        let style = annotation.style
        let stroke = style.strokeColor ?? theme.crosshairColor
        let lineWidth = grid.strokeWidth(style.strokeWidth ?? 1.5)
        let fill = style.fillColor ?? stroke.withAlpha(stroke.alpha * 0.15)
        // Pixel positions a little past the plot's edges are as good as the edge (it is clipped);
        // clamping keeps huge values finite for the GPU's Float arithmetic.
        let xSpan = layout.span(of: xAxis, in: chart), ySpan = layout.span(of: yAxis, in: chart)
        func px(_ x: Double) -> Double? { clampToPlot(xAxis.pixelValue(forDataValue: x, in: xSpan), plot.minX, plot.maxX) }
        func py(_ y: Double) -> Double? { clampToPlot(yAxis.pixelValue(forDataValue: y, in: ySpan), plot.minY, plot.maxY) }
        func point(_ position: AnnotationPosition) -> Point? {
            switch position {
            case .data(let x, let y):
                guard let a = px(x), let b = py(y) else { return nil }
                return Point(x: a, y: b)
            case .plot(let fx, let fy):
                guard fx.isFinite, fy.isFinite else { return nil }
                return Point(x: plot.minX + fx * plot.width, y: plot.minY + fy * plot.height)
            }
        }

        var commands: [DrawCommand] = []
        switch annotation.kind {
        case .horizontalLine(let y):
            guard let p = py(y) else { return [] }
            let c = grid.strokeCenter(p, width: lineWidth)
            commands.append(.segments(SegmentBatch(segments: [.init(from: Point(x: plot.minX, y: c), to: Point(x: plot.maxX, y: c))],
                                                   color: stroke, width: lineWidth, dash: style.dash)))
            if let label = annotation.label {
                commands += labelCommands(label, style: style, color: stroke, taken: taken, places: [
                    (Point(x: plot.maxX - 4, y: c - 3), .right, .bottom), (Point(x: plot.maxX - 4, y: c + 3), .right, .top),
                    (Point(x: plot.minX + 4, y: c - 3), .left, .bottom), (Point(x: plot.minX + 4, y: c + 3), .left, .top),
                    (Point(x: plot.midX, y: c - 3), .center, .bottom), (Point(x: plot.midX, y: c + 3), .center, .top)])
            }
        case .verticalLine(let x):
            guard let p = px(x) else { return [] }
            let c = grid.strokeCenter(p, width: lineWidth)
            commands.append(.segments(SegmentBatch(segments: [.init(from: Point(x: c, y: plot.minY), to: Point(x: c, y: plot.maxY))],
                                                   color: stroke, width: lineWidth, dash: style.dash)))
            if let label = annotation.label {
                commands += labelCommands(label, style: style, color: stroke, taken: taken, places: [
                    (Point(x: c + 4, y: plot.minY + 4), .left, .top), (Point(x: c - 4, y: plot.minY + 4), .right, .top),
                    (Point(x: c + 4, y: plot.maxY - 4), .left, .bottom), (Point(x: c - 4, y: plot.maxY - 4), .right, .bottom),
                    (Point(x: c + 4, y: plot.midY), .left, .center), (Point(x: c - 4, y: plot.midY), .right, .center)])
            }
        case .horizontalBand(let from, let to):
            guard let a = py(from), let b = py(to) else { return [] }
            let rect = grid.snap(Rect(x: plot.minX, y: min(a, b), width: plot.width, height: abs(b - a)))
            commands += bandCommands(rect, fill: fill, stroke: stroke, style: style, horizontal: true)
            if let label = annotation.label {
                commands += labelCommands(label, style: style, color: stroke, taken: taken,
                                          places: Self.insideCorners(rect, inset: (4, 3)))
            }
        case .verticalBand(let from, let to):
            guard let a = px(from), let b = px(to) else { return [] }
            let rect = grid.snap(Rect(x: min(a, b), y: plot.minY, width: abs(b - a), height: plot.height))
            commands += bandCommands(rect, fill: fill, stroke: stroke, style: style, horizontal: false)
            if let label = annotation.label {
                commands += labelCommands(label, style: style, color: stroke, taken: taken,
                                          places: Self.insideCorners(rect, inset: (4, 4)))
            }
        case .box(let x1, let y1, let x2, let y2):
            guard let a = px(x1), let b = px(x2), let c = py(y1), let d = py(y2) else { return [] }
            let rect = grid.snap(Rect(x: min(a, b), y: min(c, d), width: abs(b - a), height: abs(d - c)))
            commands.append(.rects([RectShape(rect: rect, fill: fill, borderWidth: grid.strokeWidth(style.strokeWidth ?? 1),
                                              borderColor: stroke)]))
            if let label = annotation.label {
                commands += labelCommands(label, style: style, color: stroke, taken: taken,
                                          places: Self.insideCorners(rect, inset: (4, 3)))
            }
        case .rectangle(let position):
            guard let centre = point(position),
                  let size = pixelSize(annotation.sizing, natural: Size(width: 12, height: 12), xAxis: xAxis, yAxis: yAxis,
                                       position: position) else { return [] }
            let rect = grid.snap(Rect(x: centre.x - size.width / 2, y: centre.y - size.height / 2,
                                      width: size.width, height: size.height))
            commands.append(.rects([RectShape(rect: rect, fill: fill, borderWidth: grid.strokeWidth(style.strokeWidth ?? 1),
                                              borderColor: stroke)]))
            if let label = annotation.label {
                commands += labelCommands(label, style: style, color: stroke, taken: taken, places: [
                    (Point(x: rect.midX, y: rect.maxY + 3), .center, .top), (Point(x: rect.midX, y: rect.minY - 3), .center, .bottom)])
            }
        case .text(let text, let position):
            guard let anchor = point(position) else { return [] }
            let placed = annotation.movesOffData ? clearPlace(for: text, at: anchor, style: style, taken: taken) : anchor
            commands += textAnnotationCommands(text, at: placed, style: style)
        case .image(let image, let position):
            guard let anchor = point(position) else { return [] }
            let natural = Size(width: Double(image.pixels.width), height: Double(image.pixels.height))
            guard let size = pixelSize(annotation.sizing, natural: natural, xAxis: xAxis, yAxis: yAxis, position: position),
                  size.width > 0, size.height > 0, size.width < 1e6, size.height < 1e6 else { return [] }
            let origin = anchored(anchor, size: size, anchor: style.anchor)
            commands.append(.image(ImageCommand(image: image, rect: Rect(x: origin.x, y: origin.y, width: size.width,
                                                                         height: size.height),
                                                opacity: style.opacity)))
            if let label = annotation.label {
                commands += labelCommands(label, style: style, color: style.textColor ?? theme.titleColor, taken: taken, places: [
                    (Point(x: origin.x + size.width / 2, y: origin.y + size.height + 3), .center, .top),
                    (Point(x: origin.x + size.width / 2, y: origin.y - 3), .center, .bottom)])
            }
        }
        return commands
    }

    /// Where a text annotation's anchor goes: `anchor` while its box covers no drawn data and no
    /// earlier label, else the nearest such place in eight directions at ½ … 4 text heights, inside
    /// the plot; `anchor` when none is. The box taken is recorded for later labels.
    private func clearPlace(for text: String, at anchor: Point, style: AnnotationStyle, taken: DataLabelOccupancy) -> Point {
        let font = style.font ?? theme.tooltipFont
        let m = measurer.measure(text, font: font)
        let padding = style.padding.isFinite ? max(style.padding, 0) : 0
        let size = Size(width: m.width + 2 * padding, height: m.ascent + m.descent + 2 * padding)
        let plot = layout.plotArea
        func box(_ p: Point) -> Rect {
            let corner = anchored(p, size: size, anchor: style.anchor)
            return Rect(x: corner.x, y: corner.y, width: size.width, height: size.height)
        }
        func isClear(_ p: Point) -> Bool {
            let r = box(p)
            return r.minX >= plot.minX && r.maxX <= plot.maxX && r.minY >= plot.minY && r.maxY <= plot.maxY
                && !taken.intersects(r.insetBy(dx: -1, dy: -1))
        }
        let step = size.height / 2
        let directions = [(0.0, -1.0), (0.0, 1.0), (1.0, 0.0), (-1.0, 0.0), (1.0, -1.0), (-1.0, -1.0), (1.0, 1.0), (-1.0, 1.0)]
        var chosen: Point?
        if isClear(anchor) { chosen = anchor }
        var distance = step
        while chosen == nil, distance <= 8 * step + 0.001 {
            for (dx, dy) in directions {
                // Sideways steps go by the box's width: half a height sideways moves nothing off a line.
                let p = Point(x: anchor.x + dx * distance * max(1, size.width / size.height / 2),
                              y: anchor.y + dy * distance)
                if isClear(p) { chosen = p; break }
            }
            distance += step
        }
        let placed = chosen ?? anchor
        taken.insert(box(placed))
        return placed
    }

    /// A pixel position, limited to a few thousand points beyond the plot's edges; nil when not finite.
    private func clampToPlot(_ value: Double, _ low: Double, _ high: Double) -> Double? {
        guard value.isFinite else { return nil }
        let margin = 4096.0
        return min(max(value, low - margin), high + margin)
    }

    private func bandCommands(_ rect: Rect, fill: Color, stroke: Color, style: AnnotationStyle,
                              horizontal: Bool) -> [DrawCommand] {
        var commands: [DrawCommand] = [.rects([RectShape(rect: rect, fill: fill)])]
        // Edges only when asked for (a stroke width): a band is a tint by default.
        if let width = style.strokeWidth, width > 0 {
            let w = grid.strokeWidth(width)
            let edges: [SegmentBatch.Segment] = horizontal
                ? [.init(from: Point(x: rect.minX, y: rect.minY), to: Point(x: rect.maxX, y: rect.minY)),
                   .init(from: Point(x: rect.minX, y: rect.maxY), to: Point(x: rect.maxX, y: rect.maxY))]
                : [.init(from: Point(x: rect.minX, y: rect.minY), to: Point(x: rect.minX, y: rect.maxY)),
                   .init(from: Point(x: rect.maxX, y: rect.minY), to: Point(x: rect.maxX, y: rect.maxY))]
            commands.append(.segments(SegmentBatch(segments: edges, color: stroke, width: w, dash: style.dash)))
        }
        return commands
    }

    /// The size in points of an image or rectangle: fixed, or data units measured on its axes
    /// around its position.
    private func pixelSize(_ sizing: AnnotationSizing, natural: Size, xAxis: Axis, yAxis: Axis,
                           position: AnnotationPosition) -> Size? {
        switch sizing {
        case .points(let size):
            let s = size ?? natural
            guard s.width.isFinite, s.height.isFinite, s.width >= 0, s.height >= 0 else { return nil }
            return s
        case .dataUnits(let width, let height):
            let (cx, cy): (Double, Double)
            switch position {
            case .data(let x, let y): (cx, cy) = (x, y)
            case .plot: (cx, cy) = (xAxis.visibleRange.min + width / 2, yAxis.visibleRange.min + height / 2)
            }
            let xSpan = layout.span(of: xAxis, in: chart), ySpan = layout.span(of: yAxis, in: chart)
            let w = abs(xAxis.pixelValue(forDataValue: cx + width / 2, in: xSpan) - xAxis.pixelValue(forDataValue: cx - width / 2, in: xSpan))
            let h = abs(yAxis.pixelValue(forDataValue: cy + height / 2, in: ySpan) - yAxis.pixelValue(forDataValue: cy - height / 2, in: ySpan))
            guard w.isFinite, h.isFinite else { return nil }
            return Size(width: w, height: h)
        }
    }

    /// The top-left corner of a box of `size` whose `anchor` point sits at `point`.
    private func anchored(_ point: Point, size: Size, anchor: AnnotationAnchor) -> Point {
        let x: Double
        switch anchor.horizontal {
        case .left: x = point.x
        case .center: x = point.x - size.width / 2
        case .right: x = point.x - size.width
        }
        let y: Double
        switch anchor.vertical {
        case .top: y = point.y
        case .center: y = point.y - size.height / 2
        case .bottom: y = point.y - size.height
        }
        return Point(x: x, y: y)
    }

    /// A label beside a line, band or box, in the annotation's font, on its text background if
    /// it has one.
    /// Where a label may go: its anchor point and how the text box hangs from it.
    typealias LabelPlace = (point: Point, horizontal: TextCommand.HorizontalAnchor, vertical: AnnotationAnchor.VerticalPlacement)

    /// The four corners inside `rect`, top-left first: where a band's or box's label may go.
    static func insideCorners(_ rect: Rect, inset: (x: Double, y: Double)) -> [LabelPlace] {
        [(Point(x: rect.minX + inset.x, y: rect.minY + inset.y), .left, .top),
         (Point(x: rect.maxX - inset.x, y: rect.minY + inset.y), .right, .top),
         (Point(x: rect.minX + inset.x, y: rect.maxY - inset.y), .left, .bottom),
         (Point(x: rect.maxX - inset.x, y: rect.maxY - inset.y), .right, .bottom)]
    }

    /// A label at the first of `places` whose box lies in the plot clear of the drawn data and of
    /// labels placed before it (`taken`), else at the first place, as before: an annotation's
    /// label no longer sits on a line or a bar where a free place exists.
    private func labelCommands(_ text: String, style: AnnotationStyle, color: Color, taken: DataLabelOccupancy,
                               places: [LabelPlace]) -> [DrawCommand] {
        guard let first = places.first, !text.isEmpty else { return [] }
        let font = style.font ?? theme.tooltipFont
        let m = measurer.measure(text, font: font)
        let padding = style.textBackground == nil ? 0 : (style.padding.isFinite ? max(style.padding, 0) : 0)
        let size = Size(width: m.width + 2 * padding, height: m.ascent + m.descent + 2 * padding)
        let plot = layout.plotArea
        func box(_ place: LabelPlace) -> Rect {
            let corner = anchored(place.point, size: size, anchor: AnnotationAnchor(horizontal: place.horizontal, vertical: place.vertical))
            return Rect(x: corner.x, y: corner.y, width: size.width, height: size.height)
        }
        let chosen = places.first { place in
            let r = box(place)
            return r.minX >= plot.minX && r.maxX <= plot.maxX && r.minY >= plot.minY && r.maxY <= plot.maxY
                && !taken.intersects(r.insetBy(dx: -1, dy: -1))
        } ?? first
        taken.insert(box(chosen))
        return labelCommands(text, style: style, color: color, at: chosen.point, horizontal: chosen.horizontal, vertical: chosen.vertical)
    }

    private func labelCommands(_ text: String, style: AnnotationStyle, color: Color, at point: Point,
                               horizontal: TextCommand.HorizontalAnchor,
                               vertical: AnnotationAnchor.VerticalPlacement) -> [DrawCommand] {
        var labelStyle = style
        labelStyle.anchor = AnnotationAnchor(horizontal: horizontal, vertical: vertical)
        labelStyle.rotation = 0
        if labelStyle.textColor == nil { labelStyle.textColor = color }
        if labelStyle.textBackground == nil { labelStyle.padding = 0 }
        return textAnnotationCommands(text, at: point, style: labelStyle)
    }

    /// Text whose box (text plus padding) has its `style.anchor` point at `anchor`, rotated about
    /// that point; the background and border cover the rotated box's bounds.
    func textAnnotationCommands(_ text: String, at anchor: Point, style: AnnotationStyle) -> [DrawCommand] {
        guard !text.isEmpty else { return [] }
        let font = style.font ?? theme.tooltipFont
        let m = measurer.measure(text, font: font)
        let padding = style.padding.isFinite ? max(style.padding, 0) : 0
        let size = Size(width: m.width + 2 * padding, height: m.ascent + m.descent + 2 * padding)
        let angle = (style.rotation.isFinite ? style.rotation : 0) * .pi / 180
        let corner = anchored(Point(x: 0, y: 0), size: size, anchor: style.anchor)  // box relative to anchor
        // Rotating counter-clockwise on screen (y down): x' = x cos + y sin, y' = −x sin + y cos.
        func turn(_ p: Point) -> Point {
            Point(x: anchor.x + p.x * cos(angle) + p.y * sin(angle), y: anchor.y - p.x * sin(angle) + p.y * cos(angle))
        }
        var commands: [DrawCommand] = []
        if style.textBackground != nil || style.textBorderColor != nil {
            let corners = [corner, Point(x: corner.x + size.width, y: corner.y),
                           Point(x: corner.x, y: corner.y + size.height),
                           Point(x: corner.x + size.width, y: corner.y + size.height)].map(turn)
            let minX = corners.map(\.x).min()!, maxX = corners.map(\.x).max()!
            let minY = corners.map(\.y).min()!, maxY = corners.map(\.y).max()!
            let border = style.textBorderColor == nil ? 0 : grid.strokeWidth(style.textBorderWidth)
            commands.append(.rects([RectShape(rect: grid.snap(Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)),
                                              fill: style.textBackground ?? .clear, cornerRadius: 3,
                                              borderWidth: border, borderColor: style.textBorderColor ?? .clear)]))
        }
        // The text's baseline-left pen position within the box, rotated with it.
        let pen = turn(Point(x: corner.x + padding, y: corner.y + padding + m.ascent))
        // On a background of its own, text defaults to black or white, whichever reads on it.
        let contrasting = style.textBackground.map { b in
            0.299 * b.red + 0.587 * b.green + 0.114 * b.blue > 0.55 ? Color(hex: 0x1a1a1a) : Color(hex: 0xf2f2f2)
        }
        commands.append(.text(TextCommand(text: text, font: font, color: style.textColor ?? contrasting ?? theme.titleColor,
                                          position: pen, horizontalAnchor: .left, verticalAnchor: .baseline,
                                          rotation: angle)))
        return commands
    }
}
