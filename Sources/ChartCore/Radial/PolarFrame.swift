import Foundation

/// A polar or radar chart's geometry for one frame: the circle, and how an (angle, radius) data
/// point maps onto it. The radial axis (`chart.yAxis`) keeps its own scale (linear or log) and
/// ticks: it is laid along the first spoke, centre to rim, so its tick locator and formatter
/// work unchanged; the angular axis (`chart.xAxis`) is a circle.
struct PolarFrame {
    var center: Point
    var radius: Double
    /// Where angle 0 (or the first category) points now, rotation included.
    var base: Double
    var sign: Double
    var unit: PolarOptions.AngleUnit
    /// The number of categories when the angular axis is a `CategoryAxis`; nil otherwise.
    var categoryCount: Int?
    var angularRange: AxisRange
    var radialLow: Double
    var radialHigh: Double
    let radialAxis: Axis

    /// The screen angle of angular value `x`.
    func angle(_ x: Double) -> Double {
        if let n = categoryCount { return base + sign * 2 * .pi * x / Double(max(n, 1)) }
        switch unit {
        case .degrees: return base + sign * x * .pi / 180
        case .radians: return base + sign * x
        case .axisRange:
            let span = angularRange.max - angularRange.min
            return base + sign * 2 * .pi * (span != 0 ? (x - angularRange.min) / span : 0)
        }
    }

    /// The distance from the centre of radial value `y`, clamped to the circle; nil where the
    /// scale has no value for it (≤ 0 on a log axis, NaN).
    func distance(_ y: Double) -> Double? {
        let l = radialAxis.linearValue(y)
        guard l.isFinite, radialHigh != radialLow else { return nil }
        let t = (l - radialLow) / (radialHigh - radialLow)
        guard t.isFinite else { return nil }
        return min(max(t, 0), 1) * radius
    }

    func point(x: Double, y: Double) -> Point? {
        guard x.isFinite, let r = distance(y) else { return nil }
        let a = angle(x)
        guard a.isFinite else { return nil }
        return Point(x: center.x + r * cos(a), y: center.y + r * sin(a))
    }
}

extension Chart {
    // MARK: Polar and radar charts

    /// How a polar chart reads and places angles.
    public var polar: PolarOptions {
        get { radial.polarOptions }
        set { radial.polarOptions = newValue }
    }

    /// A radial chart with polar or radar series (drawn around angular and radial axes).
    public var isPolarChart: Bool {
        isRadialChart && seriesStates.contains { $0.series is PolarSeries }
    }

    /// The shown polar series with their datasource indices.
    var polarSeriesStates: [(index: Int, state: SeriesState)] {
        seriesStates.enumerated().compactMap { $0.element.series is PolarSeries && !$0.element.series.isHidden ? ($0.offset, $0.element) : nil }
    }

    /// The rotation every polar series is drawn at: the first one's.
    var polarRotation: Double {
        (seriesStates.first { $0.series is PolarSeries }?.series as? PolarSeries)?.rotationAngle ?? 0
    }

    /// Whether the grid is a spider web (polygons through the angular ticks).
    var polygonalGrid: Bool {
        polar.polygonalGrid ?? seriesStates.allSatisfy { $0.series is RadarSeries }
    }

    /// The angular ticks: their values and labels.
    func angularTicks(_ frame: PolarFrame) -> [(value: Double, label: String)] {
        if let categories = xAxis as? CategoryAxis, let n = frame.categoryCount {
            return (0..<n).map { (Double($0), $0 < categories.categories.count ? categories.categories[$0] : "\($0 + 1)") }
        }
        if let n = frame.categoryCount {
            return (0..<n).map { (Double($0), "\($0 + 1)") }
        }
        switch frame.unit {
        case .degrees:
            let step = frame.radius < 60 ? 90 : frame.radius < 120 ? 45 : 30
            return stride(from: 0, to: 360, by: step).map { (Double($0), "\($0)°") }
        case .radians:
            let names = ["0", "π/4", "π/2", "3π/4", "π", "5π/4", "3π/2", "7π/4"]
            return (0..<8).map { (Double($0) * .pi / 4, names[$0]) }
        case .axisRange:
            let circumference = 2 * .pi * frame.radius
            setSpan(AxisSpan(pixelStart: 0, pixelLength: circumference), of: xAxis)
            let ticks = xAxis.majorTicks(alongPixels: circumference)
            let labels = xAxis.labels(for: ticks)
            let range = frame.angularRange
            // The end of a full turn is its start again: one label there.
            return zip(ticks.values, labels).filter { $0.0 < range.max || range.max == range.min }.map { ($0.0, $0.1) }
        }
    }

    /// Lays out a polar chart in `plot`: the circle shrinks to leave its angular labels room.
    func polarFrame(plot: Rect, measurer: TextMeasuring) -> PolarFrame {
        var categoryCount: Int?
        if let categories = xAxis as? CategoryAxis {
            let longest = polarSeriesStates.map { $0.state.data.y.count }.max() ?? 0
            categoryCount = max(categories.categories.count, longest)
        } else if polarSeriesStates.allSatisfy({ $0.state.series is RadarSeries }) {
            categoryCount = polarSeriesStates.map { $0.state.data.y.count }.max() ?? 0
        }
        let visible = yAxis.visibleRange
        var frame = PolarFrame(center: Point(x: plot.midX, y: plot.midY), radius: max(1, min(plot.width, plot.height) / 2 - 4),
                               base: polar.startAngle + polarRotation,
                               sign: polar.direction == .clockwise ? 1 : -1, unit: polar.angleUnit,
                               categoryCount: categoryCount, angularRange: xAxis.visibleRange,
                               radialLow: yAxis.linearValue(visible.min), radialHigh: yAxis.linearValue(visible.max),
                               radialAxis: yAxis)
        if !frame.base.isFinite { frame.base = -.pi / 2 }
        let font = xAxis.style.labelFont ?? theme.tickLabelFont
        let labels = angularTicks(frame).map { String($0.label.prefix(64)) }
        let widest = labels.map { measurer.measure($0, font: font).width }.max() ?? 0
        let height = measurer.measure("Mg", font: font).height
        let byWidth = plot.width / 2 - min(widest, plot.width * 0.25) - 10
        let byHeight = plot.height / 2 - height - 10
        frame.radius = max(10, min(byWidth, byHeight))
        // The radial axis runs along the first spoke, centre to rim, so its ticks follow pixels.
        // Twice the radius as its length: a grid circle about every 25–50 points.
        setSpan(AxisSpan(pixelStart: frame.center.y - frame.radius, pixelLength: 2 * frame.radius), of: yAxis)
        return frame
    }

    /// The whole polar chart in `frame` (placed in `plot`): grid, series, labels.
    func polarCommands(frame: PolarFrame, plot: Rect, scale: Double, measurer: TextMeasuring, plotBackground: Color) -> [DrawCommand] {
        let grid = PixelGrid(scale: scale)
        let c = frame.center, R = frame.radius
        var commands: [DrawCommand] = []
        let gridColor = yAxis.style.majorGridLineColor ?? theme.majorGridLineColor
        let lineWidth = grid.strokeWidth(yAxis.style.gridLineWidth ?? 1 / scale)
        let ticks = angularTicks(frame)
        let angles = ticks.map { frame.angle($0.value) }
        let radialTicks = yAxis.majorTicks(alongPixels: span(of: yAxis).pixelLength)
        let radialLabels = yAxis.labels(for: radialTicks)
        let radii = radialTicks.values.compactMap { frame.distance($0) }.filter { $0 > 0.5 && $0 < R - 0.5 }
        let polygon = polygonalGrid && angles.count >= 3

        // Circles (or a spider web) at the radial ticks, spokes at the angular ticks, the rim.
        if polygon, yAxis.showsMajorGridLines {
            var segments: [SegmentBatch.Segment] = []
            for r in radii + [R] {
                let points = angles.map { Point(x: c.x + r * cos($0), y: c.y + r * sin($0)) }
                for (a, b) in zip(points, points.dropFirst() + [points[0]]) { segments.append(.init(from: a, to: b)) }
            }
            commands.append(.segments(SegmentBatch(segments: segments, color: gridColor, width: lineWidth)))
        } else if yAxis.showsMajorGridLines {
            commands.append(.sectors(radii.map {
                SectorShape(center: c, innerRadius: $0 - lineWidth / 2, outerRadius: $0 + lineWidth / 2, startAngle: 0,
                            endAngle: 2 * .pi, fill: gridColor)
            }))
        }
        if xAxis.showsMajorGridLines {
            commands.append(.segments(SegmentBatch(
                segments: angles.map { .init(from: c, to: Point(x: c.x + R * cos($0), y: c.y + R * sin($0))) },
                color: gridColor, width: lineWidth)))
        }
        if !polygon {
            let rim = xAxis.style.lineColor ?? theme.axisLineColor
            commands.append(.sectors([SectorShape(center: c, innerRadius: R - lineWidth / 2, outerRadius: R + lineWidth / 2,
                                                  startAngle: 0, endAngle: 2 * .pi, fill: rim)]))
        }

        // The series: areas first, then lines, then markers, in datasource order.
        var lines: [DrawCommand] = [], markers: [DrawCommand] = []
        for (_, state) in polarSeriesStates {
            guard let series = state.series as? PolarSeries else { continue }
            let color = series.color ?? theme.paletteColor(series.paletteIndex ?? 0)
            let ys = state.data.y
            let xs = state.data.x
            var runs: [[Point]] = [[]]
            var all: [Point] = []
            for i in ys.indices {
                let x = frame.categoryCount != nil ? Double(i) : (i < xs.count ? xs[i] : Double(i))
                if let p = frame.point(x: x, y: ys[i]) {
                    runs[runs.count - 1].append(p)
                    all.append(p)
                } else if !(runs.last?.isEmpty ?? true) {
                    runs.append([])   // a missing value breaks the line
                }
            }
            if series.kind == .area, all.count >= 2 {
                let opacity = series.fillOpacity.isFinite ? min(max(series.fillOpacity, 0), 1) : 0.3
                // Closed: the outline itself; open: closed to the centre.
                let outline = series.closesPath ? all : [c] + all + [c]
                commands.append(.polygon(PolygonShape(center: c, points: outline, fill: color.withAlpha(color.alpha * opacity))))
            }
            if series.kind != .scatter {
                var segments: [SegmentBatch.Segment] = []
                for run in runs where run.count >= 2 {
                    for (a, b) in zip(run, run.dropFirst()) { segments.append(.init(from: a, to: b)) }
                }
                if series.closesPath, runs.count == 1, let first = all.first, let last = all.last, all.count >= 3 {
                    segments.append(.init(from: last, to: first))
                }
                let width = series.lineWidth.isFinite ? max(0, series.lineWidth) : 2
                if !segments.isEmpty, width > 0 {
                    lines.append(.segments(SegmentBatch(segments: segments, color: color, width: width)))
                }
            }
            let size = series.kind == .scatter ? (series.markerSize > 0 ? series.markerSize : theme.markerSize) : series.markerSize
            if size.isFinite, size > 0, !all.isEmpty {
                markers.append(.sectors(all.map {
                    SectorShape(center: $0, innerRadius: 0, outerRadius: size / 2, startAngle: 0, endAngle: 2 * .pi,
                                fill: color, borderWidth: series.kind == .scatter ? 0 : 1, borderColor: plotBackground)
                }))
            }
        }
        commands += lines + markers

        // Angular labels outside the rim; radial labels along the first spoke.
        let font = xAxis.style.labelFont ?? theme.tickLabelFont
        let labelColor = xAxis.style.labelColor ?? theme.tickLabelColor
        if xAxis.showsLabels {
            for (tick, a) in zip(ticks, angles) {
                let p = Point(x: c.x + (R + 6) * cos(a), y: c.y + (R + 6) * sin(a))
                let h: TextCommand.HorizontalAnchor = cos(a) > 0.25 ? .left : cos(a) < -0.25 ? .right : .center
                let v: TextCommand.VerticalAnchor = sin(a) > 0.25 ? .top : sin(a) < -0.25 ? .bottom : .center
                let text = measurer.truncated(String(tick.label.prefix(64)), font: font, maxWidth: max(30, plot.width * 0.25))
                commands.append(.text(TextCommand(text: text, font: font, color: labelColor, position: p,
                                                  horizontalAnchor: h, verticalAnchor: v)))
            }
        }
        if yAxis.showsLabels {
            let radialFont = yAxis.style.labelFont ?? theme.tickLabelFont
            let radialColor = yAxis.style.labelColor ?? theme.tickLabelColor
            // Along the spoke half a step past the first, so the labels sit between two spokes.
            let a = angles.count >= 2 ? (angles[0] + angles[1]) / 2 : frame.base
            for (value, label) in zip(radialTicks.values, radialLabels) {
                guard let r = frame.distance(value), r > 0.5, r <= R + 0.5 else { continue }
                commands.append(.text(TextCommand(
                    text: label, font: radialFont, color: radialColor,
                    position: Point(x: c.x + r * cos(a), y: c.y + r * sin(a)), horizontalAnchor: .center,
                    verticalAnchor: .center)))
            }
        }
        return commands
    }
}

extension Chart {
    // MARK: Polar hit-testing

    /// The polar or radar point drawn nearest `location` (in points) within `radius` points, in
    /// the last built scene; nil when there is none or the chart is not polar. Ties go to the
    /// series drawn last.
    public func polarHitTest(at location: Point, radius: Double = 16) -> SeriesHit? {
        guard let frame = radial.lastPolarFrame, location.x.isFinite, location.y.isFinite else { return nil }
        var best: SeriesHit?
        for (index, state) in polarSeriesStates {
            let ys = state.data.y, xs = state.data.x
            for i in ys.indices {
                let x = frame.categoryCount != nil ? Double(i) : (i < xs.count ? xs[i] : Double(i))
                guard let p = frame.point(x: x, y: ys[i]) else { continue }
                let d = hypot(p.x - location.x, p.y - location.y)
                if d <= radius, d <= (best?.distance ?? .infinity) {
                    best = SeriesHit(seriesIndex: index, pointIndex: i, position: p, distance: d)
                }
            }
        }
        return best
    }

    /// "Speed: 4.8", "45°: 3.2": a polar point's angle (category) and value, for its tooltip.
    func polarDescription(of hit: SeriesHit) -> String {
        let data = seriesStates[hit.seriesIndex].data
        let value = yAxis.detailedString(for: data.y[hit.pointIndex])
        guard let frame = radial.lastPolarFrame else { return value }
        let angle: String
        if frame.categoryCount != nil {
            let names = (xAxis as? CategoryAxis)?.categories ?? []
            angle = hit.pointIndex < names.count ? String(names[hit.pointIndex].prefix(64)) : "\(hit.pointIndex + 1)"
        } else {
            let x = hit.pointIndex < data.x.count ? data.x[hit.pointIndex] : Double(hit.pointIndex)
            switch frame.unit {
            case .degrees: angle = String(format: "%g°", x)
            case .radians: angle = String(format: "%.4g rad", x)
            case .axisRange: angle = xAxis.detailedString(for: x)
            }
        }
        return "\(angle): \(value)"
    }
}
