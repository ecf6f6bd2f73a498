/// What `Chart.handleClick(at:)` did.
public enum ChartClickOutcome {
    /// The click was on the legend entry of series `seriesIndex`, which it hid or showed.
    case legendToggled(seriesIndex: Int)
    /// The click selected or deselected a series or a point.
    case selectionChanged(SeriesSelection)
    /// Nothing to select or toggle there.
    case nothing

    /// Whether the click changed something (and the chart needs drawing again).
    public var changedSomething: Bool {
        if case .nothing = self { return false }
        return true
    }
}
