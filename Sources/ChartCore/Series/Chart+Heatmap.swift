extension Chart {
    /// The heatmap cell under `location` (points) and the datasource index of its series, from
    /// the last laid-out frame; nil when no visible heatmap has a cell there. The last series
    /// drawn wins, as it lies on top.
    public func heatmapCell(at location: Point) -> (seriesIndex: Int, cell: HeatmapCell)? {
        guard let layout = lastLayout, layout.plotArea.contains(location) else { return nil }
        var found: (seriesIndex: Int, cell: HeatmapCell)?
        for (index, frame) in seriesFrames(plotArea: layout.plotArea, scale: layout.scale, measurer: nil, layout: layout) {
            if let hit = Self.heatmapHit(in: frame, at: location) { found = (index, hit.cell) }
        }
        return found
    }

    /// The cell of a heatmap frame under `location`, its index (row · columns + column) and
    /// where its centre is drawn; nil for other series or outside the grid.
    static func heatmapHit(in frame: SeriesFrame, at location: Point)
        -> (cell: HeatmapCell, index: Int, center: Point)? {
        guard let heatmap = frame.state.series as? HeatmapSeries, !heatmap.isHidden else { return nil }
        let x = frame.xValue(atPixel: location.x), y = frame.yValue(atPixel: location.y)
        guard x.isFinite, y.isFinite, let cell = heatmap.cell(atX: x, y: y) else { return nil }
        let c = heatmap.center(row: cell.row, column: cell.column)
        let center = Point(x: frame.xPixel(c.x), y: frame.yPixel(c.y))
        return (cell, cell.row * heatmap.grid.columns + cell.column, center)
    }

    /// The crosshair's reading over a heatmap: the cell under the probe, its row, column and
    /// value, the swatch in the cell's colour.
    func heatmapReading(seriesIndex: Int, frame: SeriesFrame, probe: Point, mode: CrosshairMode) -> CrosshairReading? {
        guard let heatmap = frame.state.series as? HeatmapSeries,
              let hit = Self.heatmapHit(in: frame, at: probe) else { return nil }
        let range = heatmap.resolvedValueRange
        let t = range.max > range.min ? (hit.cell.value - range.min) / (range.max - range.min) : 0.5
        let color = hit.cell.value.isFinite ? heatmap.resolvedColorMap.color(at: t) : (heatmap.style.missingColor ?? theme.plotBackground)
        let c = heatmap.center(row: hit.cell.row, column: hit.cell.column)
        let row = TooltipRow(seriesIndex: seriesIndex, seriesTitle: displayTitle(of: heatmap, at: seriesIndex), color: color,
                             pointIndex: hit.index, values: heatmap.cellTooltipValues(hit.cell), position: hit.center)
        let target = CrosshairTarget(seriesIndex: seriesIndex, pointIndex: hit.index, x: c.x, y: c.y, position: hit.center)
        var reading = CrosshairReading(mode: mode, x: c.x, position: mode == .snap ? hit.center : probe,
                                       target: mode == .snap ? target : nil, rows: [row])
        reading.xDate = frame.xAxis.dateIfDateAxis(c.x)
        return reading
    }
}
