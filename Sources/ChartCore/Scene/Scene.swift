/// Everything one frame draws, as plain values: what ChartCore hands to a renderer.
///
/// Coordinates are logical points with the origin at the top-left; the renderer multiplies by
/// `scale` to reach device pixels. The layers are drawn in the order underlay, series, chrome,
/// overlay: chrome after the data, so a legend placed inside the plot area covers the lines.
/// `underlay`, `series` and `chrome` together form the cached base image: a renderer redraws it
/// only when one of them
/// differs from the previous frame's, so a frame whose only change is in `overlay` costs one
/// blit plus the overlay.
public struct Scene: Equatable {
    /// The canvas size in logical points.
    public var size: Size
    /// Device pixels per logical point (2 on a HiDPI screen).
    public var scale: Double
    /// The canvas colour behind everything.
    public var background: Color
    /// Where the data are drawn; `underlay` and `series` are clipped to it.
    public var plotArea: Rect
    /// Title, legend, axis lines, ticks and labels: around the plot area, not clipped.
    public var chrome: [DrawCommand]
    /// Plot-area background, grid stripes and grid lines, below the data. When the first command
    /// is one opaque, borderless, square, ungradiented rectangle covering the plot area's pixels
    /// (what `Chart` puts there), a renderer may draw it as a clear of the plot area: the pixels
    /// are the same.
    public var underlay: [DrawCommand]
    /// The data.
    public var series: [DrawCommand]
    /// Crosshair, tooltip, box-zoom rectangle, selection handles: redrawn every frame, never cached.
    public var overlay: [DrawCommand]
    /// Overlay drawn clipped to the plot area, before `overlay`: annotations above the data and
    /// measurement cursors. Redrawn every frame, never cached.
    public var plotOverlay: [DrawCommand] = []

    public init(size: Size, scale: Double = 1, background: Color = .white, plotArea: Rect = .zero,
                chrome: [DrawCommand] = [], underlay: [DrawCommand] = [],
                series: [DrawCommand] = [], overlay: [DrawCommand] = []) {
        self.size = size
        self.scale = scale
        self.background = background
        self.plotArea = plotArea
        self.chrome = chrome
        self.underlay = underlay
        self.series = series
        self.overlay = overlay
    }

    /// True when `other` would produce the same cached base image as this scene.
    public func hasSameBase(as other: Scene) -> Bool {
        size == other.size && scale == other.scale && background == other.background
            && plotArea == other.plotArea && chrome == other.chrome
            && underlay == other.underlay && series == other.series
    }
}
