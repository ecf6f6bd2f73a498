/// The x or the y of a series' points: which values a datasource is asked about.
public enum PlotDimension: Hashable, Sendable, CaseIterable {
    case x, y
}
