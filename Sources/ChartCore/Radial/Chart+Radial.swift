import Foundation

/// Pies and donuts from code: rotation, slices by angle, selection and slice visibility.
///
/// ```swift
/// chart.rotate(pie, to: .pi / 4, animated: true)        // observers hear cause .animation
/// if let slice = chart.slice(atAngle: .pi / 2, in: pie) { print(slice.name, "faces the bottom") }
/// chart.rotateSlice(2, of: pie, to: -.pi / 2)           // slice 2's middle turns to the top
/// ```
extension Chart {
    /// Turns `series` to `angle` (its `rotationAngle`, radians clockwise), at once (cause
    /// `.programmatic`) or animated with the easing of the other animations (cause `.animation`).
    /// Non-finite angles are ignored.
    public func rotate(_ series: any RotatableSeries, to angle: Double, animated: Bool = false) {
        guard let index = seriesStates.firstIndex(where: { $0.series === series }) else { return }
        radial.rotate([(index, series, angle)], cause: animated ? .animation : .programmatic, animated: animated)
    }

    /// Turns every radial series of the chart (all rings of a donut chart, a whole polar chart)
    /// to `angle`; see `rotate(_:to:animated:)`.
    public func rotate(to angle: Double, animated: Bool = false) {
        let tracks = seriesStates.enumerated().compactMap { index, state -> (Int, any RotatableSeries, Double)? in
            (state.series as? any RotatableSeries).map { (index, $0, angle) }
        }
        radial.rotate(tracks, cause: animated ? .animation : .programmatic, animated: animated)
    }

    /// The slice of the first pie or donut whose angles hold `angle`; see `slice(atAngle:in:)`.
    public func slice(atAngle angle: Double) -> PieSlice? {
        (seriesStates.first { $0.series is PieSeries }?.series as? PieSeries).flatMap { slice(atAngle: angle, in: $0) }
    }

    /// Turns the first pie or donut so point `pointIndex`'s slice faces `angle`; see
    /// `rotateSlice(_:of:to:animated:)`.
    public func rotateSlice(_ pointIndex: Int, to angle: Double, animated: Bool = true) {
        guard let pie = seriesStates.first(where: { $0.series is PieSeries })?.series as? PieSeries else { return }
        rotateSlice(pointIndex, of: pie, to: angle, animated: animated)
    }

    /// The slice of `series` whose angles hold `angle` (radians clockwise from 3 o'clock, any
    /// turn), at the series' current rotation; nil when no slice is shown.
    public func slice(atAngle angle: Double, in series: PieSeries) -> PieSlice? {
        guard angle.isFinite, let state = seriesStates.first(where: { $0.series === series }) else { return nil }
        return currentSlices(state).first { Self.angle(angle, isWithin: $0) }
    }

    /// The slices `series` shows now, in drawing order, with their angles.
    public func slices(of series: PieSeries) -> [PieSlice] {
        guard let state = seriesStates.first(where: { $0.series === series }) else { return [] }
        return currentSlices(state)
    }

    /// Turns `series` the shorter way so the middle of point `pointIndex`'s slice lies at `angle`.
    public func rotateSlice(_ pointIndex: Int, of series: PieSeries, to angle: Double, animated: Bool = true) {
        rotateSlice(pointIndex, of: series, to: angle, cause: animated ? .animation : .programmatic, animated: animated)
    }

    func rotateSlice(_ pointIndex: Int, of series: PieSeries, to angle: Double, cause: RotationCause, animated: Bool) {
        guard angle.isFinite, let index = seriesStates.firstIndex(where: { $0.series === series }),
              let slice = currentSlices(seriesStates[index]).first(where: { $0.pointIndex == pointIndex }) else { return }
        let turn = 2 * Double.pi
        var delta = (angle - slice.midAngle).truncatingRemainder(dividingBy: turn)
        if delta > .pi { delta -= turn } else if delta <= -.pi { delta += turn }
        radial.rotate([(index, series, series.rotationAngle + delta)], cause: cause, animated: animated)
    }

    /// Hides or shows the slice named `name` of series `index`; the others animate to share the
    /// circle (with `legendToggleAnimation`'s duration, or the navigation animation's).
    func toggleSlice(named name: String, inSeriesAt index: Int) {
        guard let first = seriesStates[index].series as? PieSeries else { return }
        setSliceHidden(!first.hiddenSliceNames.contains(name), named: name)
    }

    /// Hides or shows the slice named `name` in every pie and donut that has it; the other
    /// slices grow or shrink to share the circle, animated unless `animated` is false.
    ///
    /// ```swift
    /// chart.setSliceHidden(true, named: "Coal")      // what a click on its legend entry does
    /// ```
    public func setSliceHidden(_ hidden: Bool, named name: String, animated: Bool = true) {
        for (_, state) in radialSeriesStates {
            guard let pie = state.series as? PieSeries, sliceNames(state).contains(name),
                  pie.hiddenSliceNames.contains(name) != hidden else { continue }
            toggleSlice(named: name, of: pie, hiding: hidden)
            if !animated {
                radial.shareAnimations[ObjectIdentifier(pie)] = nil
                radial.sliceWeights[ObjectIdentifier(pie)] = nil
            }
        }
    }

    private func toggleSlice(named name: String, of pie: PieSeries, hiding: Bool) {
        let key = ObjectIdentifier(pie)
        var from = radial.sliceWeights[key] ?? [:]
        if from[name] == nil { from[name] = hiding ? 1 : 0 }
        if hiding { pie.hiddenSliceNames.insert(name) } else { pie.hiddenSliceNames.remove(name) }
        var to: [String: Double] = [:]
        for other in from.keys { to[other] = pie.hiddenSliceNames.contains(other) ? 0 : 1 }
        radial.shareAnimations[key] = RadialController.ShareAnimation(
            series: pie, from: from, to: to, startTime: nil, duration: chart_animationDuration)
        radial.sliceWeights[key] = from
        notifyObservers { $0.chart(self, didToggleSliceNamed: name, of: pie, hidden: hiding) }
    }

    private var chart_animationDuration: Double { navigation.animationDuration }

    /// Selects or deselects the slice under `location` (toggling as for other series), and turns
    /// a newly selected slice to `rotateSelectedSliceTo`.
    func radialSelectionClick(at location: Point) -> SeriesSelection? {
        guard let (ring, slice) = radial.slice(at: location), let point = slice.pointIndex,
              ring.series.selectionMode != .none else { return nil }
        let series = ring.series
        let select = togglePointSelection ? !series.selectedPointIndices.contains(point) : true
        if togglePointSelection && select { deselectPoints(except: (ring.seriesIndex, point), position: location) }
        let change = setPointSelected(select, pointIndex: point, seriesIndex: ring.seriesIndex, position: location)
        if select, let target = series.rotateSelectedSliceTo {
            rotateSlice(point, of: series, to: target, cause: .selection, animated: true)
        }
        return change
    }

    /// Legend entries of a radial chart: one per slice name of each series shown in the legend
    /// (skipped values have none; at most 200 per series, so 10,000 slices keep a usable legend).
    func radialLegendEntries() -> [(index: Int, title: String, slice: String?)] {
        var entries: [(index: Int, title: String, slice: String?)] = []
        var seen = Set<String>()
        for (index, state) in radialSeriesStates where state.series.showsInLegend {
            let names = sliceNames(state)
            var count = 0
            for (i, value) in state.data.y.enumerated() where value.isFinite && value >= 0 && i < names.count {
                let name = names[i]
                // A name in several rings has one entry: it shows and hides the name in each.
                guard seen.insert(name).inserted else { continue }
                entries.append((index, String(name.prefix(256)), name))
                count += 1
                if count >= 200 { break }
            }
        }
        return entries
    }

    /// Reads slice names from the datasource and gives new names their palette slots.
    /// Slots are shared by every radial series of the chart, so one name has one colour in
    /// every ring and one legend entry.
    func loadSliceNames(from source: ChartDataSource?) {
        radial.pointNames = [:]
        for (index, state) in radialSeriesStates {
            if let names = source?.chart(self, namesForPointsInSeriesAt: index) {
                radial.pointNames[ObjectIdentifier(state.series)] = names
            }
        }
        assignSharedSliceSlots()
        fitPolarRadialAxis()
    }

    /// Gives every slice name without one a palette slot, in one map shared by all radial series.
    func assignSharedSliceSlots() {
        let pies = radialSeriesStates.compactMap { item in (item.state.series as? PieSeries).map { (item.state, $0) } }
        var shared: [String: Int] = [:]
        for (_, pie) in pies {
            shared.merge(pie.slicePaletteSlots) { first, _ in first }
        }
        for (state, pie) in pies {
            pie.slicePaletteSlots = shared
            pie.assignSliceSlots(sliceNames(state))
            shared = pie.slicePaletteSlots
        }
        for (_, pie) in pies { pie.slicePaletteSlots = shared }
    }

    /// A polar chart's radial number axis starts at 0 (the centre) when no value is negative and
    /// its scale has a place for 0 (not a log scale, nor gaps cut out of one), unless the
    /// application set its own default range.
    private func fitPolarRadialAxis() {
        guard isPolarChart, yAxis.linearValue(0).isFinite,
              yAxis.explicitDefaultRange == nil || yAxis.explicitDefaultRange == radial.fittedRadialRange else { return }
        let values = seriesStates.filter { $0.series is PolarSeries }.flatMap { $0.data.y }.filter(\.isFinite)
        guard let low = values.min(), let high = values.max(), low >= 0, high > 0 else { return }
        let range = AxisRange(min: 0, max: high * 1.05)
        yAxis.explicitDefaultRange = range
        radial.fittedRadialRange = range
    }
}

extension Chart {
    /// Places a radial chart's circle in `layout`'s plot area: the pie's rings and slices with
    /// their outside labels measured (`RadialFrame`), or the polar circle with the radial axis
    /// along its first spoke (`PolarFrame`), kept for drawing and hit tests. Part of applying a
    /// layout with a measurer (`applyLayout`, `makeScene(layout:measurer:)`), so input and hit
    /// tests on a radial chart need no scene built; a cartesian chart keeps none.
    func placeRadialFrame(in layout: ChartLayout, measurer: TextMeasuring) {
        radial.lastFrame = nil
        radial.lastPolarFrame = nil
        guard isRadialChart else { return }
        if isPolarChart {
            radial.lastPolarFrame = polarFrame(plot: layout.plotArea, measurer: measurer)
        } else {
            radial.lastFrame = radialFrame(plot: layout.plotArea, measurer: measurer)
        }
    }
}

extension LayoutEngine {
    /// A radial chart's plot area: everything the title and legend leave, with no axis bands.
    func radialPlotArea(grid: PixelGrid, top: Double, bottom: Double, left: Double, right: Double)
        -> (plotArea: Rect, naturalInsets: HorizontalInsets, x: [AxisLayout], y: [AxisLayout]) {
        let plot = grid.snap(Rect(x: left, y: top, width: max(1, right - left), height: max(1, bottom - top)))
        return (plot, HorizontalInsets(left: plot.minX, right: size.width - plot.maxX), [], [])
    }
}

extension SceneBuilder {
    // MARK: Radial series

    /// The rings, slices, spokes and labels of every shown radial series; the message of an
    /// empty pie.
    /// Reads the circle the layout was applied with (`Chart.placeRadialFrame(in:measurer:)`).
    func radialCommands(plotBackground: Color) -> [DrawCommand] {
        guard chart.isRadialChart else { return [] }
        if let polar = chart.radial.lastPolarFrame {
            return chart.polarCommands(frame: polar, plot: layout.plotArea, scale: layout.scale, measurer: measurer, plotBackground: plotBackground)
        }
        guard let frame = chart.radial.lastFrame else { return [] }
        var commands: [DrawCommand] = []
        for ring in frame.rings {
            let series = ring.series
            let border = series.sliceBorderWidth.isFinite ? max(0, series.sliceBorderWidth) : 0
            var shapes: [SectorShape] = []
            shapes.reserveCapacity(ring.slices.count)
            let n = ring.slices.count
            let styles = ring.slices.map { series.sliceStyle(for: $0) }
            // A slice that moved out, or has a border of its own, shares no edge.
            func protrudes(_ k: Int) -> Bool {
                (ring.slices[k].pointIndex.map { series.selectedPointIndices.contains($0) && series.protrusion > 0 } ?? false)
                    || styles[k].borderWidth != nil || styles[k].borderColor != nil
            }
            for (k, slice) in ring.slices.enumerated() {
                let offset = RadialFrame.protrusionOffset(slice, of: series)
                // Edges shared with a slice drawn later (the next one; for the first, the last one
                // closing the circle), unless either has moved out.
                var shared: SectorShape.SharedEdges = []
                if n > 1, !protrudes(k) {
                    let (later, earlierEdge): (Int, SectorShape.SharedEdges) = series.direction == .clockwise ? (k + 1, .end) : (k + 1, .start)
                    if later < n, !protrudes(later) { shared.insert(earlierEdge) }
                    if k == 0, !protrudes(n - 1) { shared.insert(series.direction == .clockwise ? .start : .end) }
                }
                // A border between slices only where there is a neighbour (a lone slice is a disc),
                // and only on slices wide enough to keep their colour: on a sliver narrower than
                // four borders at the rim the border would paint it all in the background colour.
                let style = styles[k]
                let own = style.borderWidth.map { $0.isFinite ? max(0, $0) : 0 }
                let width = ring.slices.count > 1 && slice.span * ring.outerRadius >= 4 * (own ?? border) ? own ?? border : 0
                shapes.append(SectorShape(
                    center: Point(x: frame.center.x + offset.x, y: frame.center.y + offset.y),
                    innerRadius: ring.innerRadius, outerRadius: ring.outerRadius,
                    startAngle: slice.startAngle, endAngle: slice.endAngle,
                    fill: series.fillColor(for: slice, theme: theme),
                    borderWidth: width / 2, borderColor: style.borderColor ?? plotBackground, sharedEdges: shared))
            }
            if !shapes.isEmpty { commands.append(.sectors(shapes)) }
        }
        let font = frame.rings.last?.series.labelStyle.font ?? theme.dataLabelFont
        for label in frame.labels {
            if label.spoke.count >= 2, label.spokeWidth > 0 {
                let segments = zip(label.spoke, label.spoke.dropFirst()).map { SegmentBatch.Segment(from: $0, to: $1) }
                commands.append(.segments(SegmentBatch(segments: segments, color: label.spokeColor, width: label.spokeWidth)))
            }
            if let start = label.spoke.first, label.anchorRadius > 0 {
                commands.append(.sectors([SectorShape(center: start, innerRadius: 0, outerRadius: label.anchorRadius,
                                                      startAngle: 0, endAngle: 2 * .pi, fill: label.anchorColor)]))
            }
            commands.append(.text(TextCommand(text: label.text, font: font, color: label.color, position: label.position,
                                              horizontalAnchor: label.anchor, verticalAnchor: .center)))
        }
        if let message = frame.message {
            commands.append(.text(TextCommand(text: message, font: theme.axisTitleFont, color: theme.tickLabelColor,
                                              position: frame.center, horizontalAnchor: .center, verticalAnchor: .center)))
        }
        return commands
    }

    /// The tooltip of the hovered slice: its name, value and percentage.
    func sliceTooltipCommands() -> [DrawCommand] {
        guard chart.isRadialChart, let pointer = chart.radial.hoverPosition else { return [] }
        let plot = layout.plotArea
        let font = theme.tooltipFont
        if chart.isPolarChart {
            guard chart.radial.drag?.isDragging != true, let hit = chart.polarHitTest(at: pointer) else { return [] }
            let state = chart.seriesStates[hit.seriesIndex]
            let title = state.series.title.isEmpty ? "Series \(hit.seriesIndex + 1)" : state.series.title
            let color = (state.series as? PolarSeries)?.color ?? theme.paletteColor(state.series.paletteIndex ?? 0)
            let ring = SectorShape(center: hit.position, innerRadius: 4, outerRadius: 6.5, startAngle: 0, endAngle: 2 * .pi,
                                   fill: color)
            return [.sectors([ring])] + tooltip([measurer.truncated(title, font: font, maxWidth: max(60, plot.width * 0.5)),
                                                 chart.polarDescription(of: hit)], at: hit.position)
        }
        guard let (_, slice) = chart.radial.hoveredSlice() else { return [] }
        let name = measurer.truncated(String(slice.name.prefix(256)), font: font, maxWidth: max(60, plot.width * 0.5))
        let value = String(format: "%.6g", slice.value)
        return tooltip([name, "\(value)   \(Chart.percentText(slice.fraction))"], at: pointer)
    }

    /// A tooltip box of `lines` beside `pointer`, flipped to stay inside the plot area.
    private func tooltip(_ lines: [String], at pointer: Point) -> [DrawCommand] {
        let plot = layout.plotArea
        let font = theme.tooltipFont
        let metrics = lines.map { measurer.measure($0, font: font) }
        let padding = 6.0, lineGap = 2.0
        let boxWidth = (metrics.map(\.width).max() ?? 0) + 2 * padding
        let boxHeight = metrics.map(\.height).reduce(0, +) + lineGap + 2 * padding
        var bx = pointer.x + 14, by = pointer.y - boxHeight - 10
        if bx + boxWidth > plot.maxX { bx = pointer.x - 14 - boxWidth }
        if by < plot.minY { by = pointer.y + 14 }
        let box = grid.snap(Rect(x: max(plot.minX, bx), y: min(by, plot.maxY - boxHeight), width: boxWidth, height: boxHeight))
        var commands: [DrawCommand] = [.rects([RectShape(rect: box, fill: theme.tooltipBackground, cornerRadius: 4)])]
        var baseline = box.minY + padding
        for (line, m) in zip(lines, metrics) {
            baseline += m.ascent
            commands.append(.text(TextCommand(text: line, font: font, color: theme.tooltipTextColor,
                                              position: Point(x: box.minX + padding, y: baseline))))
            baseline += m.descent + lineGap
        }
        return commands
    }
}

extension PieSeries {
    /// A slice's legend symbol: a disc in its colour.
    func makeSliceLegendSymbol(_ name: String, in rect: Rect, theme: Theme) -> [DrawCommand] {
        let r = min(rect.width, rect.height) * 0.36
        return [.sectors([SectorShape(center: Point(x: rect.midX, y: rect.midY), innerRadius: 0, outerRadius: r,
                                      startAngle: 0, endAngle: 2 * .pi, fill: sliceColor(name, theme: theme))])]
    }
}

extension Chart {
    /// The centre of a radial chart's circles in the last built scene, in points; nil before the
    /// first scene or when the chart is not radial.
    public var radialCenter: Point? { radial.lastPolarFrame?.center ?? radial.lastFrame?.center }

    /// The outer radius of the outermost ring in the last built scene, in points.
    public var radialRadius: Double? { radial.lastPolarFrame?.radius ?? radial.lastFrame?.radius }

    /// Where the polar point (angle `x`, radius `y`) is drawn in the last built scene, in points;
    /// nil when the chart is not polar or the point has no place (log of a non-positive value).
    public func polarPoint(x: Double, y: Double) -> Point? {
        radial.lastPolarFrame?.point(x: x, y: y)
    }

    /// The inner and outer radius of series `index`'s ring in the last built scene.
    public func ringRadii(ofSeriesAt index: Int) -> (inner: Double, outer: Double)? {
        radial.lastFrame?.rings.first { $0.seriesIndex == index }.map { ($0.innerRadius, $0.outerRadius) }
    }

    /// The slice under `location` (in points) in the last built scene, protrusion included.
    public func slice(at location: Point) -> (seriesIndex: Int, slice: PieSlice)? {
        radial.slice(at: location).map { ($0.ring.seriesIndex, $0.slice) }
    }
}
