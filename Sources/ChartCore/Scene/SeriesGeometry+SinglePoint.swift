extension SeriesGeometry {
    /// Makes the geometry hold exactly one point, in plain points (origin 0, unit 1, so the
    /// identity transform draws it where it is), replacing it only when the point moved, so an
    /// unchanged legend keeps its retained buffer and the cached base image.
    func setSinglePoint(x: Double, y: Double) {
        let vertices = [Float(x), Float(y)]
        guard count != 1 || originX != 0 || originY != 0 || unitX != 1 || unitY != 1 || self.vertices != vertices
        else { return }
        replace(originX: 0, originY: 0, vertices: vertices)
    }
}
