/// Snaps positions to the device-pixel grid, so edges and hairlines are crisp at any scale.
struct PixelGrid {
    let scale: Double

    /// The nearest device-pixel boundary, in points.
    func snap(_ value: Double) -> Double {
        (value * scale).rounded() / scale
    }

    /// The centre line for a stroke of `width` points that starts at the pixel boundary at or before
    /// `value`: a stroke covering an odd number of device pixels sits on a pixel centre, an even one
    /// on a boundary, so either fills whole pixels.
    func strokeCenter(_ value: Double, width: Double) -> Double {
        let devicePixels = max(1, (width * scale).rounded())
        let start = (value * scale).rounded(.down)
        return (start + devicePixels / 2) / scale
    }

    /// A stroke width rounded to whole device pixels (at least one).
    func strokeWidth(_ width: Double) -> Double {
        max(1, (width * scale).rounded()) / scale
    }

    func snap(_ rect: Rect) -> Rect {
        let x0 = snap(rect.minX), y0 = snap(rect.minY)
        return Rect(x: x0, y: y0, width: max(0, snap(rect.maxX) - x0), height: max(0, snap(rect.maxY) - y0))
    }
}
