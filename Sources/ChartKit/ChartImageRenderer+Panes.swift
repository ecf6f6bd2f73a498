extension ChartImageRenderer {
    /// Draws `scenes` into one offscreen surface of `width`×`height` device pixels, scene i in
    /// `rects[i]` (x and y from the top-left), as a window of many panes draws them (a renderer
    /// per pane, each pane copied into the surface), and waits for the GPU; no pixels are read
    /// back. What `chartbench --grid` times: 100 charts panned together.
    ///
    /// ```swift
    /// let scenes = charts.map { $0.makeScene(size: paneSize, scale: 1, measurer: renderer.fonts) }
    /// renderer.drawPanes(scenes, rects: rects, width: 1600, height: 1000)
    /// ```
    public func drawPanes(_ scenes: [Scene], rects: [(x: Int, y: Int, width: Int, height: Int)], width: Int, height: Int) {
        withContext {
            let surface = paneSurface ?? PaneSurface()
            paneSurface = surface
            try? surface.draw(scenes, rects: rects, width: width, height: height, like: renderer)
        }
    }

    /// The pane rectangles of `count` charts in a `width`×`height` surface placed by
    /// `arrangement`, as a window places them.
    public static func paneRects(count: Int, arrangement: ChartArrangement, width: Int,
                                 height: Int) -> [(x: Int, y: Int, width: Int, height: Int)] {
        arrangement.paneRects(count: count, width: width, height: height)
    }
}
