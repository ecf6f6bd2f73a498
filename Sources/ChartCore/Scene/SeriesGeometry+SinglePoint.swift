extension SeriesGeometry {
    /// Makes the geometry hold exactly one point (stored at the origin), replacing it only when the
    /// point moved, so an unchanged legend keeps its retained buffer and the cached base image.
    func setSinglePoint(x: Double, y: Double) {
        guard count != 1 || originX != x || originY != y else { return }
        replace(originX: x, originY: y, vertices: [0, 0])
    }
}
