extension SeriesCache {
    /// The points of `data` that are finite with a gap (a non-finite value) or the series' end
    /// on both sides, as data of their own; nil when there are none. Found once per data version.
    func lonePointData(_ data: SeriesData) -> SeriesData? {
        let key = ObjectIdentifier(data)
        if let kept = lonePoints, kept.data == key, kept.version == data.version { return kept.points }
        // A column read in place (a mapped file of up to billions of points) is not scanned for
        // them: that would read the whole file again after every step of its pyramid.
        if data.y.isBorrowed { return nil }
        let x = data.x, y = data.y
        func drawable(_ i: Int) -> Bool { i >= 0 && i < y.count && x[i].isFinite && y[i].isFinite }
        var loneX: [Double] = [], loneY: [Double] = []
        for i in 0..<y.count where drawable(i) && !drawable(i - 1) && !drawable(i + 1) && y.count > 1 {
            loneX.append(x[i])
            loneY.append(y[i])
        }
        let points = loneX.isEmpty ? nil : SeriesData(x: loneX, y: loneY)
        lonePoints = (key, data.version, points)
        return points
    }
}

extension SeriesDrawContext {
    /// Round dots, a little wider than the line, at a line's lone points (see
    /// `SeriesCache.lonePointData`): without them a finite value between two gaps is invisible.
    func lonePointDots(_ state: SeriesState, width: Double, color: Color) -> DrawCommand? {
        guard let lone = state.cache.lonePointData(state.data),
              let (geometry, transform) = markerGeometry(lone) else { return nil }
        var style = MarkerStyle()
        style.shape = .circle
        style.size = Swift.max(2 * width, 4)
        style.fillColor = color
        style.strokeWidth = 0
        return .markers(style.command(geometry: geometry, transform: transform, context: self, seriesColor: color))
    }
}
