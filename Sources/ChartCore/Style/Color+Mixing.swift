extension Color {
    /// This colour moved `amount` (0…1) of the way towards `other`, alpha included.
    public func mixed(with other: Color, amount: Double) -> Color {
        let t = amount.isFinite ? min(max(amount, 0), 1) : 0
        return Color(red: red + (other.red - red) * t, green: green + (other.green - green) * t,
                     blue: blue + (other.blue - blue) * t, alpha: alpha + (other.alpha - alpha) * t)
    }

    /// The colour drawn for a selected bar, candle or bubble when no selected style is given:
    /// a quarter of the way to black, so it stands out in either theme.
    var selectionEmphasis: Color {
        mixed(with: Color(red: 0, green: 0, blue: 0, alpha: alpha), amount: 0.25)
    }
}
