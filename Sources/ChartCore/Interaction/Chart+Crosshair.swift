extension Chart {
    /// The drawn data point nearest the pointer: for each drawn series, the point nearest along
    /// its position axis (binary search on sorted positions), placed where it is drawn (its own
    /// axes, the top of its stack segment, its share of a category slot); then the one of those
    /// nearest on screen, distance along the position axis counting four times.
    public func crosshairTarget() -> CrosshairTarget? {
        guard crosshair.isEnabled, let pointer = crosshair.pointerPosition,
              let layout = lastLayout, layout.plotArea.contains(pointer) else { return nil }
        var best: (CrosshairTarget, Double)?
        for (i, frame) in seriesFrames(plotArea: layout.plotArea, scale: layout.scale, measurer: nil) {
            let horizontal = frame.orientation == .horizontal
            let along = horizontal ? pointer.x : pointer.y
            let slotOffset = frame.slot.offset  // a grouped column sits off its slot centre
            let position = frame.positionAxis.dataValue(forPixelValue: along) - slotOffset
            let values = frame.values
            guard let index = Self.indexedCrosshairIndex(in: frame, pointer: pointer, plotArea: layout.plotArea)
                    ?? values.positioned.nearestIndex(toX: position) else { continue }
            let p = values.positioned.x[index]
            let v = frame.state.series.displayedValue(at: index, values)
            guard p.isFinite, v.isFinite else { continue }
            let drawn = frame.point(position: p + slotOffset, value: v)
            guard layout.plotArea.contains(drawn) else { continue }
            let distance = horizontal ? abs(drawn.x - pointer.x) * 4 + abs(drawn.y - pointer.y)
                                      : abs(drawn.y - pointer.y) * 4 + abs(drawn.x - pointer.x)
            if best == nil || distance < best!.1 {
                let target = CrosshairTarget(seriesIndex: i, pointIndex: index,
                                             x: horizontal ? p : v, y: horizontal ? v : p, position: drawn)
                best = (target, distance)
            }
        }
        return best?.0
    }
}
