import Foundation

/// Where a radial chart's rings, slices and labels go in one frame, measured before anything is
/// drawn: the hit-testing of clicks and drags reads the last one.
struct RadialFrame {
    /// One series' ring.
    struct Ring {
        var seriesIndex: Int
        var series: PieSeries
        var innerRadius: Double
        var outerRadius: Double
        var slices: [PieSlice]
    }

    /// A slice label as placed: text, anchor and the spoke joining it to its slice.
    struct Label {
        var text: String
        var position: Point
        var anchor: TextCommand.HorizontalAnchor
        var color: Color
        /// The spoke's points (rim, elbow, label end); empty for an inside label.
        var spoke: [Point]
        var spokeColor: Color
        var spokeWidth: Double
        /// The dot at the spoke's start: radius (0 for none) and colour.
        var anchorRadius: Double = 0
        var anchorColor: Color = .clear
    }

    var center: Point
    /// The outer radius of the outermost ring, in points.
    var radius: Double
    var rings: [Ring]
    var labels: [Label]
    /// Shown in the plot area instead of a pie when no value can be drawn.
    var message: String?

    /// The offset of a slice's centre: out along its middle by the series' protrusion when
    /// selected.
    static func protrusionOffset(_ slice: PieSlice, of series: PieSeries) -> Point {
        guard let index = slice.pointIndex, series.selectedPointIndices.contains(index),
              series.protrusion.isFinite else { return Point(x: 0, y: 0) }
        let d = max(0, series.protrusion)
        return Point(x: d * cos(slice.midAngle), y: d * sin(slice.midAngle))
    }
}

extension Chart {
    // MARK: Radial charts: layout

    /// The radial series a chart draws (pies and donuts), with their datasource indices.
    var radialSeriesStates: [(index: Int, state: SeriesState)] {
        seriesStates.enumerated().compactMap { $0.element.series is PieSeries ? ($0.offset, $0.element) : nil }
    }

    /// A chart whose series are all radial lays out a circular plot area without cartesian axes.
    public var isRadialChart: Bool {
        !seriesStates.isEmpty && seriesStates.allSatisfy { $0.series is PieSeries || $0.series is PolarSeries }
    }

    /// The slice names of series `state`: as the datasource gave them, else the categories of a
    /// category x axis at the points' x, else "Slice N".
    func sliceNames(_ state: SeriesState) -> [String] {
        var names = radial.pointNames[ObjectIdentifier(state.series)] ?? []
        if names.isEmpty, let categories = (xAxis as? CategoryAxis)?.categories, !categories.isEmpty {
            // No names from the datasource: a category x names the slice.
            names = state.data.x.map { x in
                let i = x.isFinite ? Int(x.rounded()) : -1
                return categories.indices.contains(i) ? categories[i] : "Slice \(i + 1)"
            }
        }
        let count = state.data.y.count
        guard names.count < count else { return names }
        return names + (names.count..<count).map { "Slice \($0 + 1)" }
    }

    /// The slices series `state` shows now, at its current rotation and show/hide weights.
    func currentSlices(_ state: SeriesState) -> [PieSlice] {
        guard let pie = state.series as? PieSeries else { return [] }
        return pie.slices(values: state.data.y.array, names: sliceNames(state), rotation: pie.rotationAngle,
                          weights: radial.sliceWeights[ObjectIdentifier(pie)] ?? [:])
    }

    /// Lays out the rings and labels of the shown radial series in `plot`.
    func radialFrame(plot: Rect, measurer: TextMeasuring) -> RadialFrame {
        let center = Point(x: plot.midX, y: plot.midY)
        let shown = radialSeriesStates.filter { !$0.state.series.isHidden }
        // Names can change without a reload (a category x axis set afterwards): slot new ones.
        let unslotted = shown.contains { item in
            guard let pie = item.state.series as? PieSeries else { return false }
            return sliceNames(item.state).contains { pie.slicePaletteSlots[$0] == nil }
        }
        if unslotted { assignSharedSliceSlots() }
        var rings: [RadialFrame.Ring] = shown.compactMap { index, state in
            guard let pie = state.series as? PieSeries else { return nil }
            return RadialFrame.Ring(seriesIndex: index, series: pie, innerRadius: 0, outerRadius: 0,
                                    slices: currentSlices(state))
        }
        let fullRadius = max(0, min(plot.width, plot.height) / 2 - 4)
        guard rings.contains(where: { !$0.slices.isEmpty }) else {
            let message = seriesStates.isEmpty ? nil : "No positive values to show"
            return RadialFrame(center: center, radius: fullRadius, rings: rings, labels: [], message: message)
        }
        let outermost = rings.count - 1
        let outer = rings[outermost].series
        let protrusion = rings.map { $0.series.selectionMode != .none && $0.series.protrusion.isFinite
            ? min(max($0.series.protrusion, 0), fullRadius / 4) : 0 }.max() ?? 0
        let font = outer.labelStyle.font ?? theme.dataLabelFont
        let lineHeight = measurer.measure("Mg", font: font).height

        // Outside labels: measure, then shrink the pie to leave them room on the left and right.
        var outsideTexts: [(slice: PieSlice, text: String, width: Double)] = []
        var radius = fullRadius - protrusion
        var labelRoom = 0.0
        if outer.labelPosition == .outside {
            let spokeReach = rings[outermost].slices.lazy.filter { $0.span > 0.0035 }
                .map { self.labelAppearance(for: $0, series: outer).spoke.reach }.max() ?? 14
            let maxLabelWidth = max(40, plot.width * 0.3)
            // A slice too thin to point at (under 0.2°) gets no label: 10,000 slices stay cheap.
            for slice in rings[outermost].slices where slice.span > 0.0035 {
                let raw = label(for: slice, series: outer)
                guard !raw.isEmpty else { continue }
                let text = measurer.truncated(String(raw.prefix(256)), font: font, maxWidth: maxLabelWidth)
                outsideTexts.append((slice, text, measurer.measure(text, font: font).width))
            }
            let widest = outsideTexts.map(\.width).max() ?? 0
            labelRoom = spokeReach + Self.spokeElbow + 4 + widest
            let byWidth = plot.width / 2 - labelRoom - protrusion
            let byHeight = plot.height / 2 - lineHeight / 2 - protrusion - 2
            radius = max(min(byWidth, byHeight), fullRadius * 0.35)
        }
        radius = max(radius, 1)
        // Rings share the thickness outside the first series' hole, the first innermost.
        let hole = rings[0].series.holeFraction * radius
        let thickness = (radius - hole) / Double(rings.count)
        for k in rings.indices {
            rings[k].innerRadius = k == 0 ? hole : hole + thickness * Double(k)
            rings[k].outerRadius = k == outermost ? radius : hole + thickness * Double(k + 1)
        }

        var labels: [RadialFrame.Label] = []
        for ring in rings where ring.series.labelPosition == .inside || (ring.series.labelPosition == .outside && ring.seriesIndex != rings[outermost].seriesIndex) {
            labels += insideLabels(ring, center: center, font: font, measurer: measurer)
        }
        if outer.labelPosition == .outside {
            labels += outsideLabels(outsideTexts, ring: rings[outermost], center: center, plot: plot,
                                    lineHeight: lineHeight, measurer: measurer, font: font)
        }
        return RadialFrame(center: center, radius: radius, rings: rings, labels: labels, message: nil)
    }

    /// The gap between a spoke's elbow and its label, in points.
    static let spokeElbow = 8.0

    /// The text of a slice's label (empty when `alterSliceLabel` hides it).
    func label(for slice: PieSlice, series: PieSeries) -> String {
        let appearance = labelAppearance(for: slice, series: series)
        return appearance.isHidden ? "" : appearance.text
    }

    /// A slice's label text, colour and spoke: the formatter's text (or name and percentage), the
    /// slice's state's spoke, then whatever `alterSliceLabel` changes.
    func labelAppearance(for slice: PieSlice, series: PieSeries) -> SliceLabelAppearance {
        let input = SliceLabelInput(name: slice.name, value: slice.value, fraction: slice.fraction)
        let text = series.sliceLabelFormatter?(input) ?? "\(slice.name) \(Self.percentText(slice.fraction))"
        var appearance = SliceLabelAppearance(text: text, color: series.sliceStyle(for: slice).labelColor,
                                              spoke: series.spokeStyle(for: slice))
        series.alterSliceLabel?(input, &appearance)
        return appearance
    }

    /// "24 %", or with one decimal under 10 %.
    static func percentText(_ fraction: Double) -> String {
        let percent = fraction * 100
        return percent >= 9.95 || percent == 0 ? String(format: "%.0f %%", percent) : String(format: "%.1f %%", percent)
    }

    /// Labels inside their slices, where the whole text box fits within the slice; left out
    /// elsewhere.
    private func insideLabels(_ ring: RadialFrame.Ring, center: Point, font: FontSpec,
                              measurer: TextMeasuring) -> [RadialFrame.Label] {
        var labels: [RadialFrame.Label] = []
        let series = ring.series
        let r = ring.innerRadius > 0 ? (ring.innerRadius + ring.outerRadius) / 2 : ring.outerRadius * 0.62
        for slice in ring.slices where slice.span * r > 12 {
            let text = label(for: slice, series: series)
            guard !text.isEmpty else { continue }
            let offset = RadialFrame.protrusionOffset(slice, of: series)
            // A lone slice of a pie (a whole disc) is labelled in its middle.
            let along = slice.span >= 2 * .pi && ring.innerRadius <= 0 ? 0 : r
            let p = Point(x: center.x + offset.x + along * cos(slice.midAngle),
                          y: center.y + offset.y + along * sin(slice.midAngle))
            func fits(_ m: TextMetrics) -> Bool {
                let corners = [(-1.0, -1.0), (1, -1), (-1, 1), (1, 1)].map {
                    Point(x: p.x + $0.0 * (m.width / 2 + 2) - offset.x - center.x, y: p.y + $0.1 * (m.height / 2 + 1) - offset.y - center.y)
                }
                return corners.allSatisfy { c in
                    let d = (c.x * c.x + c.y * c.y).squareRoot()
                    guard d <= ring.outerRadius, d >= ring.innerRadius else { return false }
                    return Self.angle(atan2(c.y, c.x), isWithin: slice)
                }
            }
            // The default label falls back to the percentage alone where the name does not fit.
            var clipped = String(text.prefix(256))
            if !fits(measurer.measure(clipped, font: font)) {
                guard series.sliceLabelFormatter == nil else { continue }
                clipped = Self.percentText(slice.fraction)
                guard fits(measurer.measure(clipped, font: font)) else { continue }
            }
            let fill = series.fillColor(for: slice, theme: theme)
            let light = 0.299 * fill.red + 0.587 * fill.green + 0.114 * fill.blue > 0.6
            let color = labelAppearance(for: slice, series: series).color ?? series.labelStyle.color
                ?? (light ? Color(red: 0, green: 0, blue: 0) : Color(red: 1, green: 1, blue: 1))
            labels.append(RadialFrame.Label(text: clipped, position: p, anchor: .center, color: color, spoke: [],
                                            spokeColor: .clear, spokeWidth: 0))
        }
        return labels
    }

    /// Whether `angle` (any turn) lies within the slice's angles.
    static func angle(_ angle: Double, isWithin slice: PieSlice) -> Bool {
        guard slice.span < 2 * .pi else { return true }
        let turn = 2 * Double.pi
        var a = (angle - slice.startAngle).truncatingRemainder(dividingBy: turn)
        if a < 0 { a += turn }
        return a <= slice.span
    }

    /// Labels outside the circle on the left and right, each joined to its slice by a spoke,
    /// stacked so no two overlap: where a side has more labels than rows, the smallest slices
    /// lose theirs.
    ///
    /// Each label stands just past its spoke's elbow and clear of the pie at the height its stack
    /// gives it, so labels follow the pie round instead of standing in one column far from their
    /// slices;
    /// and slices near the top or bottom (where both sides are equally near) send their labels to
    /// the less crowded side, so a run of thin slices by 12 o'clock spreads over both sides
    /// rather than piling up in one corner with long spokes.
    private func outsideLabels(_ texts: [(slice: PieSlice, text: String, width: Double)], ring: RadialFrame.Ring,
                               center: Point, plot: Rect, lineHeight: Double, measurer: TextMeasuring,
                               font: FontSpec) -> [RadialFrame.Label] {
        let series = ring.series
        let rowHeight = lineHeight + 2
        let rows = max(0, Int((plot.height / rowHeight).rounded(.down)))
        var labels: [RadialFrame.Label] = []
        var right = texts.filter { cos($0.slice.midAngle) >= 0 }
        var left = texts.filter { cos($0.slice.midAngle) < 0 }
        Self.balanceNearPoles(&right, &left)
        for rightSide in [true, false] {
            var side = rightSide ? right : left
            if side.count > rows {
                side = Array(side.sorted { $0.slice.fraction > $1.slice.fraction }.prefix(rows))
            }
            guard !side.isEmpty else { continue }
            typealias Item = (slice: PieSlice, text: String, elbow: Point, rim: Point, y: Double)
            var items: [Item] = side.map { entry in
                let slice = entry.slice
                let offset = RadialFrame.protrusionOffset(slice, of: series)
                let spoke = labelAppearance(for: slice, series: series).spoke
                let reach = spoke.reach
                let anchor = ring.outerRadius + (spoke.anchorOffset.isFinite ? max(spoke.anchorOffset, -ring.outerRadius) : 0)
                let rim = Point(x: center.x + offset.x + anchor * cos(slice.midAngle),
                                y: center.y + offset.y + anchor * sin(slice.midAngle))
                let elbow = Point(x: center.x + offset.x + (ring.outerRadius + reach) * cos(slice.midAngle),
                                  y: center.y + offset.y + (ring.outerRadius + reach) * sin(slice.midAngle))
                return (slice, entry.text, elbow, rim, elbow.y)
            }
            items.sort { $0.y < $1.y }
            let top = plot.minY + rowHeight / 2, bottom = plot.maxY - rowHeight / 2
            for i in items.indices {
                items[i].y = max(items[i].y, top, i > 0 ? items[i - 1].y + rowHeight : top)
            }
            for i in items.indices.reversed() {
                items[i].y = min(items[i].y, bottom, i < items.count - 1 ? items[i + 1].y - rowHeight : bottom)
            }
            // How far a selected slice stands out, and the least distance from the centre line,
            // so labels of the two sides never meet above or below the pie.
            let protrusionReach = ring.slices.map { slice -> Double in
                let offset = RadialFrame.protrusionOffset(slice, of: series)
                return hypot(offset.x, offset.y)
            }.max() ?? 0
            let sideGap = rowHeight / 2
            for item in items {
                // Labels pushed off the plot (more than fit) are left out, never drawn on top.
                guard item.y >= top - 0.5, item.y <= bottom + 0.5 else { continue }
                // Past its elbow, and clear of the pie at the text's nearest height.
                let reachAbove = max(0, abs(item.y - center.y) - lineHeight / 2)
                let edgeRadius = ring.outerRadius + protrusionReach
                let clear = (max(0, edgeRadius * edgeRadius - reachAbove * reachAbove)).squareRoot() + Self.spokeElbow
                let x = rightSide ? max(center.x + max(clear, sideGap), item.elbow.x + Self.spokeElbow)
                                  : min(center.x - max(clear, sideGap), item.elbow.x - Self.spokeElbow)
                let appearance = labelAppearance(for: item.slice, series: series)
                let style = appearance.spoke
                let sliceColor = series.fillColor(for: item.slice, theme: theme)
                let padding = style.labelPadding.isFinite ? min(max(style.labelPadding, 0), Self.spokeElbow * 4) : 3
                let end = Point(x: x + (rightSide ? -padding : padding), y: item.y)
                // The spoke crosses the plot's ground: a pale slice colour is shaded to show.
                let spokeColor = style.color ?? sliceColor.readable(on: theme.plotBackground)
                labels.append(RadialFrame.Label(
                    text: item.text, position: Point(x: x, y: item.y), anchor: rightSide ? .left : .right,
                    color: appearance.color ?? series.labelStyle.color ?? theme.dataLabelColor,
                    spoke: style.isVisible ? [item.rim, item.elbow, end] : [],
                    spokeColor: spokeColor,
                    spokeWidth: style.width.isFinite ? max(0, style.width) : 1,
                    anchorRadius: style.isVisible && style.anchorRadius.isFinite ? min(max(style.anchorRadius, 0), 50) : 0,
                    anchorColor: style.anchorColor ?? spokeColor))
            }
        }
        return labels
    }

    /// Moves labels of slices near 12 and 6 o'clock to the other side while their own side holds
    /// at least two more of them there: the slices nearest the vertical move, so spokes of the
    /// two sides never cross.
    static func balanceNearPoles(_ right: inout [(slice: PieSlice, text: String, width: Double)],
                                 _ left: inout [(slice: PieSlice, text: String, width: Double)]) {
        // Within about 35° of the vertical, either side is a short spoke away.
        let nearPole = 0.57
        for top in [true, false] {
            func isNear(_ entry: (slice: PieSlice, text: String, width: Double)) -> Bool {
                abs(cos(entry.slice.midAngle)) < nearPole && (sin(entry.slice.midAngle) < 0) == top
            }
            while true {
                let r = right.indices.filter { isNear(right[$0]) }
                let l = left.indices.filter { isNear(left[$0]) }
                if l.count >= r.count + 2, let i = l.max(by: { cos(left[$0].slice.midAngle) < cos(left[$1].slice.midAngle) }) {
                    right.append(left.remove(at: i))
                } else if r.count >= l.count + 2, let i = r.min(by: { cos(right[$0].slice.midAngle) < cos(right[$1].slice.midAngle) }) {
                    left.append(right.remove(at: i))
                } else {
                    break
                }
            }
        }
    }
}
