extension ChartImageRenderer {
    /// Draws several charts into one image placed as `ChartView` would place them in a window of
    /// `size` points: panes by `arrangement`, plot areas lined up per column.
    ///
    /// ```swift
    /// let image = try ChartImageRenderer().render(charts: [cpu, memory], arrangement: .rows([2, 1]),
    ///                                             size: Size(width: 1000, height: 700), scale: 2)
    /// ```
    public func render(charts: [Chart], arrangement: ChartArrangement, size: Size, scale: Double = 1) -> RGBAImage {
        let width = Int((size.width * scale).rounded()), height = Int((size.height * scale).rounded())
        guard width > 0, height > 0, scale.isFinite, scale > 0 else { return RGBAImage(width: 0, height: 0, pixels: []) }
        let rects = arrangement.paneRects(count: charts.count, width: width, height: height)
        func paneSize(_ index: Int) -> Size {
            Size(width: Double(rects[index].width) / scale, height: Double(rects[index].height) / scale)
        }
        // Lay out once for the natural insets, then give each column the widest.
        for (index, chart) in charts.enumerated() where rects[index].width > 0 && rects[index].height > 0 {
            chart.minimumPlotInsets = HorizontalInsets()
            chart.waitForPyramids()
            chart.applyLayout(size: paneSize(index), scale: scale, measurer: fonts)
        }
        for column in arrangement.alignedColumns(count: charts.count) where column.count > 1 {
            let natural = column.compactMap { charts[$0].lastLayout?.naturalPlotInsets }
            let aligned = HorizontalInsets(left: natural.map(\.left).max() ?? 0, right: natural.map(\.right).max() ?? 0)
            for index in column { charts[index].minimumPlotInsets = aligned }
        }
        var image = RGBAImage(width: width, height: height, fill: charts.first?.theme.background ?? .white)
        for (index, chart) in charts.enumerated() where rects[index].width > 0 && rects[index].height > 0 {
            let pane = render(chart, size: paneSize(index), scale: scale)
            let rect = rects[index]
            let rowBytes = min(pane.width, rect.width) * 4
            for row in 0..<min(pane.height, rect.height) {
                let from = row * pane.width * 4
                let to = ((rect.y + row) * width + rect.x) * 4
                image.pixels.replaceSubrange(to..<(to + rowBytes), with: pane.pixels[from..<(from + rowBytes)])
            }
        }
        return image
    }
}
