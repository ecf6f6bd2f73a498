import Foundation

extension LayoutEngine {
    // MARK: Legend

    func legendEntries() -> [(index: Int, title: String, slice: String?)] {
        guard chart.legend.isVisible else { return [] }
        if chart.isRadialChart && !chart.isPolarChart { return Array(chart.radialLegendEntries().prefix(radialLegendCapacity)) }
        let entries: [(index: Int, title: String, slice: String?)] = chart.seriesStates.enumerated().compactMap { i, state in
            state.series.showsInLegend ? (i, state.series.title.isEmpty ? "Series \(i + 1)" : state.series.title, nil) : nil
        }
        return cappedLegendEntries(entries)
    }

    /// At most what the legend's room holds (`radialLegendCapacity`); when there are more, the
    /// last place says how many are left out ("+9,990 more", series index -1: no symbol, no click).
    func cappedLegendEntries(_ entries: [(index: Int, title: String, slice: String?)]) -> [(index: Int, title: String, slice: String?)] {
        // Two places a column fewer than the room measured without the title, so the "+N more"
        // entry never starts a column of its own and keeps its whole text.
        let capacity = max(2, radialLegendCapacity - 4)
        guard entries.count > capacity else { return entries }
        let kept = Array(entries.prefix(capacity - 1))
        let more = entries.count - kept.count
        return kept + [(index: Self.moreEntryIndex, title: "+\(more.formatted(.number.grouping(.automatic).locale(Locale(identifier: "en_US")))) more", slice: nil)]
    }

    /// The series index of the "+N more" legend entry.
    static var moreEntryIndex: Int { -1 }

    var legendFont: FontSpec { chart.legend.textStyle.font ?? theme.legendFont }

    func placeLegend(size legend: Size, plotArea: Rect, content: Rect, top: Double, bottom: Double,
                             outside: Bool) -> Rect {
        let inset = 10.0
        if chart.legend.placement == .onPlotAreaBorder {
            return placeOnBorder(size: legend, plotArea: plotArea, inset: inset)
        }
        let area = outside ? content : plotArea.insetBy(dx: inset, dy: inset)
        var x: Double, y: Double
        switch chart.legend.position {
        case .topLeft, .left, .bottomLeft: x = area.minX
        case .top, .bottom: x = (outside ? plotArea.midX : area.midX) - legend.width / 2
        case .topRight, .right, .bottomRight: x = area.maxX - legend.width
        }
        switch chart.legend.position {
        case .topLeft, .topRight: y = outside ? plotArea.minY : area.minY
        case .left, .right: y = (outside ? plotArea.midY : area.midY) - legend.height / 2
        case .bottomLeft, .bottomRight: y = (outside ? plotArea.maxY : area.maxY) - legend.height
        case .top: y = outside ? top - legend.height - Self.legendGap : area.minY
        case .bottom: y = outside ? bottom + Self.legendGap : area.maxY - legend.height
        }
        return Rect(x: x, y: y, width: legend.width, height: legend.height)
    }

    /// A legend centred on the plot area's border: across the top or bottom edge (corners near
    /// their end of it), or across the left or right edge at its middle.
    private func placeOnBorder(size legend: Size, plotArea: Rect, inset: Double) -> Rect {
        let x: Double, y: Double
        switch chart.legend.position {
        case .topLeft, .bottomLeft: x = plotArea.minX + inset
        case .top, .bottom: x = plotArea.midX - legend.width / 2
        case .topRight, .bottomRight: x = plotArea.maxX - inset - legend.width
        case .left: x = plotArea.minX - legend.width / 2
        case .right: x = plotArea.maxX - legend.width / 2
        }
        switch chart.legend.position {
        case .topLeft, .top, .topRight: y = plotArea.minY - legend.height / 2
        case .bottomLeft, .bottom, .bottomRight: y = plotArea.maxY - legend.height / 2
        case .left, .right: y = plotArea.midY - legend.height / 2
        }
        return Rect(x: x, y: y, width: legend.width, height: legend.height)
    }

    /// How many slice entries a pie's legend lists: what two columns beside the chart (or three
    /// rows' worth above or below it) hold, so thousands of slices leave the circle its room.
    var radialLegendCapacity: Int {
        let row = measurer.measure("Mg", font: legendFont).height + Self.legendRowGap
        guard row > 0, row.isFinite else { return 0 }
        if [.top, .bottom].contains(chart.legend.position) {
            let rows = max(1, Int(((size.height - 2 * Self.outerMargin) / 3 - 2 * Self.legendPadding) / row))
            return rows * 4
        }
        let rows = max(1, Int((size.height - 2 * Self.outerMargin - 2 * Self.legendPadding) / row))
        return rows * 2
    }
}
