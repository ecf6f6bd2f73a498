/// Several charts that act as one: x ranges linked (drags, momentum, zooms, box zooms, resets
/// and view history move them all), the crosshair's x shared (the pointer over one chart shows
/// the crosshair at the same x in every other), and one colour per series key in all of them.
///
/// Place the charts with `ChartView(charts:arrangement:)` (a `.grid`, `.rows` or `.vertical`
/// arrangement lines their plot areas up per column), and keep the dashboard alive as long as
/// the window.
///
/// ```swift
/// let dashboard = try ChartDashboard(charts: [cpu, memory, network])
/// let view = try ChartView(charts: dashboard.charts, arrangement: .rows([2, 1, 1]),
///                          title: "Hosts", size: Size(width: 1200, height: 900))
/// withExtendedLifetime(dashboard) { view.run() }
/// ```
public final class ChartDashboard: ChartExtension {
    public let charts: [Chart]
    /// The colour registry every chart shares.
    public let colorKeys: SeriesColorKeys
    private let link: ChartLink
    private var isSharing = false

    /// Links `charts`. Charts that show one shared `Axis` object need no link for it (the axis
    /// moves them together); the link leaves those alone. No longer throws: kept for source
    /// compatibility.
    public init(charts: [Chart], colorKeys: SeriesColorKeys = SeriesColorKeys()) throws(SharedAxisError) {
        self.charts = charts
        self.colorKeys = colorKeys
        link = ChartLink(charts: charts, orientation: .horizontal)
        if let first = charts.first, !first.xAxis.hasUserRange {
            // The link copies the first chart's range onto the others as a fixed range; before
            // any zoom each should keep fitting (and, streaming, following) its own data.
            for chart in charts.dropFirst() where chart.xAxis !== first.xAxis { chart.xAxis.resetRange() }
        }
        for chart in charts {
            chart.colorKeys = colorKeys
            chart.addExtension(self)
        }
    }

    /// Stops linking the charts (their colours stay).
    @available(*, deprecated, renamed: "cancel()")
    public func unlink() {
        cancel()
    }

    /// Stops linking the charts (their colours stay); releasing the dashboard does the same.
    public func cancel() {
        link.cancel()
        for chart in charts { chart.removeExtension(self) }
    }

    // MARK: ChartExtension: the shared crosshair

    public func chart(_ chart: Chart, intercept event: InputEvent) -> Bool? {
        guard !isSharing else { return nil }
        switch event {
        case .pointerMove(let position, let buttons, _) where buttons.isEmpty:
            // Let the chart under the pointer move its own crosshair, then put the others at
            // the same x (and the same height share of their plots).
            isSharing = true
            defer { isSharing = false }
            var redraw = chart.handleEvent(event)
            guard let plot = chart.lastLayout?.plotArea, plot.contains(position) else {
                for other in charts where other !== chart { redraw = clearCrosshair(of: other) || redraw }
                return redraw
            }
            let x = chart.dataValue(forPixelValue: position.x, on: chart.xAxis)
            let share = plot.height > 0 ? (position.y - plot.minY) / plot.height : 0.5
            for other in charts where other !== chart {
                guard let otherLayout = other.lastLayout else { continue }
                let otherPlot = otherLayout.plotArea
                // In the other chart's own layout: a shared x axis has a pixel map per chart.
                let px = otherLayout.pixelValue(forDataValue: x, on: other.xAxis)
                let point = Point(x: px, y: otherPlot.minY + share * otherPlot.height)
                if other.crosshairState.pointerPosition != point {
                    other.crosshairState.pointerPosition = point
                    redraw = true
                }
            }
            return redraw
        case .pointerExit:
            isSharing = true
            defer { isSharing = false }
            var redraw = chart.handleEvent(event)
            for other in charts where other !== chart { redraw = clearCrosshair(of: other) || redraw }
            return redraw
        default:
            return nil
        }
    }

    private func clearCrosshair(of chart: Chart) -> Bool {
        guard chart.crosshairState.pointerPosition != nil else { return false }
        chart.crosshairState.pointerPosition = nil
        return true
    }
}
