import ChartCore

/// How a batch of segments or a polyline is stroked, in device pixels.
struct LineStyle {
    var color: PremultipliedColor
    var halfWidth: Float
    /// On, off, on, off lengths; all zero for a solid line.
    var dash: (Float, Float, Float, Float)
    /// The sum of `dash`; 0 for a solid line.
    var dashPeriod: Float

    /// Nil when the line would be invisible (transparent, or a width that is not positive).
    ///
    /// Lines thinner than a device pixel are drawn one pixel wide with their alpha scaled by the
    /// width, which looks the same and keeps them from breaking up. Dash arrays follow SVG: an
    /// odd-length array repeats once; only the first two on/off pairs are used; a negative or
    /// non-finite entry, or a pattern shorter than a thousandth of a pixel, gives a solid line.
    init?(color: Color, width: Double, dash: [Double], scale: Double) {
        let pixelWidth = width * scale
        guard pixelWidth.isFinite, pixelWidth > 0 else { return nil }
        var premultiplied = PremultipliedColor(color)
        if pixelWidth < 1 { premultiplied = premultiplied.scaled(by: Float(pixelWidth)) }
        guard !premultiplied.isInvisible else { return nil }
        self.color = premultiplied
        halfWidth = Float(max(pixelWidth, 1) / 2)

        self.dash = (0, 0, 0, 0)
        dashPeriod = 0
        let lengths = dash.map { $0 * scale }
        guard !lengths.isEmpty, lengths.allSatisfy({ $0.isFinite && $0 >= 0 }) else { return }
        var pattern = lengths.count % 2 == 1 ? lengths + lengths : lengths
        if pattern.count == 2 { pattern += pattern }
        let used = pattern.prefix(4).map(Float.init)
        let period = used.reduce(0, +)
        guard period >= 0.001 else { return }
        self.dash = (used[0], used[1], used[2], used[3])
        dashPeriod = period
    }
}
