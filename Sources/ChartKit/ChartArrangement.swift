/// How a `ChartView` with several charts places them: stacked top to bottom, or side by side.
/// Each chart gets an equal share of the window, split on whole device pixels.
public enum ChartArrangement: Hashable, Sendable {
    case vertical
    case horizontal

    /// The pixel rectangles (x, y from the top-left, width, height) of `count` panes in a
    /// `width`×`height` framebuffer; empty for no panes or no pixels.
    func paneRects(count: Int, width: Int, height: Int) -> [(x: Int, y: Int, width: Int, height: Int)] {
        guard count > 0, width > 0, height > 0 else { return [] }
        let length = self == .vertical ? height : width
        // Edges at rounded fractions, so the panes tile the framebuffer exactly.
        let edges = (0...count).map { Int((Double($0) * Double(length) / Double(count)).rounded()) }
        return (0..<count).map { i in
            let start = edges[i], size = edges[i + 1] - edges[i]
            return self == .vertical ? (0, start, width, size) : (start, 0, size, height)
        }
    }
}
