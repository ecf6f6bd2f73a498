import ChartGL

/// One chart of a `ChartView`: its own renderer (so each keeps its own cached base image) and,
/// when the window holds several charts, the offscreen framebuffer it is drawn into.
final class ChartPane {
    /// Replaced by `ChartView.replaceChart(at:with:)`.
    var chart: Chart
    let renderer: ChartRenderer
    var target: OffscreenFramebuffer?
    /// Where the pane sits in the framebuffer, in device pixels from the top-left.
    var pixelRect = (x: 0, y: 0, width: 0, height: 0)
    /// Set when the chart changed since it was last laid out, so the next positional event lays
    /// it out first and lands on what the screen is about to show.
    var needsLayout = true
    /// The layout the pane's chart was last drawn (or, before a positional event, laid out)
    /// in: input is handed over with it, so it maps pixels as the screen shows them.
    var layout: ChartLayout?

    init(chart: Chart, renderer: ChartRenderer) {
        self.chart = chart
        self.renderer = renderer
    }

    /// The pane's size in the chart's points.
    func size(scale: Double) -> Size {
        Size(width: Double(pixelRect.width) / scale, height: Double(pixelRect.height) / scale)
    }

    /// The pane's top-left corner in the chart's points.
    func origin(scale: Double) -> Point {
        Point(x: Double(pixelRect.x) / scale, y: Double(pixelRect.y) / scale)
    }

    /// Whether a point (in the window's chart points) lies in the pane.
    func contains(_ point: Point, scale: Double) -> Bool {
        let o = origin(scale: scale), s = size(scale: scale)
        return point.x >= o.x && point.x < o.x + s.width && point.y >= o.y && point.y < o.y + s.height
    }
}
