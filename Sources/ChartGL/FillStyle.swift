import ChartCore

/// A `FillCommand`'s look and baseline in device pixels, as the fill shader takes them.
struct FillStyle {
    /// The constant baseline in device pixels (y; x for a vertical fill), when there is no
    /// second line.
    var baseline: Float
    var color: PremultipliedColor
    var baselineColor: PremultipliedColor
    var crossedColor: PremultipliedColor
    /// The second line the fill reaches to, with its transform.
    var lower: (buffer: GeometryBuffer, transform: PixelTransform)?
    var isVertical: Bool
    /// +1 or −1: which way pixels grow as data values grow along the value axis, so the shader
    /// can tell a second line that crossed over the first; 0 when crossing changes nothing (no
    /// crossed colour), which keeps the gradient everywhere.
    var valueSign: Float

    /// Nil when nothing would show: every colour transparent, or a constant baseline that is not
    /// finite.
    init?(_ fill: FillCommand, lower: (GeometryBuffer, PixelTransform)?, scale: Double) {
        color = PremultipliedColor(fill.color)
        baselineColor = PremultipliedColor(fill.baselineColor)
        crossedColor = fill.crossedColor.map(PremultipliedColor.init) ?? color
        guard !color.isInvisible || !baselineColor.isInvisible || !crossedColor.isInvisible else { return nil }
        isVertical = fill.isVertical
        let offset = isVertical ? fill.transform.offsetX : fill.transform.offsetY
        let valueScale = isVertical ? fill.transform.scaleX : fill.transform.scaleY
        valueSign = fill.crossedColor == nil ? 0 : (valueScale < 0 ? -1 : 1)
        self.lower = lower
        if lower == nil {
            baseline = Float((offset + fill.baseline * valueScale) * scale)
            guard baseline.isFinite else { return nil }
        } else {
            baseline = 0
        }
    }
}
