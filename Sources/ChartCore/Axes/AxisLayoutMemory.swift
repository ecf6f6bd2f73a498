/// What an axis remembers from one layout to the next: the label space it reserved, so the plot
/// area stays put while labels change length during a pan.
///
/// Space grows at once when labels need more, and shrinks only when they need clearly less
/// (under `shrinkFraction` of what is reserved), so alternating between "950" and "1,000"
/// never moves the plot area.
struct AxisLayoutMemory: Equatable {
    /// The label extent across the axis (width of a y axis's labels, height of an x axis's).
    var labelDepth: Double?
    /// How far labels may reach past the ends of the axis, along it.
    var labelOverhang: Double?
    /// Whether a layout wrote a note beside the labels (`Axis.labelNote`): an axis with no
    /// title reserves a row for it from then on.
    var hasNote = false

    /// Reserved space is given up only when the need falls below this share of it.
    static let shrinkFraction = 0.6

    /// The space to reserve for `needed`, given what was reserved before.
    static func stabilized(_ needed: Double, previous: Double?) -> Double {
        guard let previous, previous.isFinite else { return needed }
        if needed > previous || needed < previous * shrinkFraction { return needed }
        return previous
    }
}
