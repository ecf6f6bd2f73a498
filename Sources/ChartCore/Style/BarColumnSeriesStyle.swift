/// The look of a column or bar series. nil values come from the theme and the series' palette
/// colour.
public struct BarColumnSeriesStyle: Hashable, Sendable {
    /// Default: the series' palette colour.
    public var fillColor: Color?
    /// The colour at the baseline end for a gradient from `fillColor` at the tip; nil for a solid
    /// fill. Default: nil.
    public var fillGradientEndColor: Color?
    /// Default: none.
    public var borderColor: Color?
    /// Outline width in points, inside the edge. Default: 0.
    public var borderWidth: Double
    /// How round the tip is: the radius of the tip's corners is `cornerRatio` times half the
    /// column's width, so 1 gives a semicircular tip. Clamped to 0…1. Default: 0.
    public var cornerRatio: Double
    /// Label each column with its value. Default: false.
    public var showsLabels: Bool
    public var labelStyle: DataLabelStyle
    /// Where `fillColor` is nil, the palette colour moved this share towards white (positive)
    /// or black (negative), −1…1: bars have no dashes or markers, so series past the palette's
    /// colours are told from the first ones by a lighter or darker fill. Default: 0.
    public var paletteShade: Double = 0

    /// The fill drawn: `fillColor`, else the series' palette colour shaded by `paletteShade`.
    public func fill(palette: Color) -> Color {
        if let fillColor { return fillColor }
        guard paletteShade != 0, paletteShade.isFinite else { return palette }
        let toward = paletteShade > 0 ? Color(red: 1, green: 1, blue: 1, alpha: palette.alpha) : Color(red: 0, green: 0, blue: 0, alpha: palette.alpha)
        return palette.mixed(with: toward, amount: abs(paletteShade))
    }

    public init(fillColor: Color? = nil, fillGradientEndColor: Color? = nil, borderColor: Color? = nil,
                borderWidth: Double = 0, cornerRatio: Double = 0, showsLabels: Bool = false,
                labelStyle: DataLabelStyle = DataLabelStyle()) {
        self.fillColor = fillColor
        self.fillGradientEndColor = fillGradientEndColor
        self.borderColor = borderColor
        self.borderWidth = borderWidth
        self.cornerRatio = cornerRatio
        self.showsLabels = showsLabels
        self.labelStyle = labelStyle
    }
}
