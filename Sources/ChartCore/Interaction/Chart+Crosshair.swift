extension Chart {
    /// Lines through the data point nearest the pointer, with a tooltip: `crosshairSettings`
    /// and `crosshairState` as one value (reading builds it; writing sets both).
    ///
    /// ```swift
    /// chart.crosshair.mode = .floating
    /// ```
    public var crosshair: Crosshair {
        get { Crosshair(settings: crosshairSettings, state: crosshairState) }
        set {
            crosshairSettings = newValue.settings
            crosshairState = newValue.state
        }
    }

    /// The data point the crosshair stands on in snap mode (see `crosshairReading()`): for each
    /// drawn series, the point nearest along its position axis (binary search on sorted
    /// positions), placed where it is drawn (its own axes, the top of its stack segment, its share
    /// of a category slot); then the one of those nearest on screen, distance along the position
    /// axis counting four times; or the point a stream pinned it to (`crosshair.anchor`). Nil in
    /// floating mode.
    public func crosshairTarget() -> CrosshairTarget? {
        crosshairReading()?.target
    }
}

extension Chart {
    /// Pins the crosshair to the point it shows now, before streamed data move the view, so it
    /// stays on that point instead of jumping to whatever slides under the pointer.
    func anchorCrosshairForStreaming() {
        guard crosshairState.anchor == nil, let target = crosshairTarget(),
              seriesStates.indices.contains(target.seriesIndex),
              seriesStates[target.seriesIndex].series.layoutOrientation == .horizontal else { return }
        crosshairState.anchor = CrosshairAnchor(seriesIndex: target.seriesIndex, x: target.x, y: target.y)
    }

    /// The index of the anchored point in its series now, found by its x (a binary search on
    /// sorted data); nil when it is gone.
    func anchoredPointIndex(_ anchor: CrosshairAnchor, in frame: SeriesFrame) -> Int? {
        let values = frame.values
        guard let index = values.positioned.nearestIndex(toX: anchor.x),
              values.positioned.x[index] == anchor.x else { return nil }
        return index
    }
}
