/// How a `RangeSelector` draws on its overview chart. Colours left nil come from the overview's
/// theme (its crosshair colour), so the dark theme needs nothing set.
public struct RangeSelectorStyle: Hashable, Sendable {
    /// The veil over the parts of the overview outside the main chart's range. Default: the
    /// theme's plot background at 65 % opacity over a darkening tint.
    public var outsideFill: Color?
    /// The window's outline and handles. Default: the theme's crosshair colour.
    public var windowColor: Color?
    /// The width of a handle, and how near an edge (in points) a press grabs it. Default: 8.
    public var handleWidth: Double = 8
    /// The marker at the newest point. Default: the theme's crosshair colour.
    public var newestMarkerColor: Color?
    /// Draw a marker at the newest x of the data. Default: true.
    public var showsNewestMarker = true

    public init() {}
}
