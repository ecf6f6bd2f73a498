/// How a `ChartView` with several charts places them: stacked top to bottom, side by side, or
/// in a grid, with equal or relative sizes, split on whole device pixels.
///
/// ```swift
/// .vertical                                        // equal heights, top to bottom
/// .rows([4, 1])                                    // a main chart four times its overview's height
/// .grid(columns: 2, rowHeights: [2, 1, 1])         // six charts, two per row, row by row
/// ```
public enum ChartArrangement: Hashable, Sendable {
    case vertical
    case horizontal
    /// Top to bottom with relative heights (missing weights count as 1).
    case rows([Double])
    /// Left to right with relative widths (missing weights count as 1).
    case columns([Double])
    /// Charts fill `columns` columns row by row; relative row heights and column widths
    /// (missing or bad weights count as 1).
    case grid(columns: Int, rowHeights: [Double] = [], columnWidths: [Double] = [])

    /// The pixel rectangles (x, y from the top-left, width, height) of `count` panes in a
    /// `width`×`height` framebuffer; empty for no panes or no pixels.
    func paneRects(count: Int, width: Int, height: Int) -> [(x: Int, y: Int, width: Int, height: Int)] {
        guard count > 0, width > 0, height > 0 else { return [] }
        if let grid = gridShape(count: count) {
            return Self.gridRects(count: count, grid: grid, width: width, height: height)
        }
        let length = self == .vertical ? height : width
        // Edges at rounded fractions, so the panes tile the framebuffer exactly.
        let edges = (0...count).map { Int((Double($0) * Double(length) / Double(count)).rounded()) }
        return (0..<count).map { i in
            let start = edges[i], size = edges[i + 1] - edges[i]
            return self == .vertical ? (0, start, width, size) : (start, 0, size, height)
        }
    }
}
