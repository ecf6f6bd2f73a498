extension Chart {
    /// The data point the crosshair stands on in snap mode (see `crosshairReading()`): for each
    /// drawn series, the point nearest along its position axis (binary search on sorted
    /// positions), placed where it is drawn (its own axes, the top of its stack segment, its share
    /// of a category slot); then the one of those nearest on screen, distance along the position
    /// axis counting four times. Nil in floating mode.
    public func crosshairTarget() -> CrosshairTarget? {
        crosshairReading()?.target
    }
}
