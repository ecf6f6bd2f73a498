extension Chart {
    /// The visible data point nearest the pointer: for each shown series, the point nearest in x
    /// (binary search on sorted data), then the one of those nearest on screen.
    public func crosshairTarget() -> CrosshairTarget? {
        guard crosshair.isEnabled, let pointer = crosshair.pointerPosition,
              let plot = lastLayout?.plotArea, plot.contains(pointer) else { return nil }
        let x = xAxis.dataValue(forPixelValue: pointer.x)
        var best: (CrosshairTarget, Double)?
        for (i, state) in seriesStates.enumerated() where !state.series.isHidden {
            guard let index = state.data.nearestIndex(toX: x) else { continue }
            let px = state.data.x[index], py = state.data.y[index]
            guard px.isFinite, py.isFinite else { continue }
            let position = Point(x: xAxis.pixelValue(forDataValue: px), y: yAxis.pixelValue(forDataValue: py))
            guard plot.contains(position) else { continue }
            let distance = abs(position.x - pointer.x) * 4 + abs(position.y - pointer.y)
            if best == nil || distance < best!.1 {
                best = (CrosshairTarget(seriesIndex: i, pointIndex: index, x: px, y: py, position: position), distance)
            }
        }
        return best?.0
    }
}
