/// Every default look of a chart in one value: colours, fonts and line widths for each element, and
/// the palette series take their colours from.
///
/// Element styles (`chart.titleStyle`, `axis.style`, `series.style`, ...) hold optional values;
/// whatever a style leaves nil comes from the chart's theme when the frame is built. So
/// `chart.theme = .dark` restyles everything at once, and a value set on a style afterwards
/// (or before) sticks, whatever theme is applied later.
public struct Theme: Hashable, Sendable {
    public var name: String
    /// The canvas behind title, axes and legend.
    public var background: Color
    /// The plot area's own background.
    public var plotBackground: Color
    public var plotBorderColor: Color

    public var titleFont: FontSpec
    public var titleColor: Color

    public var axisLineColor: Color
    public var tickColor: Color
    public var tickLabelFont: FontSpec
    public var tickLabelColor: Color
    public var axisTitleFont: FontSpec
    public var axisTitleColor: Color
    public var majorGridLineColor: Color
    public var minorGridLineColor: Color
    /// Alternate bands between major ticks; clear for none.
    public var gridStripeColor: Color

    public var legendFont: FontSpec
    public var legendTextColor: Color
    public var legendBackground: Color
    public var legendBorderColor: Color

    public var crosshairColor: Color
    public var tooltipBackground: Color
    public var tooltipTextColor: Color
    public var tooltipFont: FontSpec

    /// Series colours, in the order series are added; wraps around.
    public var palette: [Color]
    /// Default line width of line series, in points.
    public var seriesLineWidth: Double
    /// Default marker diameter, in points.
    public var markerSize: Double
    /// Candlesticks and OHLC bars whose close is at or above their open.
    public var risingColor: Color = Color(hex: 0x009e73)
    /// Candlesticks and OHLC bars whose close is below their open.
    public var fallingColor: Color = Color(hex: 0xd55e00)
    /// Data labels beside points and bars.
    public var dataLabelFont: FontSpec = FontSpec(size: 10)
    public var dataLabelColor: Color = Color(hex: 0x333333)

    /// The colour series number `index` gets (wrapping around the palette).
    public func paletteColor(_ index: Int) -> Color {
        guard !palette.isEmpty else { return .black }
        let i = index % palette.count
        return palette[i < 0 ? i + palette.count : i]
    }
}

extension Theme {
    /// Dark text on white, a colour-blind-friendly palette (after Okabe & Ito, reordered for contrast).
    public static let light = Theme(
        name: "light",
        background: .white,
        plotBackground: .white,
        plotBorderColor: Color(hex: 0x9a9a9a),
        titleFont: FontSpec(size: 16, weight: .bold),
        titleColor: Color(hex: 0x1a1a1a),
        axisLineColor: Color(hex: 0x5a5a5a),
        tickColor: Color(hex: 0x5a5a5a),
        tickLabelFont: FontSpec(size: 11),
        tickLabelColor: Color(hex: 0x333333),
        axisTitleFont: FontSpec(size: 12),
        axisTitleColor: Color(hex: 0x1a1a1a),
        majorGridLineColor: Color(hex: 0xe3e3e3),
        minorGridLineColor: Color(hex: 0xf2f2f2),
        gridStripeColor: .clear,
        legendFont: FontSpec(size: 11),
        legendTextColor: Color(hex: 0x1a1a1a),
        legendBackground: Color(hex: 0xffffff, alpha: 0.92),
        legendBorderColor: Color(hex: 0xc8c8c8),
        crosshairColor: Color(hex: 0x555555),
        tooltipBackground: Color(hex: 0x222222, alpha: 0.9),
        tooltipTextColor: .white,
        tooltipFont: FontSpec(size: 11),
        palette: [0x0072b2, 0xe69f00, 0x009e73, 0xd55e00, 0xcc79a7, 0x56b4e9, 0xf0e442, 0x000000]
            .map { Color(hex: $0) },
        seriesLineWidth: 2,
        markerSize: 7)

    /// Light text on near-black, the same palette brightened for a dark ground.
    public static let dark = Theme(
        name: "dark",
        background: Color(hex: 0x16181d),
        plotBackground: Color(hex: 0x1c1f26),
        plotBorderColor: Color(hex: 0x4a4f5a),
        titleFont: FontSpec(size: 16, weight: .bold),
        titleColor: Color(hex: 0xeeeeee),
        axisLineColor: Color(hex: 0x8a909c),
        tickColor: Color(hex: 0x8a909c),
        tickLabelFont: FontSpec(size: 11),
        tickLabelColor: Color(hex: 0xc4c8d0),
        axisTitleFont: FontSpec(size: 12),
        axisTitleColor: Color(hex: 0xe6e6e6),
        majorGridLineColor: Color(hex: 0x2e323b),
        minorGridLineColor: Color(hex: 0x252830),
        gridStripeColor: .clear,
        legendFont: FontSpec(size: 11),
        legendTextColor: Color(hex: 0xe6e6e6),
        legendBackground: Color(hex: 0x1c1f26, alpha: 0.92),
        legendBorderColor: Color(hex: 0x4a4f5a),
        crosshairColor: Color(hex: 0xb0b4bc),
        tooltipBackground: Color(hex: 0xeeeeee, alpha: 0.92),
        tooltipTextColor: Color(hex: 0x111111),
        tooltipFont: FontSpec(size: 11),
        palette: [0x56b4e9, 0xf5a623, 0x2ecc9a, 0xff7043, 0xe58fc4, 0x8fa8ff, 0xf0e442, 0xdddddd]
            .map { Color(hex: $0) },
        seriesLineWidth: 2,
        markerSize: 7,
        risingColor: Color(hex: 0x2ecc9a),
        fallingColor: Color(hex: 0xff7043),
        dataLabelFont: FontSpec(size: 10),
        dataLabelColor: Color(hex: 0xd0d4dc))

    /// Saturated colours on white with sharp, thin lines and no grid stripes or plot border: the
    /// bright, flat look of the reference's third theme (its iOS 7 style), for slides and
    /// dashboards. The palette stays distinguishable for the common colour-vision deficiencies
    /// in its first four colours.
    public static let vivid = Theme(
        name: "vivid",
        background: .white,
        plotBackground: .white,
        plotBorderColor: .clear,
        titleFont: FontSpec(size: 17, weight: .bold),
        titleColor: Color(hex: 0x111111),
        axisLineColor: Color(hex: 0x111111),
        tickColor: Color(hex: 0x111111),
        tickLabelFont: FontSpec(size: 11),
        tickLabelColor: Color(hex: 0x222222),
        axisTitleFont: FontSpec(size: 12, weight: .bold),
        axisTitleColor: Color(hex: 0x111111),
        majorGridLineColor: Color(hex: 0xececec),
        minorGridLineColor: .clear,
        gridStripeColor: .clear,
        legendFont: FontSpec(size: 11),
        legendTextColor: Color(hex: 0x111111),
        legendBackground: Color(hex: 0xffffff, alpha: 0.95),
        legendBorderColor: .clear,
        crosshairColor: Color(hex: 0xff2d55),
        tooltipBackground: Color(hex: 0x007aff, alpha: 0.95),
        tooltipTextColor: .white,
        tooltipFont: FontSpec(size: 11, weight: .bold),
        palette: [0x007aff, 0xff9500, 0x34c759, 0xff2d55, 0xaf52de, 0x5ac8fa, 0xffcc00, 0x8e8e93]
            .map { Color(hex: $0) },
        seriesLineWidth: 1.5,
        markerSize: 6,
        risingColor: Color(hex: 0x34c759),
        fallingColor: Color(hex: 0xff3b30),
        dataLabelFont: FontSpec(size: 10),
        dataLabelColor: Color(hex: 0x222222))

    /// The built-in themes by name, for `--theme`.
    public static func named(_ name: String) -> Theme? {
        builtIn.first { $0.name == name.lowercased() }
    }
}
