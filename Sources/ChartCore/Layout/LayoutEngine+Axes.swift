import Foundation

extension LayoutEngine {
    // MARK: Axes: bands on four sides, ticks, labels

    /// One axis and where it goes.
    struct AxisSlot {
        let axis: Axis
        let index: Int
        let side: AxisSide
    }

    /// Lays out every axis around the plot area inside `top…bottom × left…right`.
    func arrangeAxes(grid: PixelGrid, top: Double, bottom: Double, left: Double, right: Double)
        -> (plotArea: Rect, naturalInsets: HorizontalInsets, x: [AxisLayout], y: [AxisLayout]) {
        let xSlots = chart.xAxes.enumerated().map { AxisSlot(axis: $1, index: $0, side: $1.axisPosition == .normal ? .bottom : .top) }
        let ySlots = chart.yAxes.enumerated().map { AxisSlot(axis: $1, index: $0, side: $1.axisPosition == .normal ? .left : .right) }
        for slot in xSlots + ySlots {
            slot.axis.orientation = slot.side.isHorizontal ? .horizontal : .vertical
            slot.axis.prepareScale(covering: slot.axis.visibleRange)
        }

        var xDepths = xSlots.map { assumedDepth($0) }
        var plot = Rect.zero
        var naturalInsets = HorizontalInsets()
        var xLayouts: [AxisLayout] = []
        var yLayouts: [AxisLayout] = []
        // Measuring fills the axes' memory of label sizes, which the reserved space reads: repeat
        // until a round changes nothing (at most three; in a steady state one round does).
        func reaches() -> [Double] {
            (xSlots + ySlots).flatMap { slot -> [Double] in
                let reach = labelReach(slot)
                return [reach.low, reach.high]
            }
        }
        var previousReaches = reaches()
        for _ in 0..<3 {
            let yReach = ySlots.map { labelReach($0) }
            let plotTop = grid.snap(top + max(stackDepth(xDepths, xSlots, on: .top), yReach.map(\.high).max() ?? 0))
            let plotBottom = grid.snap(max(plotTop + 1, bottom - max(stackDepth(xDepths, xSlots, on: .bottom),
                                                                       yReach.map(\.low).max() ?? 0)))
            for slot in ySlots {
                chart.setSpan(AxisSpan(pixelStart: plotTop, pixelLength: plotBottom - plotTop), of: slot.axis)
            }
            yLayouts = ySlots.map { measureAxis($0) }
            let yDepths = yLayouts.map { $0.frame.width }
            let xReach = xSlots.map { labelReach($0) }
            let naturalLeft = grid.snap(left + max(stackDepth(yDepths, ySlots, on: .left), xReach.map(\.low).max() ?? 0))
            let naturalRight = grid.snap(right - max(stackDepth(yDepths, ySlots, on: .right), xReach.map(\.high).max() ?? 0))
            naturalInsets = HorizontalInsets(left: naturalLeft, right: size.width - naturalRight)
            // Charts stacked in one window line their plot areas up through minimumPlotInsets.
            let plotLeft = max(naturalLeft, grid.snap(chart.minimumPlotInsets.left))
            let plotRight = max(plotLeft + 1, min(naturalRight, grid.snap(size.width - chart.minimumPlotInsets.right)))
            for slot in xSlots {
                chart.setSpan(AxisSpan(pixelStart: plotLeft, pixelLength: plotRight - plotLeft), of: slot.axis)
            }
            xLayouts = xSlots.map { measureAxis($0) }
            plot = Rect(x: plotLeft, y: plotTop, width: plotRight - plotLeft, height: plotBottom - plotTop)
            let measured = xLayouts.map { $0.frame.height }
            let newReaches = reaches()
            if measured == xDepths && newReaches == previousReaches { break }
            xDepths = measured
            previousReaches = newReaches
        }
        place(&xLayouts, xSlots, plot: plot, grid: grid)
        place(&yLayouts, ySlots, plot: plot, grid: grid)
        record(&xLayouts, xSlots)
        record(&yLayouts, ySlots)
        return (plot, naturalInsets, xLayouts, yLayouts)
    }

    /// Copies what measuring left in this chart's placement of each axis (its pixel span, the
    /// label space it reserved) into its layout: `Chart.layout` puts the placements back as they
    /// were, and `Chart.apply` hands these values to them when the layout is used.
    private func record(_ layouts: inout [AxisLayout], _ slots: [AxisSlot]) {
        for (i, slot) in slots.enumerated() {
            let placement = slot.axis.placement(in: chart)
            layouts[i].pixelStart = placement.pixelStart
            layouts[i].pixelLength = placement.pixelLength
            layouts[i].axisID = ObjectIdentifier(slot.axis)
            layouts[i].memory = placement.memory
        }
    }

    /// The label space this chart reserved for `axis` so far (`AxisLayoutMemory`).
    private func memory(of axis: Axis) -> AxisLayoutMemory { axis.placement(in: chart).memory }

    /// Keeps `memory` as the label space this chart reserves for `axis`.
    private func setMemory(_ memory: AxisLayoutMemory, of axis: Axis) {
        var placement = axis.placement(in: chart)
        placement.memory = memory
        chart.axisPlacements[ObjectIdentifier(axis)] = placement
    }

    /// The depth of all bands on `side`, with the gaps between them.
    private func stackDepth(_ depths: [Double], _ slots: [AxisSlot], on side: AxisSide) -> Double {
        let onSide = zip(depths, slots).filter { $0.1.side == side }.map(\.0)
        return onSide.reduce(0, +) + Double(max(0, onSide.count - 1)) * Self.axisGap
    }

    /// An x band's depth before its labels are known: from memory, or level labels' height.
    private func assumedDepth(_ slot: AxisSlot) -> Double {
        let axis = slot.axis
        let labelDepth = memory(of: axis).labelDepth ?? measurer.measure("0", font: labelFont(axis)).height
        return bandDepth(axis, labelDepth: labelDepth)
    }

    func labelFont(_ axis: Axis) -> FontSpec { axis.style.labelFont ?? theme.tickLabelFont }

    /// Line, ticks outside it, labels and title, across the axis; `fixedWidth` when set.
    private func bandDepth(_ axis: Axis, labelDepth: Double) -> Double {
        if let fixed = axis.fixedWidth, fixed.isFinite, fixed >= 0 { return fixed }
        let lineWidth = PixelGrid(scale: scale).strokeWidth(axis.style.lineWidth ?? 1)
        let ticks = axis.showsMajorTicks ? axis.tickMarkPosition.outerLength(axis.style.majorTickLength ?? 5) : 0
        let labels = axis.showsLabels ? Self.labelGap + labelDepth : 0
        return lineWidth + ticks + labels + titleDepth(axis)
    }

    /// The title's row; an axis without a title that has a note (`Axis.labelNote`, along x
    /// only) gets a row of the labels' height for it.
    private func titleDepth(_ axis: Axis) -> Double {
        guard let title = axis.title, !title.isEmpty else {
            guard axis.orientation == .horizontal, axis.showsLabels, memory(of: axis).hasNote else { return 0 }
            return Self.axisTitleGap + measurer.measure("0", font: labelFont(axis)).height
        }
        return Self.axisTitleGap + measurer.measure(title, font: axis.style.titleFont ?? theme.axisTitleFont).height
    }

    /// How far labels may reach past each end of the axis, along it: reserved beside the plot so
    /// the first and last labels fit (only for ends whose clipping mode keeps labels whole).
    /// `low` is the end of the axis minimum (left of an x axis, bottom of a y axis).
    private func labelReach(_ slot: AxisSlot) -> (low: Double, high: Double) {
        let axis = slot.axis
        guard axis.showsLabels else { return (0, 0) }
        let height = measurer.measure("0", font: labelFont(axis)).height
        let widest = memory(of: axis).labelOverhang ?? 0
        let placement = TickLabelPlacement(side: slot.side, orientation: axis.tickLabelOrientation,
                                           size: Size(width: widest, height: height), tick: 0, edge: 0)
        let along = placement.alongAxis(slot.side)
        // Along a y axis, pixels grow downward, towards the minimum.
        let low = slot.side.isHorizontal ? -along.lowerBound : along.upperBound
        let high = slot.side.isHorizontal ? along.upperBound : -along.lowerBound
        return (axis.tickLabelClippingModeLow == .keep ? max(0, low) : 0,
                axis.tickLabelClippingModeHigh == .keep ? max(0, high) : 0)
    }

    /// Ticks, labels and depth of one axis at its current pixel length; the band's frame holds
    /// the depth (placed later by `place`).
    func measureAxis(_ slot: AxisSlot) -> AxisLayout {
        let axis = slot.axis
        let span = chart.span(of: axis)
        let major = majorTicks(for: axis, alongPixels: span.pixelLength)
        let minor = axis.showsMinorTicks || axis.showsMinorGridLines ? axis.minorTicks(major: major) : .empty
        let labels = axis.showsLabels ? axis.labels(for: major) : major.values.map { _ in "" }
        var marks = zip(major.values, labels).map { value, text in
            TickMark(value: value, kind: .major, text: text, showsLabel: axis.showsLabels,
                     showsTickLine: axis.showsMajorTicks, position: axis.pixelValue(forDataValue: value, in: span))
        }
        marks += minor.values.map { value in
            TickMark(value: value, kind: .minor, showsLabel: false, showsTickLine: axis.showsMinorTicks,
                     position: axis.pixelValue(forDataValue: value, in: span))
        }
        if let delegate = chart.delegate {
            for i in marks.indices {
                let value = marks[i].value, kind = marks[i].kind
                delegate.chart(chart, alter: &marks[i], on: axis)
                // The value and kind are the chart's: the delegate alters looks only.
                marks[i].value = value
                marks[i].kind = kind
                marks[i].position = axis.pixelValue(forDataValue: value, in: span)
            }
        }
        let font = labelFont(axis)
        let lineHeight = measurer.measure("0", font: font).height
        var sizes = marks.map { mark -> Size in
            guard mark.showsLabel, !mark.text.isEmpty else { return .zero }
            let metrics = measurer.measure(mark.text, font: mark.labelFont ?? font)
            return Size(width: metrics.width, height: metrics.height)
        }
        // Labels a pan of a span either way would bring count too, so panning moves nothing.
        let probes = axis.showsLabels ? axis.labelProbes(for: major) : []
        let probeWidths = probes.isEmpty ? [] : axis.labels(for: TickSet(values: probes, step: major.step, anchor: major.anchor))
            .map { measurer.measure($0, font: font).width }
        let widest = (sizes.map(\.width) + probeWidths).max() ?? 0
        let tallest = max(lineHeight, sizes.map(\.height).max() ?? 0)

        // Reserve space with hysteresis, so small changes in label length move nothing.
        var memory = self.memory(of: axis)
        let sample = TickLabelPlacement(side: slot.side, orientation: axis.tickLabelOrientation,
                                        size: Size(width: widest, height: tallest), tick: 0, edge: 0)
        memory.labelDepth = AxisLayoutMemory.stabilized(sample.depth(slot.side), previous: memory.labelDepth)
        memory.labelOverhang = AxisLayoutMemory.stabilized(widest, previous: memory.labelOverhang)
        setMemory(memory, of: axis)

        let note = axis.showsLabels && slot.side.isHorizontal ? axis.labelNote(for: major) : nil
        // Once reserved, the note's row stays (as label space does), so a pan across a new year,
        // whose label makes the note go, moves nothing.
        memory.hasNote = memory.hasNote || note != nil
        setMemory(memory, of: axis)

        hideClippedLabels(&marks, sizes: sizes, axis: axis, span: span, side: slot.side)
        thinOverlappingLabels(&marks, sizes: sizes, ticks: major, side: slot.side, orientation: axis.tickLabelOrientation)
        for i in marks.indices where !marks[i].showsLabel { sizes[i] = .zero }

        let depth = bandDepth(axis, labelDepth: memory.labelDepth ?? 0)
        let frame = slot.side.isHorizontal ? Rect(x: 0, y: 0, width: 0, height: depth)
                                           : Rect(x: 0, y: 0, width: depth, height: 0)
        var layout = AxisLayout(majorTicks: major, minorTicks: minor, labels: labels, maxLabelWidth: widest,
                                labelHeight: lineHeight, frame: frame, titleCenter: nil, side: slot.side,
                                axisIndex: slot.index, linePosition: 0,
                                lineWidth: PixelGrid(scale: scale).strokeWidth(axis.style.lineWidth ?? 1),
                                labelPosition: 0, tickMarks: marks, labelSizes: sizes)
        layout.note = note
        return layout
    }

    /// The axis's own major ticks along `pixelLength` points, or the delegate's values (finite,
    /// in view, sorted, once each).
    private func majorTicks(for axis: Axis, alongPixels pixelLength: Double) -> TickSet {
        guard let custom = chart.delegate?.chart(chart, majorTickValuesFor: axis) else {
            return axis.majorTicks(alongPixels: pixelLength)
        }
        let range = axis.visibleRange
        let (low, high) = range.toleranceBounds()
        let values = Array(Set(custom.filter { $0.isFinite && $0 >= low && $0 <= high })).sorted()
        let gaps = zip(values, values.dropFirst()).map { $1 - $0 }
        return TickSet(values: values, step: gaps.min() ?? 0, anchor: values.first ?? 0)
    }

    /// Under `TickLabelClippingMode.hide`, labels that reach past that end of the axis go.
    private func hideClippedLabels(_ marks: inout [TickMark], sizes: [Size], axis: Axis, span: AxisSpan,
                                   side: AxisSide) {
        let start = span.pixelStart, end = span.pixelStart + span.pixelLength
        let slack = 0.5
        for i in marks.indices where marks[i].showsLabel && sizes[i].width > 0 {
            let placement = TickLabelPlacement(side: side, orientation: axis.tickLabelOrientation, size: sizes[i],
                                               tick: marks[i].position, edge: 0)
            let along = placement.alongAxis(side)
            // The minimum sits at the start of an x axis and at the end (bottom) of a y axis.
            let pastLow = side.isHorizontal ? along.lowerBound < start - slack : along.upperBound > end + slack
            let pastHigh = side.isHorizontal ? along.upperBound > end + slack : along.lowerBound < start - slack
            if (pastLow && axis.tickLabelClippingModeLow == .hide) || (pastHigh && axis.tickLabelClippingModeHigh == .hide) {
                marks[i].showsLabel = false
            }
        }
    }

    /// Shows every k-th major label, with the smallest k for which none overlap (keeping the
    /// labels at multiples of k steps of the tick lattice, so they stay put while panning).
    private func thinOverlappingLabels(_ marks: inout [TickMark], sizes: [Size], ticks: TickSet, side: AxisSide,
                                       orientation: TickLabelOrientation) {
        let labelled = marks.indices.filter { marks[$0].kind == .major && marks[$0].showsLabel && sizes[$0].width > 0 }
        guard labelled.count > 1 else { return }
        let spans = labelled.map { i -> ClosedRange<Double> in
            TickLabelPlacement(side: side, orientation: orientation, size: sizes[i], tick: marks[i].position, edge: 0)
                .alongAxis(side)
        }
        let ranks = latticeRanks(labelled.map { marks[$0].value }, ticks: ticks)
        let gap = 3.0
        func overlapFree(_ kept: [Int]) -> Bool {
            let sorted = kept.map { spans[$0] }.sorted { $0.lowerBound < $1.lowerBound }
            for (a, b) in zip(sorted, sorted.dropFirst()) where b.lowerBound < a.upperBound + gap { return false }
            return true
        }
        let all = Array(labelled.indices)
        if overlapFree(all) { return }
        for k in 2...max(2, labelled.count) {
            let kept = all.filter { ranks[$0] % Int64(k) == 0 }
            if !kept.isEmpty, overlapFree(kept) {
                let keep = Set(kept)
                for (n, i) in labelled.enumerated() where !keep.contains(n) { marks[i].showsLabel = false }
                return
            }
        }
        // Nothing regular fits (irregular custom ticks): keep labels greedily from the first.
        var lastEnd = -Double.infinity
        for (n, i) in labelled.enumerated().sorted(by: { spans[$0.offset].lowerBound < spans[$1.offset].lowerBound }) {
            if spans[n].lowerBound >= lastEnd + gap { lastEnd = spans[n].upperBound } else { marks[i].showsLabel = false }
        }
    }

    /// Each value's index on the tick lattice (anchor + k·step), or its position in the list when
    /// the values are not on one (calendar months, custom ticks).
    private func latticeRanks(_ values: [Double], ticks: TickSet) -> [Int64] {
        let step = ticks.step
        if step > 0, step.isFinite {
            let ranks = values.map { (($0 - ticks.anchor) / step).rounded() }
            let onLattice = zip(values, ranks).allSatisfy { value, rank in
                rank.magnitude < 1e15 && abs(ticks.anchor + rank * step - value) <= step * 1e-6
            }
            if onLattice { return ranks.map { Int64($0) } }
        }
        return values.indices.map { Int64($0) }
    }

    // MARK: Placing the bands

    /// Puts each band on its side, stacked outward, and works out where line, labels and title go.
    private func place(_ layouts: inout [AxisLayout], _ slots: [AxisSlot], plot: Rect, grid: PixelGrid) {
        var offsets: [AxisSide: Double] = [.bottom: plot.maxY, .top: plot.minY, .left: plot.minX, .right: plot.maxX]
        for (i, slot) in slots.enumerated() {
            let side = slot.side
            let depth = side.isHorizontal ? layouts[i].frame.height : layouts[i].frame.width
            let inner = offsets[side]!
            let outer = inner + side.outward * depth
            offsets[side] = outer + side.outward * Self.axisGap
            let frame: Rect
            switch side {
            case .bottom: frame = Rect(x: plot.minX, y: inner, width: plot.width, height: depth)
            case .top: frame = Rect(x: plot.minX, y: outer, width: plot.width, height: depth)
            case .left: frame = Rect(x: outer, y: plot.minY, width: depth, height: plot.height)
            case .right: frame = Rect(x: inner, y: plot.minY, width: depth, height: plot.height)
            }
            layouts[i].frame = frame
            let axis = slot.axis
            let lineWidth = layouts[i].lineWidth
            // The line sits just outside its band's inner edge: right under the plot for the first
            // bottom axis, so it never covers data at the edge.
            var line = side.outward > 0 ? inner : inner - lineWidth
            var crossing = false
            if let value = axis.axisPositionValue, value.isFinite {
                let other = side.isHorizontal ? chart.yAxis : chart.xAxis
                let pixel = other.pixelValue(forDataValue: value, in: chart.span(of: other))
                if pixel.isFinite {
                    let low = side.isHorizontal ? plot.minY : plot.minX
                    let high = (side.isHorizontal ? plot.maxY : plot.maxX) - lineWidth
                    line = grid.snap(min(max(pixel - lineWidth / 2, low), high))
                    crossing = true
                }
            }
            layouts[i].linePosition = line
            let ticksOut = axis.showsMajorTicks ? axis.tickMarkPosition.outerLength(axis.style.majorTickLength ?? 5) : 0
            let labelBase: Double
            if crossing && !axis.axisLabelsAreFixed {
                labelBase = (side.outward > 0 ? line + lineWidth : line) + side.outward * (ticksOut + Self.labelGap)
            } else {
                labelBase = inner + side.outward * (lineWidth + ticksOut + Self.labelGap)
            }
            layouts[i].labelPosition = labelBase
            if layouts[i].note != nil, side.isHorizontal {
                // The title's row, at the plot's right end (matplotlib's offset text sits there).
                let height = measurer.measure("0", font: labelFont(axis)).height
                layouts[i].noteAnchor = Point(x: plot.maxX, y: side == .bottom ? frame.maxY - height / 2 : frame.minY + height / 2)
            }
            if let title = axis.title, !title.isEmpty {
                let height = measurer.measure(title, font: axis.style.titleFont ?? theme.axisTitleFont).height
                switch side {
                case .bottom: layouts[i].titleCenter = Point(x: plot.midX, y: frame.maxY - height / 2)
                case .top: layouts[i].titleCenter = Point(x: plot.midX, y: frame.minY + height / 2)
                case .left: layouts[i].titleCenter = Point(x: frame.minX + height / 2, y: plot.midY)
                case .right: layouts[i].titleCenter = Point(x: frame.maxX - height / 2, y: plot.midY)
                }
            }
        }
    }
}
