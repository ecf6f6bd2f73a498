/// What a click on the plot area selects in a series.
public enum SelectionMode: Hashable, Sendable, CaseIterable {
    /// Clicks leave the series alone.
    case none
    /// A click near the series selects (or deselects) the whole series.
    case series
    /// A click selects (or deselects) the point nearest to it.
    case point
}
