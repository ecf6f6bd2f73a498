/// Measures a chart's title, legend and axes and gives the plot area what remains.
///
/// Any number of axes sit on the four sides (`AxisPosition`), stacked outward in the order they
/// were added. Tick labels depend on the axis length (tick density follows pixels) and the axis
/// length depends on the labels' size, so the y axes are measured once the plot height is known,
/// then the x axes once the width is; when the x bands come out deeper than assumed (turned
/// labels), the round is run again. Label space is kept with hysteresis (`AxisLayoutMemory`), so
/// the plot area does not jitter while a pan changes label lengths.
struct LayoutEngine {
    let chart: Chart
    let size: Size
    let scale: Double
    let measurer: TextMeasuring

    /// Space around the whole chart, in points.
    static let outerMargin = 12.0
    static let titleGap = 10.0
    static let labelGap = 4.0
    static let axisTitleGap = 6.0
    /// Between the bands of two axes stacked on one side.
    static let axisGap = 8.0
    static let legendGap = 12.0
    static let legendPadding = 8.0
    static let legendSymbolWidth = 24.0
    static let legendSymbolGap = 6.0
    static let legendRowGap = 4.0
    static let legendColumnGap = 16.0

    var theme: Theme { chart.theme }

    func run() -> ChartLayout {
        let grid = PixelGrid(scale: scale)
        let content = Rect(x: 0, y: 0, width: size.width, height: size.height)
            .insetBy(dx: Self.outerMargin, dy: Self.outerMargin)
        var top = content.minY, bottom = content.maxY, left = content.minX, right = content.maxX
        // The extensions' strip (the window's status line) at the very foot, below the axes:
        // it replaces part of the outer margin and the plot area gives up the rest.
        let footer = chart.extensionFooterHeight(measurer: measurer, chartHeight: size.height)
        var footerStrip: Rect?
        if footer > 0 {
            let strip = grid.snap(Rect(x: content.minX, y: size.height - footer - 2, width: content.width, height: footer))
            footerStrip = strip
            bottom = min(bottom, strip.minY - Self.labelGap)
        }

        var titleFrame: Rect?, titleText: String?
        if let title = chart.title, !title.isEmpty {
            let font = chart.titleStyle.font ?? theme.titleFont
            let text = measurer.truncated(title, font: font, maxWidth: content.width)
            let m = measurer.measure(text, font: font)
            titleFrame = Rect(x: content.minX, y: top, width: content.width, height: m.height)
            titleText = text
            top += m.height + Self.titleGap
        }

        let entries = legendEntries()
        let legendVertical = ![.top, .bottom].contains(chart.legend.position)
        // A side legend takes at most half the width, a column of it at most 30 %; a top or
        // bottom one wraps within the whole width and takes at most a third of the height.
        let legendGrid = entries.isEmpty ? nil : LegendGrid(
            entries, vertical: legendVertical,
            maxWidth: legendVertical ? max(140, content.width * 0.5) : content.width,
            maxColumnWidth: legendVertical ? max(140, content.width * 0.3) : content.width,
            maxHeight: legendVertical ? bottom - top : max(40, (bottom - top) / 3),
            font: legendFont, measurer: measurer)
        let legendSize = legendGrid?.size ?? .zero
        let legendOutside = !entries.isEmpty && chart.legend.placement == .outsidePlotArea
        if legendOutside {
            switch chart.legend.position {
            case .left, .topLeft, .bottomLeft: left += legendSize.width + Self.legendGap
            case .right, .topRight, .bottomRight: right -= legendSize.width + Self.legendGap
            case .top: top += legendSize.height + Self.legendGap
            case .bottom: bottom -= legendSize.height + Self.legendGap
            }
        }
        if !entries.isEmpty, chart.legend.placement == .onPlotAreaBorder,
           [.topLeft, .top, .topRight].contains(chart.legend.position) {
            // Half a legend centred on the plot's top edge stands above it: keep that half
            // below the title, not over it.
            top += legendSize.height / 2
        }

        // A heatmap's colour bar takes a column between the plot (and its right axes) and a
        // side legend.
        let colorBar = HeatmapColorBar(chart: chart)
        let colorBarRight = right
        if let colorBar {
            right -= colorBar.width(height: bottom - top, theme: theme, measurer: measurer)
        }

        let axes = chart.isRadialChart
            ? radialPlotArea(grid: grid, top: top, bottom: bottom, left: left, right: right)
            : arrangeAxes(grid: grid, top: top, bottom: bottom, left: left, right: right)

        var legendFrame: Rect?
        var placedEntries: [LegendEntryLayout] = []
        if let legendGrid {
            let frame = grid.snap(placeLegend(size: legendSize, plotArea: axes.plotArea, content: content,
                                              top: top, bottom: bottom, outside: legendOutside))
            legendFrame = frame
            placedEntries = legendGrid.layouts(at: frame.origin)
        }

        let colorBarFrame = colorBar.map { _ in
            grid.snap(Rect(x: right + HeatmapColorBar.gap, y: axes.plotArea.minY,
                           width: colorBarRight - right - HeatmapColorBar.gap, height: axes.plotArea.height))
        }
        return ChartLayout(size: size, scale: scale, plotArea: axes.plotArea, naturalPlotInsets: axes.naturalInsets,
                           titleFrame: titleFrame, titleText: titleText,
                           legendFrame: legendFrame, legendEntries: placedEntries,
                           xAxes: axes.x, yAxes: axes.y, footerStrip: footerStrip, colorBarFrame: colorBarFrame)
    }
}
