extension SeriesCache {
    /// The points of `data` that are finite with a gap (a non-finite value) or the series' end
    /// on both sides, kept up to date as `data` streams (`LonePoints`); nil for a column read in
    /// place (a mapped file of up to billions of points is not scanned for them: that would read
    /// the whole file again after every step of its pyramid), nor while a long line's pyramid is
    /// built in the background (its first frames draw a sample; the exact frame scans).
    func lonePointData(_ data: SeriesData) -> LonePoints? {
        if data.y.isBorrowed || data.isBuildingPyramid { return nil }
        if lonePoints?.data !== data { lonePoints = LonePoints(data: data) }
        lonePoints!.update(from: data)
        return lonePoints
    }
}

extension SeriesDrawContext {
    /// Round dots, a little wider than the line, at a line's lone points (see
    /// `SeriesCache.lonePointData`): without them a finite value between two gaps is invisible.
    /// Two commands at most: the settled points, and the first and last (which every append
    /// judges again), so the settled ones are never rebuilt.
    func lonePointDots(_ state: SeriesState, width: Double, color: Color) -> [DrawCommand] {
        guard let lone = state.cache.lonePointData(state.data) else { return [] }
        var style = MarkerStyle()
        style.shape = .circle
        style.size = Swift.max(2 * width, 4)
        style.fillColor = color
        style.strokeWidth = 0
        var commands: [DrawCommand] = []
        if lone.interior.count > 0,
           let (geometry, transform) = markerGeometry(lone.interior, builder: state.cache.markerBuilder) {
            commands.append(.markers(style.command(geometry: geometry, transform: transform, context: self,
                                                   seriesColor: color)))
        }
        if let ends = lone.ends,
           let (geometry, transform) = markerGeometry(ends, builder: state.cache.loneEndsBuilder) {
            commands.append(.markers(style.command(geometry: geometry, transform: transform, context: self,
                                                   seriesColor: color)))
        }
        return commands
    }
}
